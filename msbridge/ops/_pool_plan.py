"""How one pooling window runs on torch: shared by ``nn``'s pooling layers and ``ops.MaxPool``/``ops.AvgPool``
(it sits in ops so that both import it downward, docs/design.md section 12)."""
import math

import torch.nn.functional as F

from .. import _geometry as geometry

_MAX_OPS = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}
_AVG_OPS = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}


class PoolPlan:
    """How one pooling layer runs: the torch op, its arguments, and MindSpore's padding rules."""

    def __init__(self, nd, kind, kernel, stride, mode, padding=None, dilation=None, ceil_mode=False,
                 count_include_pad=True, divisor_override=None, return_indices=False, real_only=False):
        self.nd, self.kind = nd, kind
        self.kernel, self.stride, self.mode = kernel, stride, mode
        self.dilation = dilation or (1,) * nd
        self.ceil_mode = ceil_mode and mode != "SAME"
        self.count_include_pad = count_include_pad and not real_only
        self.divisor_override, self.return_indices = divisor_override, return_indices
        pairs = tuple((p, p) for p in padding) if mode == "PAD" else None
        self.pads = geometry.WindowPads(mode, kernel, stride, self.dilation, pairs)
        self.pairs = self.pads.pairs  # None for 'same' at a stride > 1 (size dependent)

    def pad_error(self):
        """MindSpore's (call-time) refusal of pads over half the kernel, or None."""
        if self.mode == "PAD" and any(p > k // 2 for (p, _), k in zip(self.pairs, self.kernel)):
            pads = tuple(p for p, _ in self.pairs)
            return f"pads should be at most half of the kernel size, but got kernel_size {self.kernel} and pads {pads}"
        return None

    def run(self, t):
        padding, pre = self.pads.static or self.pads(t.shape[-self.nd:])
        if self.kind == "max":
            if pre is not None:
                t = F.pad(t, pre, value=-math.inf)
            return _MAX_OPS[self.nd](t, self.kernel, self.stride, padding, self.dilation, self.ceil_mode,
                                     self.return_indices)
        if pre is None:
            return self._avg(t, padding, self.ceil_mode, self.count_include_pad)
        padded = F.pad(t, pre)
        if self.count_include_pad:
            return self._avg(padded, padding, self.ceil_mode, True)
        # the average of the real elements under uneven pads: window sums over the zero-padded input,
        # divided by how many real elements each window holds
        ones = t.new_ones((1,) * (t.dim() - self.nd) + tuple(t.shape[-self.nd:]))
        counts = self._avg(F.pad(ones, pre), padding, False, True, divisor=1)
        return self._avg(padded, padding, False, True, divisor=1) / counts

    def _avg(self, t, padding, ceil_mode, count_include_pad, divisor=None):
        divisor = divisor or self.divisor_override
        if self.nd > 1:
            return _AVG_OPS[self.nd](t, self.kernel, self.stride, padding, ceil_mode, count_include_pad, divisor)
        if divisor is None:
            return F.avg_pool1d(t, self.kernel, self.stride, padding, ceil_mode, count_include_pad)
        out = F.avg_pool2d(t.unsqueeze(-2), (1,) + self.kernel, (1,) + self.stride, (0,) + padding, ceil_mode,
                           count_include_pad, divisor)
        return out.squeeze(-2)
