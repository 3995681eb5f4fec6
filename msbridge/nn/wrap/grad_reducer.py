"""``mindspore.nn.wrap.grad_reducer``: gradient all-reduce for data-parallel training (torch.distributed).

The gradients travel in buckets, as torch's DDP sends them: the parameters walked from the last to the first (the
order backward produces their gradients), one dtype per bucket, a new bucket at 25 MiB (DDP's ``bucket_cap_mb``)
or, when ``all_reduce_fusion_config`` is set, at the parameter indices it lists. Each bucket is flattened into one
buffer, summed by one ``torch.distributed.all_reduce`` and split back: elementwise the same sums as one all-reduce
per gradient. The training cells fill the buckets from tensor hooks while backward runs, so a bucket's all-reduce
starts as soon as backward has produced its gradients (``DistributedGradReducer.reduce_during``).
"""
import torch
import torch.distributed as dist

from ... import context
from ...common.handles import wrap
from ...communication import collectives
from ..cell import Cell

__all__ = ["DistributedGradReducer"]

_BUCKET_BYTES = 25 * 2 ** 20  # torch DDP's default bucket_cap_mb


def _world_size():
    return dist.get_world_size() if dist.is_available() and dist.is_initialized() else 1


def _plan(tensors):
    """The buckets: lists of indices into ``tensors`` (gradients, or the parameters they belong to), in the order
    backward is expected to fill them. With the default cap and under 25 MiB of one dtype, that dtype's bucket is
    the buffer an all-reduce after backward would send, element for element."""
    splits = context.get_auto_parallel_context("all_reduce_fusion_config")
    buckets, open_buckets = [], {}  # dtype -> [fusion group, bytes, indices] of the bucket being filled
    for i in reversed(range(len(tensors))):
        t = tensors[i]
        group, size = sum(i >= s for s in splits), t.numel() * t.element_size()
        current = open_buckets.get(t.dtype)
        if current is None or current[0] != group or (not splits and current[1] + size > _BUCKET_BYTES):
            current = open_buckets[t.dtype] = [group, 0, []]
            buckets.append(current[2])
        current[1] += size
        current[2].append(i)
    return [indices[::-1] for indices in buckets]  # a buffer holds its gradients in the parameters' order


class _Buckets:
    """One reduction: gradients are put in by index (``transform`` applied); a bucket's all-reduce starts once it is
    full and every bucket before it has started, so all processes issue the all-reduces in one order."""

    def __init__(self, reducer, tensors, transform):
        self.reducer, self.transform = reducer, transform
        self.plan = _plan(tensors)
        self.bucket_of = {i: b for b, indices in enumerate(self.plan) for i in indices}
        self._clear()

    def _clear(self):
        self.grads = [None] * len(self.bucket_of)
        self.missing = [len(indices) for indices in self.plan]
        self.started = []  # (flat buffer, wait) per started bucket, in order

    def put(self, i, grad):
        """Take the gradient of tensor ``i``; a hook returns None, so backward's own result is unchanged."""
        if self.grads[i] is not None:  # a second backward (the forward ran again after an in-place change)
            for _, wait in self.started:
                wait()
            self._clear()
        self.grads[i] = grad if self.transform is None else self.transform(grad)
        self.missing[self.bucket_of[i]] -= 1
        while len(self.started) < len(self.plan) and not self.missing[len(self.started)]:
            indices = self.plan[len(self.started)]
            flat = torch.cat([self.grads[j].reshape(-1) for j in indices])
            self.started.append((flat, collectives.start_sum_all_reduce(flat, self.reducer.group)))

    def finish(self, grads):
        """Put the torch gradients ``grads`` that no hook put in (all of them when there were no hooks), wait for
        every bucket; the reduced gradients (divided by the degree with ``mean``) as Tensors."""
        for i, g in enumerate(grads):
            if self.grads[i] is None:
                self.put(i, g)
        reduced = [None] * len(grads)
        for indices, (flat, wait) in zip(self.plan, self.started):
            wait()
            if self.reducer.mean:
                flat = torch.div(flat, self.reducer.degree)
            for i, part in zip(indices, flat.split([self.grads[i].numel() for i in indices])):
                reduced[i] = wrap(part.view(self.grads[i].shape))
        return tuple(reduced)


class DistributedGradReducer(Cell):
    """``nn.DistributedGradReducer(parameters, mean=None, degree=None, fusion_type=1, group=...)``: sums (or
    averages, with ``mean``) each gradient over the processes; the identity in a single process.

    The gradients go in buckets (see the module's description): per dtype, 25 MiB at most, or split where
    ``all_reduce_fusion_config`` says; one async ``torch.distributed.all_reduce`` each. ``fusion_type`` (MindSpore's
    per-reducer bucketing hint) does not change the result and is ignored."""

    def __init__(self, parameters, mean=None, degree=None, fusion_type=1, group="hccl_world_group"):
        super().__init__(auto_prefix=False)
        if group not in collectives.WORLD_GROUPS:
            raise NotImplementedError(f"For 'DistributedGradReducer', group '{group}' is not supported by msbridge: "
                                      "gradients are reduced over all processes.")
        if mean is None:
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
        return _Buckets(self, tensors, None).finish(tensors)

    def reduce_during(self, compute, transform=None):
        """``compute()``'s gradients of ``parameters`` (a tuple of Tensors in their order), each passed through
        ``transform`` (a function of a torch tensor, or None) and reduced. With several processes a tensor hook on
        each parameter puts its gradient in its bucket as backward produces it, so the all-reduces overlap the rest
        of backward; the result is what ``construct(transformed gradients)`` gives. In one process no hook is
        registered."""
        if _world_size() == 1:
            grads = compute()
            return grads if transform is None else tuple(wrap(transform(g._t)) for g in grads)
        params = [p._t for p in self.parameters]
        buckets = _Buckets(self, params, transform)
        handles = [t.register_hook(lambda g, i=i: buckets.put(i, g)) for i, t in enumerate(params) if t.requires_grad]
        try:
            grads = compute()
        finally:
            for handle in handles:
                handle.remove()
        return buckets.finish([g._t for g in grads])
