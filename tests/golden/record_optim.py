"""Record optimizer and learning-rate behaviour from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_optim.py

The cases live in cases_optim.py; this writes optim.json (``value.<case>``, ``array.<case>`` dtypes and shapes,
``error.<case>``) and optim.npz (``<case>``: a case's arrays flattened into one float64 array, which keeps the
file small; the shapes and dtypes in the JSON split it again). Every ERRORS case runs in a process of its own:
after a failed kernel, MindSpore 2.10 can re-raise the stale error in the next, unrelated call of the same
process.
"""
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from cases_optim import ARRAYS, ERRORS, VALUES, as_arrays, as_json, flat, run
from recorder import Recorder, _first_line


def _error_in_this_process(name):
    import mindspore
    try:
        run(mindspore, ERRORS[name])
    except Exception as exc:  # noqa: BLE001 - we record whatever MindSpore raises
        return {"error": type(exc).__name__, "message": _first_line(exc)}
    return {"error": None}


def _error_in_child(name):
    out = subprocess.run([sys.executable, __file__, "--error", name], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _run(mindspore, name, code):
    try:
        return run(mindspore, code)
    except Exception as exc:
        raise AssertionError(f"case {name} failed on MindSpore: {_first_line(exc)}") from exc


def main():
    import mindspore
    rec = Recorder("optim")
    for name, code in VALUES.items():
        rec.value("value." + name, as_json(_run(mindspore, name, code)))
    for name, code in ARRAYS.items():
        arrays = as_arrays(_run(mindspore, name, code))
        rec.value("array." + name, [[str(a.dtype), list(a.shape)] for a in arrays])
        rec.array(name, flat(arrays))
    with ThreadPoolExecutor(2) as pool:
        for name, result in zip(ERRORS, pool.map(_error_in_child, ERRORS)):
            if result["error"] is None:
                raise AssertionError(f"{name}: MindSpore raised no exception")
            rec.values["error." + name] = result
    rec.save()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--error"]:
        print(json.dumps(_error_in_this_process(sys.argv[2])))
    else:
        main()
