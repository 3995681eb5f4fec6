"""mindspore.nn layers: embedding (Embedding, EmbeddingLookup, MultiFieldEmbeddingLookup)."""
import numpy as np
import torch

from ..._checkparam import check_input_dtype, check_positive_float, check_positive_int, check_string, \
    check_tensor_dtype, check_value_type
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ...ops.function.array_func import expand_dims, gather, unsorted_segment_max, unsorted_segment_sum, where
from ...ops.function.sequence_func import embedding_lookup_t
from .._amp_state import cast
from ..cell import Cell
from .basic import ClipByNorm

__all__ = ["Embedding", "EmbeddingLookup", "MultiFieldEmbeddingLookup"]

_LOWEST_FLOAT32 = -3.402823466e+38
_INDEX_DTYPES = frozenset((torch.int16, torch.int32, torch.int64))
_ONE_HOT_INDEX_DTYPES = frozenset((torch.int32, torch.int64))


def _check_padding_idx(padding_idx, vocab_size):
    if not isinstance(padding_idx, int) or isinstance(padding_idx, bool):
        raise TypeError(f"For 'Embedding', the 'padding_idx' must be 'int',  but got '{type(padding_idx).__name__}'.")
    if not 0 <= padding_idx < vocab_size:
        raise ValueError(f"For 'Embedding', the 'padding_idx' must be in range of [0, {vocab_size}), "
                         f"but got {padding_idx} with type 'int'.")
    return padding_idx


class Embedding(Cell):
    """``nn.Embedding``: row lookup ``embedding_table[ids]`` (torch indexing) in the Parameter ``embedding_table``.

    ``padding_idx`` only zeroes that row at construction (its gradient is not masked, as in MindSpore);
    ``use_one_hot=True`` gives the one-hot matmul's result: ids outside [0, vocab_size) give zero rows.
    """

    def __init__(self, vocab_size, embedding_size, use_one_hot=False, embedding_table="normal",
                 dtype=mstype.float32, padding_idx=None):
        super().__init__()
        self.vocab_size = check_value_type(vocab_size, [int], "vocab_size", "Embedding")
        self.embedding_size = check_value_type(embedding_size, [int], "embedding_size", "Embedding")
        self.use_one_hot = check_value_type(use_one_hot, [bool], "use_one_hot", "Embedding")
        if dtype not in mstype.number_type:
            raise TypeError(f"For 'Embedding', the element of 'dtype' must be one of "
                            f"{', '.join(str(d) for d in mstype.number_type)}, but got {dtype}.")
        self.dtype = dtype
        table = initializer(embedding_table, [vocab_size, embedding_size])
        self.padding_idx = padding_idx
        if padding_idx is not None:
            _check_padding_idx(padding_idx, vocab_size)
            table = table.copy()
            table._t[padding_idx] = 0
        self.embedding_table = Parameter(table, name="embedding_table")

    def construct(self, ids):
        t = ids._t
        table = cast(self.embedding_table._t)
        if self.use_one_hot:
            return _wrap(self._one_hot_lookup(t, table))
        check_input_dtype(t, _INDEX_DTYPES, "Embedding")
        try:
            return _wrap(table[t if t.dtype in (torch.int32, torch.int64) else t.long()])
        except IndexError:
            raise RuntimeError(f"For 'Gather', the 'input_indices' should be in the range "
                               f"[{-self.vocab_size}, {self.vocab_size}), but got ids in "
                               f"[{int(t.min())}, {int(t.max())}].") from None

    def _one_hot_lookup(self, t, table):
        check_input_dtype(t, _ONE_HOT_INDEX_DTYPES, "OneHot")
        if mstype.to_torch_dtype(self.dtype) != table.dtype:
            raise TypeError(f"For 'MatMul', the one-hot ids ({self.dtype}) and the embedding table "
                            f"({mstype.from_torch_dtype(table.dtype)}) must have the same dtype.")
        valid = (t >= 0) & (t < self.vocab_size)
        rows = table[torch.where(valid, t, 0)]
        return rows * valid.unsqueeze(-1).to(rows.dtype)

    def extend_repr(self):
        return (f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, use_one_hot={self.use_one_hot}, "
                f"embedding_table={self.embedding_table}, dtype={self.dtype}, padding_idx={self.padding_idx}")


class EmbeddingLookup(Cell):
    """``nn.EmbeddingLookup(vocab_size, embedding_size, param_init='normal', target='CPU', slice_mode='batch_slice',
    manual_shapes=None, max_norm=None, sparse=True, dtype=mstype.float32)(indices)``: the rows of the Parameter
    ``embedding_table`` at ``indices`` (``ops.gather``, ``torch.index_select``), each clipped to L2 norm
    ``max_norm`` if given (``nn.ClipByNorm``). With ``target='CPU'`` indices outside [0, vocab_size) give zero rows
    (MindSpore's EmbeddingLookup kernel); with ``'DEVICE'`` they are an error (Gather). ``slice_mode`` and
    ``manual_shapes`` only shard the table under auto parallel, which msbridge does not run; they are kept.

    Differences: with ``sparse=True`` MindSpore differentiates the table sparsely (the gradient holds only the
    looked-up rows); msbridge gives the dense gradient of the whole table (the same values at those rows, zeros
    elsewhere). MindSpore 2.10's CPU build has no kernel for ``target='DEVICE', sparse=True`` (SparseGatherV2);
    msbridge runs it as ``sparse=False``."""

    def __init__(self, vocab_size, embedding_size, param_init="normal", target="CPU", slice_mode="batch_slice",
                 manual_shapes=None, max_norm=None, sparse=True, dtype=mstype.float32):
        super().__init__()
        api = "EmbeddingLookup"
        self.sparse = check_value_type(sparse, [bool], "sparse", api)
        self.vocab_size = check_positive_int(vocab_size, "vocab_size", api)
        self.target = check_string(target, ["CPU", "DEVICE"], "target", api)
        if not sparse and target == "CPU":
            raise ValueError(f"For '{api}', 'sparse' must be True when 'target' is \"CPU\", but got 'sparse': "
                             f"{sparse} and 'target': {target}")
        self.embedding_size = check_positive_int(embedding_size, "embedding_size", api)
        self.embedding_table = Parameter(initializer(param_init, [self.vocab_size, self.embedding_size],
                                                     dtype=dtype), name="embedding_table")
        self.slice_mode = slice_mode
        self.manual_shapes = manual_shapes
        self.max_norm = None
        if max_norm is not None:
            self.max_norm = Tensor(check_positive_float(max_norm, "max_norm", api), mstype.float32)

    def construct(self, indices):
        return self._lookup(indices)

    def _lookup(self, indices):
        if self.target == "CPU":
            out = _wrap(embedding_lookup_t(self.embedding_table._t, indices._t, 0))
        else:
            out = gather(self.embedding_table, indices, 0)
        if self.max_norm is not None:
            out = ClipByNorm(tuple(range(indices.ndim, out.ndim)))(out, self.max_norm)
        return out


class MultiFieldEmbeddingLookup(EmbeddingLookup):
    """``nn.MultiFieldEmbeddingLookup(vocab_size, embedding_size, field_size, param_init='normal', target='CPU',
    slice_mode='batch_slice', feature_num_list=None, max_norm=None, sparse=True, operator='SUM',
    dtype=mstype.float32)(input_indices, input_values, field_ids)``: the EmbeddingLookup rows of the (batch, seq)
    ``input_indices`` weighted by ``input_values`` and merged per (sample, field of ``field_ids``) into a (batch,
    field_size, embedding_size) result: ``ops.unsorted_segment_sum`` ('SUM'), that over the sum of
    ``|input_values|`` ('MEAN', 0 where it is 0, as DivNoNan), or ``ops.unsorted_segment_max`` over the entries of
    non-zero weight ('MAX', 0 for an empty field). MindSpore's docstring lists Ascend and GPU; its CPU build runs it."""

    def __init__(self, vocab_size, embedding_size, field_size, param_init="normal", target="CPU",
                 slice_mode="batch_slice", feature_num_list=None, max_norm=None, sparse=True, operator="SUM",
                 dtype=mstype.float32):
        super().__init__(vocab_size, embedding_size, param_init, target, slice_mode, feature_num_list, max_norm,
                         sparse, dtype=dtype)
        api = "MultiFieldEmbeddingLookup"
        self.field_size = check_positive_int(field_size, "field_size", api)
        self.operator = check_string(operator, ["SUM", "MAX", "MEAN"], "operator", api)

    def construct(self, input_indices, input_values, field_ids):
        api = "MultiFieldEmbeddingLookup"
        for name, value, dtypes in (("input_indices", input_indices, (torch.int32, torch.int64)),
                                    ("input_values", input_values, (torch.float32,)),
                                    ("field_ids", field_ids, (torch.int32,))):
            if value.ndim != 2:
                raise ValueError(f"For '{api}', the dimension of '{name}' must be 2d, but got {value.ndim}")
            check_tensor_dtype(value._t, dtypes, name, api)
        batch, num_segments = input_indices.shape[0], input_indices.shape[0] * self.field_size
        segments = (field_ids + Tensor(np.arange(batch, dtype=np.int32)[:, None] * self.field_size)).reshape(-1)
        weights = input_values.reshape(batch, input_indices.shape[1], 1)
        embedding = weights * self._lookup(input_indices)
        if self.operator == "MAX":  # entries of weight 0 (padding) take no part in the maximum
            embedding = embedding + (weights == 0).astype(mstype.float32) * _LOWEST_FLOAT32
            merged = unsorted_segment_max(embedding.reshape(-1, self.embedding_size), segments, num_segments)
            count = unsorted_segment_sum(input_values.reshape(-1).abs(), segments, num_segments)
            merged = merged * expand_dims((count != 0).astype(mstype.float32), -1)
        else:
            merged = unsorted_segment_sum(embedding.reshape(-1, self.embedding_size), segments, num_segments)
            if self.operator == "MEAN":
                count = expand_dims(unsorted_segment_sum(input_values.reshape(-1).abs(), segments, num_segments), -1)
                empty = count == 0  # (DivNoNan: 0 there, and no gradient through it)
                merged = where(empty, 0.0, merged / where(empty, 1.0, count))
        return merged.reshape(batch, self.field_size, -1)
