"""Cell / container / naming cases, run on real MindSpore by record_cell.py and on msbridge by test_cell.py.

Every ``case_*`` takes the ``mindspore`` module (real or msbridge) and returns a JSON-able value.
"""
import re
from collections import OrderedDict

import numpy as np


def _names(cell):
    return [p.name for p in cell.get_parameters()]


def _models(ms):
    nn, ops = ms.nn, ms.ops

    class MyCell(nn.Cell):
        def __init__(self, net):
            super().__init__(auto_prefix=True)
            self.net = net
            self.relu = ops.ReLU()

        def construct(self, x):
            return self.relu(self.net(x))

    class NoPrefix(nn.Cell):
        def __init__(self, net):
            super().__init__(auto_prefix=False)
            self.net = net

    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor([1., 2.]))
            self.block = MyCell(nn.Dense(2, 2))
            self.seq = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 2)])
            self.lst = nn.CellList([nn.Dense(2, 2)])
            self.v = ms.Parameter(ms.Tensor([3.]), name="vv")

    class Wrapper(nn.Cell):
        def __init__(self, inner):
            super().__init__()
            self.backbone = inner

    return MyCell, NoPrefix, Outer, Wrapper


def mask_addresses(text):
    """Object reprs carry memory addresses; tests compare them masked."""
    return re.sub(r" at 0x[0-9a-fA-F]+>", " at 0x?>", text)


def masked(value):
    """``value`` with the addresses in every string (nested in lists/dicts) masked."""
    if isinstance(value, str):
        return mask_addresses(value)
    if isinstance(value, list):
        return [masked(v) for v in value]
    if isinstance(value, dict):
        return {k: masked(v) for k, v in value.items()}
    return value


def case_seed001_mycell(ms):
    MyCell, _, _, _ = _models(ms)
    inner = ms.nn.Conv2d(120, 240, 4, has_bias=False)
    net = MyCell(inner)
    return [str(net.trainable_params()), inner.weight.name]


def case_seed001_freeze(ms):
    net = ms.nn.Dense(2, 1, has_bias=True)
    before = str(net.trainable_params())
    for param in net.trainable_params():
        if "bias" in param.name:
            param.requires_grad = False
    return [before, str(net.trainable_params())]


def case_outer_names(ms):
    _, _, Outer, Wrapper = _models(ms)
    outer = Outer()
    out = {
        "get_parameters": _names(outer),
        "parameters_and_names": [n for n, _ in outer.parameters_and_names()],
        "cells_and_names": [n for n, _ in outer.cells_and_names()],
        "name_cells": list(outer.name_cells().keys()),
        "parameters_dict": list(outer.parameters_dict().keys()),
        "repr": repr(outer),
    }
    Wrapper(outer)
    out["after_wrap"] = _names(outer)
    outer.seq.append(ms.nn.Dense(2, 2))
    out["attached_append"] = _names(outer.seq)
    return out


def case_no_prefix(ms):
    _, NoPrefix, _, _ = _models(ms)
    return _names(NoPrefix(ms.nn.Dense(2, 2)))


def case_insert_child(ms):
    relu = ms.nn.ReLU()
    relu.insert_child_to_cell("child", ms.nn.Dense(2, 2))
    relu.insert_param_to_cell("pp", ms.Parameter(ms.Tensor([1.])))
    return [_names(relu), repr(relu)]


def case_sequential(ms):
    nn = ms.nn
    seq = nn.SequentialCell([nn.Dense(2, 3), nn.ReLU(), nn.Dense(3, 1)])
    out = {"repr": repr(seq), "names": _names(seq)}
    seq.append(nn.Dense(1, 1))
    out["append"] = _names(seq)
    out["cells"] = [n for n, _ in seq.cells_and_names()]
    out["slice_repr"] = repr(seq[1:3])
    out["len"] = len(seq)
    out["neg"] = repr(seq[-1])
    out["args"] = _names(nn.SequentialCell(nn.Dense(2, 2), nn.Dense(2, 2)))
    od = nn.SequentialCell(OrderedDict([("fc1", nn.Dense(2, 2)), ("act", nn.ReLU()), ("fc2", nn.Dense(2, 2))]))
    out["od_names"] = _names(od)
    od.append(nn.Dense(2, 2))
    out["od_append"] = _names(od)
    out["od_repr"] = repr(od)
    out["empty_repr"] = repr(nn.SequentialCell())
    del seq[1]
    out["del"] = [_names(seq), list(seq.name_cells().keys())]
    x = ms.Tensor(np.array([-1., 2.], np.float32))
    out["call"] = nn.SequentialCell([nn.ReLU(), nn.Tanh()])(x).asnumpy().tolist()
    out["call_empty"] = nn.SequentialCell()(x).asnumpy().tolist()
    return out


def case_celllist(ms):
    nn = ms.nn
    lst = nn.CellList([nn.Dense(2, 2), nn.ReLU()])
    out = {"repr": repr(lst), "names": _names(lst)}
    lst.append(nn.Dense(2, 2))
    lst.extend([nn.Dense(2, 2)])
    lst.insert(0, nn.Dense(2, 2))
    out["after_ops"] = _names(lst)
    out["len"] = len(lst)
    out["slice_type"] = type(lst[1:3]).__name__
    del lst[0]
    out["del"] = [_names(lst), list(lst.name_cells().keys())]
    return out


def case_celldict(ms):
    nn = ms.nn
    cd = nn.CellDict({"a": nn.Dense(2, 2), "b": nn.ReLU()})
    out = {"repr": repr(cd), "names": _names(cd), "keys": list(cd.keys())}
    out["pop"] = repr(cd.pop("b"))
    cd.update({"c": nn.Tanh()})
    out["after_update"] = list(cd.keys())
    out["contains"] = ["a" in cd, "b" in cd]
    return out


def case_training_flags(ms):
    _, _, Outer, _ = _models(ms)
    net = Outer()
    flags = [net.training, net.block.training, ms.nn.Cell().training]
    same = net.set_train() is net
    flags += [net.training, net.block.net.training, net.seq[0].training, same]
    net.set_train(False)
    flags += [net.block.training, net.set_grad() is net, net.requires_grad]
    return flags


def case_untrainable(ms):
    _, _, Outer, _ = _models(ms)
    net = Outer()
    net.w.requires_grad = False
    return [[p.name for p in net.untrainable_params()], len(net.trainable_params())]


def case_setattr_param(ms):
    _, _, Outer, _ = _models(ms)
    net = Outer()
    net.w = ms.Tensor(np.array([5., 6.], np.float32))
    value = [repr(net.w), net.w.asnumpy().tolist()]
    net.w = None
    return value + [_names(net)[:2]]


def case_duplicate_names(ms):
    class Dup(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = ms.Parameter(ms.Tensor([1.]), name="dup")
            self.b = ms.Parameter(ms.Tensor([1.]), name="dup")
    return _names(Dup())


def case_to_float(ms):
    nn = ms.nn
    x = ms.Tensor(np.ones((2, 2), np.float32))
    dense = nn.Dense(2, 2).to_float(ms.float16)
    out = [str(dense(x).dtype), str(dense.weight.dtype)]

    class Mixed(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(2, 2)
            self.bn = nn.BatchNorm1d(2)

        def construct(self, x):
            y = self.fc(x)
            return y, self.bn(y)

    mixed = Mixed()
    mixed.to_float(ms.float16)
    mixed.bn.to_float(ms.float32)
    out += [str(t.dtype) for t in mixed(x)]
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean").to_float(ms.float32)
    logits = ms.Tensor(np.ones((2, 3), np.float16))
    out.append(str(loss(logits, ms.Tensor(np.array([0, 1], np.int32))).dtype))
    return out


def case_to_float_user_op(ms):
    nn = ms.nn
    x = ms.Tensor(np.ones((2, 2), np.float32))

    class UserOp(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.ones(2, np.float32)))

        def construct(self, x):
            return x * self.w

    return [str(UserOp().to_float(ms.float16)(x).dtype), str(UserOp()(x.astype(ms.float16)).dtype)]


def case_to_float_every_op(ms):
    """Inside a to_float cell every op casts its floating inputs; the cell's own inputs and Cast pass through."""
    ops = ms.ops

    class Ops(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.ones(2, np.float32)))

        def construct(self, x):
            w = self.w
            return [x, w * w, ops.mul(w, w), ops.exp(w), -w, w.sum(), x * w, w > w, w + 1,
                    w @ w, w ** 2, ops.relu(w), w.astype(ms.float32), ops.mean(w)]

    return [str(t.dtype) for t in Ops().to_float(ms.float16)(ms.Tensor(np.ones(2, np.float32)))]


def case_hooks(ms):
    events = []
    dense = ms.nn.Dense(2, 2)
    handle = dense.register_forward_pre_hook(
        lambda cell, inputs: events.append(["pre", type(cell).__name__, type(inputs).__name__, len(inputs)]))
    dense.register_forward_hook(lambda cell, inputs, output: events.append(["post", type(output).__name__]))
    x = ms.Tensor(np.ones((1, 2), np.float32))
    dense(x)
    handle.remove()
    dense(x)
    return events


ERROR_CASES = {
    "seq_index_oob": lambda ms: ms.nn.SequentialCell([ms.nn.ReLU()])[10],
    "seq_index_str": lambda ms: ms.nn.SequentialCell([ms.nn.ReLU()])["0"],
    "seq_bad_list": lambda ms: ms.nn.SequentialCell([1, 2]),
    "seq_bad_arg": lambda ms: ms.nn.SequentialCell(1),
    "seq_no_insert": lambda ms: ms.nn.SequentialCell([ms.nn.ReLU()]).insert(0, ms.nn.ReLU()),
    "celllist_bad": lambda ms: ms.nn.CellList([1]),
    "celllist_call": lambda ms: ms.nn.CellList([ms.nn.ReLU()])(ms.Tensor([1.])),
    "celldict_missing": lambda ms: ms.nn.CellDict({"a": ms.nn.ReLU()})["zz"],
    "insert_child_dot": lambda ms: ms.nn.ReLU().insert_child_to_cell("a.b", ms.nn.ReLU()),
    "insert_child_type": lambda ms: ms.nn.ReLU().insert_child_to_cell("c", 3),
    "insert_child_name_type": lambda ms: ms.nn.ReLU().insert_child_to_cell(3, ms.nn.ReLU()),
    "insert_param_dot": lambda ms: ms.nn.ReLU().insert_param_to_cell("a.b", ms.Parameter(ms.Tensor([1.]))),
    "insert_param_tensor": lambda ms: ms.nn.ReLU().insert_param_to_cell("pp", ms.Tensor([1.])),
    "getattr_missing": lambda ms: ms.nn.Dense(2, 2).nonexistent,
    "set_param_to_int": lambda ms: setattr(ms.nn.Dense(2, 2), "weight", 3),
    "set_cell_to_int": lambda ms: setattr(_models(ms)[2](), "block", 3),
    "to_float_int": lambda ms: ms.nn.Dense(2, 2).to_float(ms.int32),
    "dense_fp16_input": lambda ms: ms.nn.Dense(2, 2)(ms.Tensor(np.ones((1, 2), np.float16))),
}

CASES = {name[len("case_"):]: fn for name, fn in list(globals().items()) if name.startswith("case_")}
