"""``mindspore.train.Loss``."""
from .metric import Average, rearrange_inputs


class Loss(Average):
    """``mindspore.train.Loss``: the average over updates of each update's mean loss (not batch-weighted)."""

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
        self._sum += loss.mean(-1)
        self._count += 1
