"""MindSpore 2.10's own docstring examples (tests/golden/docexamples.json.gz, recorded on MindSpore by
record_docexamples.py): every example that gives MindSpore's printed values on msbridge today
(docexamples_passing.json, written by run_docexamples.py --write) keeps doing so."""
import json

import docexamples
import pytest
from run_docexamples import PASSING

GOLDEN = docexamples.load_golden()
with open(PASSING) as f:
    PASSING_IDS = json.load(f)


def test_the_passing_set_is_a_set_of_recorded_examples_mindspore_runs():
    by_id = {g["id"]: g for g in GOLDEN}
    assert len(PASSING_IDS) > 700
    assert all(docexamples.classify(by_id[i], {"error": None, "out": by_id[i]["out"]}) == "pass" for i in PASSING_IDS)


def test_examples_that_give_mindspores_values_keep_giving_them():
    chosen = [g for g in GOLDEN if g["id"] in set(PASSING_IDS)]
    results = docexamples.run_on_msbridge(chosen)
    failing = {g["id"]: docexamples.classify(g, r) + (f" ({r['error']})" if r["error"] else "")
               for g, r in zip(chosen, results) if docexamples.classify(g, r) != "pass"}
    assert not failing


@pytest.mark.parametrize("expected, actual, same", [
    ("[1.25      1.6666667 2.5]\n", "[1.25 1.6666666 2.5]\n", True),  # whitespace, last-digit rounding
    ("[1.25 1.6666667 2.5]\n", "[1.25 1.6866667 2.5]\n", False),  # a value off by 1.2e-2 relative
    ("[1.25 2.5]\n", "[1.25 2.5 0.]\n", False),  # one more value
    ("Tensor(shape=[2], dtype=Float32, value= [1, 2])", "Tensor(shape=[2], dtype=Int32, value= [1, 2])", False),
    ("[ nan -inf]", "[nan -inf]", True), ("[nan]", "[0.]", False),
])
def test_printed_outputs_compare_by_value_and_by_the_text_around_them(expected, actual, same):
    assert docexamples.same_output(expected, actual) is same


def test_examples_left_out_by_name_are_recorded_examples_mindspore_runs_with_a_reason():
    by_id = {g["id"]: g for g in GOLDEN}
    for listing in (docexamples.UNSPECIFIED, docexamples.NUMPY1_ARITHMETIC, docexamples.DOCUMENTED_DIFFERENCES):
        assert all(by_id[i]["error"] is None and reason for i, reason in listing.items())
    assert set(docexamples.UNSPECIFIED) <= set(docexamples.not_compared())
    assert not set(PASSING_IDS) & set(docexamples.not_compared())


@pytest.mark.parametrize("printed, read", [
    ("<class 'msbridge.common.tensor.Tensor'>", "<class 'mindspore.common.tensor.Tensor'>"),
    ("msbridge is not mindspore", "msbridge is not mindspore"),  # the package name only where a module path starts
])
def test_msbridges_package_name_reads_as_the_name_the_example_imports(printed, read):
    assert docexamples.as_mindspore(printed) == read
