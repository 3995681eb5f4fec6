"""``mindspore.train.Loss``."""
from ..._numpy_compat import strong
from .metric import Metric, check_evaluated, rearrange_inputs


class Loss(Metric):
    """``mindspore.train.Loss``: the average over updates of each update's mean loss (not batch-weighted)."""

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        """Reset the sum."""
        self._sum_loss = strong(0)  # MindSpore's 0 on numpy 1.x: the sum is float64
        self._total_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Add the mean of one 0-d or 1-d loss."""
        if len(inputs) != 1:
            raise ValueError(f"For 'Loss.update', it needs 1 input (loss), but got {len(inputs)}")
        loss = self._convert_data(inputs[0])
        if loss.ndim == 0:
            loss = loss.reshape(1)
        if loss.ndim != 1:
            raise ValueError(f"For 'Loss.update', the dimension of the loss must be 0 or 1, but got {loss.ndim}.")
        self._sum_loss += loss.mean(-1)
        self._total_num += 1

    def eval(self):
        """The average loss over updates (RuntimeError before any update)."""
        check_evaluated("Loss", self._total_num)
        return self._sum_loss / self._total_num
