"""Timing helpers for the benchmarks: interleaved repeats, median per-call time, ratio msbridge / torch.

Times are this process's CPU time (``time.process_time``): the benchmarks run one torch thread, so on an idle
machine it equals the wall time, and on the shared machine it leaves out the time other processes hold the
cores (wall-clock ratios there swing by 2x between runs)."""
import os
import statistics
import time


def per_call_seconds(fn, calls, repeats):
    """Median over ``repeats`` of the mean CPU time of ``calls`` calls of ``fn``."""
    samples = []
    for _ in range(repeats):
        start = time.process_time()
        for _ in range(calls):
            fn()
        samples.append((time.process_time() - start) / calls)
    return statistics.median(samples)


def compare(native, bridged, calls=2000, repeats=15, warmup=200):
    """(native seconds/call, msbridge seconds/call, ratio), measured interleaved to share machine noise."""
    for _ in range(warmup):
        native()
        bridged()
    native_times, bridged_times = [], []
    for _ in range(repeats):
        native_times.append(per_call_seconds(native, calls, 1))
        bridged_times.append(per_call_seconds(bridged, calls, 1))
    n, b = statistics.median(native_times), statistics.median(bridged_times)
    return n, b, b / n


def write_results(name, text):
    """Print ``text`` and write it to bench/results/<name>.md."""
    print(text)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "results", name + ".md"), "w") as f:
        f.write(text)
