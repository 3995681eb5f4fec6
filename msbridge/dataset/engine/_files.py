"""Shared pieces of the row-file datasets (CSVDataset, TextFileDataset): file patterns and shuffle levels."""
import glob

from . import _check
from .datasets import Shuffle


def file_list(dataset_files):
    """The files of a path, pattern or list of them, sorted (ValueError when a pattern matches nothing)."""
    patterns = [dataset_files] if isinstance(dataset_files, str) else dataset_files
    _check.type_of(patterns, "dataset_files", (list, str))
    missing = [p for p in patterns if not glob.glob(p)]
    if missing:
        raise ValueError(f"The following patterns did not match any files: {missing}.")
    return sorted({f for p in patterns for f in glob.glob(p)})


def shuffle_flag(shuffle):
    """True unless shuffle is False or Shuffle.FALSE (FILES/INFILE/PARTIAL shuffle rows globally here)."""
    if isinstance(shuffle, Shuffle):
        return shuffle != Shuffle.FALSE
    _check.type_of(shuffle, "shuffle", (bool, Shuffle))
    return shuffle
