"""``mindspore.nn.wrap.loss_scale``: loss-scale update cells and the training step with loss scaling."""
import torch

from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..cell import Cell
from .cell_wrapper import TrainOneStepCell

__all__ = ["DynamicLossScaleUpdateCell", "FixedLossScaleUpdateCell", "TrainOneStepWithLossScaleCell"]


class DynamicLossScaleUpdateCell(Cell):
    """``nn.DynamicLossScaleUpdateCell(loss_scale_value, scale_factor, scale_window)``: called as
    ``cell(loss_scale, overflow)``; divides the scale by ``scale_factor`` (not below 1) on overflow, multiplies it
    after ``scale_window`` steps without one, and returns ``overflow``."""

    def __init__(self, loss_scale_value, scale_factor, scale_window):
        super().__init__()
        self.scale_window = Tensor(scale_window, dtype=mstype.int32)
        self.scale_factor = Tensor(scale_factor, dtype=mstype.float32)
        self.loss_scale_value = loss_scale_value
        self.cur_iter = Parameter(Tensor(1, dtype=mstype.int32), name="current_iterator_step")
        self.last_overflow_iter = Parameter(Tensor(0, dtype=mstype.int32), name="last_overflow_iterator_step")

    def get_loss_scale(self):
        """The initial loss scale value."""
        return self.loss_scale_value

    def construct(self, loss_scale, overflow):
        scale, factor = loss_scale._t, self.scale_factor._t
        cur, last = self.cur_iter._t, self.last_overflow_iter._t
        flag = torch.as_tensor(overflow._t if isinstance(overflow, Tensor) else overflow, dtype=torch.bool)
        with torch.no_grad():
            on_overflow = torch.where(flag, torch.clamp(scale / factor, min=1.0), scale)
            should_inc = (cur - last) >= self.scale_window._t
            last.copy_(torch.where(flag | should_inc, cur, last))
            scale.copy_(torch.where(should_inc & ~flag, on_overflow * factor, on_overflow))
            cur.add_(1)
        return overflow


class FixedLossScaleUpdateCell(Cell):
    """``nn.FixedLossScaleUpdateCell(loss_scale_value)``: keeps the scale; returns ``overflow``."""

    def __init__(self, loss_scale_value):
        super().__init__()
        self.loss_scale_value = loss_scale_value

    def get_loss_scale(self):
        """The loss scale value."""
        return self.loss_scale_value

    def construct(self, _, overflow):
        return overflow


def _any_non_finite(grads):
    """A 0-d bool torch tensor: whether any gradient holds an inf or NaN (one device sync for all of them)."""
    if not grads:
        return torch.tensor(False)
    return torch.stack([torch.isfinite(g._t).all() for g in grads]).logical_not().any()


class TrainOneStepWithLossScaleCell(TrainOneStepCell):
    """``nn.TrainOneStepWithLossScaleCell(network, optimizer, scale_sense)``: the backward starts from
    ``scale_sense``, gradients are divided by it, and the update is skipped when any gradient overflows;
    returns ``(loss, overflow, scale_sense)``. ``scale_sense`` is an update Cell or a (1,)/() Tensor."""

    def __init__(self, network, optimizer, scale_sense):
        super().__init__(network, optimizer, sens=None)
        api = "TrainOneStepWithLossScaleCell"
        self.loss_scaling_manager = None
        if isinstance(scale_sense, Cell):
            self.loss_scaling_manager = scale_sense
            self.scale_sense = Parameter(Tensor(scale_sense.get_loss_scale(), dtype=mstype.float32),
                                         name="scale_sense")
        elif isinstance(scale_sense, Tensor):
            if scale_sense.shape not in ((1,), ()):
                raise ValueError(f"For '{api}', the shape of 'scale_sense' must be (1,) or (), but got "
                                 f"{scale_sense.shape}.")
            self.scale_sense = Parameter(scale_sense, name="scale_sense")
        else:
            raise TypeError(f"For '{api}', the 'scale_sense' must be Cell or Tensor, but got 'scale_sense' type: "
                            f"{type(scale_sense)}.")

    def construct(self, *inputs):
        loss = self.network(*inputs)
        scaling_sens = self.scale_sense
        sens = _wrap(torch.ones_like(loss._t) * scaling_sens._t.to(loss._t.dtype))
        inverse = torch.reciprocal(scaling_sens._t)
        # unscaled, then reduced (in backward where the reducer can): the overflow check sees the reduced gradients
        grads = self._reduced_gradients(self.grad(self.network, self.weights), inputs + (sens,),
                                       lambda g: g * inverse.to(g.dtype))
        cond = self.get_overflow_status(None, grads)
        overflow = self.process_loss_scale(cond)
        if not bool(overflow):
            self.optimizer(grads)
        return _wrap(loss._t.detach()), cond, scaling_sens

    def set_sense_scale(self, sens):
        """Assign a new value to a Tensor ``scale_sense``."""
        if not isinstance(sens, Tensor):
            raise TypeError("For 'TrainOneStepWithLossScaleCell', the type of 'sens' must be Tensor, but got "
                            f"{type(sens)}")
        self.scale_sense.set_data(sens)

    def start_overflow_check(self, pre_cond, compute_input):
        """Start the overflow check of a user-built step: returns ``(status, compute_input)``; torch needs no
        device status register, so the status is a placeholder Tensor."""
        return Tensor([0] * 8, mstype.int32), compute_input

    def get_overflow_status(self, status, compute_output):
        """Whether any Tensor of ``compute_output`` holds an inf or NaN (a bool Tensor; MindSpore's GPU rule)."""
        return _wrap(_any_non_finite(compute_output))

    def process_loss_scale(self, overflow):
        """Update the loss scale through the update cell, if there is one; returns ``overflow``."""
        if self.loss_scaling_manager is not None:
            return self.loss_scaling_manager(self.scale_sense, overflow)
        return overflow
