"""Core overhead: a Dense(16, 16) forward+backward step and an elementwise op, msbridge vs native torch.

Run: python bench/bench_core.py  (writes bench/results/core.md)
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import msbridge as ms  # noqa: E402
from bench.common import compare, write_results  # noqa: E402

torch.set_num_threads(1)


def dense_step_pair():
    torch.manual_seed(0)
    native = torch.nn.Linear(16, 16)
    cell = ms.nn.Dense(16, 16)
    with torch.no_grad():
        cell.weight._t.copy_(native.weight)
        cell.bias._t.copy_(native.bias)
    x_t = torch.randn(8, 16)
    x_ms = ms.Tensor.from_torch(x_t)
    native_params = list(native.parameters())
    cell_params = [p._t for p in cell.trainable_params()]

    def run_native():
        loss = native(x_t).sum()
        return torch.autograd.grad(loss, native_params)

    def run_ms():
        loss = cell(x_ms).sum()
        return torch.autograd.grad(loss._t, cell_params)
    return run_native, run_ms


def add_pair():
    a_t, b_t = torch.randn(4, 4), torch.randn(4, 4)
    a, b = ms.Tensor.from_torch(a_t), ms.Tensor.from_torch(b_t)
    return (lambda: a_t + b_t), (lambda: a + b)


def graph_breaks():
    """Number of graphs and graph breaks when torch.compile traces a plain Cell's forward."""
    import torch._dynamo as dynamo

    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc1 = ms.nn.Dense(16, 32)
            self.act = ms.nn.ReLU()
            self.fc2 = ms.nn.Dense(32, 4)

        def construct(self, x):
            return self.fc2(self.act(self.fc1(x))) * 2 + 1

    net = Net()
    x = ms.Tensor.from_torch(torch.randn(8, 16))
    dynamo.reset()
    explained = dynamo.explain(net)(x)
    compiled = torch.compile(net, backend="eager", fullgraph=True)
    same = torch.allclose(compiled(x)._t, net(x)._t)
    return explained.graph_count, explained.graph_break_count, same


def main():
    rows = []
    for name, pair in (("Dense(16,16) forward+backward", dense_step_pair), ("x + y, (4,4) float32", add_pair)):
        native, bridged = pair()
        n, b, ratio = compare(native, bridged)
        rows.append(f"| {name} | {n * 1e6:.2f} | {b * 1e6:.2f} | {ratio:.3f} |")
    graphs, breaks, same = graph_breaks()
    text = "\n".join([
        "# Core overhead (msbridge / native torch, CPU, 1 thread)", "",
        "| workload | torch us/call | msbridge us/call | ratio |", "|---|---|---|---|", *rows, "",
        f"torch.compile(fullgraph=True) of a plain Cell: {graphs} graph(s), {breaks} graph break(s), "
        f"same output as eager: {same}", ""])
    write_results("core", text)


if __name__ == "__main__":
    main()
