"""``mindspore.train.LearningRateScheduler``."""
import math

import numpy as np

from ...common import dtype as mstype
from ...common.tensor import Tensor
from ._callback import Callback


class LearningRateScheduler(Callback):
    """``mindspore.train.LearningRateScheduler``: after every step sets the optimizer's learning rate to
    ``learning_rate_function(lr, cur_step_num)``."""

    def __init__(self, learning_rate_function):
        super().__init__()
        self.learning_rate_function = learning_rate_function

    def step_end(self, run_context):
        """Apply the schedule (the current rate is read back through its printed form, as in MindSpore)."""
        cb_params = run_context.original_args()
        lr = float(np.array2string(cb_params.optimizer.learning_rate.asnumpy()))
        new_lr = self.learning_rate_function(lr, cb_params.cur_step_num)
        if not math.isclose(lr, new_lr, rel_tol=1e-10):
            cb_params.optimizer.learning_rate.set_data(Tensor(new_lr, mstype.float32))
