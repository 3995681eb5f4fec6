"""mindspore.dataset text corpora read from files (the CSV corpora, EnWik9, PennTreebank, WikiText, CoNLL2000,
UDPOS, SST2, CLUE, SQuAD, Multi30k, IWSLT2016/2017, TextFile): columns, dtypes, sizes and row order with 1 and 2
reader workers, usages, num_samples and shards.
Recorded from MindSpore 2.10 by record_dataset_text_sources.py (which writes the same small files) and replayed on
msbridge by tests/test_dataset_text_sources.py.

Case code sees ``ds``, ``np``, ``rows`` (one epoch as lists), ``summary`` (columns, size, dtypes and rows),
``corpus(name)`` (the folder of a corpus) and ``missing``.
"""
import importlib
import os

import numpy as np

from cases_dataset import _TMP, as_json


def _csv_rows(tag, columns):
    return "".join(",".join(f'"{tag}{i}c{j}"' for j in range(columns)) + "\n" for i in range(3)) + \
        f'"{tag}q","say ""hi"", ok"' + ',"x"' * (columns - 2) + "\n"


_CLUE = [{"sentence1": "s1", "sentence2": "s2", "label": "1", "id": 7, "label_des": "ld", "label_desc": "lds",
          "sentence": "sen", "keywords": "kw", "idx": 9, "text": "txt", "abst": "ab", "keyword": ["k1", "k2"],
          "target": {"span1_index": 3, "span2_index": 5, "span1_text": "t1", "span2_text": "t2"}},
         {"sentence1": 5, "sentence2": "z", "label": 2, "id": "8", "label_des": "m", "label_desc": "n",
          "sentence": "o", "keywords": "p", "idx": 1, "text": "q", "abst": "r", "keyword": ["k3"],
          "target": {"span1_index": 0, "span2_index": 1, "span1_text": "u", "span2_text": "v"}}]


def _squad(name):
    qas = [{"id": "q1", "question": "what?", "answers": [{"text": "one", "answer_start": 4},
                                                          {"text": "ctx", "answer_start": 0}]},
           {"id": "q2", "question": "none?", "answers": [], "is_impossible": True}]
    return __import__("json").dumps({"version": "1", "data": [
        {"title": "T1", "paragraphs": [{"context": name, "qas": qas}]},
        {"title": "T2", "paragraphs": [{"context": "c2", "qas": [{"id": "q3", "question": "q?", "answers": [
            {"text": "c", "answer_start": 0}]}]}]}]})


_TRAIN_TAGS = {"de": "<url>http://x</url>\n<keywords>k</keywords>\n  Hallo Welt  \n<talkid>1</talkid>\nZweite Zeile\n"
                     "<speaker>S</speaker>\nDritte <b>x</b>\n  <title>T</title>\n<reviewer href=\"r\">R</reviewer>\n"
                     " Vier <url> \n",
               "en": "<url>http://x</url>\n<keywords>k</keywords>\n  Hello world  \n<talkid>1</talkid>\nSecond line\n"
                     "<speaker>S</speaker>\nThird <b>x</b>\n  <title>T</title>\n<reviewer href=\"r\">R</reviewer>\n"
                     " Four <url> \n"}


def _iwslt_xml(lang, name):
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<mteval>\n<srcset setid="x" srclang="{lang}">\n<doc docid="1">\n'
            f'<url>u</url>\n<talkid>1</talkid>\n<seg id="1"> {name} {lang} one </seg>\n<seg id="2">{name} {lang} two'
            '</seg>\n</doc>\n</srcset>\n</mteval>\n')


def _iwslt(folder, year, sets):
    files = {f"{folder}/train.tags.de-en.{lang}": _TRAIN_TAGS[lang] for lang in ("de", "en")}
    files.update({f"{folder}/IWSLT{year}.TED.{name}.de-en.{lang}.xml": _iwslt_xml(lang, name) for name in sets
                  for lang in ("de", "en")})
    return files


_FILES = {
    "iwslt16": _iwslt("texts/de/en/de-en", 16, ("dev2010", "tst2013", "tst2014")),
    "iwslt17": _iwslt("texts/DeEnItNlRo/DeEnItNlRo/DeEnItNlRo-DeEnItNlRo", 17, ("dev2010", "tst2010")),
    "iwslt16_empty": {"texts/de/en/de-en/train.tags.de-en.de": "a\n\nb\n",
                      "texts/de/en/de-en/train.tags.de-en.en": "c\nd\ne\n"},
    "csv3": {"train.csv": _csv_rows("train", 3), "test.csv": _csv_rows("test", 3)},
    "csv4": {"train.csv": _csv_rows("train", 4), "test.csv": _csv_rows("test", 4)[:40]},
    "csv2": {"train.csv": _csv_rows("train", 2), "test.csv": _csv_rows("test", 2)},
    "enwik9": {"enwik9": "<mediawiki>\n\n  hello world \n  \nlast"},
    "ptb": {f"ptb.{u}.txt": f" {u} a b \n\n{u} c\r\n{u} d\n" for u in ("train", "valid", "test")},
    "wiki": {f"wiki.{u}.tokens": f" = {u} = \n\n{u} c\n" for u in ("train", "valid", "test")},
    "conll": {"train.txt": "a NN B-NP\nb VB I-VP\n\nc DT O\nd X Y\n\ne A B\n\n",
              "test.txt": "t NN B-NP\n\n\nu DT O\nv X Y\n"},
    "udpos": {f"en-ud-tag.v2.{u}.txt": f"{u}A\tNOUN\tNN\nx\tVERB\tVB\n\n{u}B\tDET\tDT\n\n{u}C\tX\tY\n"
              for u in ("train", "dev", "test")},
    "udpos_bad": {"en-ud-tag.v2.train.txt": "a NOUN NN\n\n"},
    "clue": {"a.json": "\n".join(__import__("json").dumps(r) for r in _CLUE) + "\n",
             "b.json": __import__("json").dumps(dict(_CLUE[0], sentence1="b1", id=3)) + "\n"},
    "clue_missing": {"a.json": '{"sentence1": "x"}\n'},
    "squad": {f: _squad(f) for f in ("train-v1.1.json", "dev-v1.1.json", "dev-v2.0.json")},
    "m30k": {f"{d}/{s}.{lang}": f"{s} {lang} 1\n\n{s} {lang} 2 \n{s} {lang} 3\n"
             + ("x\n\n" if lang == "en" else "\ny\n")
             for d, s in (("training", "train"), ("validation", "val"), ("mmt16_task1_test", "test"))
             for lang in ("en", "de")},
    "textfiles": {f"{k}.txt": "".join(f"{k}{i}\n" for i in range(n)) + "\n" for k, n in (("a", 4), ("b", 1), ("c", 3))},
    "sst2": {"train.tsv": "sentence\tlabel\nhello there \t1\nbad\t0\nok\t1\n", "dev.tsv": "sentence\tlabel\ndevx\t1\n",
             "test.tsv": "index\tsentence\n0\ttesty\n1\ttestz\n"},
}


def corpus(name):
    """The folder of one of the small corpora above (written once under the cases' temporary directory)."""
    return write_files(os.path.join(_TMP, "text_corpora", name), _FILES[name])


def write_files(folder, files):
    """``folder`` with ``files`` ({relative path: text, or a function writing the file at a path}) written into
    it, unless it exists already."""
    if not os.path.isdir(folder):
        for rel, content in files.items():
            path = os.path.join(folder, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if callable(content):
                content(path)
                continue
            with open(path, "w", newline="") as f:
                f.write(content)
    return folder


def namespace(ms):
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def rows(dataset):
        return [[x.tolist() for x in r] for r in dataset.create_tuple_iterator(output_numpy=True)]

    def summary(dataset):
        first = next(dataset.create_tuple_iterator(output_numpy=True))
        return [dataset.get_col_names(), dataset.get_dataset_size(), [[x.dtype.kind, list(x.shape)] for x in first],
                rows(dataset)]

    return {"ds": ds, "np": np, "rows": rows, "summary": summary, "corpus": corpus,
            "missing": os.path.join(_TMP, "text_corpora", "nothere")}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


_CSV = {"AmazonReviewDataset": "csv3", "DBpediaDataset": "csv3", "SogouNewsDataset": "csv3",
        "YahooAnswersDataset": "csv4", "YelpReviewDataset": "csv2", "AGNewsDataset": "csv3"}
_W1, _W2 = "shuffle=False, num_parallel_workers=1", "shuffle=False, num_parallel_workers=2"

VALUES = {}
for _name, _dir in _CSV.items():
    _d = f"ds.{_name}(corpus('{_dir}')"
    VALUES.update({
        f"{_name}.all_w2": f"summary({_d}, {_W2}))",
        f"{_name}.all_w1": f"rows({_d}, {_W1}))",
        f"{_name}.train": f"rows({_d}, 'train', {_W2}))",
        f"{_name}.test_num_samples": f"rows({_d}, 'test', num_samples=2, {_W2}))",
        f"{_name}.shuffled_rows": f"sorted(rows({_d})))",
    })
    if _dir != "csv4":  # (MindSpore 2.10 joins a row to the one before when a shard starts inside a CSV file)
        VALUES[f"{_name}.shards"] = (f"[[rows(d), d.get_dataset_size()] for d in [{_d}, num_shards=2, shard_id=i, "
                                     f"{_W2}) for i in range(2)]]")
_LINE = {"EnWik9Dataset": ("enwik9", None), "PennTreebankDataset": ("ptb", "valid"),
         "WikiTextDataset": ("wiki", "test"), "CoNLL2000Dataset": ("conll", "test"), "UDPOSDataset": ("udpos", "valid"),
         "SST2Dataset": ("sst2", "test")}
for _name, (_dir, _usage) in _LINE.items():
    _d = f"ds.{_name}(corpus('{_dir}')"
    VALUES.update({
        f"{_name}.default_w2": f"summary({_d}, {_W2}))",
        f"{_name}.default_w1": f"rows({_d}, {_W1}))",
        f"{_name}.num_samples": f"rows({_d}, num_samples=2, {_W2}))",
        f"{_name}.shards": f"[[rows(d), d.get_dataset_size()] for d in [{_d}, num_shards=2, shard_id=i, {_W2}) "
                           "for i in range(2)]]",
        f"{_name}.shuffled_rows": f"sorted(rows({_d})))",
    })
    if _usage:
        VALUES[f"{_name}.{_usage}"] = f"summary({_d}, '{_usage}', {_W2}))"
VALUES.update({
    "SST2Dataset.dev": "summary(ds.SST2Dataset(corpus('sst2'), 'dev', shuffle=False))",
    "CoNLL2000Dataset.train_shards": "[rows(ds.CoNLL2000Dataset(corpus('conll'), 'train', num_shards=2, shard_id=i, "
                                     f"{_W1})) for i in range(2)]",
    "CoNLL2000Dataset.all_shards3": "[rows(ds.CoNLL2000Dataset(corpus('conll'), num_shards=3, shard_id=i, "
                                    f"{_W2})) for i in range(3)]",
    "PennTreebankDataset.all_shards4": "[rows(ds.PennTreebankDataset(corpus('ptb'), num_shards=4, shard_id=i, "
                                       f"{_W2})) for i in range(4)]",
    "AGNewsDataset.shuffle_enum_files": "sorted(rows(ds.AGNewsDataset(corpus('csv3'), shuffle=ds.Shuffle.FILES)))",
})

for _task in ("AFQMC", "TNEWS", "IFLYTEK", "CMNLI", "WSC", "CSL"):
    for _usage in ("train", "test", "eval"):
        VALUES[f"CLUEDataset.{_task}.{_usage}"] = (f"summary(ds.CLUEDataset(corpus('clue') + '/a.json', '{_task}', "
                                                   f"'{_usage}', {_W2}))")
VALUES.update({
    "CLUEDataset.two_files_w2": f"summary(ds.CLUEDataset(corpus('clue') + '/*.json', {_W2}))",
    "CLUEDataset.shards": f"[rows(ds.CLUEDataset(corpus('clue') + '/*.json', num_shards=3, shard_id=i, {_W2})) "
                          "for i in range(3)]",
    "SQuADDataset.all_w1": f"summary(ds.SQuADDataset(corpus('squad'), {_W1}))",
    "SQuADDataset.all_w2": f"rows(ds.SQuADDataset(corpus('squad'), 'all', {_W2}))",
    "SQuADDataset.dev": f"rows(ds.SQuADDataset(corpus('squad'), 'dev', {_W1}))",
    "SQuADDataset.train_num_samples": f"rows(ds.SQuADDataset(corpus('squad'), 'train', num_samples=2, {_W1}))",
    "SQuADDataset.shards": f"[[rows(d), d.get_dataset_size()] for d in [ds.SQuADDataset(corpus('squad'), "
                           f"num_shards=2, shard_id=i, {_W2}) for i in range(2)]]",
    "Multi30kDataset.all_w1": f"summary(ds.Multi30kDataset(corpus('m30k'), {_W1}))",
    "Multi30kDataset.all_w2": f"rows(ds.Multi30kDataset(corpus('m30k'), {_W2}))",
    "Multi30kDataset.de_en": f"rows(ds.Multi30kDataset(corpus('m30k'), 'valid', ['de', 'en'], {_W1}))",
    "Multi30kDataset.shards": f"[[rows(d), d.get_dataset_size()] for d in [ds.Multi30kDataset(corpus('m30k'), "
                              f"num_shards=2, shard_id=i, {_W2}) for i in range(2)]]",
    "TextFileDataset.three_files_w2": f"summary(ds.TextFileDataset(corpus('textfiles') + '/*.txt', {_W2}))",
    "TextFileDataset.shards": f"[[rows(d), d.get_dataset_size()] for d in [ds.TextFileDataset(corpus('textfiles') "
                              f"+ '/*.txt', num_shards=3, shard_id=i, {_W2}) for i in range(3)]]",
    "TextFileDataset.split": f"[rows(d) for d in ds.TextFileDataset(corpus('textfiles') + '/*.txt', {_W1})"
                             ".split([5, 3], randomize=False)]",
    "TextFileDataset.num_samples": f"rows(ds.TextFileDataset(corpus('textfiles') + '/*.txt', num_samples=5, {_W2}))",
})
VALUES.update({f"{name}.{usage}": f"summary(ds.{name}(corpus('{folder}'), '{usage}', {_W1}))"
               for name, folder in (("IWSLT2016Dataset", "iwslt16"), ("IWSLT2017Dataset", "iwslt17"))
               for usage in ("train", "valid", "test", "all")})
VALUES.update({
    "IWSLT2016Dataset.sets": f"rows(ds.IWSLT2016Dataset(corpus('iwslt16'), 'all', valid_set='dev2010', "
                             f"test_set='tst2013', {_W1}))",
    "IWSLT2017Dataset.all_w2": f"rows(ds.IWSLT2017Dataset(corpus('iwslt17'), {_W2}))",
    "IWSLT2017Dataset.shards": f"[[rows(d), d.get_dataset_size()] for d in [ds.IWSLT2017Dataset(corpus('iwslt17'), "
                               f"num_shards=2, shard_id=i, {_W2}) for i in range(2)]]",
})

ERRORS = {
    "AmazonReviewDataset.missing": "ds.AmazonReviewDataset(missing)",
    "DBpediaDataset.usage": "ds.DBpediaDataset(corpus('csv3'), usage='valid')",
    "YelpReviewDataset.shuffle": "ds.YelpReviewDataset(corpus('csv2'), shuffle=3)",
    "SogouNewsDataset.shard_id": "ds.SogouNewsDataset(corpus('csv3'), num_shards=2, shard_id=2)",
    "YahooAnswersDataset.shard_alone": "ds.YahooAnswersDataset(corpus('csv4'), num_shards=2)",
    "PennTreebankDataset.usage": "ds.PennTreebankDataset(corpus('ptb'), usage='dev')",
    "WikiTextDataset.usage": "ds.WikiTextDataset(corpus('wiki'), usage='dev')",
    "UDPOSDataset.usage": "ds.UDPOSDataset(corpus('udpos'), usage='dev')",
    "CoNLL2000Dataset.usage": "ds.CoNLL2000Dataset(corpus('conll'), usage='valid')",
    "SST2Dataset.usage": "ds.SST2Dataset(corpus('sst2'), usage='all')",
    "EnWik9Dataset.missing": "ds.EnWik9Dataset(missing)",
    "UDPOSDataset.two_fields": "rows(ds.UDPOSDataset(corpus('udpos_bad'), 'train', shuffle=False))",
    "CLUEDataset.task": "ds.CLUEDataset(corpus('clue') + '/a.json', task='XYZ')",
    "CLUEDataset.usage": "ds.CLUEDataset(corpus('clue') + '/a.json', usage='dev')",
    "CLUEDataset.missing_key": "rows(ds.CLUEDataset(corpus('clue_missing') + '/a.json', shuffle=False))",
    "CLUEDataset.no_file": "ds.CLUEDataset(missing + '/*.json')",
    "SQuADDataset.usage": "ds.SQuADDataset(corpus('squad'), 'test')",
    "Multi30kDataset.pair": "ds.Multi30kDataset(corpus('m30k'), 'valid', ['de', 'fr'])",
    "Multi30kDataset.usage": "ds.Multi30kDataset(corpus('m30k'), 'dev')",
    "IWSLT2016Dataset.pair": "ds.IWSLT2016Dataset(corpus('iwslt16'), language_pair=['de', 'fr'])",
    "IWSLT2017Dataset.pair": "ds.IWSLT2017Dataset(corpus('iwslt17'), language_pair=['de', 'fr'])",
    "IWSLT2016Dataset.valid_set": "ds.IWSLT2016Dataset(corpus('iwslt16'), valid_set='tst2099')",
    "IWSLT2016Dataset.usage": "ds.IWSLT2016Dataset(corpus('iwslt16'), 'dev')",
    "IWSLT2016Dataset.missing_pair_files": "rows(ds.IWSLT2016Dataset(corpus('iwslt16'), 'valid', ['en', 'de']))",
    "IWSLT2016Dataset.empty_line": "rows(ds.IWSLT2016Dataset(corpus('iwslt16_empty'), 'train', shuffle=False))",
    "AmazonReviewDataset.num_samples": "ds.AmazonReviewDataset(corpus('csv3'), num_samples=-1)",
}

SAME_MESSAGE = {"DBpediaDataset.usage", "PennTreebankDataset.usage", "WikiTextDataset.usage", "UDPOSDataset.usage",
                "CoNLL2000Dataset.usage", "SST2Dataset.usage", "YelpReviewDataset.shuffle", "SogouNewsDataset.shard_id",
                "AmazonReviewDataset.num_samples",
                "CLUEDataset.task", "CLUEDataset.usage", "SQuADDataset.usage", "Multi30kDataset.pair",
                "Multi30kDataset.usage", "IWSLT2016Dataset.pair", "IWSLT2017Dataset.pair", "IWSLT2016Dataset.valid_set",
                "IWSLT2016Dataset.usage"}
