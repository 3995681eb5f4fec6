"""The functional ops over ``COOTensor`` / ``CSRTensor`` (``ops.coo_abs``, ``ops.csr_to_dense``, ...): an
element-wise op maps the stored values through the dense op of the same name and keeps the indices, as
MindSpore's do."""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.sparse_tensor import COOTensor, CSRTensor, RowTensor
from ...common.tensor import Tensor
from . import math_func as M
from . import nn_func as N
from ._utils import tensor_of

# MindSpore's element-wise sparse ops -> the dense op applied to the values
_ELEMENTWISE = {
    "abs": M.abs, "acos": M.acos, "acosh": M.acosh, "asin": M.asin, "asinh": M.asinh, "atan": M.atan,
    "atanh": M.atanh, "ceil": M.ceil, "cos": M.cos, "cosh": M.cosh, "exp": M.exp, "expm1": M.expm1,
    "floor": M.floor, "inv": M.reciprocal, "isfinite": M.isfinite, "isinf": M.isinf, "isnan": M.isnan, "log": M.log,
    "log1p": M.log1p, "neg": M.neg, "relu": N.relu, "relu6": N.relu6, "round": M.round, "sigmoid": N.sigmoid,
    "sin": M.sin, "sinh": M.sinh, "softsign": N.softsign, "sqrt": M.sqrt, "square": M.square, "tan": M.tan,
    "tanh": M.tanh,
}


def _elementwise(kind, name, dense_op):
    def op(x):
        if not isinstance(x, kind):
            raise TypeError(f"Expects {kind.__name__} for {op.__name__}")
        parts = x.to_tuple()
        return kind(*parts[:-2], dense_op(parts[-2]), parts[-1])
    op.__name__ = f"{kind.__name__[:3].lower()}_{name}"
    op.__doc__ = (f"``ops.{op.__name__}(x)``: ``ops.{name}`` of the values of a {kind.__name__} (same indices).")
    return op


__all__ = []
for _name, _op in _ELEMENTWISE.items():
    for _kind in (COOTensor, CSRTensor):
        _fn = _elementwise(_kind, _name, _op)
        globals()[_fn.__name__] = _fn
        __all__.append(_fn.__name__)


def _check_csr(value, api):
    if not isinstance(value, CSRTensor):
        raise TypeError(f"For functional operator {api}, input argument must be a CSRTensor.")
    return value


def csr_to_coo(tensor):
    """``ops.csr_to_coo``: ``CSRTensor.to_coo``."""
    return _check_csr(tensor, "csr_to_coo").to_coo()


def csr_to_dense(csr_tensor):
    """``ops.csr_to_dense``: ``CSRTensor.to_dense`` (torch's sparse CSR ``to_dense``)."""
    return _check_csr(csr_tensor, "csr_to_dense").to_dense()


__all__ += ["csr_to_coo", "csr_to_dense"]


def coo_add(x1, x2, thresh):
    """``ops.coo_add(x1, x2, thresh)``: ``COOTensor.add`` (MindSpore's SparseAdd merge of the two index lists)."""
    return x1.add(x2, thresh)


def csr_add(a, b, alpha, beta):
    """``ops.csr_add(a, b, alpha, beta)``: ``CSRTensor.add``, alpha * a + beta * b."""
    if not (isinstance(a, CSRTensor) and isinstance(b, CSRTensor)):
        raise TypeError("For functional operator csr_add, both inputs a and b must be type of CSRTensor.")
    if not (isinstance(alpha, Tensor) and isinstance(beta, Tensor)):
        raise TypeError("For functional operator csr_add, both inputs alpha and beta must be Tensor.")
    return a.add(b, alpha, beta)


def csr_mv(csr_tensor, dense):
    """``ops.csr_mv(csr_tensor, dense)``: ``CSRTensor.mv`` (torch.sparse.mm with a (columns, 1) Tensor)."""
    return _check_csr(csr_tensor, "csr_mv").mv(dense)


def csr_reduce_sum(csr_tensor, axis):
    """``ops.csr_reduce_sum(csr_tensor, axis)``: ``CSRTensor.sum(axis)``, the (rows, 1) row sums."""
    return _check_csr(csr_tensor, "csr_reduce_sum").sum(axis)


def _at_entries(indptr, indices, dense, shape):
    """The values of ``dense`` (broadcast to ``shape``) at the stored positions of a CSR layout (torch)."""
    rows = CSRTensor(indptr, indices, _wrap(torch.empty(indices.shape[0])), shape).rows()
    return torch.broadcast_to(dense._t, tuple(shape))[rows, indices._t.long()]


def csr_gather(*args):
    """``ops.csr_gather(indptr, indices, dense, sparse_shape)`` (positional only, as MindSpore's ``(*args)``): the
    values of ``dense`` at the positions of a CSR layout (advanced indexing)."""
    return _wrap(_at_entries(*args))


def _csr_with_dense(x, y, api, torch_op):
    x = _check_csr(x, api)
    return x.with_values(torch_op(x.values._t, _at_entries(x.indptr, x.indices, y, x.shape)))


def csr_mul(x, y):
    """``ops.csr_mul(x, y)``: the stored values of ``x`` times ``y`` (broadcast to x's shape) at their positions."""
    return _csr_with_dense(x, y, "csr_mul", torch.mul)


def csr_div(x, y):
    """``ops.csr_div(x, y)``: the stored values of ``x`` divided by ``y`` (broadcast) at their positions."""
    return _csr_with_dense(x, y, "csr_div", torch.div)


def csr_softmax(logits, dtype):
    """``ops.csr_softmax(logits, dtype)``: the softmax of the stored values of each row (torch.softmax over a
    row's values: exp(v - row max) / row sum)."""
    if not isinstance(logits, CSRTensor):
        raise TypeError("For functional operator sparse_matrix_softmax, logits must be type of CSRTensor.")
    values, rows = logits.values._t, logits.rows()
    peak = torch.full((logits.shape[0],), -torch.inf, dtype=values.dtype).scatter_reduce(0, rows, values, "amax")
    exps = torch.exp(values - peak[rows])
    return logits.with_values(exps / torch.zeros_like(peak).index_add_(0, rows, exps)[rows])


def coo2csr(*args):
    """``ops.coo2csr(row_indices, height)`` (positional only, as MindSpore's ``(*args)``): the ``indptr`` (height + 1
    long) of sorted COO row indices."""
    row_indices, height = args
    rows = row_indices._t
    counts = torch.bincount(rows.long(), minlength=height)[:height]
    return _wrap(torch.cat([counts.new_zeros(1), counts.cumsum(0)]).to(rows.dtype))


def csr2coo(*args):
    """``ops.csr2coo(indptr, nnz)`` (positional only, as MindSpore's ``(*args)``): the row index of each of the
    ``nnz`` stored values of a CSR ``indptr``."""
    indptr, nnz = args
    ptr = indptr._t
    return _wrap(torch.repeat_interleave(torch.arange(ptr.shape[0] - 1, dtype=ptr.dtype), (ptr[1:] - ptr[:-1]).long(),
                                         output_size=nnz))


def coo_concat(sp_input, concat_dim=0):
    """``ops.coo_concat(sp_input, concat_dim=0)``: the COOTensors side by side along ``concat_dim`` (their indices
    offset, the entries sorted row-major as MindSpore's SparseConcat orders them)."""
    indices, values, offset = [], [], 0
    for coo in sp_input:
        shift = torch.zeros(2, dtype=coo.indices._t.dtype)
        shift[concat_dim] = offset
        indices.append(coo.indices._t + shift)
        values.append(coo.values._t)
        offset += coo.shape[concat_dim]
    indices, values = torch.cat(indices), torch.cat(values)
    order = torch.sort(indices[:, 0] * (indices[:, 1].max() + 1) + indices[:, 1], stable=True).indices
    shape = list(sp_input[0].shape)
    shape[concat_dim] = offset
    return COOTensor(_wrap(indices[order]), _wrap(values[order]), tuple(shape))


def dense_to_sparse_coo(tensor):
    """``ops.dense_to_sparse_coo(tensor)``: the non-zero entries, row-major, with Int32 indices (torch.nonzero)."""
    t = tensor._t
    indices = torch.nonzero(t)
    return COOTensor(_wrap(indices.int()), _wrap(t[tuple(indices.T)]), tuple(t.shape))


def dense_to_sparse_csr(tensor):
    """``ops.dense_to_sparse_csr(tensor)``: the non-zero entries in compressed rows with Int32 indptr / indices
    (torch's ``to_sparse_csr`` without the zeros)."""
    coo = dense_to_sparse_coo(tensor)
    return CSRTensor(coo2csr(_wrap(coo.indices._t[:, 0]), tensor.shape[0]), _wrap(coo.indices._t[:, 1]), coo.values,
                     tuple(tensor.shape))


__all__ += ["coo_add", "csr_add", "csr_mv", "csr_reduce_sum", "csr_gather", "csr_mul", "csr_div", "csr_softmax",
            "coo2csr", "csr2coo", "coo_concat", "dense_to_sparse_coo", "dense_to_sparse_csr"]


# --- issue 17, sparse_optim slice: coalesce, sparse_segment_mean, make_sparse_tensor, csr_mm -----------------------
def _dtype_text(t):
    return f"Tensor[{mstype.from_torch_dtype(t.dtype)}]"


def _check_dtype(t, api, name, dtypes):
    if t.dtype not in dtypes:
        names = ", ".join(f"Tensor[{mstype.from_torch_dtype(d)}]" for d in dtypes)
        raise TypeError(f"For primitive[{api}], the input argument[{name}] must be a type of {{{names}}}, but got "
                        f"{_dtype_text(t)}.")
    return t


_FLOATS = (torch.float16, torch.float32, torch.float64)


def check_sparse_parts(api, indices, values, shape, entries_axis):
    """MindSpore's ValueError unless the torch ``indices`` (entries along ``entries_axis``, one coordinate per
    dimension along the other) hold as many entries as ``values`` and as many coordinates as ``shape`` has
    dimensions (their ranks already checked)."""
    entries, rank = indices.shape[entries_axis], indices.shape[1 - entries_axis]
    if entries != values.shape[0]:
        raise ValueError(f"For {api}, the indices {list(indices.shape)} hold {entries} entries, but the values have "
                         f"{values.shape[0]}.")
    if rank != shape.shape[0]:
        raise ValueError(f"For {api}, the indices {list(indices.shape)} hold {rank} coordinates per entry, but the "
                         f"shape has {shape.shape[0]} dimensions.")


def coalesce(x_indices, x_values, x_shape):
    """``ops.coalesce(x_indices, x_values, x_shape)``: the sparse tensor of the (rank, N) Int64 ``x_indices`` and
    ``x_values`` with its indices sorted row-major and made unique, the values of a repeated index summed
    (torch.sparse_coo_tensor(...).coalesce()). Returns (y_indices, y_values, y_shape)."""
    api = "Coalesce"
    i, v, s = (tensor_of(x, api, n) for x, n in ((x_indices, "x_indices"), (x_values, "x_values"),
                                                 (x_shape, "x_shape")))
    _check_dtype(v, api, "x_values", _FLOATS)
    _check_dtype(i, api, "x_indices", (torch.int64,))
    _check_dtype(s, api, "x_shape", (torch.int64,))
    if i.dim() != 2 or v.dim() != 1 or s.dim() != 1:
        raise ValueError(f"For '{api}' x_indices must be a 2-D tensor, x_values and x_shape must be a 1-D tensor, but "
                         f"got x_indices is a {i.dim()}-D tensor, got x_values is a {v.dim()}-D tensor, got x_shape "
                         f"is a {s.dim()}-D tensor.")
    check_sparse_parts(api, i, v, s, entries_axis=1)
    outside = (i >= s.unsqueeze(1)).nonzero()
    if len(outside):
        row, col = outside[0].tolist()
        raise ValueError(f"For {api}, values of elements of x_indices can not exceed the limit set by x_shape, but "
                         f"got x_indices[{row}][{col}] = {int(i[row, col])}, got x_shape[{row}] = {int(s[row])}")
    merged = torch.sparse_coo_tensor(i, v, tuple(s.tolist()), check_invariants=True).coalesce()
    return _wrap(merged.indices()), _wrap(merged.values()), _wrap(s.clone())


def sparse_segment_mean(x, indices, segment_ids):
    """``ops.sparse_segment_mean(x, indices, segment_ids)``: row ``k`` of the result is the mean of the rows
    ``x[indices[j]]`` with ``segment_ids[j] == k`` (0 where there are none), for ``k`` up to the last (sorted)
    segment id (torch index_add_ of the rows, divided by the counts)."""
    api = "SparseSegmentMean"
    t, idx, seg = (tensor_of(a, api, n) for a, n in ((x, "x"), (indices, "indices"), (segment_ids, "segment_ids")))
    _check_dtype(t, api, "x", _FLOATS)
    if idx.dtype != seg.dtype or idx.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[{api}], the input type must be same. name:[indices]:{_dtype_text(idx)}. "
                        f"name:[segment_ids]:{_dtype_text(seg)}.")
    if t.dim() < 1:
        raise ValueError(f"For primitive[{api}], the rank of 'x' must be greater than or equal to 1, but got 0.")
    for name, ids in (("indices", idx), ("segment_ids", seg)):
        if ids.dim() != 1:
            raise ValueError(f"For primitive[{api}], the rank of '{name}' must be equal to 1, but got {ids.dim()}.")
    if idx.shape[0] != seg.shape[0]:
        raise ValueError(f"For '{api}', the size of 'indices' and 'segment_ids' must be the same, but got "
                         f"{idx.shape[0]} vs {seg.shape[0]}.")
    if not idx.numel():
        raise RuntimeError(f"For '{api}', 'indices' and 'segment_ids' must not be empty.")
    bad = idx[(idx < 0) | (idx >= t.shape[0])]
    if bad.numel():
        raise RuntimeError(f"For '{api}', the 'indices' {int(bad[0])} is out of range[0, {t.shape[0]}).")
    if bool((seg < 0).any()) or bool((seg[1:] < seg[:-1]).any()):
        raise RuntimeError(f"For '{api}', the input 'segment_ids' must be sorted and non-negative.")
    rows = int(seg[-1]) + 1
    sums = t.new_zeros((rows,) + tuple(t.shape[1:])).index_add_(0, seg.long(), t[idx.long()])
    counts = torch.bincount(seg.long(), minlength=rows).clamp(min=1).to(t.dtype)
    return _wrap(sums / counts.reshape((rows,) + (1,) * (t.dim() - 1)))


def make_sparse_tensor(indices, values, dense_shape):
    """``ops.make_sparse_tensor(indices, values, dense_shape)``: ``COOTensor(indices, values, dense_shape)``."""
    return COOTensor(indices, values, dense_shape)


def _operand(csr, trans, adjoint):
    """An operand of csr_mm as a coalesced torch COO matrix, transposed when ``trans`` or ``adjoint`` (conjugated
    too when ``adjoint``)."""
    coo = csr.to_sparse_coo()
    coo = coo.t() if trans or adjoint else coo
    return (coo.conj_physical() if adjoint and coo.is_complex() else coo).coalesce()


def make_row_tensor(indices, values, dense_shape):
    """``ops.make_row_tensor(indices, values, dense_shape)``: ``RowTensor(indices, values, dense_shape)``."""
    return RowTensor(indices, values, dense_shape)


def csr_mm(a, b, trans_a=False, trans_b=False, adjoint_a=False, adjoint_b=False):
    """``ops.csr_mm(a, b, trans_a=False, trans_b=False, adjoint_a=False, adjoint_b=False)``: the CSRTensor product
    of two CSRTensors (torch.sparse.mm of their coalesced COO forms, back in CSR), either transposed (adjoint:
    conjugated too) first."""
    if not (isinstance(a, CSRTensor) and isinstance(b, CSRTensor)):
        raise TypeError("For functional operator csr_mm, inputs a and b must be type of CSRTensor currently.")
    left, right = (_operand(x._torch(), trans, adjoint) for x, trans, adjoint in ((a, trans_a, adjoint_a),
                                                                                   (b, trans_b, adjoint_b)))
    if left.shape[1] != right.shape[0]:
        raise ValueError(f"For functional operator csr_mm, the columns of a ({left.shape[1]}) must equal the rows of b "
                         f"({right.shape[0]}), but got the shapes {tuple(left.shape)} and {tuple(right.shape)}.")
    product = torch.sparse.mm(left, right).coalesce().to_sparse_csr()
    return CSRTensor(_wrap(product.crow_indices().to(a.indptr._t.dtype)),
                     _wrap(product.col_indices().to(a.indices._t.dtype)), _wrap(product.values()),
                     (left.shape[0], right.shape[1]))


__all__ += ["coalesce", "sparse_segment_mean", "make_sparse_tensor", "make_row_tensor", "csr_mm"]
