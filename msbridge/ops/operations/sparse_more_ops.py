"""Issue 17, primitive classes of sparse (indices, values, shape) inputs and ragged ranges: ``ops.SparseToDense``,
``ops.SparseTensorDenseAdd``, ``ops.SparseTensorDenseMatmul``, ``ops.RaggedRange`` and ``ops.EditDistance``."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import math_func as M
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive

__all__ = ["SparseToDense", "SparseTensorDenseAdd", "SparseTensorDenseMatmul", "RaggedRange", "EditDistance"]

_INDEX_DTYPES = (torch.int32, torch.int64)


def _dtype_name(t):
    return f"Tensor[{mstype.from_torch_dtype(t.dtype)}]"


def _same_dtype(api, named):
    """MindSpore's TypeError when the tensors ``{name: torch tensor}`` differ in dtype."""
    (first, a), *rest = named.items()
    for name, b in rest:
        if b.dtype != a.dtype:
            raise TypeError(f"For primitive[{api}], the input type must be same. name:[{first}]:{_dtype_name(a)}. "
                            f"name:[{name}]:{_dtype_name(b)}.")


def _dense_of(api, indices, values, shape, accumulate=True):
    """The dense torch tensor of ``values`` at the N x rank ``indices`` in ``shape`` (a tuple or an integer
    Tensor) (torch.index_put into zeros); repeated indices add up when ``accumulate``, else the last one stays."""
    i, v = tensor_of(indices, api, "indices"), tensor_of(values, api, "values")
    if i.dtype not in _INDEX_DTYPES:
        raise TypeError(f"For primitive[{api}], the input argument[indices] must be a type of {{Tensor[Int32], "
                        f"Tensor[Int64]}}, but got {_dtype_name(i)}.")
    size = tuple(int(s) for s in (shape._t.tolist() if isinstance(shape, Tensor) else shape))
    if i.dim() != 2 or i.shape[0] != v.numel() or i.shape[1] != len(size):
        raise ValueError(f"For primitive[{api}], 'indices' must be ({v.numel()}, {len(size)}) for {v.numel()} "
                         f"values of a rank-{len(size)} shape, but got {tuple(i.shape)}.")
    for axis, bound in enumerate(size):
        bad = i[:, axis][(i[:, axis] < 0) | (i[:, axis] >= bound)]
        if bad.numel():
            raise ValueError(f"For '{api}', the {axis}th dimension index {int(bad[0])} of 'output' out of bounds: "
                             f"[0, {bound})")
    zeros = torch.zeros(size, dtype=v.dtype, device=v.device)
    return zeros.index_put(tuple(i.T.long()), v.reshape(-1), accumulate)


class SparseToDense(FunctionPrimitive):
    """``ops.SparseToDense()(indices, values, dense_shape)``: the dense Tensor of ``values`` at ``indices``
    (torch.index_put into zeros; of repeated indices the last one stays, as in MindSpore)."""

    @staticmethod
    def fn(indices, values, dense_shape):
        return _wrap(_dense_of("SparseToDense", indices, values, dense_shape, accumulate=False))


class SparseTensorDenseAdd(FunctionPrimitive):
    """``ops.SparseTensorDenseAdd()(x1_indices, x1_values, x1_shape, x2)``: the sparse tensor plus the dense ``x2``
    of the same shape and dtype (``x1_shape`` a Tensor of the indices' dtype)."""

    @staticmethod
    def fn(x1_indices, x1_values, x1_shape, x2):
        api = "SparseTensorDenseAdd"
        i, shape = tensor_of(x1_indices, api, "indices"), tensor_of(x1_shape, api, "shape")
        _same_dtype(api, {"indices": i, "shape": shape})
        dense = tensor_of(x2, api, "x2")
        _same_dtype(api, {"values": tensor_of(x1_values, api, "values"), "x2": dense})
        for axis, (a, b) in enumerate(zip(shape.tolist(), dense.shape)):
            if a != b:
                raise RuntimeError(f"For '{api}', Dimension [{axis}] does not equal(no broadcasting is supported): "
                                   f"x1_shape side {a} vs x2_shape side {b}.")
        return _wrap(_dense_of(api, x1_indices, x1_values, x1_shape) + dense)


class SparseTensorDenseMatmul(AttrPrimitive):
    """``ops.SparseTensorDenseMatmul(adjoint_st=False, adjoint_dt=False)(indices, values, sparse_shape, dense)``:
    the 2-D sparse matrix times ``dense``, either transposed first (``ops.matmul`` of the dense form)."""
    _attrs = (("adjoint_st", False), ("adjoint_dt", False))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("adjoint_st", "adjoint_dt"):
            check.check_value_type(getattr(self, name), [bool], name, "SparseTensorDenseMatmul")

    def __call__(self, indices, values, sparse_shape, dense):
        api = "SparseTensorDenseMatmul"
        _same_dtype(api, {"values": tensor_of(values, api, "values"), "x2": tensor_of(dense, api, "dense")})
        sparse = _dense_of(api, indices, values, sparse_shape)
        return M.matmul(_wrap(sparse.T if self.adjoint_st else sparse), dense.swapaxes(0, 1) if self.adjoint_dt
                        else dense)


class RaggedRange(AttrPrimitive):
    """``ops.RaggedRange(Tsplits)(starts, limits, deltas)``: the ranges ``arange(starts[i], limits[i],
    deltas[i])`` concatenated, and their row splits (``Tsplits`` Int32 or Int64) (torch.arange)."""
    _attrs = (("Tsplits", REQUIRED),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.Tsplits not in (mstype.int64, mstype.int32):
            raise TypeError("For 'RaggedRange', the 'Tsplits' should be one of [mindspore.int64, mindspore.int32], "
                            f"but got '{self.Tsplits}'.")

    def __call__(self, starts, limits, deltas):
        api = "RaggedRange"
        parts = [tensor_of(v, api, n) for v, n in ((starts, "starts"), (limits, "limits"), (deltas, "deltas"))]
        for t, name in zip(parts, ("starts", "limits", "deltas")):
            if t.dim() > 1:
                raise ValueError(f"For primitive[RaggedRange], the dimension of RaggedRange input {name} must be "
                                 f"less than 2, but got {t.dim()}.")
        if len({p.dtype for p in parts}) > 1 or len({tuple(p.reshape(-1).shape) for p in parts}) > 1:
            shapes = ", ".join(f"{n} {tuple(p.reshape(-1).shape)}" for p, n in zip(parts, ("starts", "limits",
                                                                                            "deltas")))
            kind = TypeError if len({p.dtype for p in parts}) > 1 else ValueError
            raise kind(f"For RaggedRange, starts, limits, and deltas must have the same type and shape, but got "
                       f"{shapes} of dtypes {[_dtype_name(p) for p in parts]}.")
        rows = [p.reshape(-1) for p in parts]
        if bool((rows[2] == 0).any()):
            raise ValueError("For RaggedRange, requires input delta != 0.")
        ranges = [torch.arange(s, l, d, dtype=rows[0].dtype) if (l - s) * d > 0 else rows[0][:0]
                  for s, l, d in zip(*(r.tolist() for r in rows))]
        splits = torch.tensor([0] + [len(r) for r in ranges]).cumsum(0)
        return (_wrap(splits.to(mstype.to_torch_dtype(self.Tsplits))),
                _wrap(torch.cat(ranges) if ranges else rows[0][:0]))


def _sequences(indices, values, batch):
    """``{batch position: [values in order of the last index]}`` of a sparse tensor of sequences."""
    groups = {}
    for row, value in sorted(zip(indices.tolist(), values.tolist()), key=lambda item: item[0]):
        position = tuple(row[:-1])
        if any(p >= b for p, b in zip(position, batch)):
            continue
        groups.setdefault(position, []).append(value)
    return groups


def _levenshtein(a, b):
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


class EditDistance(AttrPrimitive):
    """``ops.EditDistance(normalize=True)(hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices,
    truth_values, truth_shape)``: the Levenshtein distance between the sequences (last axis) of two sparse
    tensors at each batch position, divided by the truth's length when ``normalize`` (inf for an empty truth, 0
    when both are empty); Float32, computed per position in Python."""
    _attrs = (("normalize", True),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.normalize, [bool], "normalize", "EditDistance")

    def __call__(self, hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices, truth_values,
                 truth_shape):
        names = ("hypothesis_indices", "hypothesis_values", "hypothesis_shape", "truth_indices", "truth_values",
                 "truth_shape")
        args = dict(zip(names, (tensor_of(v, "EditDistance", n) for v, n in zip(
            (hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices, truth_values, truth_shape),
            names))))
        for name in ("hypothesis_indices", "hypothesis_shape", "truth_indices", "truth_shape"):
            if args[name].dtype != torch.int64:
                raise TypeError(f"For primitive[EditDistance], the input argument[{name}] must be a type of "
                                f"{{Tensor[Int64]}}, but got {_dtype_name(args[name])}.")
        if args["hypothesis_values"].dtype != args["truth_values"].dtype:
            raise TypeError(f"Dtype of hypothesis_values and truth_values must be the same, but got hypothesis_values: "
                            f"{_dtype_name(args['hypothesis_values'])}, truth_values: "
                            f"{_dtype_name(args['truth_values'])}.")
        hyp_shape, truth_shape = args["hypothesis_shape"].tolist(), args["truth_shape"].tolist()
        if len(hyp_shape) != len(truth_shape):
            raise ValueError(f"hypothesis_shape should be equal to truth_shape but got hypothesis_shape: "
                             f"{len(hyp_shape)} and truth_shape: {len(truth_shape)}.")
        batch = [max(a, b) for a, b in zip(hyp_shape[:-1], truth_shape[:-1])]
        hyp = _sequences(args["hypothesis_indices"], args["hypothesis_values"], hyp_shape[:-1])
        truth = _sequences(args["truth_indices"], args["truth_values"], truth_shape[:-1])
        out = torch.zeros(batch, dtype=torch.float32)
        for position in set(hyp) | set(truth):
            a, b = hyp.get(position, []), truth.get(position, [])
            distance = float(_levenshtein(a, b))
            if self.normalize:
                distance = distance / len(b) if b else (float("inf") if a else 0.0)
            out[position] = distance
        return _wrap(out)
