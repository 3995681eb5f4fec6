"""Dispatch overhead of the functional ops: one op on a small tensor, msbridge ``ops.*`` vs the torch call.

The per-call time is the minimum over many interleaved repeats: on a shared machine the minimum is the
stable estimate of the uncontended cost (medians move with the other processes' load).

Run: python bench/bench_ops.py  (writes bench/results/ops.md)
"""
import os
import sys
import timeit

import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import msbridge as ms  # noqa: E402

torch.set_num_threads(1)
_A, _B = torch.randn(4, 4), torch.randn(4, 4)
_X, _Y = ms.Tensor.from_torch(_A), ms.Tensor.from_torch(_B)
ops = ms.ops

WORKLOADS = [  # (name, torch call, msbridge call)
    ("ops.sin(x)", lambda: torch.sin(_A), lambda: ops.sin(_X)),
    ("ops.add(x, y)", lambda: torch.add(_A, _B), lambda: ops.add(_X, _Y)),
    ("ops.mul(x, y)", lambda: torch.mul(_A, _B), lambda: ops.mul(_X, _Y)),
    ("ops.equal(x, y)", lambda: torch.eq(_A, _B), lambda: ops.equal(_X, _Y)),
    ("ops.atan2(x, y)", lambda: torch.atan2(_A, _B), lambda: ops.atan2(_X, _Y)),
    ("ops.sum(x, 1)", lambda: torch.sum(_A, 1), lambda: ops.sum(_X, 1)),
    ("ops.gelu(x)", lambda: torch.nn.functional.gelu(_A), lambda: ops.gelu(_X)),
    ("mint.sin(x)", lambda: torch.sin(_A), lambda: ms.mint.sin(_X)),
]


def min_per_call(fn, calls=2000, repeats=40):
    """The fastest mean time of ``calls`` calls over ``repeats`` runs (seconds)."""
    return min(timeit.repeat(fn, number=calls, repeat=repeats)) / calls


def compare_min(native, bridged, rounds=3):
    """(native, msbridge, ratio) of the per-call minima over ``rounds`` rounds each."""
    n = min(min_per_call(native) for _ in range(rounds))
    b = min(min_per_call(bridged) for _ in range(rounds))
    return n, b, b / n


def main():
    rows = []
    for name, native, bridged in WORKLOADS:
        n, b, ratio = compare_min(native, bridged)
        rows.append(f"| {name} | {n * 1e6:.2f} | {b * 1e6:.2f} | {ratio:.3f} |")
    title = "# Functional op dispatch overhead (msbridge / torch, (4,4) float32, CPU, 1 thread, min per call)"
    text = "\n".join([title, "",
                      "| op | torch us/call | msbridge us/call | ratio |", "|---|---|---|---|", *rows, ""])
    print(text)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "results", "ops.md"), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
