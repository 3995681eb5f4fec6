"""``mindspore.dataset.callback``: DSCallback (hooks a map operation calls as rows pass) and WaitedDSCallback
(also a training Callback: each dataset step waits for the previous training step to end)."""
import threading

from ..engine import _check

__all__ = ["DSCallback", "WaitedDSCallback"]


class DSRunContext:
    """What a DSCallback hook sees: the 1-based epoch, the step in the epoch and the step overall."""

    def __init__(self, cur_epoch_num=0, cur_step_num_in_epoch=0, cur_step_num=0):
        self.cur_epoch_num = cur_epoch_num
        self.cur_step_num_in_epoch = cur_step_num_in_epoch
        self.cur_step_num = cur_step_num


class DSCallback:
    """Base of the map callbacks: ``ds_begin``, ``ds_epoch_begin``/``end``, and ``ds_step_begin``/``end`` every
    ``step_size`` rows, each given a DSRunContext (plain Python; a map with ``callbacks`` calls them)."""

    def __init__(self, step_size=1):
        _check.int_in(step_size, "step_size", 1)
        self.step_size = step_size

    def ds_begin(self, ds_run_context):
        """Called before the first row."""

    def ds_epoch_begin(self, ds_run_context):
        """Called before each epoch's first row."""

    def ds_epoch_end(self, ds_run_context):
        """Called after each epoch's last row."""

    def ds_step_begin(self, ds_run_context):
        """Called before rows 1, 1 + step_size, ... of the pipeline."""

    def ds_step_end(self, ds_run_context):
        """Called after rows 1, 1 + step_size, ..."""


def _waited_class():
    """WaitedDSCallback, built on first use: it is also a ``train.Callback`` (layer above dataset), as in
    MindSpore, so its class is made lazily (docs/design.md section 12)."""
    from ...train.callback import Callback

    class WaitedDSCallback(Callback, DSCallback):
        """A dataset callback synchronised with training: before each dataset step after the first (and each epoch
        after the first) it waits for the training step (epoch) to end, then calls ``sync_step_begin`` /
        ``sync_epoch_begin`` with the training and dataset run contexts. Pass it to both ``map(callbacks=...)``
        and ``Model.train(callbacks=...)``; ``step_size`` is usually the batch size."""

        def __init__(self, step_size=1):
            DSCallback.__init__(self, step_size)
            self._step_done, self._epoch_done = threading.Event(), threading.Event()
            self._train_context = None

        def sync_epoch_begin(self, train_run_context, ds_run_context):
            """Called at each dataset epoch begin, after the previous training epoch ended."""

        def sync_step_begin(self, train_run_context, ds_run_context):
            """Called at each dataset step begin, after the previous training step ended."""

        def step_end(self, run_context):
            self._train_context = run_context
            self._step_done.set()

        def epoch_end(self, run_context):
            self._train_context = run_context
            self._epoch_done.set()

        def end(self, run_context):
            self._step_done.set()
            self._epoch_done.set()

        def ds_epoch_begin(self, ds_run_context):
            if ds_run_context.cur_epoch_num > 1:  # the first epoch has no training epoch to wait for
                self._epoch_done.wait()
                self._epoch_done.clear()
                self.sync_epoch_begin(self._train_context, ds_run_context)

        def ds_step_begin(self, ds_run_context):
            if ds_run_context.cur_step_num > self.step_size:  # nor the first step a training step
                self._step_done.wait()
                self._step_done.clear()
                self.sync_step_begin(self._train_context, ds_run_context)

    WaitedDSCallback.__module__ = __name__
    return WaitedDSCallback


_LAZY = {}


def __getattr__(name):
    if name == "WaitedDSCallback":
        if name not in _LAZY:
            _LAZY[name] = _waited_class()
        return _LAZY[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | {"WaitedDSCallback"})
