"""``mindspore.experimental.optim.Optimizer``: torch.optim's param_groups over Cell Parameters.

Each group's learning rate is a float32 Parameter (``group["lr"]``, also in ``optimizer.lrs``) that the
schedulers of ``lr_scheduler`` rewrite in place; a group may set ``lr`` back to a plain float, which is then
used as it is. ``construct(gradients)`` takes one gradient per Parameter, in the order of the groups
(``group_start_id`` holds where each group's gradients begin). The subclasses run torch.optim's functional
update kernels where MindSpore's rule is the same one.
"""
import logging
from collections import defaultdict

import numpy as np
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ...nn.cell import Cell
from ...nn.optim.optimizer import param_list

__all__ = ["Optimizer"]

_logger = logging.getLogger("mindspore")


def at_least(value, name, api, strict=False):
    """MindSpore's bound check of the experimental optimizers' hyper-parameters: ``value >= 0`` (``> 0`` with
    ``strict``), else ValueError."""
    if value < 0.0 or (strict and value == 0.0):
        relation = "greater than" if strict else "greater than or equal to"
        raise ValueError(f"For {api}, the {name} must be {relation} 0.0, but got {value}.")


def step_tensors(params, step):
    """One float step counter per Parameter holding ``step - 1`` (torch's functional kernels add the 1)."""
    return [torch.tensor(float(step - 1)) for _ in params]


class Optimizer(Cell):
    """``mindspore.experimental.optim.Optimizer(params, defaults)``: the base class (torch.optim.Optimizer's
    param_groups; the update runs in ``construct(gradients)``)."""

    def __init__(self, params, defaults):
        super().__init__(auto_prefix=False)
        groups = param_list(params, "params")
        self.defaults = defaults
        self.state = defaultdict(dict)
        self.param_groups = []
        self.parameters = []
        self.lrs = []
        self.group_start_id = [0]
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for group in groups:
            self.add_param_group(group)

    def __repr__(self):
        lines = [type(self).__name__ + " ("]
        for i, group in enumerate(self.param_groups):
            lines.append(f"Parameter Group {i}")
            for key in sorted(group):
                if key != "params":
                    value = group[key]
                    shown = value.value() if key == "lr" and isinstance(value, Parameter) else value
                    lines.append(f"    {key}: {shown}")
        return "\n".join(lines) + "\n)"

    def add_param_group(self, param_group):
        """Append a group (a dict with ``params``; options it lacks take the ``defaults``)."""
        group_id = len(self.param_groups)
        param_group = self._check_group(param_group)
        for name, default in self.defaults.items():
            param_group.setdefault(name, default)
        lr = self._lr_parameter(param_group.get("lr"), f"learning_rate_group_{group_id}")
        weight_decay = param_group.get("weight_decay", 0.0)
        if not isinstance(weight_decay, (float, int)):
            raise TypeError(f"For 'Optimizer', the argument 'Weight_decay' must be int or float.but got "
                            f"{type(weight_decay)}")
        weight_decay = float(weight_decay)
        check.check_non_negative_float(weight_decay, "weight_decay", self.cls_name)
        self.parameters = ParameterTuple(list(self.parameters) + param_group["params"])
        self.lrs.append(lr)
        param_group["lr"] = lr
        param_group["weight_decay"] = weight_decay
        self.param_groups.append(param_group)
        self.group_start_id.append(self.group_start_id[-1] + len(param_group["params"]))

    def _check_group(self, group):
        if not isinstance(group, dict):
            raise TypeError("Param group must be a dict.")
        params = group["params"]
        if isinstance(params, Parameter):
            group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError("Optimizer parameters need to be organized in ordered collections, but the ordering of "
                            "tensors in sets will change between runs. Please use a list instead.")
        else:
            group["params"] = list(params)
        for param in group["params"]:
            if not isinstance(param, Parameter):
                raise TypeError(f"Optimizer can only optimize Parameters, but one of the params is {type(param)}")
        if len({id(p) for p in group["params"]}) != len(group["params"]):
            _logger.warning("Optimizer contains a parameter group with duplicate parameters.")
        taken = {id(p) for g in self.param_groups for p in g["params"]}
        if any(id(p) in taken for p in group["params"]):
            raise ValueError("some parameters appear in more than one parameter group.")
        return group

    def _lr_parameter(self, lr, name):
        if isinstance(lr, (float, int)) and not isinstance(lr, bool):
            lr = float(lr)
            check.check_non_negative_float(lr, "learning rate", self.cls_name)
            return Parameter(Tensor(np.float32(lr)), name)
        if isinstance(lr, Tensor):
            if lr.ndim == 0:
                return Parameter(lr.astype(mstype.float32), name)
            raise ValueError("For 'Optimizer', if 'learning_rate' is a Tensor, then it should be scalar Tensor")
        raise TypeError(f"For 'Optimizer', the argument 'learning_rate' must be int, float or Tensor, but got "
                        f"{type(lr)}.")

    def _groups(self, gradients):
        """(group, its learning rate as a float, its Parameters' torch tensors, their gradients' tensors, the
        slice of the optimizer's Parameters it holds) for each group."""
        for group_id, group in enumerate(self.param_groups):
            start, end = self.group_start_id[group_id], self.group_start_id[group_id + 1]
            lr = group["lr"]
            lr = float(lr) if isinstance(lr, float) else float(lr._t.item())
            params = [p._t for p in self.parameters[start:end]]
            grads = [g._t if isinstance(g, Tensor) else torch.as_tensor(g) for g in gradients[start:end]]
            yield group, lr, params, grads, slice(start, end)

    def construct(self, *hyper_params):
        """Update the Parameters from a tuple of gradients; subclasses define it."""
        raise NotImplementedError
