"""GRAPH_MODE and @jit (torch.compile underneath) beside eager msbridge, native torch eager and native
torch.compile.

    python bench/bench_jit.py [--quick] [--cuda] [workload index...]

Workloads (the nets of tests/jit_zoo.py, the same structure on the torch side), one torch thread:
- training steps with TrainOneStepCell (SoftmaxCrossEntropyWithLogits + Momentum): MLP 784-256-128-10 batch 64,
  LeNet5 with BatchNorm batch 32, ResNet-8 batch 16 (32x32x3);
- ResNet-8 inference, batch 16;
- a value_and_grad train step (MLP, Momentum update) as a Python function under ``@jit``.

msbridge variants: eager (PYNATIVE_MODE), GRAPH_MODE (the TrainOneStepCell / net call compiled), ``@jit`` (a
function calling it, compiled). torch variants: eager (``loss.backward()``, ``torch.optim.SGD(momentum)``) and
torch.compile of a whole step (``fullgraph=True``: forward, ``torch.autograd.grad`` traced with
trace_autograd_ops, the same momentum update with foreach ops). Both compiled
sides use inductor. The first call (compilation) is timed apart, in wall-clock seconds; steady state is process
CPU time per step, median of interleaved blocks (bench/common.py explains why CPU time).

``--cuda``: the same on the GPU (``set_device("GPU")``, torch's modules and data on cuda:0), batches 8 times
larger, wall time between synchronizations; results in bench/results/jit_cuda*.md.
"""
import os
import platform
import statistics
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests"))
from bench.common import per_call_seconds, write_results  # noqa: E402

import msbridge as ms  # noqa: E402
from msbridge import nn, ops  # noqa: E402
import jit_zoo  # noqa: E402

QUICK = "--quick" in sys.argv
CUDA = "--cuda" in sys.argv
BLOCKS = 5 if QUICK else 9
DEVICE = torch.device("cuda" if CUDA else "cpu")
BATCH = 8 if CUDA else 1          # batch multiplier: GPU runs use 8x the CPU batch sizes
SYNC = torch.cuda.synchronize if CUDA else None


# --- the torch twins of the zoo nets ---------------------------------------------------------------------------
def _torch_mlp():
    return torch.nn.Sequential(torch.nn.Linear(784, 256), torch.nn.ReLU(), torch.nn.Linear(256, 128),
                               torch.nn.ReLU(), torch.nn.Linear(128, 10))


class _TorchLeNet5(torch.nn.Module):
    def __init__(self):
        super().__init__()
        t = torch.nn
        self.features = t.Sequential(t.Conv2d(1, 6, 5, bias=False), t.BatchNorm2d(6), t.ReLU(), t.MaxPool2d(2, 2),
                                     t.Conv2d(6, 16, 5, bias=False), t.BatchNorm2d(16), t.ReLU(), t.MaxPool2d(2, 2))
        self.head = t.Sequential(t.Flatten(), t.Linear(400, 120), t.ReLU(), t.Linear(120, 84), t.ReLU(),
                                 t.Linear(84, 10))

    def forward(self, x):
        return self.head(self.features(x))


class _TorchBlock(torch.nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        t = torch.nn
        self.conv1 = t.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = t.BatchNorm2d(cout)
        self.conv2 = t.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = t.BatchNorm2d(cout)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = t.Sequential(t.Conv2d(cin, cout, 1, stride, bias=False), t.BatchNorm2d(cout))

    def forward(self, x):
        out = torch.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return torch.relu(out + (x if self.down is None else self.down(x)))


class _TorchResNet8(torch.nn.Module):
    def __init__(self, width=16):
        super().__init__()
        t = torch.nn
        self.stem = t.Sequential(t.Conv2d(3, width, 3, 1, 1, bias=False), t.BatchNorm2d(width), t.ReLU())
        self.layers = t.Sequential(_TorchBlock(width, width), _TorchBlock(width, 2 * width, 2),
                                   _TorchBlock(2 * width, 4 * width, 2))
        self.fc = t.Linear(4 * width, 10)

    def forward(self, x):
        return self.fc(self.layers(self.stem(x)).mean(dim=(2, 3)))


# --- step builders --------------------------------------------------------------------------------------------
def _torch_train_step(model):
    opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9, foreach=True)
    model.train()

    def step(x, y):
        opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        return loss.detach()
    return step


def _torch_functional_step(model):
    """The step torch.compile takes whole (fullgraph): torch.optim's zero_grad is marked skip for dynamo, so
    the update is torch.optim.SGD's foreach momentum rule written out (``buf = m*buf + g; p -= lr*buf``)."""
    params = [p for p in model.parameters() if p.requires_grad]
    bufs = [torch.zeros_like(p) for p in params]
    model.train()

    def step(x, y):
        loss = torch.nn.functional.cross_entropy(model(x), y)
        grads = torch.autograd.grad(loss, params)
        with torch.no_grad():
            torch._foreach_mul_(bufs, 0.9)
            torch._foreach_add_(bufs, grads)
            torch._foreach_add_(params, bufs, alpha=-0.01)
        return loss.detach()
    return step


def _ms_train_cell(net):
    opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True,
                                                                                       reduction="mean")), opt)
    return train.set_train()


def _ms_vag_step(net):
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
    grad_fn = ops.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
    net.set_train()

    def step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss
    return step


class _GraphMode:
    """Marks a variant to run with GRAPH_MODE on (switched around its blocks, not around each step)."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, *args):
        return self.fn(*args)


def _in_mode(fn, body):
    if not isinstance(fn, _GraphMode):
        return body()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        return body()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _first_call(fn, args):
    start = time.perf_counter()
    fn(*args)
    if SYNC:
        SYNC()
    return time.perf_counter() - start


def _run(variants, steps):
    """{name: (compile seconds, steady ms/step)}: first calls timed, then interleaved blocks of ``steps``."""
    first = {name: _in_mode(fn, lambda: _first_call(fn, args)) for name, (fn, args) in variants.items()}
    for fn, args in variants.values():  # a second call settles guards/caches
        _in_mode(fn, lambda: fn(*args))
    samples = {name: [] for name in variants}
    for _ in range(BLOCKS):
        for name, (fn, args) in variants.items():
            samples[name].append(_in_mode(fn, lambda: per_call_seconds(lambda: fn(*args), steps, 1, SYNC)))
    return {name: (first[name], statistics.median(samples[name]) * 1e3) for name in variants}


def _data(shape, classes=10, seed=0):
    """(x, y) as numpy, batch ``shape[0] * BATCH``."""
    rng = np.random.default_rng(seed)
    shape = (shape[0] * BATCH,) + tuple(shape[1:])
    x = rng.normal(size=shape).astype(np.float32)
    y = rng.integers(0, classes, shape[0]).astype(np.int32)
    return x, y


def _torch_data(x, y=None):
    """The torch side's copies on DEVICE (msbridge's Tensors land there through set_device)."""
    tx = torch.from_numpy(x).to(DEVICE)
    return tx if y is None else (tx, torch.from_numpy(y).long().to(DEVICE))


def _training(ms_net, torch_net, shape, steps):
    x, y = _data(shape)
    mx, my = ms.Tensor(x), ms.Tensor(y)
    tx, ty = _torch_data(x, y)
    torch_net = _on_device(torch_net)
    eager_cell = _ms_train_cell(ms_net())
    graph_cell = _ms_train_cell(ms_net())
    jit_cell = _ms_train_cell(ms_net())
    jitted = ms.jit(lambda a, b: jit_cell(a, b))
    variants = {
        "torch eager": (_torch_train_step(torch_net()), (tx, ty)),
        "torch.compile": (torch.compile(_torch_functional_step(torch_net()), fullgraph=True), (tx, ty)),
        "msbridge eager": (eager_cell, (mx, my)),
        "msbridge GRAPH_MODE": (_GraphMode(graph_cell), (mx, my)),
        "msbridge @jit": (jitted, (mx, my)),
    }
    return _run(variants, steps)


def _inference(ms_net, torch_net, shape, steps):
    x, _ = _data(shape)
    mx, tx = ms.Tensor(x), _torch_data(x)
    torch_net = _on_device(torch_net)
    eager_net, graph_net = ms_net().set_train(False), ms_net().set_train(False)
    t_eager, t_compiled = torch_net().eval(), torch_net().eval()
    compiled = torch.compile(t_compiled, fullgraph=True)

    def torch_call(model):
        def call(a):
            with torch.no_grad():
                return model(a)
        return call
    variants = {
        "torch eager": (torch_call(t_eager), (tx,)),
        "torch.compile": (torch_call(compiled), (tx,)),
        "msbridge eager": (eager_net, (mx,)),
        "msbridge GRAPH_MODE": (_GraphMode(graph_net), (mx,)),
    }
    return _run(variants, steps)


def _value_and_grad(steps):
    x, y = _data((64, 784))
    mx, my = ms.Tensor(x), ms.Tensor(y)
    tx, ty = _torch_data(x, y)
    mlp = lambda: jit_zoo.mlp(ms, sizes=(784, 256, 10))[0]  # noqa: E731
    torch_mlp = _on_device(lambda: torch.nn.Sequential(torch.nn.Linear(784, 256), torch.nn.ReLU(),
                                                       torch.nn.Linear(256, 10)))
    variants = {
        "torch eager": (_torch_train_step(torch_mlp()), (tx, ty)),
        "torch.compile": (torch.compile(_torch_functional_step(torch_mlp()), fullgraph=True), (tx, ty)),
        "msbridge eager": (_ms_vag_step(mlp()), (mx, my)),
        "msbridge @jit": (ms.jit(_ms_vag_step(mlp())), (mx, my)),
    }
    return _run(variants, steps)


def _on_device(build):
    return lambda: build().to(DEVICE)


def main():
    if CUDA:
        ms.set_device("GPU")
    else:
        torch.set_num_threads(1)
    ms.common.api._configure_dynamo()  # the same dynamo settings for the native torch.compile runs
    lenet = lambda: jit_zoo.lenet5(ms)[0]  # noqa: E731
    resnet = lambda: jit_zoo.resnet8(ms)[0]  # noqa: E731
    steps = 20 if QUICK else 60
    workloads = [
        (f"MLP 784-256-128-10 training, batch {64 * BATCH} (TrainOneStepCell, Momentum)",
         lambda: _training(_MLP3, _torch_mlp, (64, 784), steps * 2)),
        (f"value_and_grad step: MLP 784-256-10, batch {64 * BATCH}, Momentum", lambda: _value_and_grad(steps * 2)),
        (f"ResNet-8 training, batch {16 * BATCH}, 32x32",
         lambda: _training(resnet, _TorchResNet8, (16, 3, 32, 32), steps // 2)),
        (f"ResNet-8 inference, batch {16 * BATCH}, 32x32",
         lambda: _inference(resnet, _TorchResNet8, (16, 3, 32, 32), steps)),
        (f"LeNet5 + BatchNorm training, batch {32 * BATCH}",
         lambda: _training(lenet, _TorchLeNet5, (32, 1, 32, 32), steps)),
    ]
    machine = f"{platform.machine()}, {os.cpu_count()} cores, {_cpu_model()}, torch {torch.__version__}"
    if CUDA:
        where = (f"GPU ({torch.cuda.get_device_name()}; host {machine}), TF32 as MindSpore's GPU defaults (convolutions "
                 "on, matmul off). Step: wall time per step between CUDA synchronizations")
    else:
        where = (f"CPU ({machine}), 1 torch thread, a machine shared with other jobs. Step: process CPU time per "
                 "step")
    lines = ["# GRAPH_MODE and @jit against eager and native torch (bench/bench_jit.py)", "",
             f"{where}, median of {BLOCKS} interleaved blocks. Compile: wall-clock seconds of the first call "
             "(dynamo + AOTAutograd + inductor, or just the first step for the eager variants); on a loaded "
             "machine these swing widely. Ratios: step time / native torch eager and / native torch.compile.", ""]
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    for index, (title, run) in enumerate(workloads):
        if only and str(index) not in only:
            continue
        result = run()
        eager_t, compiled_t = result["torch eager"][1], result["torch.compile"][1]
        lines += [f"## {title}", "", "| variant | compile s | ms/step | / torch eager | / torch.compile |",
                  "|---|---|---|---|---|"]
        for name, (first, step) in result.items():
            lines.append(f"| {name} | {first:.2f} | {step:.3f} | {step / eager_t:.3f} | {step / compiled_t:.3f} |")
        lines.append("")
        name = "jit" + ("_cuda" if CUDA else "") + ("_quick" if QUICK else "") + "".join("_" + i for i in only)
        write_results(name, "\n".join(lines))  # after each workload


class _MLP3(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(784, 256), nn.ReLU(), nn.Dense(256, 128), nn.ReLU(),
                                      nn.Dense(128, 10)])

    def construct(self, x):
        return self.net(x)


def _cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


if __name__ == "__main__":
    main()
