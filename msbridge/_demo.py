"""``python -m msbridge demo``: LeNet5 trained MindSpore-style on synthetic MNIST files, checkpointed, reloaded and
compared with the same network written in native torch."""
import argparse
import os
import sys
import tempfile
import time

import numpy as np
import torch

from . import dataset, int32, load_checkpoint, load_param_into_net, nn, save_checkpoint, set_seed
from .dataset import transforms, vision
from .parity import compare
from .train import Model
from .train.callback import ProgressBar

_CLASSES = 10


def write_mnist(directory, n_train, n_test, seed=0):
    """Write ``train-*`` and ``t10k-*`` idx-ubyte files of 28x28 digits-like images: each class is a fixed random
    stroke pattern, each sample that pattern shifted by up to 2 pixels under uint8 noise."""
    rng = np.random.RandomState(seed)
    templates = (rng.rand(_CLASSES, 28, 28) > 0.8).astype(np.float32)
    for prefix, count in (("train", n_train), ("t10k", n_test)):
        labels = rng.randint(0, _CLASSES, count).astype(np.uint8)
        shifts = rng.randint(-2, 3, (count, 2))
        images = np.stack([np.roll(templates[c], tuple(s), axis=(0, 1)) for c, s in zip(labels, shifts)])
        images = np.clip(images * 200 + rng.rand(count, 28, 28) * 80, 0, 255).astype(np.uint8)
        with open(os.path.join(directory, f"{prefix}-images-idx3-ubyte"), "wb") as f:
            f.write(np.array([2051, count, 28, 28], ">u4").tobytes() + images.tobytes())
        with open(os.path.join(directory, f"{prefix}-labels-idx1-ubyte"), "wb") as f:
            f.write(np.array([2049, count], ">u4").tobytes() + labels.tobytes())


def datapipe(data, batch_size):
    """Seed 002's pipeline: rescale to [0, 1], normalise with MNIST's mean/std, HWC to CHW, Int32 labels, batch."""
    image_transforms = [vision.Rescale(1.0 / 255.0, 0), vision.Normalize(mean=(0.1307,), std=(0.3081,)),
                        vision.HWC2CHW()]
    data = data.map(image_transforms, "image")
    data = data.map(transforms.TypeCast(int32), "label")
    return data.batch(batch_size)


def lenet5():
    """LeNet5 as MindSpore's model zoo writes it, sized for 28x28 inputs."""

    class LeNet5(nn.Cell):
        def __init__(self, num_class=_CLASSES, num_channel=1):
            super().__init__()
            self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
            self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
            self.fc1 = nn.Dense(16 * 4 * 4, 120)
            self.fc2 = nn.Dense(120, 84)
            self.fc3 = nn.Dense(84, num_class)
            self.relu = nn.ReLU()
            self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
            self.flatten = nn.Flatten()

        def construct(self, x):
            x = self.max_pool2d(self.relu(self.conv1(x)))
            x = self.max_pool2d(self.relu(self.conv2(x)))
            x = self.flatten(x)
            x = self.relu(self.fc1(x))
            x = self.relu(self.fc2(x))
            return self.fc3(x)

    return LeNet5()


class TorchLeNet5(torch.nn.Module):
    """The same LeNet5 in native torch (MindSpore's Conv2d has no bias by default, so neither has this one)."""

    def __init__(self, num_class=_CLASSES, num_channel=1):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(num_channel, 6, 5, bias=False)
        self.conv2 = torch.nn.Conv2d(6, 16, 5, bias=False)
        self.fc1 = torch.nn.Linear(16 * 4 * 4, 120)
        self.fc2 = torch.nn.Linear(120, 84)
        self.fc3 = torch.nn.Linear(84, num_class)

    def forward(self, x):
        x = torch.max_pool2d(torch.relu(self.conv1(x)), 2)
        x = torch.max_pool2d(torch.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        return self.fc3(torch.relu(self.fc2(torch.relu(self.fc1(x)))))


def _section(title):
    print(f"\n== {title} ==", flush=True)


def run(epochs=3, n_train=1920, n_test=320, batch_size=32, seed=1, progress=True):
    """Run the demo; returns 0 when the reloaded checkpoint and the parity check both pass, 1 otherwise."""
    start = time.perf_counter()
    threads = torch.get_num_threads()
    # LeNet-sized kernels gain nothing from intra-op threads, and spinning threads on a busy machine cost 10x
    torch.set_num_threads(1)
    try:
        return _run(epochs, n_train, n_test, batch_size, seed, progress, start)
    finally:
        torch.set_num_threads(threads)


def _run(epochs, n_train, n_test, batch_size, seed, progress, start):
    """The five stages of ``run``, each under its own heading."""
    set_seed(seed)
    with tempfile.TemporaryDirectory(prefix="msbridge_demo_") as tmp:
        _section("data")
        write_mnist(tmp, n_train, n_test, seed)
        train_ds = datapipe(dataset.MnistDataset(tmp, usage="train", shuffle=True), batch_size)
        test_ds = datapipe(dataset.MnistDataset(tmp, usage="test", shuffle=False), batch_size)
        print(f"synthetic MNIST idx files in {tmp}: {n_train} train / {n_test} test images, "
              f"{train_ds.get_dataset_size()} batches of {batch_size} per epoch")

        _section(f"train: Model.train({epochs}, ...) with Momentum(lr=0.01, momentum=0.9)")
        net = lenet5()
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
        model = Model(net, loss_fn, optimizer, metrics={"accuracy", "loss"})
        callbacks = [ProgressBar(file=sys.stdout, every=5)] if progress else []
        model.train(epochs, train_ds, callbacks=callbacks)

        _section("evaluate: Model.eval")
        metrics = model.eval(test_ds)
        print(f"accuracy: {metrics['accuracy']:.4f}  loss: {metrics['loss']:.4f}")

        _section("checkpoint: save_checkpoint / load_checkpoint / load_param_into_net")
        path = os.path.join(tmp, "lenet5.ckpt")
        save_checkpoint(net, path)
        reloaded = lenet5()
        not_loaded, _ = load_param_into_net(reloaded, load_checkpoint(path))
        batch = next(test_ds.create_tuple_iterator())[0]
        net.set_train(False)
        reloaded.set_train(False)
        same = not not_loaded and np.array_equal(net(batch).asnumpy(), reloaded(batch).asnumpy())
        print(f"{os.path.getsize(path)} bytes, {len(net.parameters_dict())} parameters; "
              f"reloaded net gives the same outputs: {'yes' if same else 'NO'}")

        _section("parity: the MindSpore-style LeNet5 against the same LeNet5 in native torch")
        images, labels = next(train_ds.create_tuple_iterator())
        cell, module = lenet5(), TorchLeNet5()
        result = compare(cell, module, images.asnumpy(), transfer="torch_to_ms", steps=3,
                         loss=(loss_fn, torch.nn.CrossEntropyLoss()),
                         targets={"ms": (labels,), "torch": (torch.from_numpy(labels.asnumpy()).long(),)},
                         ms_optimizer=nn.Momentum(cell.trainable_params(), learning_rate=0.01, momentum=0.9),
                         torch_optimizer=torch.optim.SGD(module.parameters(), lr=0.01, momentum=0.9))
        print(result)
    ok = same and result.ok
    print(f"\ndemo {'PASSED' if ok else 'FAILED'} in {time.perf_counter() - start:.1f} s")
    return 0 if ok else 1


def _positive_int(text):
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {text}")
    return value


_DESCRIPTION = ("Trains LeNet5 MindSpore-style on synthetic MNIST files, checkpoints and reloads it, and compares it "
                "with the same network written in native torch (msbridge.parity). Exit status 0 when every "
                "stage passes, 1 when parity fails.")


def main(argv):
    """``python -m msbridge demo [--quick] [--epochs N] [--no-progress]``."""
    parser = argparse.ArgumentParser(prog="python -m msbridge demo", description=_DESCRIPTION)
    parser.add_argument("--quick", action="store_true", help="one epoch on a tenth of the data (for tests)")
    parser.add_argument("--epochs", type=_positive_int, default=None, help="training epochs (default 3, 1 with --quick)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    sizes = dict(n_train=192, n_test=64) if args.quick else {}
    epochs = args.epochs if args.epochs is not None else (1 if args.quick else 3)
    return run(epochs=epochs, progress=not args.no_progress, **sizes)
