"""``TextFileDataset``: one ``text`` row (a numpy str) per non-empty line of the files, read in name order."""
import numpy as np

from ._files import file_list, shuffle_flag
from .datasets import Shuffle
from .datasets_vision import _FileSource

__all__ = ["TextFileDataset"]


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
