"""The compute dtype set by ``Cell.to_float`` while a cell runs; layers cast their Parameters to it."""
from contextlib import contextmanager

_current = None


@contextmanager
def compute_dtype(torch_dtype):
    """Run a block with ``torch_dtype`` as the compute dtype; always restored, even on error."""
    global _current
    previous = _current
    _current = torch_dtype
    try:
        yield
    finally:
        _current = previous


def cast(t):
    """``t`` (a torch tensor) in the current compute dtype, if one is set and ``t`` is floating."""
    target = _current
    if target is None or t.dtype == target or not t.is_floating_point():
        return t
    return t.to(target)
