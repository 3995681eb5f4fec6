"""``mindspore.mindrecord``: FileWriter and FileReader of MindSpore's MindRecord files (the same bytes on disk as
MindSpore 2.10 writes; see _format.py and docs/design.md)."""
import enum

from .common.exceptions import (MindRecordException, MRMDefineIndexError, MRMInvalidSchemaError,  # noqa: F401
                                ParamTypeError, ParamValueError)
from .filereader import FileReader
from .filewriter import FileWriter


class MSRStatus(enum.Enum):
    """Status values MindRecord's API reports (``SUCCESS``/``FAILED``)."""
    SUCCESS = 0
    FAILED = 1


SUCCESS, FAILED = MSRStatus.SUCCESS, MSRStatus.FAILED

__all__ = ["FileWriter", "FileReader", "SUCCESS", "FAILED"]
