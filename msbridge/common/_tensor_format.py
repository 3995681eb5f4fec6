"""MindSpore's ``repr(Tensor)`` layout, rebuilt on numpy values (``str`` is plain numpy)."""
import numpy as np

_THRESHOLD = 1000
_EDGE = 3
_FLOAT_DIGITS = {np.dtype(np.float16): 4}


def _element_formatter(arr):
    kind = arr.dtype.kind
    if kind == "f":
        digits = _FLOAT_DIGITS.get(arr.dtype, 8)

        def fmt(v):
            if np.isnan(v):
                return "nan"
            if np.isinf(v):
                return "inf" if v > 0 else "-inf"
            text = "%.*e" % (digits, v)
            return text if text.startswith("-") else " " + text
        return fmt
    if kind == "b":
        return lambda v: "True" if v else "False"
    if kind == "c":
        return lambda v: repr(complex(v)).strip("()")
    return lambda v: str(int(v))


def _edges(arr, summarise):
    """Index lists of the elements shown along axis 0 (with None marking the ellipsis)."""
    n = arr.shape[0]
    if summarise and n > 2 * _EDGE:
        return list(range(_EDGE)) + [None] + list(range(n - _EDGE, n))
    return list(range(n))


def _shown_values(arr, summarise):
    if arr.ndim == 0:
        return [arr[()]]
    out = []
    for i in _edges(arr, summarise):
        if i is not None:
            out.extend(_shown_values(arr[i], summarise))
    return out


def _render(arr, fmt, width, summarise, depth):
    if arr.ndim == 1:
        text = ""
        previous = None
        for i in _edges(arr, summarise):
            part = "..." if i is None else fmt(arr[i]).rjust(width)
            if previous is not None:
                text += " " if "..." in (part, previous) else ", "
            text += part
            previous = part
        return "[" + text + "]"
    rows = []
    for i in _edges(arr, summarise):
        rows.append("..." if i is None else _render(arr[i], fmt, width, summarise, depth + 1))
    return "[" + (",\n" + " " * (depth + 1)).join(rows) + "]"


def tensor_repr(arr, shape, dtype_name):
    """``Tensor(shape=[...], dtype=..., value=...)`` exactly as MindSpore prints it."""
    head = "Tensor(shape=[%s], dtype=%s, value=" % (", ".join(str(s) for s in shape), dtype_name)
    if arr.ndim == 0:
        return head + " " + str(arr[()]) + ")"
    if arr.size == 0:
        return head + ("\n)" if arr.ndim > 1 else " [])")
    summarise = arr.size > _THRESHOLD
    fmt = _element_formatter(arr)
    width = max(len(fmt(v)) for v in _shown_values(arr, summarise))
    body = _render(arr, fmt, width, summarise, 0)
    return head + (" " if arr.ndim == 1 else "\n") + body + ")"
