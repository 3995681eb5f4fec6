"""Record nn layer behaviour (basic, activation, normalization, embedding, image) from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_layers.py

The cases live in cases_layers.py; this writes layers.json (``value.<case>``, ``array.<case>`` dtypes and shapes,
``error.<case>``) and layers.npz (``<case>.<i>``). Every ERRORS case runs in a process of its own: MindSpore
2.10 reports some kernel errors late, and after a failed kernel the next, unrelated call in the same process can
fail with the stale error.
"""
from cases_layers import ARRAYS, ERRORS, VALUES, as_arrays, run
from recorder import record_tables

if __name__ == "__main__":
    record_tables("layers", __file__, run, VALUES, ARRAYS, ERRORS, as_arrays)
