"""Ordered parallel application of a row function: threads by default, forked processes with
``python_multiprocessing=True``.

Rows go to workers in chunks (one task per chunk keeps the per-task cost small next to 28x28 image ops) and come
back in input order. At most ``prefetch`` chunks are in flight, so a slow consumer never makes the workers buffer
the whole dataset. A worker's exception is sent back with its traceback as text and re-raised by ``fn_error`` in
the consumer; closing the generator (exhausted, error, or dropped iterator) shuts the workers down. Random
operations in a chunk draw from a stream fixed by the pipeline seed and the chunk's position (reproducible after
set_seed, whichever worker runs the chunk); a result that takes longer than ``multiprocessing_timeout_interval``
is reported with MindSpore's warning naming the stuck worker (its process ID or thread name), repeated every
interval, while the pipeline keeps waiting as MindSpore's does.
"""
import collections
import itertools
import logging
import multiprocessing
import os
import threading
import traceback
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout
from concurrent.futures.process import BrokenProcessPool

_CHUNK = {False: 16, True: 64}    # rows per task for threads / processes (a process task also pickles its rows)
_registry = {}          # token -> function, inherited by forked workers (lambdas and closures need no pickling)
_tokens = itertools.count()
_lock = threading.Lock()
_logger = logging.getLogger("mindspore")


def _apply_chunk(fn, chunk, seed, started):
    """Apply ``fn`` to each (index, row), random operations drawing from the chunk's stream ``seed``; the first
    failure is returned as (index, exception, traceback text). ``started()`` records who runs the chunk."""
    from ..transforms.transforms import worker_stream
    started()
    out = []
    with worker_stream(seed):
        for index, row in chunk:
            try:
                out.append(fn(row))
            except BaseException as exc:  # noqa: BLE001 - handed to the consumer, which re-raises it
                text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
                return out, (index, exc, text)
    return out, None


def _init_process():
    # a forked child must not enter the OpenMP pool it inherited from the parent (it would wait forever)
    import torch
    torch.set_num_threads(1)


def _process_chunk(token, chunk, seed):
    fn, runners = _registry[token]
    out, failure = _apply_chunk(fn, chunk, seed, lambda: runners.__setitem__(seed[1] % len(runners), os.getpid()))
    if failure is not None:
        index, exc, text = failure
        try:
            import pickle
            pickle.dumps(exc)
        except Exception:  # noqa: BLE001 - an unpicklable exception travels as its type name and text
            exc = RuntimeError(f"{type(exc).__name__}: {exc}")
        failure = (index, exc, text)
    return out, failure


def _chunks(rows, size):
    it = iter(enumerate(rows))
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield chunk


def _result(job, what, first, runner):
    """``job.result()``; while it has not come, MindSpore's warning every ``multiprocessing_timeout_interval``
    seconds naming the worker ``runner()`` (a hung worker is reported, the pipeline keeps waiting for it)."""
    from ..core import config
    interval = config.get_multiprocessing_timeout_interval()
    waited = 0
    while True:
        try:
            return job.result(timeout=interval)
        except FuturesTimeout:
            waited += interval
            _logger.warning(f"Has been waiting for data from {what} worker (rows from {first}) for more than "
                            f"{waited} seconds. Please check if the user defined function of the dataset has a dead "
                            f"loop, or is processing too slowly. If it is not a problem, you can adjust the printing "
                            f"frequency of this log via the `mindspore.dataset.config."
                            f"set_multiprocessing_timeout_interval` interface. The stuck worker is {what} "
                            f"{runner()}.")


def ordered_map(fn, rows, workers, processes, prefetch, fn_error):
    """Yield ``fn(row)`` for every row, in order, computed by ``workers`` threads (or processes).

    ``fn_error(index, exc, tb_text)`` builds the exception raised in the consumer for a failed row. Chunk k of
    this pass draws its random operations from ``default_rng([base, k])``, ``base`` drawn from the pipeline's
    Generator: the same rows get the same random draws on every run after ``set_seed``."""
    from ..transforms.transforms import random_generator
    base = int(random_generator().integers(2 ** 63))
    in_flight = max(prefetch, workers)
    context = multiprocessing.get_context("fork")
    # who runs chunk k (process ID or thread name; 0 until it starts), kept in slot k % in_flight: at most
    # in_flight chunks are pending, so their slots differ
    runners = context.Array("q", in_flight, lock=False) if processes else [0] * in_flight
    if processes:
        with _lock:
            token = next(_tokens)
            _registry[token] = (fn, runners)
        # a worker that dies (killed, os._exit) breaks the pool: the consumer gets an error, never a hang
        pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_init_process)
        send = lambda number, chunk: pool.submit(_process_chunk, token, chunk, [base, number])  # noqa: E731
    else:
        pool = ThreadPoolExecutor(workers, thread_name_prefix="msbridge-dataset")

        def send(number, chunk):
            started = lambda: runners.__setitem__(number % in_flight, threading.current_thread().name)  # noqa: E731
            return pool.submit(_apply_chunk, fn, chunk, [base, number], started)

    def submit(number, chunk):
        runners[number % in_flight] = 0
        return send(number, chunk)

    def runner(number):
        return runners[number % in_flight] or "(none yet: the chunk waits for a free worker)"
    what = "process" if processes else "thread"
    pending = collections.deque()
    chunks = enumerate(_chunks(rows, _CHUNK[processes]))
    try:
        for number, chunk in itertools.islice(chunks, in_flight):
            pending.append((number, chunk[0][0], submit(number, chunk)))
        while pending:
            number, first, job = pending.popleft()
            try:
                out, failure = _result(job, what, first, lambda: runner(number))
            except BrokenProcessPool as exc:
                raise fn_error(first, RuntimeError(f"a worker process died: {exc}"), "") from None
            if failure is not None:
                raise fn_error(*failure)
            yield from out
            for number, chunk in itertools.islice(chunks, 1):
                pending.append((number, chunk[0][0], submit(number, chunk)))
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        if processes:
            _registry.pop(token, None)
