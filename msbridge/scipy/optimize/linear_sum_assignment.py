"""``mindspore.scipy.optimize.linear_sum_assignment``: the Hungarian method with shortest augmenting paths, in numpy
on the host as MindSpore 2.10's CPU kernel runs it."""
import numpy as _np
import torch as _torch

from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor as _Tensor

__all__ = ["linear_sum_assignment"]


def _assign(cost):
    """Row -> column of a minimum-cost assignment of a (rows <= cols) cost matrix (potentials u, v; one
    Dijkstra-like augmenting path per row)."""
    rows, cols = cost.shape
    u, v = _np.zeros(rows + 1), _np.zeros(cols + 1)
    match = _np.zeros(cols + 1, dtype=int)  # match[j]: the row (1-based) assigned to column j; column 0 is virtual
    for i in range(1, rows + 1):
        match[0], j0 = i, 0
        dist = _np.full(cols + 1, _np.inf)
        way = _np.zeros(cols + 1, dtype=int)
        used = _np.zeros(cols + 1, dtype=bool)
        while match[j0]:
            used[j0] = True
            i0 = match[j0]
            free = ~used[1:]
            reduced = cost[i0 - 1] - u[i0] - v[1:]
            better = free & (reduced < dist[1:])
            dist[1:][better] = reduced[better]
            way[1:][better] = j0
            j1 = 1 + int(_np.argmin(_np.where(free, dist[1:], _np.inf)))
            delta = dist[j1]
            u[match[used]] += delta
            v[used] -= delta
            dist[1:][free] -= delta
            j0 = j1
        while j0:
            j1 = way[j0]
            match[j0] = match[j1]
            j0 = j1
    assignment = _np.full(rows, -1)
    for j in range(1, cols + 1):
        if match[j]:
            assignment[match[j] - 1] = j - 1
    return assignment


def linear_sum_assignment(cost_matrix, maximize, dimension_limit=_Tensor(9223372036854775807)):
    """``mindspore.scipy.optimize.linear_sum_assignment``: the (row indices, column indices) Int64 pair of a
    minimum-cost (``maximize``: maximum) assignment of a 2-D cost matrix; ``dimension_limit`` keeps only that many
    columns (the pairs it leaves out are -1)."""
    if not isinstance(maximize, bool):
        raise TypeError("For primitive[LinearSumAssignment], the input argument[maximize] must be a type of {Bool}, "
                        f"but got {type(maximize).__name__ if not isinstance(maximize, _Tensor) else 'Tensor'}.")
    cost = cost_matrix._t.double().numpy()
    if cost.ndim != 2:
        raise ValueError(f"For 'LinearSumAssignment', the rank of 'cost_matrix' must be 2, but got {cost.ndim}.")
    limit = int(dimension_limit._t) if isinstance(dimension_limit, _Tensor) else int(dimension_limit)
    if limit <= 0:
        raise RuntimeError("For 'LinearSumAssignment' input dimension_limit must be positive.")
    length = min(cost.shape)  # the pairs of the whole matrix; those the limited columns leave out are -1
    cost = cost[:, :limit]
    cost = -cost if maximize else cost
    tall = cost.shape[0] > cost.shape[1]
    assignment = _assign(cost.T if tall else cost)
    rows, cols = (assignment, _np.arange(cost.shape[1])) if tall else (_np.arange(cost.shape[0]), assignment)
    order = _np.argsort(rows)
    pairs = _np.full((2, length), -1, dtype=_np.int64)
    pairs[0, :len(order)], pairs[1, :len(order)] = rows[order], cols[order]
    return _wrap(_torch.from_numpy(pairs[0].copy())), _wrap(_torch.from_numpy(pairs[1].copy()))

