"""mindspore.nn layers: embedding."""

__all__ = []
