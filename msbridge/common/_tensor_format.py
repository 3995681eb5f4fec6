"""MindSpore's printed forms of a Tensor.

``repr`` follows MindSpore's own (C++) printer, measured on MindSpore 2.10:

* 0-d values print like C++ ``ostream << value`` (``%g``: ``2``, ``0.1``, ``1.23457e+08``);
* Float16/32/64 elements use fixed-width scientific notation (width 11 / precision 4 for Float16,
  width 15 / precision 8 otherwise); Bool elements are right-aligned to 5 characters; integer and BFloat16
  elements are right-aligned to the widest element shown; complex elements are not padded;
* a last axis longer than 6 (longer than 1000 for 1-D tensors) shows its first and last 3 elements around
  `` ... ``; an outer axis longer than 6 shows 3 sub-arrays, a ``...`` line and 3 more;
* 1-D tensors break the line after every 12 (float, bool) or 24 (other) elements.

``str`` is numpy 1.x's ``str`` of the data (BFloat16 prints its elements with ``%f``).
"""
import math

import numpy as np

from .._numpy_compat import legacy_printing

_EDGE = 3
_SUMMARY_ROW = 2 * _EDGE
_SUMMARY_1D = 1000
_FLOAT_LAYOUT = {"Float16": (11, 4), "Float32": (15, 8), "Float64": (15, 8)}
_BOOL_WIDTH = 5


def _nan_text(value):
    return "-nan" if math.copysign(1.0, value) < 0 else "nan"


def _general(value):
    """C++ ``ostream << double`` (six significant digits)."""
    value = float(value)
    return _nan_text(value) if math.isnan(value) else "%g" % value


def _complex(value):
    """``re+imj`` with C++'s ``showpos`` sign on the imaginary part (``1-0j``, ``-0-0.5j``)."""
    imag = _general(value.imag)
    return _general(value.real) + (imag if imag.startswith("-") else "+" + imag) + "j"


def _scalar_text(value, dtype_name):
    if dtype_name == "Bool":
        return "True" if value else "False"
    if dtype_name.startswith("Complex"):
        return _complex(complex(value))
    if dtype_name.startswith(("Float", "BFloat")):
        return _general(value)
    return str(int(value))


def _element_formatter(dtype_name):
    """(format one element, pad to the widest shown element?) for a non-scalar tensor."""
    if dtype_name in _FLOAT_LAYOUT:
        width, digits = _FLOAT_LAYOUT[dtype_name]

        def fmt(v):
            v = float(v)
            return (_nan_text(v) if math.isnan(v) else "%.*e" % (digits, v)).rjust(width)
        return fmt, False
    if dtype_name == "Bool":
        return (lambda v: ("True" if v else "False").rjust(_BOOL_WIDTH)), False
    if dtype_name.startswith("Complex"):
        return (lambda v: _complex(complex(v))), False
    if dtype_name == "BFloat16":
        return _general, True
    return (lambda v: str(int(v))), True


def _line_break_every(dtype_name):
    return 12 if dtype_name in _FLOAT_LAYOUT or dtype_name == "Bool" else 24


def _shown(n, summarise):
    """Indices shown along an axis of length n, with None where the ``...`` goes."""
    if summarise:
        return list(range(_EDGE)) + [None] + list(range(n - _EDGE, n))
    return list(range(n))


class _Printer:
    def __init__(self, arr, dtype_name):
        self.arr = arr
        self.ndim = arr.ndim
        self.fmt, self.pad = _element_formatter(dtype_name)
        self.break_every = _line_break_every(dtype_name)
        self.width = 0

    def _row_summarised(self, n):
        return n > _SUMMARY_ROW if self.ndim > 1 else n > _SUMMARY_1D

    def widest(self, arr):
        """Width of the widest element that will be shown (for right-aligned integer columns)."""
        if arr.ndim == 1:
            picks = [i for i in _shown(arr.shape[0], self._row_summarised(arr.shape[0])) if i is not None]
            return max((len(self.fmt(arr[i])) for i in picks), default=0)
        picks = [i for i in _shown(arr.shape[0], arr.shape[0] > _SUMMARY_ROW) if i is not None]
        return max(self.widest(arr[i]) for i in picks)

    def _items(self, row, indices):
        return [self.fmt(row[i]).rjust(self.width) for i in indices]

    def _bottom(self, row):
        n = row.shape[0]
        if self._row_summarised(n):
            return ", ".join(self._items(row, range(_EDGE))) + " ... " + \
                   ", ".join(self._items(row, range(n - _EDGE, n)))
        items = self._items(row, range(n))
        parts = []
        for i, item in enumerate(items):
            parts.append(item if i == n - 1 else item + ", ")
            if self.ndim == 1 and n > _EDGE and (i + 1) % self.break_every == 0:
                parts.append("\n ")
        return "".join(parts)

    def render(self, arr, depth=0):
        if arr.ndim == 1:
            return "[" + self._bottom(arr) + "]"
        n = arr.shape[0]
        indent = "\n" + " " * (depth + 1)
        text = ""
        after_ellipsis = False
        for pos, i in enumerate(_shown(n, n > _SUMMARY_ROW)):
            if i is None:
                text += "," + indent + "..."
                after_ellipsis = True
                continue
            if pos > 0:
                text += ("" if after_ellipsis else ",") + indent
            after_ellipsis = False
            text += self.render(arr[i], depth + 1)
        return "[" + text + "]"


def tensor_repr(arr, dtype_name):
    """``Tensor(shape=[...], dtype=..., value=...)`` exactly as MindSpore 2.10 prints it."""
    head = "Tensor(shape=[%s], dtype=%s, value=" % (", ".join(str(s) for s in arr.shape), dtype_name)
    sep = "\n" if arr.ndim > 1 else " "
    if arr.size == 0:
        return head + sep + ")"
    if arr.ndim == 0:
        return head + " " + _scalar_text(arr[()], dtype_name) + ")"
    printer = _Printer(arr, dtype_name)
    if printer.pad:
        printer.width = printer.widest(arr)
    return head + sep + printer.render(arr) + ")"


def host_repr(arr, dtype_name):
    """``repr`` of a Tensor made from numpy data as is (``from_numpy``, dataset rows): MindSpore 2.10 prints its
    host array in numpy's layout
    (``np.array2string`` with ``", "`` separators, e.g. ``value= [1.5 , 2.25]``) instead of the ``%e`` layout."""
    if arr.ndim == 0 or arr.size == 0 or dtype_name == "BFloat16":
        return tensor_repr(arr, dtype_name)
    head = "Tensor(shape=[%s], dtype=%s, value=" % (", ".join(str(s) for s in arr.shape), dtype_name)
    return head + ("\n" if arr.ndim > 1 else " ") + np.array2string(arr, separator=", ") + ")"


def meta_repr(shape, dtype_name, space):
    """A meta tensor (shape and dtype, no data): ``value=`` then ``<meta>`` on the next line past 1-D, else after
    ``space`` (MindSpore puts a space there in ``repr`` and none in ``str``)."""
    return "Tensor(shape=[%s], dtype=%s, value=%s<meta>)" % (
        ", ".join(str(s) for s in shape), dtype_name, "\n" if len(shape) > 1 else space)


def tensor_str(arr, dtype_name):
    """``str(Tensor)``: numpy 1.x's ``str`` of the data; BFloat16 elements print with ``%f``."""
    if dtype_name == "BFloat16":
        if arr.ndim == 0:
            return "%f" % arr[()]
        return np.array2string(arr, formatter={"float_kind": lambda v: "%f" % v})
    with legacy_printing():
        return str(arr)
