"""``mindspore.mindrecord``: FileWriter and FileReader of MindSpore's MindRecord files (the same bytes on disk as
MindSpore 2.10 writes; see _format.py and docs/design.md)."""
import enum

from .common.exceptions import (MindRecordException, MRMDefineIndexError, MRMInvalidSchemaError,  # noqa: F401
                                ParamTypeError, ParamValueError)
from .filereader import FileReader
from .filewriter import FileWriter
from .tools import (Cifar10ToMR, Cifar100ToMR, CsvToMR, ImageNetToMR, MindPage, MnistToMR,  # noqa: F401
                    TFRecordToMR, set_dec_mode, set_enc_key, set_enc_mode)


class MSRStatus(enum.Enum):
    """Status values MindRecord's API reports (``SUCCESS``/``FAILED``)."""
    SUCCESS = 0
    FAILED = 1


SUCCESS, FAILED = MSRStatus.SUCCESS, MSRStatus.FAILED

__all__ = ["FileWriter", "FileReader", "SUCCESS", "FAILED", "MindPage", "ImageNetToMR", "Cifar10ToMR", "Cifar100ToMR",
           "MnistToMR", "CsvToMR", "TFRecordToMR", "set_enc_key", "set_enc_mode", "set_dec_mode"]
