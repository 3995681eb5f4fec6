"""``mindspore.nn`` padding layers on ``torch.nn.functional.pad``.

``padding`` is given last dimension first, as in torch: ``(left, right, top, bottom, front, back)``.
"""
import torch.nn.functional as F

from ... import _checkparam as validator
from ...common.handles import wrap as _wrap
from ..cell import Cell

__all__ = ["ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ReflectionPad1d", "ReflectionPad2d",
           "ReflectionPad3d", "ZeroPad2d", "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d"]


def _sized(base, name, docs):
    """The public classes ``<name>1d``, ``<name>2d`` and ``<name>3d``: ``base`` over the last 1, 2 and 3
    dimensions, with their docstrings ``docs``."""
    return [type(f"{name}{dims}d", (base,), {"_dims": dims, "__doc__": doc, "__module__": __name__})
            for dims, doc in enumerate(docs, 1)]


def _check_tuple_padding(padding, name):
    """Reflection/replication padding: a tuple of ints of even length."""
    if not isinstance(padding, tuple):
        raise TypeError(f"For '{name}' the input 'padding' must be an integer or tuple, "
                        f"but got {type(padding).__name__}")
    if len(padding) % 2:
        raise ValueError(f"For '{name}' the length of input 'padding' must be divisible by 2, "
                         f"but got padding of length {len(padding)}.")
    if not all(isinstance(item, int) for item in padding):
        raise TypeError(f"For '{name}' every element in 'padding' must be integer, but got {padding}.")
    return padding


class _ConstantPadNd(Cell):
    """Constant padding of the last ``len(padding) // 2`` dimensions (``F.pad`` mode 'constant')."""

    _dims = 1

    def __init__(self, padding, value):
        super().__init__()
        name = self.cls_name
        if isinstance(padding, int):
            padding = (padding,) * (2 * self._dims)
        elif isinstance(padding, tuple):
            if len(padding) % 2:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must be a "
                                 f"multiple of 2, but got {len(padding)}")
            if self._dims == 1 and len(padding) != 2:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must equal to 2."
                                 f"but got {len(padding)}")
            if len(padding) > 2 * self._dims:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must no more "
                                 f"than {2 * self._dims}.but got {len(padding)}")
        else:
            raise TypeError(f"For '{name}', the type of parameter 'padding' must be in [int, tuple], "
                            f"but got {type(padding)}")
        if not isinstance(value, (int, float)):
            raise TypeError(f"For '{name}', the type of parameter 'value' must be in [int, float], "
                            f"but got {type(value)}")
        self.value = value
        self.padding = padding

    def construct(self, x):
        t = validator.check_tensor(x, "x", self.cls_name)._t
        if len(self.padding) // 2 > t.dim():
            raise ValueError(f"For 'PadV3' constant mode, paddings length too large for input dims, the pad dims "
                             f"must be less than or equal to {t.dim()}")
        return _wrap(F.pad(t, self.padding, value=self.value))


ConstantPad1d, ConstantPad2d, ConstantPad3d = _sized(_ConstantPadNd, "ConstantPad", (
    "``mindspore.nn.ConstantPad1d``: ``F.pad(x, padding, value=value)`` on the last dimension.",
    "``mindspore.nn.ConstantPad2d``: ``F.pad(x, padding, value=value)`` on the last two dimensions.",
    "``mindspore.nn.ConstantPad3d``: ``F.pad(x, padding, value=value)`` on the last three dimensions."))


class ZeroPad2d(_ConstantPadNd):
    """``mindspore.nn.ZeroPad2d``: ``F.pad(x, padding)`` (zeros) on the last two dimensions."""

    _dims = 2

    def __init__(self, padding):
        super().__init__(padding, 0)


class _ReflectionPadNd(Cell):
    """Reflection padding of the last ``len(padding) // 2`` dimensions of an input of any rank."""

    _dims = 1

    def __init__(self, padding):
        super().__init__()
        name = self.cls_name
        if isinstance(padding, int):
            padding = (padding,) * (2 * self._dims)
        padding = _check_tuple_padding(padding, name)
        if not all(item >= 0 for item in padding):
            raise ValueError(f"For '{name}' every element in 'padding' must be >= 0. but got {padding}.")
        self.name = name
        self._torch_padding = padding
        # MindSpore keeps [before, after] pairs, first dimension first
        self.padding = [list(padding[i:i + 2]) for i in range(0, len(padding), 2)][::-1]

    def construct(self, x):
        t = validator.check_tensor(x, "x", self.name)._t
        dims = len(self.padding)
        if not dims:
            return x
        if t.dim() < dims:
            raise ValueError(f"For padding with length {2 * dims}, the dimension of the tensor should be at least "
                             f"{dims}, but got {t.dim()}")
        for (before, after), size in zip(self.padding, t.shape[-dims:]):
            if max(before, after) >= size:
                raise ValueError(f"For 'MirrorPad', paddings must be no greater than the dimension size, but got "
                                 f"paddings ({before}, {after}) for a dimension of size {size}.")
        if t.dim() in (dims + 1, dims + 2):
            return _wrap(F.pad(t, self._torch_padding, mode="reflect"))
        # torch reflects (C, ...) or (N, C, ...) inputs only: fold the leading dimensions into one
        out = F.pad(t.reshape((-1,) + tuple(t.shape[-dims:])), self._torch_padding, mode="reflect")
        return _wrap(out.reshape(tuple(t.shape[:-dims]) + tuple(out.shape[1:])))


ReflectionPad1d, ReflectionPad2d, ReflectionPad3d = _sized(_ReflectionPadNd, "ReflectionPad", (
    "``mindspore.nn.ReflectionPad1d``: ``F.pad(x, padding, mode='reflect')``.",
    "``mindspore.nn.ReflectionPad2d``: ``F.pad(x, padding, mode='reflect')``.",
    "``mindspore.nn.ReflectionPad3d``: ``F.pad(x, padding, mode='reflect')``."))


class _ReplicationPadNd(Cell):
    """Edge padding (``F.pad`` mode 'replicate'); the input rank must be ``len(padding) // 2 + 2`` (one less for
    the unbatched form of the class's own dimension)."""

    _dims = 1

    def __init__(self, padding):
        super().__init__()
        if isinstance(padding, int):
            padding = (padding,) * (2 * self._dims)
        self.name = self.cls_name
        self.padding = _check_tuple_padding(padding, self.name)

    def construct(self, x):
        t = validator.check_tensor(x, "x", self.name)._t
        rank = t.dim() + (t.dim() == self._dims + 1)
        if rank < 3:
            raise ValueError(f"For primitive[PadV3], the input dims for edge, reflect or circular mode must be "
                             f"greater than or equal to 3, but got {rank}.")
        if rank != len(self.padding) // 2 + 2:
            raise ValueError(f"For primitive[PadV3], the input dims when padding's size equal {len(self.padding)} "
                             f"must be equal to {len(self.padding) // 2 + 2}, but got {rank}.")
        try:
            return _wrap(F.pad(t, self.padding, mode="replicate"))
        except NotImplementedError:
            raise TypeError(f"For primitive[PadV3], the input dtype {t.dtype} is not supported.") from None


ReplicationPad1d, ReplicationPad2d, ReplicationPad3d = _sized(_ReplicationPadNd, "ReplicationPad", (
    "``mindspore.nn.ReplicationPad1d``: ``F.pad(x, padding, mode='replicate')`` for (C, W) / (N, C, W).",
    "``mindspore.nn.ReplicationPad2d``: ``F.pad(x, padding, mode='replicate')`` for (C, H, W) / (N, C, H, W).",
    "``mindspore.nn.ReplicationPad3d``: ``F.pad(x, padding, mode='replicate')`` for 4-D / 5-D inputs."))
