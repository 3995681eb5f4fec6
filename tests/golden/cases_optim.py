"""Optimizer and learning-rate cases, recorded from MindSpore 2.10 by record_optim.py and replayed on msbridge by
tests/test_optim.py.

A case is Python code evaluated with ``nn``, ``ms``, ``np`` and the helpers of :func:`namespace` bound to either
``mindspore`` or ``msbridge``, so both sides run the same thing:

- ``VALUES``: a JSON-able result (state Parameter names, attributes, learning-rate lists), compared with a
  float tolerance;
- ``ARRAYS``: a Tensor / numpy array or a tuple/list of them, compared numerically, dtypes and shapes included;
- ``ERRORS``: code that must raise; the exception type is compared (and the message where it is ours to match).

Optimizers run on the four trainable Parameters of a small net (``fc.weight``, ``fc.bias``, ``bn.gamma``,
``bn.beta``, seeded values) and are called ``opt(grads)`` with fixed seeded gradients: no autodiff is involved.
"""
import json
import math

import numpy as np

import goldens


def _jsonable(value):
    if isinstance(value, tuple):
        return {"tuple": [_jsonable(v) for v in value]}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if isinstance(value, (np.floating, np.integer, np.bool_)):
        return value.item()
    return repr(value)


def namespace(ms):
    """The names case code can use, bound to ``ms`` (``mindspore`` or ``msbridge``)."""
    nn = ms.nn

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(3, 2)
            self.bn = nn.BatchNorm1d(2)

        def construct(self, x):
            return self.bn(self.fc(x))

    class MySGD(nn.Optimizer):
        """A user-written optimizer built on the base class's public helpers, as MindSpore's docs show."""

        def __init__(self, params, learning_rate):
            super().__init__(learning_rate, params, weight_decay=0.1, loss_scale=2.0)

        def construct(self, gradients):
            gradients = self.flatten_gradients(gradients)
            gradients = self.decay_weight(gradients)
            gradients = self.gradients_centralization(gradients)
            gradients = self.scale_grad(gradients)
            lr = self.get_lr()
            for param, grad in zip(self.parameters, gradients):
                param.set_data(param - lr * grad)
            return True

    def net(seed=0):
        """A Net whose Parameters hold seeded values in [-1, 1)."""
        cell = Net()
        rng = np.random.RandomState(seed)
        for _, param in sorted(cell.parameters_and_names(), key=lambda item: item[0]):
            shape = param.asnumpy().shape
            param.set_data(ms.Tensor(rng.uniform(-1, 1, shape).astype(np.float32)))
        return cell

    def P(seed=0):
        """The trainable Parameters of a fresh seeded Net: fc.weight, fc.bias, bn.gamma, bn.beta."""
        return net(seed).trainable_params()

    def T(data, dtype="float32"):
        return ms.Tensor(np.array(data, dtype=dtype))

    def grads(params, step, scale=1.0, zero=False):
        """Fixed gradients for one step (seeded by the step), times ``scale``."""
        rng = np.random.RandomState(100 + step)
        out = []
        for p in params:
            shape = p.asnumpy().shape
            g = np.zeros(shape) if zero else rng.standard_normal(shape) * scale
            out.append(ms.Tensor(g.astype(np.float32)))
        return tuple(out)

    def steps(opt, n=4, scale=1.0, zero=False):
        """Call ``opt(grads)`` ``n`` times; the Parameters after every step, then the optimizer's state."""
        params = list(opt.parameters)
        results = []
        for i in range(n):
            opt(grads(params, i, scale, zero))
            results.extend(p.asnumpy().copy() for p in params)
        results.extend(p.asnumpy().copy() for _, p in opt.parameters_and_names())
        return results

    def lrs(opt, n=4):
        """``get_lr()`` before each of ``n`` steps (each group's learning rate for group lrs)."""
        params = list(opt.parameters)
        results = []
        for i in range(n):
            lr = opt.get_lr()
            for item in lr if isinstance(lr, tuple) else (lr,):
                results.append(item.asnumpy().copy())
            opt(grads(params, i))
        return results

    def state(opt):
        """(path, Parameter.name, shape, dtype, requires_grad) of every Parameter the optimizer holds."""
        return [[path, p.name, list(p.shape), str(p.dtype), p.requires_grad] for path, p in opt.parameters_and_names()]

    def result(opt):
        """What one call returns, as JSON."""
        return _jsonable(opt(grads(list(opt.parameters), 0)))

    def attrs(obj, *names):
        return [_jsonable(getattr(obj, name)) for name in names]

    def schedule(cell, n=7):
        """The schedule's output for global steps 0..n-1, given as Int32 (1,) Tensors like an optimizer's."""
        return [cell(ms.Tensor(np.array([i], np.int32))) for i in range(n)]

    def lr_param_values(opt, params):
        found = opt.get_lr_parameter(params)
        found = found if isinstance(found, list) else [found]
        return [[type(f).__name__, getattr(f, "name", None), f.asnumpy().tolist()] for f in found]

    def unchanged_after(make_opt, make_grads):
        """Build an optimizer, make a failing call, and report whether its Parameters were left as they were."""
        opt = make_opt()
        before = [p.asnumpy().copy() for _, p in opt.parameters_and_names()]
        try:
            opt(make_grads(list(opt.parameters)))
        except Exception:  # noqa: BLE001 - only the state afterwards matters here
            pass
        after = [p.asnumpy() for _, p in opt.parameters_and_names()]
        return all(np.array_equal(a, b) for a, b in zip(before, after))

    return {"nn": nn, "ms": ms, "np": np, "math": math, "MySGD": MySGD, "net": net, "P": P, "T": T, "grads": grads,
            "steps": steps, "lrs": lrs, "state": state, "result": result, "attrs": attrs, "schedule": schedule,
            "lr_param_values": lr_param_values, "unchanged_after": unchanged_after}


def run(ms, code):
    """Evaluate case code against ``ms``; Tensors in the result are read back."""
    return goldens.evaluate(code, namespace(ms))


def as_arrays(result):
    """The numpy arrays of an ARRAYS result (a Tensor, an array, or a tuple/list of them)."""
    items = result if isinstance(result, (tuple, list)) else [result]
    return [np.asarray(item.asnumpy() if hasattr(item, "asnumpy") else item) for item in items]


def flat(arrays):
    """A case's arrays as one flat float64 array (how optim.npz stores them)."""
    return np.concatenate([np.asarray(a, np.float64).ravel() for a in arrays])


def recorded(golden, name):
    """The arrays MindSpore gave for the ARRAYS case ``name``, with their dtypes and shapes."""
    data, arrays, start = golden.array(name), [], 0
    for dtype, shape in golden["array." + name]:
        size = int(np.prod(shape))
        arrays.append(data[start:start + size].reshape(shape).astype(dtype))
        start += size
    return arrays


def as_json(value):
    """A VALUES result as the recorder stores it (JSON round trip: tuples become lists)."""
    return json.loads(json.dumps(_jsonable(value)))


GROUPS = ("[{'params': p[:2], 'weight_decay': 0.5}, {'params': p[2:3], 'lr': 0.3}, "
          "{'params': p[3:], 'lr': 0.05, 'weight_decay': 0.2}]")
LIST_LR = "[0.1, 0.2, 0.05, 0.3]"


def _family(prefix, table):
    return {f"{prefix}.{key}": code for key, code in table.items()}


# --- optimizer trajectories: Parameters after each of 4 steps, then every state Parameter ------------------
ARRAYS = {
    **_family("sgd", {
        "plain": "steps(nn.SGD(P(), 0.1))",
        "default_lr": "steps(nn.SGD(P()))",
        "momentum": "steps(nn.SGD(P(), 0.1, momentum=0.9))",
        "dampening": "steps(nn.SGD(P(), 0.1, momentum=0.9, dampening=0.5))",
        "nesterov": "steps(nn.SGD(P(), 0.1, momentum=0.9, nesterov=True))",
        "weight_decay": "steps(nn.SGD(P(), 0.1, momentum=0.9, weight_decay=0.1))",
        "weight_decay_zero_grad": "steps(nn.SGD(P(), 0.1, weight_decay=0.1), zero=True)",
        "loss_scale": "steps(nn.SGD(P(), 0.1, momentum=0.9, weight_decay=0.1, loss_scale=8.0), scale=8.0)",
        "int_lr_momentum": "steps(nn.SGD(P(), 1, momentum=1))",
        "group": f"(lambda p: steps(nn.SGD({GROUPS}, 0.1, momentum=0.5, weight_decay=0.01)))(P())",
        "group_order": "(lambda p: steps(nn.SGD([{'params': p[2:], 'lr': 0.3}, {'params': p[:2]}, "
                       "{'order_params': p}], 0.1)))(P())",
        "group_centralization": "(lambda p: steps(nn.SGD([{'params': p[:1], 'grad_centralization': True}, "
                                "{'params': p[1:]}], 0.1)))(P())",
        "list_lr": f"steps(nn.SGD(P(), {LIST_LR}))",
        "tensor_lr": f"steps(nn.SGD(P(), T({LIST_LR})))",
        "scalar_tensor_lr": "steps(nn.SGD(P(), T(0.2)))",
        "schedule_lr": "steps(nn.SGD(P(), nn.ExponentialDecayLR(0.1, 0.5, 1)))",
        "group_list_lr": f"(lambda p: steps(nn.SGD([{{'params': p[:2], 'lr': {LIST_LR}}}, {{'params': p[2:]}}], "
                         "[0.4, 0.3, 0.2, 0.1])))(P())",
        "group_schedule_lr": "(lambda p: steps(nn.SGD([{'params': p[:2], 'lr': nn.CosineDecayLR(0.01, 0.1, 3)}, "
                             "{'params': p[2:]}], 0.1)))(P())",
    }),
    **_family("momentum", {
        "plain": "steps(nn.Momentum(P(), 0.1, 0.9))",
        "nesterov": "steps(nn.Momentum(P(), 0.1, 0.9, use_nesterov=True))",
        "weight_decay": "steps(nn.Momentum(P(), 0.1, 0.9, weight_decay=0.1))",
        "loss_scale": "steps(nn.Momentum(P(), 0.1, 0.9, weight_decay=0.1, loss_scale=1024.0), scale=1024.0)",
        "group": f"(lambda p: steps(nn.Momentum({GROUPS}, 0.1, 0.9, weight_decay=0.01)))(P())",
        "list_lr": f"steps(nn.Momentum(P(), {LIST_LR}, 0.9))",
        "schedule_lr": "steps(nn.Momentum(P(), nn.PolynomialDecayLR(0.1, 0.01, 3, 2.0), 0.9))",
        "zero_momentum": "steps(nn.Momentum(P(), 0.1, 0.0))",
        "dynamic_weight_decay": "steps(nn.Momentum(P(), 0.1, 0.9, weight_decay=nn.ExponentialDecayLR(0.1, 0.5, 1)))",
        "group_dynamic_weight_decay": "(lambda p: steps(nn.Momentum([{'params': p[:2], 'weight_decay': "
                                      "nn.InverseDecayLR(0.2, 0.5, 1)}, {'params': p[2:], 'weight_decay': 0.1}], "
                                      "0.1, 0.9, loss_scale=4.0), scale=4.0))(P())",
    }),
    **_family("adam", {
        "plain": "steps(nn.Adam(P(), 0.1))",
        "default": "steps(nn.Adam(P()))",
        "eps": "steps(nn.Adam(P(), 0.1, eps=0.1))",
        "betas": "steps(nn.Adam(P(), 0.05, beta1=0.5, beta2=0.7, eps=1e-3))",
        "nesterov": "steps(nn.Adam(P(), 0.1, use_nesterov=True, eps=0.01))",
        "amsgrad": "steps(nn.Adam(P(), 0.1, use_amsgrad=True, eps=0.01))",
        "weight_decay": "steps(nn.Adam(P(), 0.1, weight_decay=0.1))",
        "loss_scale": "steps(nn.Adam(P(), 0.1, eps=1e-6, weight_decay=0.1, loss_scale=1000.0), scale=1000.0)",
        "group": f"(lambda p: steps(nn.Adam({GROUPS}, 0.1)))(P())",
        "list_lr": f"steps(nn.Adam(P(), {LIST_LR}))",
        "lazy": "steps(nn.Adam(P(), 0.1, use_lazy=True, eps=0.01))",
        "offload": "steps(nn.Adam(P(), 0.1, use_offload=True, eps=0.01))",
        "lazy_adam": "steps(nn.LazyAdam(P(), 0.1, eps=0.01, weight_decay=0.1, loss_scale=4.0), scale=4.0)",
        "lazy_adam_nesterov": f"steps(nn.LazyAdam(P(), {LIST_LR}, use_nesterov=True))",
        "adam_offload": "steps(nn.AdamOffload(P(), 0.1, eps=0.01, weight_decay=0.1))",
        "schedule_lr": "steps(nn.Adam(P(), nn.WarmUpLR(0.1, 2)), n=3)",
    }),
    **_family("adamwd", {
        "plain": "steps(nn.AdamWeightDecay(P(), 0.1))",
        "weight_decay": "steps(nn.AdamWeightDecay(P(), 0.1, weight_decay=0.1))",
        "eps": "steps(nn.AdamWeightDecay(P(), 0.05, beta1=0.8, beta2=0.9, eps=0.1, weight_decay=0.01))",
        "group": f"(lambda p: steps(nn.AdamWeightDecay({GROUPS}, 0.1)))(P())",
        "list_lr": f"steps(nn.AdamWeightDecay(P(), {LIST_LR}, weight_decay=0.1))",
    }),
    **_family("ftrl", {
        "plain": "steps(nn.FTRL(P()))",
        "l1_l2": "steps(nn.FTRL(P(), initial_accum=0.1, learning_rate=0.1, l1=0.05, l2=0.1))",
        "lr_power": "steps(nn.FTRL(P(), initial_accum=0.5, learning_rate=0.1, lr_power=-0.3, l1=0.01))",
        "loss_scale": "steps(nn.FTRL(P(), learning_rate=0.1, l1=5e-4, l2=5e-4, initial_accum=0.1, "
                      "loss_scale=1000.0, weight_decay=0.1), scale=1000.0)",
        "lr_power_zero": "steps(nn.FTRL(P(), learning_rate=0.1, lr_power=0.0))",
    }),
    **_family("adagrad", {
        "plain": "steps(nn.Adagrad(P(), learning_rate=0.1))",
        "no_update_slots": "steps(nn.Adagrad(P(), accum=0.5, learning_rate=0.1, update_slots=False))",
        "weight_decay": "steps(nn.Adagrad(P(), learning_rate=0.1, weight_decay=0.1, loss_scale=4.0), scale=4.0)",
        "group": f"(lambda p: steps(nn.Adagrad({GROUPS}, learning_rate=0.1)))(P())",
    }),
    **_family("adadelta", {
        "plain": "steps(nn.Adadelta(P()))",
        "args": "steps(nn.Adadelta(P(), learning_rate=0.5, rho=0.5, epsilon=1e-3, weight_decay=0.1))",
    }),
    **_family("adamax", {
        "plain": "steps(nn.AdaMax(P(), learning_rate=0.1))",
        "args": "steps(nn.AdaMax(P(), learning_rate=0.1, beta1=0.5, beta2=0.8, eps=0.1, weight_decay=0.1))",
    }),
    **_family("rmsprop", {
        "plain": "steps(nn.RMSProp(P(), learning_rate=0.1))",
        "momentum": "steps(nn.RMSProp(P(), learning_rate=0.1, decay=0.8, momentum=0.9, epsilon=1e-3))",
        "centered": "steps(nn.RMSProp(P(), learning_rate=0.1, centered=True, momentum=0.5, epsilon=1e-3))",
        "weight_decay": "steps(nn.RMSProp(P(), learning_rate=0.1, weight_decay=0.1, loss_scale=2.0), scale=2.0)",
    }),
    **_family("proximal", {
        "plain": "steps(nn.ProximalAdagrad(P(), learning_rate=0.1))",
        "l1_l2": "steps(nn.ProximalAdagrad(P(), accum=0.2, learning_rate=0.1, l1=0.05, l2=0.1))",
    }),
    **_family("rprop", {
        "plain": "steps(nn.Rprop(P(), 0.1), n=5)",
        "args": "steps(nn.Rprop(P(), 0.05, etas=(0.3, 1.5), step_sizes=(0.01, 0.08), weight_decay=0.1), n=5)",
    }),
    **_family("asgd", {
        "plain": "steps(nn.ASGD(P(), 0.1))",
        "t0": "steps(nn.ASGD(P(), 0.1, lambd=0.01, alpha=0.5, t0=2.0, weight_decay=0.1))",
    }),
    "custom.sgd": "steps(MySGD(P(), 0.1), scale=2.0)",
    # learning rates seen by get_lr() before each step
    **_family("lr", {
        "float": "lrs(nn.SGD(P(), 0.1))",
        "list": f"lrs(nn.SGD(P(), {LIST_LR}))",
        "schedule": "lrs(nn.Momentum(P(), nn.ExponentialDecayLR(0.1, 0.5, 1), 0.9))",
        "group": f"(lambda p: lrs(nn.SGD({GROUPS}, 0.1)))(P())",
        "group_dynamic": f"(lambda p: lrs(nn.SGD([{{'params': p[:2], 'lr': {LIST_LR}}}, {{'params': p[2:]}}], "
                         "0.2)))(P())",
    }),
    # learning-rate schedules at global steps 0..6
    **_family("sched", {
        "exp": "schedule(nn.ExponentialDecayLR(0.1, 0.9, 2))",
        "exp_stair": "schedule(nn.ExponentialDecayLR(0.1, 0.9, 2, is_stair=True))",
        "natural": "schedule(nn.NaturalExpDecayLR(0.1, 0.9, 2))",
        "natural_stair": "schedule(nn.NaturalExpDecayLR(0.1, 0.9, 2, True))",
        "inverse": "schedule(nn.InverseDecayLR(0.1, 0.5, 2))",
        "inverse_stair": "schedule(nn.InverseDecayLR(0.1, 0.5, 2, is_stair=True))",
        "cosine": "schedule(nn.CosineDecayLR(0.01, 0.1, 4))",
        "poly": "schedule(nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5))",
        "poly_update": "schedule(nn.PolynomialDecayLR(0.1, 0.01, 2, 2.0, update_decay_steps=True))",
        "warmup": "schedule(nn.WarmUpLR(0.1, 3))",
        "scalar_step": "[nn.ExponentialDecayLR(0.1, 0.9, 2)(T(3, 'int32')), nn.CosineDecayLR(0.0, 0.1, 4)"
                       "(T(2, 'int32')), nn.WarmUpLR(0.1, 4)(T([1], 'int32'))]",
        "float_step": "[nn.ExponentialDecayLR(0.1, 0.9, 2)(T([3.0])), nn.InverseDecayLR(0.1, 0.9, 2)(T([2.5]))]",
    }),
}

VALUES = {
    # state Parameters: names as MindSpore gives them (checkpoint keys)
    **_family("state", {
        "sgd": "state(nn.SGD(P(), 0.1))",
        "momentum": "state(nn.Momentum(P(), 0.1, 0.9))",
        "adam": "state(nn.Adam(P()))",
        "adam_amsgrad": "state(nn.Adam(P(), use_amsgrad=True))",
        "adamwd": "state(nn.AdamWeightDecay(P()))",
        "lazy_adam": "state(nn.LazyAdam(P()))",
        "adam_offload": "state(nn.AdamOffload(P()))",
        "ftrl": "state(nn.FTRL(P()))",
        "adagrad": "state(nn.Adagrad(P()))",
        "adadelta": "state(nn.Adadelta(P()))",
        "adamax": "state(nn.AdaMax(P()))",
        "rmsprop": "state(nn.RMSProp(P()))",
        "rmsprop_centered": "state(nn.RMSProp(P(), centered=True))",
        "proximal": "state(nn.ProximalAdagrad(P()))",
        "rprop": "state(nn.Rprop(P()))",
        "asgd": "state(nn.ASGD(P()))",
        "list_lr": f"state(nn.SGD(P(), {LIST_LR}))",
        "schedule_lr": "state(nn.SGD(P(), nn.ExponentialDecayLR(0.1, 0.5, 1)))",
        "group_lr": f"(lambda p: state(nn.SGD({GROUPS}, 0.1)))(P())",
        "group_list_lr": f"(lambda p: state(nn.SGD([{{'params': p[:2], 'lr': {LIST_LR}}}, {{'params': p[2:]}}], "
                         "0.2)))(P())",
    }),
    **_family("attrs", {
        "sgd": "attrs(nn.SGD(P(), 0.1, weight_decay=0.1, loss_scale=2.0), 'is_group', 'is_group_lr', 'dynamic_lr', "
               "'loss_scale', 'decay_flags', 'exec_weight_decay', 'need_scale', 'grad_centralization', 'dampening', "
               "'nesterov')",
        "group": f"(lambda p: attrs(nn.SGD({GROUPS}, 0.1), 'is_group', 'is_group_lr', 'dynamic_lr', 'decay_flags', "
                 "'is_group_params_ordered'))(P())",
        "list_lr": f"attrs(nn.Adam(P(), {LIST_LR}), 'is_group', 'is_group_lr', 'dynamic_lr', 'use_nesterov', "
                   "'use_amsgrad', 'use_locking')",
        "momentum": "attrs(nn.Momentum(P(), 0.1, 0.9, use_nesterov=True), 'use_nesterov', 'loss_scale')",
        "ftrl": "attrs(nn.FTRL(P(), l1=0.5), 'l1', 'l2', 'lr', 'lr_power', 'decay_flags')",
        "rmsprop": "attrs(nn.RMSProp(P(), centered=True), 'centered', 'momentum', 'epsilon', 'decay')",
        "rprop": "attrs(nn.Rprop(P()), 'etaminus', 'etaplus', 'step_size_min', 'step_size_max')",
        "asgd": "attrs(nn.ASGD(P()), 'lambd', 'alpha')",
        "parameters": "[type(nn.SGD(P(), 0.1).parameters).__name__, [p.name for p in nn.Adam(P()).parameters]]",
        "global_step": "(lambda o: [str(o.global_step), o.global_step.asnumpy().tolist(), result(o), "
                       "o.global_step.asnumpy().tolist()])(nn.Adam(P()))",
        "learning_rate": "[str(nn.SGD(P(), 0.1).learning_rate), str(nn.SGD(P(), 1).learning_rate), "
                         "type(nn.SGD(P(), [0.1, 0.2]).learning_rate).__name__, "
                         "str(nn.SGD(P(), [0.1, 0.2]).learning_rate.learning_rate)]",
        "get_lr": "[str(nn.SGD(P(), 0.1).get_lr()), str(nn.SGD(P(), T(0.25)).get_lr())]",
        "get_lr_dynamic": "[repr(nn.SGD(P(), nn.WarmUpLR(0.1, 2)).get_lr()), repr(nn.SGD(P(), [0.1, 0.2]).get_lr()), "
                          "(lambda p: repr(nn.SGD([{'params': p[:2], 'lr': [0.3, 0.4]}, {'params': p[2:]}], "
                          "[0.1, 0.2]).get_lr()))(P())]",
        "repr": "[repr(nn.SGD(P(), 0.1)), repr(nn.SGD(P(), [0.1, 0.2])), repr(nn.Momentum(P(), nn.WarmUpLR(0.1, 2), "
                "0.9)), (lambda p: repr(nn.SGD([{'params': p[:2], 'lr': [0.3, 0.4]}, {'params': p[2:]}], "
                "[0.1, 0.2])))(P()), repr(nn.ExponentialDecayLR(0.1, 0.9, 2))]",
        "hyper": "[repr(nn.Adam(P()).beta1), repr(nn.Adam(P()).eps), repr(nn.AdamWeightDecay(P()).beta2), "
                 "repr(nn.Momentum(P(), 0.1, 0.9).momentum), repr(nn.SGD(P()).weight_decay), "
                 "repr(nn.SGD(P(), loss_scale=4.0, weight_decay=0.5).weight_decay), "
                 "repr(nn.SGD(P()).reciprocal_scale)]",
        "init_args": "(lambda o: [o.init_args, o.init_learning_rate, [p.name for p in o.init_params['params']]])"
                     "(nn.Momentum(P(), 0.1, 0.9))",
        "init_args_tensor_lr": "(lambda o: [sorted(o.init_args), o.init_learning_rate])(nn.Adam(P(), T([0.1, 0.2])))",
        "init_args_schedule": "(lambda o: [o.init_args, o.init_learning_rate])(nn.SGD(P(), nn.WarmUpLR(0.1, 2)))",
        "init_args_missing": "[hasattr(nn.AdamWeightDecay(P()), 'init_args'), hasattr(nn.AdamWeightDecay(P()), "
                             "'init_params'), hasattr(nn.AdamOffload(P()), 'init_args')]",
        "target": "[nn.SGD(P()).target, nn.SGD(P()).unique, (lambda o: [setattr(o, 'target', 'CPU'), o.target, "
                  "setattr(o, 'unique', False), o.unique][1::2])(nn.Adam(P())), (lambda o: [setattr(o, 'target', "
                  "'GPU'), o.target][1])(nn.FTRL(P())), (lambda o: [setattr(o, 'target', 'Ascend'), o.target][1])"
                  "(nn.ProximalAdagrad(P()))]",
        "init_args_lazy": "(lambda o: [o.init_args, o.init_learning_rate])(nn.LazyAdam(P()))",
    }),
    **_family("returns", {
        "sgd": "result(nn.SGD(P(), 0.1))",
        "momentum": "result(nn.Momentum(P(), 0.1, 0.9))",
        "adam": "result(nn.Adam(P()))",
        "adamwd": "result(nn.AdamWeightDecay(P()))",
        "ftrl": "result(nn.FTRL(P()))",
        "adagrad": "result(nn.Adagrad(P()))",
        "rmsprop": "result(nn.RMSProp(P()))",
        "rprop": "result(nn.Rprop(P()))",
    }),
    **_family("get_lr_parameter", {
        "group": f"(lambda p: (lambda o: [lr_param_values(o, p[0]), lr_param_values(o, p)])(nn.SGD({GROUPS}, "
                 "0.1)))(P())",
        "single": "(lambda p: lr_param_values(nn.Momentum(p, 0.2, 0.9), [p[1]]))(P())",
        "list": f"(lambda p: lr_param_values(nn.SGD(p, {LIST_LR}), p[0]))(P())",
    }),
    # the list builders of nn.dynamic_lr
    **_family("dyn", {
        "piecewise": "nn.piecewise_constant_lr([2, 5, 6], [0.1, 0.05, 0.01])",
        "piecewise_tuple": "nn.piecewise_constant_lr((1, 1, 3), (0.1, 0.2, 0.3))",
        "exp": "nn.exponential_decay_lr(0.1, 0.9, 6, 2, 1)",
        "exp_stair": "nn.exponential_decay_lr(0.1, 0.9, 8, 1, 3, True)",
        "natural": "nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2)",
        "natural_stair": "nn.natural_exp_decay_lr(0.1, 0.9, 8, 1, 3, True)",
        "inverse": "nn.inverse_decay_lr(0.1, 0.5, 6, 1, 2)",
        "inverse_stair": "nn.inverse_decay_lr(0.1, 0.5, 8, 1, 3, True)",
        "cosine": "nn.cosine_decay_lr(0.01, 0.1, 8, 2, 2)",
        "poly": "nn.polynomial_decay_lr(0.1, 0.01, 6, 1, 3, 0.5)",
        "poly_update": "nn.polynomial_decay_lr(0.1, 0.01, 8, 1, 2, 2.0, update_decay_epoch=True)",
        "warmup": "nn.warmup_lr(0.1, 8, 2, 2)",
        "module": "[nn.dynamic_lr.piecewise_constant_lr([1], [0.5]), nn.learning_rate_schedule.WarmUpLR.__name__]",
    }),
    # after a failed update, nothing the optimizer holds has changed
    **_family("unchanged", {
        "grad_count": "unchanged_after(lambda: nn.Momentum(P(), 0.1, 0.9), lambda p: grads(p, 0)[:-1])",
        "grad_shape": "unchanged_after(lambda: nn.Adam(P(), 0.1), lambda p: grads(p, 0)[:-1] + (T([1., 2., 3.]),))",
        "lr_past_end": "(lambda o: [steps(o, n=2) and None, unchanged_after(lambda: o, lambda p: grads(p, 2))])"
                       "(nn.SGD(P(), [0.1, 0.2]))",
    }),
}

ERRORS = {
    # Optimizer base
    "base.params_none": "nn.SGD(None, 0.1)",
    "base.params_empty": "nn.SGD([], 0.1)",
    "base.params_not_iterable": "nn.SGD(3, 0.1)",
    "base.params_mixed": "(lambda p: nn.SGD([p[0], {'params': p[1:]}], 0.1))(P())",
    "base.params_not_parameter": "nn.SGD([T([1.0])], 0.1)",
    "base.negative_lr": "nn.SGD(P(), -0.1)",
    "base.negative_int_lr": "nn.Momentum(P(), -1, 0.9)",
    "base.lr_type": "nn.SGD(P(), 'a')",
    "base.lr_tensor_2d": "nn.SGD(P(), T([[0.1, 0.2]]))",
    "base.negative_weight_decay": "nn.SGD(P(), 0.1, weight_decay=-0.1)",
    "base.weight_decay_type": "nn.SGD(P(), 0.1, weight_decay='a')",
    "base.loss_scale_zero": "nn.SGD(P(), 0.1, loss_scale=0.0)",
    "base.loss_scale_type": "nn.SGD(P(), 0.1, loss_scale='a')",
    "base.group_bad_key": "(lambda p: nn.SGD([{'params': p, 'momentum': 0.9}], 0.1))(P())",
    "base.group_repeated": "(lambda p: nn.SGD([{'params': p}, {'params': p[:1]}], 0.1))(P())",
    "base.group_order_extra": "(lambda p: nn.SGD([{'params': p}, {'order_params': p, 'lr': 0.1}], 0.1))(P())",
    "base.group_order_length": "(lambda p: nn.SGD([{'params': p}, {'order_params': p[:2]}], 0.1))(P())",
    "base.group_gc_type": "(lambda p: nn.SGD([{'params': p, 'grad_centralization': 1}], 0.1))(P())",
    "base.group_lr_length": "(lambda p: nn.SGD([{'params': p[:2], 'lr': [0.1, 0.2]}, {'params': p[2:]}], "
                            "[0.1, 0.2, 0.3]))(P())",
    "base.unique_type": "setattr(nn.SGD(P()), 'unique', 1)",
    "base.target_type": "setattr(nn.Adam(P()), 'target', 1)",
    "base.target_value": "setattr(nn.LazyAdam(P()), 'target', 'TPU')",
    "base.target_gpu_on_cpu": "setattr(nn.Adam(P()), 'target', 'GPU')",
    "ftrl.target_type": "setattr(nn.FTRL(P()), 'target', 1)",
    "ftrl.target_value": "setattr(nn.FTRL(P()), 'target', 'TPU')",
    "proximal.target_type": "setattr(nn.ProximalAdagrad(P()), 'target', 1)",
    "target.not_settable": "setattr(nn.SGD(P()), 'target', 'CPU')",
    "base.get_lr_parameter_missing": "nn.SGD(P(), 0.1).get_lr_parameter(P(1)[0])",
    "base.get_lr_parameter_type": "nn.SGD(P(), 0.1).get_lr_parameter('fc.weight')",
    # calls
    "call.grad_count": "(lambda o: o(grads(list(o.parameters), 0)[:-1]))(nn.Momentum(P(), 0.1, 0.9))",
    "call.grad_shape": "(lambda o: o(grads(list(o.parameters), 0)[:-1] + (T([1., 2., 3.]),)))(nn.Adam(P(), 0.1))",
    "call.lr_past_end": "(lambda o: steps(o, n=3))(nn.SGD(P(), [0.1, 0.2]))",
    # per optimizer
    "sgd.momentum_negative": "nn.SGD(P(), 0.1, momentum=-0.1)",
    "sgd.momentum_type": "nn.SGD(P(), 0.1, momentum='a')",
    "sgd.dampening_negative": "nn.SGD(P(), 0.1, momentum=0.9, dampening=-1.0)",
    "sgd.nesterov_no_momentum": "nn.SGD(P(), 0.1, nesterov=True)",
    "sgd.nesterov_dampening": "nn.SGD(P(), 0.1, momentum=0.9, dampening=0.1, nesterov=True)",
    "sgd.nesterov_type": "nn.SGD(P(), 0.1, momentum=0.9, nesterov=1)",
    "momentum.missing": "nn.Momentum(P(), 0.1)",
    "momentum.int": "nn.Momentum(P(), 0.1, 1)",
    "momentum.negative": "nn.Momentum(P(), 0.1, -0.9)",
    "momentum.nesterov_type": "nn.Momentum(P(), 0.1, 0.9, use_nesterov=1)",
    "adam.beta1": "nn.Adam(P(), beta1=1.0)",
    "adam.beta2_zero": "nn.Adam(P(), beta2=0.0)",
    "adam.beta_int": "nn.Adam(P(), beta1=1)",
    "adam.eps_zero": "nn.Adam(P(), eps=0.0)",
    "adam.kwargs": "nn.Adam(P(), foo=True)",
    "adam.amsgrad_type": "nn.Adam(P(), use_amsgrad=1)",
    "adam.nesterov_type": "nn.Adam(P(), use_nesterov=1)",
    "adamwd.beta1": "nn.AdamWeightDecay(P(), beta1=0.0)",
    "adam.lazy_weight_decay_int": "nn.LazyAdam(P(), weight_decay=0)",
    "adam.lazy_nesterov_type": "nn.LazyAdam(P(), use_nesterov=1)",
    "adam.offload_beta": "nn.AdamOffload(P(), beta1=1.5)",
    "adamwd.eps": "nn.AdamWeightDecay(P(), eps=-1e-6)",
    "ftrl.list_lr": "nn.FTRL(P(), learning_rate=[0.1, 0.2])",
    "ftrl.group_lr": "(lambda p: nn.FTRL([{'params': p[:2], 'lr': 0.1}, {'params': p[2:]}]))(P())",
    "ftrl.lr_power": "nn.FTRL(P(), lr_power=0.5)",
    "ftrl.l1": "nn.FTRL(P(), l1=-0.1)",
    "ftrl.accum_type": "nn.FTRL(P(), initial_accum=1)",
    "ftrl.lr_zero": "nn.FTRL(P(), learning_rate=0.0)",
    "adagrad.accum": "nn.Adagrad(P(), accum=-0.1)",
    "adagrad.update_slots": "nn.Adagrad(P(), update_slots=1)",
    "adadelta.rho": "nn.Adadelta(P(), rho=1.5)",
    "adadelta.grads_list": "(lambda o: o(list(grads(list(o.parameters), 0))))(nn.Adadelta(P()))",
    "adamax.beta2": "nn.AdaMax(P(), beta2=1.0)",
    "rmsprop.epsilon": "nn.RMSProp(P(), epsilon=0.0)",
    "rmsprop.decay": "nn.RMSProp(P(), decay=-0.9)",
    "rmsprop.centered_type": "nn.RMSProp(P(), centered=1)",
    "proximal.l1": "nn.ProximalAdagrad(P(), l1=-1.0)",
    "rprop.etas_type": "nn.Rprop(P(), etas=[0.5, 1.2])",
    "rprop.etas_len": "nn.Rprop(P(), etas=(0.5, 1.2, 1.0))",
    "rprop.etaplus": "nn.Rprop(P(), etas=(0.5, 1.0))",
    "rprop.etaminus": "nn.Rprop(P(), etas=(1.5, 2.0))",
    "rprop.step_sizes": "nn.Rprop(P(), step_sizes=(1.0, 0.5))",
    "asgd.lambd": "nn.ASGD(P(), lambd=1)",
    # learning-rate schedules
    "sched.exp_lr_int": "nn.ExponentialDecayLR(1, 0.9, 2)",
    "sched.exp_lr_zero": "nn.ExponentialDecayLR(0.0, 0.9, 2)",
    "sched.exp_steps_zero": "nn.ExponentialDecayLR(0.1, 0.9, 0)",
    "sched.exp_steps_float": "nn.ExponentialDecayLR(0.1, 0.9, 2.0)",
    "sched.exp_rate_int": "nn.ExponentialDecayLR(0.1, 1, 2)",
    "sched.exp_stair_type": "nn.NaturalExpDecayLR(0.1, 0.9, 2, is_stair=1)",
    "sched.inverse_rate_neg": "nn.InverseDecayLR(0.1, -0.9, 2)",
    "sched.cosine_min_int": "nn.CosineDecayLR(0, 0.1, 2)",
    "sched.cosine_order": "nn.CosineDecayLR(0.2, 0.1, 2)",
    "sched.cosine_max_int": "nn.CosineDecayLR(0.0, 1, 2)",
    "sched.poly_end_int": "nn.PolynomialDecayLR(0.1, 0, 2, 1.0)",
    "sched.poly_power_zero": "nn.PolynomialDecayLR(0.1, 0.01, 2, 0.0)",
    "sched.poly_update_type": "nn.PolynomialDecayLR(0.1, 0.01, 2, 1.0, update_decay_steps=1)",
    "sched.warmup_lr_int": "nn.WarmUpLR(1, 2)",
    "sched.warmup_steps_zero": "nn.WarmUpLR(0.1, 0)",
    "sched.base_construct": "nn.learning_rate_schedule.LearningRateSchedule()(T([1], 'int32'))",
    # list builders
    "dyn.piecewise_len": "nn.piecewise_constant_lr([1, 2], [0.1])",
    "dyn.piecewise_order": "nn.piecewise_constant_lr([3, 2], [0.1, 0.2])",
    "dyn.piecewise_type": "nn.piecewise_constant_lr(3, [0.1])",
    "dyn.piecewise_lr_int": "nn.piecewise_constant_lr([1, 2], [1, 2])",
    "dyn.piecewise_milestone_zero": "nn.piecewise_constant_lr([0, 2], [0.1, 0.2])",
    "dyn.exp_total_zero": "nn.exponential_decay_lr(0.1, 0.9, 0, 1, 1)",
    "dyn.exp_lr_int": "nn.exponential_decay_lr(1, 0.9, 2, 1, 1)",
    "dyn.natural_rate_neg": "nn.natural_exp_decay_lr(0.1, -0.9, 2, 1, 1)",
    "dyn.inverse_stair_type": "nn.inverse_decay_lr(0.1, 0.9, 2, 1, 1, 1)",
    "dyn.cosine_order": "nn.cosine_decay_lr(0.2, 0.1, 2, 1, 1)",
    "dyn.cosine_min_int": "nn.cosine_decay_lr(0, 0.1, 2, 1, 1)",
    "dyn.poly_end_int": "nn.polynomial_decay_lr(0.1, 0, 2, 1, 1, 1.0)",
    "dyn.poly_power_int": "nn.polynomial_decay_lr(0.1, 0.01, 2, 1, 1, 1)",
    "dyn.warmup_lr_int": "nn.warmup_lr(1, 2, 1, 1)",
    "dyn.warmup_epoch_zero": "nn.warmup_lr(0.1, 2, 1, 0)",
}

# ERRORS whose message msbridge reproduces word for word
SAME_MESSAGE = {name for name in ERRORS if name.startswith(("sched.", "dyn.", "sgd.", "momentum.", "adam.",
                                                             "ftrl.", "rprop.", "base."))
                and name not in {"base.params_not_iterable", "base.group_bad_key", "base.group_order_extra",
                                 "momentum.missing", "sched.base_construct", "base.lr_type"}}


# --- comparing msbridge with the goldens (used by the tests) ---------------------------------------------------
def check_value(ms, golden, name, values=None):
    """The VALUES case ``name`` (of ``values``, by default this module's) gives on ``ms`` what MindSpore gave
    (floats to 1e-6 relative)."""
    goldens.assert_matches(as_json(run(ms, (values or VALUES)[name])), golden["value." + name], name, 1e-6, 1e-9)


def check_arrays(ms, golden, name, rtol=1e-5, atol=1e-6):
    """The ARRAYS case ``name`` gives arrays of MindSpore's dtypes, shapes and values."""
    goldens.assert_array_case(as_arrays(run(ms, ARRAYS[name])), golden, name, lambda dtype: (rtol, atol),
                              recorded(golden, name))


def check_error(ms, golden, name, errors=None, same_message=None):
    """The ERRORS case ``name`` (of ``errors``, by default this module's) raises MindSpore's exception type, with
    its exact message for the names in ``same_message`` (default SAME_MESSAGE); returns the exception."""
    errors, same_message = errors or ERRORS, SAME_MESSAGE if same_message is None else same_message
    return goldens.assert_raises_like(golden["error." + name], lambda: run(ms, errors[name]), name in same_message)
