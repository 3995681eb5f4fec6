"""``mindspore.jit`` / GRAPH_MODE on torch.compile: the API with MindSpore 2.10's signatures and errors, the forms
of ``jit``, the eager fallback, a zoo of Cells compiled with fullgraph=True, and training loops giving the same
losses in PYNATIVE, GRAPH_MODE and under ``@jit``.

Compiling costs seconds on the 2-core CI machine, so the compile tests use torch.compile's "eager" backend (dynamo
traces, nothing is generated) or "aot_eager" (AOTAutograd builds the joint forward/backward graph) on small nets;
bench/bench_jit.py measures inductor.
"""
import inspect
import pickle
import sys
import os
import warnings

import numpy as np
import pytest
import torch
import torch._dynamo
from torch._dynamo.utils import counters

import msbridge as ms
from msbridge import nn, ops

sys.path.insert(0, os.path.dirname(__file__))
import jit_zoo  # noqa: E402


@pytest.fixture
def dynamo():
    """A clean dynamo (no compiled frames, zeroed counters); PYNATIVE_MODE again afterwards."""
    torch._dynamo.reset()
    counters.clear()
    yield counters
    ms.set_context(mode=ms.PYNATIVE_MODE)
    torch._dynamo.reset()


def _graphs(c):
    return c["stats"]["unique_graphs"]


def _breaks(c):
    return sum(c["graph_break"].values())


# --- the API: signatures, validation, imports (no compilation) --------------------------------------------------
def test_signatures_are_mindspores():
    assert str(inspect.signature(ms.jit)) == ("(function: Optional[Callable] = None, *, capture_mode: str = 'ast', "
                                              "jit_level: str = 'O0', dynamic: int = 0, fullgraph: bool = False, "
                                              "backend: str = '', **options)")
    assert str(inspect.signature(ms.jit_class)) == "(cls)"
    assert str(inspect.signature(ms.mutable)) == "(input_data, dynamic_len=False)"
    assert str(inspect.signature(ms.JitConfig)) == ("(jit_level='', exc_mode='auto', jit_syntax_level='', "
                                                    "debug_level='RELEASE', infer_boost='off', **kwargs)")
    assert str(inspect.signature(nn.Cell.set_jit_config)) == "(self, jit_config)"


def test_imports_as_in_mindspore():
    from msbridge.common.api import jit, jit_class
    from msbridge.common import JitConfig, mutable
    from msbridge import jit as top_jit
    assert jit is top_jit is ms.jit and jit_class is ms.jit_class
    assert JitConfig is ms.JitConfig and mutable is ms.mutable


@pytest.mark.parametrize("kwargs, error, message", [
    (dict(capture_mode="xx"), ValueError,
     "For 'jit', the 'capture_mode' must be str and must be in '['ast', 'bytecode', 'trace']', but got 'xx'."),
    (dict(capture_mode=1), ValueError,
     "For 'jit', the 'capture_mode' must be str and must be in '['ast', 'bytecode', 'trace']', but got '1'."),
    (dict(jit_level="O2"), ValueError,
     "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but got 'O2'."),
    (dict(dynamic=2), ValueError, "For 'jit', the 'dynamic' must be in range of [0, 1], but got 2 with type 'int'."),
    (dict(dynamic="1"), TypeError, "For 'jit', the 'dynamic' must be 'int',  but got 'str'."),
    (dict(dynamic=True), TypeError, "For 'jit', the 'dynamic' must be 'int',  but got 'bool'."),
    (dict(fullgraph=1), TypeError, "For 'jit', the 'fullgraph' must be a bool, but got int."),
])
def test_jit_validation(kwargs, error, message):
    with pytest.raises(error) as info:
        ms.jit(lambda x: x, **kwargs)
    assert str(info.value) == message
    with pytest.raises(error):
        ms.jit(**kwargs)  # decorator form: checked before any function is given


def test_jit_backend_checked_at_call():
    f = ms.jit(lambda x: x + 1, backend="xx")  # MindSpore accepts it here
    with pytest.raises(RuntimeError, match="Invalid backend name: xx, you should register custom backend first"):
        f(ms.Tensor(1.0))


def test_jit_returns_classes_and_non_callables_unchanged():
    assert ms.jit(1) == 1
    assert ms.jit(nn.Dense) is nn.Dense


def test_jit_class():
    @ms.jit_class
    class Box:
        pass
    assert Box.__ms_class__ is True
    with pytest.raises(TypeError, match="Decorator jit_class can only be used for class type, but got 1."):
        ms.jit_class(1)
    with pytest.raises(TypeError, match="cannot be used for nn.Cell"):
        ms.jit_class(nn.Dense)


def test_jit_config():
    assert ms.JitConfig().jit_config_dict == {"jit_level": "", "exc_mode": "auto", "jit_syntax_level": "",
                                              "debug_level": "RELEASE", "infer_boost": "off"}
    assert ms.JitConfig(jit_level="O0").jit_config_dict["backend"] == "ms_backend"
    assert ms.JitConfig(jit_level="O2").jit_config_dict["backend"] == "GE"
    assert list(ms.JitConfig(backend="aot_eager").jit_config_dict)[:2] == ["backend", "jit_level"]
    for kwargs, message in [(dict(jit_level="O3"), "For 'jit_level' must be one of ['O0', 'O1', 'O2']."),
                            (dict(exc_mode="x"), "For 'exc_mode' must be one of '['auto', 'sink', 'no_sink']'."),
                            (dict(jit_syntax_level="x"), "For 'jit_syntax_level' must be one of '['STRICT', 'LAX']'."),
                            (dict(debug_level="x"), "For 'debug_level' must be one of '['RELEASE', 'DEBUG']'."),
                            (dict(infer_boost="x"), "For 'infer_boost' must be one of '['on', 'off']'.")]:
        with pytest.raises(ValueError) as info:
            ms.JitConfig(**kwargs)
        assert str(info.value) == message
    cell = nn.Dense(2, 2)
    assert cell.set_jit_config(ms.JitConfig(jit_level="O1")) is None
    assert cell._jit_config_dict["jit_level"] == "O1"
    with pytest.raises(AttributeError):
        cell.set_jit_config(1)


def test_mutable():
    t = ms.Tensor(1.0)
    assert ms.mutable(t) is t
    assert type(ms.mutable(1)).__name__ == "_Int" and ms.mutable(1) + 1 == 2
    assert type(ms.mutable((1, 2))).__name__ == "_Tuple" and ms.mutable((1, 2)) == (1, 2)
    assert type(ms.mutable([1.0])).__name__ == "_List" and type(ms.mutable({"a": t})).__name__ == "_Dict"
    flag = ms.mutable(True)
    assert isinstance(flag, bool) and flag == True and repr(flag) == "True"  # noqa: E712
    assert ms.mutable((1, 2), True) == (1, 2)
    with pytest.raises(TypeError, match=r"should be one of \(bool, int, float, Tensor, tuple, list, dict\) or their "
                                        r"nested structures with no self-reference, but got str: a."):
        ms.mutable("a")
    with pytest.raises(TypeError, match=r"but got tuple: \(1, None\)."):
        ms.mutable((1, None))
    with pytest.raises(TypeError, match="when the variable_len is True, the first input should be list or tuple, "
                                        "but got: int"):
        ms.mutable(1, True)
    with pytest.raises(TypeError, match="the second input should be bool, but got: list"):
        ms.mutable([1], 1)


# --- the forms of jit (dynamo traces; backend "eager") -----------------------------------------------------------
def test_jit_forms_compile(dynamo):
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))

    @ms.jit
    def plain(a):
        return a.reshape(3, 2).sum(axis=0) * 2

    @ms.jit(backend="eager", jit_level="O1")
    def with_args(a):
        return a.transpose(1, 0).max(axis=0)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.k = 3.0

        @ms.jit(backend="eager")
        def helper(self, a):
            return a.permute(1, 0).mean(axis=1) * self.k

        @ms.jit(backend="eager")
        def construct(self, a):
            return self.helper(a) + 1

    net = Net()
    np.testing.assert_allclose(with_args(x).asnumpy(), x.asnumpy().T.max(axis=0))
    assert _graphs(dynamo) == 1
    np.testing.assert_allclose(net(x).asnumpy(), x.asnumpy().T.mean(axis=1) * 3 + 1)
    assert _graphs(dynamo) == 2  # construct and, inlined into it, helper
    wrapped_net = ms.jit(Net())  # MindSpore: jit of a Cell compiles its construct
    np.testing.assert_allclose(wrapped_net(x).asnumpy(), x.asnumpy().T.mean(axis=1) * 3 + 1)
    again = ms.jit(plain.__wrapped__, backend="eager")
    np.testing.assert_allclose(again(x).asnumpy(), x.asnumpy().reshape(3, 2).sum(axis=0) * 2)
    assert _breaks(dynamo) == 0


def test_graph_mode_compiles_top_level_cell_per_signature(dynamo):
    net = nn.SequentialCell([nn.Dense(32, 8), nn.BatchNorm1d(8), nn.ReLU()])
    x = ms.Tensor(np.random.default_rng(0).normal(size=(4, 32)).astype(np.float32))
    net.set_jit_config(ms.JitConfig(backend="eager"))
    expected = net(x).asnumpy()
    assert _graphs(dynamo) == 0  # PYNATIVE_MODE: eager
    ms.set_context(mode=ms.GRAPH_MODE)
    np.testing.assert_allclose(net(x).asnumpy(), expected, rtol=1e-6)
    assert not net(x)._t.requires_grad  # inference outside gradient transforms records no backward
    assert _graphs(dynamo) == 1  # once; the nested Dense/ReLU are inside that graph
    net.set_train(True)
    net(x)
    assert _graphs(dynamo) == 2  # the training flag is part of the signature
    for batch in (5, 6, 7):
        net(ms.Tensor(np.ones((batch, 32), np.float32)))
    assert _graphs(dynamo) == 3  # the second batch size recompiles with a dynamic batch, which 6 and 7 reuse
    x_torch = torch.from_numpy(x.asnumpy())  # a Cell called from torch code returns torch tensors
    assert isinstance(net(x_torch), torch.Tensor)
    assert pickle.loads(pickle.dumps(net)) is not net  # the compiled entry is kept off the Cell
    ms.set_context(mode=ms.PYNATIVE_MODE)
    before = _graphs(dynamo)
    net(x)
    assert _graphs(dynamo) == before


class _Untraceable(nn.Cell):
    """Python control flow on a Tensor's value: dynamo cannot put a data-dependent branch into one graph."""

    def construct(self, x):
        if (x > 0).all():
            return x * 2
        return x / 4


def test_untraceable_construct_falls_back_with_one_warning(dynamo):
    net = _Untraceable()
    net.set_jit_config(ms.JitConfig(backend="eager"))
    x = ms.Tensor(np.array([1.0, -4.0], np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        first = net(x)
        second = net(x)
    messages = [str(w.message) for w in caught if "msbridge.jit" in str(w.message)]
    assert len(messages) == 1
    assert "'_Untraceable.construct' runs eagerly" in messages[0] and "data-dependent" in messages[0]
    np.testing.assert_allclose(first.asnumpy(), [0.25, -1.0])
    np.testing.assert_allclose(second.asnumpy(), [0.25, -1.0])
    np.testing.assert_allclose(net(ms.Tensor(np.array([1.0, 4.0], np.float32))).asnumpy(), [2.0, 8.0])


def test_fullgraph_true_raises_for_untraceable(dynamo):
    f = ms.jit(lambda a: a * 2 if (a > 0).all() else a / 4, fullgraph=True, backend="eager")
    with pytest.raises(RuntimeError, match="torch.compile cannot compile .* into one graph"):
        f(ms.Tensor(np.array([1.0, -4.0], np.float32)))


def test_errors_in_the_function_are_the_eager_errors(dynamo):
    f = ms.jit(lambda a: a.reshape(7), backend="eager")
    with pytest.raises(ValueError):
        f(ms.Tensor(np.ones(6, np.float32)))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a user error is no fallback: no warning
        np.testing.assert_allclose(f(ms.Tensor(np.ones(7, np.float32))).asnumpy(), np.ones(7))


# --- the zoo: fullgraph forward gives eager's numbers --------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(jit_zoo.ZOO))
def test_zoo_compiles_fullgraph(dynamo, name):
    net, x, _ = jit_zoo.ZOO[name](ms)
    args = x if isinstance(x, tuple) else (x,)
    expected = net(*args)
    compiled = ms.jit(lambda *a: net(*a), fullgraph=True, backend="eager")
    out = compiled(*args)
    for got, want in zip(ops.stop_gradient(out) if isinstance(out, tuple) else (out,),
                         expected if isinstance(expected, tuple) else (expected,)):
        np.testing.assert_allclose(got.asnumpy(), want.asnumpy(), rtol=1e-5, atol=1e-6)
    assert _graphs(dynamo) == 1 and _breaks(dynamo) == 0


# --- training: the same losses in PYNATIVE, GRAPH_MODE and under @jit ------------------------------------------
def _seed002_losses(mode, steps=3):
    """Seed 002's network and train_step (value_and_grad with has_aux, ops.depend, SGD), on fixed data."""
    class Network(nn.Cell):
        def __init__(self):
            super().__init__()
            self.flatten = nn.Flatten()
            self.dense_relu_sequential = nn.SequentialCell(
                nn.Dense(28 * 28, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 10))

        def construct(self, x):
            return self.dense_relu_sequential(self.flatten(x))

    model = jit_zoo._fix_weights(ms, Network(), 2)
    model.set_jit_config(ms.JitConfig(backend="aot_eager"))
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.SGD(model.trainable_params(), 1e-2)

    def forward_fn(data, label):
        logits = model(data)
        return loss_fn(logits, label), logits

    grad_fn = ops.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

    def train_step(data, label):
        (loss, _), grads = grad_fn(data, label)
        return ops.depend(loss, optimizer(grads))

    if mode == "jit":
        train_step = ms.jit(train_step, backend="aot_eager")
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    model.set_train()
    rng = np.random.default_rng(2)
    losses = []
    for _ in range(steps):
        data = ms.Tensor(rng.random((8, 1, 28, 28), dtype=np.float32))
        label = ms.Tensor(rng.integers(0, 10, 8).astype(np.int32))
        losses.append(float(train_step(data, label).asnumpy()))
    ms.set_context(mode=ms.PYNATIVE_MODE)
    return losses


def test_seed002_training_loop_same_losses_in_every_mode(dynamo):
    eager = _seed002_losses("pynative")
    assert _graphs(dynamo) == 0
    np.testing.assert_allclose(_seed002_losses("graph"), eager, rtol=1e-5)
    assert _graphs(dynamo) > 0  # GRAPH_MODE compiled the model's calls (the optimizer too: a top-level Cell call)
    counters.clear()
    np.testing.assert_allclose(_seed002_losses("jit"), eager, rtol=1e-5)
    assert _graphs(dynamo) == 1 and _breaks(dynamo) == 0  # forward, backward and SGD update: one graph


def _train_one_step_losses(mode, build, steps=3):
    net, x, y = build(ms)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train.set_train()
    train.set_jit_config(ms.JitConfig(backend="aot_eager"))
    step = ms.jit(lambda a, b: train(a, b), backend="aot_eager") if mode == "jit" else train
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    try:
        return [float(step(x, y).asnumpy()) for _ in range(steps)]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("build", [jit_zoo.mlp, jit_zoo.lenet5], ids=["mlp", "lenet5_batchnorm"])
def test_train_one_step_cell_same_losses_in_every_mode(dynamo, build):
    eager = _train_one_step_losses("pynative", build)
    for mode in ("graph", "jit"):
        counters.clear()
        np.testing.assert_allclose(_train_one_step_losses(mode, build), eager, rtol=1e-5)
        assert _graphs(dynamo) == 1 and _breaks(dynamo) == 0


def test_train_one_step_cell_called_with_torch_tensors_returns_a_value(dynamo):
    net, x, y = jit_zoo.mlp(ms, batch=4)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                                nn.SGD(net.trainable_params(), 0.1))
    loss = train(torch.from_numpy(x.asnumpy()), torch.from_numpy(y.asnumpy()))
    assert isinstance(loss, torch.Tensor) and loss.grad_fn is None and not loss.requires_grad


@pytest.mark.parametrize("make_opt", [
    lambda p: nn.Adam(p, 0.01, weight_decay=0.01),
    lambda p: nn.Momentum([{"params": p[:2], "lr": 0.02}, {"params": p[2:]}], 0.01, 0.9),
], ids=["adam_weight_decay", "momentum_group_lr"])
def test_optimizer_updates_trace_into_the_step(dynamo, make_opt):
    losses = []
    for compiled in (False, True):
        net, x, y = jit_zoo.mlp(ms, batch=8)
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), make_opt(net.trainable_params())).set_train()
        step = ms.jit(lambda a, b: train(a, b), fullgraph=True, backend="eager") if compiled else train
        losses.append([float(step(x, y).asnumpy()) for _ in range(3)])
    np.testing.assert_allclose(losses[1], losses[0], rtol=1e-5)
    assert _graphs(dynamo) == 1 and _breaks(dynamo) == 0


def test_to_float_grad_of_inputs_and_reflected_scalars_trace(dynamo):
    net, x, _ = jit_zoo.mlp(ms, batch=4)
    half = jit_zoo.mlp(ms, batch=4)[0].to_float(ms.float16)
    cases = [
        lambda a: half(a),  # the to_float cast mode runs inside the graph
        lambda a: ops.grad(lambda t: (net(t) ** 2).sum())(a),  # a gradient w.r.t. an input
        lambda a: (1 - a) + 2 ** a,  # scalar-first operators
    ]
    for fn in cases:
        torch._dynamo.reset()
        counters.clear()
        expected = fn(x)
        got = ms.jit(fn, fullgraph=True, backend="eager")(x)
        assert got.dtype == expected.dtype
        np.testing.assert_allclose(got.asnumpy(), expected.asnumpy(), rtol=1e-5, atol=1e-6)
        assert _graphs(dynamo) == 1 and _breaks(dynamo) == 0
