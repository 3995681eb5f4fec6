"""Timing helpers for the benchmarks: interleaved repeats, median per-call time, ratio msbridge / torch.

Times are this process's CPU time (``time.process_time``): the benchmarks run one torch thread, so on an idle
machine it equals the wall time, and on the shared machine it leaves out the time other processes hold the
cores (wall-clock ratios there swing by 2x between runs)."""
import os
import statistics
import time


def per_call_seconds(fn, calls, repeats, synchronize=None):
    """Median over ``repeats`` of the mean CPU time of ``calls`` calls of ``fn``. With ``synchronize`` (a GPU's
    ``torch.cuda.synchronize``) the clock is wall time between two synchronizations instead: the work a call
    queues on the device is counted, and CPU time would leave it out."""
    clock = time.process_time if synchronize is None else time.perf_counter
    sync = synchronize or (lambda: None)
    samples = []
    for _ in range(repeats):
        sync()
        start = clock()
        for _ in range(calls):
            fn()
        sync()
        samples.append((clock() - start) / calls)
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
