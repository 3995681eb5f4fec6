"""Reads golden values written by ``recorder.Recorder`` (no MindSpore needed)."""
import gzip
import json
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


class Goldens:
    """Values and arrays recorded from real MindSpore for one area."""

    def __init__(self, area):
        packed = os.path.join(HERE, area + ".json.gz")  # large areas are stored gzipped (recorder.Recorder.save)
        with (gzip.open(packed, "rt") if os.path.exists(packed) else open(os.path.join(HERE, area + ".json"))) as f:
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


def assert_arrays_match(arrays, golden, name, tolerance):
    """Each array equals MindSpore's ``<name>.<i>``: floating ones within ``tolerance(dtype) = (rtol, atol)``, the
    others exactly."""
    for i, arr in enumerate(arrays):
        expected = golden.array(f"{name}.{i}")
        if arr.dtype.kind in "fc":
            rtol, atol = tolerance(arr.dtype)
            np.testing.assert_allclose(arr, expected, rtol=rtol, atol=atol, err_msg=f"{name} output {i}")
        else:
            np.testing.assert_array_equal(arr, expected, err_msg=f"{name} output {i}")


def assert_raises_like(golden, fn, same_message):
    """``fn()`` raises the exception type of the ``{"error", "message"}`` record, with its exact message if
    ``same_message`` (else any non-empty one); returns the exception."""
    with raises_like(golden) as info:
        fn()
    if same_message:
        assert str(info.value).strip() == golden["message"].strip()
    else:
        assert str(info.value)
    return info.value
