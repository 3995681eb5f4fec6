"""``mindspore.train.Callback``, ``RunContext`` and the cb_params object Model hands to callbacks."""
import warnings
from contextlib import ExitStack

import numpy as np

from ...common.tensor import Tensor

# (new hook, legacy hook it calls by default), in MindSpore's naming
_TRAIN_HOOKS = (("on_train_begin", "begin"), ("on_train_epoch_begin", "epoch_begin"),
                ("on_train_epoch_end", "epoch_end"), ("on_train_step_begin", "step_begin"),
                ("on_train_step_end", "step_end"), ("on_train_end", "end"))
_EVAL_HOOKS = tuple((new.replace("on_train_", "on_eval_"), legacy) for new, legacy in _TRAIN_HOOKS)
_LEGACY_HOOKS = tuple(legacy for _, legacy in _TRAIN_HOOKS)


def _calling(new, legacy):
    """The default body of hook ``new``: call the legacy hook ``legacy``."""
    def hook(self, run_context):
        getattr(self, legacy)(run_context)
    hook.__name__ = new
    hook.__qualname__ = f"Callback.{new}"
    hook.__doc__ = f"Calls ``self.{legacy}(run_context)`` unless overridden."
    return hook


class Callback:
    """``mindspore.train.Callback``: hooks Model calls around training and evaluation (no torch equivalent;
    a plain Python protocol). Every new hook (``on_train_*``, ``on_eval_*``) calls the matching legacy
    hook (``begin``, ``epoch_begin``, ``step_begin``, ``step_end``, ``epoch_end``, ``end``) by default."""

    def __enter__(self):
        return self

    def __exit__(self, *err):
        pass

    def begin(self, run_context):
        """Called once before training or evaluation starts."""

    def epoch_begin(self, run_context):
        """Called before each epoch."""

    def epoch_end(self, run_context):
        """Called after each epoch."""

    def step_begin(self, run_context):
        """Called before each step."""

    def step_end(self, run_context):
        """Called after each step."""

    def end(self, run_context):
        """Called once after training or evaluation."""


for _new, _legacy in _TRAIN_HOOKS + _EVAL_HOOKS:
    setattr(Callback, _new, _calling(_new, _legacy))


def _broadcast(name):
    def hook(self, run_context):
        for callback in self._callbacks:
            getattr(callback, name)(run_context)
    hook.__name__ = name
    return hook


class CallbackManager(Callback):
    """Runs a list of callbacks in order at every event (what Model uses); entering it enters each callback."""

    def __init__(self, callbacks):
        self._callbacks, self._stack = [], None
        if isinstance(callbacks, Callback):
            self._callbacks.append(callbacks)
        elif isinstance(callbacks, list):
            for callback in callbacks:
                if not isinstance(callback, Callback):
                    raise TypeError("When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
                                    "functions.")
                self._callbacks.append(callback)
        elif callbacks is not None:
            raise TypeError("The 'callbacks' is not a Callback or a list of Callback.")

    def __enter__(self):
        if self._stack is None:
            self._stack = ExitStack().__enter__()
            entered = []
            for callback in self._callbacks:
                target = self._stack.enter_context(callback)
                if not isinstance(target, Callback):
                    warnings.warn("Please return 'self' or a Callback as the enter target.")
                    target = callback
                entered.append(target)
            self._callbacks = entered
        return self

    def __exit__(self, *err):
        return self._stack.__exit__(*err)


for _name in _LEGACY_HOOKS + tuple(new for new, _ in _TRAIN_HOOKS + _EVAL_HOOKS):
    setattr(CallbackManager, _name, _broadcast(_name))


class InternalCallbackParam(dict):
    """The cb_params object: a dict whose keys are also attributes (a missing one raises KeyError, as in
    MindSpore)."""

    def __getattr__(self, key):
        return self[key]

    def __setattr__(self, key, value):
        self[key] = value


class RunContext:
    """``mindspore.train.RunContext``: carries cb_params to callbacks and their stop request."""

    def __init__(self, original_args):
        if not isinstance(original_args, dict):
            raise TypeError(f"The argument 'original_args' of RunContext should be dict type, but got "
                            f"{type(original_args)}.")
        self._original_args = original_args
        self._stop_requested = False

    def original_args(self):
        """The cb_params object."""
        return self._original_args

    def request_stop(self):
        """Ask Model to stop after the current step."""
        self._stop_requested = True

    def get_stop_requested(self):
        """Whether a callback asked to stop."""
        return self._stop_requested


def handle_loss(loss):
    """The loss callbacks report: the first item of a tuple/list output, or a Tensor's mean as a float."""
    if isinstance(loss, (tuple, list)):
        if isinstance(loss[0], Tensor):
            loss = loss[0]
    elif isinstance(loss, Tensor):
        loss = float(np.mean(loss.asnumpy()))
    return loss
