"""Record the attention and Transformer layers from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /tmp/msenv/bin/python tests/golden/record_transformer.py

The cases live in cases_transformer.py; this writes transformer.json (``value.<case>``, ``array.<case>`` dtypes
and shapes, ``error.<case>``) and transformer.npz (``<case>.<i>``). Every ERRORS case runs in a process of its own: MindSpore
2.10 reports some kernel errors late, and after a failed kernel the next, unrelated call in the same process can
fail with the stale error.
"""
from cases_transformer import ARRAYS, ERRORS, VALUES, as_arrays, run
from recorder import record_tables

if __name__ == "__main__":
    record_tables("transformer", __file__, run, VALUES, ARRAYS, ERRORS, as_arrays)
