"""More element-wise and batched math ops of ``mindspore.ops``: ``addn``, ``approximate_equal``, ``inv``,
``imag``, ``mvlgamma``, ``polygamma``, ``zeta``, ``population_count``, ``batch_dot`` and ``tensor_muls``."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from . import math_func as M
from ._utils import is_int, tensor_of

__all__ = ["addn", "approximate_equal", "inv", "imag", "mvlgamma", "polygamma", "zeta", "population_count",
           "batch_dot", "tensor_muls"]

_FLOAT = (torch.float16, torch.float32, torch.float64)
_INTEGER = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16, torch.uint32, torch.uint64)


def addn(x):
    """``ops.addn(x)``: the sum of a list or tuple of Tensors of one dtype and shape."""
    if not isinstance(x, (list, tuple)) or not x or not all(isinstance(t, Tensor) for t in x):
        raise TypeError(f"Failed calling AddN with \"AddN()(x={type(x).__name__})\".")
    ts = [t._t for t in x]
    if any(t.dtype != ts[0].dtype for t in ts):
        raise TypeError("For primitive[AddN], the input type must be same.")
    for i, t in enumerate(ts):
        if t.shape != ts[0].shape:
            raise ValueError(f"For 'AddN', input shape must be same, but got shape of input[{i}]: "
                             f"{tuple(t.shape)}, shape of input[0]: {tuple(ts[0].shape)}.")
    return _wrap(torch.stack(ts).sum(0, dtype=ts[0].dtype) if len(ts) > 1 else ts[0].clone())


def approximate_equal(x, y, tolerance=1e-05):
    """``ops.approximate_equal(x, y, tolerance=1e-05)``: ``|x - y| < tolerance`` element-wise (Bool), in the
    operands' promoted dtype (torch.promote_types), which must be a float one."""
    a, b = tensor_of(x, "ApproximateEqual", "x"), tensor_of(y, "ApproximateEqual", "y")
    work = torch.promote_types(a.dtype, b.dtype)
    if work not in _FLOAT:
        name, t = ("x1", a) if a.dtype not in _FLOAT else ("x2", b)
        raise TypeError(f"For primitive[ApproximateEqual], the input argument[{name}] must be a type of "
                        f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                        f"Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    check.check_is_float(tolerance, "tolerance", "ApproximateEqual")
    return _wrap((a.to(work) - b.to(work)).abs() < tolerance)


def inv(x):
    """``ops.inv(x)``: ``1 / x`` element-wise; integer inputs divide truncating, ``1 / 0`` giving the dtype's
    minimum (MindSpore's CPU kernel)."""
    t = tensor_of(x, "Inv", "x")
    if t.dtype.is_floating_point or t.dtype.is_complex:
        return _wrap(torch.reciprocal(t))
    if t.dtype == torch.bool:
        raise TypeError("For primitive[Inv], the input argument[x] must be a numeric Tensor, but got Tensor[Bool].")
    zero = t == 0
    quotient = torch.div(torch.ones_like(t), torch.where(zero, torch.ones_like(t), t), rounding_mode="trunc")
    return _wrap(torch.where(zero, torch.full_like(t, torch.iinfo(t.dtype).min), quotient))


def imag(input):  # noqa: A002 - MindSpore's name
    """``ops.imag(input)``: torch.imag of a complex Tensor; zeros of the input's dtype for a real one."""
    t = tensor_of(input, "Imag", "input")
    return _wrap(torch.imag(t) if t.dtype.is_complex else torch.zeros_like(t))


def _float_input(t, api, name, dtypes=(torch.float32, torch.float64)):
    if t.dtype not in dtypes:
        names = ", ".join(f"Tensor[{mstype.from_torch_dtype(d)}]" for d in dtypes)
        raise TypeError(f"For primitive[{api}], the input argument[{name}] must be a type of {{{names}}}, but got "
                        f"Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    return t


def mvlgamma(input, p):  # noqa: A002 - MindSpore's name
    """``ops.mvlgamma(input, p)``: torch.mvlgamma, the multivariate log-gamma of dimension ``p`` (every element
    must exceed (p - 1) / 2)."""
    t = _float_input(tensor_of(input, "Mvlgamma", "input"), "Mvlgamma", "x")
    if not is_int(p) or p <= 0:
        raise ValueError(f"For 'Mvlgamma', the 'p' must be int and must > 0, but got '{p}' with type "
                         f"'{type(p).__name__}'.")
    if bool((t <= (p - 1) / 2).any()):
        raise ValueError("For Mvlgamma, all elements of 'x' must be greater than (p-1)/2.")
    return _wrap(torch.mvlgamma(t, p))


def polygamma(n, input):  # noqa: A002 - MindSpore's name
    """``ops.polygamma(n, input)``: torch.polygamma of order ``n`` (a 0-d Int32/Int64 Tensor)."""
    if not isinstance(n, Tensor):
        raise TypeError(f"For primitive[Polygamma], the input[0] should be a Tensor, but got {type(n).__name__}.")
    order = n._t
    if order.dtype not in (torch.int32, torch.int64) or order.dim():
        raise TypeError("For primitive[Polygamma], the input argument[a] must be a 0-d Tensor[Int32] or "
                        f"Tensor[Int64], but got {n}.")
    t = _float_input(tensor_of(input, "Polygamma", "input"), "Polygamma", "x", _FLOAT)
    return _wrap(torch.polygamma(int(order), t))


def zeta(input, other):  # noqa: A002 - MindSpore's name
    """``ops.zeta(input, other)``: torch.special.zeta, the Hurwitz zeta function of ``input`` at ``other``."""
    x = _float_input(tensor_of(input, "Zeta", "input"), "Zeta", "x")
    q = _float_input(tensor_of(other, "Zeta", "other"), "Zeta", "q")
    if x.dtype != q.dtype:
        raise TypeError("For primitive[Zeta], the input type must be same.")
    return _wrap(torch.special.zeta(x, q))


_BYTE_POPCOUNT = torch.tensor([bin(i).count("1") for i in range(256)], dtype=torch.uint8)


def population_count(input_x):
    """``ops.population_count(input_x)``: the number of set bits of each integer (two's complement), UInt8."""
    t = tensor_of(input_x, "PopulationCount", "input_x")
    if t.dtype not in _INTEGER:
        raise TypeError(f"For primitive[PopulationCount], the input argument[input_x] must be an integer Tensor, "
                        f"but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    size = t.element_size()
    as_bytes = t.contiguous().view(torch.uint8).reshape(*t.shape, size)
    return _wrap(_BYTE_POPCOUNT[as_bytes.long()].sum(-1, dtype=torch.uint8))


def _batch_dot_axes(axes, rank1, rank2):
    """MindSpore's contraction axes ``[a1, a2]`` of ``batch_dot`` (ValueError for axis 0 or out of range)."""
    if axes is None:
        return [rank1 - 1, rank2 - 1 if rank2 == 2 else rank2 - 2]
    if isinstance(axes, (list, tuple)):
        if 0 in axes or len(axes) != 2:
            raise ValueError(f"For 'batch_dot', the 'axes' cannot contain 0 and must have 2 entries, but got axes: "
                             f"{axes}.")
        axes = [a + rank if is_int(a) and a < 0 else a for a, rank in zip(axes, (rank1, rank2))]
        if not all(is_int(a) and 0 < a < rank for a, rank in zip(axes, (rank1, rank2))):
            raise ValueError(f"For 'batch_dot', the axes must lie in the ranks of 'x1' and 'x2', but got {axes}.")
        return list(axes)
    if not is_int(axes) or axes == 0 or axes >= max(rank1, rank2) or axes < -min(rank1, rank2):
        raise ValueError(f"For 'batch_dot', the 'axes' should be a non-zero int within the ranks, but got {axes}.")
    return [axes + rank1, axes + rank2] if axes < 0 else [axes, axes]


def batch_dot(x1, x2, axes=None):
    """``ops.batch_dot(x1, x2, axes=None)``: per sample of the first axis, the dot product of ``x1`` and ``x2`` over
    the axes ``axes`` (torch.bmm after moving them); Float32 only, as MindSpore's. The result holds x1's free axes,
    then x2's; 2-D inputs give a trailing axis of 1."""
    a, b = tensor_of(x1, "batch_dot", "x1"), tensor_of(x2, "batch_dot", "x2")
    for name, t in (("x1", a), ("x2", b)):
        if t.dtype != torch.float32:
            raise TypeError(f"The '{name}' doesn't support '{mstype.from_torch_dtype(t.dtype)}' and expect to receive "
                            "[mindspore.float32].")
        if t.dim() < 2:
            raise ValueError(f"For 'batch_dot', the rank of '{name}' must be at least 2, but got {t.dim()}.")
    if a.shape[0] != b.shape[0]:
        raise ValueError(f"For 'batch_dot', the inputs 'x1', 'x2' should have the same batch sizes, but got "
                         f"'x1_batch_size': {a.shape[0]} and 'x2_batch_size': {b.shape[0]}.")
    ax1, ax2 = _batch_dot_axes(axes, a.dim(), b.dim())
    squeeze = 1 if a.dim() == 2 else (-1 if b.dim() == 2 else None)
    if a.dim() == 2:
        a, ax1 = a.unsqueeze(1), ax1 + 1
    if b.dim() == 2:
        b = b.unsqueeze(2)
    if a.shape[ax1] != b.shape[ax2]:
        raise ValueError(f"For 'batch_dot', the contracted axes must have one size, but got {a.shape[ax1]} and "
                         f"{b.shape[ax2]}.")
    left, right = a.movedim(ax1, -1), b.movedim(ax2, 1)
    free1, free2 = left.shape[1:-1], right.shape[2:]
    out = torch.bmm(left.reshape(a.shape[0], -1, a.shape[ax1]), right.reshape(b.shape[0], b.shape[ax2], -1))
    out = out.reshape(a.shape[0], *free1, *free2)
    return _wrap(out.squeeze(squeeze) if squeeze is not None else out)


def tensor_muls(input, other):  # noqa: A002 - MindSpore's name
    """``ops.tensor_muls(input, other)``: ``ops.mul`` of a Tensor and a Python number."""
    if not isinstance(input, Tensor) or isinstance(other, Tensor) or not isinstance(other, (int, float)):
        raise TypeError(f"Failed calling Muls with \"Muls()(input={type(input).__name__}, "
                        f"other={type(other).__name__})\".")
    return M.mul(input, other)
