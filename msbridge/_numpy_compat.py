"""numpy 1.x behaviour under any numpy: the one home for what changed in numpy 2.

MindSpore 2.10 runs on numpy 1.x, so the values, dtypes and printed forms its Python code produces are numpy
1.x's. msbridge runs on numpy 1.x and 2.x alike and must give the same results on both. Three numpy 2 changes
reach MindSpore-visible results:

* NEP 50 promotion. numpy 1.x promoted a Python ``int``/``float`` beside a numpy *scalar* (or 0-d array) as
  int64/float64, so ``np.float32(x) / 3`` and ``0 + np.float16(x)`` were float64; numpy 2 keeps float32/float16.
  ``strong`` gives the Python number the numpy type numpy 1.x gave it; next to a numpy scalar it then promotes
  the same way under both. (Beside an array of rank >= 1, numpy 1.x used the value instead, as numpy 2's weak
  Python scalars do: leave those operands alone.)
* printing. numpy 2 writes scalars as ``np.float64(0.25)`` inside containers and chooses scientific notation
  differently (``1.2345679e+08`` for a float32 123456789); ``legacy_printing`` is numpy's own ``legacy='1.25'``
  print mode, which restores 1.x's output, around msbridge's own printing. When msbridge stands in for
  mindspore (``install_as_mindspore``, ``python -m msbridge``), ``print_as_numpy1`` sets it for the process, so a
  MindSpore program's own ``print(model.eval(ds))`` shows what it shows on MindSpore.
* ``ndarray.fill`` with an out-of-range Python integer raises OverflowError in numpy 2 and wrapped in 1.x;
  ``fill_value`` reproduces 1.x's conversion.
"""
import contextlib
import numbers

import numpy as np

NUMPY2 = int(np.__version__.split(".")[0]) >= 2


def strong(value):
    """A Python number typed as numpy 1.x typed it beside a numpy scalar (bool, int64, float64, complex128)."""
    if isinstance(value, np.generic):
        return value
    if isinstance(value, bool):
        return np.bool_(value)
    if isinstance(value, int):
        return np.int64(value)
    if isinstance(value, float):
        return np.float64(value)
    return np.complex128(value)


def legacy_printing():
    """A context in which numpy prints as numpy 1.x did (a no-op on numpy 1.x, or when legacy mode is set)."""
    if NUMPY2 and np.get_printoptions()["legacy"] is False:
        return np.printoptions(legacy="1.25")
    return contextlib.nullcontext()


def print_as_numpy1():
    """Make numpy print as numpy 1.x for the rest of the process (unless a legacy mode is already set)."""
    if NUMPY2 and np.get_printoptions()["legacy"] is False:
        np.set_printoptions(legacy="1.25")


def fill_value(value, np_dtype):
    """The scalar numpy 1.x's ``ndarray.fill(value)`` stores in an array of ``np_dtype``.

    A size-1 array fills as its element; a real number going into an integer dtype goes through Python ``int``
    and a C 64-bit integer (so NaN/inf and integers outside [-2**63, 2**64) raise, and the rest wraps:
    300 -> 44 in uint8)."""
    np_dtype = np.dtype(np_dtype)
    if isinstance(value, np.ndarray) and value.size == 1:
        value = value.reshape(()).item()
    if np_dtype.kind in "iu" and isinstance(value, numbers.Real):
        as_int = int(value)
        if not -2 ** 63 <= as_int < 2 ** 64:
            raise OverflowError("Python int too large to convert to C long")
        return np.array(as_int % 2 ** 64, np.uint64).astype(np_dtype)[()]
    scalar = np.empty((), np_dtype)
    scalar.fill(value)
    return scalar[()]
