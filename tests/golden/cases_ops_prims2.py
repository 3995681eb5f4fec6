"""Issue 17, prims2 slice, against MindSpore 2.10: the optimizer primitives Adam, AdamWeightDecay,
AdamNoUpdateParam and SGD (the state Parameters after the update), the control-flow primitives WhileLoop, ForiLoop
and Scan, Assert, CheckNumerics and InsertGradientOf, SparseSoftmaxCrossEntropyWithLogits, and Dropout2D /
Dropout3D (RULE_CASES: dtype and shape only; the draws cannot match MindSpore's streams). Snippets run on a fresh
``record_tensor.namespace``; InsertGradientOf's function is a module function (MindSpore compiles it from
source)."""
import numpy as np

from cases_ops_breadth import apply_case
from record_tensor import grad_cases

_VAR = [[0.6, 0.4], [0.1, 0.5]]
_GRAD = [[0.3, -0.7], [0.1, 0.8]]
_STATE = [[0.2, 0.5], [0.9, 0.3]]
_ADAM = [0.9, 0.999, 0.001, 0.9, 0.999, 1e-8, _GRAD]
_APPLY = {"adam_no_update_param": ("AdamNoUpdateParam()", [_STATE, _STATE], _ADAM),
          "adam_no_update_param_nesterov": ("AdamNoUpdateParam(use_nesterov=True)", [_STATE, _STATE], _ADAM)}
# MindSpore 2.10's CPU kernels of Adam and AdamWeightDecay return zeros: only the state Parameters after the update
_APPLY_STATE = {
    "adam": ("Adam()", [_VAR, _STATE, _STATE], _ADAM[:2] + [0.01] + _ADAM[3:]),
    "adam_nesterov": ("Adam(use_nesterov=True)", [_VAR, _STATE, _STATE], _ADAM[:2] + [0.01] + _ADAM[3:]),
    "adam_weight_decay": ("AdamWeightDecay()", [_VAR, _STATE, _STATE], [0.001, 0.9, 0.999, 1e-8, 0.01, _GRAD]),
    "adam_weight_decay_big": ("AdamWeightDecay()", [_VAR, _STATE, _STATE], [0.1, 0.5, 0.6, 1e-3, 0.5, _GRAD]),
}


def _sgd_case(call, stat):
    """SGD with its accum and stat as Parameters too (its state inputs are not the leading inputs)."""
    def case(ms):
        var, accum, st = (ms.Parameter(ms.Tensor(np.array(v, np.float32)), name=f"sgd_{i}")
                          for i, v in enumerate([_VAR, _STATE, stat]))
        out = eval(f"ms.ops.{call}")(var, ms.Tensor(np.array(_GRAD, np.float32)), ms.Tensor(0.01, ms.float32), accum,
                                     ms.Tensor(0.9, ms.float32), st)  # noqa: S307 - the recorded call
        return out, [var.value(), accum.value(), st.value()]
    return case


def _states(spec):
    run = apply_case(*spec)
    return lambda ms: run(ms)[1]


_FIRST, _LATER = [[1., 1.], [1., 1.]], [[0., 0.], [0., 0.]]
_SGD = {"sgd_first": ("SGD()", _FIRST), "sgd": ("SGD()", _LATER), "sgd_mixed_stat": ("SGD()", [[1., 0.], [0., 2.]]),
        "sgd_decay": ("SGD(0.1, 0.01)", _LATER), "sgd_decay_first": ("SGD(dampening=0.1, weight_decay=0.01)", _FIRST),
        "sgd_nesterov": ("SGD(nesterov=True)", _LATER), "sgd_nesterov_first": ("SGD(nesterov=True)", _FIRST)}
_P = "v = Parameter(Tensor(np.array([[0.6, 0.4], [0.1, 0.5]], np.float32)), name='v'); "
OPTIM_ERRORS = [
    _P + "ops.SGD()(v, Tensor(np.ones((2, 2), np.float32)), Tensor(0.1), v, Tensor(0.9), Tensor(1.))",
    _P + "ops.SGD()(v, Tensor(np.ones(3, np.float32)), Tensor(0.1), v, Tensor(0.9), v)",
    _P + "ops.AdamWeightDecay()(v, v, v, Tensor(0.1), Tensor(0.9), Tensor(0.9), Tensor(1e-8), Tensor(0.), "
         "Tensor(np.ones(3, np.float32)))",
    _P + "ops.Adam()(v, v, v, Tensor(0.9), Tensor(0.9), Tensor(0.1), Tensor(0.9), Tensor(0.9), Tensor(1e-8), "
         "Tensor(np.ones(3, np.float32)))",
    "ops.Adam(use_nesterov=True).use_nesterov", "ops.SGD(0.5, 0.1, True)", "ops.SGD(0., 0.1, True).nesterov",
    "ops.SGD(0., 0., 1)", "ops.SGD(1, 0.1).dampening", "ops.Adam(1)", "ops.Adam(use_nesterov=1)",
    "ops.AdamNoUpdateParam(use_nesterov=1)",
    "ops.AdamWeightDecay(use_locking=True).use_locking",
]

_FN = "lambda c, x: (c + x, c * x)"
CONTROL = [
    "ops.WhileLoop()(lambda x: x < 10, lambda x: x + 3, 1)",
    "ops.WhileLoop()(lambda x: x < 10, lambda x: x + 3, Tensor(1))",
    "ops.WhileLoop()(lambda x: x[0] < 10, lambda x: (x[0] + 3, x[1] * 2), (1, Tensor(1.)))",
    "ops.WhileLoop()(lambda x: x < 0, lambda x: x + 3, Tensor([5.]))",
    "ops.WhileLoop()(1, lambda x: x + 3, 1)", "ops.WhileLoop()(lambda x: x < 10, 3, 1)",
    "ops.ForiLoop()(0, 5, lambda i, x: x + i, 1)", "ops.ForiLoop()(0, 5, lambda i, x: x + i, 1, unroll=False)",
    "ops.ForiLoop()(3, 1, lambda i, x: x + i, 1)",
    "ops.ForiLoop()(Tensor(0), Tensor(3), lambda i, x: x + i, Tensor(1.))",
    "ops.ForiLoop()(1, 4, lambda i, x: x * Tensor([1., 2.]) + i, Tensor([1., 1.]))",
    "ops.ForiLoop()(0., 3, lambda i, x: x + i, 1)", "ops.ForiLoop()(0, 3, 5, 1)",
    f"ops.Scan()({_FN}, Tensor(0.), [Tensor(1.), Tensor(2.)])",
    f"ops.Scan()({_FN}, Tensor(0.), (Tensor(1.), Tensor(2.), Tensor(4.)), 3)",
    f"ops.Scan()({_FN}, Tensor([1., 2.]), [Tensor([1., 2.]), Tensor([3., 4.])], unroll=False)",
    f"ops.Scan()({_FN}, Tensor(0.), [])",
    f"ops.Scan()({_FN}, Tensor(0.), Tensor([1., 2.]))",
    "ops.Scan()(lambda c, x: c + x, Tensor(0.), [Tensor(1.), Tensor(2.)])",
    "ops.Scan()(3, Tensor(0.), [Tensor(1.), Tensor(2.)])",
]
CHECKS = [
    "ops.Assert()(Tensor(False), [Tensor([1.])])", "ops.Assert()(False, [Tensor([1.])])",
    "ops.Assert()(Tensor([True, True]), [Tensor([1.])])", "ops.Assert()(Tensor(True), Tensor([1.]))",
    "ops.Assert()(Tensor(1.), [Tensor([1.])])", "ops.Assert(2.5)", "ops.Assert(summarize=5).summarize",
    "ops.CheckNumerics()(Tensor([1., 2.]))", "ops.CheckNumerics()(Tensor([1., np.nan]))",
    "ops.CheckNumerics()(Tensor([1., -np.inf]))", "ops.CheckNumerics()(Tensor([1, 2], ms.int32))",
    "ops.CheckNumerics()(Tensor([[1., 2.]], ms.float16))", "ops.CheckNumerics()(Tensor([1., 2.], ms.float64))",
    "ops.CheckNumerics()([1., 2.])",
]
_L = "Tensor([[2., 1., 0.1], [0., 1., 3.]])"
LOSS = [
    f"ops.SparseSoftmaxCrossEntropyWithLogits()({_L}, Tensor([0, 2], ms.int32))",
    f"ops.SparseSoftmaxCrossEntropyWithLogits(True)({_L}, Tensor([0, 2], ms.int32))",
    f"ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)({_L}, Tensor([1, 1], ms.int64))",
    f"ops.SparseSoftmaxCrossEntropyWithLogits()({_L}, Tensor([0, 2], ms.int64))",
    f"ops.SparseSoftmaxCrossEntropyWithLogits()({_L}.astype(ms.float16), Tensor([1, 2], ms.int32))",
    "ops.SparseSoftmaxCrossEntropyWithLogits()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7), "
    "Tensor([[0, 1, 3], [2, 2, 0]], ms.int32))",
    f"ops.SparseSoftmaxCrossEntropyWithLogits()({_L}, Tensor([0, 5], ms.int32))",
    f"ops.SparseSoftmaxCrossEntropyWithLogits()({_L}.astype(ms.float64), Tensor([0, 2], ms.int32))",
    f"ops.SparseSoftmaxCrossEntropyWithLogits()({_L}, Tensor([0., 2.]))",
    "ops.SparseSoftmaxCrossEntropyWithLogits()(Tensor([2., 1., 0.1]), Tensor([0], ms.int32))",
    f"ops.SparseSoftmaxCrossEntropyWithLogits()({_L}, Tensor([0], ms.int32))",
    "ops.SparseSoftmaxCrossEntropyWithLogits(1)", "ops.SparseSoftmaxCrossEntropyWithLogits(True).is_grad",
]
_X4 = "Tensor(np.arange(96, dtype=np.float32).reshape(2, 3, 4, 4))"
_X5 = "Tensor(np.arange(96, dtype=np.float32).reshape(2, 3, 2, 4, 2))"
DROPOUT = [
    f"ops.Dropout2D(1.0)({_X4})", f"ops.Dropout2D(0.)({_X4})", f"ops.Dropout3D(1.0)({_X5})",
    f"ops.Dropout3D(0.)({_X5})", "ops.Dropout2D(1.5)", "ops.Dropout2D(1)", "ops.Dropout3D(-0.1)",
    "ops.Dropout2D()(Tensor(np.ones((2, 3, 4), np.float32)))", f"ops.Dropout3D()({_X4})",
    f"ops.Dropout2D()({_X5})", "ops.Dropout2D(keep_prob=0.2).keep_prob", "ops.Dropout2D()([[1.]])",
]
RULE_CASES = {"dropout": [
    f"ops.Dropout2D()({_X4})", f"ops.Dropout2D(0.3)({_X4}.astype(ms.float16))",
    f"ops.Dropout2D(0.7)({_X4}.astype(ms.float64))", f"ops.Dropout2D()({_X4}.astype(ms.int32))",
    f"ops.Dropout3D()({_X5})", f"ops.Dropout3D(0.2)({_X5}.astype(ms.float16))",
    "ops.Assert()(Tensor(True), [Tensor([1.])])", "ops.Assert()(True, (Tensor([1.]), Tensor([2])))",
]}


def _sparse_ce(x):
    labels = _S[0].Tensor([2, 0], _S[0].int32)
    return _S[0].ops.SparseSoftmaxCrossEntropyWithLogits()(x * _S[1], labels)


def _clip_grad(g):
    return _S[0].ops.clip_by_value(g, -0.5, 0.5)


def _insert_gradient_of(x):
    return (_S[0].ops.InsertGradientOf(_clip_grad)(x * 2) * _S[1]).sum()


_S = []  # [ms, weight] of the running gradient case
INSERT_GRADIENT_OF = {
    "forward": lambda ms: ms.ops.InsertGradientOf(_clip_grad)(ms.Tensor([1., 2.])),
    "scalar": lambda ms: ms.ops.InsertGradientOf(_clip_grad)(1.5),
    "list": lambda ms: ms.ops.InsertGradientOf(_clip_grad)([1.]),
}
GRADS = grad_cases(_S, np.array([[1., -2., 0.5], [0.25, 1.5, -1.]], np.float32), {
    "sparse_softmax_cross_entropy": (_sparse_ce, 0, _L), "insert_gradient_of": (_insert_gradient_of, 0, _L)})

CASES = {
    "apply": {**{name: apply_case(*spec) for name, spec in _APPLY.items()},
              **{name: _sgd_case(*spec) for name, spec in _SGD.items()},
              **{name: _states(spec) for name, spec in _APPLY_STATE.items()}},
    "optim_errors": OPTIM_ERRORS, "control": CONTROL, "checks": CHECKS, "loss": LOSS, "dropout": DROPOUT,
    "insert_gradient_of": INSERT_GRADIENT_OF,
    "grads": GRADS,
}
