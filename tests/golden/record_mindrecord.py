"""Record mindspore.mindrecord / MindDataset behaviour from real MindSpore 2.10.

    /tmp/msenv/bin/python tests/golden/record_mindrecord.py

The cases live in cases_mindrecord.py; this writes mindrecord.json (``write.<case>``: file hashes, index rows and
rows read back; ``value.<case>``; ``error.<case>``; ``read.committed``) and copies the file set of
``WRITES['mixed']`` to ``mindrecord/mixed.mindrecord`` (+ ``.db``).
"""
import os
import shutil

import cases_mindrecord as cases
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("mindrecord")
    for name, code in cases.WRITES.items():
        rec.value("write." + name, cases.describe_write(mindspore, cases.run(mindspore, code)))
    rec.cases(mindspore, cases.run, cases.VALUES, {}, None, cases.as_json)
    for name, code in cases.ERRORS.items():
        rec.error("error." + name, lambda: cases.run(mindspore, code))
        record = rec.values["error." + name]
        record["message"] = record["message"].replace(cases._TMP, "<tmp>")
    source = cases.run(mindspore, cases.WRITES["mixed"])
    os.makedirs(os.path.dirname(cases.COMMITTED), exist_ok=True)
    for suffix in ("", ".db"):
        shutil.copyfile(source + suffix, cases.COMMITTED + suffix)
    rec.value("read.committed", cases.describe_read(mindspore, cases.COMMITTED))
    rec.save()


if __name__ == "__main__":
    main()
