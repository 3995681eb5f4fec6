"""Rules shared by the conv, pooling and padding layers: MindSpore's argument checks (same exception types and
messages) and its 'same'/'valid'/'pad' arithmetic.

Pads are handled as per-dimension ``(before, after)`` pairs, first spatial dimension first; ``torch_pad``
turns them into ``torch.nn.functional.pad``'s order (last dimension first).
"""
from ...common.tensor import Tensor

_RELATION = {">": "> {}", ">=": ">= {}", "==": "= {}"}
_HOLDS = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "==": lambda a, b: a == b}


# --- argument checks -------------------------------------------------------------------------------------
def check_int(value, bound, rel, name, api):
    """``value`` is an int (not a bool) with ``value <rel> bound``."""
    if not isinstance(value, int):
        raise TypeError(f"For '{api}', the '{name}' must be int, but got '{type(value).__name__}'")
    if isinstance(value, bool) or not _HOLDS[rel](value, bound):
        msg = (f"For '{api}', the '{name}' must be int and must {_RELATION[rel].format(bound)}, "
               f"but got '{value}' with type '{type(value).__name__}'.")
        raise (TypeError if isinstance(value, bool) else ValueError)(msg)
    return value


def check_positive_int(value, name, api):
    """``value`` is an int > 0."""
    return check_int(value, 0, ">", name, api)


def check_non_negative_int(value, name, api):
    """``value`` is an int >= 0."""
    return check_int(value, 0, ">=", name, api)


def check_bool(value, name, api):
    """``value`` is a bool."""
    if not isinstance(value, bool):
        raise TypeError(f"For '{api}', the '{name}' must be a bool, but got {type(value).__name__}.")
    return value


def check_string(value, valid, name, api):
    """``value`` is one of the strings ``valid``."""
    if not (isinstance(value, str) and value in valid):
        raise ValueError(f"For '{api}', the '{name}' must be str and must be in '{list(valid)}', but got '{value}'.")
    return value


def check_type(value, types, name, api):
    """``value`` is an instance of one of ``types`` (a bool passes only where bool is listed)."""
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
        names = [t.__name__ for t in types]
        shown = f"one of '{names}'" if len(names) > 1 else f"'{names[0]}'"
        raise TypeError(f"For '{api}', the type of '{name}' should be {shown}, "
                        f"but got type '{type(value).__name__}'.")
    return value


def expand_int(value, n):
    """An int repeated ``n`` times, or an ``n``-tuple of ints as given (MindSpore's ``twice``)."""
    prefix = "When expanding an int number to tuple, "
    if not isinstance(value, tuple):
        if isinstance(value, int) and not isinstance(value, bool):
            return (value,) * n
        raise TypeError(f"{prefix}input type must be integer or tuple[int], but got {type(value)}")
    if len(value) != n:
        raise TypeError(f"{prefix}input tuple dimension must be {n}, but got {value}")
    for item in value:
        if not isinstance(item, int) or isinstance(item, bool):
            raise TypeError(f"{prefix}the type of element in input tuple must be an integer, but got {type(item)}.")
    return value


def triple(value, name, api, positive=True):
    """A positive (or, with ``positive=False``, non-negative) int or 3-tuple of them, as a 3-tuple."""
    check_type(value, (int, tuple), name, api)
    values = (value,) * 3 if isinstance(value, int) else value
    low = 1 if positive else 0
    if len(values) != 3 or not all(isinstance(v, int) and not isinstance(v, bool) and v >= low for v in values):
        raise ValueError(f"For '{api}', the parameter '{name}' must be an positive integer or a tuple of three "
                         f"positive integer, but got {values}")
    return values


def check_tensor(x, api):
    """The torch tensor behind ``x``; anything but a Tensor is a TypeError."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For '{api}', the input 'x' must be a Tensor, but got {type(x).__name__}.")
    return x._t


# --- padding arithmetic ----------------------------------------------------------------------------------
def same_pair(size, kernel, stride, dilation=1):
    """MindSpore 'same': output ceil(size/stride); the odd pad element goes after (bottom/right)."""
    out = -(-size // stride)
    total = max((out - 1) * stride + (kernel - 1) * dilation + 1 - size, 0)
    return (total // 2, total - total // 2)


def same_pairs(sizes, kernels, strides, dilations):
    """``same_pair`` for every spatial dimension."""
    return tuple(same_pair(*args) for args in zip(sizes, kernels, strides, dilations))


class SamePads:
    """Strided 'same' pads depend on the input size: ``split_pairs`` of them, remembered per size."""

    def __init__(self, kernels, strides, dilations):
        self._args = (kernels, strides, dilations)
        self._known = {}

    def __call__(self, sizes):
        split = self._known.get(sizes)
        if split is None:
            split = self._known[sizes] = split_pairs(same_pairs(sizes, *self._args))
        return split


def torch_pad(pairs):
    """``(before, after)`` pairs (first dimension first) as a flat F.pad tuple (last dimension first)."""
    flat = []
    for before, after in reversed(pairs):
        flat += [before, after]
    return tuple(flat)


def split_pairs(pairs):
    """``(padding, F.pad tuple or None)``: symmetric pads go to the torch op itself, asymmetric ones to F.pad."""
    if all(before == after for before, after in pairs):
        return tuple(before for before, _ in pairs), None
    return (0,) * len(pairs), torch_pad(pairs)


def transpose_plan(pairs):
    """Arguments for ``F.conv_transposeNd`` given, per dim, what the forward conv pads: ``before`` is cropped from
    the start of the full transposed output and ``after`` from its end (negative ``after``: zeros appended).

    Returns ``(padding, output_padding, index)``; ``index`` crops the op's result where torch's symmetric
    padding cannot (None when nothing is left to crop).
    """
    padding, output_padding, crops = [], [], []
    for before, after in pairs:
        if after < 0:
            padding.append(0)
            output_padding.append(-after)
            crops.append((before, 0))
        else:
            common = min(before, after)
            padding.append(common)
            output_padding.append(0)
            crops.append((before - common, after - common))
    index = None
    if any(crop != (0, 0) for crop in crops):
        index = (slice(None), slice(None)) + tuple(slice(a, -b if b else None) for a, b in crops)
    return tuple(padding), tuple(output_padding), index


__all__ = []
