"""``mindspore.nn.wrap.cell_wrapper``: cells that wrap a network for training and evaluation."""
from types import FunctionType, MethodType

import torch.distributed as dist

from ... import context
from ..._checkparam import check_bool_forward_value_and_grad, check_value_type
from ...common.parameter import Parameter, ParameterTuple
from ...common import dtype as mstype
from ...common.handles import wrap
from ...communication import GlobalComm, collectives
from ...ops.composite.base import GradOperation
from ...ops.function.array_func import cast, fill
from ...ops.function.grad.grad_func import jvp, stop_gradient, vjp
from ...ops.function.parameter_func import assign
from ...ops.functional import mixed_precision_cast
from ..cell import Cell
from ..layer.basic import Identity
from .grad_reducer import DistributedGradReducer

__all__ = ["WithLossCell", "WithGradCell", "WithEvalCell", "ForwardValueAndGrad", "TrainOneStepCell", "Jvp", "Vjp",
           "ParameterUpdate"]


class WithLossCell(Cell):
    """``nn.WithLossCell(backbone, loss_fn)``: ``loss_fn(backbone(data), label)``; keeps the backbone's names."""

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data, label):
        return self._loss_fn(self._backbone(data), label)

    @property
    def backbone_network(self):
        """The wrapped network."""
        return self._backbone


class WithGradCell(Cell):
    """``nn.WithGradCell(network, loss_fn=None, sens=None)``: the gradients of the (network + loss) w.r.t. the
    network's trainable Parameters (``torch.autograd.grad`` through GradOperation)."""

    def __init__(self, network, loss_fn=None, sens=None):
        super().__init__(auto_prefix=False)
        self.network = network
        self.loss_fn = loss_fn
        self.weights = ParameterTuple(network.trainable_params())
        self.grad = GradOperation(get_by_list=True, sens_param=sens is not None)
        self.sens = sens
        self.network_with_loss = network if loss_fn is None else WithLossCell(network, loss_fn)
        self.network_with_loss.set_train()

    def construct(self, *inputs):
        grad = self.grad(self.network_with_loss, self.weights)
        return grad(*inputs) if self.sens is None else grad(*inputs, self.sens)


class ForwardValueAndGrad(Cell):
    """``nn.ForwardValueAndGrad(network, weights=None, get_all=False, get_by_list=False, sens_param=False)``:
    ``(network(*inputs), GradOperation(...)(network[, weights])(*inputs))`` with one forward."""

    def __init__(self, network, weights=None, get_all=False, get_by_list=False, sens_param=False):
        super().__init__(auto_prefix=False)
        api = "ForwardValueAndGrad"
        if not isinstance(network, (Cell, FunctionType, MethodType)):
            raise TypeError(f"For '{api}', the argument 'network' must be cell, function type or method type, "
                            f"but got '{type(network)}'")
        check_bool_forward_value_and_grad(get_all, "get_all", api)
        check_bool_forward_value_and_grad(get_by_list, "get_by_list", api)
        if get_by_list and not isinstance(weights, (ParameterTuple, tuple, list)):
            raise TypeError(f"For '{api}', when 'get_by_list' is set to True, the argument 'weights' must be "
                            f"Parameters array, but got '{type(weights)}'")
        self.network = network
        if isinstance(network, Cell):
            network.set_grad()
        self.weights = weights
        self.get_all = get_all
        self.get_by_list = get_by_list
        self.sens_param = sens_param
        self.grad = GradOperation(get_all=get_all, get_by_list=get_by_list, sens_param=sens_param)

    def construct(self, *inputs):
        loss = self.network(*(inputs[:-1] if self.sens_param else inputs))
        grad = self.grad(self.network, self.weights) if self.get_by_list else self.grad(self.network)
        return loss, grad(*inputs)


def _data_parallel():
    mode = context.get_auto_parallel_context("parallel_mode")
    return mode in (context.ParallelMode.DATA_PARALLEL, context.ParallelMode.HYBRID_PARALLEL)


def _grad_reducer(weights):
    """MindSpore's choice: an all-reduce of the gradients in data-parallel modes, the identity otherwise."""
    if _data_parallel():
        return DistributedGradReducer(weights, context.get_auto_parallel_context("gradients_mean"))
    return Identity()


def _parameter_broadcast(cell):
    """``parameter_broadcast=True`` in a data-parallel mode: every parameter of the training cell (the network's,
    the optimizer's state) takes world rank 0's value, as MindSpore broadcasts them when it first builds the
    training graph; msbridge does it when the training cell is built."""
    if not (_data_parallel() and context.get_auto_parallel_context("parameter_broadcast")
            and dist.is_available() and dist.is_initialized() and dist.get_world_size() > 1):
        return
    for param in cell.get_parameters():
        param.set_data(wrap(collectives.broadcast(param._t.detach(), 0, GlobalComm.WORLD_COMM_GROUP)))


class TrainOneStepCell(Cell):
    """``nn.TrainOneStepCell(network, optimizer, sens=None, return_grad=False)``: one forward, the gradients of
    the loss w.r.t. ``optimizer.parameters`` (scaled by ``sens``), then ``optimizer(grads)``; returns the loss."""

    def __init__(self, network, optimizer, sens=None, return_grad=False):
        super().__init__(auto_prefix=False)
        self.network = network
        network.set_grad()
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.grad = GradOperation(get_by_list=True, sens_param=True)
        self.grad_no_sens = GradOperation(get_by_list=True)
        if sens == 0:
            raise ValueError("The input argument of 'sens' can not be 0.")
        self.sense_flag = sens is not None
        self.sens = 1.0 if sens is None else sens
        self.return_grad = return_grad
        if return_grad:
            self.weights_name = [p.name for p in self.weights]
        self.grad_reducer = _grad_reducer(self.weights)
        self.reducer_flag = not isinstance(self.grad_reducer, Identity)
        _parameter_broadcast(self)

    def construct(self, *inputs):
        loss = self.network(*inputs)
        if self.sense_flag:
            inputs += (fill(loss.dtype, loss.shape, self.sens),)
            grad_fn = self.grad(self.network, self.weights)
        else:
            grad_fn = self.grad_no_sens(self.network, self.weights)
        grads = self._reduced_gradients(grad_fn, inputs)
        self.optimizer(grads)
        loss = stop_gradient(loss)  # a value, as in MindSpore: its graph was consumed by the gradient call
        if self.return_grad:
            return loss, dict(zip(self.weights_name, grads))
        return loss

    def _reduced_gradients(self, grad_fn, args, transform=None):
        """``self.grad_reducer`` applied to the gradients ``grad_fn(*args)`` (each first passed through
        ``transform``, a function of a torch tensor). msbridge's DistributedGradReducer starts each bucket's
        all-reduce while backward still runs (``reduce_during``); any other reducer Cell runs after the gradients."""
        reducer = self.grad_reducer
        if isinstance(reducer, DistributedGradReducer):
            return reducer.reduce_during(lambda: grad_fn(*args), transform)
        grads = grad_fn(*args)
        if transform is not None:
            grads = tuple(wrap(transform(g._t)) for g in grads)
        return reducer(grads)


class WithEvalCell(Cell):
    """``nn.WithEvalCell(network, loss_fn, add_cast_fp32=False)``: returns ``(loss, outputs, label)``; with
    ``add_cast_fp32`` the outputs and label are cast to float32 before the loss."""

    def __init__(self, network, loss_fn, add_cast_fp32=False):
        super().__init__(auto_prefix=False)
        self._network = network
        self._loss_fn = loss_fn
        check_value_type(add_cast_fp32, bool, "add_cast_fp32", "WithEvalCell")
        self.add_cast_fp32 = add_cast_fp32

    def construct(self, data, label):
        outputs = self._network(data)
        if self.add_cast_fp32:
            label = mixed_precision_cast(mstype.float32, label)
            outputs = cast(outputs, mstype.float32)
        return self._loss_fn(outputs, label), outputs, label


class Jvp(Cell):
    """``nn.Jvp(fn)(*inputs, v)``: ``(fn(*inputs), Jacobian of fn times v)``, ``ops.jvp`` (``torch.func.jvp``);
    ``v`` is a Tensor for one input, a tuple of them for several. Deprecated since MindSpore 1.9 for ``ops.jvp``."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        inputs, v = args[:-1], args[-1]
        return jvp(self.fn, inputs[0] if len(inputs) == 1 else inputs, v)


class Vjp(Cell):
    """``nn.Vjp(fn)(*inputs, v)``: ``(fn(*inputs), v times the Jacobian of fn)``, ``ops.vjp`` (torch autograd with
    ``v`` as grad_outputs): one Tensor for one input, a tuple for several. Deprecated since MindSpore 1.9 for
    ``ops.vjp``."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        inputs, v = args[:-1], args[-1]
        output, vjp_fn = vjp(self.fn, *inputs)
        grads = vjp_fn(v)
        return output, grads[0] if len(inputs) == 1 else grads


class ParameterUpdate(Cell):
    """``nn.ParameterUpdate(param)(x)``: assigns ``x`` to the Parameter ``param`` (``ops.assign``,
    ``torch.Tensor.copy_``) and returns ``x``."""

    def __init__(self, param):
        super().__init__(auto_prefix=False)
        if not isinstance(param, Parameter):
            raise TypeError(f"For 'ParameterUpdate', 'param' must be 'Parameter', but got {type(param)}.")
        self._param = param

    def construct(self, x):
        assign(self._param, x)
        return x
