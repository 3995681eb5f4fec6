"""``mindspore.nn.wrap.grad_reducer``: gradient all-reduce for data-parallel training (torch.distributed)."""
import torch
import torch.distributed as dist

from ...common.handles import wrap
from ...communication import collectives
from ..cell import Cell

__all__ = ["DistributedGradReducer"]


def _world_size():
    return dist.get_world_size() if dist.is_available() and dist.is_initialized() else 1


class DistributedGradReducer(Cell):
    """``nn.DistributedGradReducer(parameters, mean=None, degree=None, fusion_type=1, group=...)``: sums (or
    averages, with ``mean``) each gradient over the processes; the identity in a single process.

    The gradients of one dtype travel in one bucket: flattened into one buffer, one
    ``torch.distributed.all_reduce``, split back (elementwise the same sums as one all-reduce per gradient).
    ``fusion_type`` (MindSpore's bucketing hint) does not change the result and is ignored."""

    def __init__(self, parameters, mean=None, degree=None, fusion_type=1, group="hccl_world_group"):
        super().__init__(auto_prefix=False)
        if group not in collectives.WORLD_GROUPS:
            raise NotImplementedError(f"For 'DistributedGradReducer', group '{group}' is not supported by msbridge: "
                                      "gradients are reduced over all processes.")
        if mean is None:
            from ... import context
            mean = context.get_auto_parallel_context("gradients_mean")
        if degree is None:
            degree = _world_size()
        if not isinstance(degree, int) or isinstance(degree, bool) or degree <= 0:
            raise ValueError(f"For 'DistributedGradReducer', the 'degree' must be a positive int, but got {degree}.")
        self.mean = mean
        self.degree = degree
        self.group = group
        self.parameters = parameters

    def construct(self, grads):
        if _world_size() == 1:
            return grads
        tensors = [g._t for g in grads]
        reduced = [None] * len(tensors)
        for dtype in dict.fromkeys(t.dtype for t in tensors):
            index = [i for i, t in enumerate(tensors) if t.dtype == dtype]
            flat = collectives.all_reduce(torch.cat([tensors[i].reshape(-1) for i in index]), "sum", self.group)
            if self.mean:
                flat = torch.div(flat, self.degree)
            for i, part in zip(index, flat.split([tensors[i].numel() for i in index])):
                reduced[i] = wrap(part.view(tensors[i].shape))
        return tuple(reduced)
