"""The summary primitives (ops.ScalarSummary, TensorSummary, ImageSummary, HistogramSummary) feeding
SummaryRecord.record, against goldens recorded from MindSpore 2.10 (golden/cases_summary_ops.py)."""
import pytest

import cases_summary_ops as cases
import goldens
import msbridge as ms

G = goldens.load("summary_ops")


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES))
def test_value_matches_mindspore(name):
    goldens.assert_matches(cases.run(ms, cases.VALUES[name]), G["value." + name], name)


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS))
def test_error_matches_mindspore(name):
    goldens.assert_error_case(G["error." + name], lambda: cases.run(ms, cases.ERRORS[name]), False)
