"""Record mindspore.dataset behaviour from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_dataset.py

The cases live in cases_dataset.py; this writes dataset.json (``pipe.<case>``, ``value.<case>``,
``array.<case>`` dtypes and shapes, ``error.<case>``) and dataset.npz (``<case>.<i>``). ERRORS cases run in this
process (a failed dataset pipeline leaves nothing behind in MindSpore 2.10, unlike a failed kernel).
"""

import re

import cases_dataset
from cases_dataset import ARRAYS, ERRORS, PIPES, VALUES, as_arrays, as_json, describe, run
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("dataset")
    rec.cases(mindspore, run, VALUES, ARRAYS, as_arrays, as_json)
    rec.cases(mindspore, lambda ms, code: describe(run(ms, code)), PIPES, {}, as_arrays, as_json,
              value_prefix="pipe.")
    for name, code in ERRORS.items():
        rec.error("error." + name, lambda: run(mindspore, code))
        record = rec.values["error." + name]
        # temporary paths and object addresses (Pillow's messages) vary between runs
        message = record["message"].replace(cases_dataset._TMP, "<tmp>")
        record["message"] = re.sub(r" at 0x[0-9a-f]+", " at 0x...", message)
    rec.save()


if __name__ == "__main__":
    main()
