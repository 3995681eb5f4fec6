"""``mindspore.nn.Optimizer``: a Cell called with a tuple of gradients that updates its Parameters in place.

The shared pre-processing (weight decay, gradient centralization, loss-scale division) and the learning rate of
the current step are computed on torch tensors with ``torch._foreach_*`` kernels; subclasses then run their own
update rule on the lists of torch tensors under ``torch.no_grad``. Everything that can fail (gradient count and
shapes, a learning-rate list running out) is checked before anything is written, so a failed call leaves the
Parameters, the state and ``global_step`` as they were.
"""
import functools
import inspect
import logging
from collections.abc import Iterable

import numpy as np
import torch
from torch.compiler import is_compiling

from ... import _checkparam as check
from ... import context
from ...common.parameter import Parameter, ParameterTuple
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..cell import Cell
from ..layer.container import CellList
from ..learning_rate_schedule import LearningRateSchedule

__all__ = ["Optimizer", "opt_init_args_register"]

_GROUP_KEYS = ["params", "lr", "weight_decay", "order_params", "grad_centralization"]
_logger = logging.getLogger("mindspore")
_warned = set()
# the 1 that ``_advance`` adds to the Int32 ``global_step`` each step: ``add_(1)`` would wrap the Python int into
# a new tensor every time (about 3 us of a Dense(16,16) training step's 230 us on CPU)
_ONE = torch.ones((), dtype=torch.int32)


def _log_deprecated(name, version, substitute=None):
    """MindSpore's deprecation warning, logged once per process as MindSpore does."""
    if name not in _warned:
        _warned.add(name)
        use = f", use '{substitute}' instead" if substitute else ""
        _logger.warning(f"'{name}' is deprecated from version {version} and will be removed in a future version{use}.")


def _scalar(tensor):
    """The value of a one-element Tensor or Parameter as a Python float."""
    return float(tensor._t.item())  # item(): no detach, no requires_grad warning


def param_list(parameters, info):
    if parameters is None:
        raise ValueError(f"For 'Optimizer', the argument {info} can not be None.")
    if not isinstance(parameters, Iterable):
        raise TypeError(f"For 'Optimizer', the argument {info} must be Iterable type, but got {type(parameters)}.")
    parameters = list(parameters)
    if not parameters:
        raise ValueError(f"For 'Optimizer', the argument {info} must not be empty.")
    return parameters


def opt_init_args_register(fn):
    """Decorator for an optimizer's ``__init__`` recording its arguments as ``init_params`` (the params),
    ``init_learning_rate`` (None for a schedule Cell) and ``init_args`` (the rest), as MindSpore does."""

    @functools.wraps(fn)
    def deco(self, *args, **kwargs):
        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments)
        arguments.pop("self")
        if "params" in arguments:
            self.init_params = {"params": arguments.pop("params")}
        if "optimizer" in arguments:
            self.init_params = {"params": arguments.pop("optimizer").init_params["params"]}
        if "learning_rate" in arguments:
            lr = arguments.pop("learning_rate")
            if isinstance(lr, Tensor):
                lr = lr.asnumpy().tolist()
            self.init_learning_rate = None if isinstance(lr, Cell) else lr
        self.init_args = arguments
        fn(self, *args, **kwargs)

    return deco


def _uniform(values):
    """The common value of ``values`` when they are all equal, else None."""
    first = values[0]
    if all(v is first for v in values):  # one shared rate (the usual case): uniform, traced or not
        return first
    if is_compiling():  # traced scalars cannot be compared: only the very same value counts as uniform
        return None
    return first if all(v == first for v in values) else None


def _sub_scaled_(params, updates, rates):
    """``params -= rates * updates`` in place (one fused foreach call when every Parameter has the same rate)."""
    rate = _uniform(rates)
    if rate is not None:
        torch._foreach_add_(params, updates, alpha=-rate)
    else:
        torch._foreach_sub_(params, torch._foreach_mul(updates, rates))


class _ConvertToCell(LearningRateSchedule):
    """A fixed learning-rate Parameter seen as a schedule (a group's lr when other groups' are dynamic)."""

    def __init__(self, learning_rate):
        super().__init__()
        self.learning_rate = learning_rate

    def construct(self, global_step):
        # MindSpore computes lr + 1 - 1 in float32, which rounds the value; kept for identical numbers
        return _wrap(self.learning_rate._t.detach() + 1.0 - 1.0)


class _IteratorLearningRate(LearningRateSchedule):
    """A 1-D learning-rate Tensor indexed by the global step."""

    def __init__(self, learning_rate, name):
        super().__init__()
        self.learning_rate = Parameter(learning_rate, name)

    def construct(self, global_step):
        table, index = self.learning_rate._t.detach(), global_step._t.long()
        size = table.shape[0]
        bad = index[(index < 0) | (index >= size)]
        if bad.numel():
            raise RuntimeError(f"For 'Gather', the 'input_indices' should be in the range [0, {size}), but got "
                               f"{int(bad[0])}")
        return _wrap(table[index])


class _WrappedWeightDecay(Cell):
    """A weight-decay schedule Cell times the loss scale."""

    def __init__(self, weight_decay, loss_scale=1.0):
        super().__init__()
        self.weight_decay = weight_decay
        self.loss_scale = loss_scale

    def construct(self, global_step):
        return self.weight_decay(global_step) * self.loss_scale


class Optimizer(Cell):
    """``mindspore.nn.Optimizer``: owns ``global_step``, ``learning_rate`` and the Parameters it updates."""

    def __init__(self, learning_rate, parameters, weight_decay=0.0, loss_scale=1.0):
        super().__init__(auto_prefix=False)
        parameters = param_list(parameters, "parameters")
        if not all(isinstance(x, Parameter) for x in parameters) and not all(isinstance(x, dict) for x in parameters):
            raise TypeError("For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or "
                            "'dict', please check the 'parameters'.")
        if isinstance(loss_scale, int) and not isinstance(loss_scale, bool):
            loss_scale = float(loss_scale)
        check.check_value_type(loss_scale, [float], "loss_scale", self.cls_name)
        check.check_positive_float(loss_scale, "loss_scale", self.cls_name)
        self.loss_scale = loss_scale
        self.dynamic_weight_decay = False
        self.grad_centralization = False
        self.dynamic_lr = False
        self._unique = True
        self._target = context.get_context("device_target")
        self.global_step = Parameter(Tensor(np.zeros(1, np.int32)), name="global_step")
        self.is_group = False
        self.is_group_lr = False
        self.is_group_params_ordered = False
        learning_rate = self._preprocess_single_lr(learning_rate)
        if isinstance(parameters[0], dict):
            self.is_group = True
            self.group_params = []
            self.group_lr = []
            self.group_weight_decay = []
            self.group_grad_centralization = []
            self._init_group_params(parameters, learning_rate, weight_decay, self.grad_centralization)
        self._init_opt_attrs(learning_rate, parameters, weight_decay)

    # --- construction -------------------------------------------------------------------------------------
    def _init_opt_attrs(self, learning_rate, parameters, weight_decay):
        weight_decay = self._preprocess_weight_decay(weight_decay)
        if self.is_group_lr:
            self.learning_rate = (CellList(self.group_lr, auto_prefix=False) if self.dynamic_lr
                                  else ParameterTuple(self.group_lr))
        else:
            self.learning_rate = self._build_single_lr(learning_rate, "learning_rate")
        if self.is_group:
            self.parameters = ParameterTuple(self.group_params)
            self.decay_flags = tuple(isinstance(x, Cell) or x > 0 for x in self.group_weight_decay)
            self.dynamic_decay_flags = tuple(isinstance(x, Cell) for x in self.group_weight_decay)
            self.weight_decay = tuple(x if isinstance(x, Cell) else Tensor(np.float32(x))
                                      for x in self.group_weight_decay)
            self.exec_weight_decay = any(self.decay_flags)
            self.grad_centralization_flags = tuple(self.group_grad_centralization)
        else:
            self.parameters = ParameterTuple(parameters)
            self.decay_flags = tuple("beta" not in x.name and "gamma" not in x.name for x in self.parameters)
            self.dynamic_decay_flags = isinstance(weight_decay, Cell)
            self.exec_weight_decay = isinstance(weight_decay, Cell) or weight_decay > 0
            self.weight_decay = weight_decay if isinstance(weight_decay, Cell) else Tensor(np.float32(weight_decay))
        self.reciprocal_scale = Tensor(np.float32(1.0 / self.loss_scale))
        self.need_scale = self.loss_scale != 1.0
        self.param_length = len(self.parameters)

    def _preprocess_weight_decay(self, weight_decay):
        if isinstance(weight_decay, (float, int)) and not isinstance(weight_decay, bool):
            weight_decay = float(weight_decay)
            check.check_non_negative_float(weight_decay, "weight_decay", self.cls_name)
            return weight_decay * self.loss_scale
        if isinstance(weight_decay, Cell):
            self.dynamic_weight_decay = True
            return _WrappedWeightDecay(weight_decay, self.loss_scale)
        raise TypeError("For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got "
                        f"{type(weight_decay)}")

    def _preprocess_single_lr(self, learning_rate):
        """A float, a 0-d float32 Tensor, a 1-D float32 Tensor or a LearningRateSchedule."""
        if isinstance(learning_rate, (float, int)) and not isinstance(learning_rate, bool):
            learning_rate = float(learning_rate)
            check.check_non_negative_float(learning_rate, "learning rate", self.cls_name)
            return learning_rate
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 0:
            return Tensor(learning_rate.asnumpy().astype(np.float32))
        self.dynamic_lr = True
        if isinstance(learning_rate, LearningRateSchedule):
            return learning_rate
        if isinstance(learning_rate, Tensor):
            if learning_rate.ndim > 1:
                raise ValueError("For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it "
                                 f"should be 0 or 1, but got {learning_rate.ndim}.")
            return Tensor(learning_rate.asnumpy().astype(np.float32))
        if isinstance(learning_rate, str):  # an Iterable of characters, which MindSpore fails to read as numbers
            raise ValueError(f"For '{self.cls_name}', the 'learning_rate' must be a number, a Tensor, a list of "
                             f"numbers or a LearningRateSchedule, but got str {learning_rate!r}.")
        if isinstance(learning_rate, Iterable):
            return Tensor(np.array(list(learning_rate)).astype(np.float32))
        raise TypeError("For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or "
                        f"LearningRateSchedule, but got {type(learning_rate)}.")

    def _build_single_lr(self, learning_rate, name):
        """A Parameter for a fixed rate (a schedule Cell when other groups' rates are dynamic)."""
        if isinstance(learning_rate, float) or (isinstance(learning_rate, Tensor) and learning_rate.ndim == 0):
            value = Tensor(np.float32(learning_rate)) if isinstance(learning_rate, float) else learning_rate
            learning_rate = Parameter(value, name)
            return _ConvertToCell(learning_rate) if self.is_group_lr and self.dynamic_lr else learning_rate
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 1:
            return _IteratorLearningRate(learning_rate, name)
        return learning_rate

    def _check_group_params(self, parameters):
        for group in parameters:
            invalid = [key for key in group.keys() if key not in _GROUP_KEYS]
            if invalid:
                raise KeyError(f"For 'Optimizer', the key in group params must be one of in {_GROUP_KEYS}, "
                               f"but got {invalid}.")
            if "order_params" in group:
                if len(group) > 1:
                    raise ValueError("For 'Optimizer', the order params dict in group parameters should only "
                                     f"include the 'order_params' key, but got {group.keys()}.")
                if not isinstance(group["order_params"], Iterable):
                    raise TypeError("For 'Optimizer', the value of 'order_params' in group parameters should be "
                                    f"Iterable type, but got {type(group['order_params'])}.")
                continue
            for index, param in enumerate(param_list(group["params"], "group `params`")):
                if not isinstance(param, Parameter):
                    raise TypeError("For 'Optimizer', the element in group parameters must be Parameter type, "
                                    f"but got {type(param)} at index {index}.")

    def _parse_group_params(self, parameters, learning_rate):
        self._check_group_params(parameters)
        tensor_lr_length = learning_rate.size if isinstance(learning_rate, Tensor) and learning_rate.ndim == 1 else 0
        for group in parameters:
            if "order_params" in group:
                self.is_group_params_ordered = True
                continue
            if "lr" in group:
                self.is_group_lr = True
                group_lr = self._preprocess_single_lr(group["lr"])
                if isinstance(group_lr, Tensor) and group_lr.ndim == 1:
                    if tensor_lr_length == 0:
                        tensor_lr_length = group_lr.size
                    elif group_lr.size != tensor_lr_length:
                        raise ValueError("For 'Optimizer', the Tensor type dynamic learning rate in group must be "
                                         "the same size as the argument 'learning_rate'.")

    def _init_group_params(self, parameters, learning_rate, weight_decay, grad_centralization):
        self._parse_group_params(parameters, learning_rate)
        default_lr = self._build_single_lr(learning_rate, "learning_rate")
        seen = []
        ordered = []
        for group_num, group in enumerate(parameters):
            if "order_params" in group:
                ordered = group["order_params"]
                continue
            self.group_params += group["params"]
            if "lr" in group:
                lr = self._build_single_lr(self._preprocess_single_lr(group["lr"]), f"learning_rate_group_{group_num}")
            else:
                lr = default_lr
            decay = self._preprocess_weight_decay(group.get("weight_decay", weight_decay))
            centralize = grad_centralization
            if "grad_centralization" in group:
                centralize = group["grad_centralization"]
                if not isinstance(centralize, bool):
                    raise TypeError("For 'Optimizer', the 'gradients_centralization' must be bool type, "
                                    f"but got {type(centralize)}.")
                self.grad_centralization = centralize
            for param in group["params"]:
                if param.name in seen:
                    raise RuntimeError(f"For 'Optimizer', the {param.name} parameter already exists, it does not "
                                       "support repeated setting. Please check whether the optimizer parameter has "
                                       "been set multiple times.")
                seen.append(param.name)
                self.group_lr.append(lr)
                self.group_weight_decay.append(decay)
                self.group_grad_centralization.append(centralize)
        if self.is_group_params_ordered and ordered:
            self._order_group_params(list(ordered))

    def _order_group_params(self, ordered):
        if len(ordered) != len(self.group_params):
            raise ValueError("For 'Optimizer',the length of order parameters must be the same as the length of "
                             f"group parameters, but got order parameters' length {len(ordered)}, group "
                             f"parameters' length {len(self.group_params)}.")
        names = [param.name for param in ordered]
        position = [names.index(param.name) for param in self.group_params]
        for attr in ("group_params", "group_lr", "group_weight_decay", "group_grad_centralization"):
            values = getattr(self, attr)
            reordered = [None] * len(values)
            for index, value in zip(position, values):
                reordered[index] = value
            setattr(self, attr, reordered)

    @property
    def unique(self):
        """Whether sparse gradients are made unique (msbridge gradients are dense; kept for MindSpore code)."""
        return self._unique

    @unique.setter
    def unique(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"For 'Optimizer', the property 'unique' must be bool, but got {type(value)}")
        self._unique = value

    @property
    def target(self):
        """Where MindSpore runs the update ('CPU', 'GPU' or 'Ascend'); msbridge updates where the tensors live."""
        return self._target

    @target.setter
    def target(self, value):
        raise NotImplementedError(f"For '{self.cls_name}', the property 'target' can not be set.")

    def _set_base_target(self, value):
        """MindSpore's checks for ``target`` on the optimizers that accept it, then record it."""
        if not isinstance(value, str):
            raise TypeError(f"For 'Optimizer', the property 'target' must be string, but got {type(value)}")
        if value not in ("CPU", "Ascend", "GPU"):
            raise ValueError("For 'Optimizer', the property 'target' must be one of ['CPU', 'Ascend' ,'GPU'], "
                             f"but got {value}")
        if self._target == "CPU" and value in ("Ascend", "GPU"):
            raise ValueError("For 'Optimizer', the property 'target' cannot be set to 'GPU' or 'Ascend' in the "
                             "'CPU' environment.")
        if {self._target, value} == {"GPU", "Ascend"}:
            raise ValueError(f"For 'Optimizer', the property 'target' cannot be set to '{value}' in the "
                             f"'{self._target}' environment.")
        self._target = value

    # --- what the update rules read --------------------------------------------------------------------------
    def get_weight_decay(self):
        """The weight decay of the current step (a Tensor, or a tuple of them for groups)."""
        if not self.dynamic_weight_decay:
            return self.weight_decay
        if self.is_group:
            return tuple(wd(self.global_step) if flag else wd
                         for wd, flag in zip(self.weight_decay, self.dynamic_decay_flags))
        return self.weight_decay(self.global_step)

    def get_lr(self):
        """The learning rate of the current step: the Parameter for a fixed rate, a 0-d Tensor for a dynamic one,
        a tuple (one per Parameter) for group learning rates."""
        if not self.dynamic_lr:
            return self.learning_rate
        if self.is_group_lr:
            return tuple(lr(self.global_step).reshape(()) for lr in self.learning_rate)
        return self.learning_rate(self.global_step).reshape(())

    def get_lr_parameter(self, param):
        """The learning-rate Parameter (or schedule Cell) of ``param`` (a Parameter or a list of them)."""
        if isinstance(param, Parameter):
            wanted = [param]
        elif isinstance(param, list):
            wanted = param
        else:
            raise TypeError("For 'get_lr_parameter', the 'param' must be 'Parameter' or 'list' type, "
                            f"but got {type(param)}.")
        ids = [id(p) for p in self.parameters]
        found = []
        for p in wanted:
            check.check_value_type(p, [Parameter], "parameter", self.cls_name)
            if id(p) not in ids:
                raise ValueError(f"For 'get_lr_parameter', the parameter {p.name} is not in optimizer, please check "
                                 "whether the argument 'param' is correct.")
            lr = self.learning_rate[ids.index(id(p))] if self.is_group_lr else self.learning_rate
            found.append(lr.learning_rate if isinstance(lr, (_ConvertToCell, _IteratorLearningRate)) else lr)
        return found if isinstance(param, list) else found[0]

    def _lr_values(self):
        """The current learning rate of every Parameter, as Python floats (float32 values)."""
        lr = self.get_lr()
        if isinstance(lr, tuple):
            return [_scalar(item) for item in lr]
        return [_scalar(lr)] * self.param_length

    def _decay_values(self):
        """The current weight decay of every Parameter (0 where it is not applied)."""
        if not self.exec_weight_decay:
            return None
        decay = self.get_weight_decay()
        decay = decay if isinstance(decay, tuple) else (decay,) * self.param_length
        read = {}  # one read per Tensor: a shared rate stays one value (traced under jit)
        for d, flag in zip(decay, self.decay_flags):
            if flag and id(d) not in read:
                read[id(d)] = _scalar(d)
        return [read[id(d)] if flag else 0.0 for d, flag in zip(decay, self.decay_flags)]

    def _apply(self, fn, recurse=True):
        """torch's ``Module._apply`` (``.to``, ``.cuda``, ``.double``) also reaches the state Parameters held in
        ParameterTuples, which their dotted names keep out of torch's registry."""
        super()._apply(fn, recurse)
        skip = {id(t) for t in self._parameters.values() if t is not None}
        skip.update(id(p._t) for p in self.parameters)  # the network's own: converted by the network's Cell
        for _, param in self.parameters_and_names(expand=False):
            if id(param._t) not in skip:
                param._t.data = fn(param._t.data)
        return self

    # --- the shared steps of every update --------------------------------------------------------------------
    def forward(self, *args, **kwargs):
        """Cell's call protocol under ``torch.no_grad``: an update is never differentiated."""
        with torch.no_grad():
            return super().forward(*args, **kwargs)

    # How MindSpore's update treats a gradient whose dtype is not its Parameter's (measured on MindSpore 2.10):
    # "promote": cast when the two promote to the Parameter's dtype (int32, float16 -> float32), else a TypeError;
    # "any": cast from any dtype (the update casts gradients first); a tuple of torch dtypes: only those (and
    # the Parameter's); (): only the Parameter's. A weight decay added by ``_prepare`` (MindSpore's AddN of
    # ``wd * p`` and ``g``) takes only the Parameter's dtype.
    _grad_dtypes = "promote"

    _grad_kernel = None  # (kernel, argument) MindSpore names in that TypeError for some optimizers
    _grad_kernel_error = ValueError  # the exception type MindSpore raises for a gradient of the wrong shape
    # MindSpore's exception types (measured per optimizer) for ``gradients`` that are neither a tuple nor a list
    # (None, a str: its map over the Parameters fails, RuntimeError; TypeError or AttributeError where the update
    # first reads the gradients' dtype, ``check.InputTypeError`` is both), and for a None among the gradients (its
    # kernel's TypeError or AttributeError; ValueError where its MultitypeFuncGraph finds no match; any other
    # non-Tensor, a numpy array, is a TypeError everywhere)
    _grads_type_error = RuntimeError
    _grad_none_error = check.InputTypeError

    def _grad_dtype_error(self, param, grad):
        """MindSpore's error for a gradient dtype its update does not take (subclasses name their kernel)."""
        where = (f"the argument[{self._grad_kernel[1]}]'s data type of primitive[{self._grad_kernel[0]}] is"
                 if self._grad_kernel else "so data type")
        return TypeError(f"Data type conversion is not supported for a 'Parameter', nor for the input tensor of an "
                         f"in-place operator, {where} {param.dtype}, which cannot be converted to data type "
                         f"{grad.dtype} automatically.")

    def _grad_dtype_taken(self, param_dtype, grad_dtype):
        rule = self._grad_dtypes
        if rule == "any":
            return True
        if rule == "promote":
            return torch.promote_types(param_dtype, grad_dtype) == param_dtype
        return grad_dtype in rule

    def _check_gradients(self, gradients, decayed=False):
        """The torch tensors of ``gradients`` (one per Parameter, same shapes), cast to their Parameters' dtypes
        where MindSpore's update takes them, or MindSpore's error. Every update validates here, before it
        changes anything: a failed call leaves Parameters, state and ``global_step`` as they were. ``decayed``:
        the caller adds the weight decay (``_prepare``)."""
        if not isinstance(gradients, tuple):  # MindSpore's map over the Parameters fails on anything else
            error = RuntimeError if isinstance(gradients, list) else self._grads_type_error
            raise error(f"For '{self.cls_name}', the 'gradients' must be a tuple of Tensors, one per Parameter, "
                        f"but got {type(gradients).__name__}.")
        for g in gradients:
            if not isinstance(g, Tensor):
                error = self._grad_none_error if g is None else check.InputTypeError
                raise error(f"For '{self.cls_name}', every gradient must be a Tensor, but got {type(g).__name__}.")
        if len(gradients) != self.param_length:
            raise RuntimeError(f"For '{self.cls_name}', the number of gradients must be equal to the number of "
                               f"parameters {self.param_length}, but got {len(gradients)}.")
        grads = [g._t for g in gradients]
        for index, (param, grad) in enumerate(zip(self.parameters, grads)):
            param_t = param._t
            if grad.shape != param_t.shape:
                raise self._grad_kernel_error(f"For '{self.cls_name}', the shape of the gradient of '{param.name}' "
                                             f"must be equal to the shape of the parameter {tuple(param.shape)}, "
                                             f"but got {tuple(grad.shape)}.")
            if grad.dtype is param_t.dtype:  # torch dtypes are singletons
                continue
            if decayed and self.exec_weight_decay and self.decay_flags[index]:
                raise TypeError(f"For primitive[AddN], the input type must be same.\nname:[element_0]:"
                                f"Tensor[{param.dtype}].\nname:[element_1]:Tensor[{gradients[index].dtype}].")
            if not self._grad_dtype_taken(param_t.dtype, grad.dtype):
                raise self._grad_dtype_error(param, gradients[index])
            grads[index] = grad.to(param_t.dtype)
        return grads

    def flatten_gradients(self, gradients):
        """The gradients as given (msbridge does not flatten Parameters into contiguous chunks)."""
        return gradients

    def decay_weight(self, gradients):
        """``g + wd * p`` for the Parameters whose decay flag is set (a tuple of Tensors in and out)."""
        return tuple(_wrap(g) for g in self._decay([g._t for g in gradients]))

    def gradients_centralization(self, gradients):
        """Gradient centralization of the group Parameters asking for it (a tuple of Tensors in and out)."""
        return tuple(_wrap(g) for g in self._centralize([g._t for g in gradients]))

    def scale_grad(self, gradients):
        """Divide by the loss scale (a tuple of Tensors in and out)."""
        return tuple(_wrap(g) for g in self._scale([g._t for g in gradients]))

    def _decay(self, gradients):
        decay = self._decay_values()
        if not decay:
            return gradients
        index = [i for i, flag in enumerate(self.decay_flags) if flag]  # flag set: the rate is > 0 (or a Cell's)
        params = [self.parameters[i]._t for i in index]
        rates = [decay[i] for i in index]
        rate = _uniform(rates)
        if rate is not None:
            decayed = torch._foreach_add([gradients[i] for i in index], params, alpha=rate)
        else:
            decayed = torch._foreach_add(torch._foreach_mul(params, rates), [gradients[i] for i in index])
        gradients = list(gradients)
        for i, g in zip(index, decayed):
            gradients[i] = g
        return gradients

    def _centralize(self, gradients):
        """Subtract the mean over all but the first axis (only where that axis is a multiple of 16, as in
        MindSpore)."""
        if not self.is_group:
            return gradients
        gradients = list(gradients)
        for i, flag in enumerate(self.grad_centralization_flags):
            g = gradients[i]
            if flag and g.ndim > 1 and g.shape[1] % 16 == 0:
                gradients[i] = g - g.mean(dim=tuple(range(1, g.ndim)), keepdim=True)
        return gradients

    def _scale(self, gradients):
        """A multiplication by the float32 reciprocal of the loss scale."""
        if not self.need_scale:
            return gradients
        return torch._foreach_mul(gradients, _scalar(self.reciprocal_scale))

    def _prepare(self, gradients, centralize=True):
        """Validated gradients after decay, centralization and loss-scale division, and the learning rates of
        this step; nothing is written until both are known."""
        grads = self._decay(self._check_gradients(gradients, decayed=True))
        if centralize:
            grads = self._centralize(grads)
        return self._scale(grads), self._lr_values()

    def _advance(self):
        """``global_step += 1``."""
        step = self.global_step._t
        step.add_(_ONE if step.dtype is torch.int32 else 1)

    def _torch(self, params):
        """The torch tensors of a ParameterTuple (updated in place: the call runs under torch.no_grad)."""
        return [p._t for p in params]

    def _success(self):
        return (True,) * self.param_length

    def construct(self, *hyper_params):
        """Update the Parameters from a tuple of gradients; subclasses define it."""
        raise NotImplementedError
