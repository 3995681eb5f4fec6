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
from concurrent.futures import ThreadPoolExecutor

_CHUNK = 16
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
            pool = multiprocessing.get_context("fork").Pool(workers)
        submit = lambda chunk: pool.apply_async(_process_chunk, (token, chunk))  # noqa: E731
        result = lambda job: job.get()  # noqa: E731
    else:
        pool = ThreadPoolExecutor(workers, thread_name_prefix="msbridge-dataset")
        submit = lambda chunk: pool.submit(_apply_chunk, fn, chunk)  # noqa: E731
        result = lambda job: job.result()  # noqa: E731
    pending = collections.deque()
    chunks = _chunks(rows, _CHUNK)
    try:
        for chunk in itertools.islice(chunks, max(prefetch, workers)):
            pending.append(submit(chunk))
        while pending:
            out, failure = result(pending.popleft())
            if failure is not None:
                raise fn_error(*failure)
            yield from out
            for chunk in itertools.islice(chunks, 1):
                pending.append(submit(chunk))
    finally:
        if processes:
            pool.terminate()
            pool.join()
            _registry.pop(token, None)
        else:
            pool.shutdown(wait=True, cancel_futures=True)
