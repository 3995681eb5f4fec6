"""Mask edges and edge-to-edge distances for the surface-distance metrics (MindSpore uses scipy.ndimage;
here: a cross-shaped binary erosion in numpy and exact nearest-edge distances with ``torch.cdist``)."""
import numpy as np
import torch

from ..._checkparam import check_string, check_value_type

DISTANCE_METRICS = ("euclidean", "chessboard", "taxicab")
_NORM = {"euclidean": 2.0, "chessboard": float("inf"), "taxicab": 1.0}
_ROWS_PER_BLOCK = 4096


def check_distance_metric(value, api):
    """``distance_metric`` must be 'euclidean', 'chessboard' or 'taxicab' (TypeError / ValueError)."""
    check_value_type(value, [str], "distance_metric", api)
    return check_string(value, DISTANCE_METRICS, "distance_metric", api)


def edges(mask):
    """The boundary of a boolean mask: the pixels removed by one erosion with the face-connected cross
    (outside the array counts as background)."""
    padded = np.pad(mask, 1, constant_values=False)
    inner = tuple(slice(1, -1) for _ in range(mask.ndim))
    eroded = padded[inner].copy()
    for axis in range(mask.ndim):
        for start in (0, 2):
            shifted = list(inner)
            shifted[axis] = slice(start, start + mask.shape[axis])
            eroded &= padded[tuple(shifted)]
    return eroded ^ mask


def surface_distances(from_edges, to_edges, metric):
    """For every True pixel of ``from_edges`` (C order), the distance to the nearest True pixel of
    ``to_edges``: float64 for 'euclidean', int32 for the chamfer metrics (as scipy's transforms), inf when
    ``to_edges`` is empty, an empty array when ``from_edges`` is."""
    if not np.any(from_edges):
        return np.array([])
    if not np.any(to_edges):
        return np.full(int(np.count_nonzero(from_edges)), np.inf)
    src = torch.from_numpy(np.argwhere(from_edges).astype(np.float64))
    dst = torch.from_numpy(np.argwhere(to_edges).astype(np.float64))
    nearest = torch.cat([torch.cdist(block, dst, p=_NORM[metric], compute_mode="donot_use_mm_for_euclid_dist")
                         .amin(dim=1) for block in src.split(_ROWS_PER_BLOCK)]).numpy()
    return nearest if metric == "euclidean" else nearest.astype(np.int32)


def check_label_inputs(api, inputs, convert, label_type_error):
    """The (prediction, label, label index) of an update as (array, array, index), checked as MindSpore does
    (``label_type_error`` for a label index that is not a number)."""
    if len(inputs) != 3:
        raise ValueError(f"For '{api}.update', it needs 3 inputs (predicted value, true value, label index), "
                         f"but got {len(inputs)}.")
    y_pred, y = convert(inputs[0]), convert(inputs[1])
    label_idx = inputs[2]
    if not isinstance(label_idx, (int, float)):
        raise label_type_error(f"For '{api}.update', the label index (input[2]) must be int or float, but got "
                               f"{type(label_idx)}.")
    if label_idx not in y_pred and label_idx not in y:
        raise ValueError(f"For '{api}.update', the label index (input[2]) must be in the predicted value or the "
                         f"true value, but {label_idx} is not.")
    if y_pred.size == 0 or y_pred.shape != y.shape:
        raise ValueError(f"For '{api}.update', the predicted value and the true value must be non-empty and of "
                         f"the same shape, but got shapes {y_pred.shape} and {y.shape}.")
    return y_pred, y, label_idx
