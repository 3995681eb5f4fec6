"""mindspore.nn layers: embedding."""
import torch

from ..._checkparam import check_input_dtype, check_value_type
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.parameter import Parameter
from ...common.tensor import _wrap
from .._amp_state import cast
from ..cell import Cell

__all__ = ["Embedding"]

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
