"""Record Model behaviour from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_model.py

The cases live in cases_model.py; this writes model.json (``<case>``: the returned data, ``error.<case>``: the
exception type and first line), run from a scratch folder. Model's checks are Python code in MindSpore and none of the bad calls runs a
failing kernel, so the errors are recorded in this process.
"""
import os
import tempfile

import mindspore

from cases_model import CASES, ERRORS
from recorder import Recorder


def main():
    rec = Recorder("model")
    os.chdir(tempfile.mkdtemp())  # MindSpore's O2 rewriting drops a rewritten_network/ folder in the cwd
    for name, case in CASES.items():
        rec.value(name, case(mindspore))
    for name, case in ERRORS.items():
        rec.error("error." + name, lambda: case(mindspore))
    rec.save()


if __name__ == "__main__":
    main()
