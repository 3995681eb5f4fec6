"""MindSpore's argument checks for hyper-parameters (same exception types and messages as mindspore._checkparam).

``api`` names the class or function in the message (``"For 'Adam', the ..."``); with ``api=None`` the message
starts with ``"The ..."``, as MindSpore's does for the free functions of nn.dynamic_lr.
"""
import math
import numbers

INC_NEITHER = "INC_NEITHER"
INC_BOTH = "INC_BOTH"


def _prefix(api, text):
    return f"For '{api}', the {text}" if api else f"The {text}"


def _is_int(value):
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def check_positive_int(value, name, api=None):
    """An int (not a bool) > 0."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        if not isinstance(value, bool):
            raise TypeError(_prefix(api, f"'{name}' must be int, but got '{type(value).__name__}'"))
        raise TypeError(_prefix(api, f"'{name}' must be int and must > 0, but got '{value}' with type 'bool'."))
    if value <= 0:
        raise ValueError(_prefix(api, f"'{name}' must be int and must > 0, but got '{value}' with type "
                                      f"'{type(value).__name__}'."))
    return value


def _check_float(value, name, api, relation, holds):
    if not isinstance(value, float):
        raise TypeError(_prefix(api, f"'{name}' must be float, but got '{type(value).__name__}'"))
    if math.isnan(value) or math.isinf(value):
        raise ValueError(_prefix(api, f"'{name}' must be a legal value, but got '{value}'."))
    if not holds(value):
        raise ValueError(_prefix(api, f"'{name}' must be float and must {relation}, but got '{value}' with type "
                                      "'float'."))
    return value


def check_positive_float(value, name, api=None):
    """A float > 0 (an int is a TypeError, as in MindSpore)."""
    return _check_float(value, name, api, "> 0", lambda v: v > 0)


def check_non_negative_float(value, name, api=None):
    """A float >= 0."""
    return _check_float(value, name, api, ">= 0", lambda v: v >= 0)


def check_is_float(value, name, api=None):
    """A float."""
    if not isinstance(value, float):
        raise TypeError(_prefix(api, f"type of '{name}' must be 'float', but got '{type(value).__name__}'."))
    return value


def check_value_type(name, value, types, api=None):
    """``value`` is an instance of one of ``types`` (a bool is not an int here)."""
    types = tuple(types) if isinstance(types, (list, tuple)) else (types,)
    if isinstance(value, types) and not (isinstance(value, bool) and bool not in types):
        return value
    names = [t.__name__ for t in types]
    shown = f"'{names[0]}'" if len(names) == 1 else f"one of '{names}'"
    raise TypeError(_prefix(api, f"type of '{name}' should be {shown}, but got type '{type(value).__name__}'."))


def check_float_range(value, low, high, rel, name, api=None):
    """``low < value < high`` (INC_NEITHER) or ``low <= value <= high`` (INC_BOTH)."""
    inside = low < value < high if rel == INC_NEITHER else low <= value <= high
    if not inside:
        bounds = f"({low}, {high})" if rel == INC_NEITHER else f"[{low}, {high}]"
        raise ValueError(_prefix(api, f"'{name}' must be in range of {bounds}, but got {value} with type "
                                      f"'{type(value).__name__}'."))
    return value


def check_number(name, value, bound, rel, api=None):
    """``value >= bound`` (rel ``'>='``) or ``value <= bound`` (rel ``'<='``)."""
    if not (value >= bound if rel == ">=" else value <= bound):
        raise ValueError(_prefix(api, f"argument '{name}' must {rel} {bound}, but got {value}."))
    return value


def check_bool(value, name=None):
    """A bool (MindSpore's plain form of the message, without the API name)."""
    if not isinstance(value, bool):
        shown = f"'{name}'" if name else "input value"
        raise TypeError(f"The {shown} must be a bool, but got {type(value).__name__}.")
    return value
