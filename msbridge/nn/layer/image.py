"""mindspore.nn layers: image."""

__all__ = []
