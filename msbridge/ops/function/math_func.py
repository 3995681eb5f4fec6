"""mindspore.ops functional: math_func."""

__all__ = []
