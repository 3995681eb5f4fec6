"""Shuffled dataset shards (num_shards/shard_id with shuffle=True, DistributedSampler) give MindSpore 2.10's row
order for the same seed, epoch after epoch (golden/cases_dataset_shard.py, recorded in one MindSpore process in
table order: the first cases run with the default seed)."""
import pytest

import cases_dataset_shard as cases
import goldens
import msbridge as ms
from msbridge.common import seed as common_seed
from msbridge.dataset.core import config

G = goldens.load("dataset_shard")


@pytest.fixture(autouse=True)
def _restore_seeds(monkeypatch):
    """Each case starts from the state the recorder had reached (no seed for the first cases) and leaves the
    seeds as they were."""
    monkeypatch.setitem(config._settings, "seed", None)
    monkeypatch.setattr(common_seed, "_seed", None)


@pytest.mark.parametrize("name", list(cases.VALUES))
def test_shard_order_matches_mindspore(name):
    names = list(cases.VALUES)
    for earlier in names[:names.index(name)]:  # the seed the recorder had when it ran this case
        if "set_seed" in cases.VALUES[earlier]:
            cases.run(ms, cases.VALUES[earlier].split(", epochs(")[0] + ")")
    assert cases.run(ms, cases.VALUES[name]) == G[name]


def test_every_row_once_per_epoch_across_shards():
    """Shuffled shards of an evenly divisible dataset partition it: same permutation on every shard."""
    shards = [cases.run(ms, f"epochs(gen(12, {k}, 3), 2)") for k in range(3)]
    for epoch in range(2):
        assert sorted(row for shard in shards for row in shard[epoch]) == list(range(12))
    assert shards[0][0] != shards[0][1]
