"""Reads golden values written by ``recorder.Recorder`` (no MindSpore needed)."""
import json
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


class Goldens:
    """Values and arrays recorded from real MindSpore for one area."""

    def __init__(self, area):
        with open(os.path.join(HERE, area + ".json")) as f:
            self.values = json.load(f)
        path = os.path.join(HERE, area + ".npz")
        self.arrays = dict(np.load(path)) if os.path.exists(path) else {}

    def __getitem__(self, key):
        return self.values[key]

    def array(self, key):
        return self.arrays[key]

    def keys(self, prefix=""):
        return sorted(k for k in self.values if k.startswith(prefix))


def load(area):
    """The goldens of ``area`` (``tests/golden/<area>.json`` and ``.npz``)."""
    return Goldens(area)


def raises_like(golden):
    """``pytest.raises`` for the exception type MindSpore raised (a ``{"error", "message"}`` record)."""
    import builtins

    import pytest
    return pytest.raises(getattr(builtins, golden["error"]))
