"""parity.compare finds planted porting bugs in a ResNet-style port, names the sub-Cell and the cause, and
passes a correct port forward, backward and over training steps."""
import json

import numpy as np
import pytest
import torch

import msbridge as ms
from msbridge import nn, ops, parity
from msbridge.common.parameter import ParameterTuple

import parity_nets as P
from parity_nets import one_torch_thread  # noqa: F401 (autouse fixture)

X = np.random.RandomState(0).randn(4, 3, 16, 16).astype(np.float32)
LABELS = torch.arange(4) % 10


def _cross_entropy(out):
    return torch.nn.functional.cross_entropy(out, LABELS)


def _apis(result):
    return [e["api"] for e in result.explanations]


# --- planted bugs -------------------------------------------------------------------------------------------
def test_third_conv_default_pad_mode_is_located_and_explained():
    result = parity.compare(P.Net(same_pad_conv1=True), P.TorchNet(), X, train=True)
    assert not result.ok
    assert result.first_divergence["ms"] == "layer1.conv1"
    assert result.first_divergence["torch"] == "layer1.conv1"
    assert result.first_divergence["ms_type"] == "Conv2d"
    assert _apis(result) == ["Conv2d"]
    note = result.explanations[0]
    assert note["ms"] == "layer1.conv1" and "pad_mode='same'" in note["cause"]
    assert note["fix"] == "nn.Conv2d(..., pad_mode='pad', padding=1)"
    # the two stem convs before it match
    rows = {row["ms"]: row for row in result.modules}
    assert rows["stem.0"]["ok"] and rows["stem.3"]["ok"] and not rows["layer1.conv1"]["ok"]


def test_batchnorm_torch_momentum_value_is_located_and_explained():
    result = parity.compare(P.Net(torch_momentum=True), P.TorchNet(), X, train=True)
    assert not result.ok
    # outputs and gradients agree (batch statistics); the moving statistics do not
    assert all(row["allclose"] for row in result.outputs + result.grads)
    bad_state = [row["name"] for row in result.state if not row["allclose"]]
    assert bad_state == ["layer1.bn1.moving_mean", "layer1.bn1.moving_variance"]
    assert result.first_divergence["ms"] == "layer1.bn1"
    assert "state" in result.first_divergence["reason"]
    assert _apis(result) == ["BatchNorm2d"]
    assert result.explanations[0]["fix"] == "nn.BatchNorm2d(..., momentum=0.9)"


def test_classifier_without_set_train_is_located_and_explained():
    # fine-tuning idiom: the head is replaced after set_train(); the new Cell starts in inference mode, the
    # replaced torch head in training mode
    ms_net = P.Net().set_train()
    ms_net.classifier = P.head(16, 10)
    torch_net = P.TorchNet()
    torch_net.classifier = P.torch_head(16, 10)
    result = parity.compare(ms_net, torch_net, X, train=None)
    assert not result.ok
    assert result.first_divergence["ms"] == "classifier.1"
    assert result.first_divergence["ms_type"] == "BatchNorm1d"
    assert not result.first_divergence["ms_training"] and result.first_divergence["torch_training"]
    assert _apis(result) == ["Cell.set_train"]
    assert result.explanations[0]["ms"] == "classifier"
    assert result.determinism["modes"] == "as set by the caller"


# --- a correct port ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("train", [False, True])
def test_correct_port_passes_forward_and_backward(train):
    result = parity.compare(P.Net(), P.TorchNet(), X, train=train, rtol=1e-5, atol=1e-6)
    assert result.ok, str(result)
    assert result.first_divergence is None and result.explanations == []
    assert [row["name"] for row in result.grads][:3] == ["input[0]", "stem.0.weight", "stem.1.gamma"]
    assert len(result.grads) == 1 + 21
    assert result.weights.complete and len(result.weights.dropped) == 6


def test_correct_port_trains_ten_momentum_steps_with_torch_optimizers_on_both_sides():
    ms_net, torch_net = P.Net(), P.TorchNet()
    ms_opt = torch.optim.SGD(ms_net.parameters(), lr=0.05, momentum=0.9)
    torch_opt = torch.optim.SGD(torch_net.parameters(), lr=0.05, momentum=0.9)
    result = parity.compare(ms_net, torch_net, X, train=True, steps=10, ms_optimizer=ms_opt,
                            torch_optimizer=torch_opt, loss=_cross_entropy, rtol=1e-5, atol=1e-6)
    assert result.ok, str(result)
    assert [row["step"] for row in result.steps] == list(range(1, 11))
    assert all(row["weights_rel_fro"] <= 1e-5 for row in result.steps)
    assert result.steps[-1]["loss_ms"] < result.steps[0]["loss_ms"]  # it did train


class _LocalMomentum:
    """Stand-in with MindSpore's optimizer protocol (``opt(grads)`` in ``opt.parameters`` order)."""

    def __init__(self, params, learning_rate, momentum):
        self.parameters = ParameterTuple(params)
        self.lr, self.momentum = learning_rate, momentum
        self.moments = [torch.zeros_like(p._t) for p in self.parameters]

    def __call__(self, grads):
        with torch.no_grad():
            for param, grad, moment in zip(self.parameters, grads, self.moments):
                moment.mul_(self.momentum).add_(grad._t)
                param._t.add_(moment, alpha=-self.lr)
        return tuple(True for _ in grads)


def test_mindspore_optimizer_protocol_is_called_with_grads_in_parameter_order():
    ms_net, torch_net = P.Net(), P.TorchNet()
    ms_opt = _LocalMomentum(ms_net.trainable_params(), 0.05, 0.9)
    torch_opt = torch.optim.SGD(torch_net.parameters(), lr=0.05, momentum=0.9)
    result = parity.compare(ms_net, torch_net, X, train=True, steps=3, ms_optimizer=ms_opt,
                            torch_optimizer=torch_opt, loss=_cross_entropy, rtol=1e-5, atol=1e-6)
    assert result.ok, str(result)
    assert len(result.steps) == 3


def test_correct_port_trains_ten_steps_with_msbridge_momentum():
    ms_net, torch_net = P.Net(), P.TorchNet()
    ms_opt = nn.Momentum(ms_net.trainable_params(), learning_rate=0.05, momentum=0.9)
    torch_opt = torch.optim.SGD(torch_net.parameters(), lr=0.05, momentum=0.9)
    result = parity.compare(ms_net, torch_net, X, train=True, steps=10, ms_optimizer=ms_opt,
                            torch_optimizer=torch_opt, loss=_cross_entropy, rtol=1e-5, atol=1e-6)
    assert result.ok, str(result)
    assert all(row["weights_rel_fro"] <= 1e-5 for row in result.steps)


def test_steps_without_optimizers_is_a_clear_error():
    with pytest.raises(ValueError, match="steps > 0 needs ms_optimizer"):
        parity.compare(P.Net(), P.TorchNet(), X, steps=1)


# --- seed 001: MyCell vs MyCell_pt ------------------------------------------------------------------------------
class MyCell(nn.Cell):
    def __init__(self, forward_net):
        super(MyCell, self).__init__(auto_prefix=True)
        self.net = forward_net
        self.relu = ops.ReLU()

    def construct(self, x):
        return self.relu(self.net(x))


class MyCell_pt(torch.nn.Module):  # noqa: N801 (the seed's name)
    def __init__(self, forward_net):
        super().__init__()
        self.net = forward_net
        self.relu = torch.nn.ReLU()

    def forward(self, x):
        return self.relu(self.net(x))


def _seed001(ms_conv):
    x = np.random.RandomState(1).uniform(-1, 1, (2, 120, 12, 12)).astype(np.float32)
    pt_net = MyCell_pt(torch.nn.Conv2d(120, 240, kernel_size=4, bias=False))
    torch.nn.init.constant_(pt_net.net.weight, 0.1)
    return parity.compare(MyCell(ms_conv), pt_net, x)


def test_seed001_default_pad_mode_fails_with_the_shapes_and_the_cause():
    result = _seed001(nn.Conv2d(120, 240, 4, has_bias=False))
    assert not result.ok
    assert result.outputs[0]["note"] == "shape (2, 240, 12, 12) vs (2, 240, 9, 9)"
    assert result.first_divergence["ms"] == "net"
    assert result.first_divergence["reason"] == "shape (2, 240, 12, 12) vs (2, 240, 9, 9)"
    assert _apis(result) == ["Conv2d"] and result.explanations[0]["fix"] == "nn.Conv2d(..., pad_mode='pad', padding=0)"
    assert result.weights.mapped[0]["ms_name"] == "net.weight"


def test_seed001_pad_mode_pad_fix_passes():
    result = _seed001(nn.Conv2d(120, 240, 4, has_bias=False, pad_mode="pad"))
    assert result.ok, str(result)
    assert result.outputs[0]["max_abs"] <= 1e-5
    assert [row["name"] for row in result.grads] == ["input[0]", "net.weight"]


# --- explanations of other known differences --------------------------------------------------------------------
@pytest.mark.parametrize("ms_layer, torch_layer, api, fix", [
    (lambda: nn.LayerNorm((6,)), lambda: torch.nn.LayerNorm(6), "LayerNorm", "nn.LayerNorm(..., epsilon=1e-05)"),
    (lambda: nn.GELU(), lambda: torch.nn.GELU(), "GELU", "nn.GELU(approximate=False)"),
    (lambda: nn.LeakyReLU(), lambda: torch.nn.LeakyReLU(), "LeakyReLU", "nn.LeakyReLU(alpha=0.01)"),
    (lambda: nn.Dropout(keep_prob=0.1), lambda: torch.nn.Dropout(0.1), "Dropout", "nn.Dropout(p=0.1)"),
])
def test_layer_default_differences_are_explained(ms_layer, torch_layer, api, fix):
    x = np.random.RandomState(2).randn(3, 6).astype(np.float32)
    x = 0.003 * x if api == "LayerNorm" else x  # a small variance makes eps matter
    result = parity.compare(ms_layer(), torch_layer(), x, train=api == "Dropout")
    assert not result.ok
    assert _apis(result) == [api] and result.explanations[0]["fix"] == fix
    assert result.first_divergence["ms"] == "<root>"


@pytest.mark.parametrize("ms_layer, torch_layer, fix", [
    (lambda: nn.LSTM(3, 4, batch_first=True), lambda: torch.nn.LSTM(3, 4), "nn.LSTM(..., batch_first=False)"),
    (lambda: nn.RNN(3, 4), lambda: torch.nn.RNN(3, 4, nonlinearity="relu"), "nn.RNN(..., nonlinearity='relu')"),
    (lambda: nn.GRU(3, 4, 2), lambda: torch.nn.GRU(3, 4, 2, dropout=0.5), "nn.GRU(..., dropout=0.5)"),
])
def test_recurrent_settings_are_explained(ms_layer, torch_layer, fix):
    x = np.random.RandomState(5).randn(2, 5, 3).astype(np.float32)
    result = parity.compare(ms_layer(), torch_layer(), x, grads=False)
    assert result.weights.complete and all(row["how"] == "name" for row in result.weights.mapped)
    assert [note["fix"] for note in result.explanations] == [fix]
    assert result.ok == ("dropout" in fix)  # dropout only acts in training mode; compare runs inference
    same = parity.compare(nn.LSTM(3, 4, 2, bidirectional=True), torch.nn.LSTM(3, 4, 2, bidirectional=True), x)
    assert same.ok and not same.explanations, str(same)


def test_pooling_stride_default_is_explained():
    x = np.random.RandomState(3).randn(1, 2, 6, 6).astype(np.float32)
    result = parity.compare(nn.MaxPool2d(2), torch.nn.MaxPool2d(2), x)
    assert result.outputs[0]["note"] == "shape (1, 2, 5, 5) vs (1, 2, 3, 3)"
    assert _apis(result) == ["MaxPool2d"] and result.explanations[0]["fix"] == "nn.MaxPool2d(..., stride=2)"
    assert parity.compare(nn.MaxPool2d(2, 2), torch.nn.MaxPool2d(2), x).ok


def test_conv_bias_default_is_explained_and_the_torch_bias_reported_unmapped():
    x = np.random.RandomState(4).randn(1, 2, 5, 5).astype(np.float32)
    result = parity.compare(nn.Conv2d(2, 3, 3, pad_mode="pad", padding=1), torch.nn.Conv2d(2, 3, 3, padding=1), x)
    assert not result.ok
    assert result.weights.unmapped_torch == ["bias"]
    assert _apis(result) == ["Conv2d"] and result.explanations[0]["fix"] == "nn.Conv2d(..., has_bias=True)"


def test_cross_entropy_int64_labels_error_is_explained():
    class Int32Only(nn.Cell):  # the label check MindSpore's CrossEntropyLoss makes
        def construct(self, logits, labels):
            if labels.dtype != ms.int32:
                raise TypeError(f"For 'CrossEntropyLoss', the 'labels' should be Int32, but got '{labels.dtype}'.")
            return logits

    class Passthrough(torch.nn.Module):
        def forward(self, logits, labels):
            return logits

    result = parity.compare(Int32Only(), Passthrough(), (X[:, 0, 0], np.array([1, 2, 0, 1])), grads=False)
    assert not result.ok and result.error.startswith("TypeError")
    assert result.error_where == "<root>" or result.error_where == ""
    assert _apis(result) == ["CrossEntropyLoss"]


# --- renderers and determinism -------------------------------------------------------------------------------------
def test_renderings_agree_with_the_result():
    result = _seed001(nn.Conv2d(120, 240, 4, has_bias=False))
    text = str(result)
    assert text.splitlines()[0] == "parity: MISMATCH (rtol=0.0001, atol=1e-05)"
    assert "first divergence:" in text and "MindSpore 'net' (Conv2d) vs torch 'net' (Conv2d)" in text
    md = result.to_markdown()
    assert "### explanations" in md and "| output[0] | - | - | - | - | NO | shape (2, 240, 12, 12) vs (2, 240, 9, " \
                                            "9) |" in md
    data = json.loads(result.to_json())
    assert data["ok"] is False and data["first_divergence"]["ms"] == "net"
    assert data["determinism"]["cudnn.benchmark"] is False and data["determinism"]["tf32"] is False


def test_compare_restores_rng_state_and_backend_flags():
    ms_net, torch_net = P.Net(), P.TorchNet()
    torch.manual_seed(123)
    expected = torch.rand(3)
    torch.manual_seed(123)
    flags = torch.backends.cudnn.benchmark
    parity.compare(ms_net, torch_net, X, train=True)
    assert torch.equal(torch.rand(3), expected)
    assert torch.backends.cudnn.benchmark == flags


def test_dropout_masks_are_identical_in_train_mode():
    x = np.ones((8, 50), np.float32)
    result = parity.compare(nn.Dropout(p=0.3), torch.nn.Dropout(0.3), x, train=True)
    assert result.ok and result.outputs[0]["max_abs"] == 0.0


def test_float64_reference():
    result = parity.compare(P.Net(), P.TorchNet(), X, reference="float64", rtol=1e-4, atol=1e-5)
    assert result.ok, str(result)
    assert result.outputs[0]["note"] == "dtype float32 vs float64"
    assert 0 < result.outputs[0]["max_abs"] < 1e-5
    with pytest.raises(ValueError, match="reference='float64' compares forward and backward only"):
        parity.compare(P.Net(), P.TorchNet(), X, reference="float64", steps=1)


def test_assert_parity():
    assert parity.assert_parity(P.Net(), P.TorchNet(), X).ok
    with pytest.raises(AssertionError, match="first divergence:"):
        parity.assert_parity(P.Net(same_pad_conv1=True), P.TorchNet(), X)


@pytest.mark.parametrize("kwargs, error, match", [
    ({"transfer": "both"}, ValueError, "'transfer' must be one of"),
    ({"train": "yes"}, ValueError, "'train' must be False, True or None"),
    ({"steps": -1}, ValueError, "'steps' must be an int >= 0"),
    ({"reference": "float16"}, ValueError, "'reference' must be 'float32' or 'float64'"),
])
def test_bad_arguments(kwargs, error, match):
    with pytest.raises(error, match=match):
        parity.compare(P.Net(), P.TorchNet(), X, **kwargs)


def test_bad_network_types():
    with pytest.raises(TypeError, match="'cell' must be an msbridge Cell"):
        parity.compare(P.TorchNet(), P.TorchNet(), X)
    with pytest.raises(TypeError, match="'torch_module' must be a torch.nn.Module"):
        parity.compare(P.Net(), P.Net(), X)


# --- loss pairs and optimizer explanations ------------------------------------------------------------------------
def test_loss_pair_with_per_side_label_dtypes():
    torch.manual_seed(0)  # initial weights under which one SGD step lowers the loss (not every draw does)
    np.random.seed(0)
    ms_net, torch_net = P.Net(), P.TorchNet()
    labels = np.array([1, 0, 3, 9])
    loss = (nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), torch.nn.CrossEntropyLoss())
    targets = {"ms": (labels.astype(np.int32),), "torch": (labels.astype(np.int64),)}
    result = parity.compare(ms_net, torch_net, X, train=True, loss=loss, targets=targets, steps=2,
                            ms_optimizer=torch.optim.SGD(ms_net.parameters(), lr=0.1),
                            torch_optimizer=torch.optim.SGD(torch_net.parameters(), lr=0.1), rtol=1e-5, atol=1e-6)
    assert result.ok, str(result)
    assert result.steps[0]["loss_ms"] == result.steps[0]["loss_torch"]
    assert result.steps[1]["loss_ms"] < result.steps[0]["loss_ms"]


def test_per_side_inputs_and_grad_inputs_compare_a_loss_cell():
    rng = np.random.RandomState(0)
    x, sign = rng.randn(4, 5).astype(np.float32), np.sign(rng.randn(4, 5)).astype(np.float32)
    # torch's soft_margin_loss has no target gradient: with every float input tracked, torch refuses
    with pytest.raises(RuntimeError, match="target"):
        parity.compare(nn.SoftMarginLoss(), torch.nn.SoftMarginLoss(), (x, sign))
    result = parity.compare(nn.SoftMarginLoss(), torch.nn.SoftMarginLoss(), (x, sign), grad_inputs=[0])
    assert result.ok and [row["name"] for row in result.grads] == ["input[0]"]
    logits, labels = rng.randn(4, 5).astype(np.float32), np.array([1, 0, 3, 4])
    inputs = {"ms": (logits, labels.astype(np.int32)), "torch": (logits, labels)}
    result = parity.compare(nn.CrossEntropyLoss(), torch.nn.CrossEntropyLoss(), inputs)
    assert result.ok and result.outputs[0]["max_abs"] == 0
    with pytest.raises(ValueError, match="keys 'ms' and 'torch'"):
        parity.compare(nn.CrossEntropyLoss(), torch.nn.CrossEntropyLoss(), {"ms": inputs["ms"]})
    with pytest.raises(ValueError, match="has 1 values"):
        parity.compare(nn.CrossEntropyLoss(), torch.nn.CrossEntropyLoss(), {"ms": (logits,), "torch": inputs["torch"]})


@pytest.mark.parametrize("with_scheduler", [True, False])
def test_torch_side_optimizer_with_lr_scheduler(with_scheduler):
    torch.manual_seed(0)
    cell, module = nn.Dense(4, 3), torch.nn.Linear(4, 3)
    ms_opt = nn.SGD(cell.trainable_params(), nn.ExponentialDecayLR(0.1, 0.5, 1))
    torch_opt = torch.optim.SGD(module.parameters(), 0.1)
    if with_scheduler:
        torch_opt = (torch_opt, torch.optim.lr_scheduler.ExponentialLR(torch_opt, 0.5))
    x = np.random.RandomState(0).randn(6, 4).astype(np.float32)
    result = parity.compare(cell, module, x, steps=3, ms_optimizer=ms_opt, torch_optimizer=torch_opt)
    assert [row["ok"] for row in result.steps] == [True, True, True] if with_scheduler else [True, False, False]


def test_loss_configuration_differences_are_explained():
    x = np.random.RandomState(0).randn(4, 5).astype(np.float32)
    result = parity.compare(nn.SmoothL1Loss(), torch.nn.SmoothL1Loss(beta=0.5), (x, x[::-1].copy()))
    assert not result.ok
    fixes = [e["fix"] for e in result.explanations]
    assert fixes == ["nn.SmoothL1Loss(..., reduction='mean')", "nn.SmoothL1Loss(..., beta=0.5)"]


def test_optimizer_update_rule_differences_are_explained():
    from msbridge.parity.explain import explain_optimizers

    class Adam:  # the MindSpore optimizers' class names and attributes are what the rules read
        eps = 1e-8

    class AdamWeightDecay:
        pass

    param = torch.nn.Parameter(torch.zeros(1))
    notes = explain_optimizers(Adam(), torch.optim.Adam([param], eps=1e-8))
    assert [n["api"] for n in notes] == ["Adam"] and "eps_t = eps/sqrt(1-b2^t)" in notes[0]["cause"]
    notes = explain_optimizers(AdamWeightDecay(), torch.optim.AdamW([param]))
    assert [n["api"] for n in notes] == ["AdamWeightDecay"] and "no bias correction" in notes[0]["cause"]
    assert explain_optimizers(torch.optim.SGD([param], lr=0.1), torch.optim.SGD([param], lr=0.1)) == []


def test_fresh_networks_compared_as_set_differ_in_mode_at_the_root():
    result = parity.compare(P.Net(), P.TorchNet(), X, train=None)  # a Cell starts in inference mode
    assert [(e["api"], e["ms"]) for e in result.explanations] == [("Cell.set_train", "<root>")]
    assert not result.ok and result.first_divergence["ms"] == "stem.1"


def test_modes_and_gradients_are_restored():
    ms_net, torch_net = P.Net(), P.TorchNet().eval()
    torch_net.classifier.train()
    parity.compare(ms_net, torch_net, X, train=True)
    assert not ms_net.training and ms_net.phase == "predict" and not ms_net.classifier[1].training
    assert not torch_net.training and torch_net.classifier.training and not torch_net.stem.training
    assert all(p.grad is None for p in list(ms_net.parameters()) + list(torch_net.parameters()))
