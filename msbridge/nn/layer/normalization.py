"""mindspore.nn layers: normalization."""

__all__ = []
