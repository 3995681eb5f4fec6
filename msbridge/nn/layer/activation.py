"""mindspore.nn layers: activation."""

__all__ = []
