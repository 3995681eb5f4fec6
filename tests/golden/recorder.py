"""Records golden values from real MindSpore 2.10 for the msbridge tests.

Run a recorder script with the MindSpore venv's Python (never in CI), e.g.::

    python -m venv /tmp/msvenv && /tmp/msvenv/bin/pip install mindspore==2.10.0 "numpy<2" torch==2.13.0
    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msvenv/bin/python tests/golden/record_tensor.py

Each ``record_<area>.py`` builds a :class:`Recorder` and writes ``<area>.json`` (scalars, strings, shapes,
dtypes, error types/messages) and ``<area>.npz`` (arrays) next to itself. ``goldens.load(area)`` reads them
back in the tests.
"""
import gzip
import json
import os
import subprocess
import sys
import traceback
from concurrent.futures import ThreadPoolExecutor

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def _first_line(message):
    """MindSpore appends a C++ call stack to many messages; keep the user-facing part."""
    text = str(message).split("\n----------------------------------------------------")[0]
    return text.strip()


def error_record(fn):
    """``{"error": type name, "message": first line}`` of what ``fn()`` raises (``{"error": None}`` if nothing)."""
    try:
        fn()
    except Exception as exc:  # noqa: BLE001 - we record whatever MindSpore raises
        return {"error": type(exc).__name__, "message": _first_line(exc)}
    return {"error": None}


def serve_error(run_case):
    """In a child started by ``Recorder.errors_in_children``: print the record of ``run_case(name)`` and return
    True; in the parent (no ``--error`` argument) return False."""
    if sys.argv[1:2] != ["--error"]:
        return False
    name = sys.argv[2]
    print(json.dumps(error_record(lambda: run_case(name))))
    return True


def record_tables(area, script, run, values, arrays, errors, as_arrays=None, as_json=None, store=None):
    """The whole recorder of a cases module with VALUES/ARRAYS/ERRORS tables (``run(mindspore, code)`` runs one
    case): in a child started by ``errors_in_children``, record that one error case; otherwise record every table
    (``Recorder.cases``), each error case in a process of its own, and save ``<area>.json``/``.npz``."""
    import mindspore
    if serve_error(lambda name: run(mindspore, errors[name])):
        return
    rec = Recorder(area)
    rec.cases(mindspore, run, values, arrays, as_arrays, as_json, store)
    rec.errors_in_children(script, list(errors))
    rec.save()


def record_in_process(area, cases, extra=None, scrub=None):
    """Record a cases module's ``VALUES`` (through ``cases.as_json``), ``ARRAYS`` (through ``cases.as_arrays``) and
    ``ERRORS`` (all in this process: for the dataset areas, whose failures leave nothing behind) as ``<area>``;
    ``extra(recorder, mindspore)`` records more before saving; ``scrub`` (old, new) is applied to error messages
    (temporary paths)."""
    import mindspore
    rec = Recorder(area)
    rec.cases(mindspore, cases.run, getattr(cases, "VALUES", {}), getattr(cases, "ARRAYS", {}),
              getattr(cases, "as_arrays", None), getattr(cases, "as_json", None))
    for name, code in getattr(cases, "ERRORS", {}).items():
        rec.error("error." + name, lambda: cases.run(mindspore, code))
        if scrub:
            rec.values["error." + name]["message"] = rec.values["error." + name]["message"].replace(*scrub)
    if extra:
        extra(rec, mindspore)
    rec.save()


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
        self._store_error(key, error_record(fn))

    def cases(self, mindspore, run, values, arrays, as_arrays, as_json=None, store=None, value_prefix="value."):
        """Record a cases module's tables: each VALUES case as ``<value_prefix><name>`` (through ``as_json``),
        each ARRAYS case as ``array.<name>`` (dtypes and shapes) plus its arrays (``store(recorder, name,
        arrays)``; by default ``<name>.<i>``). ``run(mindspore, code)`` runs one case; a case MindSpore fails is an
        AssertionError."""
        def result(name, code):
            try:
                return run(mindspore, code)
            except Exception as exc:
                raise AssertionError(f"case {name} failed on MindSpore: {_first_line(exc)}") from exc
        for name, code in values.items():
            value = result(name, code)
            self.value(value_prefix + name, as_json(value) if as_json else value)
        for name, code in arrays.items():
            found = as_arrays(result(name, code))
            self.value("array." + name, [[str(a.dtype), list(a.shape)] for a in found])
            if store:
                store(self, name, found)
            else:
                for i, arr in enumerate(found):
                    self.array(f"{name}.{i}", arr)

    def errors_in_children(self, script, names, prefix="error."):
        """Record each error case in a fresh process (``python script --error NAME``, see ``serve_error``):
        MindSpore 2.10 reports some kernel errors late, and after a failed kernel the next, unrelated call in the
        same process can fail with the stale error."""
        def child(name):
            out = subprocess.run([sys.executable, script, "--error", name], capture_output=True, text=True,
                                 check=True)
            return json.loads(out.stdout.strip().splitlines()[-1])
        with ThreadPoolExecutor(2) as pool:
            for name, record in zip(names, pool.map(child, names)):
                self._store_error(prefix + name, record)

    def _store_error(self, key, record):
        if record["error"] is None:
            raise AssertionError(f"{key}: expected an exception, got none\n{traceback.format_stack()}")
        self.values[key] = record

    def save(self):
        """Write ``<area>.json``, gzipped as ``<area>.json.gz`` when it would pass 1 MB (keeps the repo small)."""
        text = json.dumps(self.values, indent=1, sort_keys=True)
        plain, packed = os.path.join(HERE, self.area + ".json"), os.path.join(HERE, self.area + ".json.gz")
        for stale in (plain, packed):
            if os.path.exists(stale):
                os.remove(stale)
        if len(text) > 1_000_000:
            with gzip.GzipFile(packed, "wb", mtime=0) as f:
                f.write(text.encode())
        else:
            with open(plain, "w") as f:
                f.write(text)
        if self.arrays:
            np.savez_compressed(os.path.join(HERE, self.area + ".npz"), **self.arrays)
