"""``mindspore.mindrecord.common.exceptions``: MindRecord's exception classes; each message is
``[ClassName]: <the class's sentence>`` with the arguments filled in, as MindSpore's are."""

__all__ = ["MindRecordException", "ParamTypeError", "ParamValueError", "MRMInvalidSchemaError",
           "MRMDefineIndexError", "PathNotExistsError", "MRMDefineCategoryError"]


class MindRecordException(Exception):
    """Base of the MindRecord errors."""

    _template = "{}"

    def __init__(self, *args):
        super().__init__(f"[{type(self).__name__}]: " + self._template.format(*args))


class ParamTypeError(MindRecordException):
    """``ParamTypeError(param_name, param_type)``: a parameter of the wrong type."""

    _template = "Invalid parameter type. '{}' expect {} type."


class ParamValueError(MindRecordException):
    """``ParamValueError(detail)``: a parameter with a wrong value."""

    _template = "Invalid parameter value. {}"


class MRMInvalidSchemaError(MindRecordException):
    """``MRMInvalidSchemaError(detail)``: a schema that MindRecord cannot store."""

    _template = "Schema format is error. Detail: {}"


class MRMDefineIndexError(MindRecordException):
    """``MRMDefineIndexError(detail)``: a field that cannot be indexed."""

    _template = "Failed to define index field. Detail: {}"


class PathNotExistsError(MindRecordException):
    """``PathNotExistsError(path)``: a path a converter needs is missing."""

    _template = "Invalid path. {}"


class MRMDefineCategoryError(MindRecordException):
    """``MRMDefineCategoryError(detail)``: MindPage's category field is not an index field."""

    _template = "Failed to define category field. Detail: {}"
