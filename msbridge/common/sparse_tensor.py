"""``mindspore.COOTensor`` and ``mindspore.CSRTensor``: index and value Tensors of a 2-D sparse matrix, turned into
torch's sparse layouts (``torch.sparse_coo_tensor``, ``torch.sparse_csr_tensor``) to compute."""
import warnings

import torch

from .handles import wrap
from .tensor import Tensor

__all__ = ["COOTensor", "CSRTensor"]


def _tensor(value, name):
    if not isinstance(value, Tensor):
        raise TypeError(f"For SparseTensors, '{name}' must be Tensor, but got {type(value)}.")
    return value


def _field(name, tensor):
    """A field of the printed form: Tensor(...) as MindSpore prints it inside a sparse tensor (no commas)."""
    head, value = repr(tensor).split("value=", 1)
    return f"{name}={head}value=" + value.lstrip(" ").replace(",", "")


class _SparseTensor:
    """What COOTensor and CSRTensor share: ``values``, ``shape`` and the attributes derived from them."""

    _values = _shape = None

    @property
    def values(self):
        return self._values

    @property
    def shape(self):
        return self._shape

    @property
    def dtype(self):
        return self._values.dtype

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

    def __repr__(self):
        fields = ", ".join(_field(name, getattr(self, name)) for name in self._fields)
        return f"{type(self).__name__}(shape={list(self._shape)}, dtype={self.dtype}, {fields})"

    __str__ = __repr__


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
        indptr = self._indptr._t.long()
        rows = torch.repeat_interleave(torch.arange(self._shape[0]), indptr[1:] - indptr[:-1])
        indices = torch.stack([rows.to(self._indices._t.dtype), self._indices._t], 1)
        return COOTensor(wrap(indices), self._values, self._shape)

    def to_tuple(self):
        return self._indptr, self._indices, self._values, self._shape
