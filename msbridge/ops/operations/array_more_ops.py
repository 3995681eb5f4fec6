"""Issue 17, more array primitive classes: ``ops.IndexFill``, ``ops.IndexPut``, ``ops.MaskedScatter``,
``ops.TransposeView``, ``ops.TransposeExtView``, ``ops.NthElement``, ``ops.DataFormatDimMap`` and
``ops.DataFormatVecPermute``, each calling the one function of its op."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import array_func as A
from ..function import indexing_func as I
from ..function._utils import is_int, tensor_of, with_names
from ..primitive import AttrPrimitive, FunctionPrimitive, function_primitives

__all__ = ["IndexFill", "IndexPut", "NthElement", "DataFormatDimMap", "DataFormatVecPermute"]
__all__ += function_primitives(globals(), {
    "MaskedScatter": I.masked_scatter, "TransposeView": with_names(A.transpose, dims="input_perm"),
    "TransposeExtView": with_names(A.swapaxes, axis0="dim0", axis1="dim1")})

_INDEX_DTYPES = (torch.int32, torch.int64)


class IndexFill(FunctionPrimitive):
    """``ops.IndexFill()(x, dim, index, value)``: ``ops.index_fill`` with ``value`` a 0-d Tensor."""

    @staticmethod
    def fn(x, dim, index, value):
        if not isinstance(value, Tensor):
            raise TypeError("For Primitive[IndexFill], the type of input argument[value] must be Tensor but got "
                            f"{type(value).__name__}.")
        return A.index_fill(x, dim, index, value)


class IndexPut(AttrPrimitive):
    """``ops.IndexPut(accumulate=0)(x1, x2, indices)``: ``Tensor.index_put`` of the values ``x2`` at the index
    Tensors ``indices`` (added when ``accumulate`` is non-zero)."""
    _attrs = (("accumulate", 0),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.accumulate, [int], "accumulate", "IndexPut")

    def __call__(self, x1, x2, indices):
        if self.accumulate not in (0, 1):
            raise ValueError(f"For 'IndexPut', accumulate must be 0 or 1, but got {self.accumulate}.")
        if isinstance(indices, (tuple, list)) and len({getattr(i, "dtype", None) for i in indices}) > 1:
            raise TypeError(f"For primitive[IndexPut], the input type must be same: indices {indices!r}.")
        return I.index_put(x1, indices, x2, bool(self.accumulate))


class NthElement(AttrPrimitive):
    """``ops.NthElement(reverse=False)(input, n)``: the ``n``-th smallest (largest when ``reverse``) value along
    the last axis (torch.kthvalue)."""
    _attrs = (("reverse", False),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.reverse, [bool], "reverse", "NthElement")

    def __call__(self, input, n):  # noqa: A002 - MindSpore's name
        t = tensor_of(input, "NthElement")
        k = int(n._t) if isinstance(n, Tensor) else n
        if not is_int(k):
            raise TypeError(f"For primitive[NthElement], 'n' must be an int or an Int32 Tensor, but got {n!r}.")
        if t.dim() < 1:
            raise ValueError("For primitive[NthElement], the input shape must be greater than or equal to 1, but "
                             f"got {t.dim()}.")
        size = t.shape[-1]
        if not 0 <= k < size:
            raise ValueError(f"For primitive[NthElement], the n_value must be in [0, {size}), but got {k}.")
        return _wrap(torch.kthvalue(t, size - k if self.reverse else k + 1, dim=-1).values)


class _DataFormatPermutation(AttrPrimitive):
    """A permutation between the layouts ``src_format`` and ``dst_format`` (NHWC or NCHW): position ``j`` of
    ``dst_format`` takes position ``perm[j]`` of ``src_format``."""
    _attrs = (("src_format", "NHWC"), ("dst_format", "NCHW"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("src_format", "dst_format"):
            value = getattr(self, name)
            if value not in ("NHWC", "NCHW"):
                raise ValueError(f"For '{self.name}', the '{name}' must be str and must be in '['NHWC', 'NCHW']', "
                                 f"but got '{value}'.")
        self.perm = [self.src_format.index(c) for c in self.dst_format]

    def _input(self, x, name):
        t = tensor_of(x, self.name, name)
        if t.dtype not in _INDEX_DTYPES:
            raise TypeError(f"For primitive[{self.name}], the input argument[{name}] must be a type of "
                            f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
        return t


class DataFormatDimMap(_DataFormatPermutation):
    """``ops.DataFormatDimMap(src_format='NHWC', dst_format='NCHW')(input_x)``: each axis index of the source
    layout (taken modulo 4) mapped to the destination layout's (a torch index into the permutation)."""

    def __call__(self, input_x):
        t = self._input(input_x, "input type")
        return _wrap(torch.tensor(self.perm, dtype=t.dtype)[torch.remainder(t, 4).long()])


class DataFormatVecPermute(_DataFormatPermutation):
    """``ops.DataFormatVecPermute(src_format='NHWC', dst_format='NCHW')(x)``: a shape (4,) or (4, 2) Tensor of
    per-axis values reordered from the source layout to the destination one (torch indexing)."""

    def __call__(self, input_x):
        t = self._input(input_x, "x")
        if tuple(t.shape) not in ((4,), (4, 2)):
            raise ValueError(f"For DataFormatVecPermute, input shape must be (4, ) or (4, 2), but got "
                             f"{tuple(t.shape)}.")
        return _wrap(t[self.perm])
