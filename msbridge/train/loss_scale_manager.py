"""``mindspore.train.loss_scale_manager``: loss-scale managers, the host-side view of loss scaling."""
import numbers

from ..nn.wrap.loss_scale import DynamicLossScaleUpdateCell, FixedLossScaleUpdateCell

__all__ = ["LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager"]


class LossScaleManager:
    """``amp.LossScaleManager``: the interface of loss-scale managers."""

    def get_loss_scale(self):
        """The current loss scale."""

    def update_loss_scale(self, overflow):
        """Update the loss scale after a step (``overflow``: whether the gradients overflowed)."""

    def get_update_cell(self):
        """The Cell a TrainOneStepWithLossScaleCell calls to update the scale."""


class FixedLossScaleManager(LossScaleManager):
    """``amp.FixedLossScaleManager(loss_scale=128.0, drop_overflow_update=True)``: a constant scale; with
    ``drop_overflow_update`` the step is skipped on overflow (through a FixedLossScaleUpdateCell)."""

    def __init__(self, loss_scale=128.0, drop_overflow_update=True):
        if loss_scale < 1:
            raise ValueError(f"The argument 'loss_scale' must be >= 1, but got {loss_scale}")
        self._loss_scale = loss_scale
        self._drop_overflow_update = drop_overflow_update

    def get_loss_scale(self):
        """The loss scale."""
        return self._loss_scale

    def get_drop_overflow_update(self):
        """Whether the update is skipped when the gradients overflow."""
        return self._drop_overflow_update

    def update_loss_scale(self, overflow):
        """The scale is fixed: nothing to update."""

    def get_update_cell(self):
        """A FixedLossScaleUpdateCell, or None without ``drop_overflow_update``."""
        if not self._drop_overflow_update:
            return None
        return FixedLossScaleUpdateCell(self._loss_scale)


class DynamicLossScaleManager(LossScaleManager):
    """``amp.DynamicLossScaleManager(init_loss_scale=2**24, scale_factor=2, scale_window=2000)``: divides the
    scale by ``scale_factor`` on overflow and multiplies it after ``scale_window`` steps without one."""

    def __init__(self, init_loss_scale=2 ** 24, scale_factor=2, scale_window=2000):
        if init_loss_scale < 1.0:
            raise ValueError(f"The argument 'init_loss_scale' must be > 1, but got {init_loss_scale}")
        if not isinstance(scale_window, numbers.Integral) or isinstance(scale_window, bool) or scale_window <= 0:
            raise ValueError(f"For 'DynamicLossScaleManager', the 'scale_window' must be a positive int, but got "
                             f"{scale_window}.")
        if scale_factor <= 0:
            raise ValueError(f"The argument 'scale_factor' must be > 0, but got {scale_factor}")
        self.loss_scale = init_loss_scale
        self.scale_window = scale_window
        self.scale_factor = scale_factor
        self.increase_ratio = scale_factor
        self.decrease_ratio = 1 / scale_factor
        self.cur_iter = 1
        self.last_overflow_iter = 0
        self.bad_step_max = 1000
        self.bad_step = 0

    def get_loss_scale(self):
        """The current loss scale."""
        return self.loss_scale

    def update_loss_scale(self, overflow):
        """Shrink the scale on overflow, grow it after ``scale_window`` clean steps; RuntimeError after more than
        ``bad_step_max`` overflows in a row."""
        if overflow:
            self.loss_scale = max(self.loss_scale * self.decrease_ratio, 1)
            self.last_overflow_iter = self.cur_iter
            self.bad_step += 1
        else:
            if (self.cur_iter - self.last_overflow_iter) % self.scale_window == 0:
                self.loss_scale *= self.increase_ratio
            self.bad_step = 0
        if self.bad_step > self.bad_step_max:
            raise RuntimeError("Dynamic loss scale Continuous overflow ", self.bad_step,
                               " times, has exceeded maximum threshold.")
        self.cur_iter += 1

    def get_drop_overflow_update(self):
        """Always True: an overflowing step is skipped."""
        return True

    def get_update_cell(self):
        """A DynamicLossScaleUpdateCell with this manager's scale, factor and window."""
        return DynamicLossScaleUpdateCell(self.loss_scale, self.scale_factor, self.scale_window)
