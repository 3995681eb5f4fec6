"""Records golden values from real MindSpore 2.10 for the msbridge tests.

Run a recorder script with the MindSpore venv's Python (never in CI), e.g.::

    python -m venv /tmp/msvenv && /tmp/msvenv/bin/pip install mindspore==2.10.0 "numpy<2" torch==2.13.0
    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msvenv/bin/python tests/golden/record_tensor.py

Each ``record_<area>.py`` builds a :class:`Recorder` and writes ``<area>.json`` (scalars, strings, shapes,
dtypes, error types/messages) and ``<area>.npz`` (arrays) next to itself. ``goldens.load(area)`` reads them
back in the tests.
"""
import json
import os
import traceback

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def _first_line(message):
    """MindSpore appends a C++ call stack to many messages; keep the user-facing part."""
    text = str(message).split("\n----------------------------------------------------")[0]
    return text.strip()


class Recorder:
    """Collects values for one area and writes them as JSON + NPZ."""

    def __init__(self, area):
        self.area = area
        self.values = {}
        self.arrays = {}

    def value(self, key, obj):
        """Store a JSON-serialisable value (tuples become lists)."""
        json.dumps(obj)
        self.values[key] = obj

    def array(self, key, arr):
        """Store a numpy array (or anything with ``asnumpy``) with its dtype."""
        if hasattr(arr, "asnumpy"):
            arr = arr.asnumpy()
        self.arrays[key] = np.asarray(arr)

    def error(self, key, fn):
        """Store the exception type name and message raised by ``fn()`` (fails if nothing is raised)."""
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - we record whatever MindSpore raises
            self.values[key] = {"error": type(exc).__name__, "message": _first_line(exc)}
            return
        raise AssertionError(f"{key}: expected an exception, got none\n{traceback.format_stack()}")

    def save(self):
        with open(os.path.join(HERE, self.area + ".json"), "w") as f:
            json.dump(self.values, f, indent=1, sort_keys=True)
        if self.arrays:
            np.savez_compressed(os.path.join(HERE, self.area + ".npz"), **self.arrays)
