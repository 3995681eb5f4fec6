"""Per-call state is per thread (dataset ``map`` workers are threads): a thread sees only the mixed precision
and the set_grad records of the calls it runs itself (msbridge/_call_state.py)."""
import sys
import threading
import time

import numpy as np
import torch

import msbridge as ms

THREADS = 4
CALLS = 1000


def _run_threads(worker):
    """Run ``worker(k)`` in THREADS threads at once, switching threads as often as the interpreter allows;
    the exceptions the threads raised, as (k, exception)."""
    raised = []

    def guarded(k):
        try:
            worker(k)
        except Exception as exc:  # noqa: BLE001 - reported by the test
            raised.append((k, exc))
    previous = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    try:
        threads = [threading.Thread(target=guarded, args=(k,)) for k in range(THREADS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(previous)
    return raised


class _Net(ms.nn.Cell):
    """A Dense followed by ops that read the original input: under to_float every op computes in float16."""

    def __init__(self):
        super().__init__()
        self.fc = ms.nn.Dense(4, 4)

    def construct(self, x):
        return self.fc(x) * 3 - x


def test_to_float_cell_and_float32_cell_in_threads_give_serial_results():
    low, full = _Net().to_float(ms.float16), _Net()
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 4)).astype(np.float32))
    serial = {id(low): low(x).asnumpy(), id(full): full(x).asnumpy()}
    assert serial[id(low)].dtype == np.float16 and serial[id(full)].dtype == np.float32
    wrong = []

    def worker(k):
        cells = (low, full) if k % 2 else (full, low)
        for i in range(CALLS):
            for cell in cells:
                out = cell(x).asnumpy()
                expected = serial[id(cell)]
                if out.dtype != expected.dtype or not np.array_equal(out, expected):
                    wrong.append((k, i, expected.dtype, out.dtype))
    assert _run_threads(worker) == []
    assert not wrong, f"{len(wrong)} calls differ from the serial result, first: {wrong[:3]}"


class _Counted(ms.nn.Cell):
    """x * w, keeping the input of each construct run."""

    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([2.0], np.float32)), name="w")
        self.runs = []

    def construct(self, x):
        self.runs.append(x)
        return x * self.w


def test_set_grad_forward_record_serves_the_gradient_call_of_its_own_thread():
    cell = _Counted().set_grad()
    inputs = [ms.Tensor(np.full((3,), k + 1, np.float32)) for k in range(THREADS)]
    grad_fn = ms.grad(cell, None, cell.w)
    wrong = []

    def worker(k):
        x = inputs[k]
        for i in range(CALLS // 10):
            cell(x)
            time.sleep(0)  # let the other threads run between this forward and its gradient call
            grad = grad_fn(x).asnumpy()
            if not np.array_equal(grad, [3.0 * (k + 1)]):
                wrong.append((k, i, grad))
    assert _run_threads(worker) == []
    assert not wrong, f"first wrong gradients: {wrong[:3]}"
    # each gradient call used the forward its thread recorded, never running construct again
    assert len(cell.runs) == THREADS * (CALLS // 10)


def test_torch_compile_traces_a_to_float_cell_in_one_graph():
    """Reading the per-thread state does not break torch.compile's graph; the compiled cell keeps to_float."""
    low = _Net().to_float(ms.float16)
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 4)).astype(np.float32))
    compiled = torch.compile(low, backend="eager", fullgraph=True)
    out, expected = compiled(x), low(x)
    assert out.dtype == expected.dtype == ms.float16
    np.testing.assert_array_equal(out.asnumpy(), expected.asnumpy())


def test_no_amp_auto_list_op_passes_through():
    """The cast mode skips pass-through calls before reading the state, which is right only while no op of
    amp "auto"'s white or black list passes through."""
    from msbridge.nn import _amp_state

    listed = _amp_state._AUTO_WHITE | _amp_state._AUTO_BLACK
    assert [name for name in sorted(listed) if _amp_state._passes_through(name)] == []
