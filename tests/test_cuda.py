"""A real CUDA device behind MindSpore's "GPU" target (skipped where torch has no CUDA; the device stand-in of
tests/test_devices.py covers the placement rules on every machine).

What a MindSpore GPU user relies on: data a program creates lands on ``cuda:<device_id>``; ops, training steps,
Model.train, checkpoints, GRAPH_MODE and ``@jit`` (inductor on the GPU) give the CPU's numbers within float
tolerance; gpu_config's TF32 switches reach torch; the 'nccl' backend is torch's NCCL under ``python -m
msbridge.run``. GPU and CPU runs are compared with TF32 off for convolutions (MindSpore's conv default is on)."""
import json
import os
import sys

import numpy as np
import pytest
import torch
import torch._dynamo
from torch._dynamo.utils import counters

import msbridge as ms
from msbridge import context, nn, ops
from msbridge.train import Model

sys.path.insert(0, os.path.dirname(__file__))
import jit_zoo  # noqa: E402

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs torch with a CUDA device")


@pytest.fixture(autouse=True)
def fresh_context():
    context._reset()
    yield
    context._reset()
    torch._dynamo.reset()


def on(target, build):
    """``build()`` with ``target`` ("CPU"/"GPU") as the device set by set_device (the context reset around it)."""
    context._reset()
    ms.set_device(target)
    if target == "GPU":
        ms.set_context(gpu_config={"conv_allow_tf32": False})
    return build()


def devices(*tensors):
    return {str(t._t.device) for t in tensors}


def test_the_gpu_target_places_created_data_parameters_and_results_on_cuda():
    ms.set_device("GPU")
    net = nn.SequentialCell([nn.Dense(3, 4), nn.BatchNorm1d(4), nn.ReLU()])
    x = ms.Tensor(np.ones((2, 3), np.float32))
    made = [x, ops.ones((2,)), ops.randn(2, seed=1), ms.Parameter(np.zeros(2, np.float32), "p"), net(x), x.sum()]
    assert devices(*made, *net.get_parameters()) == {"cuda:0"}
    assert ms.get_current_device() == ("GPU", 0)
    assert net(x).asnumpy().shape == (2, 4)              # read back through the host
    assert "Tensor(shape=[2, 3], dtype=Float32, value=" in repr(x)
    half = nn.Dense(3, 4).to_float(ms.float16)
    assert half(x).dtype == ms.float16 and devices(half(x)) == {"cuda:0"}


def test_gpu_config_reaches_torchs_tf32_switches():
    ms.set_device("GPU")
    try:
        ms.set_context(gpu_config={"conv_allow_tf32": False, "matmul_allow_tf32": True})
        assert (torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32) == (False, True)
        ms.set_context(gpu_config={"conv_allow_tf32": True, "matmul_allow_tf32": False})
        assert (torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32) == (True, False)
    finally:
        torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32 = True, False


def _op_results():
    rng = np.random.default_rng(0)
    a = ms.Tensor(rng.normal(size=(4, 6)).astype(np.float32))
    b = ms.Tensor(rng.normal(size=(6, 5)).astype(np.float32))
    img = ms.Tensor(rng.normal(size=(2, 3, 8, 8)).astype(np.float32))
    w = ms.Tensor(rng.normal(size=(4, 3, 3, 3)).astype(np.float32))
    idx = ms.Tensor(np.array([3, 0, 2], np.int32))
    results = [ops.matmul(a, b), ops.softmax(a, -1), ops.conv2d(img, w, pad_mode="same"), a.sum(1, keepdims=True),
               ops.sort(a, 1)[0], ops.topk(a, 2)[1], ops.gather(a, idx, 0), ops.cumsum(a, 1), ops.gelu(a),
               ops.layer_norm(a, (6,), ops.ones(6), ops.zeros(6))[0], ops.argmax(a, 1), a > 0, ops.cast(a, ms.int32)]
    grad = ms.grad(lambda t: (ops.tanh(t) * ops.sigmoid(t)).sum())(a)
    return [(r.asnumpy(), r.dtype, devices(r)) for r in results + [grad]]


def test_ops_and_gradients_on_the_gpu_give_the_cpus_values_and_dtypes():
    cpu = on("CPU", _op_results)
    gpu = on("GPU", _op_results)
    for (want, want_dtype, want_dev), (got, got_dtype, got_dev) in zip(cpu, gpu):
        assert (want_dev, got_dev, got_dtype) == ({"cpu"}, {"cuda:0"}, want_dtype)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def _train(name, steps=3, mode=ms.PYNATIVE_MODE, jit=False):
    net, x, y = jit_zoo.ZOO[name](ms)
    inputs = x if isinstance(x, tuple) else (x,)
    loss_fn = (nn.MSELoss() if y.dtype == ms.float32
               else nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn) if len(inputs) == 1 else _MultiInputLoss(net, loss_fn),
                               nn.Momentum(net.trainable_params(), 0.01, 0.9)).set_train()
    call = ms.jit(lambda *a: step(*a)) if jit else step
    ms.set_context(mode=mode)
    try:
        losses = [float(call(*inputs, y).asnumpy()) for _ in range(steps)]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    return losses, {p.name: (p.asnumpy(), devices(p)) for p in net.trainable_params()}


class _MultiInputLoss(nn.Cell):
    def __init__(self, net, loss_fn):
        super().__init__()
        self.net, self.loss_fn = net, loss_fn

    def construct(self, x, mask, y):
        return self.loss_fn(self.net(x, mask), y)


def _assert_same_training(cpu, gpu, tolerance):
    np.testing.assert_allclose(gpu[0], cpu[0], rtol=tolerance)
    for name, (want, where) in cpu[1].items():
        got, got_where = gpu[1][name]
        assert (where, got_where) == ({"cpu"}, {"cuda:0"}), name
        np.testing.assert_allclose(got, want, rtol=tolerance, atol=tolerance, err_msg=name)


@pytest.mark.parametrize("name", ["mlp", "lenet5", "basic_block", "lstm", "transformer"])
def test_training_steps_on_the_gpu_match_the_cpu(name):
    _assert_same_training(on("CPU", lambda: _train(name)), on("GPU", lambda: _train(name)), 1e-4)


def _compiled_breaks(fn):
    torch._dynamo.reset()
    counters.clear()
    result = fn()
    return result, sum(counters["graph_break"].values()), counters["stats"]["unique_graphs"]


@pytest.mark.parametrize("name, kwargs", [("mlp", dict(mode=ms.GRAPH_MODE)), ("lenet5", dict(jit=True)),
                                          ("transformer", dict(mode=ms.GRAPH_MODE))])
def test_graph_mode_and_jit_compile_whole_on_the_gpu_and_match_eager(name, kwargs):
    eager = on("GPU", lambda: _train(name))
    compiled, breaks, graphs = _compiled_breaks(lambda: on("GPU", lambda: _train(name, **kwargs)))
    assert (breaks, graphs >= 1) == (0, True)
    _assert_same_training(on("CPU", lambda: _train(name)), compiled, 1e-4)
    np.testing.assert_allclose(compiled[0], eager[0], rtol=1e-5)


def test_torch_compile_fullgraph_of_a_cell_on_the_gpu():
    def build():
        net, x, _ = jit_zoo.resnet8(ms)
        net.set_train(False)
        return net(x)._t, torch.compile(net, fullgraph=True)(x)._t
    eager, compiled = on("GPU", build)
    assert compiled.device.type == "cuda"
    torch.testing.assert_close(compiled, eager, rtol=1e-4, atol=1e-4)


def _model_train():
    net, _, _ = jit_zoo.mlp(ms)
    rng = np.random.default_rng(3)
    arrays = (rng.normal(size=(32, 32)).astype(np.float32), rng.integers(0, 10, 32).astype(np.int32))
    data = lambda: ms.dataset.NumpySlicesDataset(arrays, ["x", "y"], shuffle=False).batch(8)  # noqa: E731
    model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                  nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc"})
    model.train(2, data())
    metrics = model.eval(data())
    return metrics, {p.name: (p.asnumpy(), devices(p)) for p in net.trainable_params()}


def test_model_train_and_eval_on_the_gpu_match_the_cpu():
    cpu, gpu = on("CPU", _model_train), on("GPU", _model_train)
    assert gpu[0] == cpu[0]
    _assert_same_training(([0.0], cpu[1]), ([0.0], gpu[1]), 1e-5)


def test_a_checkpoint_saved_from_the_gpu_is_the_cpus_file_and_loads_onto_the_gpu(tmp_path):
    def save(target):
        net, _, _ = jit_zoo.lenet5(ms)
        path = str(tmp_path / f"{target}.ckpt")
        ms.save_checkpoint(net, path)
        return path
    cpu_file, gpu_file = on("CPU", lambda: save("cpu")), on("GPU", lambda: save("gpu"))
    with open(cpu_file, "rb") as a, open(gpu_file, "rb") as b:
        assert a.read() == b.read()

    def load():
        net = jit_zoo.lenet5(ms, seed=5)[0]
        not_loaded = ms.load_param_into_net(net, ms.load_checkpoint(cpu_file))
        return not_loaded, {p.name: (p.asnumpy(), devices(p)) for p in net.get_parameters()}
    not_loaded, loaded = on("GPU", load)
    expected = on("CPU", lambda: {p.name: p.asnumpy() for p in jit_zoo.lenet5(ms)[0].get_parameters()})
    assert not_loaded == ([], [])
    for name, (value, where) in loaded.items():
        assert where == {"cuda:0"}, name
        np.testing.assert_array_equal(value, expected[name])


def test_nccl_through_msbridge_run(tmp_path):
    from test_distributed import _launch
    status, output = _launch(tmp_path, "dist_cuda.py", workers=("--worker_num=1", "--local_worker_num=1"))
    assert status == 0, output
    result = json.loads((tmp_path / "cuda_0.json").read_text())
    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    assert (result["backend"], result["device"], result["size"]) == (["nccl", "nccl"], "cuda:0", 1)
    assert result["AllReduce"] == [x.tolist(), "cuda:0"]
    for key in ("AllGather", "ReduceScatter", "Broadcast", "cf.all_reduce.max"):
        assert result[key] == x.tolist(), key
    data = np.arange(24, dtype=np.float32).reshape(8, 3) / 10
    pred = data @ np.ones((3, 2), np.float32)
    grad_w = (2 * pred / pred.size).T @ data
    assert result["step"]["reducer"] == "DistributedGradReducer" and result["step"]["device"] == "cuda:0"
    np.testing.assert_allclose(result["step"]["loss"], (pred ** 2).mean(), rtol=1e-6)
    np.testing.assert_allclose(result["step"]["weight"], 1 - 0.1 * grad_w, rtol=1e-6)
