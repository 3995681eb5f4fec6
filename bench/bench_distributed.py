"""Data-parallel training throughput: two processes (gloo, ``python -m msbridge.run``) against one process on the
same total batch.

    python bench/bench_distributed.py

Workload: MLP 784-256-128-10 (235k parameters), Momentum, TrainOneStepCell, total batch 128: one process on 128
rows (1 and 2 torch threads), or two processes on 64 rows each under DATA_PARALLEL with gradients_mean (one torch
thread each). Each job times blocks of steps by wall clock (the processes run concurrently, so CPU time would not
show the waiting) after a barrier and reports the median block; the two-process job also times the gradient
all-reduce alone (one bucket of all 235k float32 gradients, as DistributedGradReducer sends it), which is the
communication overhead per step.
"""
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
TOTAL_BATCH, WARMUP, STEPS, BLOCKS = 128, 20, 100, 5


def _median_block(fn):
    """Medians over BLOCKS of the wall and of this process's CPU seconds per call of ``fn`` (STEPS calls a
    block, ranks aligned by a barrier before each block)."""
    from mindspore.communication import comm_func
    wall, cpu = [], []
    for _ in range(BLOCKS):
        comm_func.barrier()
        start, start_cpu = time.perf_counter(), time.process_time()
        for _ in range(STEPS):
            fn()
        wall.append((time.perf_counter() - start) / STEPS)
        cpu.append((time.process_time() - start_cpu) / STEPS)
    return statistics.median(wall), statistics.median(cpu)


def worker(out_dir):
    """One process of a job: time the training step (and, with two processes, the gradient all-reduce alone)."""
    import mindspore as ms
    from mindspore import ParallelMode, context, nn
    from mindspore.communication import comm_func, get_group_size, get_rank, init

    init()
    rank, size = get_rank(), get_group_size()
    context.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True)
    ms.set_seed(0)
    net = nn.SequentialCell([nn.Dense(784, 256), nn.ReLU(), nn.Dense(256, 128), nn.ReLU(), nn.Dense(128, 10)])
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
                               nn.Momentum(net.trainable_params(), 0.01, 0.9))
    rng = np.random.default_rng(rank)
    rows = TOTAL_BATCH // size
    x = ms.Tensor(rng.normal(size=(rows, 784)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 10, rows).astype(np.int32))
    for _ in range(WARMUP):
        step(x, y)
    result = {"size": size, "rank": rank, "threads": int(os.environ.get("OMP_NUM_THREADS", "1")),
              "step_s": _median_block(lambda: step(x, y))}  # (wall, cpu)
    if size > 1:
        bucket = ms.Tensor(np.zeros(sum(p.size for p in net.trainable_params()), np.float32))
        result["allreduce_s"] = _median_block(lambda: comm_func.all_reduce(bucket))
        result["bucket_floats"] = bucket.size
    with open(os.path.join(out_dir, f"bench_{rank}.json"), "w", encoding="utf-8") as f:
        json.dump(result, f)


def _job(workers, threads):
    """Run one job through ``python -m msbridge.run``; returns rank 0's result."""
    with tempfile.TemporaryDirectory() as out, socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        s.close()
        env = {**os.environ, "OMP_NUM_THREADS": str(threads), "PYTHONPATH": ROOT}
        subprocess.run([sys.executable, "-m", "msbridge.run", f"--worker_num={workers}",
                        f"--local_worker_num={workers}", f"--master_port={port}", f"--log_dir={out}", "--join=True",
                        "--cluster_time_out=120", os.path.abspath(__file__), "worker", out],
                       cwd=ROOT, env=env, check=True, capture_output=True)
        with open(os.path.join(out, "bench_0.json"), encoding="utf-8") as f:
            return json.load(f)


def main():
    from bench.common import write_results
    import torch

    rounds = [[_job(1, 1), _job(1, 2), _job(2, 1)] for _ in range(2)]  # interleaved: noise hits every variant
    one, one2, two = (min(r[i]["step_s"] for r in rounds) for i in range(3))  # (wall, cpu), best run by wall
    allreduce = min(r[2]["allreduce_s"] for r in rounds)
    floats = rounds[0][2]["bucket_floats"]
    rows = [("1 process, 1 thread, batch 128", one), ("1 process, 2 threads, batch 128", one2),
            ("2 processes (gloo), 1 thread each, batch 64 each", two)]
    load = os.getloadavg()[0]
    lines = ["# Data-parallel throughput: two processes against one (bench/bench_distributed.py)", "",
             f"CPU (2 cores shared with other jobs, torch {torch.__version__}), MLP 784-256-128-10, Momentum, "
             f"TrainOneStepCell, total batch {TOTAL_BATCH}; per step: wall-clock time (throughput) and rank 0's "
             f"CPU time (its work, which other jobs on the machine do not inflate), medians of {BLOCKS} blocks of "
             f"{STEPS} steps, best of 2 interleaved runs. Load average at the end: {load:.1f} on 2 cores, so the "
             "wall-clock columns carry the other jobs' contention.", "",
             "| job | wall ms/step | samples/s | wall / 1 process, 1 thread | CPU ms/step (rank 0) |",
             "|---|---|---|---|---|"]
    for name, (wall, cpu) in rows:
        lines.append(f"| {name} | {wall * 1e3:.3f} | {TOTAL_BATCH / wall:.0f} | {wall / one[0]:.3f} | "
                     f"{cpu * 1e3:.3f} |")
    lines += ["", f"Communication overhead: the gradient all-reduce of the two-process job (one bucket of {floats} "
              f"float32, {floats * 4 / 2 ** 20:.2f} MiB, gloo over loopback TCP) takes {allreduce[0] * 1e3:.3f} ms "
              f"wall ({allreduce[1] * 1e3:.3f} ms CPU), {allreduce[0] / two[0]:.0%} of the two-process step. "
              f"Each process's CPU time per step is {two[1] * 1e3:.3f} ms against {one[1] * 1e3:.3f} ms for the "
              "whole batch in one process: it holds the half-batch forward and backward, the full optimizer "
              "update and the per-step Python costs (which do not shrink with the batch) and the all-reduce's "
              "CPU time. The 2-thread single process suffers most from the other jobs (its threads wait for "
              "each other on oversubscribed cores).", ""]
    write_results("distributed", "\n".join(lines))


if __name__ == "__main__":
    if sys.argv[1:2] == ["worker"]:
        worker(sys.argv[2])
    else:
        main()
