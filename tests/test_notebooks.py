"""notebooks/: each notebook re-executes (nbclient, no network) to the outputs stored in it.

Stored outputs are compared with fresh ones cell by cell: the text must be identical outside numbers, and each
number equal up to float noise (training on another CPU can round differently)."""
import glob
import json
import math
import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTEBOOKS = sorted(glob.glob(os.path.join(ROOT, "notebooks", "*.ipynb")))
_NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|nan|inf")
RTOL, ATOL = 2e-3, 1e-4


def _load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _text(source):
    return "".join(source) if isinstance(source, list) else source


def _stdout(cell):
    """A code cell's visible text: stdout, results and displays (stderr warnings name local paths)."""
    parts = []
    for out in cell.get("outputs", []):
        if out["output_type"] == "stream" and out["name"] == "stdout":
            parts.append(_text(out["text"]))
        elif out["output_type"] in ("execute_result", "display_data"):
            parts.append(_text(out["data"].get("text/plain", "")) + "\n")
        elif out["output_type"] == "error":
            parts.append(f"{out['ename']}: {out['evalue']}\n")
    return "".join(parts)


def _numbers_close(stored, fresh):
    a, b = float(stored), float(fresh)
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return math.isclose(a, b, rel_tol=RTOL, abs_tol=ATOL)


def _differences(stored, fresh):
    """Where two output texts differ beyond float noise (empty when they agree)."""
    text_a, text_b = _NUMBER.split(stored), _NUMBER.split(fresh)
    nums_a, nums_b = _NUMBER.findall(stored), _NUMBER.findall(fresh)
    if text_a != text_b or len(nums_a) != len(nums_b):
        return [f"text differs:\n--- stored\n{stored}\n--- fresh\n{fresh}"]
    return [f"{a} -> {b}" for a, b in zip(nums_a, nums_b) if not _numbers_close(a, b)]


def test_there_is_a_notebook_per_seed_tutorial_and_a_migration_guide():
    names = [os.path.basename(p)[:3] for p in NOTEBOOKS]
    assert names == ["000", "001", "002", "003", "004", "005"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=os.path.basename)
def test_stored_notebook_is_executed_and_imports_mindspore_through_msbridge(path):
    cells = [c for c in _load(path)["cells"] if c["cell_type"] == "code"]
    assert "msbridge.install_as_mindspore()" in _text(cells[0]["source"])
    assert all(c["execution_count"] is not None for c in cells), "stored without running every cell"
    assert [c["execution_count"] for c in cells] == list(range(1, len(cells) + 1)), "not run top to bottom"
    assert not any(out["output_type"] == "error" for c in cells for out in c["outputs"])


@pytest.mark.notebooks
@pytest.mark.parametrize("path", NOTEBOOKS, ids=os.path.basename)
def test_notebook_reexecutes_to_its_stored_outputs(path, monkeypatch):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [ROOT, os.environ.get("PYTHONPATH")])))
    monkeypatch.setenv("MPLBACKEND", "Agg")
    stored = nbformat.read(path, as_version=4)
    fresh = nbformat.read(path, as_version=4)
    nbclient.NotebookClient(fresh, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": os.path.dirname(path)}}).execute()
    problems = []
    for index, (a, b) in enumerate(zip(stored.cells, fresh.cells)):
        if a.cell_type == "code":
            problems += [f"cell {index}: {d}" for d in _differences(_stdout(a), _stdout(b))]
    assert not problems, f"{os.path.basename(path)}: stored outputs are stale\n" + "\n".join(problems[:20])
