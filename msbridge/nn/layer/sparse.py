"""``mindspore.nn`` sparse Cells: SparseToDense and SparseTensorDenseMatmul, over ``COOTensor.to_dense``
(``torch.sparse_coo_tensor(...).to_dense()``)."""
from ...common.sparse_tensor import COOTensor
from ...ops.function.math_func import matmul
from ..cell import Cell

__all__ = ["SparseToDense", "SparseTensorDenseMatmul"]


class SparseToDense(Cell):
    """``nn.SparseToDense()(sparse_tensor)``: the dense Tensor of a COOTensor, ``COOTensor.to_dense()``. Deprecated
    since MindSpore 2.0 for ``COOTensor.to_dense``."""

    def __init__(self):
        super().__init__()

    def construct(self, sparse_tensor):
        return sparse_tensor.to_dense()


class SparseTensorDenseMatmul(Cell):
    """``nn.SparseTensorDenseMatmul(adjoint_st=False, adjoint_dt=False)(indices, values, sparse_shape, dense)``: the
    2-D sparse matrix (``indices`` N x 2, ``values``, ``sparse_shape``) times ``dense``, either transposed first
    (``adjoint_*``): ``ops.matmul`` of ``COOTensor(indices, values, sparse_shape).to_dense()``."""

    def __init__(self, adjoint_st=False, adjoint_dt=False):
        super().__init__()
        self.adj_st = adjoint_st
        self.adj_dt = adjoint_dt

    def construct(self, indices, values, sparse_shape, dense):
        sparse = COOTensor(indices, values, sparse_shape).to_dense()
        return matmul(sparse.swapaxes(0, 1) if self.adj_st else sparse, dense.swapaxes(0, 1) if self.adj_dt else dense)
