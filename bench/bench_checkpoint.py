"""Checkpoint throughput: msbridge save_checkpoint/load_checkpoint against torch.save/torch.load (and real
MindSpore 2.10 when its Python is available), same tensors, same directory, medians of interleaved repeats.

Run: python bench/bench_checkpoint.py [--mb 512] [--repeats 3] [--mindspore-python /work/msvenv/bin/python]
(writes bench/results/checkpoint.md; --dir picks the folder, /dev/shm by default)
"""
import argparse
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
import msbridge as ms  # noqa: E402
from msbridge.train import _atomic_file  # noqa: E402

torch.set_num_threads(1)
_TENSOR_MB = 8

# Runs under MindSpore's own Python: times its save_checkpoint/load_checkpoint on the same layout of tensors.
_MINDSPORE_CHILD = """
import json, os, sys, time
import numpy as np
import mindspore as ms
mb, repeats, directory, tensor_mb = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
rng = np.random.RandomState(0)
items = [{"name": "layer%d.weight" % i, "data": ms.Tensor(rng.standard_normal(tensor_mb * 262144).astype(np.float32))}
         for i in range(mb // tensor_mb)]
path = os.path.join(directory, "mindspore.ckpt")
save, load = [], []
for _ in range(repeats):
    start = time.perf_counter(); ms.save_checkpoint(items, path); save.append(time.perf_counter() - start)
    with open(path, "rb") as f:
        while f.read(1 << 24):
            pass
    start = time.perf_counter(); ms.load_checkpoint(path); load.append(time.perf_counter() - start)
print(json.dumps({"save": save, "load": load}))
"""


def _tensors(mb):
    rng = np.random.RandomState(0)
    return [torch.from_numpy(rng.standard_normal(_TENSOR_MB * 262144).astype(np.float32))
            for _ in range(mb // _TENSOR_MB)]


def _warm(path):
    """Read the file once so that the timed load measures parsing and copying, not the disk."""
    with open(path, "rb") as f:
        while f.read(1 << 24):
            pass


def _time(fn):
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def _measure_mindspore(python, mb, repeats, directory):
    env = dict(os.environ, ONEDNN_MAX_CPU_ISA="AVX2", GLOG_v="3")
    out = subprocess.run([python, "-c", _MINDSPORE_CHILD, str(mb), str(repeats), directory, str(_TENSOR_MB)],
                         capture_output=True, text=True, env=env, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mb", type=int, default=512)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--mindspore-python", default="/work/msvenv/bin/python")
    # Memory-backed by default: on this shared machine the disk's speed swings 5x from run to run.
    parser.add_argument("--dir", default="/dev/shm" if os.path.isdir("/dev/shm") else None)
    args = parser.parse_args()
    tensors = _tensors(args.mb)
    mb = sum(t.numel() * 4 for t in tensors) / 2 ** 20
    items = [{"name": f"layer{i}.weight", "data": ms.Tensor.from_torch(t)} for i, t in enumerate(tensors)]
    state = {f"layer{i}.weight": t for i, t in enumerate(tensors)}
    times = {k: [] for k in ("ms_save", "ms_save_nosync", "ms_load", "torch_save", "torch_load")}
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        ckpt, pth = os.path.join(tmp, "bridge.ckpt"), os.path.join(tmp, "torch.pth")
        for _ in range(args.repeats):
            times["ms_save"].append(_time(lambda: ms.save_checkpoint(items, ckpt)))
            times["torch_save"].append(_time(lambda: torch.save(state, pth)))
            _atomic_file._FSYNC = False
            times["ms_save_nosync"].append(_time(lambda: ms.save_checkpoint(items, ckpt)))
            _atomic_file._FSYNC = True
            _warm(ckpt)
            times["ms_load"].append(_time(lambda: ms.load_checkpoint(ckpt)))
            _warm(pth)
            times["torch_load"].append(_time(lambda: torch.load(pth, weights_only=True)))
        loaded = ms.load_checkpoint(ckpt)
        assert all(torch.equal(loaded[k]._t, v) for k, v in state.items())
        mindspore = None
        if args.mindspore_python and os.path.exists(args.mindspore_python):
            mindspore = _measure_mindspore(args.mindspore_python, args.mb, args.repeats, tmp)
    rate = {k: mb / statistics.median(v) for k, v in times.items()}
    real_save = mindspore and mb / statistics.median(mindspore["save"])
    rows = [("save (msbridge with fsync)", rate["torch_save"], rate["ms_save"], real_save),
            ("save (msbridge writer alone, no fsync)", rate["torch_save"], rate["ms_save_nosync"], real_save),
            ("load", rate["torch_load"], rate["ms_load"], mindspore and mb / statistics.median(mindspore["load"]))]
    lines = [f"# Checkpoint throughput ({mb:.0f} MB of float32 in {len(tensors)} tensors, MB/s, median of "
             f"{args.repeats}, files in {args.dir or 'the temp folder'}, warm page cache for loads)", "",
             "| operation | torch.save / torch.load | msbridge | msbridge / torch | MindSpore 2.10 "
             "| msbridge / MindSpore |",
             "|---|---|---|---|---|---|"]
    for op, native, bridged, real in rows:
        real_cells = f"{real:.0f} | {bridged / real:.2f}" if real else "not measured | -"
        lines.append(f"| {op} | {native:.0f} | {bridged:.0f} | {bridged / native:.2f} | {real_cells} |")
    lines += ["", "msbridge's save fsyncs the file and its folder around the atomic rename; torch.save and MindSpore's "
              "save_checkpoint leave the data in the page cache. In a memory-backed folder (/dev/shm, the default: "
              "this shared machine's disk speed swings 5x between runs) fsync is nearly free; on a disk the fsync "
              "row becomes disk-bound. The no-fsync row times the same writer with the fsync switched off."]
    text = "\n".join(lines) + "\n"
    os.makedirs(os.path.join(ROOT, "bench", "results"), exist_ok=True)
    with open(os.path.join(ROOT, "bench", "results", "checkpoint.md"), "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
