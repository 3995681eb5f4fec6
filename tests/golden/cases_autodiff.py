"""Autodiff and functional-programming cases (ms_semantics §6), recorded from MindSpore 2.10 by
record_autodiff.py and replayed on msbridge by tests/test_autodiff.py.

A case is Python code evaluated with the names of :func:`namespace` bound to ``mindspore`` or ``msbridge``:

- ``CASES``: the result's structure (``describe``: tuple/list nesting, Tensor dtypes and shapes, other values) is
  compared for equality and its Tensors (``tensors``, in order) numerically;
- ``ERRORS``: code that must raise; the exception type is compared, and the message for ``SAME_MESSAGE``.
"""
import json

import numpy as np


def describe(value):
    """A JSON-able picture of a result: containers keep their kind, Tensors give [dtype, shape]."""
    if hasattr(value, "asnumpy"):
        return {"Tensor": [str(value.dtype), list(value.shape)]}
    if isinstance(value, tuple):
        return {"tuple": [describe(v) for v in value]}
    if isinstance(value, list):
        return {"list": [describe(v) for v in value]}
    if isinstance(value, dict):
        return {"dict": {str(k): describe(v) for k, v in value.items()}}
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    return type(value).__name__


def tensors(value):
    """The numpy arrays of the Tensors inside a result, in order."""
    if hasattr(value, "asnumpy"):
        return [np.asarray(value.asnumpy())]
    if isinstance(value, (tuple, list)):
        return [a for v in value for a in tensors(v)]
    if isinstance(value, dict):
        return [a for v in value.values() for a in tensors(v)]
    return []


def namespace(ms):
    """The names case code can use, bound to ``ms`` (``mindspore`` or ``msbridge``)."""
    import importlib
    nn, ops, Tensor, Parameter = ms.nn, ms.ops, ms.Tensor, ms.Parameter
    F = importlib.import_module(ms.__name__ + ".ops.functional")
    C = importlib.import_module(ms.__name__ + ".ops.composite")
    P = importlib.import_module(ms.__name__ + ".ops.operations")

    def T(data, dtype="float32"):
        return Tensor(np.array(data, dtype=dtype))

    class Net(nn.Cell):
        """ms_semantics §6: sum(x * w) * y + b with w = [2, 3], b = [1]."""

        def __init__(self):
            super().__init__()
            self.w = Parameter(T([2.0, 3.0]), name="w")
            self.b = Parameter(T([1.0]), name="b")

        def construct(self, x, y):
            return (x * self.w).sum() * y + self.b

    class Partly(nn.Cell):
        """A used trainable, an unused trainable and a used frozen Parameter."""

        def __init__(self):
            super().__init__()
            self.a = Parameter(T([2.0]), name="a")
            self.u = Parameter(T([3.0]), name="u")
            self.f = Parameter(T([4.0]), name="f", requires_grad=False)

        def construct(self, x):
            return (x * self.a * self.f).sum()

    class Counted(nn.Cell):
        """x * w, counting how often construct runs."""

        def __init__(self):
            super().__init__()
            self.w = Parameter(T([2.0]), name="w")
            self.runs = 0

        def construct(self, x):
            self.runs += 1
            return x * self.w

    class TwoOut(nn.Cell):
        """(x * w * y, int(3x)) with a bprop returning (10 * dout[0], 100 * dout[0]); counts forward/bprop runs."""

        def __init__(self):
            super().__init__()
            self.w = Parameter(T([2.0]), name="w")
            self.runs = 0
            self.bprops = []

        def construct(self, x, y):
            self.runs += 1
            return x * self.w * y, (x * 3).astype(ms.int32)

        def bprop(self, x, y, out, dout):
            self.bprops.append([describe(out), describe(dout), [a.tolist() for a in tensors((out, dout))]])
            return dout[0] * 10, dout[0] * 100

    class OneOut(nn.Cell):
        """x * w with a bprop giving (10 * dout,)."""

        def __init__(self):
            super().__init__()
            self.w = Parameter(T([2.0]), name="w")
            self.bprops = []

        def construct(self, x):
            return x * self.w

        def bprop(self, x, out, dout):
            self.bprops.append([describe(out), describe(dout), [a.tolist() for a in tensors((out, dout))]])
            return (dout * 10,)

    class ExtraGrads(OneOut):
        def bprop(self, x, out, dout):
            return dout * 10, dout

    class NoneGrads(OneOut):
        def bprop(self, x, out, dout):
            return None

    class Outer(nn.Cell):
        """2 * inner(x): a bprop cell inside an enclosing graph."""

        def __init__(self):
            super().__init__()
            self.inner = OneOut()

        def construct(self, x):
            return self.inner(x) * 2

    def with_runs(cell, result):
        return [result, cell.runs]

    def with_bprops(cell, result):
        return [result, cell.bprops]

    def aux(p, q):
        return (p * q).sum(), p * 2, q + 1

    def two_out(a, b):
        return a * 2, (b * 3).sum()

    def square(a):
        return a * a

    def square_aux(a):
        return a * a, a + 1

    def prod2(a, b):
        return a * a * b

    def two_squares(a):
        return a * a, a * 3

    def weight_sum(cell):
        """A function of no inputs using the cell's weight."""
        def fn():
            return cell.w.sum()
        return fn

    def dense(cin, cout, seed=0, has_bias=True):
        """A Dense layer with seeded weights."""
        rng = np.random.RandomState(seed)
        cell = nn.Dense(cin, cout, has_bias=has_bias)
        cell.weight.set_data(Tensor(rng.uniform(-1, 1, (cout, cin)).astype(np.float32)))
        if has_bias:
            cell.bias.set_data(Tensor(rng.uniform(-1, 1, (cout,)).astype(np.float32)))
        return cell

    # --- seed 000: the Bert gradient-clipping wrapper (gradients only, no optimizer) ------------------------
    clip_grad = ops.MultitypeFuncGraph("clip_grad")

    @clip_grad.register("Number", "Number", "Tensor")
    def _clip_grad(clip_type, clip_value, grad):
        if clip_type not in (0, 1):
            return grad
        dt = ops.dtype(grad)
        if clip_type == 0:
            new_grad = ops.clip_by_value(grad, ops.cast(ops.tuple_to_array((-clip_value,)), dt),
                                         ops.cast(ops.tuple_to_array((clip_value,)), dt))
        else:
            new_grad = nn.ClipByNorm()(grad, ops.cast(ops.tuple_to_array((clip_value,)), dt))
        return new_grad

    class LossNet(nn.Cell):
        """Dense(4, 3) -> ReLU -> Dense(3, 2), squared error against a target."""

        def __init__(self):
            super().__init__()
            self.fc1 = dense(4, 3, 1)
            self.relu = nn.ReLU()
            self.fc2 = dense(3, 2, 2)

        def construct(self, data, label):
            out = self.fc2(self.relu(self.fc1(data)))
            return ((out - label) ** 2).mean()

    class BertClipGrads(nn.Cell):
        """The seed's BertTrainOneStepCell.construct up to the clipped gradients."""

        def __init__(self, network, clip_type, clip_value, sens=1.0):
            super().__init__()
            self.network = network
            self.weights = ms.ParameterTuple(network.trainable_params())
            self.grad = ops.GradOperation(get_by_list=True, sens_param=True)
            self.cast = ops.Cast()
            self.hyper_map = ops.HyperMap()
            self.grad_reducer = ops.identity
            self.sens, self.clip_type, self.clip_value = sens, clip_type, clip_value

        def construct(self, *inputs):
            weights = self.weights
            loss = self.network(*inputs)
            grads = self.grad(self.network, weights)(*inputs, self.cast(ops.tuple_to_array((self.sens,)),
                                                                        ms.float32))
            grads = self.hyper_map(ops.partial(clip_grad, self.clip_type, self.clip_value), grads)
            grads = self.grad_reducer(grads)
            return loss, grads

    # --- seed 000: the Wide&Deep two-loss wrapper (gradients only) -------------------------------------------
    class WideDeep(nn.Cell):
        def __init__(self):
            super().__init__()
            self.wide = dense(4, 1, 3)
            self.deep = dense(4, 1, 4)

        def construct(self, data):
            return (self.wide(data) ** 2).mean(), (self.deep(data) ** 2).sum()

    class IthOutputCell(nn.Cell):
        def __init__(self, network, output_index):
            super().__init__()
            self.network = network
            self.output_index = output_index

        def construct(self, *inputs):
            return self.network(*inputs)[self.output_index]

    class TwoLossGrads(nn.Cell):
        """The seed's TrainStepWrap.construct up to the two gradient tuples."""

        def __init__(self, network, sens=1000.0):
            super().__init__()
            self.network = network
            params = network.trainable_params()
            self.weights_w = ms.ParameterTuple([p for p in params if "wide" in p.name])
            self.weights_d = ms.ParameterTuple([p for p in params if "wide" not in p.name])
            self.grad_w = ops.GradOperation(get_by_list=True, sens_param=True)
            self.grad_d = ops.GradOperation(get_by_list=True, sens_param=True)
            self.sens = sens
            self.loss_net_w = IthOutputCell(network, output_index=0)
            self.loss_net_d = IthOutputCell(network, output_index=1)
            self.loss_net_w.set_grad()

        def construct(self, *inputs):
            loss_w, loss_d = self.network(*inputs)
            sens_w = ops.Fill()(ops.DType()(loss_w), ops.Shape()(loss_w), self.sens)
            sens_d = ops.Fill()(ops.DType()(loss_d), ops.Shape()(loss_d), self.sens)
            grads_w = self.grad_w(self.loss_net_w, self.weights_w)(*inputs, sens_w)
            grads_d = self.grad_d(self.loss_net_d, self.weights_d)(*inputs, sens_d)
            return ops.depend(loss_w, grads_w), ops.depend(loss_d, grads_d), grads_w, grads_d

    def bn_step(set_grad):
        """TrainOneStepCell's pattern on a training-mode BatchNorm network: forward, then the gradients of the
        same call; the moving statistics show how often the forward ran."""
        net = nn.SequentialCell([dense(3, 4, 7), nn.BatchNorm1d(4)]).set_train()
        if set_grad:
            net.set_grad()
        data = Tensor(np.random.RandomState(2).standard_normal((5, 3)).astype(np.float32))
        loss = net(data)
        grads = ops.GradOperation(get_by_list=True, sens_param=True)(net, ms.ParameterTuple(net.trainable_params()))(
            data, Tensor(np.random.RandomState(3).standard_normal((5, 4)).astype(np.float32)))
        return loss, grads, net[1].moving_mean.value(), net[1].moving_variance.value()

    # --- seed 002: value_and_grad(forward_fn, None, params, has_aux=True) ------------------------------------
    def seed002_step(seed=5):
        model = nn.SequentialCell([dense(6, 5, seed), nn.ReLU(), dense(5, 3, seed + 1)])
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        data = Tensor(np.random.RandomState(seed).standard_normal((4, 6)).astype(np.float32))
        label = Tensor(np.array([0, 2, 1, 2], np.int32))

        def forward_fn(data, label):
            logits = model(data)
            loss = loss_fn(logits, label)
            return loss, logits

        grad_fn = ops.value_and_grad(forward_fn, None, model.trainable_params(), has_aux=True)
        (loss, logits), grads = grad_fn(data, label)
        return ops.depend(loss, grads), logits, grads

    mf = ops.MultitypeFuncGraph("mf")

    @mf.register("Number", "Tensor")
    def _scale(n, t):
        return t * n

    @mf.register("Tensor", "Tensor")
    def _add(a, b):
        return a + b

    @mf.register("Tensor")
    def _hundred(a):
        return a * 100

    @mf.register("Number")
    def _thousand(a):
        return a * 1000

    x, y = T([1.0, 2.0]), T([3.0])
    return {"ms": ms, "nn": nn, "ops": ops, "np": np, "Tensor": Tensor, "Parameter": Parameter,
            "ParameterTuple": ms.ParameterTuple, "F": F, "C": C, "P": P, "T": T, "Net": Net, "Partly": Partly,
            "Counted": Counted, "TwoOut": TwoOut, "OneOut": OneOut, "ExtraGrads": ExtraGrads,
            "NoneGrads": NoneGrads, "Outer": Outer, "with_runs": with_runs, "with_bprops": with_bprops,
            "aux": aux, "two_out": two_out, "square": square, "square_aux": square_aux, "prod2": prod2,
            "two_squares": two_squares, "weight_sum": weight_sum, "dense": dense, "LossNet": LossNet, "BertClipGrads": BertClipGrads,
            "WideDeep": WideDeep, "TwoLossGrads": TwoLossGrads, "seed002_step": seed002_step, "bn_step": bn_step, "mf": mf,
            "x": x, "y": y, "y2": T([3.0, 3.0]), "a2": T([1.0, 1.0]), "b3": T([1.0, 1.0, 1.0]), "G": ops.GradOperation,
            "G2": T([[3.0, -4.0], [1.0, 2.0], [0.5, 0.5]]), "one": T([1.0]),
            "data": T(np.random.RandomState(0).standard_normal((5, 4))),
            "label": T(np.random.RandomState(1).standard_normal((5, 2)))}


def run(ms, code):
    """Evaluate case code against ``ms`` (lambdas in it need a ``__module__``: MindSpore keys its graphs by it)."""
    return eval(code, dict(namespace(ms), __name__=__name__))  # noqa: S307 - the code strings are the fixed tables below


def as_json(value):
    return json.loads(json.dumps(value))


_NET = "n = Net(); "
CASES = {
    # --- GradOperation (ms_semantics §6) ------------------------------------------------------------------
    "go.default": "G()(Net())(x, y)",
    "go.get_all": "G(get_all=True)(Net())(x, y)",
    "go.by_list": "[G(get_by_list=True)(n, n.trainable_params())(x, y) for n in [Net()]][0]",
    "go.by_parameter_tuple": "[G(get_by_list=True)(n, ParameterTuple(n.trainable_params()))(x, y) for n in [Net()]][0]",
    "go.by_tuple": "[G(get_by_list=True)(n, (n.w, n.b))(x, y) for n in [Net()]][0]",
    "go.by_single_parameter": "[G(get_by_list=True)(n, n.w)(x, y) for n in [Net()]][0]",
    "go.all_and_list": "[G(get_all=True, get_by_list=True)(n, n.trainable_params())(x, y) for n in [Net()]][0]",
    "go.sens": "G(sens_param=True)(Net())(x, y, T([2.0]))",
    "go.sens_keyword": "G(sens_param=True)(Net())(x, y, sens=T([2.0]))",
    "go.sens_one_tuple": "G(sens_param=True)(Net())(x, y, (T([2.0]),))",
    "go.all_list_sens": "[G(get_all=True, get_by_list=True, sens_param=True)(n, n.trainable_params())(x, y, T([2.0])) "
                        "for n in [Net()]][0]",
    "go.list_without_weights": "G(get_by_list=True)(Net())(x, y)",
    "go.list_without_weights_partly": "G(get_all=True, get_by_list=True)(Partly())(x)",
    "go.weights_ignored_without_list": "[G()(n, n.trainable_params())(x, y) for n in [Net()]][0]",
    "go.multi_output": "G(get_all=True)(two_out)(a2, b3)",
    "go.multi_output_sens": "G(get_all=True, sens_param=True)(two_out)(a2, b3, (T([1.0, 2.0]), T(3.0)))",
    "go.multi_output_sens_list": "G(get_all=True, sens_param=True)(two_out)(a2, b3, [T([1.0, 2.0]), T(3.0)])",
    "go.no_inputs": "G()(weight_sum(Net()))()",
    "go.no_inputs_all": "G(get_all=True)(weight_sum(Net()))()",
    "go.number_inputs_dropped": "G(get_all=True)(lambda p, q: p * q)(x, 3.0)",
    "go.int_number_dropped": "G(get_all=True)(lambda p, q: p * q)(x, 3)",
    "go.keyword_inputs": "G(get_all=True)(lambda p, q=None: (p * q).sum())(x, q=y)",
    "go.grad_of_grad": "G()(G()(lambda p: (p ** 3).sum()))(x)",
    "go.frozen_in_list": "[G(get_by_list=True)(lambda p: (p * f).sum(), [f])(x) for f in "
                         "[Parameter(T([7.0]), name='fz', requires_grad=False)]][0]",
    "go.unused_input": "G(get_all=True)(lambda p, q: p.sum())(x, y)",
    "go.constant_output": "G(get_all=True)(lambda p: T([1.0]))(x)",
    "go.parameter_as_input": "[G(get_all=True)(lambda p, q: (p * q).sum())(n.w, x) for n in [Net()]][0]",
    "go.tuple_input_dropped": "G(get_all=True)(lambda l, q: (l[0] * l[1] * q).sum())((x, x), y)",
    "go.tuple_first_input": "G()(lambda l, q: (l[0] * l[1] * q).sum())((x, x), y)",
    "go.dict_output": "G()(lambda p: {'a': p.sum(), 'b': (p * 2).sum()})(x)",
    "go.list_output": "G()(lambda p: [p.sum(), (p * 2).sum()])(x)",
    "go.nested_output": "G()(lambda p: (p.sum(), ((p * 2).sum(), p * 3)))(x)",
    "go.none_output": "G()(lambda p: None)(x)",
    "go.number_output": "G()(lambda p: 3.0)(x)",
    "go.float64": "G()(lambda p: (p * p).sum())(T([1.0, 2.0], 'float64'))",
    "go.float16": "G()(lambda p: (p * p).sum())(T([1.0, 2.0], 'float16'))",
    "go.plain_tensor_weight": "[G(get_by_list=True)(n, [x])(x, y) for n in [Net()]][0]",
    "go.duplicate_weights": "[G(get_by_list=True)(n, [n.w, n.w])(x, y) for n in [Net()]][0]",
    "go.int_index_input": "G(get_all=True)(lambda p, i: (p[i] * 2).sum())(x, T([1, 0, 1], 'int32'))",
    "go.dense_cell_weights": "[G(get_by_list=True)(d, d.trainable_params())(T([[1.0, 2.0, 3.0]])) "
                             "for d in [dense(3, 2)]][0]",
    "go.int_input_arithmetic": "G(get_all=True)(lambda p, q: p * q)(T([1, 2], 'int32'), T([3.0, 4.0]))",
    "go.bool_input": "G(get_all=True)(lambda p, q: (p * q).sum())(T([True, False], 'bool'), x)",
    "go.int_output_of_cast": "G()(lambda p: p.astype(ms.int32))(x)",
    # --- mindspore.grad / value_and_grad --------------------------------------------------------------------
    "grad.position0": "ms.grad(Net())(x, y)",
    "grad.position1": "ms.grad(Net(), 1)(x, y)",
    "grad.positions01": "ms.grad(Net(), (0, 1))(x, y)",
    "grad.position_one_tuple": "ms.grad(Net(), (0,))(x, y)",
    "grad.position_keyword": "ms.grad(Net(), grad_position=1)(x, y)",
    "grad.position_bool": "ms.grad(Net(), True)(x, y)",
    "grad.weights_only": "[ms.grad(n, None, n.trainable_params())(x, y) for n in [Net()]][0]",
    "grad.weights_parameter_tuple": "[ms.grad(n, None, ParameterTuple(n.trainable_params()))(x, y) for n in [Net()]][0]",
    "grad.weights_single": "[ms.grad(n, None, n.w)(x, y) for n in [Net()]][0]",
    "grad.position_and_weights": "[ms.grad(n, 0, n.trainable_params())(x, y) for n in [Net()]][0]",
    "grad.positions_and_weights": "[ms.grad(n, (0, 1), n.trainable_params())(x, y) for n in [Net()]][0]",
    "grad.one_tuple_and_single_weight": "[ms.grad(n, (0,), n.w)(x, y) for n in [Net()]][0]",
    "grad.keyword_argument_position": "ms.grad(Net(), (0, 1))(x, y=y)",
    "grad.keyword_argument_function": "ms.grad(aux, 1, has_aux=True)(x, q=y)",
    "grad.has_aux": "ms.grad(aux, 0, has_aux=True)(x, y)",
    "grad.has_aux_positions": "ms.grad(aux, (0, 1), has_aux=True)(x, y)",
    "grad.has_aux_two_outputs": "ms.grad(lambda p: ((p * p).sum(), p), 0, has_aux=True)(x)",
    "grad.has_aux_nested": "ms.grad(lambda p: ((p * p).sum(), (p, p * 2)), 0, has_aux=True)(x)",
    "grad.return_ids": "[ms.grad(n, (0, 1), n.trainable_params(), return_ids=True)(x, y) for n in [Net()]][0]",
    "grad.return_ids_position": "ms.grad(Net(), 0, return_ids=True)(x, y)",
    "grad.return_ids_one_tuple": "ms.grad(Net(), (0,), return_ids=True)(x, y)",
    "grad.return_ids_weights": "[ms.grad(n, None, n.trainable_params(), return_ids=True)(x, y) for n in [Net()]][0]",
    "grad.return_ids_single_weight": "[ms.grad(n, None, n.w, return_ids=True)(x, y) for n in [Net()]][0]",
    "grad.return_ids_position_weights": "[ms.grad(n, 0, n.trainable_params(), return_ids=True)(x, y) "
                                        "for n in [Net()]][0]",
    "grad.get_grad_position": "[ms.get_grad(ms.grad(n, (0, 1), n.trainable_params(), return_ids=True)(x, y), 1) "
                              "for n in [Net()]][0]",
    "grad.get_grad_parameter": "[ms.get_grad(ms.grad(n, (0, 1), n.trainable_params(), return_ids=True)(x, y), n.w) "
                               "for n in [Net()]][0]",
    "grad.multi_output_sum": "ms.grad(two_out, (0, 1))(a2, b3)",
    "grad.non_scalar_output": "ms.grad(lambda p: p * p)(x)",
    "grad.frozen_weight_zero": "[ms.grad(lambda p: (p * n.w).sum(), None, [Parameter(T([1.0, 1.0]), name='z', "
                               "requires_grad=False), n.w])(x) for n in [Net()]][0]",
    "grad.frozen_cell_weight_zero": "[ms.grad(n, None, [n.a, n.f, n.u])(x) for n in [Partly()]][0]",
    "grad.sens_param": "ms.grad(Net(), 0, sens_param=True)(x, y, T([2.0]))",
    "grad.number_position": "ms.grad(lambda p, q: p * q, 1)(x, 2.0)",
    "grad.tuple_position_dropped": "ms.grad(lambda p, q: p[0] * q, (0, 1))((x, x), y)",
    "grad.none_argument": "ms.grad(lambda p, q: p, (0, 1))(x, None)",
    "grad.cell_two_outputs": "ms.grad(TwoOut(), 0)(x, y)",
    "grad.dense_input": "ms.grad(dense(3, 2), 0)(T([[1.0, 2.0, 3.0]]))",
    "grad.ops_is_ms": "[ops.grad is ms.grad, ops.value_and_grad is ms.value_and_grad, F.grad is ms.grad, "
                      "C.GradOperation is ops.GradOperation]",
    "vg.position0": "ms.value_and_grad(Net(), 0)(x, y)",
    "vg.weights": "[ms.value_and_grad(n, None, n.trainable_params())(x, y) for n in [Net()]][0]",
    "vg.multi_output": "ms.value_and_grad(two_out, (0, 1))(a2, b3)",
    "vg.has_aux": "ms.value_and_grad(aux, 0, has_aux=True)(x, y)",
    "vg.has_aux_weights": "[ms.value_and_grad(aux, None, [n.w], has_aux=True)(x, y) for n in [Net()]][0]",
    "vg.return_ids": "[ms.value_and_grad(n, (0, 1), n.trainable_params(), return_ids=True)(x, y) "
                     "for n in [Net()]][0]",
    "vg.sens_param": "ms.value_and_grad(Net(), 0, sens_param=True)(x, y, T([2.0]))",
    # --- set_grad: the forward runs once ----------------------------------------------------------------------
    "set_grad.forward_then_grad": "[with_runs(c, [c(x), ms.grad(c)(x)]) for c in [Counted().set_grad()]][0]",
    "set_grad.no_set_grad": "[with_runs(c, [c(x), ms.grad(c)(x)]) for c in [Counted()]][0]",
    "set_grad.grad_with_weights": "[with_runs(c, [c(x), ms.grad(c, 0, c.w)(x)]) for c in [Counted().set_grad()]][0]",
    "set_grad.other_input": "[with_runs(c, [c(x), ms.grad(c)(T([5.0]))]) for c in [Counted().set_grad()]][0]",
    "set_grad.value_and_grad": "[with_runs(c, [c(x), ms.value_and_grad(c)(x)]) for c in [Counted().set_grad()]][0]",
    "set_grad.grad_operation_sens": "[with_runs(c, [c(x), G(get_by_list=True, sens_param=True)(c, "
                                    "ParameterTuple(c.trainable_params()))(x, T([3.0, 4.0]))]) "
                                    "for c in [Counted().set_grad()]][0]",
    "set_grad.grad_twice": "[with_runs(c, [c(x), ms.grad(c)(x), ms.grad(c)(x)]) for c in [Counted().set_grad()]][0]",
    "set_grad.parameter_changed_before_grad": "[with_runs(c, [c(x), c.w.set_data(T([3.0])) and None, "
                                              "ms.value_and_grad(c)(x)]) for c in [Counted().set_grad()]][0]",
    "set_grad.batchnorm_statistics_once": "bn_step(True)",
    "set_grad.batchnorm_statistics_twice": "bn_step(False)",
    "set_grad.returns_self": "[c.set_grad() is c for c in [Counted()]][0]",
    # --- Cell.bprop -----------------------------------------------------------------------------------------
    "bprop.two_outputs": "[with_bprops(c, [ms.grad(c, (0, 1), c.trainable_params())(x, y2), c.runs]) "
                         "for c in [TwoOut()]][0]",
    "bprop.two_outputs_set_grad": "[with_bprops(c, [c(x, y2), ms.grad(c, (0, 1))(x, y2), c.runs]) "
                                  "for c in [TwoOut().set_grad()]][0]",
    "bprop.in_outer_graph": "[with_bprops(c, ms.grad(lambda p, q: c(p, q)[0] * 2, (0, 1))(x, y2)) "
                            "for c in [TwoOut()]][0]",
    "bprop.single_output": "[with_bprops(c, ms.grad(c, 0, c.trainable_params())(x)) for c in [OneOut()]][0]",
    "bprop.value_and_grad": "[with_bprops(c, ms.value_and_grad(c, 0)(x)) for c in [OneOut()]][0]",
    "bprop.sens": "[with_bprops(c, G(sens_param=True)(c)(x, T([7.0, 7.0]))) for c in [OneOut()]][0]",
    "bprop.used_twice": "[with_bprops(c, ms.grad(lambda p: c(p) * c(p), 0)(x)) for c in [OneOut()]][0]",
    "bprop.inside_cell": "[with_bprops(o.inner, ms.grad(o, 0, o.trainable_params())(x)) for o in [Outer()]][0]",
    "bprop.extra_gradients_ignored": "ms.grad(ExtraGrads(), 0)(x)",
    "bprop.forward_call": "OneOut()(x)",
    # --- stop_gradient, depend ------------------------------------------------------------------------------
    "stop_gradient.cuts": "ms.grad(lambda a: (ops.stop_gradient(a * a) + a).sum())(x)",
    "stop_gradient.tuple": "ops.stop_gradient((x, y))",
    "stop_gradient.number": "ops.stop_gradient(3)",
    "stop_gradient.F": "F.stop_gradient is ops.stop_gradient",
    "depend.value": "[ops.depend(x, y), ops.depend(x, None), ops.depend((x, y), y), ops.Depend()(x, y), "
                    "F.depend(x, y), P.Depend is ops.Depend]",
    "depend.in_grad": "ms.grad(lambda a: ops.depend(a * 3, a * 5).sum())(x)",
    # --- vjp, jvp, jacobians --------------------------------------------------------------------------------
    "vjp.two_inputs": "[(r := ops.vjp(prod2, x, T([3.0, 4.0])))[0], r[1](T([1.0, 10.0]))]",
    "vjp.one_input": "ops.vjp(square, x)[1](T([1.0, 10.0]))",
    "vjp.has_aux": "[(r := ops.vjp(square_aux, x, has_aux=True))[0], r[2], r[1](T([1.0, 10.0]))]",
    "vjp.multi_output": "ops.vjp(two_squares, x)[1]((T([1.0, 1.0]), T([1.0, 1.0])))",
    "vjp.weights": "[ops.vjp(lambda a: a * w, x, weights=[w])[1](T([1.0, 1.0])) for w in "
                   "[Parameter(T([2.0, 2.0]), name='w')]][0]",
    "vjp.single_weight": "[ops.vjp(lambda a: a * w, x, weights=w)[1](T([1.0, 1.0])) for w in "
                         "[Parameter(T([2.0, 2.0]), name='w')]][0]",
    "jvp.two_inputs": "ops.jvp(prod2, (x, T([3.0, 4.0])), (T([1.0, 0.0]), T([0.0, 1.0])))",
    "jvp.one_input": "ops.jvp(square, x, T([1.0, 1.0]))",
    "jacfwd.position0": "ops.jacfwd(prod2)(x, T([3.0, 4.0]))",
    "jacfwd.positions01": "ops.jacfwd(prod2, (0, 1))(x, T([3.0, 4.0]))",
    "jacrev.position0": "ops.jacrev(prod2)(x, T([3.0, 4.0]))",
    "jacrev.positions01": "ops.jacrev(prod2, (0, 1))(x, T([3.0, 4.0]))",
    "jvp.has_aux": "ops.jvp(square_aux, x, T([1.0, 1.0]), has_aux=True)",
    "jvp.multi_output": "ops.jvp(two_squares, x, T([1.0, 1.0]))",
    "jacfwd.has_aux": "ops.jacfwd(square_aux, 0, has_aux=True)(x)",
    "jacrev.has_aux": "ops.jacrev(square_aux, 0, has_aux=True)(x)",
    "jacfwd.multi_output": "ops.jacfwd(two_squares)(x)",
    "jacrev.multi_output": "ops.jacrev(two_squares)(x)",
    "vjp.three_outputs_aux": "[(r := ops.vjp(aux, x, y, has_aux=True))[0], r[2], r[1](T(1.0))]",
    "grad.exposed_names": "[hasattr(ops, n) for n in ['grad', 'value_and_grad', 'vjp', 'jvp', 'jacfwd', 'jacrev', "
                          "'get_grad', 'hessian']] + [hasattr(ms, n) for n in ['grad', 'value_and_grad', 'vjp', "
                          "'jvp', 'jacfwd', 'jacrev', 'get_grad']]",
    # --- composites -----------------------------------------------------------------------------------------
    "mf.number_tensor": "mf(2, x)",
    "mf.tensor_tensor": "mf(x, x)",
    "mf.tensor": "mf(x)",
    "mf.int": "mf(3)",
    "mf.float": "mf(3.5)",
    "mf.bool": "mf(True)",
    "mf.parameter_is_tensor": "mf(Parameter(x, name='p'))",
    "hypermap.partial": "ops.HyperMap()(ops.partial(mf, 2), (x, y))",
    "hypermap.list": "ops.HyperMap()(ops.partial(mf, 2), [x, y])",
    "hypermap.two_sequences": "ops.HyperMap()(mf, (x, y), (x, y))",
    "hypermap.nested": "ops.HyperMap()(ops.partial(mf, 2), (x, (y, x)))",
    "hypermap.tensor": "ops.HyperMap()(ops.partial(mf, 2), x)",
    "hypermap.lambda": "ops.HyperMap()(lambda a: a * 2, (x, y))",
    "hypermap.shortest": "ops.HyperMap()(mf, (x, y), (x,))",
    "hypermap.bound": "ops.HyperMap(mf)((x, y), (x, y))",
    "hypermap.mixed_sequences": "ops.HyperMap()(mf, (x, y), [x, y])",
    "hypermap.numbers": "ops.HyperMap()(mf, (1, 2))",
    "map.partial": "ops.Map()(ops.partial(mf, 2), (x, y))",
    "map.list": "ops.Map()(ops.partial(mf, 2), [x, y])",
    "map.bound": "ops.Map(mf)((x, y), (x, y))",
    "partial.function": "ops.partial(lambda a, b, c: a + b * c, x, y)(y)",
    "partial.primitive": "ops.Partial()(lambda a, b: a * b, x)(y)",
    "partial.F": "[F.partial is ops.partial, type(ops.partial(mf, 2)).__name__]",
    "identity.values": "[ops.identity(x), ops.identity((x, y)), F.identity(x)]",
    "tuple_to_array.float": "ops.tuple_to_array((1.0,))",
    "tuple_to_array.negative": "ops.tuple_to_array((-1.0,))",
    "tuple_to_array.int": "ops.tuple_to_array((1, 2))",
    "tuple_to_array.int_then_float": "ops.tuple_to_array((1, 2.5))",
    "tuple_to_array.float_then_int": "ops.tuple_to_array((1.5, 2))",
    "tuple_to_array.numpy_float": "ops.tuple_to_array((np.float32(1.5), 2))",
    "tuple_to_array.bool": "ops.tuple_to_array((True, False))",
    "tuple_to_array.nested": "ops.tuple_to_array(((1.0, 2.0), (3.0, 4.0)))",
    "tuple_to_array.list": "ops.tuple_to_array([1, 2])",
    "dtype_shape.values": "[str(ops.dtype(x)), ops.shape(G2), str(F.dtype(x)), F.shape(G2), str(ops.DType()(x)), "
                          "ops.Shape()(G2)]",
    "fill.values": "[F.fill(ms.float32, (2,), 3), ops.fill(ms.int32, (2, 2), 1.7), ops.Fill()(ms.float16, (3,), 2)]",
    "cast.values": "[F.cast(x, ms.float16), ops.cast(x, ms.int32), ops.Cast()(x, ms.float64)]",
    "mixed_precision_cast.tensor": "F.mixed_precision_cast(ms.float16, x)",
    "mixed_precision_cast.to_float32": "F.mixed_precision_cast(ms.float32, T([1.0], 'float16'))",
    "mixed_precision_cast.float64": "F.mixed_precision_cast(ms.float16, T([1.0], 'float64'))",
    "mixed_precision_cast.tuple": "F.mixed_precision_cast(ms.float16, (x, y, 3))",
    "mixed_precision_cast.list": "F.mixed_precision_cast(ms.float16, [x, y])",
    "mixed_precision_cast.int": "F.mixed_precision_cast(ms.float16, T([1, 2], 'int32'))",
    "mixed_precision_cast.number": "F.mixed_precision_cast(ms.float16, 3.0)",
    "mixed_precision_cast.dict": "F.mixed_precision_cast(ms.float16, {'a': x})",
    "imports.same_objects": "[P.Cast is ops.Cast, C.HyperMap is ops.HyperMap, C.MultitypeFuncGraph is "
                            "ops.MultitypeFuncGraph, C.Map is ops.Map, F.tuple_to_array is ops.tuple_to_array, "
                            "P.Partial is ops.Partial]",
    # --- clipping -------------------------------------------------------------------------------------------
    "clip.clip_by_norm_cell": "nn.ClipByNorm()(G2, one)",
    "clip.clip_by_norm_cell_large": "nn.ClipByNorm()(G2, T([100.0]))",
    "clip.clip_by_norm_cell_broadcast": "nn.ClipByNorm()(G2, T([[1.0], [2.0], [3.0]]))",
    "clip.clip_by_norm_cell_float16": "nn.ClipByNorm()(T([3.0, 4.0], 'float16'), T([1.0], 'float16'))",
    "clip.clip_by_norm_cell_mixed": "nn.ClipByNorm()(G2, T([1.0], 'float16'))",
    "clip.clip_by_norm_cell_zero": "nn.ClipByNorm()(T([0.0, 0.0]), one)",
    "clip.clip_by_norm_cell_repr": "repr(nn.ClipByNorm())",
    "clip.clip_by_norm": "ops.clip_by_norm(G2, 1.0)",
    "clip.clip_by_norm_tuple": "ops.clip_by_norm((G2, G2 * 2), 1.0)",
    "clip.clip_by_norm_list": "ops.clip_by_norm([G2, G2 * 2], 1.0)",
    "clip.clip_by_norm_l1": "ops.clip_by_norm((G2, G2 * 2), 1.0, norm_type=1)",
    "clip.clip_by_norm_large": "ops.clip_by_norm(G2, 100.0)",
    "clip.clip_by_norm_zero": "ops.clip_by_norm(T([0.0, 0.0]), 1.0)",
    "clip.clip_by_global_norm": "ops.clip_by_global_norm((G2, G2 * 2), 1.0)",
    "clip.clip_by_global_norm_list": "ops.clip_by_global_norm([G2, G2 * 2], 1.0)",
    "clip.clip_by_global_norm_tensor": "ops.clip_by_global_norm(G2, 1.0)",
    "clip.clip_by_global_norm_large": "ops.clip_by_global_norm((G2,), 100.0)",
    "clip.clip_by_value_seed": "ops.clip_by_value(G2, ops.cast(ops.tuple_to_array((-1.0,)), ms.float32), "
                               "ops.cast(ops.tuple_to_array((1.0,)), ms.float32))",
    "clip.composite_exports": "[C.clip_by_value is ops.clip_by_value, C.clip_by_global_norm is "
                              "ops.clip_by_global_norm]",
    # --- seed programs (gradients only) ---------------------------------------------------------------------
    "seed000.bert_clip_by_norm": "BertClipGrads(LossNet(), 1, 1.0)(data, label)",
    "seed000.bert_clip_by_value": "BertClipGrads(LossNet(), 0, 0.05)(data, label)",
    "seed000.bert_no_clip": "BertClipGrads(LossNet(), 2, 1.0)(data, label)",
    "seed000.bert_sens": "BertClipGrads(LossNet(), 1, 1.0, sens=1024.0)(data, label)",
    "seed000.wide_deep_grads": "TwoLossGrads(WideDeep())(T(np.random.RandomState(3).standard_normal((6, 4))))",
    "seed002.value_and_grad_has_aux": "seed002_step()",
}

ERRORS = {
    "grad.both_none": "ms.grad(Net(), None, None)",
    "grad.position_out_of_range": "ms.grad(Net(), 5)(x, y)",
    "grad.negative_position": "ms.grad(Net(), -1)",
    "grad.duplicate_positions": "ms.grad(Net(), (0, 0))",
    "grad.position_str": "ms.grad(Net(), 'a')",
    "grad.position_list": "ms.grad(Net(), [0, 1])",
    "grad.position_tuple_str": "ms.grad(Net(), (0, 'a'))",
    "grad.empty_positions": "ms.grad(Net(), ())(x, y)",
    "grad.has_aux_not_bool": "ms.grad(Net(), 0, has_aux=1)",
    "grad.return_ids_not_bool": "ms.grad(Net(), 0, return_ids=1)",
    "grad.has_aux_single_output": "ms.grad(lambda p: (p * p).sum(), 0, has_aux=True)(x)",
    "grad.has_aux_one_tuple": "ms.grad(lambda p: ((p * p).sum(),), 0, has_aux=True)(x)",
    "grad.has_aux_cell_single_output": "[ms.grad(n, None, n.trainable_params(), has_aux=True)(x, y) "
                                       "for n in [Net()]][0]",
    "grad.bad_weights": "ms.grad(Net(), 0, 3)(x, y)",
    "grad.not_callable": "ms.grad(3)(x, y)",
    "grad.get_grad_missing": "[ms.get_grad(ms.grad(n, (0, 1), n.trainable_params(), return_ids=True)(x, y), 7) "
                             "for n in [Net()]][0]",
    "vg.both_none": "ms.value_and_grad(Net(), None, None)",
    "vg.negative_position": "ms.value_and_grad(Net(), -1)",
    "vg.has_aux_single_output": "ms.value_and_grad(lambda p: (p * p).sum(), 0, has_aux=True)(x)",
    "go.flag_not_bool": "G(get_all=1)",
    "go.sens_flag_not_bool": "G(sens_param='yes')",
    "go.bad_weights": "G(get_by_list=True)(Net(), 3)(x, y)",
    "go.not_callable": "G()(3)(x, y)",
    "go.sens_missing": "G(sens_param=True)(Net())(x, y)",
    "go.sens_wrong_shape": "G(sens_param=True)(Net())(x, y, T([2.0, 3.0]))",
    "go.sens_number": "G(sens_param=True)(Net())(x, y, 2.0)",
    "bprop.returns_none": "ms.grad(NoneGrads(), 0)(x)",
    "mf.no_match": "mf(x, 2)",
    "mf.none": "mf(None)",
    "mf.str": "mf('a')",
    "hypermap.bound_partial": "ops.HyperMap(ops.partial(mf, 2))((x, y))",
    "map.nested": "ops.Map()(ops.partial(mf, 2), (x, (y, x)))",
    "tuple_to_array.empty": "ops.tuple_to_array(())",
    "tuple_to_array.int": "ops.tuple_to_array(3)",
    "shape.number": "ops.shape(3)",
    "shape.numpy": "ops.Shape()(np.ones(2))",
    "dtype.number": "ops.dtype(3)",
    "clip.cell_number_input": "nn.ClipByNorm()(G2, 1.0)",
    "clip.cell_int_input": "nn.ClipByNorm()(T([1, 2], 'int32'), one)",
    "clip.clip_by_norm_nonfinite": "ops.clip_by_norm(T([np.inf]), 1.0, error_if_nonfinite=True)",
    "clip.global_norm_use_norm": "ops.clip_by_global_norm((G2,), 1.0, use_norm=T(2.0))",
}

# errors whose message msbridge reproduces word for word
SAME_MESSAGE = {
    "grad.both_none", "grad.position_out_of_range", "grad.negative_position", "grad.duplicate_positions",
    "grad.position_str", "grad.position_list", "grad.position_tuple_str", "grad.empty_positions",
    "grad.has_aux_not_bool", "grad.return_ids_not_bool", "grad.has_aux_single_output", "grad.has_aux_one_tuple",
    "grad.has_aux_cell_single_output", "grad.bad_weights", "grad.not_callable", "grad.get_grad_missing",
    "vg.both_none", "vg.negative_position", "vg.has_aux_single_output", "go.flag_not_bool", "go.sens_flag_not_bool",
    "go.bad_weights", "go.not_callable", "bprop.returns_none", "shape.number", "shape.numpy", "dtype.number",
    "clip.cell_number_input", "clip.cell_int_input", "clip.clip_by_norm_nonfinite", "clip.global_norm_use_norm",
    "tuple_to_array.empty", "tuple_to_array.int",
}

# Cases with gradients that are zero in exact arithmetic, where both sides return float32 rounding noise whose
# size depends on the summation order (the CPU's vector width): a Dense bias right before a training-mode
# BatchNorm (MindSpore 9.5e-7, torch -2.4e-7 on an AVX-512 machine, 1.2e-6 apart, for O(1) terms).
ROUNDING_NOISE_ATOL = {"set_grad.batchnorm_statistics_once": 4e-6, "set_grad.batchnorm_statistics_twice": 4e-6}


def check_case(ms, golden, name):
    """The CASES entry ``name`` gives on ``ms`` MindSpore's structure and numbers."""
    import goldens
    result = run(ms, CASES[name])
    assert as_json(describe(result)) == golden["case." + name], name
    arrays = tensors(result)
    assert len(arrays) == golden["count." + name]
    tolerance = goldens.tolerance({n: (1e-5, atol) for n, atol in ROUNDING_NOISE_ATOL.items()}, other=(1e-5, 1e-6))
    goldens.assert_arrays_match(arrays, golden, name, lambda dtype: tolerance(name, dtype))


def check_error(ms, golden, name):
    """The ERRORS entry ``name`` raises MindSpore's exception type (and message, for SAME_MESSAGE)."""
    import goldens
    return goldens.assert_raises_like(golden["error." + name], lambda: tensors(run(ms, ERRORS[name])),
                                      name in SAME_MESSAGE)
