"""``FlopsUtilizationCollector``: model and hardware flops utilisation (MFU/HFU) of a GRAPH_MODE training step.

MindSpore counts the forward and backward flops of MatMul, BatchMatMul, FlashAttentionScore and Conv2D in the
compiled graph. msbridge counts the same operations with torch's ``FlopCounterMode`` by running the step once,
eagerly, on a copy of the train network after the first step (the real network's parameters are untouched).
"""
import copy
import logging
import os
import stat
import time
from math import floor

from ... import context
from ..._checkparam import check_bool, check_positive_int
from ...communication.management import get_group_size, get_rank
from ._callback import Callback

_logger = logging.getLogger("mindspore")
# the torch ops behind MindSpore's counted primitives (matmuls, convolutions, attention) and their backward
_COUNTED = ("mm", "addmm", "bmm", "baddbmm", "convolution", "convolution_backward",
            "_scaled_dot_product_efficient_attention", "_scaled_dot_product_flash_attention",
            "_scaled_dot_product_efficient_attention_backward", "_scaled_dot_product_flash_attention_backward",
            "_scaled_dot_product_cudnn_attention", "_scaled_dot_product_cudnn_attention_backward")


def _step_flops(network, inputs):
    """The counted flops of one call of ``network`` on ``inputs``, run eagerly on a copy."""
    from torch.utils.flop_counter import FlopCounterMode
    replica = copy.deepcopy(network)
    mode = context.get_context("mode")
    context.set_context(mode=context.PYNATIVE_MODE)
    try:
        with FlopCounterMode(display=False) as counter:
            replica(*inputs)
    finally:
        context.set_context(mode=mode)
    counts = counter.get_flop_counts().get("Global", {})
    return float(sum(n for op, n in counts.items() if str(op).split(".")[-1] in _COUNTED))


def _stand_alone():
    return context.get_auto_parallel_context("parallel_mode") == "stand_alone"


def _floored_percentage(label, value, digits=2):
    value *= 10 ** (digits + 2)
    return label + "{1:.{0}f}%".format(digits, floor(value) / 10 ** digits)


class FlopsUtilizationCollector(Callback):
    """``mindspore.train.FlopsUtilizationCollector(data_size, computility=1, full_flops=True,
    enable_ma_collector=False)``: after the first GRAPH_MODE step prints the model and hardware flops of a step
    (MatMul, BatchMatMul, attention and convolution, forward and backward, counted by
    ``torch.utils.flop_counter.FlopCounterMode``), then per step the step time with MFU/HFU (flops per second
    over ``computility``)."""

    def __init__(self, data_size, computility=1, full_flops=True, enable_ma_collector=False):
        super().__init__()
        self.step_time = time.time()
        self.computility = computility
        self.full_mfu = self.full_hfu = self.shard_mfu = self.shard_hfu = 0.0
        self.full_model_flops = self.shard_model_flops = 0.0
        self.full_hardware_flops = self.shard_hardware_flops = 0.0
        self.mfu_calculated = False
        self.data_size = data_size
        self.time_step_path = ""
        self.full_flops = full_flops
        self.verbose = not (computility == 1 and enable_ma_collector)
        self.ma = enable_ma_collector
        self.batch_step_size = None
        check_bool(full_flops, "full_flops")
        check_bool(enable_ma_collector, "enable_ma_collector")
        check_positive_int(data_size, "data_size")

    def step_begin(self, run_context):
        """Note the step's start time (and, once, the steps of an epoch)."""
        if self.batch_step_size is None:
            self.batch_step_size = self.data_size
            batch_num = getattr(run_context.original_args(), "batch_num", None)
            if isinstance(batch_num, int) and batch_num > 0:
                self.batch_step_size = batch_num
            check_positive_int(self.batch_step_size)
        self.step_time = time.time()

    def _unsupported(self, message):
        if self.verbose:
            raise ValueError(message)
        _logger.info(message)
        return False

    def _count(self, run_context):
        cb_params = run_context.original_args()
        if cb_params.mode not in ("train", "eval"):
            return self._unsupported("FlopsUtilizationCollector only support train and eval mode!")
        if context.get_context("mode") != context.GRAPH_MODE:
            return self._unsupported("FlopsUtilizationCollector now only support graph mode.")
        network = cb_params.train_network if cb_params.mode == "train" else cb_params.eval_network
        element = cb_params.train_dataset_element if cb_params.mode == "train" else cb_params.eval_dataset_element
        flops = _step_flops(network, element)
        self.full_model_flops = self.full_hardware_flops = flops
        self.shard_model_flops = self.shard_hardware_flops = flops
        return True

    def _write_ma_flops(self, rank_id):
        directory = os.path.realpath(os.getenv("MA_LOG_DIR", "./"))
        self.time_step_path = os.path.join(directory, f"time_step_rank_{rank_id}.txt")
        stamp = int(round(time.time() * 1000))
        with os.fdopen(os.open(os.path.join(directory, f"flops_rank_{rank_id}.txt"), os.O_WRONLY | os.O_CREAT,
                               stat.S_IWUSR | stat.S_IRUSR), "w") as f:
            f.write(f"flops{{type=\"model_flops\", rank_id=\"{rank_id}\"}} {self.shard_model_flops} {stamp}\n")
            f.write(f"flops{{type=\"hardware_flops\", rank_id=\"{rank_id}\"}} {self.shard_hardware_flops} "
                    f"{stamp}\n")

    def _report_flops(self):
        if self.full_flops:
            full_model_flops = self.full_mfu * self.computility
            full_hardware_flops = self.full_hfu * self.computility
            if not _stand_alone():
                self.full_mfu /= get_group_size()
                self.full_hfu /= get_group_size()
            print(f"Full model flops is {full_model_flops}, Full hardware flops is {full_hardware_flops}, Shard "
                  f"model flops is {self.shard_model_flops}, Shard hardware flops is {self.shard_hardware_flops}.",
                  flush=True)
        else:
            print(f"Shard model flops is {self.shard_model_flops}, Shard hardware flops is "
                  f"{self.shard_hardware_flops}.", flush=True)

    def step_end(self, run_context):
        """Count the flops once, then print the step time with MFU/HFU (MindSpore prints on the steps that are
        not a multiple of ``data_size``)."""
        step_ms = (time.time() - self.step_time) * 1000
        rank_id = 0 if _stand_alone() else get_rank()
        if not self.mfu_calculated:
            if not self._count(run_context):
                return
            self.full_mfu = self.full_model_flops / self.computility
            self.full_hfu = self.full_hardware_flops / self.computility
            self.shard_mfu = self.shard_model_flops / self.computility
            self.shard_hfu = self.shard_hardware_flops / self.computility
            self.mfu_calculated = True
            if self.ma:
                self._write_ma_flops(rank_id)
            if self.verbose:
                self._report_flops()
        cb_params = run_context.original_args()
        if cb_params.dataset_sink_mode:
            step_ms /= self.batch_step_size
        if self.ma:
            with os.fdopen(os.open(self.time_step_path, os.O_WRONLY | os.O_CREAT, stat.S_IWUSR | stat.S_IRUSR),
                           "w") as f:
                f.write(f"time_monitor{{type=\"per_step_time\", rank_id=\"{rank_id}\"}} {step_ms} "
                        f"{int(round(time.time() * 1000))}\n")
        if self.verbose and cb_params.cur_step_num % self.data_size:
            mfu, hfu = (self.full_mfu, self.full_hfu) if self.full_flops else (self.shard_mfu, self.shard_hfu)
            line = "{} per step time: {:5.3f} ms".format(cb_params.mode.title(), step_ms)
            line += _floored_percentage(" mfu:", 1000 * mfu / step_ms) + _floored_percentage(" hfu:",
                                                                                         1000 * hfu / step_ms)
            print(line, flush=True)
