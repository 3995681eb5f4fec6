"""``mindspore.context``: execution mode and device settings."""
GRAPH_MODE = 0
PYNATIVE_MODE = 1

__all__ = ["GRAPH_MODE", "PYNATIVE_MODE"]
