"""``msbridge.train.callback.ProgressBar``: an msbridge extra (MindSpore has no such callback), progress output
for training in the spirit of tqdm/keras: a redrawn bar on a terminal, plain periodic lines in a log file."""
import math
import sys
import time

import numpy as np

from ._callback import Callback, handle_loss

_PLAIN_LINES_PER_EPOCH = 10


def _duration(seconds):
    """``4.2s`` under a minute, then ``m:ss`` and ``h:mm:ss``."""
    if seconds < 60:
        return f"{seconds:.1f}s"
    minutes, secs = divmod(int(round(seconds)), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _scalar(value):
    if hasattr(value, "asnumpy"):
        value = value.asnumpy()
    if isinstance(value, np.ndarray) and value.size == 1:
        value = value.item()
    return f"{value:.6g}" if isinstance(value, (float, np.floating)) else str(value)


def _is_terminal(stream):
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


class ProgressBar(Callback):
    """msbridge extra, not a MindSpore API: ``ProgressBar(width=30, file=None, every=None, interactive=None)``.

    Shows the epoch, a bar, the step within the epoch, the loss, the throughput (steps/s since the epoch began)
    and the time left in the epoch (``eta``; at the epoch's last step the time it took); after an evaluation
    (``Model.fit`` with a validation set, or ``Model.eval(..., callbacks=ProgressBar())``) a line with the
    metrics. Opt-in: ``model.train(n, data, callbacks=ProgressBar())``.

    ``width``: the bar's width in characters. ``file``: the stream (stderr by default, keeping stdout as
    MindSpore's). ``interactive``: redraw one line with ``\\r`` (a terminal) or write plain lines (a log file);
    None decides by ``file.isatty()``. ``every``: draw every n-th step; None means every step when
    interactive and about ten lines an epoch otherwise. The last step of an epoch is always drawn."""

    def __init__(self, width=30, file=None, every=None, interactive=None):
        for name, value in (("width", width), ("every", every)):
            if value is None and name == "every":
                continue
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise ValueError(f"For 'ProgressBar', '{name}' must be a positive int, but got {value!r}.")
        if interactive is not None and not isinstance(interactive, bool):
            raise ValueError(f"For 'ProgressBar', 'interactive' must be None or a bool, but got {interactive!r}.")
        self._width = width
        self._file = file
        self._every = every
        self._interactive = interactive
        self._redraw = False  # this run's choice: interactive given, or the stream is a terminal
        self._start = {}
        self._shown = 0  # length of the redrawn line on screen (0: no open line)

    def _stream(self):
        return self._file if self._file is not None else sys.stderr

    def _write(self, text):
        stream = self._stream()
        stream.write(text)
        stream.flush()

    def _begin(self, run_context):
        if self._shown:  # an evaluation inside fit starts while the train line is open
            self._end(run_context)
        self._redraw = self._interactive if self._interactive is not None else _is_terminal(self._stream())
        self._start[run_context.original_args().mode] = time.perf_counter()

    def _period(self, total):
        if self._every is not None:
            return self._every
        return 1 if self._redraw else max(1, math.ceil(total / _PLAIN_LINES_PER_EPOCH))

    def _draw(self, run_context, label):
        cb = run_context.original_args()
        total = cb.batch_num
        step = (cb.cur_step_num - 1) % total + 1 if cb.mode == "train" else cb.cur_step_num
        if step % self._period(total) and step != total:
            return
        filled = min(self._width, self._width * step // total)
        bar = "=" * filled + (">" if filled < self._width else "") + " " * (self._width - filled - 1)
        elapsed = max(time.perf_counter() - self._start[cb.mode], 1e-9)
        rate = step / elapsed
        text = f"{label} [{bar}] {step}/{total}"
        if cb.mode == "train" and cb.get("net_outputs") is not None:
            loss = handle_loss(cb.net_outputs)
            loss = float(np.mean(loss.asnumpy())) if hasattr(loss, "asnumpy") else loss
            text += f" loss: {loss:.6g}"
        timing = f"in {_duration(elapsed)}" if step >= total else f"eta {_duration((total - step) / rate)}"
        text = f"{text} {rate:.1f} step/s {timing}"
        if self._redraw:
            self._write("\r" + text.ljust(self._shown))
            self._shown = len(text)
        else:
            self._write(text + "\n")

    def _end(self, run_context):
        if self._shown:
            self._write("\n")
        self._shown = 0

    on_train_epoch_begin = _begin
    on_eval_epoch_begin = _begin
    on_train_epoch_end = _end
    on_eval_epoch_end = _end

    def on_train_step_end(self, run_context):
        """Draw the bar with the step's loss."""
        cb = run_context.original_args()
        self._draw(run_context, f"epoch {cb.cur_epoch_num}")

    def on_eval_step_end(self, run_context):
        """Draw the eval bar."""
        self._draw(run_context, "eval")

    def on_eval_end(self, run_context):
        """One line with the evaluation's metrics (inside ``Model.fit``: with ``eval_loss`` and the epoch)."""
        cb = run_context.original_args()
        results = cb.get("eval_results") or cb.get("metrics")
        if not results:
            return
        label = f"epoch {cb.cur_epoch_num} eval" if cb.get("eval_results") else "eval"
        self._write(f"{label}: " + ", ".join(f"{name}: {_scalar(value)}" for name, value in results.items())
                    + "\n")
