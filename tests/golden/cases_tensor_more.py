"""Tensor methods, ``mint.special``, ``mint.nn`` and ``ops.composite`` names of issue #17: snippets and gradients
recorded from MindSpore 2.10 (``record_ops.py ops_tensor_more``), replayed by tests/test_tensor_more.py.

The ``inplace`` group records the out-of-place method (``x_f32.add(y_f32)``): MindSpore 2.10 on CPU returns the
result of ``add_`` without writing it into the tensor (and has no kernel for ``log_``, ``floor_``, ...), so the test
runs the in-place spelling on msbridge and compares both the tensor and the returned value with that golden.
"""
from record_tensor import namespace

_SQ = "Tensor([[2., 1.], [1., 3.]])"
_IMG = "Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))"

INPLACE = [
    "x_f32.add(y_f32)", "x_f32.add(y_f32, alpha=2)", "x_f32.add(2)", "x_i32.add(y_i32)", "x_f32.sub(y_f32)",
    "x_f32.sub(y_f32, alpha=2)", "x_f32.sub(1.5)", "x_f32.div(y_f32)", "x_f32.div(y_f32, rounding_mode='floor')",
    "x_f32.div(y_f32, rounding_mode='trunc')", "x_f32.exp()", "(x_f32 + 7).log()", "x_f32.floor()", "x_f32.sign()",
    "x_i32.sign()", "x_f32.clamp(-1, 1)", "x_f32.clamp(min=-1)", "x_i32.clamp(max=2)",
    "x_f32.masked_fill(x_f32 > 0, 9.)", "x_f32.sigmoid()", "(x_f32 / 8).erfinv()",
    "x_f32[:, :2].addmm(x_f32, y_f32.T)", "x_f32[:, :2].addmm(x_f32, y_f32.T, beta=0.5, alpha=2)",
]

METHODS = [
    # torch-style views and metadata
    "x_f32.mT", "g.mT", "x_i32.mT", "Tensor([1.]).mT", "x_f32.mH", "Tensor(np.array([[1+2j, 3j]], np.complex64)).mH",
    "x_f32.byte()", "x_i32.byte()", "x_f32.short()", "x_f16.short()", "x_f32.bfloat16()", "x_i32.bfloat16()",
    "x_f32.is_complex()", "Tensor([1j]).is_complex()", "x_f32.is_signed()", "x_u8.is_signed()",
    "x_bool.is_signed()", "x_i32.is_signed()", "x_f32.stride()", "x_f32.stride(1)", "x_f32.stride(-1)",
    "g.stride()", "x_f32.transpose(1, 0).stride()", "x_f32.storage_offset()", "x_f32[1:].storage_offset()",
    "g[1, 1:].storage_offset()", "type(x_f32.data_ptr()).__name__", "x_f32.is_pinned()", "x_f32.is_shared()",
    "Tensor.from_dlpack(x_f32.to_dlpack())", "Tensor.from_dlpack(x_i32.to_dlpack())", "x_f32.value()",
    # new tensors
    "x_f32.new_zeros(3)", "x_f32.new_zeros((2, 3))", "x_f32.new_zeros([2, 1])", "x_f32.new_zeros(())",
    "x_f32.new_zeros((3,), dtype=ms.int32)", "x_i32.new_ones((2, 1))", "x_f32.new_ones((2,), dtype=ms.int32)",
    "x_f16.new_ones(2)", "x_f32.new_empty((2,)).shape", "x_f32.new_empty((2,), dtype=ms.int32).dtype",
    "x_i32.new_empty(2).dtype",
    # shapes and reductions
    "x_f32.reshape_as(y_f32.reshape(3, 2))", "x_f32.view_as(y_f32.reshape(3, 2))", "g.reshape_as(Tensor(np.zeros((4, 6))))",
    "x_f32.sum_to_size(1, 3)", "x_f32.sum_to_size((2, 1))", "x_f32.sum_to_size(3)", "x_f32.sum_to_size(1, 1)",
    "g.sum_to_size(3, 1)", "x_f32.sum_to_size(2, 3)", "x_i32.sum_to_size(1, 3)", "x_f32.sum_to_size(2, 2)",
    "x_f32.sum_to_size(1, 2, 3)", "x_f32.ptp()", "x_f32.ptp(1)", "x_f32.ptp(0, True)", "x_f32.ptp(keepdims=True)",
    "x_i32.ptp(-1)", "g.ptp((0, 2))", "x_f32.ptp(2)", "x_f32.ptp(keepdims=1)",
    "x_f32.resize(3, 2)", "x_f32.resize(7)", "x_f32.resize(2)", "x_f32.resize((2, 2))", "x_i32.resize(1, 8)",
    # selection
    "x_f32.top_k(2)", "x_f32.top_k(2, False)", "x_i32.top_k(1)", "g.top_k(3, sorted=True)", "x_f32.top_k(2.)",
    "x_f32.top_k(4)", "x_f32.reverse([0])", "x_f32.reverse(axis=[1])", "x_f32.reverse([0, 1])",
    "g.reverse((0, 2))", "x_f32.take(Tensor([0, 5]))", "x_f32.take(Tensor([[0, 5], [1, 2]]))",
    "x_i32.take(Tensor([-1]))", "Tensor([1., 3., 5.]).searchsorted(Tensor([0., 3., 6.]))",
    "Tensor([1., 3., 5.]).searchsorted(Tensor([0., 3., 6.]), side='right')",
    "Tensor([[1, 3, 5], [2, 4, 6]]).searchsorted(Tensor([[3], [3]]))",
    "Tensor([1., 3., 5.]).searchsorted(Tensor([2.]), side='middle')",
    "x_f32.scatter_mul(Tensor([[1]]), Tensor([[2., 2., 2.]]))",
    "x_f32.scatter_div(Tensor([[1]]), Tensor([[2., 2., 2.]]))",
    "x_f32.scatter_sub(Tensor([[1]]), Tensor([[2., 2., 2.]]))",
    "x_f32.scatter_max(Tensor([[1]]), Tensor([[2., 2., 2.]]))",
    "x_f32.scatter_min(Tensor([[1, 0]]), Tensor([2.]))", "x_f32.scatter_sub(Tensor([[0, 2], [1, 1]]), Tensor([1., 2.]))",
    "x_i32.scatter_max(Tensor([[0]]), Tensor([[9, 9, 9]]))", "x_f32.scatter_mul(Tensor([1]), Tensor([[2., 2., 2.]]))",
    # patches
    f"{_IMG}.unfold(2)", f"{_IMG}.unfold(3, 1, 1, 1)", f"{_IMG}.unfold([2, 3], stride=(1, 2))",
    "Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 4)).fold(Tensor([3, 3]), 2)",
    "Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 4)).fold(Tensor([3, 3]), [2, 2])",
    "Tensor(np.arange(36, dtype=np.float32).reshape(1, 4, 9)).fold(Tensor([4, 4]), 2, 1, 1, 2)",
]

MORE = [
    "x_f32.index_put((Tensor([0, 1]), Tensor([1, 2])), Tensor([9., 8.]))",
    "x_f32.index_put((Tensor([0, 1]), Tensor([1, 2])), Tensor([9., 8.]), True)",
    "x_f32.index_put([Tensor([0, 1]), Tensor([1, 2])], Tensor([9.]))", "x_f32.index_put((Tensor([1]),), Tensor([7.]))",
    "x_f32.index_put((Tensor([0, 1], ms.int32), Tensor([2, 2], ms.int32)), Tensor([1., 2.]), accumulate=True)",
    "x_i32.index_put((Tensor([0]), Tensor([0])), Tensor([5], ms.int32))",
    "x_f32.index_put((Tensor([0]), Tensor([0])), Tensor([5.]), 1)", "x_f32.index_put((Tensor([0]),), Tensor([5]))",
    "x_f32.index_put((Tensor([0.]),), Tensor([5.]))", "x_f32.index_put(Tensor([0]), Tensor([5.]))",
    "x_f32.index_put((Tensor([5]),), Tensor([5.]))",
    "x_f32.masked_scatter(x_f32 > 0, y_f32)", "x_f32.masked_scatter(Tensor([True, False, True]), y_f32)",
    "x_i32.masked_scatter(x_i32 < 0, y_i32)", "x_f32.masked_scatter(x_f32 > 0, Tensor([1., 2., 3., 4.]))",
    "x_f32.masked_scatter(x_f32, y_f32)", "x_f32.masked_scatter(x_f32 > 0, y_i32)",
    "x_f32.masked_scatter(x_f32 > 0, Tensor([1.]))",
    "x_f32.fill_diagonal(9.)", "x_f32.T.fill_diagonal(9.)", "x_i32.fill_diagonal(7)",
    "Tensor(np.zeros((5, 2), np.float32)).fill_diagonal(1., wrap=True)",
    "Tensor(np.zeros((5, 2), np.float32)).fill_diagonal(1.)", "Tensor(np.zeros((2, 2, 2), np.float32)).fill_diagonal(3.)",
    "Tensor(np.zeros((2, 2, 3), np.float32)).fill_diagonal(3.)", "Tensor([1., 2.]).fill_diagonal(3.)",
    "x_f32.fill_diagonal('a')",
    "Tensor([0, 2, 1]).choose([Tensor([1, 2, 3]), Tensor([4, 5, 6]), Tensor([7, 8, 9])])",
    "Tensor([0, 3, 1]).choose((Tensor([1, 2, 3]), Tensor([4, 5, 6]), Tensor([7, 8, 9])))",
    "Tensor([0, 3, -1]).choose((Tensor([1, 2, 3]), Tensor([4, 5, 6]), Tensor([7, 8, 9])), 'wrap')",
    "Tensor([0, 3, 1]).choose((Tensor([1, 2, 3]), Tensor([4, 5, 6])), 'raise')",
    "Tensor([[0, 1], [1, 0]]).choose([Tensor([1.5, 2.5]), Tensor([-3.5, 4.5])])",
    "Tensor([0, 1, 0]).choose([[1, 2, 3], [4, 5, 6]])", "Tensor([0, 1]).choose(Tensor([[1, 2], [3, 4]]))",
    "Tensor([1, 0]).choose(Tensor([[1], [3]]))", "Tensor(1).choose([Tensor([1, 2])])",
    "x_f32.itemset(0, 9.)", "x_f32.itemset(4, 9.)", "x_f32.itemset((1, 2), 9.)", "Tensor([3.]).itemset(7.)",
    "x_i32.itemset((0, 1), 2.7)",
    "x_f32.soft_shrink()", "x_f32.soft_shrink(1.)", "x_f16.soft_shrink(2.)", "x_i32.soft_shrink()",
    "x_f32.data", "x_f32.value()", "x_f32.const_arg", "x_f32.set_const_arg().const_arg",
    "x_f32.set_const_arg(False).const_arg", "Tensor([1.], const_arg=True).const_arg", "x_f32.set_const_arg(1)",
    "x_f32.get_bytes()[:8]", "len(x_i32.get_bytes())", "x_f32.to_coo().indices", "x_f32.to_coo().values",
    "x_f32.to_coo().shape", "x_i32.to_coo().values", "x_f32.to_csr().indptr", "x_f32.to_csr().indices",
    "x_f32.to_csr().values", "x_f32.to_csr().shape", "x_i32.to_csr().values", "Tensor([1., 0.]).to_csr().values",
    "g.to_coo().shape",
    "t = x_f32.copy(); r = t.assign_value(y_f32); (t, r is t)",
    "t = x_f32.copy(); t.assign_value(Tensor([1., 2.])); t",
    "t = x_f32.copy(); t.assign_value(x_i32); t",
    "t = Tensor(np.zeros(3, np.float32)); t.set_(Tensor([10., 20., 30.])); t",
    "t = Tensor(np.zeros(3, np.float32)); s = Tensor(np.arange(6, dtype=np.float32)); t.set_(s, 1, (2, 2), (2, 1)); "
    "s[1] = 9; t", "t = Tensor(np.zeros(3, np.float32)); s = Tensor([1., 2.]); t.set_(s); s[0] = 7; t",
    "t = Tensor(np.zeros(3, np.float32)); t.set_(); t", "t = Tensor(np.zeros(3, np.float64)); t.set_(Tensor([1., 2.]))",
    "x_f32.is_meta", "Tensor([1.], device='meta').is_meta",
]

# Tensor methods over the ops of ops/function/linalg_func.py, math_extra_func.py and inplace_func.py
_T = "Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3) / 4)"
OPS_METHODS = [
    f"{_SQ}.cholesky()", f"{_SQ}.cholesky(True)", f"{_SQ}.cholesky(upper=True)", "x_f32.cholesky()",
    f"{_SQ}.cholesky_inverse()", f"{_SQ}.cholesky_inverse(True)",
    f"{_SQ}.cholesky_solve(Tensor([[2., 1.], [0., 3.]]))", f"{_SQ}.cholesky_solve(Tensor([[2., 0.], [1., 3.]]), True)",
    f"{_SQ}.eigvals()", f"{_SQ}.lstsq(Tensor([[1.], [2.]]))", "Tensor([[1.], [2.]]).lstsq(" + _SQ + ")",
    "Tensor([[1.], [2.]]).lu_solve(Tensor([[2., 1.], [0.5, 2.5]]), Tensor([1, 2], ms.int32))",
    f"{_SQ}.qr()", f"{_SQ}.qr(False)", "x_f32.qr()", "x_f32.T.qr(some=False)", f"{_SQ}.qr(1)",
    f"{_SQ}.svd()", f"{_SQ}.svd(compute_uv=False)", "x_f32.svd(True)", "x_f32.svd(full_matrices=True, compute_uv=True)",
    f"{_SQ}.geqrf()", "x_f32.geqrf()", f"{_SQ}.orgqr(Tensor([1., 1.]))", f"{_SQ}.matrix_determinant()",
    f"{_SQ}.log_matrix_determinant()", f"{_T}[:, :, :2].matrix_determinant()", "x_f32.inv()", "x_i32.inv()",
    "x_f32.imag()", "Tensor([1+2j, -3j]).imag()", "(x_f32 + 7).mvlgamma(1)", "(x_f32 + 7).mvlgamma(2)",
    "x_f32.mvlgamma(2)", "x_f32.approximate_equal(y_f32)", "x_f32.approximate_equal(y_f32, 2.)",
    "x_f32.approximate_equal(y_f32, tolerance=0.6)", "x_f32.approximate_equal(x_i32)",
    "x_f32.inplace_update(Tensor([[9., 9., 9.]]), Tensor([1]))", "x_f32.inplace_update(y_f32, Tensor([1, 0]))",
    "t = x_f32.copy(); r = t.inplace_update(Tensor([[9., 9., 9.]]), Tensor([1])); (t, r)",
    "x_f32.index_add(Tensor([0, 2], ms.int32), y_f32[:, :2], 1)",
    "t = x_f32.copy(); r = t.index_add(Tensor([0, 2], ms.int32), y_f32[:, :2], 1); (t, r)",
    "x_f32.index_add(1, Tensor([0, 2], ms.int32), y_f32[:, :2])",
    "t = x_f32.copy(); r = t.index_add(1, Tensor([0, 2], ms.int32), y_f32[:, :2], alpha=2); (t, r)",
    "x_f32.index_add(dim=0, index=Tensor([1], ms.int32), source=y_f32[:1])",
    "x_f32.index_add(1, Tensor([0, 2]), y_f32[:, :2])",
    "x_f32.index_add(indices=Tensor([1], ms.int32), y=y_f32[:1], axis=0, use_lock=False)",
    "ops.composite.batch_dot(g, g, (2, 2))", "ops.composite.batch_dot(x_f32, y_f32, 1)",
]

NAMES = [
    # mint.special
    *[f"ms.mint.special.{name}(x_f32)" for name in ("erfc", "exp2", "expm1", "round", "sinc")],
    "ms.mint.special.log1p(x_f32 + 7)", "ms.mint.special.round(Tensor([0.5, 1.5, 2.5, -0.5]))",
    "ms.mint.special.round(x_i32)", "ms.mint.special.exp2(x_i32)", "ms.mint.special.erfc(x_f16)",
    # mint.nn.SoftMarginLoss, mint.nn.functional.sigmoid_
    "ms.mint.nn.SoftMarginLoss()(x_f32, y_f32)", "ms.mint.nn.SoftMarginLoss('sum')(x_f32, y_f32)",
    "ms.mint.nn.SoftMarginLoss(reduction='none')(x_f32, y_f32)",
    "ms.mint.nn.functional.sigmoid_(x_f32)",
    # ops.composite re-exports
    "ops.composite.matmul(x_f32, y_f32.T)", "ops.composite.mm(x_f32, y_f32.T)", "ops.composite.dot(x_f32, y_f32.T)",
    "ops.composite.cummin(x_f32, 1)", "ops.composite.count_nonzero(x_f32)", "ops.composite.count_nonzero(x_f32, 1)",
    "ops.composite.repeat_interleave(x_f32, 2, 1)", "ops.composite.repeat_elements(x_f32, 2, 1)",
    "ops.composite.sequence_mask(Tensor([1, 3]), 4)", "ops.composite.tensor_dot(x_f32, y_f32.T, 1)",
    "ops.composite.vecdot(x_f32, y_f32)",
    "ops.composite.multinomial(Tensor([0., 1., 0.]), 2, False).shape",
    "ops.composite.normal((2, 3), Tensor(0.), Tensor(1.)).shape",
    "ops.composite.uniform((2, 3), Tensor(0.), Tensor(1.)).shape",
]


def _ns(ms):
    return namespace(ms)


_MS = []


def _grad_cases():
    """Gradients of the differentiable new methods (MindSpore's grad compiles module functions from source)."""
    fns = {
        "sum_to_size": lambda a: (a.sum_to_size(1, 3) * a.sum_to_size(1, 3)).sum(),
        "ptp": lambda a: a.ptp(1).sum(),
        "reshape_as": lambda a: (a.reshape_as(a.T) ** 2).sum(),
        "mT": lambda a: (a.mT * a.mT).sum(),
        "take": lambda a: (a.take(_MS[0].Tensor([0, 5, 5])) ** 2).sum(),
        "top_k": lambda a: a.top_k(2)[0].sum(),
        "reverse": lambda a: (a.reverse([1]) * _MS[0].Tensor([[1., 2., 3.], [4., 5., 6.]])).sum(),
        "resize": lambda a: (a.resize(8) ** 2).sum(),
        "scatter_mul": lambda a: a.scatter_mul(_MS[0].Tensor([[1]]), _MS[0].Tensor([[2., 3., 4.]])).sum(),
        "index_put": lambda a: (a.index_put((_MS[0].Tensor([0, 1]), _MS[0].Tensor([1, 2])), a[0, :2] * 3) ** 2).sum(),
        "masked_scatter": lambda a: (a.masked_scatter(a > 0, a * 2) ** 2).sum(),
        "fill_diagonal": lambda a: (a.fill_diagonal(2.) ** 2).sum(),
        "choose": lambda a: (_MS[0].Tensor([0, 1, 0]).choose([a[0], a[1]]) ** 2).sum(),
        "soft_shrink": lambda a: (a.soft_shrink() ** 2).sum(),
    }
    def run(fn):
        def case(ms):
            _MS[:] = [ms]
            return ms.grad(fn)(_ns(ms)["x_f32"])
        return case
    return {name: run(fn) for name, fn in fns.items()}


# mint.distributed's argument checks (no process group needed)
DISTRIBUTED = [f"ms.mint.distributed.{call}" for call in (
    "all_reduce(1)", "all_reduce(x_f32, op='mean')", "all_reduce(x_f32, op=1)", "all_reduce(x_f32, group=1)",
    "all_reduce(x_f32, async_op=1)", "broadcast(x_f32, '0')", "broadcast([1], 0)", "all_gather([1], x_f32)",
    "all_gather([x_f32], 1)", "gather(1, [x_f32])", "gather(x_f32, [x_f32], dst='0')", "scatter(x_f32, [1])",
    "scatter(1, [x_f32])", "send(1)", "send(x_f32, '1')", "recv(1)", "recv(x_f32, src='0')", "barrier(1)",
    "barrier(async_op=1)", "new_group()", "new_group(ranks=(0, 1))", "new_group([0, 1], backend='nccl')",
    "get_backend()", "get_backend('mccl_2_abc')", "get_backend('hccl_world_group')", "get_backend(1)",
    "get_rank(1)", "get_process_group_ranks(1)")]

CASES = {"inplace": INPLACE, "methods": METHODS, "names": NAMES, "grads": _grad_cases(),
         "distributed": DISTRIBUTED, "more": MORE, "ops_methods": OPS_METHODS}
RANDOM = {"random": [
    "(x_f32 * 0 + 0.5).bernoulli()", "(x_f16 * 0 + 0.5).bernoulli()", "x_i32.bernoulli()",
    "x_f32.cauchy()", "x_f16.cauchy(1., 2.)", "x_i32.cauchy()", "x_f32.cauchy(sigma=0.)", "x_f32.log_normal()",
    "x_f64.log_normal(0., 0.5)", "x_i32.log_normal()", "x_f32.log_normal(mean='a')",
    "(x_f32.abs() + 1).multinomial(2)", "Tensor([0., 1., 2.]).multinomial(2, False)",
    "Tensor([[0., 1.], [1., 0.]]).multinomial(3)",
]}
