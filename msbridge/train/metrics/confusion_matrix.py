"""``mindspore.train.ConfusionMatrix`` and ``ConfusionMatrixMetric``."""
import numpy as np

from ..._checkparam import check_string, check_value_type
from .metric import Metric, check_input_count, rearrange_inputs

_NORMALIZE = ("target", "prediction", "all", "no_norm")
_DECREASE = ("none", "mean", "sum", "mean_batch", "sum_batch", "mean_channel", "sum_channel")


def _not_updated():
    return RuntimeError("Please call the 'update' method before calling 'eval' method.")


class ConfusionMatrix(Metric):
    """``mindspore.train.ConfusionMatrix``: rows are true classes, columns predicted ones (float64, numpy
    bincount)."""

    def __init__(self, num_classes, normalize="no_norm", threshold=0.5):
        super().__init__()
        self.num_classes = check_value_type(num_classes, [int], "num_classes", "ConfusionMatrix")
        if normalize not in _NORMALIZE:
            raise ValueError(f"For 'ConfusionMatrix', the argument 'normalize' must be in {list(_NORMALIZE)}, "
                             f"but got {normalize}.")
        self.normalize = normalize
        self.threshold = check_value_type(threshold, [float], "threshold", "ConfusionMatrix")
        self.clear()

    def clear(self):
        """Reset the counts."""
        self.confusion_matrix = np.zeros((self.num_classes, self.num_classes))
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch: predictions are class indices, per-class scores (argmaxed along axis 1) or
        probabilities of the same shape as the labels (thresholded)."""
        check_input_count("ConfusionMatrix", inputs, 2)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if y_pred.ndim not in (y.ndim, y.ndim + 1):
            raise ValueError(f"For 'ConfusionMatrix.update', the predicted value must have the dimension of the "
                             f"true value or one more, but got predicted value ndim: {y_pred.ndim}, true value "
                             f"ndim: {y.ndim}.")
        if y_pred.ndim == y.ndim + 1:
            y_pred = np.argmax(y_pred, axis=1)
        if y_pred.ndim == y.ndim and y_pred.dtype in (np.float16, np.float32, np.float64):
            y_pred = (y_pred >= self.threshold).astype(int)
        n = self.num_classes
        cells = (y.reshape(-1) * n + y_pred.reshape(-1)).astype(int)
        self.confusion_matrix += np.bincount(cells, minlength=n ** 2).reshape(n, n)
        self._is_update = True

    def eval(self):
        """The matrix, normalised by row ('target'), column ('prediction'), total ('all') or not at all;
        0 where a row/column is empty."""
        if not self._is_update:
            raise _not_updated()
        matrix = self.confusion_matrix.astype(float)
        if self.normalize == "no_norm":
            return matrix
        totals = {"target": lambda m: m.sum(axis=1, keepdims=True),
                  "prediction": lambda m: m.sum(axis=0, keepdims=True), "all": np.sum}
        with np.errstate(divide="ignore", invalid="ignore"):
            matrix = matrix / totals[self.normalize](matrix)
        matrix[np.isnan(matrix)] = 0
        return matrix


# every accepted metric name (lower case, spaces as underscores) -> its short name
_METRIC_ALIASES = {short: short for short in
                   ("tpr", "tnr", "ppv", "npv", "fnr", "fpr", "fdr", "for", "pt", "ts", "acc", "ba", "f1", "mcc",
                    "fm", "bm", "mk")}
for _short, _names in {
        "tpr": ("sensitivity", "recall", "hit_rate", "true_positive_rate"),
        "tnr": ("specificity", "selectivity", "true_negative_rate"),
        "ppv": ("precision", "positive_predictive_value"), "npv": ("negative_predictive_value",),
        "fnr": ("miss_rate", "false_negative_rate"), "fpr": ("fall_out", "false_positive_rate"),
        "fdr": ("false_discovery_rate",), "for": ("false_omission_rate",), "pt": ("prevalence_threshold",),
        "ts": ("threat_score", "critical_success_index", "csi"), "acc": ("accuracy",),
        "ba": ("balanced_accuracy",), "f1": ("f1_score",), "mcc": ("matthews_correlation_coefficient",),
        "fm": ("fowlkes_mallows_index",), "bm": ("informedness", "bookmaker_informedness"),
        "mk": ("markedness", "deltap")}.items():
    _METRIC_ALIASES.update(dict.fromkeys(_names, _short))


def _short_name(metric_name):
    short = _METRIC_ALIASES.get(metric_name.replace(" ", "_").lower())
    if short is None:
        raise NotImplementedError("The metric is not implemented.")
    return short


def _guarded(numerator, denominator):
    return np.where(denominator > 0, numerator / denominator, np.array(float("nan")))


def _fraction(short, tp, fp, tn, fn):
    """(numerator, denominator) of one metric from confusion counts."""
    p, n = tp + fn, fp + tn
    if short in ("pt", "ba", "bm"):
        tpr, tnr = _guarded(tp, p), _guarded(tn, n)
        if short == "pt":
            return np.sqrt(tpr * (1.0 - tnr)) + tnr - 1.0, tpr + tnr - 1.0
        return (tpr + tnr, 2.0) if short == "ba" else (tpr + tnr - 1.0, 1.0)
    if short == "fm":
        return np.sqrt(_guarded(tp, tp + fp) * _guarded(tp, p)), 1.0
    if short == "mk":
        return _guarded(tp, tp + fp) + tn / (tn + fn) - 1.0, 1.0
    if short == "mcc":
        return tp * tn - fp * fn, np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
    return {"tpr": (tp, p), "tnr": (tn, n), "ppv": (tp, tp + fp), "npv": (tn, tn + fn), "fnr": (fn, p),
            "fpr": (fp, n), "fdr": (fp, fp + tp), "for": (fn, fn + tn), "ts": (tp, tp + fn + fp),
            "acc": (tp + tn, p + n), "f1": (tp * 2.0, tp * 2.0 + fn + fp)}[short]


def _metric_from_counts(metric_name, counts):
    """The named metric from counts [..., (tp, fp, tn, fn)]; NaN where its denominator is 0."""
    short = _short_name(metric_name)
    if counts.ndim == 1:
        counts = counts[None]
    if counts.shape[-1] != 4:
        raise ValueError(f"For 'ConfusionMatrix', the size of the last dimension of confusion_matrix must be 4, "
                         f"but got {counts.shape[-1]}.")
    with np.errstate(divide="ignore", invalid="ignore"):
        numerator, denominator = _fraction(short, *(counts[..., i] for i in range(4)))
        if isinstance(denominator, np.ndarray):
            return np.where(denominator != 0, numerator / denominator, np.array(float("nan")))
        return numerator / denominator


def _mean_over(axis, not_nans, chart):
    count = not_nans.sum(axis=axis)
    return count, np.where(count > 0, chart.sum(axis=axis) / count, np.zeros(1, dtype=float))


def _mean_all(not_nans, chart):
    per_batch, chart = _mean_over(1, not_nans, chart)
    return _mean_over(0, (per_batch > 0).astype(float), chart)


_REDUCTIONS = {
    "none": lambda not_nans, chart: (not_nans, chart),
    "mean": _mean_all,
    "sum": lambda not_nans, chart: (not_nans.sum(axis=(0, 1)), chart.sum(axis=(0, 1))),
    "mean_batch": lambda not_nans, chart: _mean_over(0, not_nans, chart),
    "sum_batch": lambda not_nans, chart: (not_nans.sum(axis=0), chart.sum(axis=0)),
    "mean_channel": lambda not_nans, chart: _mean_over(1, not_nans, chart),
    "sum_channel": lambda not_nans, chart: (not_nans.sum(axis=1), chart.sum(axis=1)),
}


def _reduce(chart, decrease):
    """(reduced chart, count of non-NaN entries) with NaNs counted out."""
    nans = np.isnan(chart)
    chart = np.where(nans, 0, chart)
    with np.errstate(divide="ignore", invalid="ignore"):
        not_nans, chart = _REDUCTIONS[decrease]((~nans).astype(float), chart)
    return chart, not_nans


def _confusion_counts(y_pred, y, skip_channel):
    """Per (batch, channel) counts stacked as [..., (tp, fp, tn, fn)] over the spatial elements."""
    if not skip_channel:
        y = y[:, 1:] if y.shape[1] > 1 else y
        y_pred = y_pred[:, 1:] if y_pred.shape[1] > 1 else y_pred
    y, y_pred = y.astype(float), y_pred.astype(float)
    if y.shape != y_pred.shape:
        raise ValueError(f"For 'ConfusionMatrixMetric.update', the shape of the true value {y.shape} must equal "
                         f"the shape of the predicted value {y_pred.shape}.")
    batch, channels = y_pred.shape[:2]
    y_pred, y = y_pred.reshape(batch, channels, -1), y.reshape(batch, channels, -1)
    total = y_pred + y
    tp, tn = (total == 2).sum(axis=2).astype(float), (total == 0).sum(axis=2).astype(float)
    p = y.sum(axis=2)
    n = y.shape[-1] - p
    return np.stack([tp, n - tn, tn, p - tp], axis=-1)


class ConfusionMatrixMetric(Metric):
    """``mindspore.train.ConfusionMatrixMetric``: a named confusion-matrix metric (sensitivity, precision,
    f1, mcc, ...) over binarised (batch, channel, ...) masks, in numpy."""

    def __init__(self, skip_channel=True, metric_name="sensitivity", calculation_method=False, decrease="mean"):
        super().__init__()
        api = "ConfusionMatrixMetric"
        self.skip_channel = check_value_type(skip_channel, [bool], "skip_channel", api)
        self.calculation_method = check_value_type(calculation_method, [bool], "calculation_method", api)
        self.metric_name = check_value_type(metric_name, [str], "metric_name", api)
        self.decrease = check_string(check_value_type(decrease, [str], "decrease", api), _DECREASE, "decrease", api)
        # MindSpore switches per-batch computation off for good once it sees 2-D input (see update)
        self._per_batch = calculation_method
        self.clear()

    def clear(self):
        """Reset the sums."""
        self._total_num = 0
        self._class_num = 0
        self._total_tp = 0.0
        self._total_fp = 0.0
        self._total_tn = 0.0
        self._total_fn = 0.0

    def _batch_result(self, y_pred, y):
        if not np.all(y.astype(np.uint8) == y):
            raise ValueError("For 'ConfusionMatrixMetric.update', the true value (input[1]) must be a binarized "
                             "ndarray.")
        if y_pred.ndim < 2:
            raise ValueError(f"For 'ConfusionMatrixMetric.update', the predicted value (input[0]) must have at "
                             f"least 2 dimensions, but got {y_pred.ndim}.")
        if y_pred.ndim == 2 or (y_pred.ndim == 3 and y_pred.shape[-1] == 1):
            self._per_batch = False
        counts = _confusion_counts(y_pred, y, self.skip_channel)
        if self._per_batch:
            return _reduce(_metric_from_counts(self.metric_name, counts), self.decrease)
        return counts

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch (binarised predictions, binarised labels), both (batch, channel, ...)."""
        check_input_count("ConfusionMatrixMetric", inputs, 2)
        result = self._batch_result(self._convert_data(inputs[0]), self._convert_data(inputs[1]))
        if self.calculation_method:
            # with per-batch computation switched off this unpacks a count array and fails as in MindSpore
            score, not_nans = result
            not_nans = int(not_nans.item())
            self._total_num += score.item() * not_nans
            self._class_num += not_nans
        else:
            totals, _ = _reduce(result, "sum")
            self._total_tp += totals[0].item()
            self._total_fp += totals[1].item()
            self._total_tn += totals[2].item()
            self._total_fn += totals[3].item()

    def eval(self):
        """The mean per-batch metric (calculation_method=True, a float) or the metric of the summed counts
        (a shape (1,) array)."""
        if self.calculation_method:
            if self._class_num == 0:
                raise RuntimeError("The 'ConfusionMatrixMetric' can not be calculated, because the number of "
                                   "samples is 0: call the 'update' method before calling the 'eval' method.")
            return self._total_num / self._class_num
        counts = np.array([self._total_tp, self._total_fp, self._total_tn, self._total_fn])
        return _metric_from_counts(self.metric_name, counts)
