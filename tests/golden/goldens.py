"""Reads golden values written by ``recorder.Recorder`` (no MindSpore needed)."""
import gzip
import json
import math
import numbers
import os
import re
import subprocess
import sys
import warnings

import numpy as np

import record_tensor

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


def difference(actual, expected, rtol=None, atol=0.0, where="result", exact_types=False, tolerance_of=None):
    """Why ``actual`` differs from MindSpore's recorded ``expected`` (None when they agree): the one comparison
    behind every golden assertion of values. Dicts compare key by key, lists and tuples item by item (a list
    only with a list), floats within ``|actual - expected| <= max(rtol * |expected|, atol)`` (exactly when
    ``rtol`` is None) with NaN equal to NaN, everything else exactly. ``exact_types``: the types (int vs float)
    and the order of dict keys must agree too. ``tolerance_of(d) -> (rtol, atol) or None``: called with each dict
    of ``expected``, the tolerance of what that dict holds (None keeps the enclosing one)."""
    if exact_types and type(actual) is not type(expected):
        return f"{where}: {actual!r} != {expected!r}"
    if isinstance(expected, dict):
        if not isinstance(actual, dict) or (list(actual) != list(expected) if exact_types
                                            else actual.keys() != expected.keys()):
            return f"{where}: {actual!r} != {expected!r}"
        rtol, atol = (tolerance_of and tolerance_of(expected)) or (rtol, atol)
        return next((found for key in expected for found in [difference(
            actual[key], expected[key], rtol, atol, f"{where}.{key}", exact_types, tolerance_of)] if found), None)
    if isinstance(expected, (list, tuple)):
        if type(actual) is not type(expected) or len(actual) != len(expected):
            return f"{where}: {actual!r} != {expected!r}"
        return next((found for i, (a, e) in enumerate(zip(actual, expected))
                     for found in [difference(a, e, rtol, atol, f"{where}[{i}]", exact_types, tolerance_of)] if found),
                    None)
    if isinstance(expected, float) and isinstance(actual, numbers.Real) and not isinstance(actual, (bool, np.bool_)):
        same = (math.isnan(expected) and math.isnan(actual)) or actual == expected or (
            rtol is not None and abs(actual - expected) <= max(rtol * abs(expected), atol))
    else:
        same = actual == expected
    return None if same else f"{where}: {actual!r} != {expected!r}"


def assert_matches(actual, expected, name="", rtol=None, atol=0.0, exact_types=False, tolerance_of=None):
    """A JSON value (``as_json`` of a result) equals MindSpore's recorded one as ``difference`` compares them.
    Arrays: ``assert_array_case``; errors: ``assert_raises_like``; ``record_tensor.outcome`` descriptions:
    ``outcome_difference``."""
    problem = difference(actual, expected, rtol, atol, name or "result", exact_types, tolerance_of)
    assert problem is None, problem


# the value tolerance of a record_tensor.outcome description by its dtype (others: 1e-5); atol is rtol / 1000
OUTCOME_RTOL = {"Float16": 2e-3, "BFloat16": 1e-2, "float16": 2e-3}


def _outcome_tolerance(described):
    rtol = OUTCOME_RTOL.get(described.get("dtype"), 1e-5)
    return rtol, rtol * 1e-3


def _parsed(described):
    """A description with its array values (JSON text) read back into lists."""
    if "items" in described:
        return dict(described, items=[_parsed(item) for item in described["items"]])
    if "dtype" in described and "value" in described:
        return dict(described, value=json.loads(described["value"]))
    return described


def outcome_difference(actual, expected, where="result", tolerance_of=_outcome_tolerance):
    """Why msbridge's ``record_tensor.outcome`` of a case differs from the recorded one (None when they agree):
    the dtype/shape rule where only that was recorded, the error type (not its message) where either raised,
    else ``difference`` of the descriptions with ``tolerance_of`` (by default the ``OUTCOME_RTOL`` ones)."""
    if "rule" in expected:
        found = record_tensor.rule_of(actual)
        return None if found == expected["rule"] else \
            f"{where}: {expected['rule']} != {found} {actual.get('message', '')}"
    if "error" in expected or "error" in actual:
        if expected.get("error") == actual.get("error"):
            return None
        return f"{where}: expected {expected.get('error', 'a value')}, got {actual.get('error', 'a value')} " \
               f"({actual.get('message', '')})"
    return difference(_parsed(actual), _parsed(expected), 1e-5, 1e-8, where, tolerance_of=tolerance_of)


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


def assert_error_case(golden, fn, same_first_line, replace=None):
    """``fn()`` raises the exception type of the ``{"error", "message"}`` record: a builtin one (or a subclass) by
    type, MindSpore's own classes (e.g. MindRecord's) by name; with the record's first message line if
    ``same_first_line``; ``replace``: (old, new) applied to the message first (temporary paths)."""
    import builtins

    import pytest
    with pytest.raises(Exception) as info:
        fn()
    builtin = getattr(builtins, golden["error"], None)
    assert (isinstance(info.value, builtin) if isinstance(builtin, type) else
            type(info.value).__name__ == golden["error"]), f"{type(info.value).__name__}: {info.value}"
    if same_first_line:
        message = str(info.value)
        if replace:
            message = message.replace(*replace)
        assert message.splitlines()[0].strip() == golden["message"].splitlines()[0].strip()


def table_tests(cases_module, golden, ms, xfail=None, scrub=None):
    """The two pytest tests of a cases module with ``VALUES`` and ``ERRORS`` tables, for a test file to bind as
    ``test_value_matches_mindspore, test_error_matches_mindspore = table_tests(...)``: each VALUES case's
    ``as_json`` result equals the recorded one (``xfail``: {case: reason} strict xfails), each ERRORS case raises
    as recorded (``assert_error_case``; first lines for the cases in ``SAME_MESSAGE``)."""
    import pytest

    def param(name):
        if xfail and name in xfail:
            return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=xfail[name]))
        return name

    @pytest.mark.parametrize("name", [param(n) for n in cases(cases_module.VALUES)])
    def test_value_matches_mindspore(name):
        assert_matches(cases_module.as_json(cases_module.run(ms, cases_module.VALUES[name])), golden["value." + name],
                       name)

    @pytest.mark.parametrize("name", cases(cases_module.ERRORS))
    def test_error_matches_mindspore(name):
        assert_error_case(golden["error." + name], lambda: cases_module.run(ms, cases_module.ERRORS[name]),
                          name in cases_module.SAME_MESSAGE, scrub)

    return test_value_matches_mindspore, test_error_matches_mindspore


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
