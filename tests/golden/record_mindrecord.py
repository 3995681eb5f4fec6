"""Record mindspore.mindrecord / MindDataset behaviour from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_mindrecord.py

The cases live in cases_mindrecord.py; this writes mindrecord.json (``write.<case>``: file hashes, index rows and
rows read back; ``value.<case>``; ``error.<case>``; ``read.committed``) and copies the file set of
``WRITES['mixed']`` to ``mindrecord/mixed.mindrecord`` (+ ``.db``).
"""
import os
import shutil

import cases_mindrecord as cases
from recorder import record_in_process


def _write_and_read(rec, mindspore):
    for name, code in cases.WRITES.items():
        rec.value("write." + name, cases.describe_write(mindspore, cases.run(mindspore, code)))
    source = cases.run(mindspore, cases.WRITES["mixed"])
    os.makedirs(os.path.dirname(cases.COMMITTED), exist_ok=True)
    for suffix in ("", ".db"):
        shutil.copyfile(source + suffix, cases.COMMITTED + suffix)
    rec.value("read.committed", cases.describe_read(mindspore, cases.COMMITTED))


if __name__ == "__main__":
    record_in_process("mindrecord", cases, _write_and_read, (cases._TMP, "<tmp>"))
