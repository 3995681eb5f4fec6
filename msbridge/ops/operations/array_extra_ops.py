"""More primitive classes of array and math ops (``ops.UniqueWithPad``, ``ops.ListDiff``, ``ops.ParallelConcat``,
``ops.GatherV2``, ``ops.ScatterAddWithAxis``, ``ops.LogSpace``, ``ops.NuclearNorm``, ``ops.Histogram``,
``ops.ACos``, ``ops.Eps``), each calling the one function of its op."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import array_extra_func as X
from ..function import array_func as A
from ..function import math_func as M
from ..function._utils import tensor_of
from ..primitive import AttrPrimitive, FunctionPrimitive, function_primitives

__all__ = ["Eps", "ListDiff", "ParallelConcat", "GatherV2", "ScatterAddWithAxis", "LogSpace", "NuclearNorm",
           "Histogram"]
__all__ += function_primitives(globals(), {"UniqueWithPad": X.unique_with_pad, "ACos": M.acos})

_FLOATS = (torch.float16, torch.float32, torch.float64)


class Eps(FunctionPrimitive):
    """``ops.Eps()(x)``: ``ops.eps`` of a Float16 / Float32 / Float64 Tensor."""

    @staticmethod
    def fn(x):
        check.check_tensor_dtype(tensor_of(x, "Eps", "x"), _FLOATS, "x", "Eps")
        return M.eps(x)


class ListDiff(AttrPrimitive):
    """``ops.ListDiff(out_idx=mstype.int32)(x, y)``: the values of 1-D ``x`` not in ``y`` (torch.isin) and their
    positions in ``x`` as ``out_idx``."""
    _attrs = (("out_idx", mstype.int32),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.out_idx not in (mstype.int32, mstype.int64):
            raise TypeError(f"For 'ListDiff', the 'out_idx' should be in : [mindspore.int32, mindspore.int64], but "
                            f"got {self.out_idx}.")

    def __call__(self, x, y):
        tx, ty = tensor_of(x, "ListDiff", "x"), tensor_of(y, "ListDiff", "y")
        if tx.dtype != ty.dtype:
            raise TypeError(f"For ListDiff, type of 'x' and 'y' should be same. But get x[{x.dtype}], y[{y.dtype}].")
        if tx.dim() != 1 or ty.dim() != 1:
            raise ValueError(f"For ListDiff, input x, y should be 1D, but get x dims = {tx.dim()}, y dims = "
                             f"{ty.dim()}.")
        kept = torch.nonzero(~torch.isin(tx, ty)).reshape(-1)
        return _wrap(tx[kept]), _wrap(kept.to(mstype.to_torch_dtype(self.out_idx)))


class ParallelConcat(FunctionPrimitive):
    """``ops.ParallelConcat()(values)``: ``ops.concat`` along axis 0 of same-shape, same-dtype Tensors whose first
    dimension is 1."""

    @staticmethod
    def fn(values):
        ts = [tensor_of(v, "ParallelConcat", f"x{i}") for i, v in enumerate(values)]
        for i, t in enumerate(ts):
            if t.dtype != ts[0].dtype:
                raise TypeError("For primitive[ParallelConcat], the input type must be same.")
            if i and (t.dim() == 0 or t.shape[0] != 1):  # MindSpore 2.10 checks the elements after the first
                raise ValueError(f"For primitive[ParallelConcat], the x{i}.shape[0] must be equal to 1, but got "
                                 f"{t.shape[0] if t.dim() else 0}.")
            for d in range(1, min(t.dim(), ts[0].dim())):
                if t.shape[d] != ts[0].shape[d]:
                    raise ValueError(f"For [ParallelConcat], the shape of all elements should be the same, but got "
                                     f"x0.shape[{d}] = [{ts[0].shape[d]}] and x{i}.shape[{d}] = [{t.shape[d]}].")
        return A.concat(values, 0)


class GatherV2(FunctionPrimitive):
    """``ops.GatherV2()(input_params, input_indices, axis, batch_dims)``: ``ops.gather`` (all four inputs
    required, as MindSpore 2.10's kernel)."""

    def __call__(self, *inputs):
        if len(inputs) != 4:
            raise RuntimeError(f"For Operator[Gather], the inputs number should be 4 but got {len(inputs)}.")
        return A.gather(*inputs)


class ScatterAddWithAxis(AttrPrimitive):
    """``ops.ScatterAddWithAxis(axis=0)(input_x, indices, updates)``: ``ops.tensor_scatter_elements`` with
    ``reduction='add'`` (torch.scatter_add), updates cast to the input's dtype."""
    _attrs = (("axis", 0),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.axis, [int], "axis", self.name)

    def __call__(self, input_x, indices, updates):
        tx = tensor_of(input_x, self.name, "input_x")
        ti, tu = tensor_of(indices, self.name, "indices"), tensor_of(updates, self.name, "updates")
        if ti.shape != tu.shape:
            raise ValueError(f"For ScatterAddWithAxis, 'updates_shape' must be as same as 'indices_shape' but got "
                             f"indices_shape: {list(ti.shape)}, updates_shape: {list(tu.shape)}.")
        if not -tx.dim() <= self.axis < tx.dim():
            raise RuntimeError(f"For 'ScatterAddWithAxis', the value of axis is out of range! Got {self.axis}.")
        size = tx.shape[self.axis]
        outside = ti[(ti >= size) | (ti < -size)]
        if outside.numel():
            raise ValueError(f"For 'ScatterAddWithAxis', indices value {outside[0].item()} is out of bound {size}!")
        return A.tensor_scatter_elements(input_x, indices, updates.astype(input_x.dtype), self.axis, "add")


class LogSpace(AttrPrimitive):
    """``ops.LogSpace(steps=10, base=10, dtype=mstype.float32)(start, end)``: ``ops.logspace`` between two 0-d
    float Tensors of one dtype."""
    _attrs = (("steps", 10), ("base", 10), ("dtype", mstype.float32))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("steps", "base"):
            check.check_value_type(getattr(self, name), [int], name, self.name)
            if getattr(self, name) < 0:
                raise ValueError(f"For 'LogSpace', the '{name}' must be int and must >= 0, but got "
                                 f"'{getattr(self, name)}' with type 'int'.")
        if self.dtype not in (mstype.float16, mstype.float32, mstype.float64):
            raise TypeError(f"For 'LogSpace', the 'dtype' should be one of [mindspore.float16, mindspore.float32, "
                            f"mindspore.float64], but got 'mindspore.{str(self.dtype).lower()}'.")

    def __call__(self, start, end):
        ts, te = tensor_of(start, self.name, "start"), tensor_of(end, self.name, "end")
        for name, t, value in (("end", te, end), ("start", ts, start)):
            if t.dtype not in _FLOATS:
                raise TypeError(f"For primitive[LogSpace], the input argument[{name}] must be a type of "
                                f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                                f"Tensor[{value.dtype}].")
        if ts.dtype != te.dtype:
            raise TypeError("For primitive[LogSpace], the input type must be same.")
        for name, t in (("start", ts), ("end", te)):
            if t.dim() != 0:
                raise ValueError(f"For LogSpace, The dim of {name} must be 0, but got {t.dim()}")
        return A.logspace(start, end, self.steps, self.base, dtype=self.dtype)


class NuclearNorm(AttrPrimitive):
    """``ops.NuclearNorm(dim=None, keepdim=False)(x)``: torch.linalg.matrix_norm(x, 'nuc') over the two ``dim``
    axes (a 2-D input when ``dim`` is None)."""
    _attrs = (("dim", None), ("keepdim", False))

    def __call__(self, x):
        t = tensor_of(x, self.name, "x")
        if t.dtype not in (torch.float32, torch.float64):
            raise TypeError(f"For primitive[NuclearNorm], the input argument[x] must be a type of {{Tensor[Float32], "
                            f"Tensor[Float64]}}, but got Tensor[{x.dtype}].")
        if t.dim() < 2:
            raise ValueError(f"For primitive[NuclearNorm], the input_size must be greater than or equal to 2, but got "
                             f"{t.dim()}.")
        if self.dim is None and t.dim() != 2:
            raise ValueError(f"For 'NuclearNorm', when dim is not set, or dim is None, the input_size must be equal "
                             f"to 2, but got {t.dim()}.")
        dim = (0, 1) if self.dim is None else tuple(self.dim)
        if len(dim) == 2 and dim[0] % t.dim() == dim[1] % t.dim():
            raise ValueError("For 'NuclearNorm', the elements in attribute dim must be different.")
        return _wrap(torch.linalg.matrix_norm(t, "nuc", dim, self.keepdim))


class Histogram(AttrPrimitive):
    """``ops.Histogram(bins=100, min=0., max=0.)(x)``: ``ops.histc`` of a Float16 / Float32 / Int32 Tensor."""
    _attrs = (("bins", 100), ("min", 0.0), ("max", 0.0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.bins, [int], "bins", self.name)
        if self.bins <= 0:
            raise ValueError(f"For 'Histogram', the 'bins' must be int and must > 0, but got '{self.bins}' with "
                             f"type 'int'.")
        for name in ("min", "max"):
            check.check_value_type(getattr(self, name), [float], name, self.name)
        if self.min > self.max:
            raise ValueError(f"For 'Histogram', the 'min' should be <= max: {self.max}, but got {self.min}.")

    def __call__(self, x):
        t = tensor_of(x, self.name, "x")
        if t.dtype not in (torch.float16, torch.float32, torch.int32):
            raise TypeError(f"For primitive[Histogram], the input argument[x] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32], Tensor[Int32]}}, but got Tensor[{x.dtype}].")
        return M.histc(x, self.bins, self.min, self.max)

