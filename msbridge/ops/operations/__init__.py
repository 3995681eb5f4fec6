"""mindspore.ops primitive classes (``ops.ReLU()``...), thin wrappers over the functional ops."""

__all__ = []
