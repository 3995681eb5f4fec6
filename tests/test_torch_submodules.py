"""A torch.nn.Module inside a Cell is first-class: its Parameters (and persistent buffers) appear in MindSpore's
parameter APIs with MindSpore-style names, train with MindSpore optimizers, go through checkpoints and parity."""
import copy

import numpy as np
import torch

import msbridge as ms
from msbridge import nn, parity


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 5)
        self.mid = torch.nn.Sequential(torch.nn.Linear(5, 5), torch.nn.BatchNorm1d(5))
        self.fc2 = nn.Dense(5, 3)

    def construct(self, x):
        return self.fc2(self.mid(self.fc1(x)))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.head = torch.nn.Linear(3, 2)

    def construct(self, x):
        return self.head(self.block(x))


class TorchNet(torch.nn.Module):
    """The torch original of Block, same attribute names."""

    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(4, 5)
        self.mid = torch.nn.Sequential(torch.nn.Linear(5, 5), torch.nn.BatchNorm1d(5))
        self.fc2 = torch.nn.Linear(5, 3)

    def forward(self, x):
        return self.fc2(self.mid(self.fc1(x)))


TRAINABLE = ["block.fc1.weight", "block.fc1.bias", "block.mid.0.weight", "block.mid.0.bias", "block.mid.1.weight",
             "block.mid.1.bias", "block.fc2.weight", "block.fc2.bias", "head.weight", "head.bias"]
BUFFERS = ["block.mid.1.running_mean", "block.mid.1.running_var", "block.mid.1.num_batches_tracked"]


def _data(seed=0):
    rng = np.random.RandomState(seed)
    return (ms.Tensor(rng.standard_normal((8, 4)).astype(np.float32)),
            ms.Tensor(rng.standard_normal((8, 2)).astype(np.float32)))


def test_names_follow_the_attribute_paths_in_registration_order():
    net = Net()
    names = [name for name, _ in net.parameters_and_names()]
    assert names == TRAINABLE[:6] + BUFFERS + TRAINABLE[6:]
    assert [p.name for p in net.get_parameters()] == names  # the names the auto prefix gave: prefix.name
    assert [p.name for p in net.trainable_params()] == TRAINABLE
    assert [p.name for p in net.untrainable_params()] == BUFFERS
    assert list(net.parameters_dict()) == names
    assert [p.name for p in net.block.trainable_params()] == TRAINABLE[:8]  # names stay, as MindSpore's do
    assert [path for path, _ in net.block.parameters_and_names()] == [n[len("block."):] for n in names[:11]]
    assert net.block.trainable_params(recurse=False) == []


def test_handles_view_the_torch_tensors_and_keep_their_identity():
    net = Net()
    params = net.parameters_dict()
    weight = params["block.mid.0.weight"]
    assert isinstance(weight, ms.Parameter)
    assert weight._t is net.block.mid[0].weight
    assert params["block.mid.1.running_mean"]._t is net.block.mid[1].running_mean
    assert net.parameters_dict()["block.mid.0.weight"] is weight
    assert weight.name == "block.mid.0.weight"
    weight.set_data(ms.Tensor(np.full((5, 5), 2, np.float32)))
    assert torch.equal(net.block.mid[0].weight.detach(), torch.full((5, 5), 2.0))


def test_requires_grad_is_shared_with_torch():
    net = Net()
    net.head.weight.requires_grad_(False)  # frozen from torch
    assert "head.weight" not in [p.name for p in net.trainable_params()]
    bias = net.parameters_dict()["head.bias"]
    bias.requires_grad = False  # frozen from MindSpore
    assert net.head.bias.requires_grad is False
    assert [p.name for p in net.trainable_params()] == TRAINABLE[:-2]


def test_replaced_torch_parameter_gets_a_new_handle_with_the_same_name():
    net = Net()
    old = net.parameters_dict()["head.weight"]
    net.head.weight = torch.nn.Parameter(torch.zeros(2, 3))
    new = net.parameters_dict()["head.weight"]
    assert new is not old and new._t is net.head.weight and new.name == "head.weight"


def test_a_removed_torch_module_leaves_the_parameters_and_the_cache():
    net = Net()
    assert "head.weight" in net.parameters_dict()
    del net.head
    assert [name for name in net.parameters_dict() if name.startswith("head.")] == []
    assert "head" not in net._torch_handles


def test_cells_inside_a_torch_container_are_named_by_their_path():
    class Holder(nn.Cell):
        def __init__(self):
            super().__init__()
            self.seq = torch.nn.Sequential(nn.Dense(3, 4), torch.nn.ReLU(), nn.Dense(4, 2))

        def construct(self, x):
            return self.seq(x)

    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.body = Holder()

        def construct(self, x):
            return self.body(x)

    net = Outer()
    names = ["body.seq.0.weight", "body.seq.0.bias", "body.seq.2.weight", "body.seq.2.bias"]
    assert [name for name, _ in net.parameters_and_names()] == names
    assert [p.name for p in net.trainable_params()] == names
    assert net.trainable_params()[0] is net.body.seq[0].weight  # the Dense's own Parameter, no handle


def test_momentum_trains_the_torch_submodules_like_torch_sgd():
    torch.manual_seed(0)
    net = Net()
    reference = Net()  # same weights, trained below with torch.optim.SGD (Momentum's rule)
    reference.load_state_dict(net.state_dict())
    x, y = _data()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    step.set_train()
    reference.set_train()
    sgd = torch.optim.SGD(reference.parameters(), lr=0.1, momentum=0.9)
    for _ in range(3):
        loss = step(x, y)
        sgd.zero_grad()
        ref_loss = torch.nn.functional.mse_loss(reference(x.to_torch()), y.to_torch())
        ref_loss.backward()
        sgd.step()
        np.testing.assert_allclose(loss.asnumpy(), ref_loss.item(), rtol=1e-6)
    for (name, mine), theirs in zip(net.named_parameters(), reference.parameters()):
        torch.testing.assert_close(mine.detach(), theirs.detach(), msg=name)
    assert not torch.equal(net.head.weight, Net().head.weight)  # sanity: it did move from an init
    torch.testing.assert_close(net.block.mid[1].running_mean, reference.block.mid[1].running_mean)


def test_checkpoint_round_trip(tmp_path):
    torch.manual_seed(1)
    net = Net()
    net.set_train()
    net(_data()[0])  # moves the BatchNorm statistics and its counter
    path = str(tmp_path / "net.ckpt")
    ms.save_checkpoint(net, path)
    loaded = ms.load_checkpoint(path)
    assert sorted(loaded) == sorted(TRAINABLE + BUFFERS)
    other = Net()
    assert ms.load_param_into_net(other, loaded) == ([], [])
    for (name, mine), theirs in zip(net.state_dict().items(), other.state_dict().values()):
        torch.testing.assert_close(mine, theirs, msg=name, rtol=0, atol=0)
    assert int(other.block.mid[1].num_batches_tracked) == 1


def test_parity_maps_torch_submodules_by_their_torch_names():
    torch.manual_seed(2)
    original, cell = TorchNet(), Block()
    original.mid[1].running_mean.normal_()
    wmap = parity.weight_map(original, cell)
    assert wmap.complete
    assert {row["torch"]: row["ms"] for row in wmap.mapped}["mid.1.running_var"] == "mid.1.running_var"
    assert wmap.dropped == ["mid.1.num_batches_tracked"]
    x = np.random.RandomState(3).standard_normal((6, 4)).astype(np.float32)
    result = parity.compare(cell, original, (x,), steps=2, train=True,
                            ms_optimizer=nn.Momentum(cell.trainable_params(), 0.01, 0.9),
                            torch_optimizer=torch.optim.SGD(original.parameters(), lr=0.01, momentum=0.9),
                            loss=lambda out: (out ** 2).mean())
    assert result.ok, str(result)
    torch.testing.assert_close(cell.mid[1].running_mean, original.mid[1].running_mean)


def test_deepcopy_keeps_each_parameter_and_its_torch_tensor_together():
    net = Net()
    handles = net.parameters_dict()
    clone = copy.deepcopy(net)
    params = clone.parameters_dict()
    assert list(params) == list(handles)
    torch_params = dict(clone.named_parameters())
    assert params["block.fc1.weight"]._t is torch_params["block.fc1.weight"]  # a Cell Parameter
    assert params["head.weight"]._t is torch_params["head.weight"]  # a torch module's, through its handle
    assert params["head.weight"] is clone.parameters_dict()["head.weight"]
    assert all(params[name]._t is not handles[name]._t for name in params)
    params["block.fc1.weight"].set_data(ms.Tensor(np.zeros((5, 4), np.float32)))
    assert not clone.block.fc1.weight._t.any() and net.block.fc1.weight._t.any()
