"""Text corpora read from local files as MindSpore 2.10's non-mappable file readers read them (nothing is
downloaded): the CSV corpora (``AmazonReviewDataset``, ``DBpediaDataset``, ``SogouNewsDataset``,
``YahooAnswersDataset``, ``YelpReviewDataset``, ``AGNewsDataset``), the line corpora (``EnWik9Dataset``,
``PennTreebankDataset``, ``WikiTextDataset``), the tagged-sentence corpora (``CoNLL2000Dataset``,
``UDPOSDataset``) and ``SST2Dataset``.

Row order, measured on MindSpore 2.10 (tests/golden/cases_dataset_text_sources.py): the files of a usage are cut
into blocks (one per file, or the part of a file a shard covers); block ``i`` goes to reader worker
``i % num_parallel_workers`` and the output takes one row from each worker in turn, a worker that has run dry
dropping out. A shard holds ``ceil(rows / num_shards)`` consecutive rows of the files in order, wrapping round to
the first file. With shuffle on, msbridge permutes the shard's rows with the pipeline seed (not MindSpore's order).
"""
import csv
import json
import math
import os
import re

import numpy as np

from ..core import config
from . import _check, _errors
from .datasets import Shuffle
from ._files import file_list, shuffle_flag
from .datasets_vision import _FileSource, check_dir, check_usage

__all__ = ["AGNewsDataset", "AmazonReviewDataset", "DBpediaDataset", "SogouNewsDataset", "YahooAnswersDataset",
           "YelpReviewDataset", "EnWik9Dataset", "PennTreebankDataset", "WikiTextDataset", "CoNLL2000Dataset",
           "UDPOSDataset", "SST2Dataset", "CLUEDataset", "SQuADDataset", "Multi30kDataset",
           "IWSLT2016Dataset", "IWSLT2017Dataset"]


def check_shards(num_shards, shard_id):
    """MindSpore's checks of ``num_shards``/``shard_id`` on the file sources (before the sampler's own)."""
    if num_shards is not None and shard_id is None:
        raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
    if num_shards is not None:
        _check.int_in(num_shards, "num_shards", 1)
        _check.type_of(shard_id, "shard_id", (int,))
        if not 0 <= shard_id < num_shards:
            raise ValueError(f"Input shard_id is not within the required interval of [0, {num_shards - 1}].")


def choice(value, name, valid):
    """``value`` if it is one of ``valid`` (MindSpore's ValueError naming the argument otherwise)."""
    _check.type_of(value, name, (str,))
    if value not in valid:
        raise ValueError(f"Input {name} is not within the valid set of {list(valid)}.")
    return value


def interleave(blocks, workers):
    """MindSpore's non-mappable reader order: ``blocks`` (lists of rows) dealt to ``workers`` round-robin, then one
    row from each worker in turn until all have run dry."""
    queues = [[row for block in blocks[w::workers] for row in block] for w in range(workers)]
    out = []
    for i in range(max((len(q) for q in queues), default=0)):
        out.extend(q[i] for q in queues if i < len(q))
    return out


def shard_blocks(sizes, num_shards, shard_id):
    """The (file, start, stop) blocks of shard ``shard_id``: ``ceil(total / num_shards)`` consecutive rows from
    row ``shard_id * that``, wrapping round to the first file."""
    total = sum(sizes)
    if not num_shards:
        return [(f, 0, n) for f, n in enumerate(sizes) if n]
    per = math.ceil(total / num_shards)
    start, blocks = shard_id * per, []
    offsets = np.cumsum([0] + list(sizes))
    while per > 0 and total:
        start %= total
        f = int(np.searchsorted(offsets, start, side="right")) - 1
        lo = start - offsets[f]
        hi = min(sizes[f], lo + per)
        blocks.append((f, int(lo), int(hi)))
        per -= hi - lo
        start += hi - lo
    return blocks


class RowFileSource(_FileSource):
    """A text source over files (``_paths()``, in reading order), each parsed into rows by ``_parse(path)``; rows
    come in MindSpore's reader order (see the module docstring)."""

    _column_names = ()
    random_access = False  # (a non-mappable source in MindSpore: split cuts it with take/skip)

    def __init__(self, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache):
        self.shuffle_rows = shuffle_flag(shuffle)
        check_shards(num_shards, shard_id)
        super().__init__(num_samples, num_parallel_workers, False, None, num_shards, shard_id, cache)
        self.num_samples, self.num_shards, self.shard_id = num_samples, num_shards, shard_id

    def _columns(self):
        return list(self._column_names)

    def _paths(self):
        raise NotImplementedError

    def _parse(self, path):
        raise NotImplementedError

    def _load(self):
        return [self._parse(path) for path in self._paths()]

    def _counts(self):
        """Rows per file as MindSpore counts them to cut shards."""
        return [len(rows) for rows in self._arrays()]

    def _size_counts(self):
        """Rows per file as MindSpore counts them for the dataset size."""
        return self._counts()

    def _block(self, data, lo, hi):
        """The rows of rows ``lo`` to ``hi`` of a file's parsed data."""
        return data[lo:hi]

    def _row_shard(self):
        """(num_shards, shard_id) the rows are cut by (None when sharding picks files instead)."""
        return self.num_shards, self.shard_id

    def _order(self):
        files = self._arrays()
        if not files:
            raise _errors.pipeline_error(self, f"Invalid data, {type(self).__name__} API can't read the data file "
                                               "(interface mismatch or no data found).")
        blocks = [self._block(files[f], lo, hi) for f, lo, hi in shard_blocks(self._counts(), *self._row_shard())]
        rows = interleave(blocks, self.num_parallel_workers or config.get_num_parallel_workers())
        return rows[:self.num_samples] if self.num_samples else rows

    def _rows(self, run):
        rows = self._order()
        order = run.rng(self).permutation(len(rows)) if self.shuffle_rows else range(len(rows))
        for i in order:
            yield self._row_arrays(rows[i])

    def _row_arrays(self, row):
        """The column arrays of a parsed row."""
        return [np.array(v) for v in row]

    def _size(self):
        if self.num_shards:  # (MindSpore counts a shard's rows by reading them)
            return len(self._order())
        size = sum(self._size_counts())
        return min(size, self.num_samples) if self.num_samples else size

    def _num_rows(self):
        return len(self._order())


class FileList(RowFileSource):
    """A source over ``dataset_files`` (a path, pattern or list of them; read in name order)."""

    def __init__(self, dataset_files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache):
        self.dataset_files = file_list(dataset_files)
        super().__init__(num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _paths(self):
        return self.dataset_files


class CorpusDir(RowFileSource):
    """A corpus folder: ``_files`` maps each usage to its file names under ``dataset_dir``, in reading order."""

    _files = {}

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        self.usage = check_usage(usage, tuple(self._files)) if len(self._files) > 1 else None
        super().__init__(num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _paths(self):
        names = self._files[self.usage] if self.usage else next(iter(self._files.values()))
        paths = [os.path.join(self.dataset_dir, name) for name in names]
        return [p for p in paths if os.path.isfile(p)]


class CsvCorpus(CorpusDir):
    """The CSV corpora: every CSV record one row of strings (``csv`` quoting, as the corpora are written)."""

    def _parse(self, path):
        with open(path, newline="", encoding="utf-8") as f:
            return [row for row in csv.reader(f) if row]


def _csv_corpus(name, columns, files, doc):
    return type(name, (CsvCorpus,), {"_column_names": columns, "_files": files, "__doc__": doc})


_TEST_TRAIN = {"train": ("train.csv",), "test": ("test.csv",), "all": ("test.csv", "train.csv")}
_TRAIN_TEST = {"train": ("train.csv",), "test": ("test.csv",), "all": ("train.csv", "test.csv")}
AmazonReviewDataset = _csv_corpus("AmazonReviewDataset", ("label", "title", "content"), _TEST_TRAIN,
                                  "Amazon Review ``train.csv``/``test.csv``: ``label``, ``title``, ``content``.")
DBpediaDataset = _csv_corpus("DBpediaDataset", ("class", "title", "content"), _TEST_TRAIN,
                             "DBpedia ``train.csv``/``test.csv``: ``class``, ``title``, ``content``.")
SogouNewsDataset = _csv_corpus("SogouNewsDataset", ("index", "title", "content"), _TRAIN_TEST,
                               "Sogou News ``train.csv``/``test.csv``: ``index``, ``title``, ``content``.")
YahooAnswersDataset = _csv_corpus("YahooAnswersDataset", ("class", "title", "content", "answer"), _TEST_TRAIN,
                                  "Yahoo Answers ``train.csv``/``test.csv``: ``class``, ``title``, ``content``, "
                                  "``answer``.")
AGNewsDataset = _csv_corpus("AGNewsDataset", ("index", "title", "description"), _TEST_TRAIN,
                            "AG News ``train.csv``/``test.csv``: ``index``, ``title``, ``description``.")
YelpReviewDataset = _csv_corpus("YelpReviewDataset", ("label", "text"), _TRAIN_TEST,
                                "Yelp Review ``train.csv``/``test.csv``: ``label``, ``text``.")


def _lines(path):
    """A file's lines split at ``\\n`` only (a ``\\r`` stays in the text, as MindSpore reads it)."""
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    lines = text.split("\n")
    return lines[:-1] if lines and lines[-1] == "" else lines


class LineCorpus(CorpusDir):
    """A corpus of one ``text`` string per non-empty line."""

    _column_names = ("text",)

    def _parse(self, path):
        return [[line] for line in _lines(path) if line]


def _usage_files(pattern, usages):
    """usage -> files for ``usages`` (in MindSpore's order) and ``all`` (every usage, in name order)."""
    files = {u: (pattern.format(u),) for u in usages}
    files["all"] = tuple(sorted(f for names in files.values() for f in names))
    return files


class PennTreebankDataset(LineCorpus):
    """Penn Treebank ``ptb.{train,test,valid}.txt``: one ``text`` row per non-empty line."""

    _files = _usage_files("ptb.{}.txt", ("train", "valid", "test"))


class WikiTextDataset(LineCorpus):
    """WikiText ``wiki.{train,test,valid}.tokens``: one ``text`` row per non-empty line."""

    _files = _usage_files("wiki.{}.tokens", ("train", "valid", "test"))


class EnWik9Dataset(CorpusDir):
    """The ``enwik9`` file: one ``text`` row per line, empty lines included (MindSpore cuts shards over every line
    but counts only the non-empty ones in ``get_dataset_size``)."""

    _column_names = ("text",)
    _files = {None: ("enwik9",)}

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=True, num_shards=None,
                 shard_id=None, cache=None):
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _parse(self, path):
        return [[line] for line in _lines(path)]

    def _size_counts(self):
        return [sum(1 for row in rows if row[0]) for rows in self._arrays()]


class TaggedSentences(CorpusDir):
    """Sentences of one tagged word per line, a blank line ending a sentence: a row holds each field's column of
    words as a 1-D string array. MindSpore counts the word lines, cuts shards over them and ends a block's last
    sentence at the first word line past the block; a sentence still open at the end of a file is dropped."""

    _separator = " "

    def _fields(self, line, path):
        return line.split(self._separator)

    def _parse(self, path):
        return [self._fields(line, path) if line.strip() else None for line in _lines(path)]

    def _counts(self):
        return [sum(1 for line in lines if line is not None) for lines in self._arrays()]

    def _block(self, data, lo, hi):
        words = [i for i, line in enumerate(data) if line is not None]
        rows, sentence, seen = [], [], lo
        for line in data[words[lo]:] if lo < len(words) else []:
            if line is None:
                if sentence:
                    rows.append(sentence)
                sentence = []
                continue
            if seen >= hi:
                rows += [sentence] if sentence else []
                return [[np.array(col) for col in zip(*s)] for s in rows]
            sentence.append(line)
            seen += 1
        return [[np.array(col) for col in zip(*s)] for s in rows]


class CoNLL2000Dataset(TaggedSentences):
    """CoNLL-2000 chunking ``train.txt``/``test.txt``: ``word``, ``pos_tag``, ``chunk_tag`` (space separated)."""

    _column_names = ("word", "pos_tag", "chunk_tag")
    _files = _usage_files("{}.txt", ("train", "test"))


class UDPOSDataset(TaggedSentences):
    """UDPOS ``en-ud-tag.v2.{train,dev,test}.txt`` (usage ``valid`` reads dev): ``word``, ``universal``,
    ``stanford`` (tab separated, three fields a line)."""

    _column_names = ("word", "universal", "stanford")
    _separator = "\t"
    _files = {"train": ("en-ud-tag.v2.train.txt",), "valid": ("en-ud-tag.v2.dev.txt",),
              "test": ("en-ud-tag.v2.test.txt",),
              "all": ("en-ud-tag.v2.dev.txt", "en-ud-tag.v2.test.txt", "en-ud-tag.v2.train.txt")}

    def _fields(self, line, path):
        fields = line.split(self._separator)
        if len(fields) != 3:
            raise _errors.pipeline_error(self, "Invalid file content, each line should contain three columns, "
                                               "representing word, universal and stanford.")
        return fields


class SST2Dataset(CorpusDir):
    """SST-2 ``train.tsv``/``dev.tsv`` (``sentence``, ``label``) and ``test.tsv`` (``sentence``), header lines
    skipped; strings."""

    _files = {"train": ("train.tsv",), "test": ("test.tsv",), "dev": ("dev.tsv",)}

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=True,
                 num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_dir, "train" if usage is None else usage, num_samples, num_parallel_workers,
                         shuffle, num_shards, shard_id, cache)

    def _columns(self):
        return ["sentence"] if self.usage == "test" else ["sentence", "label"]

    def _parse(self, path):
        rows = [line.split("\t") for line in _lines(path)[1:] if line]
        return [row[1:] for row in rows] if self.usage == "test" else rows


def _json_value(value):
    """A JSON value as MindSpore's readers store it: integers uint32, lists string arrays, the rest strings."""
    if isinstance(value, int) and not isinstance(value, bool):
        return np.array(value, dtype=np.uint32)
    return np.array(value) if isinstance(value, list) else np.array(str(value))


_CLUE_KEYS = {  # task -> (keys of train/eval, keys of test); "target/" keys are read from the nested target object
    "AFQMC": (("sentence1", "sentence2", "label"), ("id", "sentence1", "sentence2")),
    "TNEWS": (("label", "label_desc", "sentence", "keywords"), ("id", "keywords", "sentence")),
    "IFLYTEK": (("label", "label_des", "sentence"), ("id", "sentence")),
    "CMNLI": (("sentence1", "sentence2", "label"), ("id", "sentence1", "sentence2")),
    "WSC": (("target/span1_index", "target/span2_index", "target/span1_text", "target/span2_text", "idx", "text",
             "label"),
            ("target/span1_index", "target/span2_index", "target/span1_text", "target/span2_text", "idx", "text")),
    "CSL": (("id", "abst", "keyword", "label"), ("id", "abst", "keyword")),
}


class CLUEDataset(FileList):
    """CLUE JSON-lines files of a ``task`` and ``usage``: the task's keys as columns in name order, strings as
    strings, integers uint32, lists string arrays (a missing key is MindSpore's pipeline error)."""

    def __init__(self, dataset_files, task="AFQMC", usage="train", num_samples=None, num_parallel_workers=None,
                 shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        task = "AFQMC" if task is None else task
        usage = "train" if usage is None else usage
        if task not in _CLUE_KEYS:
            raise ValueError("task should be 'AFQMC', 'TNEWS', 'IFLYTEK', 'CMNLI', 'WSC' or 'CSL'.")
        if usage not in ("train", "test", "eval"):
            raise ValueError("usage should be 'train', 'test' or 'eval'.")
        self.task, self.usage = task, usage
        super().__init__(dataset_files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _keys(self):
        return sorted(_CLUE_KEYS[self.task][self.usage == "test"], key=lambda k: k.split("/")[-1])

    def _columns(self):
        return [k.split("/")[-1] for k in self._keys()]

    def _value(self, record, key):
        for part in key.split("/"):
            if not isinstance(record, dict) or part not in record:
                raise _errors.pipeline_error(self, f"Invalid file, in given JSON file, failed to find key: {part}")
            record = record[part]
        return _json_value(record)

    def _parse(self, path):
        with open(path, encoding="utf-8") as f:
            records = [json.loads(line) for line in f if line.strip()]
        return [[self._value(r, k) for k in self._keys()] for r in records]


class SQuADDataset(CorpusDir):
    """SQuAD 1.1/2.0 JSON files (``train-v1.1.json``, ``train-v2.0.json``, ``dev-...``; ``all``: train then dev):
    one row a question: ``context``, ``question``, ``text`` (answer texts, [''] without answers) and
    ``answer_start`` (uint32, [2**32 - 1] without answers)."""

    _column_names = ("context", "question", "text", "answer_start")
    _files = {"train": ("train-v1.1.json", "train-v2.0.json"), "dev": ("dev-v1.1.json", "dev-v2.0.json"),
              "all": ("train-v1.1.json", "train-v2.0.json", "dev-v1.1.json", "dev-v2.0.json")}

    def _parse(self, path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)["data"]
        rows = []
        for article in data:
            for paragraph in article["paragraphs"]:
                for qa in paragraph["qas"]:
                    answers = qa["answers"] or [{"text": "", "answer_start": -1}]
                    rows.append([paragraph["context"], qa["question"], [a["text"] for a in answers],
                                 np.array([a["answer_start"] for a in answers], dtype=np.int64).astype(np.uint32)])
        return rows


class Multi30kDataset(CorpusDir):
    """Multi30k ``training/train.{en,de}``, ``validation/val.*``, ``mmt16_task1_test/test.*`` (``all``: test, train,
    valid): ``text`` and ``translation``, the lines of the ``language_pair`` files side by side; as MindSpore 2.10,
    the lines where the English file is empty are skipped, whichever language comes first."""

    _column_names = ("text", "translation")
    _files = {"train": ("training/train",), "test": ("mmt16_task1_test/test",), "valid": ("validation/val",),
              "all": ("mmt16_task1_test/test", "training/train", "validation/val")}

    def __init__(self, dataset_dir, usage=None, language_pair=None, num_samples=None, num_parallel_workers=None,
                 shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        language_pair = ["en", "de"] if language_pair is None else language_pair
        if list(language_pair) not in (["en", "de"], ["de", "en"]):
            raise ValueError(f"language_pair can only be ['en', 'de'] or ['en', 'de'], but got {language_pair}")
        self.language_pair = list(language_pair)
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _paths(self):
        names = [os.path.join(self.dataset_dir, stem) for stem in self._files[self.usage]]
        return [p for p in names if os.path.isfile(p + ".en")]

    def _parse(self, path):
        lines = {lang: _lines(f"{path}.{lang}") for lang in ("en", "de")}
        pairs = zip(lines[self.language_pair[0]], lines[self.language_pair[1]], lines["en"])
        return [[a, b] for a, b, en in pairs if en]


_IWSLT_TAGS = ("<url", "<keywords", "<talkid", "<description", "<reviewer", "<translator", "<title", "<speaker",
               "<doc", "</doc")
_IWSLT_SETS = ("dev2010", "tst2010", "tst2011", "tst2012", "tst2013", "tst2014")


class IWSLTBase(CorpusDir):
    """IWSLT TED talks: ``train.tags.<src>-<tgt>.<lang>`` (lines holding a talk's tags dropped, the rest
    stripped; an empty line is MindSpore's error) and ``IWSLT<yy>.TED.<set>.<src>-<tgt>.<lang>.xml`` (the text of
    each ``<seg>``), the source language's lines as ``text`` and the target's as ``translation``; ``all`` reads
    train, valid then test. (MindSpore 2.10 also writes its cleaned copies of these files into the folder;
    msbridge writes nothing.)"""

    _column_names = ("text", "translation")
    _files = {"train": None, "test": None, "valid": None, "all": None}
    _pairs = ()
    _year = ""

    def _init_pair(self, language_pair):
        pair = ["de", "en"] if language_pair is None else list(language_pair)
        if pair not in [list(p) for p in self._pairs]:
            raise ValueError(f"Input language_pair{pair} is not within the valid set of "
                             f"{[list(p) for p in self._pairs]}.")
        self.language_pair = pair

    def _folder(self):
        raise NotImplementedError

    def _sets(self):
        """(valid set, test set) names."""
        raise NotImplementedError

    def _paths(self):
        src, tgt = self.language_pair
        folder = self._folder()
        valid, test = self._sets()
        stems = {"train": (f"train.tags.{src}-{tgt}", ""),
                 "valid": (f"IWSLT{self._year}.TED.{valid}.{src}-{tgt}", ".xml"),
                 "test": (f"IWSLT{self._year}.TED.{test}.{src}-{tgt}", ".xml")}
        usages = ("train", "valid", "test") if self.usage == "all" else (self.usage,)
        return [tuple(os.path.join(folder, f"{stems[u][0]}.{lang}{stems[u][1]}") for lang in (src, tgt))
                for u in usages]

    def _text(self, path):
        if not os.path.isfile(path):
            raise _errors.pipeline_error(self, f"Invalid file, failed to load file: {path}")
        lines = _lines(path)
        if path.endswith(".xml"):
            return [m.group(1).strip() for m in map(re.compile(r"<seg[^>]*>(.*)</seg>").search, lines) if m]
        kept = []
        for line in lines:
            if line == "":
                raise _errors.pipeline_error(self, "Invalid file, read an empty line.")
            if not any(tag in line for tag in _IWSLT_TAGS):
                kept.append(line.strip())
        return kept

    def _parse(self, paths):
        return [list(pair) for pair in zip(self._text(paths[0]), self._text(paths[1]))]


class IWSLT2016Dataset(IWSLTBase):
    """IWSLT 2016 under ``texts/<src>/<tgt>/<src>-<tgt>/``; ``valid_set`` (default tst2013) and ``test_set``
    (default tst2014) pick the dev/test files."""

    _pairs = (("en", "ar"), ("en", "ar"), ("en", "de"), ("en", "fr"), ("en", "cs"), ("ar", "en"), ("fr", "en"),
              ("de", "en"), ("cs", "en"))
    _year = "16"

    def __init__(self, dataset_dir, usage=None, language_pair=None, valid_set=None, test_set=None,
                 num_samples=None, shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, num_parallel_workers=None,
                 cache=None):
        self._init_pair(language_pair)
        self.valid_set = choice("tst2013" if valid_set is None else valid_set, "valid_set", _IWSLT_SETS)
        self.test_set = choice("tst2014" if test_set is None else test_set, "test_set", _IWSLT_SETS)
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _folder(self):
        src, tgt = self.language_pair
        return os.path.join(self.dataset_dir, "texts", src, tgt, f"{src}-{tgt}")

    def _sets(self):
        return self.valid_set, self.test_set


class IWSLT2017Dataset(IWSLTBase):
    """IWSLT 2017 under ``texts/DeEnItNlRo/DeEnItNlRo/DeEnItNlRo-DeEnItNlRo/`` (dev2010 is valid, tst2010 test)."""

    _pairs = (("en", "nl"), ("en", "de"), ("en", "it"), ("en", "ro"), ("ro", "de"), ("ro", "en"), ("ro", "nl"),
              ("ro", "it"), ("de", "ro"), ("de", "en"), ("de", "nl"), ("de", "it"), ("it", "en"), ("it", "nl"),
              ("it", "de"), ("it", "ro"), ("nl", "de"), ("nl", "en"), ("nl", "it"), ("nl", "ro"))
    _year = "17"

    def __init__(self, dataset_dir, usage=None, language_pair=None, num_samples=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, num_parallel_workers=None, cache=None):
        self._init_pair(language_pair)
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _folder(self):
        return os.path.join(self.dataset_dir, "texts", "DeEnItNlRo", "DeEnItNlRo", "DeEnItNlRo-DeEnItNlRo")

    def _sets(self):
        return "dev2010", "tst2010"
