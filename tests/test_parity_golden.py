"""Converted torch weights are MindSpore's: checkpoint names and shapes, and the outputs real MindSpore 2.10
computes with those weights (goldens from tests/golden/record_parity.py)."""
import numpy as np
import torch

import msbridge
from msbridge import parity

import cases_parity as C
import goldens

G = goldens.load("parity")


def test_the_port_names_its_parameters_as_mindspore():
    assert C.case_parameter_names(msbridge) == G["parameter_names"]
    assert C.case_standalone_batchnorm_names(msbridge) == G["standalone_batchnorm_names"]


def test_converted_checkpoint_has_mindspore_names_shapes_and_the_table():
    params, report = parity.torch_to_ms_params(C.torch_state(), C.build(msbridge))
    assert report.complete and len(report.dropped) == 3
    assert {row["torch"]: row["ms_name"] for row in report.mapped} == C.TORCH_TO_MS
    golden = {name: shape for name, shape, _ in G["parameter_names"]}
    assert {name: list(p.shape) for name, p in params.items()} == golden
    trainable = {name: grad for name, _, grad in G["parameter_names"]}
    assert {name: p.requires_grad for name, p in params.items()} == trainable


def test_standalone_batchnorm_converts_to_mean_and_variance():
    params, _ = parity.torch_to_ms_params(torch.nn.BatchNorm2d(3).state_dict(), msbridge.nn.BatchNorm2d(3))
    assert sorted(params) == sorted(G["standalone_batchnorm_names"])


def test_transferred_weights_give_mindspore_outputs():
    net = C.build(msbridge)
    assert parity.transfer_weights(C.torch_state(), net).complete
    outs = C.outputs(msbridge, net)
    assert len(outs) == 7
    for i, out in enumerate(outs):
        np.testing.assert_allclose(out, G.array(f"output{i}"), rtol=1e-5, atol=1e-5, err_msg=f"output{i}")
