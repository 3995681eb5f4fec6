"""Record the summary primitives (ops.ScalarSummary ...) feeding SummaryRecord from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_summary_ops.py

The cases live in cases_summary_ops.py; this writes summary_ops.json (``value.<case>``, ``error.<case>``)."""
import cases_summary_ops as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("summary_ops", cases)
