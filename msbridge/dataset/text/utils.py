"""``mindspore.dataset.text.utils``: ``Vocab`` (token <-> id maps), the text enums and ``to_str``/``to_bytes``.

A Vocab is a plain dict {token: id} with MindSpore's construction rules: ``from_list``/``from_file`` number the
words in order (special tokens first or last), ``from_dataset`` counts the tokens of dataset columns and numbers
them by falling frequency, ties in code-point order (what MindSpore's BuildVocab does).
"""
import collections
import enum

import numpy as np

from ..engine import _check

__all__ = ["Vocab", "NormalizeForm", "JiebaMode", "SPieceTokenizerLoadType", "SPieceTokenizerOutType",
           "SentencePieceModel", "SentencePieceVocab", "to_str", "to_bytes"]


class NormalizeForm(enum.IntEnum):
    """Unicode normalization forms of NormalizeUTF8 / BasicTokenizer."""
    NONE = 0
    NFC = 1
    NFKC = 2
    NFD = 3
    NFKD = 4


class JiebaMode(enum.IntEnum):
    """JiebaTokenizer modes (the tokenizer itself is not supported by msbridge)."""
    MIX = 0
    MP = 1
    HMM = 2


class SPieceTokenizerLoadType(enum.IntEnum):
    """Where a SentencePieceTokenizer model comes from (not supported by msbridge)."""
    FILE = 0
    MODEL = 1


class SPieceTokenizerOutType(enum.IntEnum):
    """SentencePieceTokenizer outputs (not supported by msbridge)."""
    STRING = 0
    INT = 1


class SentencePieceModel(enum.IntEnum):
    """SentencePiece model kinds (not supported by msbridge)."""
    UNIGRAM = 0
    BPE = 1
    CHAR = 2
    WORD = 3


def _word_type(word, name):
    if not isinstance(word, str):
        raise TypeError(f"Argument {name} with value {word} is not of type [<class 'str'>], but got {type(word)}.")


def _unique(words, name):
    seen = set()
    for word in words:
        _word_type(word, name)
        if word in seen:
            raise ValueError(f"{name} contains duplicate word: {word}.")
        seen.add(word)


class Vocab:
    """Token <-> id map. Build it with ``from_list``, ``from_dict``, ``from_file`` or ``from_dataset``."""

    def __init__(self):
        self._ids = {}

    @classmethod
    def _numbered(cls, words, special_tokens, special_first):
        vocab = cls()
        special = list(special_tokens or [])
        order = special + list(words) if special_first else list(words) + special
        vocab._ids = {word: i for i, word in enumerate(order)}
        return vocab

    @classmethod
    def from_list(cls, word_list, special_tokens=None, special_first=True):
        """Ids 0, 1, ... in list order; ``special_tokens`` take the first ids (or the last)."""
        _check.type_of(word_list, "word_list", (list,))
        _unique(word_list, "word_list")
        if special_tokens is not None:
            _check.type_of(special_tokens, "special_tokens", (list,))
            _unique(special_tokens, "special_tokens")
            shared = set(word_list) & set(special_tokens)
            if shared:
                raise ValueError(f"special_tokens and word_list contain duplicate word :{shared}.")
        _check.type_of(special_first, "special_first", (bool,))
        return cls._numbered(word_list, special_tokens, special_first)

    @classmethod
    def from_dict(cls, word_dict):
        """The given {word: id} (ids in [0, INT32_MAX])."""
        _check.type_of(word_dict, "word_dict", (dict,))
        for word, index in word_dict.items():
            _check.type_of(word, "word", (str,))
            _check.type_of(index, "word_id", (int,))
            if not 0 <= index <= _check.INT32_MAX:
                raise ValueError(f"Input word_id is not within the required interval of [0, {_check.INT32_MAX}].")
        vocab = cls()
        vocab._ids = dict(word_dict)
        return vocab

    @classmethod
    def from_file(cls, file_path, delimiter="", vocab_size=None, special_tokens=None, special_first=True):
        """One word a line (the text before ``delimiter``), the first ``vocab_size`` lines."""
        _check.type_of(file_path, "file_path", (str,))
        _check.type_of(delimiter, "delimiter", (str,))
        if vocab_size is not None:
            _check.int_in(vocab_size, "vocab_size", 1)
        words = []
        with open(file_path, encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\r\n")
                words.append(line.split(delimiter, 1)[0] if delimiter else line)
        words = words[:vocab_size] if vocab_size is not None else words
        return cls.from_list(words, special_tokens, special_first)

    @classmethod
    def from_dataset(cls, dataset, columns=None, freq_range=None, top_k=None, special_tokens=None,
                     special_first=True):
        """Count the string tokens of ``columns`` (all by default) over one pass of ``dataset``; keep counts in
        ``freq_range`` (inclusive), the ``top_k`` most frequent; ids by falling count, ties in code-point order."""
        from ..engine._errors import pipeline_error
        columns = [] if columns is None else _check.column_list(columns, "columns")
        low, high = freq_range if freq_range is not None else (None, None)
        low, high = 0 if low is None else low, _check.INT32_MAX if high is None else high
        if not 0 <= low <= high:
            raise ValueError("frequency range [a,b] should be 0 <= a <= b (a,b are inclusive).")
        if top_k is not None:
            _check.type_of(top_k, "top_k", (int,))
            if top_k <= 0:
                raise ValueError("Input top_k must be greater than 0.")
        if special_tokens is not None:
            _check.type_of(special_tokens, "special_tokens", (list,))
            _unique(special_tokens, "special_tokens")
        names = dataset.get_col_names()
        for name in columns:
            if name not in names:
                raise pipeline_error(dataset, f"Invalid column name, column name: {name} does not exist, check "
                                              "existed column with dataset API 'get_col_names'", column=name)
        picked = [names.index(n) for n in columns] if columns else range(len(names))
        counts = collections.Counter()
        for row in dataset.create_tuple_iterator(output_numpy=True, num_epochs=1):
            for i in picked:
                if row[i].dtype.kind != "U":
                    raise pipeline_error(dataset, "Invalid datatype, 'build_vocab' only supports string type of "
                                                  f"input, but got numeric type: {row[i].dtype}")
                counts.update(str(w) for w in row[i].reshape(-1))
        words = sorted((w for w, c in counts.items() if low <= c <= high), key=lambda w: (-counts[w], w))
        words = words[:top_k] if top_k is not None else words
        special = [t for t in special_tokens or []]
        return cls._numbered([w for w in words if w not in special], special, special_first)

    def vocab(self):
        """The {token: id} dict."""
        return dict(self._ids)

    def tokens_to_ids(self, tokens):
        """Ids of tokens (-1 if absent): a list, or one id where there is one token (as MindSpore)."""
        _check.type_of(tokens, "tokens", (str, list, np.ndarray))
        if isinstance(tokens, np.ndarray):
            tokens = tokens.tolist()
        found = [self._ids.get(t, -1) for t in ([tokens] if isinstance(tokens, str) else tokens)]
        return found[0] if len(found) == 1 else found

    def ids_to_tokens(self, ids):
        """Tokens of ids ('' if absent): a list, or one token where there is one id (as MindSpore)."""
        _check.type_of(ids, "ids", (int, list, np.ndarray))
        if isinstance(ids, np.ndarray):
            ids = ids.tolist()
        words = {i: w for w, i in self._ids.items()}
        ids = [ids] if isinstance(ids, int) else ids
        for i in ids:
            if not 0 <= i <= _check.INT32_MAX:
                raise ValueError(f"Input ids is not within the required interval of [0, {_check.INT32_MAX}].")
        found = [words.get(i, "") for i in ids]
        return found[0] if len(found) == 1 else found


class SentencePieceVocab:
    """Not supported: msbridge has no SentencePiece trainer or model reader (the sentencepiece package is not a
    dependency)."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("SentencePieceVocab is not supported by msbridge.")

    @classmethod
    def from_dataset(cls, *args, **kwargs):
        """Not supported (NotImplementedError)."""
        raise NotImplementedError("SentencePieceVocab.from_dataset is not supported by msbridge.")

    @classmethod
    def from_file(cls, *args, **kwargs):
        """Not supported (NotImplementedError)."""
        raise NotImplementedError("SentencePieceVocab.from_file is not supported by msbridge.")


def to_str(array, encoding="utf8"):
    """A bytes array decoded to a numpy str array."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"input should be a NumPy array. Got {type(array)}.")
    return np.char.decode(array, encoding)


def to_bytes(array, encoding="utf8"):
    """A str array encoded to a numpy bytes array."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"input should be a NumPy array. Got {type(array)}.")
    return np.char.encode(array, encoding)
