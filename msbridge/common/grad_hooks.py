"""Gradient hooks shared by ``Tensor.register_hook``, ``ops.HookBackward`` and the Cell backward hooks: an identity
autograd function whose backward hands the incoming gradients to a callback, and the handles hooks return."""
import itertools
import weakref

import torch

from .handles import wrap

_ids = itertools.count()


class HookHandle:
    """Handle returned by hook registration; ``remove()`` unregisters the hook."""

    def __init__(self, hooks):
        self._hooks = hooks
        self.id = next(_ids)

    def remove(self):
        """Unregister the hook."""
        self._hooks.pop(self.id, None)


class TensorHooks(dict):
    """One Tensor's gradient hooks (handle id -> hook), found again by handle id for ``Tensor.remove_hook``."""

    _by_id = weakref.WeakValueDictionary()  # handle id -> the TensorHooks holding it, while its Tensor lives

    def add(self, hook):
        """Register ``hook``; returns its handle."""
        handle = HookHandle(self)
        self[handle.id] = hook
        TensorHooks._by_id[handle.id] = self
        return handle

    @classmethod
    def remove(cls, handle_id):
        """``Tensor.remove_hook(handle_id)``: unregister the hook of that handle id (an unknown id: nothing)."""
        if not isinstance(handle_id, int):
            raise TypeError(f"argument 1 must be int, not {type(handle_id).__name__}")
        hooks = cls._by_id.pop(handle_id, None)
        if hooks is not None:
            hooks.pop(handle_id, None)


class GradRecord(torch.autograd.Function):
    """Identity whose backward hands the incoming gradients (torch tensors) to ``on_grad``; a non-None result
    replaces them."""

    @staticmethod
    def forward(ctx, on_grad, *tensors):
        ctx.on_grad = on_grad
        return tuple(t.view_as(t) for t in tensors)

    @staticmethod
    def backward(ctx, *grads):
        replaced = ctx.on_grad(grads)
        return (None,) + tuple(replaced if replaced is not None else grads)


def check_hook(hook):
    """MindSpore's TypeError for a hook that is not callable."""
    if not callable(hook):
        raise TypeError(f"Expected a callable hook function, but got {type(hook).__name__}.")


def torch_tensor_hook(hooks):
    """A torch tensor hook running the MindSpore hooks of ``hooks`` (id -> fn(grad) -> Tensor or None) in order."""
    def run(grad):
        current = wrap(grad)
        for fn in list(hooks.values()):
            result = fn(current)
            if result is not None:
                current = result
        return current._t
    return run
