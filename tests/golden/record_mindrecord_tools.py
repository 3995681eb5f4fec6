"""Record mindspore.mindrecord's MindPage, ImageNetToMR and encryption settings from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_mindrecord_tools.py

The cases live in cases_mindrecord_tools.py; this writes mindrecord_tools.json (``value.<case>``, ``error.<case>``).
"""
import cases_mindrecord_tools as cases
from recorder import record_in_process

if __name__ == "__main__":
    record_in_process("mindrecord_tools", cases, scrub=(cases._TMP, "<tmp>"))
