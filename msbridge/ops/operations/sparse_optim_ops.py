"""Issue 17, sparse_optim slice: the primitive classes ``ops.Coalesce`` and ``ops.SparseSlice`` (sparse tensors as
(indices, values, shape) Tensors), ``ops.ScatterNonAliasingAdd``, and the optimizer primitives
``ops.SparseApplyAdadelta``, ``ops.SparseApplyProximalAdagrad`` and ``ops.FusedCastAdamWeightDecay`` on the Apply*
machinery of nn_ops (state Parameters updated in place)."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import sparse_func as S
from ..function._utils import tensor_of
from ..primitive import REQUIRED, FunctionPrimitive
from .array_ops import ScatterNdAdd
from .nn_ops import ApplyAdadelta, FusedSparseProximalAdagrad, _SparseApplyOptimizer
from .optim_more_ops import AdamWeightDecay

__all__ = ["Coalesce", "SparseSlice", "ScatterNonAliasingAdd", "SparseApplyAdadelta", "SparseApplyProximalAdagrad",
           "FusedCastAdamWeightDecay"]


class Coalesce(FunctionPrimitive):
    """``ops.Coalesce()(x_indices, x_values, x_shape)``: ``ops.coalesce``."""
    fn = staticmethod(S.coalesce)


def _sparse_slice(indices, values, shape, start, size):
    """The entries of the sparse tensor (N x rank Int64 ``indices``, ``values``, ``shape``) inside the box of
    ``start`` and ``size`` (in their order), indexed from ``start``; the box clipped to ``shape`` (0 where ``start``
    is past it)."""
    api = "SparseSlice"
    i, v = tensor_of(indices, api, "indices"), tensor_of(values, api, "values")
    s, lo, n = (tensor_of(x, api, name) for x, name in ((shape, "shape"), (start, "start"), (size, "size")))
    if i.dim() != 2:
        raise ValueError(f"For primitive[{api}], the rank of indices must be equal to 2, but got {i.dim()}.")
    for name, t in (("values", v), ("shape", s), ("start", lo), ("size", n)):
        if t.dim() != 1:
            raise ValueError(f"For primitive[{api}], the rank of {name} must be equal to 1, but got {t.dim()}.")
    if i.shape[0] != v.shape[0]:
        raise ValueError(f"For {api}, indices.shape[0] must equal to values.shape[0], but got indices.shape = "
                         f"{list(i.shape)} and value.shape = {list(v.shape)}.")
    if i.shape[1] != s.shape[0]:
        raise ValueError(f"For {api}, indices.shape[1] must equal to shape.shape[0], but got indices.shape = "
                         f"{list(i.shape)} and shape.shape = {list(s.shape)}.")
    for name, t in (("start", lo), ("size", n)):
        if t.shape != s.shape:
            raise ValueError(f"For {api}, shape.shape must equal to {name}.shape, but got shape.shape = "
                             f"{list(s.shape)} and {name}.shape = {list(t.shape)}.")
    for name, t in (("indices", i), ("shape", s), ("start", lo), ("size", n)):
        if t.dtype != torch.int64:
            raise TypeError(f"For primitive[{api}], the input argument[{name}] must be a type of {{Tensor[Int64]}}, "
                            f"but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    inside = ((i >= lo) & (i < lo + n)).all(1)
    out_shape = torch.where(lo >= s, torch.zeros_like(s), torch.minimum(n, s - lo))
    return _wrap(i[inside] - lo), _wrap(v[inside]), _wrap(out_shape)


class SparseSlice(FunctionPrimitive):
    """``ops.SparseSlice()(indices, values, shape, start, size)``: the entries of the sparse tensor inside the box
    ``start`` .. ``start + size`` (boolean masks in torch), indexed from ``start``. Returns (y_indices, y_values,
    y_shape)."""
    fn = staticmethod(_sparse_slice)


class ScatterNonAliasingAdd(ScatterNdAdd):
    """``ops.ScatterNonAliasingAdd()(input_x, indices, updates)``: ``ops.ScatterNdAdd`` (in place) with Int32
    ``indices`` only; deprecated in MindSpore for ``ops.TensorScatterAdd``."""
    _attrs = ()

    def __call__(self, input_x, indices, updates):
        i = tensor_of(indices, self.name, "indices")
        if i.dtype != torch.int32:
            raise TypeError(f"For primitive[{self.name}], the input argument[indices type] must be a type of "
                            f"{{Tensor[Int32]}}, but got Tensor[{mstype.from_torch_dtype(i.dtype)}].")
        return super().__call__(input_x, indices, updates)


class _StateShapes:
    """A sparse Apply primitive whose state inputs all have var's shape and whose rates are scalars (MindSpore's
    shape inference checks them before any update)."""

    def _update(self, state, rest, extra):
        for name, t in zip(("accum", "accum_update"), state[1:]):
            if t.shape != state[0].shape:
                raise ValueError(f"For primitive[{self.name}], the {name} shape: {list(t.shape)} must be equal to "
                                 f"{list(state[0].shape)}")
        for t in rest[:-1]:
            if t.dim():
                raise ValueError(f"For primitive[{self.name}], the rates must be scalars, but got a rate of shape "
                                 f"{list(t.shape)}.")
        return super()._update(state, rest, extra)


class SparseApplyAdadelta(_StateShapes, _SparseApplyOptimizer):
    """``ops.SparseApplyAdadelta(epsilon, use_locking=False)(var, accum, accum_update, lr, rho, grad, indices)``: the
    ApplyAdadelta step on the rows ``indices`` of var, accum and accum_update (the grads of a repeated index are
    summed first); grad has var's shape (MindSpore checks it). Returns (var, accum, accum_update)."""
    _attrs = (("epsilon", REQUIRED), ("use_locking", False))
    _n_inputs, _n_state, _returns = 7, 3, 3
    _grad_like_var = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.epsilon, [float], "epsilon", self.name)
        check.check_number(self.epsilon, 0.0, check.GE, "epsilon", self.name)
        check.check_value_type(self.use_locking, [bool], "use_locking", self.name)

    def _step(self, var, accum, accum_update, lr, rho, grad):
        return ApplyAdadelta._step(self, var, accum, accum_update, lr, rho, self.epsilon, grad)


class SparseApplyProximalAdagrad(_StateShapes, FusedSparseProximalAdagrad):
    """``ops.SparseApplyProximalAdagrad(use_locking=False)(var, accum, lr, l1, l2, grad, indices)``: the
    ApplyProximalAdagrad step on the rows ``indices`` (the grads of a repeated index summed first). Returns (var,
    accum)."""

    def __init__(self, use_locking=False):
        check.check_value_type(use_locking, [bool], "use_locking", "SparseApplyProximalAdagrad")
        super().__init__(use_locking)


class FusedCastAdamWeightDecay(AdamWeightDecay):
    """``ops.FusedCastAdamWeightDecay(use_locking=False)(var, m, v, lr, beta1, beta2, epsilon, decay, gradient,
    global_norm)``: AdamWeightDecay on the Float32 gradient / global_norm, computed in Float32 and written back in
    var's dtype (Float16 or Float32). Returns (var, m, v)."""

    def __init__(self, use_locking=False):
        check.check_value_type(use_locking, [bool], "use_locking", "FusedCastAdamWeightDecay")
        super().__init__(use_locking)

    def __call__(self, var, m, v, lr, beta1, beta2, epsilon, decay, gradient, global_norm):
        grad = tensor_of(gradient, self.name, "gradient")
        if grad.shape != tensor_of(var, self.name, "var").shape:
            raise ValueError(f"For '{self.name}', the 'var_shape' should be = grad_shape: {list(grad.shape)}, but "
                             f"got {list(var.shape)}.")
        norm = global_norm._t if hasattr(global_norm, "_t") else torch.tensor(global_norm)
        # m (Float32) first, so that the rates are taken in Float32 whatever var's dtype
        new_m, new_v, new_var = super().__call__(m, v, var, lr, beta1, beta2, epsilon, decay,
                                                 _wrap(grad.float() / norm.float()))
        return new_var, new_m, new_v

    def _step(self, m, v, var, *rates):
        new_var, m, v = AdamWeightDecay._step(var.float(), m, v, *rates)
        return m, v, new_var.to(var.dtype)
