"""Optimizers given gradients of another dtype or shape than their Parameters' (issue 20), recorded from
MindSpore 2.10 by record_optim_grads.py and replayed on msbridge by tests/test_optim.py.

``run(ms, optimizer, kind)`` builds Parameters ``w`` (2, 3) and ``b`` (3,), the optimizer ``OPTIMIZERS[optimizer]``
over them, calls it once with the gradients ``GRADIENTS[kind]`` and returns ``{"error", "message", "changed",
"w", "b"}``: the exception type and first message line (None when it ran), the names of the Parameters (network
and optimizer state, ``global_step`` included) whose values changed, and the Parameters' values after the call.
"""
import warnings

import numpy as np

OPTIMIZERS = {
    "Adam": "nn.Adam(p)", "Adam_amsgrad": "nn.Adam(p, use_amsgrad=True)", "Adam_wd": "nn.Adam(p, weight_decay=0.1)",
    "AdamWeightDecay": "nn.AdamWeightDecay(p)", "LazyAdam": "nn.LazyAdam(p)", "AdamOffload": "nn.AdamOffload(p)",
    "SGD": "nn.SGD(p)", "SGD_momentum": "nn.SGD(p, momentum=0.9)", "ASGD": "nn.ASGD(p)", "Rprop": "nn.Rprop(p)",
    "FTRL": "nn.FTRL(p)", "RMSProp": "nn.RMSProp(p)", "RMSProp_centered": "nn.RMSProp(p, centered=True)",
    "ProximalAdagrad": "nn.ProximalAdagrad(p)", "Adagrad": "nn.Adagrad(p)", "AdaMax": "nn.AdaMax(p)",
    "Adadelta": "nn.Adadelta(p)", "Lamb": "nn.Lamb(p, 0.1)", "LARS": "nn.LARS(nn.Momentum(p, 0.1, 0.9))",
    "Momentum": "nn.Momentum(p, 0.1, 0.9)", "Momentum_wd": "nn.Momentum(p, 0.1, 0.9, weight_decay=0.01)",
}

GRADIENTS = {  # (dtype of w's gradient, shape), (dtype of b's gradient, shape)
    "int32": (("int32", (2, 3)), ("int32", (3,))),
    "int32_second": (("float32", (2, 3)), ("int32", (3,))),
    "float16": (("float16", (2, 3)), ("float16", (3,))),
    "float64_second": (("float32", (2, 3)), ("float64", (3,))),
    "shape_second": (("float32", (2, 3)), ("float32", (4,))),
}

CASES = [f"{name}.{kind}" for name in OPTIMIZERS for kind in GRADIENTS]


def run(ms, case):
    name, kind = case.split(".")
    nn, Tensor, Parameter = ms.nn, ms.Tensor, ms.Parameter
    w = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 10), name="w")
    b = Parameter(Tensor(np.ones(3, np.float32)), name="b")
    p = [w, b]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        opt = eval(OPTIMIZERS[name], {"nn": nn, "p": p})  # noqa: S307 - the fixed table above

    def snapshot():
        found = {n: q.asnumpy().copy() for n, q in opt.parameters_and_names()}
        found.update(w=w.asnumpy().copy(), b=b.asnumpy().copy())
        return found
    before = snapshot()
    grads = tuple(Tensor(np.linspace(-1, 2, int(np.prod(shape))).reshape(shape).astype(dtype) * (i + 1))
                  for i, (dtype, shape) in enumerate(GRADIENTS[kind]))
    record = {"error": None, "message": None}
    try:
        opt(grads)
        w.asnumpy()
    except Exception as exc:  # noqa: BLE001 - the exception is what is recorded
        record.update(error=type(exc).__name__, message=str(exc).split("\n---")[0].strip())
    after = snapshot()
    record["changed"] = sorted(k for k in before if not np.array_equal(before[k], after[k], equal_nan=True))
    record.update(w=after["w"].tolist(), b=after["b"].tolist())
    return record
