"""Ordered parallel application of a row function: threads by default, forked processes with
``python_multiprocessing=True``.

Rows go to workers in chunks (one task per chunk keeps the per-task cost small next to 28x28 image ops) and come
back in input order. At most ``prefetch`` chunks are in flight, so a slow consumer never makes the workers buffer
the whole dataset. A worker's exception is sent back with its traceback as text and re-raised by ``fn_error`` in
the consumer; closing the generator (exhausted, error, or dropped iterator) shuts the workers down.
"""
import collections
import itertools
import multiprocessing
import threading
import traceback
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

_CHUNK = {False: 16, True: 64}    # rows per task for threads / processes (a process task also pickles its rows)
_registry = {}          # token -> function, inherited by forked workers (lambdas and closures need no pickling)
_tokens = itertools.count()
_lock = threading.Lock()


def _apply_chunk(fn, chunk):
    """Apply ``fn`` to each (index, row); the first failure is returned as (index, exception, traceback text)."""
    out = []
    for index, row in chunk:
        try:
            out.append(fn(row))
        except BaseException as exc:  # noqa: BLE001 - handed to the consumer, which re-raises it
            text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
            return out, (index, exc, text)
    return out, None


def _init_process():
    # a forked child must not enter the OpenMP pool it inherited from the parent (it would wait forever)
    import os

    import torch
    torch.set_num_threads(1)
    from ..transforms.transforms import reseed_worker
    reseed_worker(os.getpid())


def _process_chunk(token, chunk):
    out, failure = _apply_chunk(_registry[token], chunk)
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


def ordered_map(fn, rows, workers, processes, prefetch, fn_error):
    """Yield ``fn(row)`` for every row, in order, computed by ``workers`` threads (or processes).

    ``fn_error(index, exc, tb_text)`` builds the exception raised in the consumer for a failed row."""
    if processes:
        with _lock:
            token = next(_tokens)
            _registry[token] = fn
        # a worker that dies (killed, os._exit) breaks the pool: the consumer gets an error, never a hang
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                                   initializer=_init_process)
        submit = lambda chunk: pool.submit(_process_chunk, token, chunk)  # noqa: E731
    else:
        pool = ThreadPoolExecutor(workers, thread_name_prefix="msbridge-dataset")
        submit = lambda chunk: pool.submit(_apply_chunk, fn, chunk)  # noqa: E731
    pending = collections.deque()
    chunks = _chunks(rows, _CHUNK[processes])
    try:
        for chunk in itertools.islice(chunks, max(prefetch, workers)):
            pending.append((chunk[0][0], submit(chunk)))
        while pending:
            first, job = pending.popleft()
            try:
                out, failure = job.result()
            except BrokenProcessPool as exc:
                raise fn_error(first, RuntimeError(f"a worker process died: {exc}"), "") from None
            if failure is not None:
                raise fn_error(*failure)
            yield from out
            for chunk in itertools.islice(chunks, 1):
                pending.append((chunk[0][0], submit(chunk)))
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        if processes:
            _registry.pop(token, None)
