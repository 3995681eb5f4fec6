"""MindSpore 2.10's bijectors as torch formulas: PowerTransform (Exp is its power 0), ScalarAffine, Softplus,
GumbelCDF, and Invert of any of them."""
import torch
import torch.nn.functional as F

from .... import _checkparam as validator
from ...layer.activation import LogSigmoid
from .bijector import Bijector


class PowerTransform(Bijector):
    """``PowerTransform(power=0.0, name="PowerTransform")``: ``y = (1 + power x) ** (1 / power)`` (``exp(x)`` at
    power 0), with ``log y' = (1 / power - 1) log(1 + power x)``; torch elementwise ops."""

    def __init__(self, power=0.0, name="PowerTransform"):
        param = {"power": power, "name": name, "param_dict": {"power": power}}
        super().__init__(name=name, param=param)
        self.power = self._add_parameter(power, "power")
        if float(self.power.asnumpy().min()) < 0:
            raise ValueError("Power must be greater than or equal to zero.")

    def _forward(self, x):
        power = self._param("power", x)
        safe = torch.where(power == 0, 1.0, power)
        return torch.where(power == 0, torch.exp(x), torch.pow(1 + x * safe, 1 / safe))

    def _inverse(self, y):
        power = self._param("power", y)
        safe = torch.where(power == 0, 1.0, power)
        return torch.where(power == 0, torch.log(y), (torch.pow(y, safe) - 1) / safe)

    def _forward_log_jacobian(self, x):
        power = self._param("power", x)
        safe = torch.where(power == 0, 1.0, power)
        return torch.where(power == 0, x, (1 / safe - 1) * torch.log1p(x * safe))

    def _inverse_log_jacobian(self, y):
        return (self._param("power", y) - 1) * torch.log(y)


class Exp(PowerTransform):
    """``Exp(name="Exp")``: ``y = exp(x)``, ``log y' = x``; PowerTransform with power 0."""

    def __init__(self, name="Exp"):
        super().__init__(name=name)

    def extend_repr(self):
        return "exp"


class ScalarAffine(Bijector):
    """``ScalarAffine(scale=1.0, shift=0.0, name="ScalarAffine")``: ``y = scale x + shift``; the log Jacobian is
    ``log |scale|`` in the parameters' shape (not broadcast to the value), as MindSpore's."""

    def __init__(self, scale=1.0, shift=0.0, name="ScalarAffine"):
        param = {"scale": scale, "shift": shift, "name": name, "param_dict": {"scale": scale, "shift": shift}}
        super().__init__(is_constant_jacobian=True, name=name, param=param)
        self.scale = self._add_parameter(scale, "scale")
        self.shift = self._add_parameter(shift, "shift")

    def _forward(self, x):
        return self._param("scale", x) * x + self._param("shift", x)

    def _inverse(self, y):
        return (y - self._param("shift", y)) / self._param("scale", y)

    def _forward_log_jacobian(self, x):
        return torch.log(torch.abs(self._param("scale", x)))

    def _inverse_log_jacobian(self, y):
        return -torch.log(torch.abs(self._param("scale", y)))


class Softplus(Bijector):
    """``Softplus(sharpness=1.0, name="Softplus")``: ``y = log(1 + exp(k x)) / k`` with ``k = sharpness``,
    ``log y' = log sigmoid(k x)``; ``torch.nn.functional.softplus``/``logsigmoid``."""

    def __init__(self, sharpness=1.0, name="Softplus"):
        param = {"sharpness": sharpness, "name": name, "param_dict": {"sharpness": sharpness}}
        super().__init__(name=name, param=param)
        self.sharpness = self._add_parameter(sharpness, "sharpness")
        self.log_sigmoid = LogSigmoid()

    def extend_repr(self):
        return "\n".join(super().extend_repr().split(", "))

    def _forward(self, x):
        k = self._param("sharpness", x)
        return F.softplus(k * x) / k

    def _inverse(self, y):
        k = self._param("sharpness", y)
        ky = k * y
        return (ky + torch.log(-torch.expm1(-ky))) / k

    def _forward_log_jacobian(self, x):
        return F.logsigmoid(self._param("sharpness", x) * x)

    def _inverse_log_jacobian(self, y):
        return -torch.log(-torch.expm1(-self._param("sharpness", y) * y))


class GumbelCDF(Bijector):
    """``GumbelCDF(loc=0.0, scale=1.0, name="GumbelCDF")``: the Gumbel cdf ``y = exp(-exp(-(x - loc) / scale))``,
    its inverse ``loc - scale log(-log y)`` and their log derivatives; torch elementwise ops."""

    def __init__(self, loc=0.0, scale=1.0, name="GumbelCDF"):
        param = {"loc": loc, "scale": scale, "name": name, "param_dict": {"loc": loc, "scale": scale}}
        super().__init__(name=name, param=param)
        self.loc = self._add_parameter(loc, "loc")
        self.scale = self._add_parameter(scale, "scale")
        if float(self.scale.asnumpy().min()) <= 0:
            raise ValueError("scale must be greater than zero.")

    def _z(self, x):
        return (x - self._param("loc", x)) / self._param("scale", x)

    def _forward(self, x):
        return torch.exp(-torch.exp(-self._z(x)))

    def _inverse(self, y):
        return self._param("loc", y) - self._param("scale", y) * torch.log(-torch.log(y))

    def _forward_log_jacobian(self, x):
        z = self._z(x)
        return -z - torch.exp(-z) - torch.log(self._param("scale", x))

    def _inverse_log_jacobian(self, y):
        return torch.log(self._param("scale", y)) - torch.log(-torch.log(y)) - torch.log(y)


class Invert(Bijector):
    """``Invert(bijector, name="")``: ``bijector`` run backwards (forward is its inverse and the reverse); named
    ``"Invert" + bijector.name`` unless ``name`` is given."""

    def __init__(self, bijector, name=""):
        validator.check_value_type(bijector, [Bijector], "bijector", "Invert")
        name = name or "Invert" + bijector.name
        super().__init__(is_constant_jacobian=bijector.is_constant_jacobian, is_injective=bijector.is_injective,
                         name=name, dtype=bijector.dtype, param={"bijector": bijector, "name": name})
        self._bijector = bijector

    @property
    def bijector(self):
        return self._bijector

    def extend_repr(self):
        return ""

    def forward(self, value, *args, **kwargs):
        return self._bijector.inverse(value, *args, **kwargs)

    def inverse(self, value, *args, **kwargs):
        return self._bijector.forward(value, *args, **kwargs)

    def forward_log_jacobian(self, value, *args, **kwargs):
        return self._bijector.inverse_log_jacobian(value, *args, **kwargs)

    def inverse_log_jacobian(self, value, *args, **kwargs):
        return self._bijector.forward_log_jacobian(value, *args, **kwargs)
