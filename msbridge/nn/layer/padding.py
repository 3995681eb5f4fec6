"""mindspore.nn layers: padding."""

__all__ = []
