"""Argument checks shared by metrics and callbacks, raising the exception types MindSpore's validator raises."""


def _type_names(types):
    return " or ".join(t.__name__ for t in types)


def check_type(value, types, name, api):
    """``value`` must be an instance of one of ``types`` (a bool is accepted only where ``bool`` is listed)."""
    types = tuple(types) if isinstance(types, (list, tuple)) else (types,)
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
        raise TypeError(f"For '{api}', the type of '{name}' should be '{_type_names(types)}', "
                        f"but got type '{type(value).__name__}'.")
    return value


def check_in(value, choices, name, api):
    """``value`` must be a str and one of ``choices``."""
    check_type(value, [str], name, api)
    if value not in choices:
        raise ValueError(f"For '{api}', '{name}' must be one of {list(choices)}, but got '{value}'.")
    return value


def check_bool(value, name, api):
    """``value`` must be a bool."""
    if not isinstance(value, bool):
        raise TypeError(f"For '{api}', '{name}' must be a bool, but got {type(value).__name__}.")
    return value


def check_non_negative_int(value, name, api):
    """``value`` must be an int (not a bool) and >= 0."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For '{api}', '{name}' must be an int >= 0, but got {value!r} "
                        f"of type '{type(value).__name__}'.")
    if value < 0:
        raise ValueError(f"For '{api}', '{name}' must be an int >= 0, but got {value}.")
    return value


def check_positive_float(value, name, api):
    """``value`` must be a float (not an int) and > 0."""
    if not isinstance(value, float):
        raise TypeError(f"For '{api}', '{name}' must be a float, but got '{type(value).__name__}'")
    if not value > 0:
        raise ValueError(f"For '{api}', '{name}' must be a float > 0, but got '{value}'.")
    return value
