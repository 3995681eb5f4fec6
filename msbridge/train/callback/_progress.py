"""``msbridge.train.callback.ProgressBar``: an msbridge extra (MindSpore has no such callback), a one-line
progress bar for interactive training, in the spirit of tqdm/keras progress output."""
import sys
import time

import numpy as np

from ._callback import Callback, handle_loss


class ProgressBar(Callback):
    """msbridge extra, not a MindSpore API: redraws one line per step with the epoch, a bar, the step within
    the epoch, the loss and the throughput (steps/s since the epoch began), and ends the line at the epoch's
    end; evaluation gets the same bar. Opt-in: ``model.train(n, data, callbacks=ProgressBar())``.

    ``width`` is the bar's width in characters, ``file`` the stream (stderr by default, keeping stdout clean),
    ``every`` redraws every n-th step (the last step of an epoch is always drawn)."""

    def __init__(self, width=30, file=None, every=1):
        for name, value in (("width", width), ("every", every)):
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise ValueError(f"For 'ProgressBar', '{name}' must be a positive int, but got {value!r}.")
        self._width = width
        self._file = file
        self._every = every
        self._start = {}
        self._shown = 0  # length of the line on screen (0: no open line)

    def _stream(self):
        return self._file if self._file is not None else sys.stderr

    def _begin(self, run_context):
        if self._shown:  # an evaluation inside fit starts while the train line is open
            self._end(run_context)
        self._start[run_context.original_args().mode] = time.perf_counter()

    def _draw(self, run_context, label):
        cb = run_context.original_args()
        total = cb.batch_num
        step = (cb.cur_step_num - 1) % total + 1 if cb.mode == "train" else cb.cur_step_num
        if step % self._every and step != total:
            return
        filled = min(self._width, self._width * step // total)
        bar = "=" * filled + (">" if filled < self._width else "") + " " * (self._width - filled - 1)
        rate = step / max(time.perf_counter() - self._start[cb.mode], 1e-9)
        text = f"\r{label} [{bar}] {step}/{total}"
        if cb.mode == "train" and cb.get("net_outputs") is not None:
            loss = handle_loss(cb.net_outputs)
            loss = float(np.mean(loss.asnumpy())) if hasattr(loss, "asnumpy") else loss
            text += f" loss: {loss:.6g}"
        text = f"{text} {rate:.1f} step/s"
        self._stream().write(text.ljust(self._shown))
        self._stream().flush()
        self._shown = len(text)

    def _end(self, run_context):
        if self._shown:
            self._stream().write("\n")
            self._stream().flush()
        self._shown = 0

    on_train_epoch_begin = _begin
    on_eval_epoch_begin = _begin
    on_train_epoch_end = _end
    on_eval_epoch_end = _end

    def on_train_step_end(self, run_context):
        """Redraw the bar with the step's loss."""
        cb = run_context.original_args()
        self._draw(run_context, f"epoch {cb.cur_epoch_num}")

    def on_eval_step_end(self, run_context):
        """Redraw the eval bar."""
        self._draw(run_context, "eval")
