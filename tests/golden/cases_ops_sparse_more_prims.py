"""Issue 17, primitive classes of sparse inputs and ragged ranges against MindSpore 2.10 (values, errors,
gradients): SparseToDense, SparseTensorDenseAdd, SparseTensorDenseMatmul, RaggedRange, EditDistance. Snippets run
on a fresh ``record_tensor.namespace``; gradient cases are module functions (MindSpore compiles them from source)."""
import numpy as np

from record_tensor import grad_cases

_I = "Tensor([[0, 1], [1, 2]], ms.int32)"
_V = "Tensor([1., 2.])"
_D = "Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))"
_B = "Tensor(np.arange(8, dtype=np.float32).reshape(4, 2))"
SPARSE = [
    f"ops.SparseToDense()({_I}, {_V}, (3, 4))",
    f"ops.SparseToDense()(Tensor([[0, 1], [0, 1]], ms.int64), {_V}, (3, 4))",
    f"ops.SparseToDense()({_I}, {_V}, Tensor([3, 4], ms.int32))",
    f"ops.SparseToDense()({_I}, Tensor([1, 2], ms.int32), (3, 4))",
    "ops.SparseToDense()(Tensor([[0, 1, 1], [1, 0, 2]], ms.int32), Tensor([5., 6.]), (2, 2, 3))",
    f"ops.SparseToDense()({_I}, {_V}, (2, 2))", f"ops.SparseToDense()({_I}.astype(ms.float32), {_V}, (3, 4))",
    f"ops.SparseToDense()({_I}, Tensor([1., 2., 3.]), (3, 4))",
    f"ops.SparseTensorDenseAdd()({_I}, {_V}, Tensor([3, 4], ms.int32), {_D})",
    f"ops.SparseTensorDenseAdd()(Tensor([[0, 1], [0, 1]], ms.int64), {_V}, Tensor([3, 4], ms.int64), {_D})",
    f"ops.SparseTensorDenseAdd()({_I}, {_V}, Tensor([3, 4], ms.int64), {_D})",
    f"ops.SparseTensorDenseAdd()({_I}, {_V}, Tensor([3, 5], ms.int32), Tensor(np.ones((3, 5), np.float32)))",
    f"ops.SparseTensorDenseAdd()({_I}, {_V}, Tensor([3, 4], ms.int32), Tensor(np.ones((3, 5), np.float32)))",
    f"ops.SparseTensorDenseAdd()({_I}, {_V}, Tensor([3, 4], ms.int32), {_D}.astype(ms.float64))",
    f"ops.SparseTensorDenseMatmul()({_I}, {_V}, (3, 4), {_B})",
    f"ops.SparseTensorDenseMatmul(True)({_I}, {_V}, (3, 4), Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)))",
    f"ops.SparseTensorDenseMatmul(False, True)({_I}, {_V}, (3, 4), {_B}.T)",
    f"ops.SparseTensorDenseMatmul(adjoint_st=True, adjoint_dt=True)({_I}, {_V}, (3, 4), "
    "Tensor(np.ones((2, 3), np.float32)))",
    f"ops.SparseTensorDenseMatmul()({_I}, {_V}, Tensor([3, 4], ms.int32), {_B})",
    f"ops.SparseTensorDenseMatmul()({_I}, Tensor([1, 2], ms.int32), (3, 4), {_B}.astype(ms.int32))",
    f"ops.SparseTensorDenseMatmul()({_I}, {_V}, (3, 4), {_B}.astype(ms.float64))",
    "ops.SparseTensorDenseMatmul(1)", "ops.SparseTensorDenseMatmul(adjoint_dt=True).adjoint_dt",
    "ops.RaggedRange(ms.int32)(Tensor([2, 5], ms.int32), Tensor([5, 8], ms.int32), Tensor([1, 2], ms.int32))",
    "ops.RaggedRange(ms.int64)(Tensor([2, 5], ms.int32), Tensor([5, 8], ms.int32), Tensor([1, 2], ms.int32))",
    "ops.RaggedRange(ms.int32)(Tensor([2., 5.]), Tensor([5., 3.]), Tensor([1.5, -1.]))",
    "ops.RaggedRange(ms.int32)(Tensor([2, 5, 0], ms.int64), Tensor([1, 8, 3], ms.int64), Tensor([1, 3, 1], ms.int64))",
    "ops.RaggedRange(ms.int32)(Tensor([2, 5], ms.int32), Tensor([5, 8], ms.int32), Tensor([1, 0], ms.int32))",
    "ops.RaggedRange(ms.int32)(Tensor([2, 5], ms.int32), Tensor([5, 8], ms.int64), Tensor([1, 1], ms.int32))",
    "ops.RaggedRange(ms.float32)", "ops.RaggedRange()", "ops.RaggedRange(Tsplits=ms.int64).Tsplits",
    "ops.RaggedRange(ms.int32)(Tensor([[2]], ms.int32), Tensor([5], ms.int32), Tensor([1], ms.int32))",
    "ops.RaggedRange(ms.int32)(Tensor([2, 5, 1], ms.int32), Tensor([5, 8], ms.int32), Tensor([1, 1], ms.int32))",
]

_H = "Tensor([[0, 0, 0], [0, 0, 1], [1, 0, 0]], ms.int64), Tensor([1., 2., 3.]), Tensor([2, 1, 2], ms.int64)"
_T = "Tensor([[0, 0, 0], [1, 0, 0], [1, 0, 1]], ms.int64), Tensor([1., 3., 4.]), Tensor([2, 2, 2], ms.int64)"
_E1 = "Tensor([[0, 0]], ms.int64), Tensor([1.]), Tensor([2, 1], ms.int64)"
_E2 = "Tensor([[1, 0]], ms.int64), Tensor([1.]), Tensor([2, 1], ms.int64)"
EDIT = [
    f"ops.EditDistance()({_H}, {_T})", f"ops.EditDistance(False)({_H}, {_T})", f"ops.EditDistance()({_T}, {_H})",
    f"ops.EditDistance()({_E1}, {_E2})", f"ops.EditDistance(normalize=False)({_E1}, {_E2})",
    "ops.EditDistance()(Tensor([[0, 0], [0, 1], [0, 2]], ms.int64), Tensor([1, 2, 3], ms.int32), "
    "Tensor([1, 3], ms.int64), Tensor([[0, 0], [0, 1]], ms.int64), Tensor([2, 3], ms.int32), Tensor([1, 2], ms.int64))",
    "ops.EditDistance()(Tensor([[0, 0, 0], [0, 0, 1], [0, 0, 2], [0, 0, 3]], ms.int64), "
    "Tensor([1, 2, 3, 4], ms.int64), "
    "Tensor([1, 1, 4], ms.int64), Tensor([[0, 0, 0], [0, 0, 1], [0, 0, 2]], ms.int64), Tensor([2, 4, 3], ms.int64), "
    "Tensor([1, 1, 3], ms.int64))",
    "ops.EditDistance()(Tensor([[0, 0]], ms.int32), Tensor([1.]), Tensor([1, 1], ms.int32), "
    "Tensor([[0, 0]], ms.int32), "
    "Tensor([1.]), Tensor([1, 1], ms.int32))",
    f"ops.EditDistance()({_E1}, Tensor([[0, 0]], ms.int64), Tensor([1], ms.int32), Tensor([2, 1], ms.int64))",
    f"ops.EditDistance()({_E1}, Tensor([[0, 0, 0]], ms.int64), Tensor([1.]), Tensor([1, 1, 1], ms.int64))",
    "ops.EditDistance(1)", "ops.EditDistance().normalize",
]


def _sparse_to_dense(v):
    return (_S[0].ops.SparseToDense()(_S[0].Tensor([[0, 1], [1, 2]], _S[0].int32), v[0, :2], (2, 3)) * _S[1]).sum()


def _sparse_tensor_dense_add(v, d):
    out = _S[0].ops.SparseTensorDenseAdd()(_S[0].Tensor([[0, 1], [1, 2]], _S[0].int32), v[0, :2],
                                           _S[0].Tensor([2, 3], _S[0].int32), d)
    return (out * _S[1]).sum()


def _sparse_tensor_dense_matmul(v, d):
    out = _S[0].ops.SparseTensorDenseMatmul()(_S[0].Tensor([[0, 1], [1, 2]], _S[0].int32), v[0, :2], (2, 3), d.T)
    return (out * _S[1][:, :2]).sum()


_S = []  # [ms, weight] of the running gradient case
_WEIGHT = np.array([[1., -2., 0.5], [0.25, 1.5, -1.]], np.float32)
_X = "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"
GRADS = grad_cases(_S, _WEIGHT, {
    "sparse_to_dense": (_sparse_to_dense, 0, _X),
    "sparse_tensor_dense_add": (_sparse_tensor_dense_add, (0, 1), _X, _X + " * 0.5"),
    "sparse_tensor_dense_matmul": (_sparse_tensor_dense_matmul, (0, 1), _X, _X + " * 0.5")})


CASES = {"sparse": SPARSE, "edit": EDIT, "grads": GRADS}
