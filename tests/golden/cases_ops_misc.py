"""Issue 17, assorted ``ops`` names against MindSpore 2.10 (values, errors, gradients): ``dyn_shape``,
``deepcopy``, ``cond`` (the condition number ``norm(A, p) * norm(inv(A), p)``), ``PyFunc``, ``Reusing``, ``Morph``
(GRAPH_MODE only), and the higher-order forward-mode derivatives ``jet``, ``derivative`` and ``linearize``.
Snippets run on a fresh ``record_tensor.namespace``; the cases that take a function are module functions (MindSpore
compiles them from source)."""
import numpy as np

from record_tensor import grad_cases, namespace

_A = "Tensor([[1., 0., -1.], [0., 1., 0.], [1., 0., 1.]])"
_B = "Tensor([[2., 1.], [1., 3.]])"
SHAPE = [
    "ops.dyn_shape(x_f32)", "ops.dyn_shape(g)", "ops.dyn_shape(Tensor(3.0))", "ops.dyn_shape(Tensor(np.ones((0, 4))))",
    "ops.dyn_shape(Tensor([1, 2], ms.int8))", "ops.dyn_shape(1)", "ops.dyn_shape([1, 2])",
    "ops.functional.dyn_shape(gi)",
    "ops.deepcopy(x_f32)", "ops.deepcopy(gi)", "ops.deepcopy(Tensor([True, False]))", "ops.deepcopy(x_f32) is x_f32",
    "x = Tensor([1., 2.]); y = ops.deepcopy(x); x[0] = 5.; y", "ops.deepcopy(1)", "ops.deepcopy([1, 2])",
    "ops.deepcopy(Tensor(2.5, ms.float16))",
]
COND = [
    f"ops.cond({_A})", f"ops.cond({_A}, 'fro')", f"ops.cond({_A}, 'nuc')", f"ops.cond({_A}, float('inf'))",
    f"ops.cond({_A}, -float('inf'))", f"ops.cond({_A}, 1)", f"ops.cond({_A}, -1)", f"ops.cond({_A}, 2)",
    f"ops.cond({_A}, -2)", f"ops.cond({_B})", f"ops.cond({_B}.astype(ms.float64))", f"ops.cond({_B}, p=1)",
    f"ops.cond(A={_B}, p='fro')",
    "ops.cond(Tensor(np.array([[[2., 1.], [1., 3.]], [[1., 2.], [3., 4.]]], np.float32)))",
    "ops.cond(Tensor(np.array([[[[2., 1.], [1., 3.]]], [[[1., 2.], [3., 4.]]]], np.float32)), 'fro')",
    f"ops.cond({_A}, 3)", f"ops.cond({_A}, 'abc')",
    "ops.cond(Tensor([1., 2.]))", "ops.cond(Tensor([[1, 2], [3, 4]], ms.int32))",
    "ops.cond(Tensor(np.ones((2, 3), np.float32)))",
]
_X = "Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))"
_SIG = "[ms.float32, ms.float32], [(2, 3), (2, 3)]"
PYFUNC = [
    f"f = lambda a, b: (a + b, a * b); ops.PyFunc(f, {_SIG}, {_SIG})({_X}, {_X} + 1)",
    f"f = lambda a: a.astype(np.int32) * 2; ops.PyFunc(f, [ms.float32], [(2, 3)], [ms.int32], [(2, 3)])({_X})",
    f"f = lambda a: float(a.sum()); ops.PyFunc(f, [ms.float32], [(2, 3)], [ms.float32], [[]])({_X})",
    f"f = lambda a: (a.sum(0), a.max()); ops.PyFunc(f, [ms.float32], [(2, 3)], [ms.float32, ms.float32], "
    f"[(3,), []])({_X})",
    "f = lambda a, b: a + b; ops.PyFunc(f, (ms.float32, ms.float32), ((3,), (3,)), (ms.float32,), ((3,),))"
    "(Tensor([1., 2., 3.]), Tensor([1., 2., 3.]))",
    f"f = lambda a: a; ops.PyFunc(f, [ms.float32], [(2, 3)], [ms.float32], [(2, 3)], False)({_X})",
    f"f = lambda a: a; ops.PyFunc(f, [ms.float32], [(2, 3)], [ms.float32], [(2, 3)])(({_X},))",
    f"f = lambda a: a; ops.PyFunc(f, [ms.float32], [(2, 3)], [ms.float32], [(2, 3)])([{_X}])",
    "f = lambda a: a; ops.PyFunc(f, ms.float32, [(2, 3)], [ms.float32], [(2, 3)])",
    "f = lambda a: a; ops.PyFunc(f, [ms.float32], (2, 3), [ms.float32], [(2, 3)])",
    "f = lambda a: a; ops.PyFunc(f, [ms.float32], [(2, 3)], ms.float32, [(2, 3)])",
    "f = lambda a: a; ops.PyFunc(f, [ms.float32], [(2, 3)], [ms.float32], 3)",
    "f = lambda a: a; ops.PyFunc(f, [ms.float32], [(2, 3)], [ms.float32], [(2, 3)]).name",
    "ops.PyFunc(len, [ms.float32], [(2, 3)], [ms.float32], [(2, 3)], stateful=True).name",
]
REUSING = [
    "f = lambda a, b: a * b + 1; ops.Reusing()(f)(Tensor([1., 2.]), Tensor([3., 4.]))",
    "f = lambda a, b: a * b + 1; ops.Reusing()(f) is f", "ops.Reusing().name", "ops.Reusing()(3)",
]


_IN = []  # the running case's input: MindSpore compiles the module functions from source


def _exp_sin(x):
    return _IN[0].ops.exp(_IN[0].ops.sin(x))


def _mul_add(x, y):
    return x * y + _IN[0].ops.sin(x)


def _two_out(x):
    return _IN[0].ops.sin(x), x * x * x


def _cubic(x):
    return x * x * x


def _matmul(x, y):
    return _IN[0].ops.matmul(x, y)


def _jet_case(fn, primals, series):
    def case(ms):
        ns = namespace(ms)
        _IN[:] = [ms]
        p, s = eval(primals, ns), eval(series, ns)  # noqa: S307 - recorded inputs
        return ms.ops.jet(fn, p, s)
    return case


def _derivative_case(fn, primals, order):
    def case(ms):
        _IN[:] = [ms]
        return ms.ops.derivative(fn, eval(primals, namespace(ms)), order)  # noqa: S307 - recorded inputs
    return case


def _linearize_case(fn, inputs, vectors):
    def case(ms):
        ns = namespace(ms)
        _IN[:] = [ms]
        output, jvp_fn = ms.ops.linearize(fn, eval(inputs, ns))  # noqa: S307 - recorded inputs
        return output, jvp_fn(eval(vectors, ns))  # noqa: S307
    return case


_P = "Tensor([[1., 2.], [3., 4.]])"
_S3 = "Tensor([[[1., 1.], [1., 1.]], [[0., 0.], [0., 0.]], [[0., 0.], [0., 0.]]])"
_S2 = "Tensor([[[1., 0.5], [2., -1.]], [[0.3, 0.], [1., 2.]]])"
JET = {
    "doc": _jet_case(_exp_sin, _P, _S3),
    "series2": _jet_case(_exp_sin, _P, _S2),
    "cubic": _jet_case(_cubic, "Tensor([1., -2., 0.5])", "Tensor([[1., 1., 1.], [1., 0., 2.], [0., 1., 0.]])"),
    "one_order": _jet_case(_exp_sin, _P, "Tensor([[1., 2.], [0., -1.]])"),
    "int_primals": _jet_case(_exp_sin, "Tensor([1, 2], ms.int32)", "Tensor([[1, 1]], ms.int32)"),
    "two_inputs": _jet_case(_mul_add, "(Tensor([1., 2.]), Tensor([3., 4.]))",
                            "(Tensor([[1., 1.], [0., 0.]]), Tensor([[0., 1.], [1., 0.]]))"),
    "two_outputs": _jet_case(_two_out, "Tensor([0.5, 1.5])", "Tensor([[1., 1.], [0., 0.], [0., 0.]])"),
    "mixed_types": _jet_case(_exp_sin, _P, "(" + _S3 + ",)"),
    "bad_shape": _jet_case(_exp_sin, _P, "Tensor([[1., 1., 1.]])"),
    "bad_lengths": _jet_case(_mul_add, "(Tensor([1., 2.]), Tensor([3., 4.]))", "(Tensor([[1., 1.]]),)"),
    "list_primals": _jet_case(_exp_sin, "[" + _P + "]", "[" + _S3 + "]"),
    "float_primal": _jet_case(_exp_sin, "(1.0,)", "(Tensor([1.0]),)"),
}
DERIVATIVE = {
    "doc": _derivative_case(_exp_sin, _P, 3),
    "order1": _derivative_case(_exp_sin, _P, 1),
    "order2": _derivative_case(_exp_sin, _P, 2),
    "order4": _derivative_case(_cubic, "Tensor([1., -2., 0.5])", 4),
    "cubic3": _derivative_case(_cubic, "Tensor([1., -2., 0.5])", 3),
    "int_primals": _derivative_case(_exp_sin, "Tensor([1, 2], ms.int32)", 2),
    "two_inputs": _derivative_case(_mul_add, "(Tensor([1., 2.]), Tensor([3., 4.]))", 2),
    "two_outputs": _derivative_case(_two_out, "Tensor([0.5, 1.5])", 2),
    "order0": _derivative_case(_exp_sin, _P, 0),
    "order_float": _derivative_case(_exp_sin, _P, 1.5),
    "float_primal": _derivative_case(_exp_sin, "3.0", 1),
    "float_in_tuple": _derivative_case(_mul_add, "(Tensor([1.0]), 2.0)", 1),
}
_MX = "(Tensor(np.array([[1, 2, 3], [3, 4, 5]], np.float32)), Tensor(np.array([[1, 2], [3, 4], [5, 6]], np.float32)))"
_MV = "(Tensor(np.ones((2, 3), np.float32)), Tensor(np.array([[1, 1], [1, 1], [0, 0]], np.float32)))"
LINEARIZE = {
    "doc": _linearize_case(_matmul, _MX, _MV),
    "list_vectors": _linearize_case(_matmul, _MX, "[" + _MV[1:-1] + "]"),
    "one_input": _linearize_case(_exp_sin, _P, "Tensor([[1., 0.], [2., -1.]])"),
    "two_outputs": _linearize_case(_two_out, "Tensor([0.5, 1.5])", "Tensor([2., -1.])"),
    "bad_inputs": _linearize_case(_exp_sin, "3.0", "Tensor(1.)"),
}


def _infer(*args):
    return args[0]


def _mul_by_100(x):
    return 100 * x


def _morph_bprop(x, out, dout):
    return (dout * 3,)


def _morph_case(bprop):
    def case(ms):
        class MorphNet(ms.nn.Cell):
            def __init__(self):
                super().__init__()
                self.weight0 = ms.Parameter(ms.Tensor(np.array([1., 2., 3.], np.float32)), name="weight0")
                self.weight1 = ms.Parameter(ms.Tensor(np.array([4., 5., 6.], np.float32)), name="weight1")
                self.morph = ms.ops.Morph(_mul_by_100, _infer, _infer, bprop)

            def construct(self, x):
                return self.morph(x * self.weight0) * self.weight1

        ms.set_context(mode=ms.GRAPH_MODE)
        try:
            net = MorphNet()
            x = ms.Tensor(np.array([7., 8., 9.], np.float32))
            grads = ms.ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x)
            return net(x), grads
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
    return case


def _morph_pynative(ms):
    return ms.ops.Morph(_mul_by_100, _infer, _infer)(ms.Tensor([1., 2.]))


def _morph_name(ms):
    return ms.ops.Morph(_mul_by_100, _infer, _infer, _morph_bprop).name


MORPH = {"doc": _morph_case(None), "bprop": _morph_case(_morph_bprop), "pynative": _morph_pynative,
         "name": _morph_name}

_S = []  # [ms, weight] of the running gradient case
_WEIGHT = np.array([[1., -2., 0.5], [0.25, 1.5, -1.]], np.float32)


def _cond_grad(a):
    return _S[0].ops.cond(a[:, :2] + _S[0].Tensor(np.eye(2, dtype=np.float32) * 3)) * 1.0


def _cond_fro_grad(a):
    return _S[0].ops.cond(a[:, :2] + 3, "fro") * 1.0


def _deepcopy_grad(a):
    return (_S[0].ops.deepcopy(a) * _S[1]).sum()


def _double(a):
    return a * 2


def _pyfunc_grad(a):
    out = _S[0].ops.PyFunc(_double, [_S[0].float32], [(2, 3)], [_S[0].float32], [(2, 3)])(a)[0]
    return (out * a).sum()


def _sin_mul(x):
    return _S[0].ops.sin(x) * x


def _derivative_grad(a):
    return (_S[0].ops.derivative(_sin_mul, a, 2)[1] * _S[1]).sum()


def _jet_grad(a):
    series = _S[0].ops.ones((2, 2, 3), _S[0].float32)
    return (_S[0].ops.jet(_sin_mul, a, series)[1] * _S[1]).sum()


def _linearize_grad(a):
    _, jvp_fn = _S[0].ops.linearize(_sin_mul, a)
    return (jvp_fn(_S[1]) * a).sum()


GRADS = grad_cases(_S, _WEIGHT, {
    "cond": (_cond_grad, 0, "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"),
    "cond_fro": (_cond_fro_grad, 0,
                 "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"),
    "derivative": (_derivative_grad, 0, "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"),
    "jet": (_jet_grad, 0, "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"),
    "linearize": (_linearize_grad, 0, "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"),
    "pyfunc": (_pyfunc_grad, 0, "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"),
    "deepcopy": (_deepcopy_grad, 0, "Tensor(np.array([[1., -2., 3.], [4., 0., 6.]], np.float32))"),
})

CASES = {"shape": SHAPE, "cond": COND, "pyfunc": PYFUNC, "reusing": REUSING, "jet": JET, "derivative": DERIVATIVE,
         "linearize": LINEARIZE, "morph": MORPH, "grads": GRADS}
