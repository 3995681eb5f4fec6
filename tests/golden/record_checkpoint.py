"""Record MindSpore 2.10's checkpoint files and loading behaviour for tests/test_checkpoint.py.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_checkpoint.py [--big]

Writes every SAVES and FIXTURES case's file under checkpoint/<case>/ (small files, committed), and checkpoint.json with the
file names, the LOADS results and the ERRORS types. ``--big`` instead records, into checkpoint_split.json, the
entry headers of two files just over MindSpore's real 512 MiB split threshold (the files themselves are not kept).
"""
import os
import shutil
import sys
import tempfile

import numpy as np

import cases_checkpoint as cases
from recorder import HERE, Recorder

GOLDEN_DIR = os.path.join(HERE, "checkpoint")


def _record_files(mindspore):
    shutil.rmtree(GOLDEN_DIR, ignore_errors=True)
    files = {}
    with tempfile.TemporaryDirectory() as tmp:
        for case, save in {**cases.SAVES, **cases.FIXTURES}.items():
            work = os.path.join(tmp, case)
            os.makedirs(work)
            rel = save(mindspore, work)
            dst = os.path.join(GOLDEN_DIR, case, rel)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(os.path.join(work, rel), dst)
            files[case] = os.path.join(case, rel)
    return files


def main():
    import mindspore
    rec = Recorder("checkpoint")
    files = _record_files(mindspore)
    rec.value("files", files)
    cases.FILES.update(files)
    with tempfile.TemporaryDirectory() as tmp:
        work = os.path.join(tmp, "golden")
        shutil.copytree(GOLDEN_DIR, work)
        for name, load in cases.LOADS.items():
            rec.value("load." + name, load(mindspore, work))
        for name, fail in cases.ERRORS.items():
            rec.error("error." + name, lambda: fail(mindspore, work))
    rec.save()


def _varint(buf, pos):
    value = shift = 0
    while True:
        byte = buf[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7


def _entry_headers(path):
    """[header bytes (hex), content length] of every entry. An entry is field 1 of the file; inside it the tensor
    is field 2 (key 0x12), and inside that the content is field 3 (key 0x1A); the header is all before the content."""
    with open(path, "rb") as f:
        buf = f.read()
    out, pos = [], 0
    while pos < len(buf):
        length, start = _varint(buf, pos + 1)
        inner = start
        while buf[inner] != 0x12:  # skip the name (and anything else) up to the tensor field
            size, inner = _varint(buf, inner + 1)
            inner += size
        _, inner = _varint(buf, inner + 1)
        while buf[inner] != 0x1A:  # dims (varints) and the type name (length-delimited)
            key = buf[inner]
            value, inner = _varint(buf, inner + 1)
            inner += value if key & 7 == 2 else 0
        size, content = _varint(buf, inner + 1)
        out.append([buf[pos:content].hex(), size])
        pos = start + length
    return out


def main_big():
    import mindspore
    rec = Recorder("checkpoint_split")
    n = 512 * 1024 * 1024 // 4 + 1
    flat = mindspore.Tensor(np.ones(n, np.float32))
    rows = mindspore.Tensor(np.ones((3, (n + 2) // 3), np.float32))
    with tempfile.TemporaryDirectory(dir=os.environ.get("BIG_TMP")) as tmp:
        path = os.path.join(tmp, "flat.ckpt")
        mindspore.save_checkpoint([{"name": "flat", "data": flat}], path)
        rec.value("flat", {"shape": list(flat.shape), "entries": _entry_headers(path)})
        os.remove(path)
        path = os.path.join(tmp, "rows.ckpt")
        mindspore.save_checkpoint([{"name": "rows", "data": rows}], path, async_save=True)
        cases._wait_async(mindspore)
        rec.value("rows_async", {"shape": list(rows.shape), "entries": _entry_headers(path)})
    rec.save()


if __name__ == "__main__":
    main_big() if sys.argv[1:2] == ["--big"] else main()
