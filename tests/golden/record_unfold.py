"""Record nn.Unfold's construction and argument errors from real MindSpore 2.10 (its CPU build has no kernel for
the patches; tests/test_unfold.py takes the values from MindSpore's own GPU test).

    /tmp/msenv/bin/python tests/golden/record_unfold.py

The cases live in cases_unfold.py; this writes unfold.json (``value.<case>``, ``error.<case>``).
"""
import cases_unfold as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("unfold", cases)
