"""The top-level parity suite: every API pair green or explained, and parity/REPORT.md current."""
import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _runner():
    spec = importlib.util.spec_from_file_location("run_parity", os.path.join(ROOT, "parity", "run_parity.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_pair_is_green_or_explained_and_the_report_is_current():
    runner = _runner()
    rows, text = runner.generate()
    assert len(rows) >= 150
    red = [(row["ms"], row["torch"], row["note"]) for row in rows if row["status"] == "RED"]
    assert red == []
    # default-argument rows exist to show differences: each must be explained, never green
    defaults = [row for case, row in zip(runner.cases.CASES, rows) if case.kind.endswith("default")]
    assert len(defaults) >= 10
    assert all(row["status"] == "explained" for row in defaults)
    with open(runner.REPORT, encoding="utf-8") as handle:
        current = handle.read()
    assert runner.stable_lines(current) == runner.stable_lines(text), \
        "parity/REPORT.md is out of date: run python parity/run_parity.py"
