"""``mindspore.train.LambdaCallback``."""
from ._callback import _EVAL_HOOKS, _TRAIN_HOOKS, Callback


def _ignore(run_context):
    return None


class LambdaCallback(Callback):
    """``mindspore.train.LambdaCallback``: a callback built from functions of ``run_context`` for the new hooks
    (a hook not given does nothing, so its legacy hook is not called either)."""

    def __init__(self, on_train_epoch_begin=None, on_train_epoch_end=None, on_train_step_begin=None,
                 on_train_step_end=None, on_train_begin=None, on_train_end=None, on_eval_epoch_begin=None,
                 on_eval_epoch_end=None, on_eval_step_begin=None, on_eval_step_end=None, on_eval_begin=None,
                 on_eval_end=None):
        super().__init__()
        given = locals()
        for hook, _ in _TRAIN_HOOKS + _EVAL_HOOKS:
            setattr(self, hook, given[hook] or _ignore)
