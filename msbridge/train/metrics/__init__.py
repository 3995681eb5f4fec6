"""``mindspore.train.metrics``: evaluation metrics over numpy arrays, and the names Model(metrics=...) accepts."""
from .accuracy import Accuracy
from .auc import auc
from .bleu_score import BleuScore
from .confusion_matrix import ConfusionMatrix, ConfusionMatrixMetric
from .cosine_similarity import CosineSimilarity
from .dice import Dice
from .error import MAE, MSE
from .fbeta import F1, Fbeta
from .hausdorff_distance import HausdorffDistance
from .loss import Loss
from .mean_surface_distance import MeanSurfaceDistance
from .metric import Metric, rearrange_inputs
from .occlusion_sensitivity import OcclusionSensitivity
from .perplexity import Perplexity
from .precision import Precision
from .recall import Recall
from .roc import ROC
from .root_mean_square_surface_distance import RootMeanSquareDistance
from .topk import Top1CategoricalAccuracy, Top5CategoricalAccuracy, TopKCategoricalAccuracy

__all__ = [
    "names", "get_metric_fn", "Accuracy", "MAE", "MSE", "Metric", "rearrange_inputs", "Precision",
    "HausdorffDistance", "Recall", "Fbeta", "BleuScore", "CosineSimilarity", "OcclusionSensitivity", "F1", "Dice",
    "ROC", "auc", "TopKCategoricalAccuracy", "Top1CategoricalAccuracy", "Top5CategoricalAccuracy", "Loss",
    "MeanSurfaceDistance", "RootMeanSquareDistance", "Perplexity", "ConfusionMatrix", "ConfusionMatrixMetric",
]

_BY_NAME = {
    "accuracy": Accuracy, "acc": Accuracy, "precision": Precision, "recall": Recall, "F1": F1, "dice": Dice,
    "roc": ROC, "auc": auc, "bleu_score": BleuScore, "cosine_similarity": CosineSimilarity,
    "occlusion_sensitivity": OcclusionSensitivity, "topk": TopKCategoricalAccuracy,
    "hausdorff_distance": HausdorffDistance, "top_1_accuracy": Top1CategoricalAccuracy,
    "top_5_accuracy": Top5CategoricalAccuracy, "mae": MAE, "mse": MSE, "loss": Loss,
    "mean_surface_distance": MeanSurfaceDistance, "root_mean_square_distance": RootMeanSquareDistance,
    "perplexity": Perplexity, "confusion_matrix": ConfusionMatrix, "confusion_matrix_metric": ConfusionMatrixMetric,
}


def names():
    """``mindspore.train.names``: the sorted metric names ``get_metric_fn`` and ``Model(metrics={...})``
    accept."""
    return sorted(_BY_NAME)


def get_metric_fn(name, *args, **kwargs):
    """``mindspore.train.get_metric_fn``: a new metric built from its name (KeyError for an unknown name)."""
    if name not in _BY_NAME:
        raise KeyError(f"For 'get_metric_fn', unsupported metric {name}, please refer to official website for "
                       f"more details about supported metrics.")
    return _BY_NAME[name](*args, **kwargs)


def get_metrics(metrics):
    """The ``{name: Metric}`` dict Model evaluates: a dict is checked and kept, a set of names is built with
    ``get_metric_fn``, None stays None; anything else is a TypeError."""
    if metrics is None:
        return None
    if isinstance(metrics, dict):
        for name, metric in metrics.items():
            if not isinstance(name, str) or not isinstance(metric, Metric):
                raise TypeError(f"For 'get_metrics', if 'metrics' is dict, its keys must be str and its values "
                                f"Metric, but got key:{type(name)}, value:{type(metric)}.")
        return metrics
    if isinstance(metrics, set):
        return {name: get_metric_fn(name) for name in metrics}
    raise TypeError(f"For 'get_metrics', the argument 'metrics' must be None, dict or set, but got {metrics}")
