"""``mindspore.nn`` sparse Cells: SparseToDense (``COOTensor.to_dense``) and SparseTensorDenseMatmul (the
primitive ``ops.SparseTensorDenseMatmul``)."""
from ...ops.operations.sparse_more_ops import SparseTensorDenseMatmul as _SparseTensorDenseMatmul
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
    (``adjoint_*``): the primitive ``ops.SparseTensorDenseMatmul``."""

    def __init__(self, adjoint_st=False, adjoint_dt=False):
        super().__init__()
        self.adj_st = adjoint_st
        self.adj_dt = adjoint_dt
        self.sparse_dense_matmul = _SparseTensorDenseMatmul(adjoint_st, adjoint_dt)

    def construct(self, indices, values, sparse_shape, dense):
        return self.sparse_dense_matmul(indices, values, sparse_shape, dense)
