"""Reads golden values written by ``recorder.Recorder`` (no MindSpore needed)."""
import gzip
import json
import math
import os
import re
import subprocess
import sys
import warnings

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


def evaluate(code, namespace, quiet=False):
    """Evaluate one case's code string in ``namespace`` and read back every Tensor in the result (MindSpore reports
    some kernel errors only then); ``quiet``: with warnings silenced."""
    with warnings.catch_warnings():
        if quiet:
            warnings.simplefilter("ignore")
        result = eval(code, namespace)  # noqa: S307 - the code strings are the fixed case tables
    for item in result if isinstance(result, (tuple, list)) else (result,):
        if hasattr(item, "asnumpy"):
            item.asnumpy()
    return result


def load(area):
    """The goldens of ``area`` (``tests/golden/<area>.json`` and ``.npz``)."""
    return Goldens(area)


def cases(table, *prefixes, strip=False):
    """The sorted case names of ``table`` (a dict of cases, a ``Goldens``, or any iterable of names) that start
    with one of ``prefixes`` (all of them without one), with ``strip`` less the prefix: the one generator of
    pytest parameters for every area."""
    names = sorted(n for n in (table.values if isinstance(table, Goldens) else table)
                   if n.startswith(prefixes or ("",)))
    return [n[len(next(p for p in prefixes if n.startswith(p))):] for n in names] if strip else names


def tolerance(overrides=None, float16=(1e-2, 1e-2), other=(1e-4, 1e-5)):
    """``tolerance(name, dtype) -> (rtol, atol)`` for one area: ``overrides[name]`` where a case has its own,
    else ``float16`` for float16 arrays (the last bits of an 11-bit mantissa) and ``other`` for the rest."""
    overrides = overrides or {}

    def of(name, dtype):
        if name in overrides:
            return overrides[name]
        return float16 if dtype == np.float16 else other
    return of


def _close(actual, expected, rtol, atol):
    if isinstance(expected, float) and isinstance(actual, (int, float)) and not isinstance(actual, bool):
        return math.isclose(actual, expected, rel_tol=rtol, abs_tol=atol)
    if isinstance(expected, list) and isinstance(actual, list):
        return len(actual) == len(expected) and all(_close(a, e, rtol, atol) for a, e in zip(actual, expected))
    if isinstance(expected, dict) and isinstance(actual, dict):
        return actual.keys() == expected.keys() and all(_close(actual[k], expected[k], rtol, atol) for k in actual)
    return actual == expected


def assert_matches(actual, expected, name="", rtol=None, atol=0.0):
    """A JSON value (``as_json`` of a result) equals MindSpore's recorded one: exactly, or with ``rtol`` its
    floats (also inside lists and dicts) within ``rtol``/``atol``. Arrays: ``assert_array_case``; errors:
    ``assert_raises_like``."""
    if rtol is None:
        assert actual == expected, f"{name}: {actual!r} != {expected!r}"
    else:
        assert _close(actual, expected, rtol, atol), f"{name}: {actual} != {expected}"


def raises_like(golden):
    """``pytest.raises`` for the exception type MindSpore raised (a ``{"error", "message"}`` record)."""
    import builtins

    import pytest
    return pytest.raises(getattr(builtins, golden["error"]))


def assert_array_case(arrays, golden, name, tolerance, expected=None, int_atol=0):
    """An ARRAYS case recorded by ``Recorder.cases``: MindSpore's dtypes and shapes (``array.<name>``), then its
    values as ``assert_arrays_match`` compares them."""
    assert [[str(a.dtype), list(a.shape)] for a in arrays] == golden["array." + name]
    assert_arrays_match(arrays, golden, name, tolerance, expected, int_atol)


def assert_arrays_match(arrays, golden, name, tolerance, expected=None, int_atol=0):
    """Each array equals MindSpore's (``expected``, by default the recorded ``<name>.<i>``): floating ones within
    ``tolerance(dtype) = (rtol, atol)``, the others exactly, or within ``int_atol`` where a case allows integer
    round-off (OpenCV's fixed-point uint8 resizes)."""
    if expected is None:
        expected = [golden.array(f"{name}.{i}") for i in range(len(arrays))]
    for i, (arr, expected) in enumerate(zip(arrays, expected)):
        if arr.dtype.kind in "fc":
            rtol, atol = tolerance(arr.dtype)
            np.testing.assert_allclose(arr, expected, rtol=rtol, atol=atol, err_msg=f"{name} output {i}")
        elif int_atol:
            assert np.abs(arr.astype(np.int64) - expected.astype(np.int64)).max() <= int_atol, f"{name} output {i}"
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


_NUMBER = re.compile(r"-?\d+\.\d*(?:e[-+]?\d+)?")
_PADDING = re.compile(r"\s+(?=[\]\)])")


def _layout(line):
    """A printed line with its numbers as ``#`` and numpy's padding (which follows the widest number) dropped."""
    return " ".join(_PADDING.sub("", _NUMBER.sub("#", line)).split())


def lines_match(ours, theirs, atol, rtol=1e-5):
    """Same printed text as MindSpore's; the decimal numbers in it (float noise) within
    ``atol + rtol * |MindSpore's|``."""
    ours, theirs = ours.splitlines(), theirs.splitlines()
    assert len(ours) == len(theirs), (ours, theirs)
    for a, b in zip(ours, theirs):
        assert _layout(a) == _layout(b), (a, b)
        for x, y in zip(_NUMBER.findall(a), _NUMBER.findall(b)):
            assert abs(float(x) - float(y)) <= atol + rtol * abs(float(y)), (a, b)


def run_program(folder, name):
    """``python -m msbridge tests/<folder>/<name>`` run from that folder: the CompletedProcess (text output)."""
    directory = os.path.join(os.path.dirname(HERE), folder)
    root = os.path.dirname(os.path.dirname(HERE))
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "msbridge", os.path.join(directory, name)], cwd=directory,
                          capture_output=True, text=True, env=env, timeout=300)


def assert_program_matches(folder, name, golden, atol):
    """The program printed MindSpore's text and numbers (within ``atol``) and ended as MindSpore did: the last
    stderr line is MindSpore's error line where it raised."""
    proc = run_program(folder, name)
    lines_match(proc.stdout, golden["stdout"], atol=atol)
    if golden["error"]:
        assert proc.returncode != 0
        assert proc.stderr.strip().splitlines()[-1] == golden["error"]
    else:
        assert proc.returncode == 0, proc.stderr
