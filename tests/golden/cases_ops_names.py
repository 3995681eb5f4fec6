"""Issues 17/18, names slice: ``ops.stft`` / ``ops.STFT``, the Apply* / SparseApply* / FusedSparse* optimizer
primitives MindSpore 2.10 runs on CPU, and the COO/CSR functions and methods. Snippets run on a fresh ``record_tensor.namespace``."""
import numpy as np

from cases_ops_breadth import apply_case

_SIG = "Tensor(np.sin(np.arange(20, dtype=np.float32) / 3))"
_SIG2 = "Tensor(np.stack([np.sin(np.arange(16, dtype=np.float32) / 3), np.cos(np.arange(16, dtype=np.float32) / 2)]))"
_HANN = "Tensor(np.hanning(8).astype(np.float32))"
STFT = [
    f"ops.stft({_SIG}, 8)", f"ops.stft({_SIG2}, 8, 3)", f"ops.stft(x={_SIG}, n_fft=8, return_complex=True)",
    f"ops.stft({_SIG}, 8, window={_HANN}, return_complex=True)", f"ops.stft({_SIG}, 8, win_length=6)",
    f"ops.stft({_SIG}, 8, win_length=6, window=Tensor(np.hanning(6).astype(np.float32)))",
    f"ops.stft({_SIG}, 8, normalized=True)", f"ops.stft({_SIG}, 8, onesided=False)",
    f"ops.stft({_SIG}, 8, pad_mode='CONSTANT')", f"ops.stft({_SIG}, 8, pad_mode='SYMMETRIC')",
    f"ops.stft({_SIG}, 8, center=False)", f"ops.stft({_SIG2}, 6, 2, center=False, return_complex=True)",
    f"ops.stft({_SIG}.astype(ms.float64), 8)", f"ops.stft({_SIG}.astype(ms.float64), 8, window={_HANN})",
    f"ops.stft({_SIG}, 8, window={_HANN}.astype(ms.float64))",
    f"ops.stft({_SIG}.astype(ms.complex64), 8)", f"ops.stft({_SIG}.astype(ms.complex64), 8, return_complex=False)",
    f"ops.stft({_SIG}, 8, window={_HANN}.astype(ms.complex64))", f"ops.stft({_SIG}, 8, onesided=True, "
    "return_complex=True, window=Tensor(np.ones(8, np.complex64)))",
    f"ops.STFT(8, 2, 8, False, True, True)({_SIG}, {_HANN})", f"ops.STFT(8, 4, 6, True, False, False)({_SIG2}, "
    "Tensor(np.ones(6, np.float32)))",
    f"ops.STFT(n_fft=8, hop_length=2, win_length=8, normalized=False, onesided=True, return_complex=True).n_fft",
    # errors
    f"ops.stft({_SIG}, 8, pad_mode='reflect')", f"ops.stft({_SIG}, 8, pad_mode='foo')",
    f"ops.stft({_SIG}.astype(ms.float16), 8)", f"ops.stft({_SIG}.astype(ms.int32), 8)",
    f"ops.stft({_SIG}.reshape(1, 2, 10), 8)", f"ops.stft({_SIG}.reshape(1, 2, 10), 4, center=False)",
    f"ops.stft({_SIG}, 8, window=Tensor(np.ones(5, np.float32)))",
    f"ops.stft({_SIG}, 8, window=Tensor(np.ones((2, 8), np.float32)))", f"ops.stft({_SIG}, 8.0)",
    f"ops.stft({_SIG}[:6], 16, center=False)", f"ops.stft({_SIG}, 8, hop_length=0)",
    f"ops.stft({_SIG}, 8, win_length=10)", f"ops.stft({_SIG}, 8, center=1)", f"ops.stft({_SIG}, 8, normalized=1)",
    "ops.stft([1., 2., 3., 4., 5.], 4)", f"ops.STFT(8, 2, 8, 0, True, True)({_SIG}, {_HANN})",
    "ops.STFT(8, 2, 8, False, True)", f"ops.STFT(8, 2.0, 8, False, True, True)({_SIG}, {_HANN})",
]

_MS = []


def _stft_power(a):
    return (_MS[0].ops.stft(a, 8, window=_MS[0].Tensor(np.hanning(8).astype(np.float32))) ** 2).sum()


def _stft_grad(ms):
    """MindSpore 2.10 has no gradient for STFT (RuntimeError); msbridge's is torch.stft's (docs/compat.md)."""
    _MS[:] = [ms]
    return ms.grad(_stft_power)(ms.Tensor(np.sin(np.arange(20, dtype=np.float32) / 3)))


# COO / CSR functions and methods over the existing sparse tensors; a result is shown as its parts
_COO = "ms.COOTensor(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([-1.5, 2.], ms.float32), (3, 4))"
_COO2 = "ms.COOTensor(Tensor([[0, 1], [2, 3]], ms.int64), Tensor([4., 0.25], ms.float32), (3, 4))"
_COO32 = "ms.COOTensor(Tensor([[0, 1], [1, 2]], ms.int32), Tensor([-1.5, 2.], ms.float32), (3, 4))"
_CSR = "ms.CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([3, 0], ms.int32), Tensor([-1., 4.], ms.float32), (3, 4))"
_CSR2 = ("ms.CSRTensor(Tensor([0, 2, 2, 3], ms.int32), Tensor([0, 3, 1], ms.int32), Tensor([2., 5., 1.], ms.float32), "
         "(3, 4))")
_D = "Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) - 4)"
_COO_PARTS = "(r.indices, r.values, r.shape)"
_CSR_PARTS = "(r.indptr, r.indices, r.values, r.shape)"
SPARSE = [
    f"r = ops.coo_add({_COO}, {_COO2}, Tensor(0.0, ms.float32)); {_COO_PARTS}",
    f"r = ops.coo_add({_COO}, {_COO2}, Tensor(0.5, ms.float32)); {_COO_PARTS}",
    f"r = ops.coo_add({_COO}, {_COO}, Tensor(0.0, ms.float32)); {_COO_PARTS}",
    f"r = {_COO}.add({_COO2}, Tensor(0.0, ms.float32)); {_COO_PARTS}",
    f"r = ops.coo_add({_COO}, ms.COOTensor(Tensor([[1, 2], [0, 1]], ms.int64), Tensor([-1.75, 1.], ms.float32), "
    f"(3, 4)), Tensor(0.3, ms.float32)); {_COO_PARTS}",
    f"ops.coo_add({_COO}, {_COO2}, 0.0)",
    f"r = ops.csr_add({_CSR}, {_CSR2}, Tensor(1.0, ms.float32), Tensor(2.0, ms.float32)); {_CSR_PARTS}",
    f"r = ops.csr_add({_CSR}, {_CSR}, Tensor(1.0, ms.float32), Tensor(-1.0, ms.float32)); {_CSR_PARTS}",
    f"r = {_CSR}.add({_CSR2}, Tensor(0.5, ms.float32), Tensor(1.0, ms.float32)); {_CSR_PARTS}",
    f"ops.csr_add({_CSR}, {_CSR2}, 1.0, 2.0)",
    f"ops.csr_mv({_CSR}, Tensor(np.arange(4, dtype=np.float32).reshape(4, 1)))",
    f"{_CSR}.mv(Tensor(np.arange(4, dtype=np.float32).reshape(4, 1)))",
    f"{_CSR}.mv(Tensor(np.arange(4, dtype=np.float32)))",
    f"{_CSR}.mm(Tensor(np.arange(8, dtype=np.float32).reshape(4, 2)))",
    f"ops.csr_mv({_CSR}, Tensor(np.ones((3, 1), np.float32)))",
    f"r = ops.csr_mul({_CSR}, {_D}); {_CSR_PARTS}", f"r = ops.csr_mul({_CSR}, Tensor([1., 2., 3., 4.])); {_CSR_PARTS}",
    f"r = ops.csr_mul({_CSR}, Tensor([[2.], [3.], [4.]])); {_CSR_PARTS}",
    f"r = ops.csr_div({_CSR}, {_D} + 5); {_CSR_PARTS}", f"r = ops.csr_div({_CSR}, Tensor([1., 2., 3., 4.])); {_CSR_PARTS}",
    f"ops.csr_gather(Tensor([0, 1, 2, 2], ms.int32), Tensor([3, 0], ms.int32), {_D}, (3, 4))",
    f"ops.csr_reduce_sum({_CSR2}, 1)", f"{_CSR2}.sum(1)", f"{_CSR2}.sum()", f"ops.csr_reduce_sum({_CSR2}, 0)",
    "ops.coo2csr(Tensor([0, 1, 1, 2], ms.int32), 4)", "ops.csr2coo(Tensor([0, 2, 2, 3], ms.int32), 3)",
    f"r = ops.coo_concat(({_COO}, {_COO2}), 0); {_COO_PARTS}", f"r = ops.coo_concat(({_COO}, {_COO2}), 1); {_COO_PARTS}",
    f"r = ops.coo_concat(({_COO}, {_COO2}, {_COO})); {_COO_PARTS}",
    f"r = ops.dense_to_sparse_coo({_D}); {_COO_PARTS}", f"r = ops.dense_to_sparse_csr({_D}); {_CSR_PARTS}",
    f"r = ops.dense_to_sparse_coo({_D}.astype(ms.int32)); {_COO_PARTS}",
    f"r = {_CSR}.astype(ms.float64); {_CSR_PARTS}", f"r = {_COO}.astype(ms.int32); {_COO_PARTS}",
    f"r = {_CSR}.abs(); {_CSR_PARTS}", f"r = {_COO}.abs(); {_COO_PARTS}",
    f"r = {_COO32}.to_csr(); {_CSR_PARTS}", f"{_COO}.to_csr()",
    "r = ms.COOTensor(Tensor([[1, 2], [0, 1], [1, 2]], ms.int64), Tensor([1., 2., 3.]), (3, 4)).coalesce(); "
    + _COO_PARTS,
    f"r = ops.csr_softmax({_CSR2}, ms.float32); {_CSR_PARTS}",
    f"ops.csr_add({_CSR}, {_D}, Tensor(1.0, ms.float32), Tensor(2.0, ms.float32))",
    f"ops.coo_add({_COO}, {_D}, Tensor(0.0, ms.float32))",
]

# Apply* / SparseApply* / FusedSparse*: (primitive call, [state Parameters], [other inputs]); int lists are the
# Int32 row indices of the sparse ones
_VAR = [[0.6, 0.4], [0.1, 0.5]]
_GRAD = [[0.3, -0.7], [0.1, 0.8]]
_STATE = [[0.2, 0.5], [0.9, 0.3]]
_VAR3 = [[0.6, 0.4], [0.1, 0.5], [-0.3, 0.2]]
_STATE3 = [[0.2, 0.5], [0.9, 0.3], [0.4, 0.7]]
_APPLY = {
    "ftrl": ("ApplyFtrl()", [_VAR, _STATE, _STATE], [_GRAD, 0.001, 0.0, 0.0, -0.5]),
    "ftrl_l1_l2": ("ApplyFtrl()", [_VAR, _STATE, _STATE], [_GRAD, 0.1, 0.05, 0.2, -0.5]),
    "ftrl_power": ("ApplyFtrl()", [_VAR, _STATE, _STATE], [_GRAD, 0.1, 0.001, 0.01, -0.3]),
    "adam_amsgrad": ("ApplyAdamWithAmsgrad()", [_VAR, _STATE, _STATE, _STATE], [0.3, 0.3, 0.1, _GRAD]),
    "adam_amsgrad_attrs": ("ApplyAdamWithAmsgrad(0.8, 0.9, 1e-6)", [_VAR, _STATE, _STATE, _STATE],
                           [0.3, 0.3, 0.1, _GRAD]),
    "adam_amsgrad_v2": ("ApplyAdamWithAmsgradV2()", [_VAR, _STATE, _STATE, _STATE],
                        [0.3, 0.3, 0.1, 0.8, 0.9, 1e-6, _GRAD]),
    "sparse_ftrl": ("SparseApplyFtrl(0.01, 0.0, 0.0, -0.5)", [_VAR3, _STATE3, _STATE3], [_GRAD, [2, 0]]),
    "sparse_ftrl_l1_l2": ("SparseApplyFtrl(0.1, 0.05, 0.2, -0.3)", [_VAR3, _STATE3, _STATE3], [_GRAD, [1, 2]]),
    "sparse_ftrl_duplicate": ("SparseApplyFtrl(0.01, 0.0, 0.0, -0.5)", [_VAR3, _STATE3, _STATE3], [_GRAD, [1, 1]]),
    "sparse_adagrad": ("SparseApplyAdagrad(0.01)", [_VAR3, _STATE3], [_GRAD, [2, 0]]),
    "sparse_adagrad_no_slots": ("SparseApplyAdagrad(0.01, False)", [_VAR3, _STATE3], [_GRAD, [2, 0]]),
    "sparse_adagrad_duplicate": ("SparseApplyAdagrad(0.01)", [_VAR3, _STATE3], [_GRAD, [0, 0]]),
    "sparse_adagrad_outside": ("SparseApplyAdagrad(0.01)", [_VAR3, _STATE3], [_GRAD, [0, 5]]),
    "sparse_ftrl_outside": ("SparseApplyFtrl(0.01, 0.0, 0.0, -0.5)", [_VAR3, _STATE3, _STATE3], [_GRAD, [-1, 1]]),
    "sparse_adagrad_v2": ("SparseApplyAdagradV2(0.01, 1e-6)", [_VAR3, _STATE3], [_GRAD, [1, 0]]),
    "sparse_adagrad_v2_no_slots": ("SparseApplyAdagradV2(0.01, 0.1, update_slots=False)", [_VAR3, _STATE3],
                                   [_GRAD, [1, 0]]),
    # SparseApplyRMSProp takes a grad of var's shape (MindSpore 2.10 checks it)
    "sparse_rms_prop": ("SparseApplyRMSProp(0.9, 0.5, 1e-10)", [_VAR, _STATE, _STATE], [0.01, _GRAD, [1, 0]]),
    "sparse_rms_prop_duplicate": ("SparseApplyRMSProp(0.9, 0.0, 1e-10)", [_VAR, _STATE, _STATE],
                                  [0.01, _GRAD, [1, 1]]),
}
# primitives whose outputs on CPU are not the updated values (MindSpore 2.10 returns zeros, ones or scratch memory
# there):
# only the state Parameters after the update are recorded
_APPLY_STATE = {
    "rms_prop": ("ApplyRMSProp()", [_VAR, _STATE, _STATE], [0.01, _GRAD, 0.9, 0.5, 1e-10]),
    "centered_rms_prop": ("ApplyCenteredRMSProp()", [_VAR, _STATE, _STATE, _STATE], [_GRAD, 0.01, 0.9, 0.5, 1e-6]),
    "fused_sparse_ftrl": ("FusedSparseFtrl(0.01, 0.0, 0.0, -0.5)", [_VAR3, _STATE3, _STATE3], [_GRAD, [2, 0]]),
    "fused_sparse_proximal_adagrad": ("FusedSparseProximalAdagrad()", [_VAR3, _STATE3],
                                      [0.01, 0.05, 0.2, _GRAD, [2, 0]]),
    "fused_sparse_adam": ("FusedSparseAdam()", [_VAR3, _STATE3, _STATE3],
                          [0.9, 0.999, 0.001, 0.9, 0.999, 1e-8, _GRAD, [2, 0]]),
    "fused_sparse_lazy_adam": ("FusedSparseLazyAdam()", [_VAR3, _STATE3, _STATE3],
                               [0.9, 0.999, 0.001, 0.9, 0.999, 1e-8, _GRAD, [2, 0]]),
}


def _states(spec):
    run = apply_case(*spec)
    return lambda ms: run(ms)[1]


def _adagrad_da(ms):
    """ApplyAdagradDA: its global step is an Int64 scalar Tensor."""
    params = [ms.Parameter(ms.Tensor(np.array(v, np.float32)), name=f"da_{i}") for i, v in enumerate([_VAR, _STATE,
                                                                                                        _STATE])]
    rates = [ms.Tensor(v, ms.float32) for v in (0.01, 0.001, 0.01)]
    out = ms.ops.ApplyAdagradDA()(*params, ms.Tensor(np.array(_GRAD, np.float32)), *rates, ms.Tensor(2, ms.int64))
    return out, [p.value() for p in params]


_P = "v = Parameter(Tensor(np.array([[0.6, 0.4], [0.1, 0.5]], np.float32)), name='v'); "
_PS = ("v = Parameter(Tensor(np.ones((3, 2), np.float32)), name='v'); "
       "a = Parameter(Tensor(np.ones((3, 2), np.float32)), name='a'); ")
APPLY_ERRORS = [
    _P + "ops.ApplyRMSProp()(v, v, v, 0.01, Tensor(np.ones(3, np.float32)), 0.9, 0.0, 1e-10)",
    _P + "ops.ApplyFtrl()(v, v, v, Tensor(np.ones(3, np.float32)), 0.1, 0.0, 0.0, -0.5)",
    _PS + "ops.SparseApplyAdagrad(0.01)(v, a, Tensor(np.ones((2, 2), np.float32)), Tensor([0, 1, 2]))",
    _PS + "ops.SparseApplyAdagrad(0.01)(v, a, Tensor(np.ones((2, 2), np.float32)), Tensor([0., 1.]))",
    _PS + "ops.SparseApplyAdagrad(lr=1)",
    _PS + "ops.SparseApplyFtrl(0.01, 0.0, 0.0, -0.5)(v, a, a, Tensor(np.ones((2, 3), np.float32)), Tensor([0, 1]))",
    _PS + "ops.SparseApplyFtrl(-0.01, 0.0, 0.0, -0.5)",
    _PS + "ops.SparseApplyFtrl(0.01, 0.0, 0.0, 0.5)",
    _PS + "ops.SparseApplyRMSProp(0.9, 0.0, 1e-10)(v, a, a, 0.01, Tensor(np.ones((2, 2), np.float32)), "
          "Tensor([0, 3]))",
    _PS + "ops.SparseApplyRMSProp(1.5, 0.0, 1e-10)",
]

CASES = {
    "stft": STFT,
    "stft_grad": {"stft_power": _stft_grad},
    "sparse": SPARSE,
    "apply": {**{name: apply_case(*spec) for name, spec in _APPLY.items()}, "adagrad_da": _adagrad_da},
    "apply_state": {name: _states(spec) for name, spec in _APPLY_STATE.items()},
    "apply_errors": APPLY_ERRORS,
}
