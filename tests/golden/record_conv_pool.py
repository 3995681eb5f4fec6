"""Record conv / pooling / padding behaviour from real MindSpore 2.10 (see recorder.py for how to run).

ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_conv_pool.py
"""
import numpy as np

import mindspore as ms
from cases_conv_pool import (ATTRS, ERRORS, FORWARD, INITS, REPRS, attr_value, build, describe_params,
                             first_output, mask_repr, run_error_case, run_forward)
from recorder import Recorder, serve_error


def _mindspore_grad(cell, x, weights):
    weights = ms.Tensor(weights)

    def loss(inp):
        out = first_output(cell(inp))
        return (out * weights.astype(out.dtype)).sum()
    return ms.grad(loss)(x).asnumpy()


def record_forward(rec, name):
    meta, outs, grad = run_forward(ms, name, _mindspore_grad)
    rec.value(f"fwd.{name}.meta", meta)
    for i, out in enumerate(outs):
        rec.array(f"fwd.{name}.out{i}", out)
    if grad is not None:
        rec.array(f"fwd.{name}.grad", grad)


def record_init(rec, name):
    cell = build(ms, INITS[name])
    w = cell.weight.asnumpy()
    info = {"w_max": float(np.abs(w).max()), "w_std": float(w.std()), "w_mean": float(w.mean())}
    if cell.bias is not None:
        info["b_max"] = float(np.abs(cell.bias.asnumpy()).max())
    rec.value(f"init.{name}", info)


def main():
    rec = Recorder("conv_pool")
    ms.set_seed(0)
    for name in FORWARD:
        record_forward(rec, name)
    for name, code in REPRS.items():
        obj = build(ms, code)
        cells = obj if isinstance(obj, list) else [obj]
        rec.value(f"repr.{name}", [mask_repr(repr(c)) for c in cells])
        rec.value(f"params.{name}", [describe_params(c) for c in cells])
    for name, (code, attrs) in ATTRS.items():
        cell = build(ms, code)
        rec.value(f"attrs.{name}", {a: attr_value(getattr(cell, a)) for a in attrs})
    for name in INITS:
        record_init(rec, name)
    rec.errors_in_children(__file__, list(ERRORS))
    rec.save()


if __name__ == "__main__" and not serve_error(lambda name: run_error_case(ms, name)):
    main()
