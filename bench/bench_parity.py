"""Cost of parity.compare on a 20-layer CNN at batch 8, against running both networks forward and backward once.

Run: python bench/bench_parity.py  (writes bench/results/parity.md). Goal (issue 9): ratio <= 3.
"""
import os
import statistics
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from msbridge import nn, parity  # noqa: E402

torch.set_num_threads(1)
DEPTH, WIDTH, BATCH = 20, 16, 8


def torch_cnn():
    layers, cin = [], 3
    for _ in range(DEPTH - 1):
        layers += [torch.nn.Conv2d(cin, WIDTH, 3, padding=1, bias=False), torch.nn.BatchNorm2d(WIDTH),
                   torch.nn.ReLU()]
        cin = WIDTH
    return torch.nn.Sequential(*layers, torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(),
                               torch.nn.Linear(WIDTH, 10))


def ms_cnn():
    layers, cin = [], 3
    for _ in range(DEPTH - 1):
        layers += [nn.Conv2d(cin, WIDTH, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(WIDTH), nn.ReLU()]
        cin = WIDTH
    return nn.SequentialCell(layers + [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(WIDTH, 10)])


def main(repeats=7):
    cell, module = ms_cnn(), torch_cnn()
    parity.transfer_weights(module, cell)
    x = np.random.RandomState(0).randn(BATCH, 3, 32, 32).astype(np.float32)
    xt = torch.from_numpy(x)

    def both_once():
        for net in (cell, module):
            inp = xt.clone().requires_grad_()
            net(inp).sum().backward()

    def compared():
        assert parity.compare(cell, module, x).ok

    both_once(), compared()  # warm up
    base, cost = [], []
    for _ in range(repeats):
        for fn, samples in ((both_once, base), (compared, cost)):
            start = time.perf_counter()
            fn()
            samples.append(time.perf_counter() - start)
    b, c = statistics.median(base), statistics.median(cost)
    text = (f"# parity.compare cost\n\n{DEPTH}-layer CNN (conv-BN-ReLU x {DEPTH - 1} + Dense), width {WIDTH}, "
            f"batch {BATCH}, 32x32 input, 1 torch thread, median of {repeats} interleaved runs.\n\n"
            "| workload | seconds |\n|---|---|\n"
            f"| both networks forward + backward once | {b:.4f} |\n| parity.compare (weights, hooks, forward, "
            f"backward, rows) | {c:.4f} |\n| ratio | {c / b:.2f} (goal <= 3) |\n")
    os.makedirs(os.path.join(os.path.dirname(__file__), "results"), exist_ok=True)
    with open(os.path.join(os.path.dirname(__file__), "results", "parity.md"), "w", encoding="utf-8") as handle:
        handle.write(text)
    print(text)


if __name__ == "__main__":
    main()
