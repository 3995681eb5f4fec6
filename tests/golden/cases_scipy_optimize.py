"""``mindspore.scipy.optimize.minimize`` (BFGS, LBFGS) and ``line_search``: every field of their results on the
objectives of MindSpore's own tests (tests/st/scipy_st/test_optimize.py: Rosenbrock, Himmelblau, Matyas, the
ill-scaled quadratic of issue 4594, the scalar and 5-d line searches), quadratics, the docstring examples and the
options (maxiter, gtol, norm, history_size, line_search_maxiter, args, jac), plus the argument errors. Each case is
a function of the ``mindspore`` module (real MindSpore when recording, msbridge in the tests)."""
import numpy as np

# the 5x5 matrix and the (x, p) pairs of MindSpore's test_line_search
_A = [[1.76405235, 0.40015721, 0.97873798, 2.2408932, 1.86755799],
      [-0.97727788, 0.95008842, -0.15135721, -0.10321885, 0.4105985],
      [0.14404357, 1.45427351, 0.76103773, 0.12167502, 0.44386323],
      [0.33367433, 1.49407907, -0.20515826, 0.3130677, -0.85409574],
      [-2.55298982, 0.6536186, 0.8644362, -0.74216502, 2.26975462]]
_LINE = [([1.13689136, 0.09772497, 0.58295368, -0.39944903, 0.37005589],
          [-1.30652685, 1.65813068, -0.11816405, -0.6801782, 0.66638308]),
         ([-0.52118931, -1.84306955, -0.477974, -0.47965581, 0.6203583],
          [0.69845715, 0.00377089, 0.93184837, 0.33996498, -0.01568211]),
         ([0.15634897, 1.23029068, 1.20237985, -0.38732682, -0.30230275],
          [-1.04855297, -1.42001794, -1.70627019, 1.9507754, -0.50965218]),
         ([0.42833187, 0.06651722, 0.3024719, -0.63432209, -0.36274117],
          [-0.67246045, -0.35955316, -0.81314628, -1.7262826, 0.17742614])]


def _opt(ms):
    return __import__(ms.__name__ + ".scipy.optimize", fromlist=["_"])


def _objectives(ms):
    """The objective functions, written with ``ms.numpy`` as MindSpore's tests write them."""
    mnp = ms.numpy

    def rosenbrock(x):  # as MindSpore's test writes it (a quadratic)
        return mnp.sum(100. * mnp.diff(x) ** 2 + (1. - x[:-1]) ** 2)

    def rosen(x):  # the Rosenbrock function proper
        return mnp.sum(100. * (x[1:] - x[:-1] ** 2) ** 2 + (1. - x[:-1]) ** 2)

    def himmelblau(p):
        x, y = p
        return (x ** 2 + y - 11.) ** 2 + (x + y ** 2 - 7.) ** 2

    def matyas(p):
        x, y = p
        return 0.26 * (x ** 2 + y ** 2) - 0.48 * x * y

    def scaled(x):  # MindSpore's test_bfgs_fixes4594
        a = ms.Tensor(np.eye(x.shape[0], dtype=np.float32 if x.dtype == ms.float32 else np.float64)) * 1e4
        return mnp.mean(mnp.dot(a, x) ** 2)

    def rosen_jac(x):  # its gradient, written out (no automatic differentiation)
        inner = x[1:] - x[:-1] ** 2
        g = mnp.zeros(x.shape, x.dtype)
        g[:-1] = -400. * x[:-1] * inner - 2. * (1. - x[:-1])
        g[1:] += 200. * inner
        return g

    def quadratic(x, m, b):  # x^T M x / 2 - b.x with a symmetric positive definite M
        return 0.5 * mnp.dot(x, mnp.dot(m, x)) - mnp.dot(b, x)

    return {"rosenbrock": rosenbrock, "rosen": rosen, "himmelblau": himmelblau, "matyas": matyas, "scaled": scaled,
            "rosen_jac": rosen_jac, "quadratic": quadratic}


_SPD = [[4., 1., 0.5], [1., 3., 0.2], [0.5, 0.2, 2.]]
_B = [1., -2., 0.5]


def _minimize(objective, x0, method, dtype=np.float32, options=None, **kwargs):
    """A minimize case (``options`` defaults to the docstring example's); ``with_jac`` gives the quadratic's
    gradient as ``jac``."""
    options = dict(maxiter=None, gtol=1e-6) if options is None else options

    def case(ms):
        extra = dict(kwargs)
        if objective == "quadratic":
            extra["args"] = (ms.Tensor(np.array(_SPD, dtype)), ms.Tensor(np.array(_B, dtype)))
        if extra.pop("with_jac", False):
            if objective == "rosen":
                extra["jac"] = _objectives(ms)["rosen_jac"]
            else:
                m, b = extra["args"]
                extra["jac"] = lambda x: ms.numpy.dot(m, x) - b
        return _opt(ms).minimize(_objectives(ms)[objective], ms.Tensor(np.array(x0, dtype)), method=method,
                                 options=options, **extra)
    return case


MINIMIZE = {}
for _method in ("BFGS", "LBFGS"):
    for _dtype in (np.float32, np.float64):
        _tag = f"{_method}_{np.dtype(_dtype).name}"
        MINIMIZE[f"{_tag}_rosenbrock_zeros2"] = _minimize("rosenbrock", [0., 0.], _method, _dtype)
        MINIMIZE[f"{_tag}_himmelblau_zeros"] = _minimize("himmelblau", [0., 0.], _method, _dtype)
        MINIMIZE[f"{_tag}_himmelblau_far"] = _minimize("himmelblau", [92., 0.001], _method, _dtype)
        MINIMIZE[f"{_tag}_matyas_ones"] = _minimize("matyas", [1., 1.], _method, _dtype)
        MINIMIZE[f"{_tag}_scaled_ones"] = _minimize("scaled", [1., 1.], _method, _dtype)
        MINIMIZE[f"{_tag}_quadratic_args"] = _minimize("quadratic", [0., 0., 0.], _method, _dtype)
    MINIMIZE[f"{_method}_rosenbrock5"] = _minimize("rosenbrock", [1.3, 0.7, 0.8, 1.9, 1.2], _method, np.float64)
    MINIMIZE[f"{_method}_rosenbrock_default_gtol"] = _minimize("rosenbrock", [-1.2, 1.], _method, options={})
    MINIMIZE[f"{_method}_quadratic_jac"] = _minimize("quadratic", [1., 1., 1.], _method, with_jac=True)
    MINIMIZE[f"{_method}_maxiter3"] = _minimize("rosenbrock", [0., 0.], _method, options=dict(maxiter=3))
    MINIMIZE[f"{_method}_maxiter0"] = _minimize("himmelblau", [0., 0.], _method, options=dict(maxiter=0))
    MINIMIZE[f"{_method}_norm2_gtol"] = _minimize("himmelblau", [1., 1.], _method,
                                                  options=dict(norm=2, gtol=1e-3))
    MINIMIZE[f"{_method}_line_search_maxiter1"] = _minimize("rosenbrock", [-1.2, 1.], _method,
                                                            options=dict(line_search_maxiter=1))
    MINIMIZE[f"{_method}_at_minimum"] = _minimize("matyas", [0., 0.], _method)
    MINIMIZE[f"{_method}_lowercase"] = _minimize("himmelblau", [1., 1.], _method.lower())
MINIMIZE["LBFGS_history2"] = _minimize("rosenbrock", [1.3, 0.7, 0.8, 1.9, 1.2], "LBFGS", np.float64,
                                       options=dict(history_size=2, gtol=1e-6))
MINIMIZE["LBFGS_history1_f32"] = _minimize("rosenbrock", [-1.2, 1.], "LBFGS", options=dict(history_size=1))


# the Rosenbrock function proper, by autodiff and (Float64) with its gradient written out; the quadratic with its
# gradient to a tolerance Float32 can reach
MORE = {}
for _method in ("BFGS", "LBFGS"):
    MORE[f"{_method}_rosen_f32"] = _minimize("rosen", [-1.2, 1.], _method)
    MORE[f"{_method}_rosen_f64"] = _minimize("rosen", [-1.2, 1.], _method, np.float64)
    MORE[f"{_method}_rosen_jac_f64"] = _minimize("rosen", [-1.2, 1.], _method, np.float64, with_jac=True)
    MORE[f"{_method}_rosen5_jac_f64"] = _minimize("rosen", [1.3, 0.7, 0.8, 1.9, 1.2], _method, np.float64,
                                                  with_jac=True)
    MORE[f"{_method}_quadratic_jac_gtol4"] = _minimize("quadratic", [1., 1., 1.], _method, with_jac=True,
                                                       options=dict(gtol=1e-4))


def _doc_minimize(ms):
    """minimize's docstring example (both methods)."""
    return [_minimize("himmelblau", [0., 0.], method)(ms).x for method in ("BFGS", "LBFGS")]


def _error(call):
    def case(ms):
        fun = _objectives(ms)["himmelblau"]
        return call(_opt(ms).minimize, fun, ms.Tensor(np.zeros(2, np.float32)), ms)
    return case


MINIMIZE_ERRORS = {
    "no_method": _error(lambda minimize, f, x0, ms: minimize(f, x0)),
    "unknown_method": _error(lambda minimize, f, x0, ms: minimize(f, x0, method="CG")),
    "int_method": _error(lambda minimize, f, x0, ms: minimize(f, x0, method=1)),
    "args_list": _error(lambda minimize, f, x0, ms: minimize(f, x0, args=[1.], method="BFGS")),
    "unknown_option": _error(lambda minimize, f, x0, ms: minimize(f, x0, method="BFGS", options={"foo": 1})),
    "history_size_bfgs": _error(lambda minimize, f, x0, ms: minimize(f, x0, method="BFGS",
                                                                       options={"history_size": 3})),
    "x0_numpy": _error(lambda minimize, f, x0, ms: minimize(f, np.zeros(2, np.float32), method="BFGS")),
    "x0_int": _error(lambda minimize, f, x0, ms: minimize(f, ms.Tensor([0, 0]), method="BFGS")),
    "x0_2d": _error(lambda minimize, f, x0, ms: minimize(f, ms.Tensor(np.zeros((2, 2), np.float32)),
                                                         method="BFGS")),
    "x0_0d": _error(lambda minimize, f, x0, ms: minimize(f, ms.Tensor(0.5), method="BFGS")),
}


def _search(fun, x, p, dtype=np.float32, **kwargs):
    """A line_search case: ``fun(ms)`` builds the objective; keyword Tensors are given as numpy-able values."""
    def case(ms):
        extra = {k: (ms.Tensor(np.array(v, dtype)) if isinstance(v, (list, float)) and k != "c1" and k != "c2"
                     else v) for k, v in kwargs.items()}
        if extra.pop("with_jac", False):
            extra["jac"] = lambda x: 2 * x
        return _opt(ms).line_search(fun(ms), ms.Tensor(np.array(x, dtype)), ms.Tensor(np.array(p, dtype)), **extra)
    return case


def _dot_self(ms):
    return lambda x: ms.numpy.dot(x, x)


def _quadratic_a(ms):
    return lambda x: ms.numpy.dot(x, ms.numpy.dot(ms.Tensor(np.array(_A), x.dtype), x)) + 1


def _scalar(kind):
    def build(ms):
        mnp = ms.numpy
        return {1: lambda x: -x - x ** 3 + x ** 4, 2: lambda x: mnp.exp(-4 * x) + x ** 2,
                3: lambda x: -mnp.sin(10 * x)}[kind]
    return build


def _cubic_saddle(ms):  # line_search's docstring example
    return lambda x: x[0] ** 2 - x[1] ** 3


def _shifted(ms):
    return lambda x: ms.numpy.sum((x - 1.) ** 2)


LINE_SEARCH = {
    "doc_example": _search(_cubic_saddle, [1., 1.], [-1., -1.]),
    **{f"scalar{k}": _search(_scalar(k), 0., 1., maxiter=10) for k in (1, 2, 3)},
    **{f"scalar{k}_f64": _search(_scalar(k), 0., 1., np.float64, maxiter=10) for k in (1, 2, 3)},
    **{f"dot_self_{i}": _search(_dot_self, *_LINE[i], maxiter=10) for i in (0, 1)},
    **{f"quadratic_a_{i}": _search(_quadratic_a, *_LINE[i], maxiter=10) for i in (2, 3)},
    **{f"quadratic_a_{i}_f64": _search(_quadratic_a, *_LINE[i], np.float64, maxiter=10) for i in (2, 3)},
    "shifted": _search(_shifted, [0., 0.], [1., 1.]),
    "shifted_f64_long": _search(_shifted, [0., 0.], [3., 3.], np.float64),
    "ascent": _search(_shifted, [0., 0.], [-1., -1.]),
    "strict_wolfe": _search(_shifted, [0., 0.], [1., 1.], c1=0.5, c2=0.6),
    "maxiter0": _search(_shifted, [0., 0.], [1., 1.], maxiter=0),
    "gfk_and_old_fval": _search(_shifted, [0., 0.], [1., 1.], gfk=[-2., -2.], old_fval=2.),
    "gfk_only": _search(_shifted, [0., 0.], [1., 1.], gfk=[-2., -2.]),
    "old_old_fval": _search(_shifted, [0., 0.], [1., 1.], old_old_fval=3.),
    "old_old_fval_scalar": _search(_shifted, [0., 0.], [1., 1.], gfk=[-2., -2.], old_fval=2.,
                                   old_old_fval=3),
    "jac": _search(_dot_self, [1., 2.], [-1., -1.5], with_jac=True),
    "zero_direction": _search(_shifted, [0., 0.], [0., 0.]),
    "long_direction": _search(_shifted, [0., 0.], [100., 100.]),
    "tiny_direction": _search(_shifted, [0., 0.], [1e-9, 1e-9]),
    "rosenbrock_steepest": _search(lambda ms: _objectives(ms)["rosenbrock"], [-1.2, 1.], [215.6, 88.]),
    "rosenbrock_steepest_maxiter2": _search(lambda ms: _objectives(ms)["rosenbrock"], [-1.2, 1.], [215.6, 88.],
                                            maxiter=2),
    "xk_list": lambda ms: _opt(ms).line_search(_shifted(ms), [0., 0.], ms.Tensor([1., 1.])),
    "pk_shape": lambda ms: _opt(ms).line_search(_shifted(ms), ms.Tensor([0., 0.]), ms.Tensor([1., 1., 1.])),
}

CASES = {"minimize": MINIMIZE, "minimize_more": MORE, "minimize_doc": {"doc_example": _doc_minimize}, "minimize_errors": MINIMIZE_ERRORS,
         "line_search": LINE_SEARCH}


def _lagrange(constraints, x0=(0., 0.), tol=None, **options):
    """A minimize(method='LAGRANGE') case on sum((x - 2)^2) with constraints built from ``ms.numpy``."""
    def case(ms):
        mnp = ms.numpy
        built = {"sum": lambda x: mnp.sum(x) - 1., "first": lambda x: x[0] - 0.25}
        extra = {k: (ms.Tensor(np.array(v, np.float32)) if k in ("lower", "upper") else v) for k, v in options.items()}
        return _opt(ms).minimize(lambda x: mnp.sum((x - 2.) ** 2), ms.Tensor(np.array(x0, np.float32)),
                                 method="LAGRANGE", constraints=[built[c] for c in constraints], tol=tol,
                                 options=dict(dict(rounds=2, steps=5), **extra))
    return case


LAGRANGE = {
    "one_constraint": _lagrange(["sum"]),
    "two_constraints": _lagrange(["sum", "first"]),
    "save_tol": _lagrange(["sum"], tol=[0.5]),
    "weight_and_rate": _lagrange(["sum"], obj_weight=10., learning_rate=0.05, rounds=3, steps=4),
    "bounds": _lagrange(["sum"], lower=[-1., -1.], upper=[3., 3.]),
    "upper_only": _lagrange(["sum"], upper=[3., 3.]),
    "lower_only": _lagrange(["sum"], lower=[-1., -1.]),
    "bounds_met": _lagrange(["sum"], x0=(-2., -2.), lower=[-1., -1.], upper=[3., 3.]),
    "upper_met": _lagrange(["sum"], x0=(2., 2.), upper=[3., 3.]),
    "lower_met": _lagrange(["sum"], x0=(0.5, 0.5), lower=[-1., -1.]),
    "no_constraints": _lagrange([]),
    "tol_length": _lagrange(["sum"], tol=[0.5, 0.5]),
}
CASES["lagrange"] = LAGRANGE
