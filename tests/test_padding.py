"""msbridge.nn padding layers against MindSpore 2.10 goldens (tests/golden/record_conv_pool.py) and torch."""
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

import goldens
import msbridge as ms
from cases_conv_pool import (ATTRS, ERRORS, FORWARD, REPRS, attr_value, build, check_error,
                             check_forward, describe_params, mask_repr)

G = goldens.load("conv_pool")
PREFIXES = ("zp", "cp", "rf", "rp")
# MindSpore's text names internal kernels (MirrorPad's index lists, PadV3's dtype list); the type still matches
LOOSE_MESSAGES = {"rf1_call_big", "rp1_call_bool"}


@pytest.mark.parametrize("name", goldens.cases(FORWARD, *PREFIXES))
def test_forward_and_grad_match_mindspore(name):
    check_forward(ms, G, name)


def test_repr_matches_mindspore():
    cells = build(ms, REPRS["pads"])
    assert [mask_repr(repr(c)) for c in cells] == G["repr.pads"]
    assert [describe_params(c) for c in cells] == G["params.pads"]


def test_attributes_match_mindspore():
    code, attrs = ATTRS["pad"]
    cell = build(ms, code)
    assert {a: attr_value(getattr(cell, a)) for a in attrs} == G["attrs.pad"]


@pytest.mark.parametrize("name", goldens.cases(ERRORS, *PREFIXES))
def test_errors_match_mindspore(name):
    check_error(ms, G[f"error.{name}"], name, LOOSE_MESSAGES)


@settings(max_examples=30, deadline=None)
@given(rank=st.integers(2, 5), pads=st.lists(st.integers(0, 2), min_size=2, max_size=4).filter(lambda p: len(p) != 3),
       mode=st.sampled_from(["constant", "reflect"]))
def test_pads_any_rank_like_torch_on_the_last_dims(rank, pads, mode):
    """Constant and reflection pads accept any rank with at least len(padding)/2 dims (torch: only batched forms)."""
    shape = (3, 4, 5, 4, 3)[:rank]
    pads = tuple(pads)
    x = torch.randn(shape)
    dims = len(pads) // 2
    if rank < dims:
        return
    layer = ms.nn.ConstantPad2d(pads, 0.5) if mode == "constant" else ms.nn.ReflectionPad2d(pads)
    out = layer(x)
    flat = x.reshape((-1, 1) + shape[rank - dims:])
    expected = torch.nn.functional.pad(flat, pads, mode=mode, **({"value": 0.5} if mode == "constant" else {}))
    torch.testing.assert_close(out, expected.reshape(shape[:rank - dims] + expected.shape[2:]))
