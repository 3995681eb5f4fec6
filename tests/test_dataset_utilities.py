"""RandomDataset, DatasetCache, sync_wait_for_dataset and the pipeline JSON functions against goldens recorded from
MindSpore 2.10 (golden/cases_dataset_utilities.py), and the parts msbridge does not provide."""
import pytest

import cases_dataset_utilities as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_utilities")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)


@pytest.mark.parametrize("call", [
    lambda: ms.dataset.DatasetCache(1).get_stat(),
    lambda: ms.dataset.sync_wait_for_dataset(0, 1, 1, None),
    lambda: ms.dataset.RandomDataset(),
    lambda: ms.dataset.NumpySlicesDataset([1, 2]).map(lambda x: x, cache=ms.dataset.DatasetCache(1)),
    lambda: ms.dataset.TextFileDataset(__file__, cache=ms.dataset.DatasetCache(1)),
])
def test_unsupported_parts_raise_not_implemented(call):
    with pytest.raises(NotImplementedError):
        call()
