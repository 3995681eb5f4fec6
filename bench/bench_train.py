"""Training with TrainOneStepCell against the same training in native torch (torch.optim).

    python bench/bench_train.py

Two workloads, 200 steps each, the same data and initial weights on both sides: an MLP (784-256-128-10, batch 64)
with Momentum, and a small CNN (two 3x3 convs + pool + dense, 1x28x28 inputs, batch 32) with Adam. Reports the
time per training step and the ratio msbridge / torch.
"""
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from bench.common import compare, write_results  # noqa: E402

import msbridge as ms  # noqa: E402
from msbridge import nn  # noqa: E402

STEPS = 200


def _mlp_pair():
    net = nn.SequentialCell([nn.Dense(784, 256), nn.ReLU(), nn.Dense(256, 128), nn.ReLU(), nn.Dense(128, 10)])
    ref = torch.nn.Sequential(torch.nn.Linear(784, 256), torch.nn.ReLU(), torch.nn.Linear(256, 128),
                              torch.nn.ReLU(), torch.nn.Linear(128, 10))
    return net, ref, (64, 784)


class _Cnn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=True)
        self.c2 = nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1, has_bias=True)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flat = nn.Flatten()
        self.fc = nn.Dense(16 * 14 * 14, 10)

    def construct(self, x):
        return self.fc(self.flat(self.pool(self.relu(self.c2(self.relu(self.c1(x)))))))


class _TorchCnn(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = torch.nn.Conv2d(1, 8, 3, padding=1)
        self.c2 = torch.nn.Conv2d(8, 16, 3, padding=1)
        self.fc = torch.nn.Linear(16 * 14 * 14, 10)

    def forward(self, x):
        x = torch.relu(self.c2(torch.relu(self.c1(x))))
        return self.fc(torch.flatten(torch.nn.functional.max_pool2d(x, 2, 2), 1))


def _cnn_pair():
    return _Cnn(), _TorchCnn(), (32, 1, 28, 28)


def _copy_weights(net, ref):
    with torch.no_grad():
        for p, q in zip(net.trainable_params(), ref.parameters()):
            q.copy_(p._t)


def _trainers(pair, optimizer):
    net, ref, shape = pair
    _copy_weights(net, ref)
    rng = np.random.RandomState(0)
    x = rng.standard_normal(shape).astype(np.float32)
    y = rng.randint(0, 10, shape[0]).astype(np.int32)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    if optimizer == "momentum":
        opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
        ref_opt = torch.optim.SGD(ref.parameters(), lr=0.01, momentum=0.9)
    else:
        opt = nn.Adam(net.trainable_params(), 1e-3)
        ref_opt = torch.optim.Adam(ref.parameters(), lr=1e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt).set_train()
    xs, ys = ms.Tensor(x), ms.Tensor(y)
    xt, yt = torch.from_numpy(x), torch.from_numpy(y).long()

    def bridged():
        step(xs, ys)

    def native():
        ref_opt.zero_grad()
        torch.nn.functional.cross_entropy(ref(xt), yt).backward()
        ref_opt.step()
    return native, bridged


def main():
    torch.set_num_threads(1)
    rows = []
    for name, pair, opt in (("MLP 784-256-128-10, batch 64, Momentum", _mlp_pair(), "momentum"),
                            ("CNN 2 conv + dense, batch 32, Adam", _cnn_pair(), "adam")):
        native, bridged = _trainers(pair, opt)
        n, b, ratio = compare(native, bridged, calls=STEPS // 10, repeats=10, warmup=20)
        rows.append(f"| {name} | {n * 1e3:.3f} | {b * 1e3:.3f} | {ratio:.3f} |")
    text = "\n".join([
        "# TrainOneStepCell against native torch training", "",
        f"{STEPS} steps per workload in 10 interleaved blocks, 1 torch thread; process CPU time per training step (ms).", "",
        "| workload | torch ms/step | msbridge ms/step | ratio |", "|---|---|---|---|", *rows, ""])
    write_results("train", text)


if __name__ == "__main__":
    main()
