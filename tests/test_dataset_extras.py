"""Dict-valued GeneratorDataset columns, chained samplers, DSCallback/WaitedDSCallback and the legacy transform
modules against goldens recorded from MindSpore 2.10 (golden/cases_dataset_extras.py)."""
import pytest

import cases_dataset_extras as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_extras")


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES))
def test_value_matches_mindspore(name):
    goldens.assert_matches(cases.as_json(cases.run(ms, cases.VALUES[name])), G["value." + name], name)


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS))
def test_error_matches_mindspore(name):
    expected = G["error." + name]
    with goldens.raises_like(expected) as info:
        cases.run(ms, cases.ERRORS[name])
    if name in cases.SAME_MESSAGE:
        assert str(info.value).splitlines()[0].strip() == expected["message"].splitlines()[0].strip()
