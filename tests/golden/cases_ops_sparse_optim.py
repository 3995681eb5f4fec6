"""Issue 17, sparse_optim slice against MindSpore 2.10: ops.coalesce / Coalesce, SparseSlice, sparse_segment_mean,
make_sparse_tensor, RowTensor / make_row_tensor, csr_mm, ScatterNonAliasingAdd, the optimizer primitives
SparseApplyAdadelta, SparseApplyProximalAdagrad, FusedCastAdamWeightDecay, FusedAdaFactor(WithGlobalNorm),
LARSUpdate and FusedWeightScaleApplyMomentum. Snippets run on a fresh ``record_tensor.namespace``. MindSpore 2.10's
CPU build has no kernel for csr_mm, ScatterNonAliasingAdd, SparseApplyAdadelta, SparseApplyProximalAdagrad,
LARSUpdate or FusedWeightScaleApplyMomentum: only their argument errors (raised by its shape inference, before
kernel selection) are recorded here; tests/test_ops_sparse_optim.py checks their values against MindSpore's
documented examples (or nn optimizers golden-tested elsewhere)."""
import numpy as np


# Coalesce: record_sparse_optim.py records each case in a process of its own (MindSpore 2.10's CPU Coalesce kernel
# keeps entries of earlier calls in one process)
_XI = "Tensor([[2, 0, 2, 1], [1, 1, 1, 0]], ms.int64)"
_XV = "Tensor([1., 5., 4., 2.])"
_XS = "Tensor([3, 3], ms.int64)"
COALESCE = [
    f"ops.coalesce({_XI}, {_XV}, {_XS})", f"ops.Coalesce()({_XI}, {_XV}, {_XS})",
    f"ops.coalesce(x_indices={_XI}, x_values={_XV}.astype(ms.float16), x_shape={_XS})",
    f"ops.coalesce({_XI}, {_XV}.astype(ms.float64), {_XS})",
    "ops.coalesce(Tensor([[0, 0, 1], [1, 1, 2]], ms.int64), Tensor([1., 5., 4.]), Tensor([3, 3], ms.int64))",
    "ops.coalesce(Tensor([[0, 1], [1, 0], [0, 0]], ms.int64), Tensor([1., 2.]), Tensor([2, 2, 2], ms.int64))",
    "ops.coalesce(Tensor([[3, 1, 3, 0, 1]], ms.int64), Tensor([1., -1., 2., 0.5, 4.]), Tensor([4], ms.int64))",
    # errors
    f"ops.coalesce({_XI}, {_XV}.astype(ms.int32), {_XS})", f"ops.coalesce({_XI}.astype(ms.int32), {_XV}, {_XS})",
    f"ops.coalesce({_XI}, {_XV}, {_XS}.astype(ms.int32))", f"ops.coalesce({_XI}, {_XV}[:3], {_XS})",
    f"ops.coalesce({_XI}, {_XV}, Tensor([3, 3, 3], ms.int64))", f"ops.coalesce({_XI}, {_XV}, Tensor([2, 2], ms.int64))",
    f"ops.coalesce({_XI}[0], {_XV}, {_XS})", f"ops.coalesce({_XI}.asnumpy(), {_XV}, {_XS})",
]

_L = "Tensor(np.array({}, np.int64))"
_IND, _VAL, _SH = _L.format([[0, 1], [1, 2], [1, 3], [2, 2]]), _L.format([1, 2, 3, 4]), _L.format([3, 4])


def _slice(start, size, values=_VAL, indices=_IND, shape=_SH):
    return f"ops.SparseSlice()({indices}, {values}, {shape}, {_L.format(start)}, {_L.format(size)})"


_X = "Tensor([[0., 1., 2.], [1., 2., 3.], [3., 6., 7.]])"
_I32 = "Tensor({}, ms.int32)"
_CSR_A = ("ms.CSRTensor(Tensor([0, 1, 1, 3, 4], ms.int32), Tensor([0, 3, 4, 0], ms.int32), "
          "Tensor([1., 5., -1., -2.]), (4, 5))")
SPARSE = [
    _slice([0, 1], [2, 3]), _slice([1, 2], [5, 5], "Tensor([1., 2., 3., 4.])"), _slice([2, 0], [1, 2]),
    _slice([5, 0], [1, 2]), _slice([-1, 0], [2, 2]), _slice([0, 0], [-1, 2]),
    _slice([0, 0], [2, 4], "Tensor([True, False, True, True])"),
    _slice([0, 0], [3, 4], "Tensor([1., 2., 3.])", _L.format([[2, 2], [0, 1], [1, 3]])),
    _slice([0, 0], [3, 4], "Tensor([1., 2.])", _L.format([[5, 2], [0, 1]])),
    "ops.SparseSlice()(Tensor(np.array([[0, 0, 1], [1, 1, 1], [1, 0, 0], [0, 1, 0]], np.int64)), "
    "Tensor([1., 2., 3., 4.]), Tensor(np.array([2, 2, 2], np.int64)), Tensor(np.array([0, 0, 0], np.int64)), "
    "Tensor(np.array([2, 1, 2], np.int64)))",
    _slice([0, 0, 0], [2, 2]), f"ops.SparseSlice()({_IND}, Tensor([1, 2, 3]), {_SH}, {_L.format([0, 0])}, "
    f"{_L.format([2, 2])})", _slice([0, 0], [2, 2], shape=_L.format([3, 4, 5])),
    _slice([0, 0], [2, 2], "Tensor([1, 2])", _L.format([0, 1])),
    # sparse_segment_mean
    f"ops.sparse_segment_mean({_X}, {_I32.format([0, 1, 2])}, {_I32.format([1, 2, 2])})",
    f"ops.sparse_segment_mean({_X}, Tensor([0, 1, 2], ms.int64), Tensor([0, 0, 2], ms.int64))",
    f"ops.sparse_segment_mean({_X}.astype(ms.float64), {_I32.format([2, 0])}, {_I32.format([0, 3])})",
    f"ops.sparse_segment_mean({_X}.astype(ms.float16), {_I32.format([2, 0])}, {_I32.format([1, 1])})",
    f"ops.sparse_segment_mean(x=Tensor([1., 2., 3.]), indices={_I32.format([2, 0, 1])}, "
    f"segment_ids={_I32.format([0, 0, 1])})",
    f"ops.sparse_segment_mean(Tensor(np.arange(12, dtype=np.float32).reshape(3, 2, 2)), {_I32.format([2, 0, 1])}, "
    f"{_I32.format([0, 1, 1])})",
    f"ops.sparse_segment_mean({_X}, Tensor([0, 1, 2], ms.int64), {_I32.format([0, 0, 1])})",
    f"ops.sparse_segment_mean({_X}.astype(ms.int32), {_I32.format([2, 0])}, {_I32.format([1, 1])})",
    f"ops.sparse_segment_mean({_X}, {_I32.format([0, 1, 2])}, {_I32.format([2, 0, 1])})",
    f"ops.sparse_segment_mean({_X}, {_I32.format([0, 5, 2])}, {_I32.format([0, 1, 1])})",
    f"ops.sparse_segment_mean({_X}, {_I32.format([0, -1, 2])}, {_I32.format([0, 1, 1])})",
    f"ops.sparse_segment_mean({_X}, {_I32.format([0, 1])}, {_I32.format([0, 1, 1])})",
    f"ops.sparse_segment_mean({_X}, {_I32.format([[0, 1]])}, {_I32.format([[0, 1]])})",
    f"ops.sparse_segment_mean({_X}, Tensor([0., 1.]), {_I32.format([0, 1])})",
    f"ops.sparse_segment_mean(Tensor(1.0), {_I32.format([0])}, {_I32.format([0])})",
    f"ops.sparse_segment_mean({_X}, {_I32.format([0, 1])}, {_I32.format([-1, 1])})",
    f"ops.sparse_segment_mean({_X}.asnumpy(), {_I32.format([0, 1])}, {_I32.format([0, 1])})",
    # csr_mm (no CPU kernel in MindSpore 2.10 for two CSRTensors: the type check of its Python side)
    f"ops.csr_mm({_CSR_A}, Tensor(np.ones((5, 3), np.float32)))",
    f"ops.csr_mm(Tensor(np.ones((4, 5), np.float32)), {_CSR_A})",
]


def _make_sparse_tensor(ms):
    """ops.make_sparse_tensor runs in graph mode only in MindSpore 2.10 (PyNative has no MakeCOOTensor kernel)."""
    @ms.jit
    def make(indices, values):
        return ms.ops.make_sparse_tensor(indices, values, (3, 4))
    coo = make(ms.Tensor([[0, 1], [1, 2]], ms.int64), ms.Tensor([1.5, -2.], ms.float32))
    return coo.indices, coo.values, coo.shape, coo.to_dense()


def _make_row_tensor(ms):
    """ops.make_row_tensor: in graph mode only in MindSpore 2.10 (a jit function returns a RowTensor as its parts)."""
    @ms.jit
    def make(indices, values):
        row = ms.ops.make_row_tensor(indices, values, (3, 2))
        return row.values * 2, row.indices, row.dense_shape
    return make(ms.Tensor([0, 2], ms.int32), ms.Tensor([[1., 2.], [3., 4.]]))


_RT = "ms.RowTensor(Tensor([0, 2], ms.int32), Tensor([[1., 2.], [3., 4.]]), (3, 2))"
ROW_TENSOR = [
    f"r = {_RT}; (r.indices, r.values, r.dense_shape)", f"str({_RT})",
    f"r = ms.RowTensor(row_tensor={_RT}); (r.indices, r.values, r.dense_shape)",
    "str(ms.RowTensor(indices=Tensor([1]), values=Tensor([[1, 2]], ms.int32), shape=(2, 2)))",
    "ms.RowTensor(Tensor([0]), Tensor([[1., 2.]]), [3, 2])", "ms.RowTensor()",
]

_VAR = [[0.6, 0.4], [0.1, 0.5], [-0.3, 0.2]]
_STATE = [[0.2, 0.5], [0.9, 0.3], [0.4, 0.7]]
_GRAD = [[0.3, -0.7], [0.1, 0.8], [-0.2, 0.4]]
_PS = ("v = Parameter(Tensor(np.ones((3, 2), np.float32)), name='v'); "
       "a = Parameter(Tensor(np.ones((3, 2), np.float32)), name='a'); "
       "b = Parameter(Tensor(np.ones((2, 2), np.float32)), name='b'); g = Tensor(np.ones((3, 2), np.float32)); ")
OPTIM_ERRORS = [
    "ops.SparseApplyAdadelta(1)", "ops.SparseApplyAdadelta(-1.0)", "ops.SparseApplyAdadelta(1e-6, 1)",
    "ops.SparseApplyAdadelta(epsilon=1e-6).epsilon",
    _PS + "ops.SparseApplyAdadelta(1e-6)(v, a, a, 0.01, 0.9, g, Tensor([0., 1., 2.]))",
    _PS + "ops.SparseApplyAdadelta(1e-6)(v, a, a, 0.01, 0.9, g[:2], Tensor([0, 1], ms.int32))",
    _PS + "ops.SparseApplyAdadelta(1e-6)(v, a, a, 0.01, 0.9, Tensor(np.ones((3, 3), np.float32)), "
          "Tensor([0, 1, 2], ms.int32))",
    _PS + "ops.SparseApplyAdadelta(1e-6)(v, b, a, 0.01, 0.9, g, Tensor([0, 1, 2], ms.int32))",
    _PS + "ops.SparseApplyAdadelta(1e-6)(v, a, a, Tensor([0.01, 0.1]), 0.9, g, Tensor([0, 1, 2], ms.int32))",
    "ops.SparseApplyProximalAdagrad(1)", "ops.SparseApplyProximalAdagrad(use_locking=True).use_locking",
    _PS + "ops.SparseApplyProximalAdagrad()(v, a, 0.01, 0.0, 0.0, g, Tensor([0., 1., 2.]))",
    _PS + "ops.SparseApplyProximalAdagrad()(v, a, 0.01, 0.0, 0.0, g[:2], Tensor([0, 1, 2], ms.int32))",
    _PS + "ops.SparseApplyProximalAdagrad()(v, a, 0.01, 0.0, 0.0, Tensor(np.ones((2, 3), np.float32)), "
          "Tensor([0, 1], ms.int32))",
    _PS + "ops.SparseApplyProximalAdagrad()(v, b, 0.01, 0.0, 0.0, g, Tensor([0, 1, 2], ms.int32))",
    "x = Parameter(Tensor([1., 2., 3.]), name='x'); ops.ScatterNonAliasingAdd()(x, Tensor([[0.]]), Tensor([1.]))",
    "x = Parameter(Tensor([1., 2., 3.]), name='x'); ops.ScatterNonAliasingAdd()(x, Tensor([[0]]), Tensor([1.]))",
    "ops.ScatterNonAliasingAdd(True)",
    "ops.FusedCastAdamWeightDecay(1)",
    "v = Parameter(Tensor(np.ones((2, 2)), ms.float16), name='v'); m = Parameter(Tensor(np.ones((2, 2)), "
    "ms.float32), name='m'); ops.FusedCastAdamWeightDecay()(v, m, m, 0.01, 0.9, 0.999, 1e-8, 0.0, "
    "Tensor(np.ones(3), ms.float16), 1.0)",
]


def _fused_cast_adam(var_dtype, grad_dtype, global_norm, decay=0.1):
    """FusedCastAdamWeightDecay's state Parameters after one step (MindSpore 2.10's CPU kernel returns zeros)."""
    def case(ms):
        params = [ms.Parameter(ms.Tensor(np.array(v, np.float32), dtype), name=f"fcawd_{i}")
                  for i, (v, dtype) in enumerate(((_VAR, getattr(ms, var_dtype)), (_STATE, ms.float32),
                                                  (_STATE, ms.float32)))]
        grad = ms.Tensor(np.array(_GRAD, np.float32), getattr(ms, grad_dtype))
        norm = global_norm if isinstance(global_norm, float) else ms.Tensor(global_norm[0], ms.float32)
        ms.ops.FusedCastAdamWeightDecay()(*params, 0.01, 0.9, 0.999, 1e-8, decay, grad, norm)
        return [p.value() for p in params]
    return case


OPTIM_STATE = {
    "fused_cast_adam_f16": _fused_cast_adam("float16", "float16", 1.0),
    "fused_cast_adam_norm": _fused_cast_adam("float16", "float16", 2.0),
    "fused_cast_adam_f32_var": _fused_cast_adam("float32", "float16", 2.0),
    "fused_cast_adam_f32": _fused_cast_adam("float32", "float32", 0.5),
    "fused_cast_adam_no_decay": _fused_cast_adam("float32", "float16", 1.0, 0.0),
    "fused_cast_adam_negative_decay": _fused_cast_adam("float32", "float16", 1.0, -0.5),
    "fused_cast_adam_norm_tensor": _fused_cast_adam("float16", "float32", (4.0,)),
}

_P3 = np.linspace(-1.0, 1.5, 12, dtype=np.float32).reshape(2, 3, 2)
_G3 = np.cos(np.arange(12, dtype=np.float32)).reshape(2, 3, 2)


def _fused_ada_factor(flags, shape=(2, 3, 2), global_norm=None, weight_decay=0.02, beta2=0.8):
    """FusedAdaFactor (WithGlobalNorm when ``global_norm``): param and its state after one step (MindSpore 2.10's
    CPU kernel returns zeros), from a non-zero state."""
    def case(ms):
        param = _P3.reshape(-1)[:int(np.prod(shape))].reshape(shape)
        grad = _G3.reshape(-1)[:param.size].reshape(shape)
        row, col = (shape[:-1], shape[:-2] + shape[-1:]) if len(shape) > 1 else ((1,), (1,))
        values = [param, np.full(shape, 0.1), np.full(row, 0.3), np.full(col, 0.2), np.full(shape, 0.4)]
        params = [ms.Parameter(ms.Tensor(np.asarray(v, np.float32)), name=f"faf_{i}") for i, v in enumerate(values)]
        prim = (ms.ops.FusedAdaFactorWithGlobalNorm if global_norm else ms.ops.FusedAdaFactor)(*flags)
        rest = (ms.Tensor(global_norm, ms.float32),) if global_norm else ()
        prim((1e-30, 1e-3), 1.0, 0.9, beta2, weight_decay, 0.03, ms.Tensor(grad), *params, *rest)
        return [p.value() for p in params]
    return case


OPTIM_STATE.update({
    "fused_ada_factor": _fused_ada_factor(()),
    "fused_ada_factor_scale": _fused_ada_factor((True,)),
    "fused_ada_factor_first_moment": _fused_ada_factor((False, True)),
    "fused_ada_factor_weight_decay": _fused_ada_factor((False, False, True)),
    "fused_ada_factor_all": _fused_ada_factor((True, True, True), beta2=0.5),
    "fused_ada_factor_vector": _fused_ada_factor((True, True, True), shape=(5,)),
    "fused_ada_factor_matrix": _fused_ada_factor((False, True), shape=(3, 4)),
    "fused_ada_factor_global_norm": _fused_ada_factor((True, True, False), global_norm=2.5),
})
_W = "w = Tensor(np.array([[0.5, 0.8, 0.2], [0.6, 0.4, 0.2]], np.float32)); s = Tensor(1.0, ms.float32); "
OPTIM_ERRORS += ["ops.LARSUpdate(1)", "ops.LARSUpdate(1e-5, 1)", "ops.LARSUpdate(1e-5, 0.001, 1)",
                 "ops.LARSUpdate(hyperpara=0.01).hyperpara", _W + "ops.LARSUpdate()(w, w[:1], s, s, 0.0, 1.0)",
                 _W + "ops.LARSUpdate()(w, w.astype(ms.float16), s, s, 0.0, 1.0)",
                 _W + "ops.LARSUpdate()(w, w, Tensor([1., 2.]), s, 0.0, 1.0)",
                 _W + "ops.LARSUpdate()(w.asnumpy(), w, s, s, 0.0, 1.0)"]
OPTIM_ERRORS += ["ops.FusedWeightScaleApplyMomentum(1)"]
OPTIM_ERRORS += ["ops.FusedAdaFactor(1)", "ops.FusedAdaFactor(enable_first_moment=True).enable_first_moment",
                 "ops.FusedAdaFactorWithGlobalNorm(False, 0)"]

_S = []  # [ms] of the running gradient case


def _coalesced_values(v):
    ms = _S[0]
    out = ms.ops.coalesce(ms.Tensor([[0, 0, 1], [1, 1, 0]], ms.int64), v, ms.Tensor([2, 2], ms.int64))[1]
    return (out * ms.Tensor([1., -2.])).sum()


def _coalesce_grad(ms):
    _S[:] = [ms]
    return ms.grad(_coalesced_values)(ms.Tensor([1., 2., 3.]))


CASES = {
    "coalesce": COALESCE,
    "sparse": SPARSE,
    "make_sparse_tensor": {"graph": _make_sparse_tensor},
    "row_tensor": ROW_TENSOR,
    "make_row_tensor": {"graph": _make_row_tensor},
    "optim_errors": OPTIM_ERRORS,
    "optim_state": OPTIM_STATE,
    "grads": {"coalesce_values": _coalesce_grad},
}
