"""``mindspore.dataset.debug``: hooks that print what flows between pipeline operations (DebugHook and the
predefined PrintMetaDataHook / PrintDataHook). A hook is called with a row's columns, prints, and returns them."""
import abc
import collections.abc

import numpy as np

__all__ = ["DebugHook", "PrintMetaDataHook", "PrintDataHook"]


def _is_pil(value):
    return type(value).__module__.split(".")[0] == "PIL"  # (without importing Pillow)


class DebugHook(abc.ABC):
    """Base of the debug hooks: ``hook(*columns)`` prints which operation's input or output it sees (when
    ``prev_op_name`` is set), runs ``compute(columns)`` and returns the columns unchanged."""

    def __init__(self, prev_op_name=None):
        self.prev_op_name = prev_op_name
        self.is_first_op = None

    def __call__(self, *args):
        if self.prev_op_name:
            side = "INPUT" if self.is_first_op else "OUTPUT"
            print(f"[Dataset debugger] Print the [{side}] of the operation [{self.prev_op_name}].", flush=True)
        self.compute(args)
        return args

    @abc.abstractmethod
    def compute(self, *args):
        """What the hook does with the columns (``args[0]``, a tuple)."""
        raise RuntimeError("compute() is not overridden in subclass of class DebugHook.")

    def set_previous_op_name(self, prev_op_name):
        """Name the operation whose output (or input, for the first) the hook sees."""
        self.prev_op_name = prev_op_name

    def set_is_first(self, is_first_op):
        """Whether the hook runs before the first operation (it then prints that operation's input)."""
        self.is_first_op = is_first_op


def _print_columns(columns, describe):
    for index, column in enumerate(columns):
        print(f"Column {index}. " + describe(column), flush=True)


class PrintMetaDataHook(DebugHook):
    """Print each column's dtype and shape (arrays), type and size (PIL images, sized values)."""

    def __init__(self):
        super().__init__()

    def compute(self, *args):
        def describe(column):
            if isinstance(column, np.ndarray):
                return f"The dtype is [{column.dtype}]. The shape is [{column.shape}]."
            if _is_pil(column):
                return f"The type is [{type(column)}]. The shape is [{column.size}]."
            if isinstance(column, collections.abc.Sized):
                return f"The type is [{type(column)}]. The size is [{len(column)}]."
            return ""
        _print_columns(*args, describe)
        return args


class PrintDataHook(DebugHook):
    """Print each column's data (a PIL image as its array)."""

    def __init__(self):
        super().__init__()

    def compute(self, *args):
        _print_columns(*args, lambda c: f"The data is [{np.asarray(c) if _is_pil(c) else c}].")
        return args
