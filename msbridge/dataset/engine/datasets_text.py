"""Text sources read from local files (nothing is downloaded): ``TextFileDataset`` (one ``text`` row per non-empty
line, files in name order), ``IMDBDataset`` (aclImdb folders); the CSV and
other corpora are in text_sources.py."""
import os

import numpy as np

from ._files import file_list, shuffle_flag
from .datasets import Shuffle
from .datasets_vision import UsageSource, _FileSource

__all__ = ["TextFileDataset", "IMDBDataset"]


class TextFileDataset(_FileSource):
    """Lines of text files (empty lines skipped); shuffled by default."""

    def __init__(self, dataset_files, num_samples=None, num_parallel_workers=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, cache=None):
        self.dataset_files = file_list(dataset_files)
        super().__init__(num_samples, num_parallel_workers, shuffle_flag(shuffle), None, num_shards, shard_id,
                         cache)

    def _columns(self):
        return ["text"]

    def _load(self):
        lines = []
        for path in self.dataset_files:
            with open(path, encoding="utf-8") as f:
                lines.extend(line.rstrip("\r\n") for line in f if line.strip("\r\n"))
        return [lines]

    def _read(self, index):
        return [np.array(self._arrays()[0][index])]


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
