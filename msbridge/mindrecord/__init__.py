"""``mindspore.mindrecord``: FileWriter and FileReader of MindSpore's MindRecord files (the same bytes on disk as
MindSpore 2.10 writes; see _format.py and docs/design.md)."""
from .common.exceptions import (MindRecordException, MRMDefineIndexError, MRMInvalidSchemaError,  # noqa: F401
                                ParamTypeError, ParamValueError)
from .filereader import FileReader
from .filewriter import FileWriter

__all__ = ["FileWriter", "FileReader"]
