"""Issue 17, sparse_optim slice: the primitive classes ``ops.Coalesce`` and ``ops.SparseSlice`` (sparse tensors as
(indices, values, shape) Tensors), ``ops.ScatterNonAliasingAdd``, and the optimizer primitives
``ops.SparseApplyAdadelta``, ``ops.SparseApplyProximalAdagrad`` and ``ops.FusedCastAdamWeightDecay`` on the Apply*
machinery of nn_ops (state Parameters updated in place), and ``ops.FusedAdaFactor`` /
``ops.FusedAdaFactorWithGlobalNorm`` (the step of nn.AdaFactor, which MindSpore runs through FusedAdaFactor on
CPU), ``ops.LARSUpdate`` (the gradient scaling of nn.LARS) and ``ops.FusedWeightScaleApplyMomentum``."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import sparse_func as S
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive
from .array_ops import ScatterNdAdd
from .nn_ops import ApplyAdadelta, ApplyMomentum, FusedSparseProximalAdagrad, _ApplyOptimizer, _SparseApplyOptimizer
from .optim_more_ops import AdamWeightDecay

__all__ = ["Coalesce", "SparseSlice", "ScatterNonAliasingAdd", "SparseApplyAdadelta", "SparseApplyProximalAdagrad",
           "FusedCastAdamWeightDecay", "FusedAdaFactor", "FusedAdaFactorWithGlobalNorm", "LARSUpdate",
           "FusedWeightScaleApplyMomentum"]


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
    S.check_sparse_parts(api, i, v, s, entries_axis=0)
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


def _rms(t):
    return t.square().mean().sqrt()


def adafactor_step(param, grad, exp_avg, row, col, full, lr, beta1, beta2t, eps, clip_threshold, weight_decay,
                   scale_parameter, first_moment):
    """One Adafactor step of the torch tensor ``param`` and its state, in place: the second moment factored into
    ``row`` and ``col`` for a parameter of rank >= 2, else ``full``; the update clipped by its RMS, scaled by ``lr``
    (times max(eps2, RMS(param)) when ``scale_parameter``), averaged into ``exp_avg`` when ``first_moment``, and
    ``param * weight_decay * lr`` subtracted as well (shared by nn.AdaFactor and ops.FusedAdaFactor)."""
    eps1, eps2 = eps
    lr = lr * max(eps2, _rms(param).item()) if scale_parameter else lr
    squared = grad * grad + eps1
    if param.dim() >= 2:
        row.mul_(beta2t).add_(squared.mean(-1) * (1 - beta2t))
        col.mul_(beta2t).add_(squared.mean(-2) * (1 - beta2t))
        r_factor = (row / row.mean(-1, keepdim=True)).rsqrt().unsqueeze(-1)
        update = r_factor * col.unsqueeze(-2).rsqrt() * grad
    else:
        full.mul_(beta2t).add_(squared * (1 - beta2t))
        update = full.rsqrt() * grad
    update = update / torch.clamp(_rms(update) / clip_threshold, min=1.0) * lr
    if first_moment:
        exp_avg.mul_(beta1).add_(update * (1 - beta1))
        update = exp_avg
    if weight_decay:
        param.add_(param * (-weight_decay * lr))
    param.sub_(update)


class FusedAdaFactor(AttrPrimitive):
    """``ops.FusedAdaFactor(enable_scale_parameter=False, enable_first_moment=False, enable_weight_decay=False)(
    epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg, exp_avg_sq_row,
    exp_avg_sq_col, exp_avg_sq)``: one Adafactor step of param and its state in place (beta2 the decay of this
    step); returns (param,), the updated value (MindSpore 2.10's CPU kernel returns zeros)."""
    _attrs = (("enable_scale_parameter", False), ("enable_first_moment", False), ("enable_weight_decay", False))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name, _ in self._attrs:
            check.check_value_type(getattr(self, name), [bool], name, self.name)

    def __call__(self, epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg,
                 exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq):
        return self._run(epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg,
                         exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq)

    def _run(self, epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg,
             exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, global_norm=1.0):
        target = tensor_of(param, self.name, "param")
        grad = tensor_of(gradient, self.name, "gradient")
        if grad.shape != target.shape:
            raise ValueError(f"For '{self.name}', the 'grad_shape' must be equal to 'param_shape', but got "
                             f"{list(grad.shape)} and {list(target.shape)}.")
        state = [tensor_of(t, self.name, n) for t, n in ((exp_avg, "exp_avg"), (exp_avg_sq_row, "exp_avg_sq_row"),
                                                         (exp_avg_sq_col, "exp_avg_sq_col"),
                                                         (exp_avg_sq, "exp_avg_sq"))]
        rates = [float(x._t) if hasattr(x, "_t") else float(x) for x in (clip_threshold, beta1, beta2, weight_decay,
                                                                           learning_rate, global_norm)]
        clip, b1, b2, decay, lr, norm = rates
        with torch.no_grad():
            adafactor_step(target, grad.to(target.dtype) / norm, *state, lr, b1, b2, tuple(float(e) for e in epsilon),
                           clip, decay if self.enable_weight_decay else 0.0, self.enable_scale_parameter,
                           self.enable_first_moment)
        return (_wrap(target.clone()),)


class FusedAdaFactorWithGlobalNorm(FusedAdaFactor):
    """``ops.FusedAdaFactorWithGlobalNorm(enable_scale_parameter=False, enable_first_moment=False,
    enable_weight_decay=False)(..., exp_avg_sq, global_norm)``: FusedAdaFactor of gradient / global_norm."""

    def __call__(self, epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg,
                 exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, global_norm):
        return self._run(epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg,
                         exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, global_norm)


def lars_gradients(weights, grads, w_norm, g_norm, weight_decay, hyperpara, epsilon):
    """LARS: each gradient ``g`` of a weight ``w`` (torch lists) as ``(g + wd * w) * hyperpara * ||w|| / (||g|| +
    wd * ||w|| + epsilon)``, with the 1-D torch tensors ``w_norm``, ``g_norm`` and ``weight_decay`` (one entry per
    weight; shared by nn.LARS and ops.LARSUpdate)."""
    coeff = hyperpara * w_norm / (g_norm + weight_decay * w_norm + epsilon)
    return torch._foreach_mul(torch._foreach_add(grads, torch._foreach_mul(weights, list(weight_decay.unbind()))),
                              list(coeff.unbind()))


class LARSUpdate(AttrPrimitive):
    """``ops.LARSUpdate(epsilon=1e-05, hyperpara=0.001, use_clip=False)(weight, gradient, norm_weight,
    norm_gradient, weight_decay, learning_rate)``: the LARS gradient of nn.LARS, ``norm_weight`` and
    ``norm_gradient`` being the sums of squares of weight and gradient. use_clip=True is not supported
    (NotImplementedError, as in nn.LARS)."""
    _attrs = (("epsilon", 1e-05), ("hyperpara", 0.001), ("use_clip", False))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.epsilon, [float], "epsilon", self.name)
        check.check_value_type(self.hyperpara, [float], "hyperpara", self.name)
        check.check_value_type(self.use_clip, [bool], "use_clip", self.name)

    def __call__(self, weight, gradient, norm_weight, norm_gradient, weight_decay, learning_rate):
        named = {"Weight": weight, "gradient": gradient, "norm weight": norm_weight, "norm gradient": norm_gradient}
        if len({getattr(v, "dtype", None) for v in named.values()}) > 1 or not all(hasattr(v, "_t")
                                                                                  for v in named.values()):
            shown = ". ".join(f"name:[{k} dtype]:{f'Tensor[{v.dtype}]' if hasattr(v, '_t') else 'External'}"
                              for k, v in named.items())
            raise TypeError(f"For primitive[{self.name}], the input type must be same. {shown}.")
        w, g, w_sq, g_sq = (v._t for v in named.values())
        if w.shape != g.shape:
            raise ValueError(f"For '{self.name}', the shapes of weight and gradient must be equal, but got "
                             f"{list(w.shape)} and {list(g.shape)}.")
        if w_sq.dim() != g_sq.dim():
            raise ValueError(f"For {self.name}', norm weight shape size must be equal to norm gradient shape size, "
                             f"but got norm weight shape size: {w_sq.dim()}, norm gradient shape size: {g_sq.dim()}.")
        if self.use_clip:
            raise NotImplementedError("For 'LARSUpdate', 'use_clip=True' is not supported by msbridge (as in "
                                      "nn.LARS).")
        decay = torch.as_tensor(weight_decay._t if hasattr(weight_decay, "_t") else weight_decay, dtype=w.dtype)
        return _wrap(lars_gradients([w], [g], w_sq.sqrt().reshape(1), g_sq.sqrt().reshape(1), decay.reshape(1),
                                    self.hyperpara, self.epsilon)[0])


class FusedWeightScaleApplyMomentum(_ApplyOptimizer):
    """``ops.FusedWeightScaleApplyMomentum()(weight_decay, loss_scale, variable, accumulation, learning_rate,
    gradient, momentum)``: the ApplyMomentum step of the gradient (gradient + weight_decay * variable) * loss_scale
    (as MindSpore's GPU kernel computes it), variable and accumulation updated in place. Returns variable."""
    _n_inputs, _n_state = 7, 2

    def __call__(self, weight_decay, loss_scale, variable, accumulation, learning_rate, gradient, momentum):
        return super().__call__(variable, accumulation, learning_rate, gradient, momentum, weight_decay, loss_scale)

    def _step(self, var, accum, lr, grad, momentum, weight_decay, scale):
        return ApplyMomentum._step(self, var, accum, lr, (grad + weight_decay * var) * scale, momentum)
