"""Record mindspore.dataset behaviour from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_dataset.py

The cases live in cases_dataset.py; this writes dataset.json (``pipe.<case>``, ``value.<case>``,
``array.<case>`` dtypes and shapes, ``error.<case>``) and dataset.npz (``<case>.<i>``). ERRORS cases run in this
process (a failed dataset pipeline leaves nothing behind in MindSpore 2.10, unlike a failed kernel).
"""

import cases_dataset
from cases_dataset import ARRAYS, ERRORS, PIPES, VALUES, as_arrays, as_json, describe, run
from recorder import Recorder, _first_line


def _run(mindspore, name, code):
    try:
        return run(mindspore, code)
    except Exception as exc:
        raise AssertionError(f"case {name} failed on MindSpore: {_first_line(exc)}") from exc


def main():
    import mindspore
    rec = Recorder("dataset")
    for name, code in PIPES.items():
        rec.value("pipe." + name, as_json(describe(_run(mindspore, name, code))))
    for name, code in VALUES.items():
        rec.value("value." + name, as_json(_run(mindspore, name, code)))
    for name, code in ARRAYS.items():
        arrays = as_arrays(_run(mindspore, name, code))
        rec.value("array." + name, [[str(a.dtype), list(a.shape)] for a in arrays])
        for i, arr in enumerate(arrays):
            rec.array(f"{name}.{i}", arr)
    for name, code in ERRORS.items():
        rec.error("error." + name, lambda: run(mindspore, code))
        record = rec.values["error." + name]
        record["message"] = record["message"].replace(cases_dataset._TMP, "<tmp>")
    rec.save()


if __name__ == "__main__":
    main()
