"""Record optimizer and learning-rate behaviour from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_optim.py

The cases live in cases_optim.py; this writes optim.json (``value.<case>``, ``array.<case>`` dtypes and shapes,
``error.<case>``) and optim.npz (``<case>``: a case's arrays flattened into one float64 array, which keeps the
file small; the shapes and dtypes in the JSON split it again). Every ERRORS case runs in a process of its own:
after a failed kernel, MindSpore 2.10 can re-raise the stale error in the next, unrelated call of the same
process.
"""
from cases_optim import ARRAYS, ERRORS, VALUES, as_arrays, as_json, flat, run
from recorder import record_tables

if __name__ == "__main__":
    record_tables("optim", __file__, run, VALUES, ARRAYS, ERRORS, as_arrays, as_json,
                  store=lambda rec, name, arrays: rec.array(name, flat(arrays)))
