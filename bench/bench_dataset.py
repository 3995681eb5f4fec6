"""Seed 002's MNIST datapipe (Rescale, Normalize, HWC2CHW, TypeCast, batch 64) on synthetic idx-ubyte files:
msbridge.dataset against the same pipeline written with torch.utils.data (1 and 2 workers), and against real
MindSpore 2.10 when its interpreter is available (MINDSPORE_PYTHON, default /work/msvenv/bin/python).

Run: python bench/bench_dataset.py  (writes bench/results/dataset.md)
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "golden"))
from cases_dataset import write_idx  # noqa: E402

torch.set_num_threads(1)
IMAGES = 12000
REPEATS = 3
MEAN, STD = 0.1307, 0.3081


def make_mnist(folder):
    rng = np.random.RandomState(0)
    write_idx(os.path.join(folder, "train-images-idx3-ubyte"), rng.randint(0, 256, (IMAGES, 28, 28)).astype(np.uint8))
    write_idx(os.path.join(folder, "train-labels-idx1-ubyte"), (np.arange(IMAGES) % 10).astype(np.uint8))


def mindspore_style(ms, folder, workers, processes=False):
    """The seed's datapipe, for ``ms`` = msbridge or mindspore."""
    import importlib
    ds = importlib.import_module(ms.__name__ + ".dataset")
    vision = importlib.import_module(ms.__name__ + ".dataset.vision")
    transforms = importlib.import_module(ms.__name__ + ".dataset.transforms")
    data = ds.MnistDataset(folder, usage="train", shuffle=False)
    data = data.map([vision.Rescale(1.0 / 255.0, 0), vision.Normalize(mean=(MEAN,), std=(STD,)), vision.HWC2CHW()],
                    "image", num_parallel_workers=workers, python_multiprocessing=processes)
    data = data.map(transforms.TypeCast(ms.int32), "label", num_parallel_workers=workers)
    return data.batch(64)


class TorchMnist(torch.utils.data.Dataset):
    """The same pipeline in plain torch.utils.data: idx files read with numpy, per-item numpy transforms."""

    def __init__(self, folder):
        with open(os.path.join(folder, "train-images-idx3-ubyte"), "rb") as f:
            self.images = np.frombuffer(f.read(), np.uint8, offset=16).reshape(-1, 28, 28, 1)
        with open(os.path.join(folder, "train-labels-idx1-ubyte"), "rb") as f:
            self.labels = np.frombuffer(f.read(), np.uint8, offset=8)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        image = (self.images[i].astype(np.float32) * np.float32(1 / 255) - np.float32(MEAN)) / np.float32(STD)
        return torch.from_numpy(np.ascontiguousarray(image.transpose(2, 0, 1))), torch.tensor(int(self.labels[i]),
                                                                                                 dtype=torch.int32)


def epoch_seconds(make_iterable):
    """Median wall time of one full pass (a fresh iterator each time; batches are touched, not just built)."""
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        count = 0
        for image, label in make_iterable():
            count += int(label.shape[0])
        times.append(time.perf_counter() - start)
        assert count == IMAGES
    return statistics.median(times)


def msbridge_runs(folder):
    import msbridge as ms
    runs = {w: epoch_seconds(lambda w=w: mindspore_style(ms, folder, w).create_tuple_iterator()) for w in (1, 2)}
    runs["2p"] = epoch_seconds(lambda: mindspore_style(ms, folder, 2, True).create_tuple_iterator())
    return runs


def torch_runs(folder):
    data = TorchMnist(folder)
    runs = {0: epoch_seconds(lambda: torch.utils.data.DataLoader(data, batch_size=64))}
    for w in (1, 2):
        runs[w] = epoch_seconds(lambda w=w: torch.utils.data.DataLoader(data, batch_size=64, num_workers=w))
    return runs


def mindspore_runs(folder):
    python = os.environ.get("MINDSPORE_PYTHON", "/work/msvenv/bin/python")
    if not os.path.exists(python):
        return None
    code = ("import json, sys; sys.path.insert(0, %r); import bench.bench_dataset as b, mindspore as ms; "
            "print(json.dumps({w: b.epoch_seconds(lambda w=w: b.mindspore_style(ms, %r, w)"
            ".create_tuple_iterator()) for w in (1, 2)}))") % (ROOT, folder)
    env = dict(os.environ, ONEDNN_MAX_CPU_ISA="AVX2", GLOG_v="3")
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, env=env, timeout=900)
    if out.returncode:
        print(out.stderr[-2000:], file=sys.stderr)
        return None
    return {int(k): v for k, v in json.loads(out.stdout.strip().splitlines()[-1]).items()}


def main():
    with tempfile.TemporaryDirectory() as folder:
        make_mnist(folder)
        ours, native, real = msbridge_runs(folder), torch_runs(folder), mindspore_runs(folder)
    rate = lambda seconds: IMAGES / seconds  # noqa: E731
    rows = [f"| torch.utils.data, main process (num_workers=0) | {rate(native[0]):,.0f} | | |"]
    for w in (1, 2):
        rows.append(f"| msbridge.dataset, map num_parallel_workers={w} | {rate(ours[w]):,.0f} | "
                    f"{ours[w] / native[w]:.2f} | {'' if real is None else f'{ours[w] / real[w]:.2f}'} |")
        rows.append(f"| torch.utils.data, DataLoader num_workers={w} | {rate(native[w]):,.0f} | | |")
        if real is not None:
            rows.append(f"| MindSpore 2.10, map num_parallel_workers={w} | {rate(real[w]):,.0f} | | |")
    rows.append(f"| msbridge.dataset, map num_parallel_workers=2, python_multiprocessing=True | "
                f"{rate(ours['2p']):,.0f} | {ours['2p'] / native[2]:.2f} | |")
    text = "\n".join([
        "# Dataset: seed 002's MNIST datapipe (images/s, higher is better)", "",
        f"{IMAGES} synthetic 28x28 idx-ubyte images; Rescale, Normalize, HWC2CHW on 'image', TypeCast(int32) on "
        "'label', batch 64, one full pass, median of "
        f"{REPEATS}; 2-core shared CPU machine, torch 1 intra-op thread. Time ratios: msbridge seconds / torch "
        "seconds with the same worker count, and msbridge seconds / MindSpore seconds. msbridge's map workers are "
        "threads (processes with python_multiprocessing=True); on 28x28 images each row's numpy work is too small "
        "to gain from either on this machine.", "",
        "| pipeline | images/s | time vs torch | time vs MindSpore |", "|---|---|---|---|", *rows, ""])
    print(text)
    with open(os.path.join(ROOT, "bench", "results", "dataset.md"), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
