"""Autodiff overhead: one training step (loss, gradients, SGD update) of a small MLP written MindSpore-style
(``value_and_grad`` over a forward function; ``GradOperation`` through a set_grad loss Cell as
TrainOneStepCell does) against the same step written by hand in torch. The SGD update is the same
``torch._foreach_add_`` on both sides (optimizers are benchmarked with the optimizers).

Run: python bench/bench_autodiff.py  (writes bench/results/autodiff.md)
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import msbridge as ms  # noqa: E402
from bench.common import compare, write_results  # noqa: E402

torch.set_num_threads(1)
LR = 0.01


def _models():
    torch.manual_seed(0)
    native = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 10))
    cell = ms.nn.SequentialCell([ms.nn.Dense(32, 64), ms.nn.ReLU(), ms.nn.Dense(64, 10)])
    with torch.no_grad():
        for (_, p_ms), p_t in zip(sorted(cell.parameters_and_names()), [native[0].bias, native[0].weight,
                                                                        native[2].bias, native[2].weight]):
            p_ms._t.copy_(p_t)
    x_t, y_t = torch.randn(16, 32), torch.randn(16, 10)
    return native, cell, x_t, y_t


def native_step(native, x_t, y_t):
    params = list(native.parameters())

    def step():
        loss = ((native(x_t) - y_t) ** 2).mean()
        grads = torch.autograd.grad(loss, params)
        with torch.no_grad():
            torch._foreach_add_(params, grads, alpha=-LR)
        return loss
    return step


def value_and_grad_step(cell, x, y):
    weights = cell.trainable_params()
    torch_params = [p._t for p in weights]

    def forward_fn(data, label):
        return ((cell(data) - label) ** 2).mean()

    grad_fn = ms.value_and_grad(forward_fn, None, weights)

    def step():
        loss, grads = grad_fn(x, y)
        with torch.no_grad():
            torch._foreach_add_(torch_params, [g._t for g in grads], alpha=-LR)
        return loss
    return step


class _Loss(ms.nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, data, label):
        return ((self.net(data) - label) ** 2).mean()


def grad_operation_step(cell, x, y):
    """TrainOneStepCell's pattern: a set_grad loss Cell's forward, then GradOperation with sens reusing it."""
    loss_cell = _Loss(cell).set_grad()
    weights = ms.ParameterTuple(loss_cell.trainable_params())
    torch_params = [p._t for p in weights]
    grad = ms.ops.GradOperation(get_by_list=True, sens_param=True)
    sens = ms.Tensor(1.0, ms.float32)

    def step():
        loss = loss_cell(x, y)
        grads = grad(loss_cell, weights)(x, y, sens)
        with torch.no_grad():
            torch._foreach_add_(torch_params, [g._t for g in grads], alpha=-LR)
        return loss
    return step


def main():
    rows = []
    for name, make in (("value_and_grad + SGD step", value_and_grad_step),
                       ("set_grad forward + GradOperation(sens) + SGD step", grad_operation_step)):
        native, cell, x_t, y_t = _models()
        n, b, ratio = compare(native_step(native, x_t, y_t),
                              make(cell, ms.Tensor.from_torch(x_t), ms.Tensor.from_torch(y_t)),
                              calls=300, repeats=9, warmup=50)
        rows.append(f"| {name} | {n * 1e6:.1f} | {b * 1e6:.1f} | {ratio:.3f} |")
    text = "\n".join([
        "# Autodiff overhead (msbridge / hand-written torch, CPU, 1 thread)", "",
        "MLP 32-64-10, batch 16, MSE loss; both sides update with the same torch._foreach_add_.", "",
        "| workload | torch us/step | msbridge us/step | ratio |", "|---|---|---|---|", *rows, ""])
    write_results("autodiff", text)


if __name__ == "__main__":
    main()
