"""``mindspore.nn.utils``: ``no_init_parameters``."""
from contextlib import contextmanager

from ..common.parameter import Parameter

__all__ = ["no_init_parameters"]


@contextmanager
def no_init_parameters():
    """``nn.no_init_parameters()``: a context manager under which ``Parameter.init_param`` is False (True after
    it). MindSpore defers initializing the Parameters made inside until their data is read or a checkpoint is
    loaded, to save memory; msbridge initializes them at once, so values read afterwards are the same."""
    Parameter.init_param = False
    try:
        yield
    finally:
        Parameter.init_param = True
