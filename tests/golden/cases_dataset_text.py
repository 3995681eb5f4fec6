"""mindspore.dataset.text cases, recorded from MindSpore 2.10 by record_dataset_text.py and replayed on msbridge by
tests/test_dataset_text.py.

Case code sees ``text`` (``mindspore.dataset.text`` or ``msbridge.dataset.text``), ``ds``, ``ms``, ``np``, ``V``
(a small Vocab), ``words`` (a dataset of tokenized lines) and ``vocab_file``. ``VALUES`` results (arrays with
dtype, shape and values; tuples; dicts) are compared as JSON; ``ERRORS`` compare the exception type and, for the
argument checks, the first line of the message.
"""
import importlib

import numpy as np

from cases_dataset import as_json, text_file

BERT_WORDS = ["[UNK]", "[CLS]", "hello", "world", "##s", "un", "##aff", "##able", ",", "!"]


def namespace(ms):
    text = importlib.import_module(ms.__name__ + ".dataset.text")
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def words(*lines):
        return ds.NumpySlicesDataset(list(lines), column_names=["text"], shuffle=False).map(text.WhitespaceTokenizer())

    return {"text": text, "ds": ds, "ms": ms, "np": np, "words": words,
            "V": text.Vocab.from_dict({"a": 3, "b": 7}), "BERT": text.Vocab.from_list(BERT_WORDS),
            "vocab_file": lambda: text_file("vocab.txt", "hello,1\nworld,2\nfoo\n")}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


VALUES = {
    # Vocab
    "vocab.from_list": "text.Vocab.from_list(['a', 'b', 'c'], ['<pad>', '<unk>']).vocab()",
    "vocab.from_list_special_last": "text.Vocab.from_list(['a', 'b'], ['<pad>'], special_first=False).vocab()",
    "vocab.from_list_empty": "text.Vocab.from_list([]).vocab()",
    "vocab.from_dict": "V.vocab()",
    "vocab.tokens_to_ids": "(V.tokens_to_ids('a'), V.tokens_to_ids(['b', 'a', 'x']), V.tokens_to_ids(np.array(['a'])))",
    "vocab.ids_to_tokens": "(V.ids_to_tokens(7), V.ids_to_tokens(0), V.ids_to_tokens([3, 7, 1]), "
                           "V.ids_to_tokens(np.array([3, 7])))",
    "vocab.from_file": "text.Vocab.from_file(vocab_file(), ',').vocab()",
    "vocab.from_file_size": "text.Vocab.from_file(vocab_file(), ',', 2, ['<pad>'], False).vocab()",
    "vocab.from_file_no_delim": "text.Vocab.from_file(vocab_file()).vocab()",
    "vocab.from_dataset": "text.Vocab.from_dataset(words('b a c a', 'c b b d', 'e'), 'text').vocab()",
    "vocab.from_dataset_ties": "text.Vocab.from_dataset(words('z y x', 'q'), 'text').vocab()",
    "vocab.from_dataset_top_k": "text.Vocab.from_dataset(words('b a c a', 'c b b d', 'e'), 'text', top_k=2, "
                                "special_tokens=['<pad>']).vocab()",
    "vocab.from_dataset_top_k_ties": "text.Vocab.from_dataset(words('z y x w'), top_k=2).vocab()",
    "vocab.from_dataset_freq": "text.Vocab.from_dataset(words('b a c a', 'c b b d', 'e'), freq_range=(2, 2)).vocab()",
    "vocab.from_dataset_freq_none": "text.Vocab.from_dataset(words('b a c a', 'c b b d', 'e'), "
                                    "freq_range=(None, 1)).vocab()",
    "vocab.from_dataset_special_last": "text.Vocab.from_dataset(words('b a c a', 'c b b d', 'e'), None, "
                                       "special_tokens=['<unk>'], special_first=False).vocab()",
    # Lookup
    "lookup.unknown": "text.Lookup(text.Vocab.from_list(['a', 'b', 'c'], ['<pad>', '<unk>']), '<unk>')"
                      "(np.array(['a', 'q']))",
    "lookup.scalar": "text.Lookup(V, 'a')('b')",
    "lookup.2d": "text.Lookup(V, 'a')(np.array([['a', 'b'], ['b', 'q']]))",
    "lookup.int64": "text.Lookup(V, 'a', ms.int64)(np.array(['a', 'q']))",
    "lookup.float32": "text.Lookup(V, 'a', ms.float32)(np.array(['a', 'z']))",
    "lookup.bool": "text.Lookup(text.Vocab.from_list(['a']), 'a', ms.bool_)(np.array(['a']))",
    "lookup.pipeline": "[list(r) for r in words('a b', 'b q').map(text.Lookup(V, 'b')).create_tuple_iterator("
                       "output_numpy=True)]",
    # tokenizers
    "ws.basic": "text.WhitespaceTokenizer()('hello  world a\\tb')",
    "ws.offsets": "text.WhitespaceTokenizer(True)('  a é b ')",
    "ws.unicode_spaces": "text.WhitespaceTokenizer()('a\\u3000b\\u00a0c\\u2028d')",
    "ws.empty": "text.WhitespaceTokenizer()('')",
    "ws.all_space_offsets": "text.WhitespaceTokenizer(True)('   ')",
    "uc.basic": "text.UnicodeCharTokenizer()('héllo 中')",
    "uc.offsets": "text.UnicodeCharTokenizer(True)('hé 中')",
    "uc.empty_offsets": "text.UnicodeCharTokenizer(True)('')",
    "re.basic": "text.RegexTokenizer(r'\\s+')('a b  c')",
    "re.keep": "text.RegexTokenizer(r'\\s+', r'\\s+')('a b  c')",
    "re.keep_offsets": "text.RegexTokenizer(r'\\s+', r'\\s+', True)('a b  c')",
    "re.keep_ends": "text.RegexTokenizer(r'\\s+', r'\\s+', True)(' a ')",
    "re.drop_ends": "text.RegexTokenizer(r'\\s+', '', True)(' a b ')",
    "re.only_delims": "text.RegexTokenizer(r'\\s+')('  ')",
    "re.empty": "text.RegexTokenizer(r'\\s')('')",
    "re.keep_some": "text.RegexTokenizer(r'[,.]', r',')('a,b.c')",
    "basic.default": "text.BasicTokenizer()(\"Hello, World! 中文 don't ÀÉ\")",
    "basic.lower": "text.BasicTokenizer(lower_case=True)(\"Hello, World! 中文 don't ÀÉ\")",
    "basic.keep_whitespace": "text.BasicTokenizer(lower_case=True, keep_whitespace=True)('Hello, World!\\t中文')",
    "basic.keep_whitespace_offsets": "text.BasicTokenizer(keep_whitespace=True, with_offsets=True)('a  b')",
    "basic.offsets": "text.BasicTokenizer(with_offsets=True)('Hello, World!')",
    "basic.nfkc": "text.BasicTokenizer(normalization_form=text.NormalizeForm.NFKC)('ﬁx Ａ')",
    "basic.nfkc_lower": "text.BasicTokenizer(lower_case=True, normalization_form=text.NormalizeForm.NFKC)('Ａé')",
    "basic.accents_kept": "text.BasicTokenizer()('Àé naïve')",
    "basic.control": "text.BasicTokenizer()('a\\x00b\\u200bc\\td\\ne')",
    "basic.punct": "text.BasicTokenizer()('a$b^c`d~e')",
    "basic.empty": "text.BasicTokenizer()('')",
    "basic.preserve": "text.BasicTokenizer()('[CLS] Hello [UNK] [foo] [MASK]')",
    "basic.preserve_glued": "text.BasicTokenizer()('x[SEP]y')",
    "basic.preserve_unused": "text.BasicTokenizer()('x [PAD] y [unused1] z')",
    "basic.no_preserve": "text.BasicTokenizer(lower_case=True, preserve_unused_token=False)('[CLS] Hello')",
    "basic.preserve_lower": "text.BasicTokenizer(lower_case=True)('a [SEP] b')",
    "bert.default": "text.BertTokenizer(BERT)('hello worlds unaffable, !')",
    "bert.lower_unknown": "text.BertTokenizer(BERT, lower_case=True)('Hello Worlds xyz')",
    "bert.offsets": "text.BertTokenizer(BERT, with_offsets=True)('hello worlds')",
    "bert.max_bytes": "text.BertTokenizer(text.Vocab.from_list(['[UNK]', 'ab']), max_bytes_per_token=1)('ab')",
    "bert.empty_unknown": "text.BertTokenizer(text.Vocab.from_list(['ab']), unknown_token='')('ab xyz')",
    "wordpiece.array": "text.WordpieceTokenizer(BERT)(np.array(['unaffable', 'worlds', 'xyz']))",
    "wordpiece.offsets": "text.WordpieceTokenizer(text.Vocab.from_list(['un', '##aff', '##able']), "
                         "with_offsets=True)(np.array(['unaffable', 'zz']))",
    "wordpiece.scalar": "text.WordpieceTokenizer(text.Vocab.from_list(['un']))('un')",
    "python_tokenizer": "text.PythonTokenizer(lambda s: s.split(','))(np.array('a,b'))",
    # token operations
    "truncate.1d": "text.Truncate(2)(np.array(['a', 'b', 'c']))",
    "truncate.ints": "text.Truncate(2)(np.array([1, 2, 3]))",
    "truncate.2d": "text.Truncate(1)(np.array([[1, 2], [3, 4]]))",
    "truncate.2d_str": "text.Truncate(2)(np.array([['a', 'b', 'c']]))",
    "pair.ints": "text.TruncateSequencePair(4)(np.array([1, 2, 3]), np.array([4, 5, 6]))",
    "pair.str": "text.TruncateSequencePair(3)(np.array(['a', 'b']), np.array(['c', 'd']))",
    "window.str": "text.SlidingWindow(2)(np.array(['a', 'b', 'c', 'd']))",
    "window.ints": "text.SlidingWindow(3, 0)(np.array([1, 2, 3, 4]))",
    "window.too_wide": "text.SlidingWindow(5)(np.array([1, 2, 3]))",
    "window.too_wide_str": "text.SlidingWindow(5)(np.array(['a']))",
    "ngram.bigram": "text.Ngram(2)(np.array(['a', 'b', 'c']))",
    "ngram.multi_pad": "text.Ngram([1, 2, 3], ('_', 1), ('_', 1), ' ')(np.array(['a', 'b', 'c']))",
    "ngram.too_long": "text.Ngram(4)(np.array(['a', 'b', 'c']))",
    "ngram.multi_too_long": "text.Ngram([1, 4, 2])(np.array(['a', 'b']))",
    "ngram.all_too_long": "text.Ngram([4, 5])(np.array(['a', 'b']))",
    "ngram.wide_pad": "text.Ngram(3, ('<s>', 2), ('</s>', 1), '-')(np.array(['a', 'b']))",
    "number.float32": "text.ToNumber(ms.float32)(np.array(['1.5', '-2']))",
    "number.int8": "text.ToNumber(ms.int8)(np.array(['-5', ' 7']))",
    "number.float16": "text.ToNumber(ms.float16)(np.array(['1e3', '0.1']))",
    "number.float64": "text.ToNumber(ms.float64)(np.array(['1e3', '0.1']))",
    "number.2d": "text.ToNumber(ms.int64)(np.array([['1', '2']]))",
    "number.truncates": "text.ToNumber(ms.int32)(np.array(['1.5']))",
    "number.scalar": "text.ToNumber(ms.int32)('12')",
    "add_token.begin": "text.AddToken('<s>')(np.array(['a', 'b']))",
    "add_token.end": "text.AddToken('</s>', False)(np.array(['a', 'b']))",
    "add_token.2d": "text.AddToken('x')(np.array([['a']]))",
    "case_fold": "text.CaseFold()('HeLLo ß')",
    "case_fold.array": "text.CaseFold()(np.array(['AB', 'Cd']))",
    "regex_replace": "text.RegexReplace('a+', 'X')('caaat aa')",
    "regex_replace.first": "text.RegexReplace('a+', 'X', False)('caaat aa')",
    "normalize.nfkc": "text.NormalizeUTF8()('ﬁ é')",
    "normalize.nfd": "text.NormalizeUTF8(text.NormalizeForm.NFD)('é')",
    "normalize.none": "text.NormalizeUTF8(text.NormalizeForm.NONE)('ﬁ')",
    "to_str": "text.to_str(np.array([b'ab', b'c']))",
    "to_bytes": "[str(text.to_bytes(np.array(['ab', 'c'])).dtype)] + "
                "[repr(b) for b in text.to_bytes(np.array(['ab', 'c'])).tolist()]",
    "pad_end": "ds.transforms.PadEnd([4], '<pad>')(np.array(['a', 'b']))",
    "pipeline.bert_lookup": "[list(r) for r in ds.NumpySlicesDataset(['hello worlds', 'unaffable !'], ['t'], "
                            "shuffle=False).map([text.BertTokenizer(BERT), text.Lookup(BERT, '[UNK]')])"
                            ".padded_batch(2, pad_info={'t': ([4], 0)}).create_tuple_iterator(output_numpy=True)]",
}

ERRORS = {
    "vocab.from_dict_negative": "text.Vocab.from_dict({'a': -1})",
    "vocab.from_dict_key": "text.Vocab.from_dict({1: 2})",
    "vocab.from_list_duplicate": "text.Vocab.from_list(['a', 'a'])",
    "vocab.from_list_special_duplicate": "text.Vocab.from_list(['a'], ['x', 'x'])",
    "vocab.from_list_special_shared": "text.Vocab.from_list(['a', 'b'], ['a'])",
    "vocab.from_list_not_str": "text.Vocab.from_list([1, 2])",
    "vocab.tokens_type": "V.tokens_to_ids(5)",
    "vocab.ids_type": "V.ids_to_tokens('a')",
    "vocab.ids_negative": "V.ids_to_tokens(-1)",
    "vocab.from_dataset_column": "text.Vocab.from_dataset(words('a'), 'nope')",
    "vocab.from_dataset_freq": "text.Vocab.from_dataset(words('a'), freq_range=(3, 1))",
    "vocab.from_dataset_top_k": "text.Vocab.from_dataset(words('a'), top_k=0)",
    "vocab.from_dataset_numbers": "text.Vocab.from_dataset(ds.NumpySlicesDataset([1, 2], column_names=['text'], "
                                  "shuffle=False))",
    "lookup.vocab_type": "text.Lookup('abc')",
    "lookup.no_unknown": "text.Lookup(V)(np.array(['a', 'q']))",
    "lookup.unknown_missing": "text.Lookup(V, 'zz')(np.array(['a']))",
    "lookup.numbers": "text.Lookup(V, 'a')(np.array([1, 2]))",
    "lookup.bytes": "text.Lookup(V, 'a')(np.array([b'a']))",
    "lookup.string_dtype": "text.Lookup(V, 'a', ms.string)(np.array(['a']))",
    "lookup.empty": "text.Lookup(V, 'a')(np.array([], dtype=str))",
    "ws.array": "text.WhitespaceTokenizer()(np.array(['a b', 'c']))",
    "ws.numbers": "text.WhitespaceTokenizer()(np.array([1, 2]))",
    "ws.offsets_type": "text.WhitespaceTokenizer(with_offsets=1)",
    "uc.bytes": "text.UnicodeCharTokenizer()(np.array(b'ab'))",
    "re.bad_pattern": "text.RegexTokenizer('(')('ab')",
    "truncate.bad": "text.Truncate(0)",
    "truncate.3d": "text.Truncate(1)(np.zeros((2, 2, 2)))",
    "window.bad": "text.SlidingWindow(0)",
    "window.2d": "text.SlidingWindow(2)(np.array([[1, 2, 3], [4, 5, 6]]))",
    "window.scalar": "text.SlidingWindow(1)(np.array(3))",
    "ngram.zero": "text.Ngram(0)",
    "ngram.empty_list": "text.Ngram([])",
    "ngram.pad_shape": "text.Ngram(3, ('<s>',))",
    "ngram.pad_negative": "text.Ngram(2, ('a', -1))",
    "ngram.separator": "text.Ngram(2, separator=1)",
    "ngram.2d": "text.Ngram(2)(np.array([['a', 'b']]))",
    "ngram.numbers": "text.Ngram(2)(np.array([1, 2]))",
    "ngram.empty": "text.Ngram(1)(np.array([], dtype=str))",
    "number.numpy_type": "text.ToNumber(np.int32)",
    "number.bool": "text.ToNumber(ms.bool_)",
    "number.string": "text.ToNumber(ms.string)",
    "number.range": "text.ToNumber(ms.int8)(np.array(['300']))",
    "number.unsigned": "text.ToNumber(ms.uint8)(np.array(['-1']))",
    "number.not_a_number": "text.ToNumber(ms.int32)(np.array(['abc']))",
    "number.numbers": "text.ToNumber(ms.int32)(np.array([1, 2]))",
    "case_fold.numbers": "text.CaseFold()(np.array([1]))",
    "python_tokenizer.str": "text.PythonTokenizer(lambda s: s.split(','))('a,b')",
}

# errors whose first message line msbridge reproduces word for word (argument checks and kernel errors)
SAME_MESSAGE = {n for n in ERRORS if n not in {"vocab.from_dataset_column", "vocab.from_dataset_numbers",
                                               "lookup.unknown_missing", "lookup.string_dtype"}}
