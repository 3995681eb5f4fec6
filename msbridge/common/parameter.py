"""``mindspore.Parameter`` and ``ParameterTuple``: a named handle over one torch.nn.Parameter."""
import copy
import itertools
import numbers

import numpy as np
import torch

from .. import context as _context
from . import dtype as mstype
from .tensor import Tensor, _to_torch, _wrap

__all__ = ["Parameter", "ParameterTuple"]

_unnamed = itertools.count(1)
_AUTO_PREFIX = "Parameter#"


def _auto_name():
    return _AUTO_PREFIX + str(next(_unnamed))


def is_auto_named(name):
    """True for the ``Parameter#<n>`` names given to Parameters created without a name."""
    return name.startswith(_AUTO_PREFIX)


def _check_name(name):
    if name is not None and not isinstance(name, str):
        raise ValueError(f"The type of the Parameter's name should be 'string' or 'None', but got {type(name)}.")
    return name or _auto_name()


def _initial_data(default_input):
    """torch data for ``Parameter(default_input)``: Tensor, numpy, number or an initializer, on the current device
    (a meta Tensor gives zeros there, as MindSpore gives a CPU Parameter)."""
    from .initializer import Initializer
    device = _context._torch_device()
    if isinstance(default_input, Initializer):
        if default_input.shape is None:
            raise ValueError("For 'Parameter', an Initializer needs a shape; use initializer(init, shape, dtype).")
        return default_input.init_data()._t
    if isinstance(default_input, bool):
        return torch.tensor(default_input, device=device)
    if isinstance(default_input, numbers.Integral) and not isinstance(default_input, np.integer):
        return torch.tensor(default_input, dtype=torch.int32, device=device)  # MindSpore: Parameter(3) is Int32
    t = _to_torch(default_input, None).detach()
    if t.is_meta:
        return torch.zeros(t.shape, dtype=t.dtype, device=device)
    return t.to(device)


def _check_device(device):
    """``Parameter(device=...)``: MindSpore's values are "CPU" and "Remote" (Ascend host offloading). msbridge keeps
    every Parameter on the current device, so "CPU" is accepted where that is the CPU."""
    if device is None:
        return
    if device not in ("CPU", "Remote"):
        raise ValueError(f"Only 'CPU' and 'Remote' is supported for device, but got ${device}.")
    if device == "Remote" or _context._torch_device().type != "cpu":
        raise NotImplementedError(f"For 'Parameter', device='{device}' (host offloading of a Parameter on a "
                                  f"{_context._settings['device_target']} target) is not supported by msbridge.")


def _trainable(t, requires_grad):
    return requires_grad and (t.is_floating_point() or t.is_complex())


class Parameter(Tensor):
    """``mindspore.Parameter``: a Tensor with a name, backed by a torch.nn.Parameter that Cells register."""

    def __init__(self, default_input, name=None, requires_grad=True, layerwise_parallel=False,
                 parallel_optimizer=True, storage_format="", device=None):
        _check_device(device)
        if not isinstance(requires_grad, bool):
            raise TypeError("The argument `requires_grad` must be bool type")
        data = _initial_data(default_input)
        self._name = _check_name(name)
        self._requires_grad = requires_grad
        self._t = torch.nn.Parameter(data, requires_grad=_trainable(data, requires_grad))
        self.layerwise_parallel = layerwise_parallel
        self.parallel_optimizer = parallel_optimizer
        self.is_init = False
        self.sliced = False
        self.inited_param = None

    @classmethod
    def _over_torch(cls, tensor, name):
        """A Parameter viewing a torch module's own tensor (a torch.nn.Parameter or a buffer) without copying:
        how a torch.nn.Module inside a Cell shows its Parameters to MindSpore's APIs (nn/cell.py)."""
        param = cls.__new__(cls)
        param._t = tensor
        param._name = _check_name(name)
        param._requires_grad = tensor.requires_grad
        param.layerwise_parallel = False
        param.parallel_optimizer = True
        param.is_init = False
        param.sliced = False
        param.inited_param = None
        return param

    @property
    def name(self):
        """The name checkpoints and optimizers use (set by Cells from attribute paths)."""
        return self._name

    @name.setter
    def name(self, value):
        self._name = _check_name(value)

    @property
    def requires_grad(self):
        """MindSpore's trainable flag (also set on the torch Parameter where its dtype allows gradients)."""
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value):
        if not isinstance(value, bool):
            raise TypeError("The argument `requires_grad` must be bool type")
        self._requires_grad = value
        self._t.requires_grad_(_trainable(self._t, value))

    @property
    def data(self):
        """The Parameter itself, as in MindSpore."""
        return self

    def value(self):
        """A plain Tensor over the same data."""
        return _wrap(self._t)

    def set_data(self, data, slice_shape=False):
        """Replace the data in place: same shape copies (casting to this dtype), a new shape rebinds."""
        new = _to_torch(data, None)
        with torch.no_grad():
            if tuple(new.shape) == tuple(self._t.shape):
                self._t.copy_(new)
            else:
                self._t.data = new.to(self._t.device, self._t.dtype, copy=True)
        return self

    def clone(self, init="same"):
        """A new Parameter with the same name and flags, holding a copy of the data or ``init`` values."""
        if init == "same":
            data = self._t.detach().clone()
        else:
            from .initializer import initializer
            data = initializer(init, self.shape, self.dtype)
        new = Parameter(data, self._name, self._requires_grad, self.layerwise_parallel, self.parallel_optimizer)
        return new

    copy = clone

    def init_data(self, layout=None, set_sliced=False):
        """Data is materialised at construction in msbridge; returns the Parameter."""
        return self

    def __str__(self):
        return (f"Parameter (name={self._name}, shape={self.shape}, dtype={self.dtype}, "
                f"requires_grad={self._requires_grad})")

    __repr__ = __str__

    def __deepcopy__(self, memo):
        """A Parameter over a deep copy of the torch Parameter made through ``memo``, so in a deep-copied Cell the
        Parameter and the torch Parameter its module registers stay one tensor (as they are in the original)."""
        new = object.__new__(type(self))
        memo[id(self)] = new
        new._t = copy.deepcopy(self._t, memo)
        for key, value in self.__dict__.items():
            new.__dict__[key] = copy.deepcopy(value, memo)
        return new

    def __reduce_ex__(self, protocol):
        return (_rebuild, (self._t.detach(), self._name, self._requires_grad))


def _rebuild(data, name, requires_grad):
    return Parameter(Tensor.from_torch(data), name, requires_grad)


class ParameterTuple(tuple):
    """``mindspore.ParameterTuple``: a tuple that only holds Parameters."""

    def __new__(cls, iterable):
        items = tuple(iterable)
        for item in items:
            if not isinstance(item, Parameter):
                raise TypeError("For ParameterTuple initialization, ParameterTuple input should be 'Parameter' "
                                f"collection, but got a {type(iterable)}. ")
        return super().__new__(cls, items)

    def clone(self, prefix, init="same"):
        """Clone every Parameter, naming each ``prefix.<name>``."""
        if not isinstance(prefix, str) or not prefix:
            raise ValueError(f"For 'ParameterTuple.clone', 'prefix' must be a non-empty str, but got {prefix!r}.")
        clones = []
        for param in self:
            new = param.clone(init)
            new.name = prefix + "." + param.name
            clones.append(new)
        return ParameterTuple(clones)

    def __repr__(self):
        return "ParameterTuple " + tuple.__repr__(self)

    __str__ = __repr__

    def __add__(self, other):
        return ParameterTuple(tuple(self) + tuple(other))
