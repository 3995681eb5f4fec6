"""Weight-conversion cases, run on real MindSpore by record_parity.py and on msbridge by test_parity_golden.py.

A torch network's seeded weights go into the MindSpore-style network through ``TORCH_TO_MS`` (torch key ->
MindSpore checkpoint name, the table msbridge.parity implements); the cases return MindSpore's parameter names
and its outputs, so the test can check that msbridge's converted checkpoint names and numbers are MindSpore's.
"""
import numpy as np
import torch

# torch key -> MindSpore checkpoint name for the networks below
TORCH_TO_MS = {
    "conv1d.weight": "conv1d.weight", "conv1d.bias": "conv1d.bias",
    "bn1d.weight": "bn1d.gamma", "bn1d.bias": "bn1d.beta", "bn1d.running_mean": "bn1d.moving_mean",
    "bn1d.running_var": "bn1d.moving_variance",
    "emb.weight": "emb.embedding_table", "norm.weight": "norm.gamma", "norm.bias": "norm.beta",
    "conv2d.weight": "conv2d.weight", "bn2d.weight": "bn2d.gamma", "bn2d.bias": "bn2d.beta",
    "bn2d.running_mean": "bn2d.moving_mean", "bn2d.running_var": "bn2d.moving_variance", "act.weight": "act.w",
    "gn.weight": "gn.gamma", "gn.bias": "gn.beta",
    "up1d.weight": "up1d.weight", "up2d.weight": "up2d.weight", "up2d.bias": "up2d.bias",
    "bn3d.weight": "bn3d.bn2d.gamma", "bn3d.bias": "bn3d.bn2d.beta", "bn3d.running_mean": "bn3d.bn2d.moving_mean",
    "bn3d.running_var": "bn3d.bn2d.moving_variance",
}


class TorchNet(torch.nn.Module):
    """The torch original: one layer of every kind whose weights MindSpore names or lays out differently."""

    def __init__(self):
        super().__init__()
        self.conv1d = torch.nn.Conv1d(6, 4, 3, padding=1)
        self.bn1d = torch.nn.BatchNorm1d(4)
        self.emb = torch.nn.Embedding(7, 5)
        self.norm = torch.nn.LayerNorm(5)
        self.conv2d = torch.nn.Conv2d(3, 4, 3, padding=1, bias=False)
        self.bn2d = torch.nn.BatchNorm2d(4)
        self.act = torch.nn.PReLU(4)
        self.gn = torch.nn.GroupNorm(2, 4)
        self.up1d = torch.nn.ConvTranspose1d(4, 2, 2, stride=2, bias=False)
        self.up2d = torch.nn.ConvTranspose2d(4, 2, 2, stride=2)
        self.bn3d = torch.nn.BatchNorm3d(2)


def torch_state():
    """Seeded weights, running statistics included (uniform in [0.5, 1.5))."""
    torch.manual_seed(7)
    net = TorchNet()
    gen = torch.Generator().manual_seed(11)
    with torch.no_grad():
        for value in net.state_dict().values():
            if value.is_floating_point():
                value.copy_(torch.rand(value.shape, generator=gen) + 0.5)
    return net.state_dict()


def inputs():
    rng = np.random.RandomState(3)
    return (rng.standard_normal((2, 6, 5)).astype(np.float32), rng.randint(0, 7, (2, 3)).astype(np.int32),
            rng.standard_normal((2, 3, 4, 4)).astype(np.float32), rng.standard_normal((1, 2, 2, 3, 3)).astype(
                np.float32))


def build(ms):
    """The MindSpore port of TorchNet (eval mode); construct returns one output per layer family."""
    nn = ms.nn

    class Port(nn.Cell):
        def __init__(self):
            super().__init__()
            self.conv1d = nn.Conv1d(6, 4, 3, pad_mode="pad", padding=1, has_bias=True)
            self.bn1d = nn.BatchNorm1d(4)
            self.emb = nn.Embedding(7, 5)
            self.norm = nn.LayerNorm((5,), epsilon=1e-5)
            self.conv2d = nn.Conv2d(3, 4, 3, pad_mode="pad", padding=1)
            self.bn2d = nn.BatchNorm2d(4)
            self.act = nn.PReLU(4)
            self.gn = nn.GroupNorm(2, 4)
            self.up1d = nn.Conv1dTranspose(4, 2, 2, stride=2, pad_mode="valid")
            self.up2d = nn.Conv2dTranspose(4, 2, 2, stride=2, pad_mode="valid", has_bias=True)
            self.bn3d = nn.BatchNorm3d(2)

        def construct(self, x1, ids, x2, x3):
            seq = self.bn1d(self.conv1d(x1))
            img = self.act(self.bn2d(self.conv2d(x2)))
            return (seq, self.up1d(seq), self.norm(self.emb(ids)), img, self.gn(img), self.up2d(img),
                    self.bn3d(x3))

    return Port()


def case_parameter_names(ms):
    """[name, shape, requires_grad] of the port's Parameters, in MindSpore's order."""
    return [[p.name, list(p.shape), p.requires_grad] for p in build(ms).get_parameters()]


def case_standalone_batchnorm_names(ms):
    """A standalone BatchNorm2d checkpoints its statistics as 'mean'/'variance'."""
    return [p.name for p in ms.nn.BatchNorm2d(3).get_parameters()]


def load_by_table(ms, net, state):
    """Copy ``state`` into ``net`` by TORCH_TO_MS, reshaped to MindSpore's layout (what the recorder does with
    real MindSpore)."""
    params = {p.name: p for p in net.get_parameters()}
    for key, name in TORCH_TO_MS.items():
        params[name].set_data(ms.Tensor(state[key].numpy().reshape(params[name].shape)))


def outputs(ms, net):
    x1, ids, x2, x3 = inputs()
    return [out.asnumpy() for out in net(ms.Tensor(x1), ms.Tensor(ids), ms.Tensor(x2), ms.Tensor(x3))]
