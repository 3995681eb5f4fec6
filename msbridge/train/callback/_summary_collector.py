"""``SummaryCollector``: the summary events MindSpore's collector writes during ``Model.train``, through
msbridge's SummaryRecord: the loss (``loss/auto``), histograms of the optimizer's parameters (``<name>/auto``)
and the input images (``input_data/auto``) at the first step, every ``collect_freq`` steps and at each epoch end.
MindSpore's lineage file, graph and landscape checkpoints are not written (docs/compat/train.md).
"""
import logging
import os
import re

import numpy as np

from ..._checkparam import check_value_type
from ...common.tensor import Tensor
from ...nn.optim.optimizer import Optimizer
from ..summary import SummaryRecord
from ._callback import Callback

_logger = logging.getLogger("mindspore")
_DEFAULT_SPECIFIED_DATA = {
    "collect_metric": True, "collect_graph": True, "collect_train_lineage": True, "collect_eval_lineage": True,
    "collect_input_data": True, "collect_dataset_graph": True, "histogram_regular": None,
    "collect_landscape": {"landscape_size": 40, "unit": "step", "num_samples": 2048,
                          "create_landscape": {"train": True, "result": True},
                          "intervals": [[1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]]},
}
_HISTOGRAMS_BY_DEFAULT = 5


def _check_positive(name, value, allow_none=False):
    if allow_none and value is None:
        return
    check_value_type(value, int, name)
    if value <= 0:
        raise ValueError(f'For "SummaryCollector", the value of `{name}` should be greater than 0, but got `{value}`.')


def _specified_data(specified, keep_default):
    check_value_type(specified, [dict, type(None)], "collect_specified_data")
    if specified is None:
        return dict(_DEFAULT_SPECIFIED_DATA) if keep_default else {}
    for name in specified:
        check_value_type(name, str, name)
    unexpected = set(specified) - set(_DEFAULT_SPECIFIED_DATA)
    if unexpected:
        raise ValueError(f'For "SummaryCollector", the keys {unexpected} of `collect_specified_data` are unsupported, '
                         f'expect the follow keys: {list(_DEFAULT_SPECIFIED_DATA)}')
    regular = specified.get("histogram_regular")
    check_value_type(regular, (str, type(None)), "histogram_regular")
    if isinstance(regular, str):
        try:
            re.match(regular, "")
        except re.error as exc:
            raise ValueError(f"For `collect_specified_data`, the value of `histogram_regular` is not a valid regular "
                             f"expression. Detail: {exc}.") from exc
    for item in set(_DEFAULT_SPECIFIED_DATA) - {"histogram_regular", "collect_landscape"}:
        if item in specified:
            check_value_type(specified[item], bool, item)
    return dict(_DEFAULT_SPECIFIED_DATA, **specified) if keep_default else dict(specified)


class SummaryCollector(Callback):
    """``mindspore.train.SummaryCollector(summary_dir, collect_freq=10, num_process=32, collect_specified_data=None,
    keep_default_action=True, custom_lineage_data=None, collect_tensor_freq=None, max_file_size=None,
    export_options=None)``: writes the loss, parameter histograms and input images of training into a MindSpore
    summary event file in ``summary_dir`` at MindSpore's steps; lineage, graphs and landscapes are not written."""

    def __init__(self, summary_dir, collect_freq=10, num_process=32, collect_specified_data=None,
                 keep_default_action=True, custom_lineage_data=None, collect_tensor_freq=None, max_file_size=None,
                 export_options=None):
        super().__init__()
        if not isinstance(summary_dir, str) or not summary_dir.strip():
            raise ValueError(f"The summary_dir must be a non-empty string, but got {summary_dir!r}.")
        _check_positive("collect_freq", collect_freq)
        _check_positive("collect_tensor_freq", collect_tensor_freq, allow_none=True)
        _check_positive("max_file_size", max_file_size, allow_none=True)
        if export_options is not None:
            raise NotImplementedError("For 'SummaryCollector', 'export_options' is not supported by msbridge.")
        if custom_lineage_data is not None:
            raise NotImplementedError("For 'SummaryCollector', 'custom_lineage_data' (lineage files) is not "
                                      "supported by msbridge.")
        check_value_type(keep_default_action, bool, "keep_default_action")
        self._summary_dir = os.path.realpath(summary_dir)
        os.makedirs(self._summary_dir, mode=0o700, exist_ok=True)
        self._collect_freq = collect_freq
        self._collect_tensor_freq = collect_tensor_freq
        self._max_file_size = max_file_size
        self._specified = _specified_data(collect_specified_data, keep_default_action)
        check_value_type(self._specified.get("collect_landscape"), [dict, type(None)], "collect_landscape")
        self._record, self._tensor_collect_range, self._optimizer = None, None, None
        self._first_step = self._dataset_sink_mode = self._loss_parsed = True

    def __enter__(self):
        self._record = SummaryRecord(self._summary_dir, max_file_size=self._max_file_size)
        self._first_step, self._dataset_sink_mode = True, True
        return self

    def __exit__(self, *err):
        self._record.close()

    def begin(self, run_context):
        """Check there is one collector and the mode is train or eval."""
        cb_params = run_context.original_args()
        if sum(type(cb).__name__ == "SummaryCollector" for cb in cb_params.list_callback) > 1:
            raise ValueError("There are more than one SummaryCollector instance in callback list,but expected only "
                             "one SummaryCollector instance.")
        if cb_params.mode not in ("train", "eval"):
            raise ValueError("Only support `train` (model.train) and `eval` (model.eval) mode, but got "
                             "`{cb_params.mode}` mode.")
        self._record.set_mode(cb_params.mode)
        self._dataset_sink_mode = cb_params.dataset_sink_mode

    def step_end(self, run_context):
        """Collect at MindSpore's steps (host loop only)."""
        cb_params = run_context.original_args()
        if cb_params.mode == "train" and not self._dataset_sink_mode:
            self._collect_tensor_data(cb_params)

    def epoch_end(self, run_context):
        """Collect at the epoch end as MindSpore's step rule says, then flush."""
        self._collect_tensor_data(run_context.original_args())
        self._record.flush()

    def end(self, run_context):
        """Write the final (empty) eval-mode record, as MindSpore."""
        self._record.set_mode("eval")
        self._record.record(step=0)

    def _tensor_range(self, cb_params):
        total = cb_params.epoch_num * (1 if self._dataset_sink_mode else cb_params.batch_num)
        if self._collect_tensor_freq is not None:
            return range(0, total + 1, self._collect_tensor_freq)
        limit = 20
        if len(range(0, total + 1, self._collect_freq)) > limit:
            freq = total // (limit - 1)
            return range(0, total + 1, freq)[:limit] if freq > 1 else range(0, total + 1)[:limit + 1]
        return range(0, total + 1, self._collect_freq)

    def _collect_tensor_data(self, cb_params):
        if cb_params.mode != "train":
            return
        if self._first_step:
            self._tensor_collect_range = self._tensor_range(cb_params)
            self._collect(cb_params, None)
            self._first_step = False
            self._record.flush()
            return
        current = cb_params.cur_epoch_num if self._dataset_sink_mode else cb_params.cur_step_num
        in_range, due = current in self._tensor_collect_range, current % self._collect_freq == 0
        if due and in_range:
            self._collect(cb_params, None)
        elif in_range:
            self._collect(cb_params, lambda plugin: plugin == "tensor")
        elif due:
            self._collect(cb_params, lambda plugin: plugin != "tensor")

    def _collect(self, cb_params, plugin_filter):
        self._collect_input_data(cb_params)
        self._collect_metric(cb_params)
        self._collect_histogram(cb_params)
        self._record.record(cb_params.cur_step_num, plugin_filter=plugin_filter)

    def _collect_input_data(self, cb_params):
        if not self._specified.get("collect_input_data"):
            return
        data = getattr(cb_params, "train_dataset_element", None)
        if not isinstance(data, (Tensor, list, tuple)) or (not isinstance(data, Tensor) and not data):
            _logger.warning("The type of input data is not Tensor/list/tuple, so SummaryCollector will not collect "
                            "input data.")
            self._specified["collect_input_data"] = False
            return
        if isinstance(data, (list, tuple)):
            data = data[0]
        try:
            self._record.add_value("image", "input_data/auto", data)
        except (TypeError, ValueError):
            _logger.warning("The input data of network are not image, so will not collect by SummaryCollector.")
            self._specified["collect_input_data"] = False

    def _loss(self, cb_params):
        output = cb_params.net_outputs if self._loss_parsed else None
        if isinstance(output, (list, tuple)) and output:
            output = output[0]
        if not isinstance(output, (int, float, Tensor)):
            self._loss_parsed = False
            return None
        return Tensor(np.mean(output.asnumpy() if isinstance(output, Tensor) else np.asarray(output)))

    def _collect_metric(self, cb_params):
        if not self._specified.get("collect_metric"):
            return
        loss = self._loss(cb_params)
        if loss is not None:
            self._record.add_value("scalar", "loss/auto", loss)

    def _find_optimizer(self, cb_params):
        if self._optimizer is None:
            found = cb_params.optimizer
            if found is None:
                network = cb_params.train_network if cb_params.mode == "train" else cb_params.eval_network
                found = next((cell for _, cell in network.cells_and_names() if isinstance(cell, Optimizer)), None)
            self._optimizer = found if isinstance(found, Optimizer) else False
        return self._optimizer or None

    def _collect_histogram(self, cb_params):
        if "histogram_regular" not in self._specified:
            return
        optimizer = self._find_optimizer(cb_params)
        if optimizer is None:
            return
        regular = self._specified.get("histogram_regular")
        parameters = optimizer.parameters
        chosen = ([p for p in parameters if re.match(regular, p.name)] if regular is not None
                  else list(parameters)[:_HISTOGRAMS_BY_DEFAULT])
        for parameter in chosen:
            self._record.add_value("histogram", parameter.name + "/auto", parameter)
