"""mindspore.nn layers: conv."""

__all__ = []
