"""Record the legacy nn cells (math, image, combined, embedding lookup, sparse, gradient wrappers) from real
MindSpore 2.10 on CPU.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_nn_legacy.py

The cases live in cases_nn_legacy.py; this writes nn_legacy.json and nn_legacy.npz, every ERRORS case in a process
of its own (as record_layers.py).
"""
from cases_nn_legacy import ARRAYS, ERRORS, VALUES, as_arrays, run
from recorder import record_tables

if __name__ == "__main__":
    record_tables("nn_legacy", __file__, run, VALUES, ARRAYS, ERRORS, as_arrays)
