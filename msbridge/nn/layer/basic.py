"""mindspore.nn layers: basic."""

__all__ = []
