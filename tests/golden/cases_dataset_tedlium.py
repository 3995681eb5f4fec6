"""mindspore.dataset.TedliumDataset on small TED-LIUM folders (``.stm`` transcripts, NIST SPHERE ``.sph`` audio
written here: a 1024-byte text header, then big-endian 16-bit samples): columns, dtypes, waveform lengths, row
order (MindSpore sorts rows by the line number as a string), usages, releases, sizes and errors. Recorded from
MindSpore 2.10 by record_dataset_tedlium.py and replayed on msbridge by tests/test_dataset_tedlium.py.

Case code sees ``ds``, ``np``, ``rows``, ``summary`` (columns, size, rows), ``corpus(name)`` and ``missing``.
"""
import importlib
import os

import numpy as np

from cases_dataset import _TMP, as_json  # noqa: F401 - as_json is this module's too
from cases_dataset_text_sources import write_files


def _sph(rate, samples, pad=b"\0"):
    def write(path):
        header = (f"NIST_1A\n   1024\nsample_count -i {samples}\nsample_rate -i {rate}\nchannel_count -i 1\n"
                  "sample_byte_format -s2 10\nsample_n_bytes -i 2\nsample_coding -s3 pcm\nend_head\n").encode()
        pcm = (np.arange(samples, dtype=np.int64) * 997 % 65536 - 32768).astype(">i2").tobytes()
        with open(path, "wb") as f:
            f.write(header + pad * (1024 - len(header)) + pcm)
    return write


def _stm(talk, n, first=0.0, step=0.001):
    return "".join(f"{talk} 1 {talk}_spk {first + i * step:.3f} {first + (i + 1) * step + 0.0005:.4f} "
                   f"<o,f0,male> words of {talk} {i}\n" for i in range(n))


_FILES = {
    "r1": {"train/stm/TalkB.stm": _stm("TalkB", 12), "train/sph/TalkB.sph": _sph(8000, 400),
           "train/stm/TalkA.stm": _stm("TalkA", 3, 0.01), "train/sph/TalkA.sph": _sph(8000, 400, b" "),
           "test/stm/Test1.stm": _stm("Test1", 2), "test/sph/Test1.sph": _sph(16000, 200),
           "dev/stm/Dev1.stm": _stm("Dev1", 2).replace("\n", "", 1)[:-1], "dev/sph/Dev1.sph": _sph(8000, 100)},
    "r3": {"data/stm/T3.stm": _stm("T3", 3), "data/sph/T3.sph": _sph(8000, 100)},
    "short": {"train/stm/S.stm": _stm("S", 1, 0.5), "train/sph/S.sph": _sph(8000, 10),
              "test/stm/x.txt": "", "dev/stm/y.txt": ""},
}


def corpus(name):
    return write_files(os.path.join(_TMP, "tedlium", name), _FILES[name])


def rows(dataset):
    """One epoch; a waveform as [dtype, shape, sum of magnitudes]."""
    return [[x.tolist() if x.dtype.kind != "f" else [x.dtype.str, list(x.shape), float(np.abs(x).sum())]
             for x in r] for r in dataset.create_tuple_iterator(output_numpy=True)]


def summary(dataset):
    return [dataset.get_col_names(), dataset.get_dataset_size(), rows(dataset)]


def namespace(ms):
    return {"ds": importlib.import_module(ms.__name__ + ".dataset"), "np": np, "rows": rows, "summary": summary,
            "corpus": corpus, "missing": os.path.join(_TMP, "tedlium", "nothere")}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


_F = "shuffle=False"
VALUES = {
    "release1_all": f"summary(ds.TedliumDataset(corpus('r1'), 'release1', {_F}))",
    "release2_train": f"summary(ds.TedliumDataset(corpus('r1'), 'release2', 'train', {_F}))",
    "release1_test": f"summary(ds.TedliumDataset(corpus('r1'), 'release1', 'test', {_F}))",
    "release1_dev": f"summary(ds.TedliumDataset(corpus('r1'), 'release1', 'dev', {_F}))",
    "release3": f"summary(ds.TedliumDataset(corpus('r3'), 'release3', {_F}))",
    "num_samples": f"rows(ds.TedliumDataset(corpus('r1'), 'release1', 'train', num_samples=3, {_F}))",
    "shards": f"[rows(ds.TedliumDataset(corpus('r1'), 'release1', 'test', num_shards=2, shard_id=i, {_F})) "
              "for i in range(2)]",
    "shuffled": "sorted(map(str, rows(ds.TedliumDataset(corpus('r1'), 'release1', 'dev'))))",
    "size_only": "ds.TedliumDataset(corpus('r1'), 'release1').get_dataset_size()",
}

ERRORS = {
    "release": "ds.TedliumDataset(corpus('r1'), 'release4')",
    "release_type": "ds.TedliumDataset(corpus('r1'), 4)",
    "usage": "ds.TedliumDataset(corpus('r1'), 'release1', 'valid')",
    "usage_release3": "ds.TedliumDataset(corpus('r3'), 'release3', 'train')",
    "missing": "ds.TedliumDataset(missing, 'release1')",
    "missing_usage_folder": f"rows(ds.TedliumDataset(corpus('r3'), 'release1', 'train', {_F}))",
    "sph_too_short": f"rows(ds.TedliumDataset(corpus('short'), 'release1', 'train', {_F}))",
    "shard_alone": "ds.TedliumDataset(corpus('r1'), 'release1', num_shards=2)",
}

SAME_MESSAGE = {"release", "release_type", "usage", "usage_release3", "shard_alone"}
