"""Text sources read from local files (nothing is downloaded): ``TextFileDataset`` (one ``text`` row per non-empty
line, files in name order, read as text_sources.py reads corpora), ``IMDBDataset`` (aclImdb folders); the CSV and
other corpora are in text_sources.py."""
import os

import numpy as np

from .datasets import Shuffle
from .datasets_vision import UsageSource
from .text_sources import FileList

__all__ = ["TextFileDataset", "IMDBDataset"]


class TextFileDataset(FileList):
    """Lines of text files (empty lines skipped), in MindSpore's non-mappable reader order (text_sources.py);
    shuffled by default."""

    _column_names = ("text",)

    def __init__(self, dataset_files, num_samples=None, num_parallel_workers=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _parse(self, path):
        with open(path, encoding="utf-8") as f:
            return [[line.rstrip("\r\n")] for line in f if line.strip("\r\n")]


class IMDBDataset(UsageSource):
    """The aclImdb folder: ``text`` (the last line of each review file, as MindSpore reads it) and ``label``
    (int32: pos 1, neg 0); train then test, pos then neg, files in name order; shuffled by default."""

    def _columns(self):
        return ["text", "label"]

    def _load(self):
        texts, labels = [], []
        for usage in ("train", "test") if self.usage == "all" else (self.usage,):
            for kind, label in (("pos", 1), ("neg", 0)):
                folder = os.path.join(self.dataset_dir, usage, kind)
                if not os.path.isdir(folder):
                    continue
                for name in sorted(os.listdir(folder)):
                    with open(os.path.join(folder, name), encoding="utf-8") as f:
                        lines = f.read().splitlines()
                    texts.append(lines[-1] if lines else "")
                    labels.append(label)
        return [texts, np.asarray(labels, dtype=np.int32)]

    def _read(self, index):
        texts, labels = self._arrays()
        return [np.array(texts[index]), np.array(labels[index])]
