"""Record forward values and gradients (issue 16) from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_grads.py

The cases live in cases_grads.py; this writes grads.json (``case.<name>``: the number of gradients, or
``error.<name>`` when MindSpore cannot differentiate the case) and grads.npz (``<name>.in<i>``, ``<name>.out``,
``<name>.cot``, ``<name>.grad<i>``). Cases run in child processes, and a child is replaced after every exception:
after a failed kernel MindSpore 2.10 can fail the next, unrelated call in the same process with the stale error.
"""
import os
import pickle
import subprocess
import sys
import tempfile

from cases_grads import CASES, evaluate
from recorder import Recorder, _first_line


def write_case(rec, name, inputs, out, cot, grads):
    """One differentiated case into ``rec``: its gradient count, inputs, output, cotangent and gradients."""
    rec.value("case." + name, len(grads))
    for i, a in enumerate(inputs):
        rec.array(f"{name}.in{i}", a)
    rec.array(name + ".out", out)
    rec.array(name + ".cot", cot)
    for i, g in enumerate(grads):
        rec.array(f"{name}.grad{i}", g)


def _child(out_dir, names):
    import mindspore
    for name in names:
        path = os.path.join(out_dir, name + ".pkl")
        try:
            result = ("ok", evaluate(mindspore, name))
        except Exception as exc:  # noqa: BLE001 - we record whatever MindSpore raises
            result = ("error", {"error": type(exc).__name__, "message": _first_line(exc)[:300]})
        with open(path, "wb") as f:
            pickle.dump(result, f)
        if result[0] == "error":
            return


def main():
    rec = Recorder("grads")
    names = list(CASES)
    with tempfile.TemporaryDirectory() as out_dir:
        todo = names
        while todo:
            subprocess.run([sys.executable, __file__, "--child", out_dir, *todo], check=False)
            done = {n for n in todo if os.path.exists(os.path.join(out_dir, n + ".pkl"))}
            if not done:  # the child died on the first case: record that and go on
                with open(os.path.join(out_dir, todo[0] + ".pkl"), "wb") as f:
                    pickle.dump(("error", {"error": "Crash", "message": "the process died"}), f)
            todo = [n for n in todo if not os.path.exists(os.path.join(out_dir, n + ".pkl"))]
        for name in names:
            with open(os.path.join(out_dir, name + ".pkl"), "rb") as f:
                kind, result = pickle.load(f)
            if kind == "error":
                rec.value("error." + name, result)
                continue
            write_case(rec, name, *result)
    rec.save()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        _child(sys.argv[2], sys.argv[3:])
    else:
        main()
