"""Argument checks with MindSpore's dataset validator messages."""
INT32_MAX = 2147483647


def type_of(value, name, types):
    """TypeError unless ``value`` is one of ``types`` (a bool is not an int where ``types`` name int and not bool,
    MindSpore's rule; it is a numbers.Number)."""
    if isinstance(value, bool) and int in types and bool not in types:  # (MindSpore prints the tuple here)
        raise TypeError(f"Argument {name} with value {value} is not of type {tuple(types)}, but got {type(value)}.")
    if not isinstance(value, types):
        raise TypeError(f"Argument {name} with value {value} is not of type {list(types)}, "
                        f"but got {type(value)}.")


def int_in(value, name, low, high=INT32_MAX):
    """An int in [low, high] (TypeError / ValueError otherwise)."""
    type_of(value, name, (int,))
    if not low <= value <= high:
        raise ValueError(f"Input {name} is not within the required interval of [{low}, {high}].")


def count(value, name, zero_ok=False):
    """-1 or a positive int (take/repeat counts)."""
    type_of(value, name, (int,))
    if value != -1 and not (0 if zero_ok else 1) <= value <= INT32_MAX:
        raise ValueError(f"{name} should be either -1 or within the required interval of (0, {INT32_MAX}], "
                         f"got {value}.")


def column_list(value, name):
    """A column name or a list of them, as a list of str."""
    if isinstance(value, str):
        return [value]
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"Argument {name} with value {value!r} is not of type [<class 'list'>, <class 'str'>], "
                        f"but got {type(value)}.")
    if not value:
        raise ValueError(f"{name} should not be empty.")
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise TypeError(f"Argument {name}[{i}] with value {item!r} is not of type "
                            f"[<class 'str'>], but got {type(item)}.")
    if len(set(value)) != len(value):
        raise ValueError(f"Argument {name} with value {list(value)} has duplicate column names.")
    return list(value)


def workers(value):
    """num_parallel_workers: None or a positive int."""
    if value is not None:
        int_in(value, "num_parallel_workers", 1)
    return value
