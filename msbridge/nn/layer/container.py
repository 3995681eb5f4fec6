"""mindspore.nn layers: container."""

__all__ = []
