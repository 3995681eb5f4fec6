"""``mindspore.COOTensor`` and ``mindspore.CSRTensor``: index and value Tensors of a 2-D sparse matrix, turned into
torch's sparse layouts (``torch.sparse_coo_tensor``, ``torch.sparse_csr_tensor``) to compute."""
import warnings

import torch

from .handles import wrap
from .tensor import Tensor

__all__ = ["COOTensor", "CSRTensor", "RowTensor"]


def _tensor(value, name):
    if not isinstance(value, Tensor):
        raise TypeError(f"For SparseTensors, '{name}' must be Tensor, but got {type(value)}.")
    return value


def _field(name, tensor):
    """A field of the printed form: Tensor(...) as MindSpore prints it inside a sparse tensor (no commas)."""
    head, value = repr(tensor).split("value=", 1)
    return f"{name}={head}value=" + value.lstrip(" ").replace(",", "")


class _Parts:
    """What COOTensor, CSRTensor and RowTensor share: ``values``, ``dtype`` and the printed form."""

    _values = _shape = None
    _fields = ()

    @property
    def values(self):
        return self._values

    @property
    def dtype(self):
        return self._values.dtype

    def __repr__(self):
        fields = ", ".join(_field(name, getattr(self, name)) for name in self._fields)
        return f"{type(self).__name__}(shape={list(self._shape)}, dtype={self.dtype}, {fields})"

    __str__ = __repr__


class _SparseTensor(_Parts):
    """What COOTensor and CSRTensor share: ``shape`` and the attributes derived from it and the values."""

    @property
    def shape(self):
        return self._shape

    @property
    def size(self):
        return self._values.size

    @property
    def itemsize(self):
        return self._values.itemsize

    @property
    def ndim(self):
        return len(self._shape)

    def to_dense(self):
        """The dense Tensor (torch's ``to_dense`` of the sparse layout; repeated indices add up)."""
        return wrap(self._torch().to_dense())

    def with_values(self, values):
        """The same sparse tensor with other values (a torch tensor)."""
        *parts, _, shape = self.to_tuple()
        return type(self)(*parts, wrap(values), shape)

    def astype(self, dtype):
        """``astype(dtype)``: the values cast to ``dtype`` (Tensor.astype), the indices kept."""
        return self.with_values(self._values.astype(dtype)._t)

    def abs(self):
        """``abs()``: the absolute values (torch.abs), the indices kept."""
        return self.with_values(self._values._t.abs())


class COOTensor(_SparseTensor):
    """``mindspore.COOTensor(indices=None, values=None, shape=None, coo_tensor=None)``: the non-zero ``values`` of a
    2-D ``shape`` at ``indices`` (N x 2); computes as ``torch.sparse_coo_tensor(indices.T, values, shape)``."""

    _fields = ("indices", "values")

    def __init__(self, indices=None, values=None, shape=None, coo_tensor=None):
        if coo_tensor is not None:
            indices, values, shape = coo_tensor.indices, coo_tensor.values, coo_tensor.shape
        indices, values = _tensor(indices, "indices"), _tensor(values, "values")
        shape = tuple(shape)
        if len(shape) != 2:
            raise ValueError(f"For COOTensor, the length of 'shape' must be 2, but got {shape}.")
        if indices.shape[0] != values.shape[0]:
            raise ValueError(f"For COOTensor, 'indices.shape[0]' must be euqal to 'values.shape[0]', but got "
                             f"'indices.shape[0]' = {indices.shape[0]} and 'values.shape[0]' = {values.shape[0]}.")
        self._indices, self._values, self._shape = indices, values, shape

    @property
    def indices(self):
        return self._indices

    def _torch(self):
        return torch.sparse_coo_tensor(self._indices._t.T.long(), self._values._t, self._shape,
                                       check_invariants=True)

    def to_tuple(self):
        return self._indices, self._values, self._shape

    def add(self, other, thresh):
        """``add(other, thresh)``: MindSpore's SparseAdd, a merge of the two index lists as they are ordered (both
        are taken as sorted row-major, as MindSpore's kernel takes them): an index in one operand only is kept, the
        sum at a shared index is kept unless its magnitude is below ``thresh``. Indices in this tensor's dtype,
        values in the promoted dtype."""
        for name, value in (("indices", other), ("astype", thresh)):
            if not hasattr(value, name):
                raise AttributeError(f"'{type(value).__name__}' object has no attribute '{name}'")
        dtype = torch.promote_types(self._values._t.dtype, other.values._t.dtype)
        limit = float(thresh._t.to(dtype))
        keys = [self._indices._t.tolist(), other.indices._t.tolist()]
        vals = [self._values._t.to(dtype).tolist(), other.values._t.to(dtype).tolist()]
        out_keys, out_vals, i, j = [], [], 0, 0
        while i < len(keys[0]) and j < len(keys[1]):
            if keys[0][i] == keys[1][j]:
                total = vals[0][i] + vals[1][j]
                if abs(total) >= limit:
                    out_keys.append(keys[0][i])
                    out_vals.append(total)
                i, j = i + 1, j + 1
            elif keys[0][i] < keys[1][j]:
                out_keys.append(keys[0][i])
                out_vals.append(vals[0][i])
                i += 1
            else:
                out_keys.append(keys[1][j])
                out_vals.append(vals[1][j])
                j += 1
        out_keys += keys[0][i:] + keys[1][j:]
        out_vals += vals[0][i:] + vals[1][j:]
        indices = torch.tensor(out_keys, dtype=self._indices._t.dtype).reshape(-1, 2)
        return COOTensor(wrap(indices), wrap(torch.tensor(out_vals, dtype=dtype)), self._shape)

    def coalesce(self):
        """``coalesce()``: the indices sorted row-major and made unique, the values of a repeated index summed
        (torch's ``coalesce``)."""
        merged = self._torch().coalesce()
        return COOTensor(wrap(merged.indices().T.to(self._indices._t.dtype).contiguous()), wrap(merged.values()),
                         self._shape)

    def to_csr(self):
        """``to_csr()``: the CSRTensor of the coalesced entries (Int32 indices only, as in MindSpore 2.10)."""
        if self._indices._t.dtype != torch.int32:
            raise TypeError(f"The dtype of row_indices only support Int32 for now, but got {self._indices.dtype}.")
        merged = self._torch().coalesce().to_sparse_csr()
        return CSRTensor(wrap(merged.crow_indices().int()), wrap(merged.col_indices().int()), wrap(merged.values()),
                         self._shape)


class CSRTensor(_SparseTensor):
    """``mindspore.CSRTensor(indptr=None, indices=None, values=None, shape=None, csr_tensor=None)``: a 2-D ``shape``
    in compressed rows (row ``i`` holds ``values[indptr[i]:indptr[i + 1]]`` at columns ``indices``); computes as
    ``torch.sparse_csr_tensor``."""

    _fields = ("indptr", "indices", "values")

    def __init__(self, indptr=None, indices=None, values=None, shape=None, csr_tensor=None):
        if csr_tensor is not None:
            indptr, indices, values, shape = csr_tensor.indptr, csr_tensor.indices, csr_tensor.values, csr_tensor.shape
        indptr, indices = _tensor(indptr, "indptr"), _tensor(indices, "indices")
        values, shape = _tensor(values, "values"), tuple(shape)
        if indptr.shape[0] != shape[0] + 1:
            raise ValueError(f"For CSRTensor, indptr must have length (1 + shape[0]), but got: {indptr.shape[0]}")
        self._indptr, self._indices, self._values, self._shape = indptr, indices, values, shape

    @property
    def indptr(self):
        return self._indptr

    @property
    def indices(self):
        return self._indices

    def _torch(self):
        with warnings.catch_warnings():  # torch's notice that its sparse CSR layout is in beta
            warnings.filterwarnings("ignore", "Sparse CSR tensor support is in beta", UserWarning)
            return torch.sparse_csr_tensor(self._indptr._t.long(), self._indices._t.long(), self._values._t,
                                           self._shape, check_invariants=True)

    def to_coo(self):
        """The COOTensor of the same entries (row indices from ``indptr``, in the dtype of ``indices``)."""
        rows = self.rows()
        indices = torch.stack([rows.to(self._indices._t.dtype), self._indices._t], 1)
        return COOTensor(wrap(indices), self._values, self._shape)

    def to_tuple(self):
        return self._indptr, self._indices, self._values, self._shape

    def rows(self):
        """The row of each stored value (a torch int64 tensor), from ``indptr``."""
        indptr = self._indptr._t.long()
        return torch.repeat_interleave(torch.arange(self._shape[0]), indptr[1:] - indptr[:-1])

    def add(self, b, alpha, beta):
        """``add(b, alpha, beta)``: alpha * self + beta * b over the union of the stored positions (columns sorted
        in each row; a sum of zero stays stored), as MindSpore's CSRSparseMatrixAdd."""
        rows = torch.cat([self.rows(), b.rows()])
        cols = torch.cat([self._indices._t, b.indices._t]).long()
        values = torch.cat([alpha._t * self._values._t, beta._t * b.values._t])
        merged = torch.sparse_coo_tensor(torch.stack([rows, cols]), values, self._shape, check_invariants=True)
        merged = merged.coalesce().to_sparse_csr()
        return CSRTensor(wrap(merged.crow_indices().to(self._indptr._t.dtype)),
                         wrap(merged.col_indices().to(self._indices._t.dtype)), wrap(merged.values()), self._shape)

    def mv(self, dense_vector):
        """``mv(dense_vector)``: the product with a (columns, 1) Tensor (torch.sparse.mm)."""
        dense = dense_vector._t
        if dense.dim() != 2:
            raise ValueError(f"Currently, only support 2-D inputs! But csr tensor has {len(self._shape)} dimensions, "
                             f"and dense tensor has {dense.dim()} dimension(s). ")
        if tuple(dense.shape) != (self._shape[1], 1):
            raise ValueError(f"The dense_vector's shape should be ({self._shape[1]}, 1), but its current shape is: "
                             f"{tuple(dense.shape)}.")
        return self.mm(dense_vector)

    def mm(self, matrix):
        """``mm(matrix)``: the product with a dense Tensor (torch.sparse.mm); a CSRTensor ``matrix`` (MindSpore
        2.10 has no CPU kernel for it) raises NotImplementedError."""
        if isinstance(matrix, CSRTensor):
            raise NotImplementedError("CSRTensor.mm of two CSRTensors is not supported by msbridge.")
        return wrap(torch.sparse.mm(self._torch(), matrix._t.to(self._values._t.dtype)))

    def sum(self, axis):
        """``sum(axis)``: the row sums as a (rows, 1) Tensor; ``axis`` must be 1 (or -1)."""
        if axis not in (1, -1):
            raise ValueError(f"For CSRReduceSum, `axis` should be 1 or 1-dim. But got `axis`: {axis}and `1- dim`: "
                             "-1.")
        sums = torch.zeros(self._shape[0], dtype=self._values._t.dtype).index_add_(0, self.rows(), self._values._t)
        return wrap(sums.unsqueeze(1))


class RowTensor(_Parts):
    """``mindspore.RowTensor(indices=None, values=None, shape=None, row_tensor=None)``: the rows ``values`` of a
    dense tensor of the tuple ``shape`` at the first-axis positions ``indices`` (``dense[indices[i]] =
    values[i]``); a container of its parts, as in MindSpore."""

    _fields = ("indices", "values")

    def __init__(self, indices=None, values=None, shape=None, row_tensor=None):
        if row_tensor is not None:
            indices, values, shape = row_tensor.indices, row_tensor.values, row_tensor.dense_shape
        if not isinstance(shape, tuple):
            raise TypeError(f"For RowTensor, 'shape' must be a tuple, but got {type(shape).__name__}.")
        self._indices, self._values, self._shape = _tensor(indices, "indices"), _tensor(values, "values"), shape

    @property
    def indices(self):
        return self._indices

    @property
    def dense_shape(self):
        return self._shape
