"""mindspore.mindrecord (FileWriter, FileReader) and dataset.MindDataset against MindSpore 2.10
(golden/cases_mindrecord.py): msbridge writes the same bytes as MindSpore, reads the files MindSpore wrote, and
reads them back as MindSpore does."""
import sqlite3

import numpy as np
import pytest

import cases_mindrecord as cases
import goldens
import msbridge as ms

G = goldens.load("mindrecord")


@pytest.mark.parametrize("name", goldens.cases(cases.WRITES))
def test_written_files_are_mindspores_bytes(name):
    got = cases.describe_write(ms, cases.run(ms, cases.WRITES[name]))
    expected = G["write." + name]
    if name not in cases.SHARD_SPLIT_VARIES:
        assert got["files"] == expected["files"]  # SHA-256 of every shard file
        assert got["index"] == expected["index"]  # the SQLite index rows MindSpore's reader looks rows up in
    else:
        assert sorted(got["files"]) == sorted(expected["files"])
    for key in ("reader", "columns", "size", "rows"):
        assert got[key] == expected[key], key


def test_reads_the_files_mindspore_wrote():
    assert cases.as_json(cases.describe_read(ms, cases.COMMITTED)) == G["read.committed"]


test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms,
                                                                                  scrub=(cases._TMP, "<tmp>"))


def test_existing_files_need_overwrite(tmp_path):
    path = str(tmp_path / "x.mindrecord")
    for overwrite in (True, False):
        writer = ms.mindrecord.FileWriter(path, overwrite=overwrite)
        writer.add_schema({"x": {"type": "int32"}})
        writer.write_raw_data([{"x": 1}])
        if overwrite:
            writer.commit()
        else:
            with pytest.raises(RuntimeError, match="already exist"):
                writer.commit()
    assert [r["x"] for r in ms.mindrecord.FileReader(path).get_next()] == [1]


def test_index_database_lists_every_row(tmp_path):
    path = str(tmp_path / "idx.mindrecord")
    writer = ms.mindrecord.FileWriter(path)
    writer.add_schema({"name": {"type": "string"}, "score": {"type": "float64"}, "v": {"type": "int64", "shape": [-1]}})
    writer.add_index(["name", "score"])
    writer.write_raw_data([{"name": f"r{i}", "score": i / 4, "v": np.arange(i + 1)} for i in range(4)])
    writer.commit()
    with sqlite3.connect(path + ".db") as db:
        rows = list(db.execute("select ROW_ID, name_0, score_0 from INDEXES order by ROW_ID"))
    db.close()
    assert rows == [(i, f"r{i}", i / 4) for i in range(4)]
    out = [r[0].tolist() for r in ms.dataset.MindDataset(path, columns_list=["v"], shuffle=False)
           .create_tuple_iterator(output_numpy=True)]
    assert out == [list(range(i + 1)) for i in range(4)]
