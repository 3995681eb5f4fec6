"""Device placement: where set_device / set_context(device_target, device_id) put the data a program creates.

This machine has no CUDA, so "GPU" is exercised with a stand-in: ``torch.cuda.is_available`` reports True and the
context's one GPU mapping (``context._gpu``) hands out torch's ``meta`` device (shape and dtype, no data), recording
the device ids it was asked for. Every placement decision goes through that mapping, so a Tensor on ``meta`` is a
Tensor msbridge put on the GPU. The errors of a CPU-only machine are MindSpore's (tests/golden/context.json, also
checked in test_context.py); the messages compared here were measured on MindSpore 2.10's CPU build.
"""
import numpy as np
import pytest
import torch

import msbridge as ms
from msbridge import context, mint, nn, ops
from msbridge.common.initializer import Normal, initializer

META = torch.device("meta")


@pytest.fixture(autouse=True)
def fresh_context():
    context._reset()
    yield
    context._reset()


@pytest.fixture
def fake_gpu(monkeypatch):
    """CUDA "available", and GPU <id> mapped onto torch's meta device; the list collects the ids asked for."""
    asked = []

    def gpu(device_id):
        asked.append(device_id)
        return META

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(context, "_gpu", gpu)
    return asked


def where(*tensors):
    return [t._t.device.type for t in tensors]


# --- the decision: set_device / set_context ----------------------------------------------------------
def test_cpu_by_default():
    assert context._torch_device() == torch.device("cpu")
    assert where(ms.Tensor([1.0]), nn.Dense(2, 2).weight, ops.zeros((2,))) == ["cpu"] * 3


def test_set_device_gpu_uses_the_id(fake_gpu):
    ms.set_device("GPU", 1)
    assert fake_gpu == [1]
    assert context._torch_device() == META
    assert tuple(ms.get_current_device()) == ("GPU", 1)


def test_set_context_target_and_id(fake_gpu):
    ms.set_context(device_target="GPU", device_id=2)
    assert fake_gpu == [2]
    assert (ms.get_context("device_target"), ms.get_context("device_id")) == ("GPU", 2)
    assert context._torch_device() == META


def test_switching_device_target(fake_gpu):
    before = ms.Tensor([1.0, 2.0])
    ms.set_context(device_target="GPU")
    on_gpu = ms.Tensor([1.0, 2.0])
    ms.set_context(device_target="CPU")
    after = ms.Tensor([1.0, 2.0])
    assert where(before, on_gpu, after) == ["cpu", "meta", "cpu"]   # existing data stays where it was made
    assert fake_gpu == [0]


def test_set_device_fixes_an_explicit_id(fake_gpu):
    """MindSpore 2.10: after set_device('CPU', 1), set_context(device_id=2) leaves the id at 1."""
    ms.set_device("GPU", 1)
    ms.set_context(device_id=2)
    assert ms.get_context("device_id") == 1
    assert fake_gpu == [1, 1]


def test_set_device_fixes_an_explicit_id_on_cpu():
    """Measured on MindSpore 2.10 (CPU build): the id given to set_device outlives set_context(device_id=...)."""
    ms.set_device("CPU", 1)
    ms.set_context(device_id=2)
    assert (ms.get_context("device_id"), tuple(ms.get_current_device())) == (1, ("CPU", 1))
    assert context._torch_device() == torch.device("cpu")


def test_set_device_default_id_can_change(fake_gpu):
    ms.set_device("GPU")
    ms.set_context(device_id=3)
    assert ms.get_context("device_id") == 3
    assert fake_gpu == [0, 3]


def test_without_cuda_gpu_fails_and_changes_nothing(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    for call in (lambda: ms.set_device("GPU"), lambda: ms.set_context(device_target="GPU", device_id=1)):
        with pytest.raises(RuntimeError, match=r"^Unsupported device target GPU\. This process only supports one "
                                               r"of the \['CPU'\]\."):
            call()
    assert (ms.get_context("device_target"), ms.get_context("device_id")) == ("CPU", 0)
    assert context._torch_device() == torch.device("cpu")


def test_ascend_fails_even_with_cuda(fake_gpu):
    for call in (lambda: ms.set_device("Ascend", 0), lambda: ms.set_context(device_target="Ascend")):
        with pytest.raises(RuntimeError, match=r"^Unsupported device target Ascend\. This process only supports "
                                               r"one of the \['CPU', 'GPU'\]\."):
            call()
    assert fake_gpu == [] and context._torch_device() == torch.device("cpu")


def test_bad_arguments_change_nothing(fake_gpu):
    with pytest.raises(ValueError):
        ms.set_context(device_target="GPU", device_id=-1)
    with pytest.raises(ValueError):
        ms.set_device("GPU", -1)
    assert fake_gpu == [] and ms.get_context("device_target") == "CPU"


def test_missing_cuda_device_id(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    with pytest.raises(RuntimeError, match="device id 3 is not available: torch sees 1 CUDA device"):
        ms.set_device("GPU", 3)
    assert ms.get_context("device_target") == "CPU" and context._torch_device() == torch.device("cpu")


# --- what follows the decision -------------------------------------------------------------------
def test_tensors_from_host_data(fake_gpu):
    ms.set_device("GPU")
    made = [ms.Tensor(np.ones((2, 3), np.float32)), ms.Tensor([[1, 2]]), ms.Tensor(1.5), ms.tensor([True]),
            ms.Tensor(shape=(2, 2), dtype=ms.float32), ms.Tensor(shape=(2,), dtype=ms.float32, init="ones")]
    assert where(*made) == ["meta"] * len(made)
    assert [t.dtype for t in made[:4]] == [ms.float32, ms.int64, ms.float32, ms.bool_]
    assert made[0].shape == (2, 3)
    shared = torch.ones(2)
    assert ms.Tensor(shared)._t is shared                  # a torch tensor is wrapped where it is, not moved
    assert where(ms.Tensor.from_numpy(np.ones(2))) == ["cpu"]   # from_numpy shares host memory


def test_parameters_initializers_and_layers(fake_gpu):
    ms.set_device("GPU")
    net = nn.SequentialCell([nn.Dense(3, 4), nn.BatchNorm1d(4), nn.Conv1d(1, 1, 1)])
    params = list(net.get_parameters())
    assert where(*params) == ["meta"] * len(params)
    made = [ms.Parameter(np.zeros(2, np.float32), "a"), ms.Parameter(3, "b"), ms.Parameter(True, "c"),
            ms.Parameter(ms.Tensor([1.0], device="CPU"), "d"), ms.Parameter(initializer(Normal(), (2,)), "e"),
            initializer("normal", (2, 2)), initializer(Normal(), (3,), ms.float16)]
    assert where(*made) == ["meta"] * len(made)
    assert [made[1].dtype, made[2].dtype] == [ms.int32, ms.bool_]


def test_parameter_set_data_keeps_its_device(fake_gpu):
    p_cpu = ms.Parameter(np.zeros(2, np.float32), "w")
    ms.set_device("GPU")
    p_gpu = ms.Parameter(np.zeros(2, np.float32), "v")
    p_cpu.set_data(ms.Tensor(np.ones(3, np.float32), device="CPU"))  # new shape: rebinds on the Parameter's device
    p_gpu.set_data(ms.Tensor(np.ones(3, np.float32)))
    p_gpu.set_data(np.ones(3, np.float32))
    assert where(p_cpu, p_gpu) == ["cpu", "meta"]
    assert p_cpu.asnumpy().tolist() == [1.0, 1.0, 1.0]


def test_meta_tensor_gives_a_parameter_on_the_current_device():
    """MindSpore 2.10: Parameter(Tensor(..., device='meta')) is a CPU Parameter (of zeros there)."""
    p = ms.Parameter(ms.Tensor(np.ones((2, 3), np.float32), device="meta"), "w")
    assert where(p) == ["cpu"] and p.shape == (2, 3) and p.dtype == ms.float32
    assert p.asnumpy().tolist() == [[0.0] * 3] * 2


def test_creation_ops_and_random_draws(fake_gpu):
    ms.set_device("GPU")
    made = [ops.zeros((2,)), ops.ones((2,)), ops.fill(ms.int32, (2,), 1), ops.full((2,), 1.5), ops.arange(3),
            ops.linspace(0, 1, 3), ops.logspace(0.0, 1.0, 3), ops.eye(2), ops.rand(2), ops.randn(2, seed=1),
            ops.randint(0, 5, (2,)), ops.randperm(4), ops.standard_normal((2,)),
            ops.normal((2,), ms.Tensor(0.0), ms.Tensor(1.0)), ops.UniformReal()((2,)), ops.StandardNormal()((2,)),
            mint.zeros(2), mint.ones(2), mint.arange(3), mint.rand(2), mint.full((2,), 1.0), mint.eye(2)]
    assert where(*made) == ["meta"] * len(made)
    assert where(mint.zeros(2, device="cpu")) == ["cpu"]    # an explicit torch device wins


def test_like_ops_and_op_outputs_follow_inputs(fake_gpu):
    on_cpu = ms.Tensor(np.ones((2, 2), np.float32))
    ms.set_device("GPU")
    on_gpu = ms.Tensor(np.ones((2, 2), np.float32))
    for x, device in ((on_cpu, "cpu"), (on_gpu, "meta")):
        outs = [x + 1, x * x, ops.matmul(x, x), ops.rand_like(x), ops.randn_like(x), ops.zeros_like(x),
                x.sum(), x[0], ops.bernoulli(x, 0.5), ops.sequence_mask(ops.cast(x[0], ms.int32), 3)]
        assert where(*outs) == [device] * len(outs), device
    assert where(on_cpu + [1.0, 2.0]) == ["cpu"]


def test_mixing_devices_in_one_op_raises():
    x = ms.Tensor(np.ones(2, np.float32))
    m = ms.Tensor(np.ones(2, np.float32), device="meta")
    for op in (lambda: x + m, lambda: m * x, lambda: 1.0 - m + x, lambda: ops.concat((x, m))):
        with pytest.raises(RuntimeError, match="device"):
            op()
    with pytest.raises(RuntimeError, match=r"^For '__add__', the inputs must be on one device: "):
        x + m


def test_dataset_batches_follow_the_device(fake_gpu):
    data = ms.dataset.NumpySlicesDataset({"x": np.ones((4, 3), np.float32), "y": np.zeros((4,), np.int32)},
                                         shuffle=False).batch(2)
    x, y = next(data.create_tuple_iterator())
    assert where(x, y) == ["cpu", "cpu"]
    ms.set_device("GPU")
    x, y = next(data.create_tuple_iterator())
    row = next(data.create_dict_iterator())
    assert where(x, y, row["x"]) == ["meta"] * 3
    assert isinstance(next(data.create_tuple_iterator(output_numpy=True))[0], np.ndarray)


class _Seen(Exception):
    pass


class _Probe(nn.Cell):
    """Records the device of the batch it is given; stops the run at ``stop_after`` calls."""

    def __init__(self, stop_after=None):
        super().__init__()
        self.fc = nn.Dense(3, 2)
        self.seen = []
        self.stop_after = stop_after

    def construct(self, x):
        self.seen.append(x._t.device.type)
        if self.stop_after is not None and len(self.seen) >= self.stop_after:
            raise _Seen
        return self.fc(x)


def _dataset():
    return ms.dataset.NumpySlicesDataset({"x": np.ones((4, 3), np.float32), "y": np.ones((4, 2), np.float32)},
                                         shuffle=False).batch(2)


def test_model_train_eval_predict_feed_the_device(fake_gpu):
    ms.set_device("GPU")
    for run in ("train", "eval"):
        net = _Probe(stop_after=1)
        model = ms.Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9),
                         metrics={"mae": ms.train.MAE()})
        with pytest.raises(_Seen):
            model.train(1, _dataset()) if run == "train" else model.eval(_dataset())
        assert net.seen == ["meta"], run
    net = _Probe()
    out = ms.Model(net).predict(ms.Tensor(np.ones((2, 3), np.float32)))
    assert net.seen == ["meta"] and where(out) == ["meta"]


def test_optimizer_and_loss_scale_state(fake_gpu):
    ms.set_device("GPU")
    net = nn.Dense(3, 2)
    opts = [nn.Adam(net.trainable_params()), nn.Momentum(net.trainable_params(), 0.1, 0.9),
            nn.SGD(net.trainable_params(), 0.1)]
    state = [opts[0].moment1[0], opts[0].moment2[1], opts[0].global_step, opts[0].learning_rate,
             opts[1].moments[0], opts[2].accum[0]]
    update = ms.amp.DynamicLossScaler(1024.0, 2, 100)
    wrapped = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opts[0],
                                               nn.DynamicLossScaleUpdateCell(1024.0, 2, 100))
    state += [update.scale_value, update.counter, wrapped.scale_sense]
    assert where(*state) == ["meta"] * len(state)


def test_checkpoints_load_onto_the_current_device(fake_gpu, tmp_path):
    path = str(tmp_path / "net.ckpt")
    ms.save_checkpoint(nn.Dense(3, 2), path)
    ms.set_device("GPU")
    loaded = ms.load_checkpoint(path)
    assert where(*loaded.values()) == ["meta"] * len(loaded)
    net = nn.Dense(3, 2)
    assert ms.load_param_into_net(net, loaded) == ([], [])
    assert where(net.weight, net.bias) == ["meta", "meta"]


# --- Tensor(device=...), move_to, reading data back -------------------------------------------------
def test_meta_tensor():
    m = ms.Tensor(np.ones((2, 3), np.float32), device="meta")
    assert (m.device, m.shape, m.dtype) == ("meta", (2, 3), ms.float32)
    assert repr(m) == str(m) == "Tensor(shape=[2, 3], dtype=Float32, value=\n<meta>)"
    assert repr(ms.Tensor([1, 2], device="meta")) == "Tensor(shape=[2], dtype=Int64, value= <meta>)"
    assert str(ms.Tensor(1.5, device="meta")) == "Tensor(shape=[], dtype=Float32, value=<meta>)"
    assert ms.tensor(shape=(2, 3), dtype=ms.float32, init="ones", device="meta").device == "meta"
    for read in (m.asnumpy, m.tolist, lambda: ms.Tensor(1.5, device="meta").item()):
        with pytest.raises(RuntimeError):
            read()
    with pytest.raises(RuntimeError, match="^Not support copy between src:meta and dst:CPU$"):
        m.asnumpy()
    # ops on meta tensors compute shapes and dtypes only (MindSpore 2.10 raises for `+` and gives zeros for ops.add)
    assert ((m + m).device, ops.matmul(m, m.T).shape) == ("meta", (2, 2))


def test_tensor_device_argument(fake_gpu):
    ms.set_device("GPU")
    assert ms.Tensor([1.0], device="CPU").device == "CPU"
    for bad in ("cpu", "GPU", 1):
        with pytest.raises(ValueError, match=rf"^Only \('CPU', 'meta'\) is supported for device, but got {bad}\.$"):
            ms.Tensor([1.0], device=bad)


def test_parameter_device_argument(fake_gpu):
    assert ms.Parameter(ms.Tensor([1.0]), "p", device="CPU").device == "CPU"
    for bad in ("meta", "GPU"):
        with pytest.raises(ValueError, match=rf"^Only 'CPU' and 'Remote' is supported for device, but got \${bad}\.$"):
            ms.Parameter(ms.Tensor([1.0]), "p", device=bad)
    with pytest.raises(NotImplementedError, match="Remote"):
        ms.Parameter(ms.Tensor([1.0]), "p", device="Remote")
    ms.set_device("GPU")
    with pytest.raises(NotImplementedError, match="GPU"):
        ms.Parameter(ms.Tensor([1.0]), "p", device="CPU")


def test_move_to_checks_like_mindspore():
    x = ms.Tensor([1.0, 2.0])
    with pytest.raises(ValueError, match=r"^The type of 'blocking' must be bool, but got 1$"):
        x.move_to("CPU", blocking=1)
    with pytest.raises(ValueError, match=r"^The value of 'to' must be one of \['Ascend', 'GPU', 'CPU'\], but got "
                                         r"cpu$"):
        x.move_to("cpu")
    for to in ("GPU", "Ascend"):
        with pytest.raises(RuntimeError, match=rf"^The value of arg 'to' of method 'move_to' should be same with "
                                               rf"device target, bug got to:{to}, device target: CPU$"):
            x.move_to(to)
    y = x.move_to("CPU", blocking=False)
    y[0] = 5.0
    assert (y.device, x.asnumpy().tolist(), y.asnumpy().tolist()) == ("CPU", [1.0, 2.0], [5.0, 2.0])


def test_move_to_between_devices(fake_gpu):
    x = ms.Tensor([1.0, 2.0])
    ms.set_device("GPU")
    assert where(x.move_to("GPU")) == ["meta"]
    with pytest.raises(RuntimeError, match="device target: GPU"):
        x.move_to("Ascend")
    back = ms.Tensor([1.0, 2.0]).move_to("CPU")   # from the (meta) GPU: MindSpore gives uninitialised data
    assert (back.device, back.shape, back.dtype) == ("CPU", (2,), ms.float32)


def test_printing_and_reading_back_use_the_host_copy(monkeypatch):
    """asnumpy (and so print) copies device data to the host: the copy is made by torch's ``.cpu()``."""
    x = ms.Tensor(np.arange(3, dtype=np.float32))
    calls = []
    real_cpu = torch.Tensor.cpu

    def cpu(self, *args, **kwargs):
        calls.append(self.device.type)
        return real_cpu(self, *args, **kwargs)

    monkeypatch.setattr(torch.Tensor, "cpu", cpu)
    assert x.asnumpy().tolist() == [0.0, 1.0, 2.0]
    assert str(x) == "[0. 1. 2.]"
    assert calls == ["cpu", "cpu"]
