"""mindspore.nn layers: pooling."""

__all__ = []
