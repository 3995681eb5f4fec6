"""Seed tutorial programs run unmodified under ``python -m msbridge`` and print what MindSpore 2.10 printed."""
import pytest

import goldens

G = goldens.load("seeds")


@pytest.mark.parametrize("name", sorted(G.keys()))
def test_seed_program_prints_what_mindspore_prints(name):
    # the pad_mode comparison prints max|ms - torch| of a random input: values around 1e-5
    goldens.assert_program_matches("seeds", name, G[name], atol=3e-5)
