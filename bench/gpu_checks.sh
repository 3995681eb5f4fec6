#!/bin/bash
# The checks that need a CUDA machine (the project builds and tests without one): run from the repository root
# on a GPU host with torch, pytest and pytest-xdist installed. Writes its reports to $OUT (default
# /tmp/gpu_checks): the machine, tests/test_cuda.py with the device-placement tests, bench/bench_jit.py --cuda,
# a two-process NCCL attempt on one GPU, and the whole suite with CUDA present.
set -u
OUT=${OUT:-/tmp/gpu_checks}
mkdir -p "$OUT"
export PYTHONPATH=$PWD PYTHONUNBUFFERED=1
{ nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
  python3 -c "import sys, torch, numpy; print(sys.version.split()[0], 'torch', torch.__version__, 'numpy', numpy.__version__)"
} > "$OUT/machine.txt" 2>&1
timeout 240 python3 -m pytest tests/test_cuda.py tests/test_devices.py tests/test_context.py -p no:cacheprovider \
    -rfEs > "$OUT/cuda_tests.txt" 2>&1
timeout 200 python3 bench/bench_jit.py --cuda --quick 0 2 3 > "$OUT/bench_log.txt" 2>&1
cp bench/results/jit_cuda_quick_0_2_3.md "$OUT/" 2>/dev/null
# NCCL refuses two ranks on one device; this records what a two-worker job on a one-GPU machine prints
timeout 60 python3 -m msbridge.run --worker_num=2 --local_worker_num=2 --master_port=29555 --log_dir=/tmp/nccl2 \
    --join=True --cluster_time_out=45 tests/dist_cuda.py /tmp/nccl2 > "$OUT/nccl_two_workers.txt" 2>&1
echo "exit status $?" >> "$OUT/nccl_two_workers.txt"
timeout $((570 - SECONDS)) python3 -m pytest tests -n 16 -p no:cacheprovider -rf > "$OUT/suite.txt" 2>&1
echo "suite exit status $? after ${SECONDS}s" >> "$OUT/suite.txt"
