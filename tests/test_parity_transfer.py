"""Weights between torch and msbridge: the name table, the structural fallback, the editable JSON mapping, and
exact round trips torch -> .pth -> Cell -> torch state dict."""
import pickle

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

import msbridge as ms
from msbridge import nn, parity

import parity_nets as P
from parity_nets import one_torch_thread  # noqa: F401 (autouse fixture)


def _randomize(module, seed):
    """Distinct values in every tensor (running statistics included), so a wrong mapping cannot pass."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for value in module.state_dict().values():
            if value.is_floating_point():
                value.copy_(torch.rand(value.shape, generator=gen) + 0.5)
    return module


def _assert_same_state(ours, reference, skip=("num_batches_tracked",)):
    keys = [k for k in reference if k.rpartition(".")[2] not in skip]
    assert [k for k in ours if k.rpartition(".")[2] not in skip] == keys
    for key in keys:
        assert ours[key].shape == reference[key].shape, key
        assert torch.equal(ours[key], reference[key]), key


# --- round trips ------------------------------------------------------------------------------------------------
def test_resnet_round_trip_through_pth_is_exact_and_gives_the_same_output(tmp_path):
    torch_net = _randomize(P.TorchNet(), 1).eval()
    path = tmp_path / "resnet.pth"
    torch.save(torch_net.state_dict(), path)
    cell = P.Net()
    report = parity.transfer_weights(str(path), cell)
    assert report.complete and len(report.mapped) == 33 and all(r["how"] == "name" for r in report.mapped)
    state = parity.ms_to_torch_state(cell)
    _assert_same_state(state, torch_net.state_dict(), skip=())  # counters are 0 in a fresh torch net too
    x = torch.randn(2, 3, 16, 16)
    assert torch.equal(cell(x), torch_net(x))
    back = P.TorchNet()
    back.load_state_dict(state)  # strict: every key torch expects is there
    assert torch.equal(back.eval()(x), torch_net(x))


def test_save_pth_writes_a_file_torch_loads_with_weights_only(tmp_path):
    cell = P.Net()
    parity.transfer_weights(_randomize(P.TorchNet(), 2), cell)
    parity.save_pth(cell, tmp_path / "net.pth")
    loaded = torch.load(tmp_path / "net.pth", weights_only=True)
    _assert_same_state(loaded, parity.ms_to_torch_state(cell), skip=())
    assert loaded["stem.1.num_batches_tracked"].dtype == torch.long


class TorchText(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = torch.nn.Embedding(11, 6)
        self.norm = torch.nn.LayerNorm(6)
        self.gn = torch.nn.GroupNorm(2, 4)
        self.conv = torch.nn.Conv1d(6, 4, 3)
        self.up = torch.nn.ConvTranspose1d(4, 4, 2, stride=2)
        self.up2d = torch.nn.ConvTranspose2d(4, 2, 3, stride=2)
        self.act = torch.nn.PReLU(4)
        self.bn3 = torch.nn.BatchNorm3d(2)
        self.inorm = torch.nn.InstanceNorm2d(2, affine=True, track_running_stats=True)


class Text(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(11, 6)
        self.norm = nn.LayerNorm((6,))
        self.gn = nn.GroupNorm(2, 4)
        self.conv = nn.Conv1d(6, 4, 3, pad_mode="valid", has_bias=True)
        self.up = nn.Conv1dTranspose(4, 4, 2, stride=2, has_bias=True)
        self.up2d = nn.Conv2dTranspose(4, 2, 3, stride=2, has_bias=True)
        self.act = nn.PReLU(4)
        self.bn3 = nn.BatchNorm3d(2)
        self.inorm = nn.InstanceNorm2d(2)


def test_layer_table_names_and_layouts():
    torch_net = _randomize(TorchText(), 3)
    cell = Text()
    report = parity.transfer_weights(torch_net, cell)
    assert report.complete and report.dropped == ["bn3.num_batches_tracked", "inorm.num_batches_tracked"]
    pairs = {row["torch"]: row["ms_name"] for row in report.mapped}
    assert pairs["emb.weight"] == "emb.embedding_table"
    assert pairs["norm.weight"] == "norm.gamma" and pairs["gn.bias"] == "gn.beta"
    assert pairs["act.weight"] == "act.w"
    assert pairs["bn3.running_var"] == "bn3.bn2d.moving_variance"
    assert pairs["inorm.running_mean"] == "inorm.moving_mean"
    reshaped = {row["torch"]: (row["torch_shape"], row["ms_shape"]) for row in report.mapped
                if row["torch_shape"] != row["ms_shape"]}
    assert reshaped == {"conv.weight": ([4, 6, 3], [4, 6, 1, 3]), "up.weight": ([4, 4, 2], [4, 4, 1, 2])}
    assert cell.up2d.weight.shape == tuple(torch_net.up2d.weight.shape)  # transposed convs share torch's layout
    _assert_same_state(parity.ms_to_torch_state(cell), torch_net.state_dict())
    ids = torch.tensor([[1, 4, 10]])
    assert torch.equal(cell.emb(ids), torch_net.emb(ids))
    x = torch.randn(2, 6, 5)
    assert torch.allclose(cell.conv(x), torch_net.conv(x), atol=1e-6)


def test_torch_to_ms_params_gives_checkpoint_names():
    torch_net = _randomize(TorchText(), 4)
    params, report = parity.torch_to_ms_params(torch_net.state_dict(), Text())
    assert report.complete
    assert list(params)[:4] == ["emb.embedding_table", "norm.gamma", "norm.beta", "gn.gamma"]
    assert isinstance(params["conv.weight"], ms.Parameter) and params["conv.weight"].shape == (4, 6, 1, 3)
    assert params["conv.weight"].name == "conv.weight"
    assert not params["bn3.bn2d.moving_mean"].requires_grad
    assert np.array_equal(params["emb.embedding_table"].asnumpy(), torch_net.emb.weight.detach().numpy())


def test_cell_to_torch_module_transfer():
    cell = Text()
    torch_net = TorchText()
    report = parity.transfer_weights(cell, torch_net)
    assert report.complete
    assert torch.equal(torch_net.conv.weight, cell.conv.weight._t.squeeze(2))
    assert torch.equal(torch_net.bn3.running_var, cell.bn3.bn2d.moving_variance._t)


def test_a_float16_state_dict_is_cast_to_the_cell_dtype():
    torch_net = TorchText().half()
    cell = Text()
    parity.transfer_weights(torch_net, cell)
    assert cell.norm.gamma.dtype == ms.float32
    assert torch.equal(cell.norm.gamma._t, torch_net.norm.weight.float())


# --- structural fallback, mismatches, the editable mapping -------------------------------------------------------
class RenamedPort(nn.Cell):
    """A port whose attribute names differ from the torch original's: mapped by order and shape."""

    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell([nn.Dense(4, 4), nn.Dense(4, 4)])
        self.out = nn.Dense(4, 2)


class TorchOriginal(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(4, 4)
        self.b = torch.nn.Linear(4, 4)
        self.head = torch.nn.Linear(4, 5)


def test_structural_fallback_and_shape_mismatch_report():
    report = parity.weight_map(TorchOriginal(), RenamedPort())
    assert [(r["torch"], r["ms"], r["how"]) for r in report.mapped] == [
        ("a.weight", "features.0.weight", "structure"), ("a.bias", "features.0.bias", "structure"),
        ("b.weight", "features.1.weight", "structure"), ("b.bias", "features.1.bias", "structure")]
    assert report.unmapped_torch == ["head.weight", "head.bias"]
    assert report.unmapped_ms == ["out.weight", "out.bias"]
    assert not report.complete
    text = str(report)
    assert text.startswith("WeightMap: 4 mapped, 0 mismatched, 2 torch unmapped, 2 MindSpore unmapped, 0 dropped")
    assert "torch only: head.weight" in text and "MindSpore only: out.bias" in text


def test_name_match_with_a_wrong_shape_is_mismatched_and_not_copied():
    cell = nn.SequentialCell([nn.Dense(4, 3)])
    torch_net = torch.nn.Sequential(torch.nn.Linear(4, 5))
    before = cell[0].weight._t.clone()
    report = parity.transfer_weights(torch_net, cell)
    assert [(r["torch"], r["torch_shape"], r["ms_shape"]) for r in report.mismatched] == [
        ("0.weight", [5, 4], [3, 4]), ("0.bias", [5], [3])]
    assert torch.equal(cell[0].weight._t, before)


def test_edited_json_mapping_is_used(tmp_path):
    torch_net = _randomize(TorchOriginal(), 5)
    cell = RenamedPort()
    report = parity.weight_map(torch_net, cell)
    report.save(tmp_path / "map.json")
    edited = parity.WeightMap.load(tmp_path / "map.json")
    # the user swaps the two hidden layers (the structural guess was wrong for their port)
    for row in edited.mapped:
        row["ms"] = row["ms"].replace("features.0", "features.X").replace("features.1", "features.0") \
            .replace("features.X", "features.1")
    edited.save(tmp_path / "map.json")
    used = parity.transfer_weights(torch_net, cell, mapping=str(tmp_path / "map.json"))
    assert all(r["how"] == "user" for r in used.mapped)
    assert torch.equal(cell.features[1].weight._t, torch_net.a.weight)
    assert torch.equal(cell.features[0].bias._t, torch_net.b.bias)
    assert used.unmapped_torch == ["head.weight", "head.bias"]


def test_a_plain_dict_mapping_and_unknown_names():
    cell, torch_net = RenamedPort(), TorchOriginal()
    used = parity.transfer_weights(torch_net, cell, mapping={"a.weight": "out.weight"})
    assert used.mismatched[0]["torch"] == "a.weight"  # 16 values cannot fill (2, 4)
    with pytest.raises(KeyError, match="'nope.weight'"):
        parity.weight_map(torch_net, cell, mapping={"nope.weight": "out.weight"})


# --- safety and errors ------------------------------------------------------------------------------------------
class _Exploit:
    def __reduce__(self):
        return (exec, ("import pathlib; pathlib.Path('PWNED').write_text('x')",))


def test_pth_loading_never_runs_pickled_code(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with open("evil.pth", "wb") as handle:
        pickle.dump({"w": _Exploit()}, handle, protocol=2)
    with pytest.raises(pickle.UnpicklingError):
        parity.load_pth("evil.pth")
    assert not (tmp_path / "PWNED").exists()


def test_bad_sides():
    with pytest.raises(TypeError, match="one side must be an msbridge Cell"):
        parity.transfer_weights(torch.nn.Linear(2, 2), torch.nn.Linear(2, 2))
    with pytest.raises(TypeError, match="state dict entry 'w' is not a torch.Tensor"):
        parity.transfer_weights({"w": [1.0]}, nn.Dense(2, 2))
    with pytest.raises(TypeError, match="expected a torch.nn.Module, a state dict or a .pth path"):
        parity.weight_map(3, nn.Dense(2, 2))


class TorchTagger(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = torch.nn.Embedding(20, 8)
        self.norm = torch.nn.LayerNorm(8)
        self.out = torch.nn.Linear(8, 3)

    def forward(self, ids):
        return self.out(self.norm(self.emb(ids)))


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 8)
        self.norm = nn.LayerNorm((8,), epsilon=1e-5)
        self.out = nn.Dense(8, 3)

    def construct(self, ids):
        return self.out(self.norm(self.emb(ids)))


def test_embedding_layernorm_round_trip_through_pth(tmp_path):
    torch_net = _randomize(TorchTagger(), 6)
    torch.save(torch_net.state_dict(), tmp_path / "tagger.pth")
    cell = Tagger()
    assert parity.transfer_weights(tmp_path / "tagger.pth", cell).complete
    parity.save_pth(cell, tmp_path / "back.pth")
    _assert_same_state(parity.load_pth(tmp_path / "back.pth"), torch_net.state_dict(), skip=())
    ids = torch.tensor([[0, 5, 19], [3, 3, 7]])
    assert torch.equal(cell(ids), torch_net(ids))


class TorchSentiment(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = torch.nn.Embedding(20, 6)
        self.lstm = torch.nn.LSTM(6, 5, num_layers=2, bidirectional=True, batch_first=True)
        self.out = torch.nn.Linear(10, 3)

    def forward(self, ids):
        seq, (h, c) = self.lstm(self.emb(ids))
        return self.out(seq[:, -1]) + h.sum(0).sum(-1, keepdim=True) - c.mean(0).sum(-1, keepdim=True)


class Sentiment(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 6)
        self.lstm = nn.LSTM(6, 5, num_layers=2, bidirectional=True, batch_first=True)
        self.out = nn.Dense(10, 3)

    def construct(self, ids):
        seq, (h, c) = self.lstm(self.emb(ids))
        return self.out(seq[:, -1]) + h.sum(0).sum(-1, keepdims=True) - c.mean(0).sum(-1, keepdims=True)


def test_lstm_round_trip_through_pth_and_ckpt_is_exact(tmp_path):
    torch_net = _randomize(TorchSentiment(), 8)
    torch.save(torch_net.state_dict(), tmp_path / "sentiment.pth")
    cell = Sentiment()
    report = parity.transfer_weights(parity.load_pth(tmp_path / "sentiment.pth"), cell)
    assert report.complete and len(report.mapped) == 19 and all(r["how"] == "name" for r in report.mapped)
    ms.save_checkpoint(cell, str(tmp_path / "sentiment.ckpt"))
    restored = Sentiment()
    assert ms.load_param_into_net(restored, ms.load_checkpoint(str(tmp_path / "sentiment.ckpt"))) == ([], [])
    _assert_same_state(parity.ms_to_torch_state(restored), torch_net.state_dict(), skip=())
    ids = torch.tensor([[0, 5, 19, 4], [3, 3, 7, 1]])
    assert torch.equal(restored(ids), torch_net(ids))


def test_rnn_layers_map_by_name_in_torch_order():
    torch_net = torch.nn.Sequential(torch.nn.GRU(3, 4, 2, bias=False, bidirectional=True), torch.nn.RNN(8, 2),
                                    torch.nn.LSTMCell(2, 3), torch.nn.GRUCell(3, 3, bias=False))
    with pytest.warns(UserWarning, match="LSTMCell has been changed"):
        lstm_cell = nn.LSTMCell(2, 3)
    cell = nn.SequentialCell([nn.GRU(3, 4, 2, has_bias=False, bidirectional=True), nn.RNN(8, 2), lstm_cell,
                              nn.GRUCell(3, 3, has_bias=False)])
    report = parity.weight_map(torch_net, cell)
    assert report.complete and all(row["how"] == "name" for row in report.mapped)
    assert [row["torch"] for row in report.mapped] == list(torch_net.state_dict())
    assert [name for name, _ in cell.parameters_and_names()][:4] == [
        "0.weight_ih_l0", "0.weight_ih_l0_reverse", "0.weight_ih_l1", "0.weight_ih_l1_reverse"]


# --- property: any stack of table layers round-trips exactly ---------------------------------------------------------
_LAYERS = {  # kind -> (torch factory, msbridge factory) over a channel count c
    "conv1d": (lambda c: torch.nn.Conv1d(c, c, 3), lambda c: nn.Conv1d(c, c, 3, has_bias=True)),
    "conv2d": (lambda c: torch.nn.Conv2d(c, c, 3, bias=False), lambda c: nn.Conv2d(c, c, 3)),
    "bn": (lambda c: torch.nn.BatchNorm2d(c), lambda c: nn.BatchNorm2d(c)),
    "bn1d": (lambda c: torch.nn.BatchNorm1d(c), lambda c: nn.BatchNorm1d(c)),
    "ln": (lambda c: torch.nn.LayerNorm(c), lambda c: nn.LayerNorm((c,))),
    "gn": (lambda c: torch.nn.GroupNorm(1, c), lambda c: nn.GroupNorm(1, c)),
    "emb": (lambda c: torch.nn.Embedding(c + 3, c), lambda c: nn.Embedding(c + 3, c)),
    "prelu": (lambda c: torch.nn.PReLU(c), lambda c: nn.PReLU(c)),
    "dense": (lambda c: torch.nn.Linear(c, c), lambda c: nn.Dense(c, c)),
    "convt": (lambda c: torch.nn.ConvTranspose2d(c, c, 2, bias=False), lambda c: nn.Conv2dTranspose(c, c, 2)),
    "relu": (lambda c: torch.nn.ReLU(), lambda c: nn.ReLU()),
    "lstm": (lambda c: torch.nn.LSTM(c, c, 2, bidirectional=True), lambda c: nn.LSTM(c, c, 2, bidirectional=True)),
    "gru": (lambda c: torch.nn.GRU(c, c, bias=False), lambda c: nn.GRU(c, c, has_bias=False)),
    "rnncell": (lambda c: torch.nn.RNNCell(c, c), lambda c: nn.RNNCell(c, c)),
}


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(sorted(_LAYERS)), min_size=1, max_size=6), st.integers(1, 4), st.integers(0, 99))
def test_any_stack_of_table_layers_round_trips_exactly(kinds, channels, seed):
    torch_net = _randomize(torch.nn.Sequential(*[_LAYERS[k][0](channels) for k in kinds]), seed)
    cell = nn.SequentialCell([_LAYERS[k][1](channels) for k in kinds])
    report = parity.transfer_weights(torch_net.state_dict(), cell)
    assert report.complete and all(row["how"] == "name" for row in report.mapped)
    _assert_same_state(parity.ms_to_torch_state(cell), torch_net.state_dict(), skip=())
