"""The Bijector base Cell: parameter bookkeeping, value checks and the method dispatch shared by every bijector."""
import numpy as np
import torch

from .... import _checkparam as validator
from ....common import dtype as mstype
from ....common.handles import wrap
from ....common.tensor import Tensor
from ...cell import Cell
from ..distribution import transformed_distribution
from ..distribution.distribution import Distribution, NamedCell

_FLOATS = (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16)
_FLOAT_NAMES = ("[mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16, "
                "mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8]")
_METHODS = ("forward", "inverse", "forward_log_jacobian", "inverse_log_jacobian")


class Bijector(NamedCell):
    """``Bijector(is_constant_jacobian=False, is_injective=True, name=None, dtype=None, param=None)``: the base of
    msbridge's bijectors. Subclasses register their parameters with ``_add_parameter`` and write the torch formulas
    ``_forward``, ``_inverse``, ``_forward_log_jacobian`` and ``_inverse_log_jacobian`` of a float value tensor; the
    parameters are cast to the value's dtype (``cast_param_by_value``) as MindSpore's are."""

    def __init__(self, is_constant_jacobian=False, is_injective=True, name=None, dtype=None, param=None):
        super().__init__()
        validator.check_value_type(name, [str], "name", type(self).__name__)
        validator.check_value_type(is_constant_jacobian, [bool], "is_constant_jacobian", name)
        validator.check_value_type(is_injective, [bool], "is_injective", name)
        if dtype is not None and dtype not in _FLOATS:
            raise TypeError(f"For '{type(self).__name__}', the 'dtype' should be one of {_FLOAT_NAMES}, "
                            f"but got '{dtype!r}'.")
        if param is None:
            raise AttributeError("'NoneType' object has no attribute 'keys'")
        self._name, self._dtype = name, dtype
        self._is_constant_jacobian, self._is_injective = is_constant_jacobian, is_injective
        self._settings = {k: v for k, v in param.items() if k not in ("param", "self") and not k.startswith("_")}
        self._tensors, self._common_dtype = {}, None
        values = self._settings.get("param_dict", {}).values()
        self._batch_shape = None if "bijector" in param else tuple(torch.broadcast_shapes(
            *(np.shape(v.asnumpy() if isinstance(v, Tensor) else v) for v in values), ()))
        self._is_scalar_batch = "param_dict" in self._settings and all(
            isinstance(v, (int, float)) for v in values if v is not None)

    @property
    def parameters(self):
        return self._settings

    @property
    def is_constant_jacobian(self):
        return self._is_constant_jacobian

    @property
    def is_injective(self):
        return self._is_injective

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def is_scalar_batch(self):
        return self._is_scalar_batch

    def _add_parameter(self, value, name):
        """``value`` as a Tensor kept under ``name``; every parameter shares one float dtype (the bijector's)."""
        if isinstance(value, bool) or value is None:
            raise TypeError(f"{name} cannot be type {type(value)}")
        tensor = value if isinstance(value, Tensor) else Tensor(value)
        if self._dtype is None:
            if self._common_dtype is None:
                self._common_dtype = tensor.dtype
            elif tensor.dtype != self._common_dtype:
                raise TypeError(f"{name} should have the same dtype as other arguments.")
            if tensor.dtype not in _FLOATS:
                raise TypeError(f"For '{type(self).__name__}', the 'dtype of {name}' should be one of "
                                f"{_FLOAT_NAMES}, but got '{tensor.dtype!r}'.")
        elif tensor.dtype != self._dtype:
            raise TypeError(f"{name} should have the same dtype as the bijector's dtype.")
        self._tensors[name] = tensor
        return tensor

    def extend_repr(self):
        if not self._is_scalar_batch:
            return f"batch_shape = {self._batch_shape}"
        return ", ".join(f"{key} = {float(value)}" for key, value in self._settings["param_dict"].items())

    def _value(self, value):
        """The torch tensor of a float ``value`` Tensor (MindSpore's TypeError otherwise)."""
        if not isinstance(value, Tensor):
            raise TypeError("For input value of bijector, input type must be a Tensor or Parameter.")
        if value.dtype not in _FLOATS:
            raise TypeError(f"For input value of bijector , the type must be or be subclass of Float, but got "
                            f"{value.dtype}")
        if self._dtype is not None and value.dtype != self._dtype:
            raise TypeError(f"For input value of bijector, the dtype should be {self._dtype}, but got {value.dtype}.")
        return value._t

    def cast_param_by_value(self, value, para):
        """``para`` in the dtype of ``value`` (both Tensors)."""
        return wrap(para._t.to(value._t.dtype))

    def _param(self, name, like):
        return self._tensors[name]._t.to(like.dtype)

    def forward(self, value, *args, **kwargs):
        """The transformed value y = f(x)."""
        return wrap(self._forward(self._value(value), *args, **kwargs))

    def inverse(self, value, *args, **kwargs):
        """The original value x = f^-1(y)."""
        return wrap(self._inverse(self._value(value), *args, **kwargs))

    def forward_log_jacobian(self, value, *args, **kwargs):
        """log |f'(x)|."""
        return wrap(self._forward_log_jacobian(self._value(value), *args, **kwargs))

    def inverse_log_jacobian(self, value, *args, **kwargs):
        """log |(f^-1)'(y)|."""
        return wrap(self._inverse_log_jacobian(self._value(value), *args, **kwargs))

    def __call__(self, *args, **kwargs):
        """``bijector(distribution)``: the TransformedDistribution of ``distribution``; ``bijector(name, value, ...)``:
        the Cell call protocol (which MindSpore's ``forward`` method would shadow in torch's ``Module.__call__``)."""
        if args and isinstance(args[0], Distribution):
            return transformed_distribution.TransformedDistribution(self, args[0])
        return Cell.forward(self, *args, **kwargs)

    def construct(self, name, *args, **kwargs):
        """Calls the method ``name`` (one of forward, inverse, forward_log_jacobian, inverse_log_jacobian)."""
        if name not in _METHODS:
            raise Exception("Invalid name")  # noqa: TRY002 - MindSpore 2.10 raises a bare Exception here
        return getattr(self, name)(*args, **kwargs)
