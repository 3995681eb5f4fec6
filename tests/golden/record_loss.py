"""Record loss behaviour (nn.loss Cells and functional losses) from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_loss.py

The cases live in cases_loss.py; this writes loss.json (``value.<case>``, ``array.<case>`` dtypes and shapes,
``error.<case>``, ``outcome.<case>``) and loss.npz (``<case>.<i>``). ERRORS and OUTCOMES cases run in child
processes, and a child is replaced after every exception raised from MindSpore's C++ side (one that carries a C++
call stack): after a failed kernel, MindSpore 2.10 can fail the next, unrelated call in the same process with the
stale error. Python-side argument checks leave no such state, so the child goes on after them.
"""
import json
import subprocess
import sys

from cases_loss import ARRAYS, ERRORS, OUTCOMES, VALUES, as_arrays, attempt, outcome_record, run
from recorder import Recorder, _first_line


def _from_cpp(exc):
    return "C++ Call Stack" in str(exc) or isinstance(exc, RuntimeError)


def _child(kind, names):
    """Run ``names`` in order, printing one JSON line each; stop after an exception from the C++ side."""
    import mindspore
    for name in names:
        arrays, exc = attempt(mindspore, ERRORS[name] if kind == "error" else OUTCOMES[name])
        if kind == "outcome":
            result = outcome_record(arrays, exc)
        else:
            result = {"error": None} if exc is None else {"error": type(exc).__name__, "message": _first_line(exc)}
        print(json.dumps([name, result]), flush=True)
        if exc is not None and _from_cpp(exc):
            return


def _in_children(kind, names):
    results, todo = {}, list(names)
    while todo:
        out = subprocess.run([sys.executable, __file__, "--child", kind, *todo], capture_output=True, text=True,
                             check=True)
        for line in out.stdout.splitlines():
            if line.startswith("["):
                name, result = json.loads(line)
                results[name] = result
        todo = [n for n in todo if n not in results]
    return results


def _run(mindspore, name, code):
    try:
        return run(mindspore, code)
    except Exception as exc:
        raise AssertionError(f"case {name} failed on MindSpore: {_first_line(exc)}") from exc


def main():
    import mindspore
    rec = Recorder("loss")
    for name, code in VALUES.items():
        rec.value("value." + name, _run(mindspore, name, code))
    for name, code in ARRAYS.items():
        arrays = as_arrays(_run(mindspore, name, code))
        rec.value("array." + name, [[str(a.dtype), list(a.shape)] for a in arrays])
        for i, arr in enumerate(arrays):
            rec.array(f"{name}.{i}", arr)
    for name, result in _in_children("error", ERRORS).items():
        if result["error"] is None:
            print(f"NO EXCEPTION: {name} (left out)")
            continue
        rec.values["error." + name] = result
    for name, result in _in_children("outcome", OUTCOMES).items():
        rec.values["outcome." + name] = result
    rec.save()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2], sys.argv[3:])
    else:
        main()
