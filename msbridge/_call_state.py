"""The per-call state: what the calls running on a thread have set up for the calls they make.

MindSpore runs a network's calls one after the other; msbridge also runs them in threads (dataset ``map``
workers, user threads), so everything one call hands down to the calls inside it lives here, in one
``threading.local``: each thread sees only what its own calls set, and a new thread starts from the defaults.

- ``compute_dtype``: the torch dtype of the ``Cell.to_float`` cell running now, or None (nn/_amp_state.py).
- ``auto_low``: the low torch dtype of ``amp_level="auto"`` running now, or None (nn/_amp_state.py).
- ``casting``: whether this thread's torch function mode stack holds the mixed-precision cast mode (torch keeps
  that stack per thread too).
- ``grad_depth``: how many differentiations run around the current call (ops/composite/_autograd.py).
- ``int_sens``: the sens the running gradient call gives to non-differentiable outputs, by id, or None.
- ``records``: the last forward of each ``set_grad`` Cell, kept for the gradient call that follows it.

torch.compile traces reads and writes of these attributes without graph breaks and guards on the values read.
"""
import threading
import weakref


class _CallState(threading.local):
    def __init__(self):
        super().__init__()
        self.compute_dtype = None
        self.auto_low = None
        self.casting = False
        self.grad_depth = 0
        self.int_sens = None
        self.records = weakref.WeakKeyDictionary()


state = _CallState()
