"""``mindspore.dataset.text.transforms``: tokenizers and token operations on numpy string arrays.

Strings are numpy ``str`` arrays (MindSpore hands text columns to Python as these too). Tokenizer offsets are
UTF-8 byte positions (uint32), as MindSpore's ICU-based kernels give them. Character classes (whitespace,
punctuation, CJK, control) come from Python's ``unicodedata``; regular expressions are Python's ``re`` in place
of ICU's (the same for the usual patterns).
"""
import re
import unicodedata

import numpy as np

from ...common import dtype as mstype
from ..engine import _check
from ..engine._errors import pipeline_error
from ..transforms.transforms import TensorOperation, nptype
from .utils import NormalizeForm, Vocab

__all__ = ["Lookup", "WhitespaceTokenizer", "UnicodeCharTokenizer", "RegexTokenizer", "BasicTokenizer",
           "BertTokenizer", "WordpieceTokenizer", "Truncate", "TruncateSequencePair", "SlidingWindow", "Ngram",
           "ToNumber", "AddToken", "CaseFold", "NormalizeUTF8", "RegexReplace", "PythonTokenizer",
           "UnicodeScriptTokenizer", "JiebaTokenizer", "SentencePieceTokenizer", "FilterWikipediaXML", "ToVectors",
           "Vectors", "FastText", "GloVe", "CharNGram"]


def _bool(value, name):
    if not isinstance(value, bool):
        raise TypeError(f"Wrong input type for {name}, should be boolean.")


def _text(node, x, what=None):
    """The scalar string a tokenizer takes (MindSpore's error otherwise)."""
    if x.ndim != 0 or x.dtype.kind != "U":
        raise pipeline_error(node, what or f"{type(node).__name__}Op: the input shape should be scalar and the "
                                           "input datatype should be string.")
    return str(x)


def _strings(node, x, what):
    if x.dtype.kind != "U":
        raise pipeline_error(node, f"{type(node).__name__}: {what}")
    return x


def _utf8_len(text):
    return len(text.encode("utf-8"))


def _tokens(node, pieces, text):
    """Output of a tokenizer: tokens (``['']`` when there are none), with byte offsets if asked."""
    if not pieces:
        pieces = [(0, 0)]
    tokens = np.array([text[a:b] for a, b in pieces])
    if not node.with_offsets:
        return tokens
    starts = np.array([_utf8_len(text[:a]) for a, _ in pieces], dtype=np.uint32)
    ends = np.array([_utf8_len(text[:b]) for _, b in pieces], dtype=np.uint32)
    return tokens, starts, ends


def _spans(text, is_gap):
    """(start, end) character spans of the runs of characters that are not gaps."""
    spans, start = [], None
    for i, ch in enumerate(text):
        if is_gap(ch):
            if start is not None:
                spans.append((start, i))
                start = None
        elif start is None:
            start = i
    if start is not None:
        spans.append((start, len(text)))
    return spans


class _Tokenizer(TensorOperation):
    def __init__(self, with_offsets=False):
        _bool(with_offsets, "with_offsets")
        self.with_offsets = with_offsets


class WhitespaceTokenizer(_Tokenizer):
    """Split a string on Unicode whitespace."""

    def _apply(self, x):
        text = _text(self, x)
        return _tokens(self, _spans(text, str.isspace), text)


class UnicodeCharTokenizer(_Tokenizer):
    """Split a string into its characters."""

    def _apply(self, x):
        text = _text(self, x)
        return _tokens(self, [(i, i + 1) for i in range(len(text))], text)


class RegexTokenizer(_Tokenizer):
    """Split on matches of ``delim_pattern``; matches that also match ``keep_delim_pattern`` whole are tokens."""

    def __init__(self, delim_pattern, keep_delim_pattern="", with_offsets=False):
        _check.type_of(delim_pattern, "delim_pattern", (str,))
        _check.type_of(keep_delim_pattern, "keep_delim_pattern", (str,))
        super().__init__(with_offsets)
        self.delim_pattern, self.keep_delim_pattern = delim_pattern, keep_delim_pattern

    def _apply(self, x):
        text = _text(self, x)
        try:
            delim = re.compile(self.delim_pattern)
            keep = re.compile(self.keep_delim_pattern) if self.keep_delim_pattern else None
        except re.error:
            raise pipeline_error(self, "RegexTokenizer: create ICU RegexMatcher failed, you may input one error "
                                       "pattern") from None
        return _tokens(self, _regex_spans(text, delim, keep), text)


def _regex_spans(text, delim, keep):
    spans, start = [], 0
    for match in delim.finditer(text):
        if match.start() == match.end():
            continue
        if match.start() > start:
            spans.append((start, match.start()))
        if keep is not None and keep.fullmatch(match.group()):
            spans.append((match.start(), match.end()))
        start = match.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


# --- BERT --------------------------------------------------------------------------------------------------------
_CJK = ((0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x2A700, 0x2B73F), (0x2B740, 0x2B81F),
        (0x2B820, 0x2CEAF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F))
_UNUSED = re.compile(r"\[CLS\]|\[SEP\]|\[UNK\]|\[PAD\]|\[MASK\]|\[unused\d+\]")


def _is_punct(ch):
    cp = ord(ch)
    return 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126 or \
        unicodedata.category(ch).startswith("P")


def _is_cjk(ch):
    return any(a <= ord(ch) <= b for a, b in _CJK)


def _is_control(ch):
    return ch not in "\t\n\r" and (ord(ch) in (0, 0xFFFD) or unicodedata.category(ch) in ("Cc", "Cf"))


def _normalized(text, form):
    return text if form == NormalizeForm.NONE else unicodedata.normalize(form.name, text)


def _basic_pieces(text, lower_case, keep_whitespace, form):
    """(token, start, end) of the basic BERT split of one piece of text: whitespace, punctuation and CJK characters
    split it, control characters split it and are dropped; lower_case folds case and strips accents. Offsets are
    byte offsets into the text as given, each output character mapped back to the input character it came from."""
    pieces, current = [], []

    def flush():
        if current:
            pieces.append(("".join(c for c, _, _ in current), current[0][1], current[-1][2]))
            current.clear()

    pos = 0
    for ch in text:
        size = _utf8_len(ch)
        start, end = pos, pos + size
        pos = end
        out = _normalized(ch, form)
        if lower_case:
            out = "".join(c for c in unicodedata.normalize("NFD", out.casefold()) if unicodedata.category(c) != "Mn")
        for c in out:
            if _is_control(c):
                flush()
            elif c.isspace():
                flush()
                if keep_whitespace:  # kept as ' ', a run of them one token
                    if pieces and pieces[-1][0].isspace() and pieces[-1][2] == start:
                        pieces[-1] = (pieces[-1][0] + " ", pieces[-1][1], end)
                    else:
                        pieces.append((" ", start, end))
            elif _is_punct(c) or _is_cjk(c):
                flush()
                pieces.append((c, start, end))
            else:
                current.append((c, start, end))
    flush()
    return pieces


def _basic(text, lower_case, keep_whitespace, form, preserve):
    """(token, start byte, end byte) of BasicTokenizer; with ``preserve``, [CLS]-style tokens stay whole."""
    if not preserve:
        return _basic_pieces(text, lower_case, keep_whitespace, form)
    pieces, start = [], 0
    for match in _UNUSED.finditer(text):
        for tok, a, b in _basic_pieces(text[start:match.start()], lower_case, keep_whitespace, form):
            offset = _utf8_len(text[:start])
            pieces.append((tok, a + offset, b + offset))
        pieces.append((match.group(), _utf8_len(text[:match.start()]), _utf8_len(text[:match.end()])))
        start = match.end()
    offset = _utf8_len(text[:start])
    pieces.extend((t, a + offset, b + offset) for t, a, b in
                  _basic_pieces(text[start:], lower_case, keep_whitespace, form))
    return pieces


def _basic_output(node, pieces):
    if not pieces:
        pieces = [("", 0, 0)]
    tokens = np.array([p[0] for p in pieces])
    if not node.with_offsets:
        return tokens
    return tokens, np.array([p[1] for p in pieces], np.uint32), np.array([p[2] for p in pieces], np.uint32)


def _form(normalization_form):
    if not isinstance(normalization_form, NormalizeForm):
        raise TypeError("Wrong input type for normalization_form, should be enum of 'NormalizeForm'.")
    return normalization_form


class BasicTokenizer(_Tokenizer):
    """BERT's basic split: whitespace, punctuation and CJK characters; optional lower-casing and accent strip."""

    def __init__(self, lower_case=False, keep_whitespace=False, normalization_form=NormalizeForm.NONE,
                 preserve_unused_token=True, with_offsets=False):
        for name, value in (("lower_case", lower_case), ("keep_whitespace", keep_whitespace),
                            ("preserve_unused_token", preserve_unused_token)):
            _bool(value, name)
        super().__init__(with_offsets)
        self.lower_case, self.keep_whitespace = lower_case, keep_whitespace
        self.normalization_form, self.preserve_unused_token = _form(normalization_form), preserve_unused_token

    def _pieces(self, x):
        return _basic(_text(self, x), self.lower_case, self.keep_whitespace, self.normalization_form,
                      self.preserve_unused_token)

    def _apply(self, x):
        return _basic_output(self, self._pieces(x))


def _vocab(vocab):
    if not isinstance(vocab, Vocab):
        raise TypeError(f"Argument vocab is not an instance of text.Vocab. with value {vocab} is not of type "
                        f"[<class 'mindspore.dataset.text.utils.Vocab'>], but got {type(vocab)}.")
    return vocab


class _Wordpiece:
    """Greedy longest-match-first split of one token into vocabulary pieces."""

    def __init__(self, vocab, suffix_indicator, max_bytes_per_token, unknown_token):
        self.vocab = _vocab(vocab)
        _check.type_of(suffix_indicator, "suffix_indicator", (str,))
        _check.int_in(max_bytes_per_token, "max_bytes_per_token", 0)
        _check.type_of(unknown_token, "unknown_token", (str,))
        self.suffix_indicator, self.max_bytes_per_token = suffix_indicator, max_bytes_per_token
        self.unknown_token = unknown_token

    def _split(self, token):
        """(piece, start byte, end byte) relative to the token."""
        size = _utf8_len(token)
        unknown = [(self.unknown_token or token, 0, size)]
        if size > self.max_bytes_per_token:
            return unknown
        ids, pieces, start = self.vocab._ids, [], 0
        while start < len(token):
            end = len(token)
            while end > start:
                piece = token[start:end] if start == 0 else self.suffix_indicator + token[start:end]
                if piece in ids:
                    break
                end -= 1
            if end == start:
                return unknown
            pieces.append((piece, _utf8_len(token[:start]), _utf8_len(token[:end])))
            start = end
        return pieces


class WordpieceTokenizer(_Tokenizer, _Wordpiece):
    """Split each token of a string array into vocabulary word pieces (offsets relative to each token)."""

    def __init__(self, vocab, suffix_indicator="##", max_bytes_per_token=100, unknown_token="[UNK]",
                 with_offsets=False):
        _Tokenizer.__init__(self, with_offsets)
        _Wordpiece.__init__(self, vocab, suffix_indicator, max_bytes_per_token, unknown_token)

    def _apply(self, x):
        _strings(self, x, "the input should be string datatype.")
        return _basic_output(self, [p for token in x.reshape(-1).tolist() for p in self._split(token)])


class BertTokenizer(BasicTokenizer, _Wordpiece):
    """BasicTokenizer, then WordpieceTokenizer on each token (offsets into the input string)."""

    def __init__(self, vocab, suffix_indicator="##", max_bytes_per_token=100, unknown_token="[UNK]",
                 lower_case=False, keep_whitespace=False, normalization_form=NormalizeForm.NONE,
                 preserve_unused_token=True, with_offsets=False):
        BasicTokenizer.__init__(self, lower_case, keep_whitespace, normalization_form, preserve_unused_token,
                                with_offsets)
        _Wordpiece.__init__(self, vocab, suffix_indicator, max_bytes_per_token, unknown_token)

    def _apply(self, x):
        pieces = [(p, start + a, start + b) for token, start, _ in self._pieces(x) for p, a, b in self._split(token)]
        return _basic_output(self, pieces)


# --- token arrays --------------------------------------------------------------------------------------------------
class Lookup(TensorOperation):
    """Tokens to their vocabulary ids (``data_type``, int32 by default); unknown tokens to ``unknown_token``'s."""

    def __init__(self, vocab, unknown_token=None, data_type=mstype.int32):
        self.vocab = _vocab(vocab)
        if unknown_token is not None:
            _check.type_of(unknown_token, "unknown_token", (str,))
        self.unknown_token = unknown_token
        self.data_type = data_type
        self._np_type = None if data_type == mstype.string else nptype(data_type)

    def _apply(self, x):
        if self._np_type is None:
            raise RuntimeError("Syntax error.\nLookup : The parameter data_type must be numeric including bool.")
        ids = self.vocab._ids
        if self.unknown_token is not None and self.unknown_token not in ids:
            raise RuntimeError(f"Syntax error.\nLookup: \"{self.unknown_token}\" doesn't exist in vocab.")
        if x.size == 0:
            raise pipeline_error(self, "Input Tensor has no data.")
        _strings(self, x, "input is not string datatype.")
        default = ids.get(self.unknown_token)

        def one(token):
            if token in ids:
                return ids[token]
            if default is None:
                raise pipeline_error(self, f"Lookup: invalid data, token: \"{token}\" doesn't exist in vocab and no "
                                           "unknown token is specified.")
            return default
        return np.array([one(t) for t in x.reshape(-1).tolist()]).astype(self._np_type).reshape(x.shape)


class Truncate(TensorOperation):
    """The first ``max_seq_len`` items of a 1-D array (of each row of a 2-D one)."""

    def __init__(self, max_seq_len):
        _check.int_in(max_seq_len, "max_seq_len", 1)
        self.max_seq_len = max_seq_len

    def _apply(self, x):
        if x.ndim not in (1, 2):
            raise pipeline_error(self, "Truncate: the input tensor should be of dimension 1 or 2.")
        return x[..., :self.max_seq_len].copy()


class TruncateSequencePair(TensorOperation):
    """Cut the longer of two 1-D arrays, one item at a time, until their lengths add up to ``max_length``."""

    def __init__(self, max_length):
        _check.int_in(max_length, "max_length", 0)
        self.max_length = max_length

    def _apply(self, a, b):
        n, m = len(a), len(b)
        while n + m > self.max_length:
            if n > m:
                n -= 1
            else:
                m -= 1
        return a[:n].copy(), b[:m].copy()


class SlidingWindow(TensorOperation):
    """The windows of ``width`` consecutive items of a 1-D array, one a row."""

    def __init__(self, width, axis=0):
        _check.int_in(width, "width", 1)
        _check.type_of(axis, "axis", (int,))
        self.width, self.axis = width, axis

    def _apply(self, x):
        if x.ndim != 1:
            raise pipeline_error(self, f"SlidingWindow: SlidingWindow supports 1D input only for now, but got "
                                       f"{x.ndim}D.")
        if self.width > len(x):
            return np.empty((0,), x.dtype)
        return np.stack([x[i:i + self.width] for i in range(len(x) - self.width + 1)])


def _pad_spec(pad, name):
    if not isinstance(pad, tuple) or len(pad) != 2 or not isinstance(pad[0], str) or not isinstance(pad[1], int):
        raise ValueError(f"{name} needs to be a tuple of (str, int) str is pad token and int is pad_width.")
    if pad[1] < 0:
        raise ValueError("padding width need to be positive numbers.")
    return pad


class Ngram(TensorOperation):
    """The n-grams of a 1-D string array for each n, joined by ``separator`` (pads at most n-1 wide each side;
    an n longer than the padded sequence gives one '')."""

    def __init__(self, n, left_pad=("", 0), right_pad=("", 0), separator=" "):
        n = [n] if isinstance(n, int) and not isinstance(n, bool) else n
        if not isinstance(n, list) or not n or any(not isinstance(k, int) or isinstance(k, bool) for k in n):
            raise ValueError("n needs to be a non-empty list of positive integers.")
        for i, k in enumerate(n):
            if k <= 0:
                raise ValueError(f"Input gram_{i} must be greater than 0.")
        self.n = n
        self.left_pad, self.right_pad = _pad_spec(left_pad, "left_pad"), _pad_spec(right_pad, "right_pad")
        _check.type_of(separator, "separator", (str,))
        self.separator = separator

    def _apply(self, x):
        if x.size == 0:
            raise pipeline_error(self, "Input Tensor has no data.")
        if x.ndim != 1 or x.dtype.kind != "U":
            raise pipeline_error(self, "Ngram: input is not a 1D data with string datatype.")
        tokens, out = x.tolist(), []
        for k in self.n:
            left = [self.left_pad[0]] * min(self.left_pad[1], k - 1)
            right = [self.right_pad[0]] * min(self.right_pad[1], k - 1)
            seq = left + tokens + right
            grams = [self.separator.join(seq[i:i + k]) for i in range(len(seq) - k + 1)]
            out.extend(grams or [""])
        return np.array(out)


class ToNumber(TensorOperation):
    """Parse a string array into numbers of ``data_type`` (a numeric MindSpore dtype), range-checked."""

    def __init__(self, data_type):
        if not isinstance(data_type, mstype.Type):
            raise TypeError(f"Argument data_type with value {data_type} is not of type [<class 'mindspore._c_"
                            f"expression.typing.Type'>], but got {type(data_type)}.")
        if data_type == mstype.bool_ or data_type == mstype.string:
            raise TypeError(f"data_type: {data_type} is not numeric data type.")
        self.data_type = data_type
        self._np_type = nptype(data_type)

    def _number(self, text):
        try:
            value = float(text)
        except ValueError:
            raise pipeline_error(self, f"ToNumber: it is invalid to convert \"{text}\" to a number.") from None
        if self._np_type.kind in "iu":
            info = np.iinfo(self._np_type)
            value = int(value)
            if not info.min <= value <= info.max:
                raise pipeline_error(self, f"ToNumber: string input {text} will be out of bounds if cast to "
                                           f"{self._np_type}. The valid range is: [{info.min}, {info.max}].")
        return value

    def _apply(self, x):
        _strings(self, x, "input should be string datatype.")
        return np.array([self._number(t) for t in x.reshape(-1).tolist()]).astype(self._np_type).reshape(x.shape)


class AddToken(TensorOperation):
    """``token`` added at the start (``begin``) or end of each row."""

    def __init__(self, token, begin=True):
        _check.type_of(token, "token", (str,))
        _check.type_of(begin, "begin", (bool,))
        self.token, self.begin = token, begin

    def _apply(self, x):
        extra = np.full(x.shape[:-1] + (1,), self.token)
        return np.concatenate([extra, x] if self.begin else [x, extra], axis=-1)


class _StringMap(TensorOperation):
    """An operation applied to every string of an array."""

    def _one(self, text):
        raise NotImplementedError

    def _apply(self, x):
        _strings(self, x, "input is not string datatype.")
        return np.array([self._one(t) for t in x.reshape(-1).tolist()]).reshape(x.shape)


class CaseFold(_StringMap):
    """Unicode case folding ('ß' -> 'ss')."""

    def _one(self, text):
        return text.casefold()


class NormalizeUTF8(_StringMap):
    """Unicode normalization (NFKC by default; NONE leaves the text)."""

    def __init__(self, normalize_form=NormalizeForm.NFKC):
        self.normalize_form = _form(normalize_form)

    def _one(self, text):
        return _normalized(text, self.normalize_form)


class RegexReplace(_StringMap):
    """Replace matches of ``pattern`` (all, or the first with ``replace_all=False``) by ``replace``."""

    def __init__(self, pattern, replace, replace_all=True):
        _check.type_of(pattern, "pattern", (str,))
        _check.type_of(replace, "replace", (str,))
        _check.type_of(replace_all, "replace_all", (bool,))
        self.pattern, self.replace, self.replace_all = pattern, replace, replace_all

    def _one(self, text):
        return re.sub(self.pattern, self.replace, text, count=0 if self.replace_all else 1)


class PythonTokenizer:
    """A Python function from a string to a list of tokens, run on a string array's value."""

    def __init__(self, tokenizer):
        if not callable(tokenizer):
            raise TypeError("tokenizer is not a callable Python function.")
        self.tokenizer = tokenizer

    def __call__(self, in_array):
        if not isinstance(in_array, np.ndarray):
            raise TypeError(f"input should be a NumPy array. Got {type(in_array)}.")
        return np.array(self.tokenizer(str(in_array)))


def _unsupported(name, why):
    def __init__(self, *args, **kwargs):
        raise NotImplementedError(f"{name} is not supported by msbridge ({why}).")
    return type(name, (TensorOperation,), {"__init__": __init__, "__doc__": f"Not supported: {why}."})


UnicodeScriptTokenizer = _unsupported("UnicodeScriptTokenizer", "it needs ICU's Unicode script data")
JiebaTokenizer = _unsupported("JiebaTokenizer", "it needs the cppjieba dictionaries")
SentencePieceTokenizer = _unsupported("SentencePieceTokenizer", "it needs a SentencePiece model reader")
FilterWikipediaXML = _unsupported("FilterWikipediaXML", "not implemented")
ToVectors = _unsupported("ToVectors", "pretrained word vectors are not supported")
Vectors = _unsupported("Vectors", "pretrained word vectors are not supported")
FastText = _unsupported("FastText", "pretrained word vectors are not supported")
GloVe = _unsupported("GloVe", "pretrained word vectors are not supported")
CharNGram = _unsupported("CharNGram", "pretrained word vectors are not supported")
