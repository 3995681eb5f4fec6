"""mindspore.ops functional: nn_func."""

__all__ = []
