"""``mindspore.train.data_sink``: a function run on the batches of a dataset that the call itself fetches.

MindSpore 2.10 sinks data only to Ascend and GPU: on CPU it raises ValueError, as here. On "GPU" (torch's cuda)
msbridge fetches the batches on the host from one iterator over the dataset that never ends.
"""
import functools
import logging

from .. import context
from .._checkparam import check_value_type
from ..common.api import jit
from .dataset_helper import _SinkSteps

__all__ = ["data_sink"]

_logger = logging.getLogger("mindspore")


def _compiled(fn, jit_config):
    """``fn`` under ``jit`` with the options of ``jit_config`` (None: run as it is, PyNative)."""
    if jit_config is None:
        return fn
    config = jit_config.jit_config_dict
    level = config.get("jit_level") or "O0"
    backend = "GE" if level == "O2" else ""
    return jit(fn, jit_level="O0" if level == "O2" else level, backend=config.get("backend", backend),
               fullgraph=config.get("jit_syntax_level") == "STRICT")


def data_sink(fn, dataset, sink_size=1, jit_config=None, input_signature=None):
    """``mindspore.train.data_sink(fn, dataset, sink_size=1, jit_config=None, input_signature=None)``: a function
    whose every call runs ``fn`` on the next ``sink_size`` batches of ``dataset`` (its arguments are ignored)
    and returns the last result; ``jit_config`` compiles ``fn`` with ``jit`` (torch.compile)."""
    check_value_type(sink_size, [int], "sink_size", "Data sink")
    if sink_size <= 0:
        raise ValueError(f"The 'sink_size' must be positive, but got sink_size {sink_size}.")
    target = context.get_context("device_target")
    if target not in ("Ascend", "GPU"):
        raise ValueError(f"Data sinking supports ascend or gpu device target, but device target is {target}.")
    if hasattr(dataset, "__transfer_dataset__"):
        raise ValueError("The dataset has been used with network.")
    if input_signature is not None:
        raise NotImplementedError("For 'data_sink', 'input_signature' is not supported by msbridge.")
    sink = _SinkSteps(dataset, sink_size, -1)
    dataset.__transfer_dataset__ = sink
    run = _compiled(fn, jit_config)

    @functools.wraps(fn)
    def sink_process(*args, **kwargs):
        loop = sink_size
        if (context.get_context("mode") == context.GRAPH_MODE and jit_config is not None
                and jit_config.jit_config_dict.get("jit_level") == "O2"):
            _logger.warning("If sink_size is needed, both forward and backward operations need to be placed in a "
                            "cell.")
            loop = 1
        out = None
        for _ in range(loop):
            out = run(*sink.next_batch())
        return out
    return sink_process
