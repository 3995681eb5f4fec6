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
    if not isinstance(shuffle, bool):
        raise TypeError("shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.ADAPTIVE' or "
                        "'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or 'Shuffle.FILES' or 'Shuffle.INFILE'.")
    return shuffle


def load_mat(path):
    """The variables of a MATLAB .mat file (scipy.io.loadmat): the format of SVHN, Caltech101, Flowers102 and SBD.
    scipy is an optional dependency (``pip install msbridge[matfiles]``)."""
    try:
        from scipy.io import loadmat
    except ImportError:
        raise ImportError(f"Reading the MATLAB file {path} needs scipy: pip install scipy "
                          "(msbridge's 'matfiles' extra).") from None
    return loadmat(path)
