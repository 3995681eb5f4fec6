"""mindspore.ops functional: array_func."""

__all__ = []
