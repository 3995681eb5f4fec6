"""mindspore.mindrecord's MindPage, ImageNetToMR and encryption settings, recorded from MindSpore 2.10 by
record_mindrecord_tools.py and replayed on msbridge by tests/test_mindrecord_tools.py.

Case code sees ``mr`` (``mindspore.mindrecord`` or ``msbridge.mindrecord``), ``np``, ``page()`` (a MindPage over a
small file written with FileWriter, two index fields) and ``imagenet()`` (the rows ImageNetToMR wrote for a tiny
map file and image folders, file names relative to the temporary folder). ``VALUES`` are compared as JSON,
``ERRORS`` by exception type (and first message line for ``SAME_MESSAGE``).
"""
import atexit
import importlib
import os
import shutil
import tempfile

import numpy as np

from cases_dataset import as_json as _as_json

_TMP = tempfile.mkdtemp(prefix="msbridge_mindrecord_tools_")
atexit.register(shutil.rmtree, _TMP, True)


def _page_file(mr):
    """A MindRecord file (FileWriter, 16 KB header and 32 KB pages) indexed by ``label`` and ``name``, whose names
    first appear out of sorted order."""
    path = os.path.join(_TMP, f"page_{mr.__name__}.mindrecord")
    if not os.path.exists(path):
        writer = mr.FileWriter(path, 1)
        writer.set_header_size(1 << 14)
        writer.set_page_size(1 << 15)
        writer.add_schema({"label": {"type": "int32"}, "name": {"type": "string"}, "data": {"type": "bytes"},
                           "vec": {"type": "float32", "shape": [2]}}, "page")
        writer.add_index(["label", "name"])
        names = ["z", "b", "z", "m", "b", "z", "a"]
        writer.write_raw_data([{"label": (3 * i) % 4 - 1, "name": n, "data": bytes([i, 7]),
                                "vec": np.array([i, 0.5], np.float32)} for i, n in enumerate(names)])
        writer.commit()
    return path


def _imagenet(mr):
    """ImageNetToMR over a map file (one missing folder) and one image file per class (plus a skipped .png)."""
    root = os.path.join(_TMP, "imagenet_" + mr.__name__)
    if not os.path.isdir(root):
        for folder, files in (("n02", {"b.jpg": b"yy"}), ("n01", {"a.JPEG": b"x", "c.png": b"zz"}),
                              ("n04", {"d.JPEG": b"dddd"})):
            os.makedirs(os.path.join(root, "images", folder))
            for name, data in files.items():
                with open(os.path.join(root, "images", folder, name), "wb") as f:
                    f.write(data)
        with open(os.path.join(root, "map.txt"), "w") as f:
            f.write("n02 1\nn01 0\nn03 2\nn04 7\n")
        cwd = os.getcwd()
        os.chdir(root)  # relative paths: the file_name column does not hold the temporary folder
        try:
            mr.ImageNetToMR("map.txt", "images", "out.mindrecord", 1).transform()
        finally:
            os.chdir(cwd)
    return os.path.join(root, "out.mindrecord")


def namespace(ms):
    mr = importlib.import_module(ms.__name__ + ".mindrecord")

    def page(field=None):
        p = mr.MindPage(_page_file(mr))
        if field:
            p.category_field = field
        return p

    def imagenet():
        reader = mr.FileReader(_imagenet(mr))
        rows = list(reader.get_next())
        reader.close()
        return [rows, reader.schema() if hasattr(reader, "schema") else None]

    return {"mr": mr, "np": np, "page": page, "imagenet": imagenet, "tmp": _TMP,
            "imagenet_page": lambda: mr.MindPage(_imagenet(mr))}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


def as_json(value):
    return _as_json(value)


VALUES = {
    "page.candidates": "[page().candidate_fields, page().category_field]",
    "page.info_name": "page('name').read_category_info()",
    "page.info_label": "page('label').read_category_info()",
    "page.by_id": "[page('name').read_at_page_by_id(i, 0, 2) for i in range(4)]",
    "page.by_id_second_page": "[page('name').read_at_page_by_id(3, p, 2) for p in range(2)]",
    "page.by_name": "[page('name').read_at_page_by_name('z', 1, 1), page('label').read_at_page_by_name('-1', 0, 5)]",
    "page.field_after_set": "(lambda p: [p.category_field, p.read_category_info()])(page('label'))",
    "imagenet.rows": "imagenet()",
    "imagenet.page": "(lambda p: [p.candidate_fields, setattr(p, 'category_field', 'label'), p.read_category_info(), "
                     "p.read_at_page_by_id(1, 0, 3)])(imagenet_page())",
    "enc.none": "[mr.set_enc_key(None), mr.set_enc_mode('AES-GCM'), mr.set_dec_mode('AES-GCM'), mr.set_enc_mode(), "
                "mr.set_dec_mode(), mr.set_dec_mode(None)]",
}
ERRORS = {
    "page.field_not_index": "page('data')",
    "page.field_type": "page(1)",
    "page.id_negative": "page('name').read_at_page_by_id(-1, 0, 1)",
    "page.page_type": "page('name').read_at_page_by_id(0, 0.5, 1)",
    "page.num_row_zero": "page('name').read_at_page_by_id(0, 0, 0)",
    "page.id_missing": "page('name').read_at_page_by_id(9, 0, 1)",
    "page.past_end": "page('name').read_at_page_by_id(3, 2, 2)",
    "page.past_end_by_name": "page('name').read_at_page_by_name('a', 1, 1)",
    "page.name_type": "page('name').read_at_page_by_name(1, 0, 1)",
    "page.name_missing": "page('name').read_at_page_by_name('q', 0, 1)",
    "page.missing_file": "mr.MindPage('/nonexistent/x.mindrecord')",
    "imagenet.partition_type": "mr.ImageNetToMR('map.txt', 'images', 'out.mindrecord', '1')",
    "imagenet.destination_slash": "mr.ImageNetToMR('map.txt', 'images', 'out/')",
    "imagenet.no_map": "mr.ImageNetToMR(tmp + '/nomap', '/nonexistent', tmp + '/o.mindrecord').transform()",
    "enc.key_type": "mr.set_enc_key(123)",
    "enc.key_length": "mr.set_enc_key('short')",
    "enc.mode": "mr.set_enc_mode('SM4-CBC')",
    "enc.mode_type": "mr.set_enc_mode(1)",
    "dec.mode": "mr.set_dec_mode('x')",
    "dec.mode_type": "mr.set_dec_mode(1)",
}
SAME_MESSAGE = {"page.field_not_index", "page.field_type", "page.id_negative", "page.page_type", "page.num_row_zero",
                "page.name_type", "imagenet.partition_type", "imagenet.destination_slash", "enc.key_type",
                "enc.key_length", "enc.mode", "enc.mode_type", "dec.mode", "dec.mode_type"}
