"""msbridge context, devices, parallel context and seeds against MindSpore 2.10 (tests/golden/context.json).

Each recorded snippet ran in a fresh MindSpore process; here it runs against msbridge after ``context._reset()``.
"""
import json
import logging
import types

import goldens
import numpy as np
import pytest
import torch

import msbridge
from msbridge import context
from msbridge.common import seed as seed_module

g = goldens.load("context")
KEYS = g["keys"]
NAMES = sorted(k.split("/", 1)[1] for k in g.keys("code/"))
GPU_SNIPPETS = {"set_device_gpu", "ctx_target_gpu"}  # RuntimeError only where torch has no CUDA
# documented difference: msbridge checks every argument before changing anything; MindSpore had set device_num=4
VALIDATE_FIRST = {"parallel_partial": [1]}
# compare the first sentence of these error messages too
SAME_MESSAGE = {"set_device_ascend", "set_device_ascend_after_cpu", "ctx_target_ascend", "set_device_id_change",
                "ctx_target_gpu", "set_device_gpu", "ctx_unknown", "get_unknown", "parallel_set_unknown",
                "parallel_get_unknown", "ps_set_unknown", "ps_get_unknown", "removed_key", "ascend_key"}
DEVICE_EXPORTS = ["set_device", "get_current_device", "set_deterministic"]

# ``ms`` as the snippets see it: msbridge's namespace, plus the context names the top level must export
MS = types.SimpleNamespace(**{name: getattr(msbridge, name) for name in dir(msbridge) if not name.startswith("_")})
for _name in context.__all__ + DEVICE_EXPORTS:
    if not hasattr(MS, _name):
        setattr(MS, _name, getattr(context, _name))


@pytest.fixture(autouse=True)
def fresh_context(monkeypatch):
    monkeypatch.setattr(seed_module, "_seed", None)
    context._reset()
    yield
    context._reset()


class _Capture(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(" ".join(record.getMessage().split()))


def run(code):
    """Run a recorded snippet against msbridge: reported values, exception type/message, warnings."""
    reported = []
    capture = _Capture()
    logger = logging.getLogger("mindspore")
    logger.addHandler(capture)
    out = {}
    try:
        exec(code, {"ms": MS, "np": np, "CONTEXT_KEYS": KEYS["context"] + KEYS["context_target_specific"],
                    "PARALLEL_KEYS": KEYS["parallel"], "PS_KEYS": KEYS["ps"],
                    "r": lambda *v: reported.append(v[0] if len(v) == 1 else list(v))})
    except Exception as exc:  # noqa: BLE001 - compared with the recorded exception
        out = {"error": type(exc).__name__, "message": str(exc)}
    finally:
        logger.removeHandler(capture)
    out["result"] = json.loads(json.dumps(reported))
    out["warnings"] = capture.messages
    return out


@pytest.mark.parametrize("name", NAMES)
def test_snippet(name):
    if name in GPU_SNIPPETS and torch.cuda.is_available():
        pytest.skip("GPU is a valid target when torch has CUDA")
    expected = g[f"result/{name}"]
    ours = run(g[f"code/{name}"])
    assert ours.get("error") == expected.get("error"), ours.get("message")
    assert ours["result"] == VALIDATE_FIRST.get(name, expected["result"])
    assert ours["warnings"] == [" ".join(w.split()) for w in expected["warnings"]]
    if name in SAME_MESSAGE:
        assert ours["message"].split(". ")[0] == expected["message"].split(". ")[0]


def test_top_level_exports():
    missing = [name for name in context.__all__ + DEVICE_EXPORTS
               if getattr(msbridge, name, None) is not getattr(context, name)]
    assert missing == [], f"msbridge/__init__.py should export {missing} from msbridge.context"


def test_errors_change_nothing():
    for bad in ({"mode": 0, "foo": 1}, {"mode": 0, "device_id": -1}, {"jit_config": {"jit_level": "O1",
                                                                                     "infer_boost": "on"}}):
        with pytest.raises(ValueError):
            context.set_context(**bad)
    assert (context.get_context("mode"), context.get_context("jit_config")) == (context.PYNATIVE_MODE, {})
    with pytest.raises(ValueError):
        context.set_auto_parallel_context(device_num=4, foo=1)
    assert context.get_auto_parallel_context("device_num") == 1


def test_torch_device_follows_target():
    assert context._torch_device() == torch.device("cpu")
    context.set_device("CPU", 0)
    assert context._torch_device() == torch.device("cpu")
    if torch.cuda.is_available():
        context._reset()
        context.set_device("GPU", 0)
        assert context._torch_device() == torch.device("cuda", 0)
    else:
        with pytest.raises(RuntimeError):
            context.set_context(device_target="GPU")
        assert context.get_context("device_target") == "CPU"


def test_torch_counterparts():
    context.set_context(deterministic="ON")
    assert torch.are_deterministic_algorithms_enabled()
    context._reset()
    assert not torch.are_deterministic_algorithms_enabled()
    context.set_deterministic(True)
    assert torch.are_deterministic_algorithms_enabled()
    context._reset()
    context.set_context(runtime_num_threads=1)
    assert torch.get_num_threads() == 1
    context._reset()
    assert torch.get_num_threads() == context._CONTEXT_DEFAULTS["runtime_num_threads"]


@pytest.mark.parametrize("call", [
    lambda: context.set_auto_parallel_context(parallel_mode=context.ParallelMode.SEMI_AUTO_PARALLEL),
    lambda: context.set_auto_parallel_context(parallel_mode="auto_parallel"),
    lambda: context.set_auto_parallel_context(parallel_mode="hybrid_parallel"),
    lambda: context.set_auto_parallel_context(enable_parallel_optimizer=True),
    lambda: context.set_auto_parallel_context(pipeline_stages=2),
    lambda: context.set_ps_context(enable_ps=True),
])
def test_unsupported_parallel_features(call):
    with pytest.raises(NotImplementedError):
        call()
    assert context.get_auto_parallel_context("parallel_mode") == "stand_alone"


def test_set_seed_seeds_numpy_and_torch():
    msbridge.set_seed(3)
    first = (np.random.rand(3), torch.rand(3))
    msbridge.set_seed(3)
    np.testing.assert_array_equal(np.random.rand(3), first[0])
    assert torch.equal(torch.rand(3), first[1])
    assert msbridge.get_seed() == 3
