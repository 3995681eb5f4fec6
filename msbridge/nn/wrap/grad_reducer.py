"""``mindspore.nn.wrap.grad_reducer``: gradient all-reduce for data-parallel training (torch.distributed)."""
import torch
import torch.distributed as dist

from ...common.tensor import Tensor
from ..cell import Cell

__all__ = ["DistributedGradReducer"]

# MindSpore's names for the group of all processes (Ascend, GPU, CPU backends): torch's default group
_WORLD_GROUPS = ("hccl_world_group", "nccl_world_group", "mccl_world_group")


def _world_size():
    return dist.get_world_size() if dist.is_available() and dist.is_initialized() else 1


class DistributedGradReducer(Cell):
    """``nn.DistributedGradReducer(parameters, mean=None, degree=None, fusion_type=1, group=...)``: sums (or
    averages, with ``mean``) each gradient over the processes with ``torch.distributed.all_reduce``; the identity
    in a single process. ``fusion_type`` (a bucketing hint) does not change the result and is ignored."""

    def __init__(self, parameters, mean=None, degree=None, fusion_type=1, group="hccl_world_group"):
        super().__init__(auto_prefix=False)
        if group not in _WORLD_GROUPS:
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
        self.parameters = parameters

    def construct(self, grads):
        if _world_size() == 1:
            return grads
        reduced = []
        for g in grads:
            t = g._t.clone()
            try:
                dist.all_reduce(t)
            except RuntimeError:
                # a timed-out gloo collective leaves a worker thread that aborts the interpreter at exit
                # ("terminate called without an active exception") unless the group is torn down first
                dist.destroy_process_group()
                raise
            if self.mean:
                t = torch.div(t, self.degree)
            reduced.append(Tensor.from_torch(t))
        return tuple(reduced)
