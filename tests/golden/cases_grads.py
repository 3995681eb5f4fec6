"""Gradient cases (issue 16): forward values and gradients w.r.t. every floating input, recorded from MindSpore 2.10
by record_grads.py and replayed on msbridge by tests/test_grads.py.

A case is ``(code, inputs)``: ``code`` is a Python expression evaluated with the names of :func:`namespace` bound to
``mindspore`` or ``msbridge`` that gives a function of Tensors; ``inputs`` are numpy arrays (floating ones are
differentiated, the others are passed as constant Tensors). The recorder stores the inputs, MindSpore's forward value,
a fixed random cotangent ``cot`` shaped like the output and the gradients of ``sum(f(*inputs) * cot)``; the test
replays exactly those inputs and cotangent.

Each family is sampled at random points and at its special points (kinks, bounds, ties, zeros, infinities, NaN).
"""
import zlib

import numpy as np

f32 = np.float32
inf, nan = np.inf, np.nan


def _rng(name):
    return np.random.default_rng(zlib.crc32(name.encode()))


def namespace(ms):
    """The names case code can use, bound to ``ms`` (``mindspore`` or ``msbridge``)."""
    import importlib
    return {"ms": ms, "nn": ms.nn, "ops": ms.ops, "Tensor": ms.Tensor, "np": np,
            "P": importlib.import_module(ms.__name__ + ".ops.operations")}


CASES = {}


def A(data, dtype=f32):
    return np.array(data, dtype=dtype)


def case(name, code, *inputs):
    assert name not in CASES, name
    CASES[name] = (code, [np.asarray(i) for i in inputs])


def rand(name, shape, lo=-2.0, hi=2.0, dtype=f32):
    return _rng(name).uniform(lo, hi, shape).astype(dtype)


# ---------------------------------------------------------------- activations: random points and kinks
ACTS = {
    "relu": "ops.relu", "relu6": "ops.relu6", "hardtanh": "ops.hardtanh", "hardswish": "ops.hardswish",
    "hardsigmoid": "ops.hardsigmoid", "leaky_relu": "lambda x: ops.leaky_relu(x, 0.2)", "elu": "ops.elu",
    "gelu": "ops.gelu", "gelu_tanh": "lambda x: ops.gelu(x, approximate='tanh')", "silu": "ops.silu",
    "sigmoid": "ops.sigmoid", "tanh": "ops.tanh", "softplus": "ops.softplus", "softsign": "ops.softsign",
    "selu": "ops.selu", "celu": "ops.celu", "mish": "ops.mish", "logsigmoid": "ops.logsigmoid",
    "hardshrink": "ops.hardshrink", "softshrink": "ops.softshrink", "relu_cell": "nn.ReLU()",
    "relu6_cell": "nn.ReLU6()", "hswish_cell": "nn.HSwish()", "hsigmoid_cell": "nn.HSigmoid()",
    "leaky_cell": "nn.LeakyReLU(0.1)", "elu_cell": "nn.ELU()", "gelu_cell": "nn.GELU()", "selu_cell": "nn.SeLU()",
    "softmax": "lambda x: ops.softmax(x, -1)", "log_softmax": "lambda x: ops.log_softmax(x, -1)",
    "softmin": "lambda x: ops.softmin(x, -1)",
}
KINKS = A([-6.0, -3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0, 6.0, -100.0, 100.0, 20.0])
for _n, _c in ACTS.items():
    case("act." + _n, _c, rand("act." + _n, (3, 5), -7, 7))
    case("act." + _n + "@kinks", _c, KINKS)
case("act.softmax@inf_row", "lambda x: ops.softmax(x, -1)", A([[-inf, -inf, -inf], [0.0, -inf, 1.0]]))
case("act.log_softmax@inf", "lambda x: ops.log_softmax(x, -1)", A([[0.0, -inf, 1.0]]))
case("act.mish@100", "ops.mish", A([100.0, 50.0, 30.0, -100.0]))
case("act.logsigmoid@-100", "ops.logsigmoid", A([-100.0, -50.0, 100.0, 0.0]))
case("act.prelu", "ops.prelu", rand("prelu", (2, 3, 4)), A([0.25, -0.5, 1.5]))
case("act.prelu@0", "ops.prelu", A([[-1.0, 0.0, 2.0]]), A([0.25]))

# ---------------------------------------------------------------- elementwise math
UNARY = {
    "exp": ("ops.exp", -2, 2), "log": ("ops.log", 0.1, 3), "sqrt": ("ops.sqrt", 0.1, 3),
    "rsqrt": ("ops.rsqrt", 0.1, 3), "abs": ("ops.abs", -2, 2), "sin": ("ops.sin", -3, 3), "cos": ("ops.cos", -3, 3),
    "tan": ("ops.tan", -1, 1), "asin": ("ops.asin", -0.9, 0.9), "acos": ("ops.acos", -0.9, 0.9),
    "atan": ("ops.atan", -3, 3), "sinh": ("ops.sinh", -2, 2), "cosh": ("ops.cosh", -2, 2),
    "asinh": ("ops.asinh", -2, 2), "acosh": ("ops.acosh", 1.1, 3), "atanh": ("ops.atanh", -0.9, 0.9),
    "erf": ("ops.erf", -2, 2), "erfc": ("ops.erfc", -2, 2), "expm1": ("ops.expm1", -2, 2),
    "log1p": ("ops.log1p", -0.5, 2), "reciprocal": ("ops.reciprocal", 0.5, 2), "square": ("ops.square", -2, 2),
    "neg": ("ops.neg", -2, 2), "sign": ("ops.sign", -2, 2), "floor": ("ops.floor", -2, 2),
    "round": ("ops.round", -2, 2), "sgn": ("ops.sgn", -2, 2), "log2": ("ops.log2", 0.1, 3),
    "log10": ("ops.log10", 0.1, 3), "exp2": ("ops.exp2", -2, 2), "sinc": ("ops.sinc", -2, 2),
    "lgamma": ("ops.lgamma", 0.5, 4), "digamma": ("ops.digamma", 0.5, 4), "erfinv": ("ops.erfinv", -0.9, 0.9),
    "trunc": ("ops.trunc", -2, 2), "frac": ("ops.frac", -2, 2), "deg2rad": ("ops.deg2rad", -2, 2),
    "i0": ("ops.i0", -2, 2), "logit": ("ops.logit", 0.1, 0.9),
}
for _n, (_c, _lo, _hi) in UNARY.items():
    case("math." + _n, _c, rand("math." + _n, (3, 4), _lo, _hi))
ZEROS = A([0.0, -0.0, 1.0, -1.0, inf, -inf])
for _n in ("abs", "sqrt", "rsqrt", "log", "reciprocal", "sign", "sgn", "square", "exp", "sinc", "tanh_", "atan"):
    if _n in UNARY:
        case("math." + _n + "@special", UNARY[_n][0], ZEROS)

BINARY = {
    "add": "ops.add", "sub": "ops.sub", "mul": "ops.mul", "div": "ops.div", "pow": "ops.pow",
    "atan2": "ops.atan2", "maximum": "ops.maximum", "minimum": "ops.minimum", "xdivy": "ops.xdivy",
    "xlogy": "ops.xlogy", "logaddexp": "ops.logaddexp", "logaddexp2": "ops.logaddexp2",
    "copysign": "ops.copysign", "hypot": "ops.hypot", "fmod": "ops.fmod", "remainder": "ops.remainder",
    "squared_difference": "ops.squared_difference", "div_floor": "lambda x, y: ops.div(x, y, rounding_mode='floor')",
    "div_trunc": "lambda x, y: ops.div(x, y, rounding_mode='trunc')", "floor_divide": "ops.floor_divide",
    "floor_div": "ops.floor_div", "floordiv_op": "lambda x, y: x // y", "truediv_op": "lambda x, y: x / y",
    "pow_op": "lambda x, y: x ** y", "true_divide": "ops.true_divide", "lerp": "lambda x, y: ops.lerp(x, y, 0.3)",
    "dist": "ops.dist", "tensor_pow_scalar": "lambda x, y: ops.pow(x, 2.0) + y",
}
for _n, _c in BINARY.items():
    lo = 0.2 if _n in ("pow", "pow_op", "xlogy") else -2
    case("bin." + _n, _c, rand("bin." + _n + "x", (3, 4), lo, 2), rand("bin." + _n + "y", (3, 4), 0.5, 2))
    case("bin." + _n + "@bcast", _c, rand("bin." + _n + "bx", (3, 4), lo, 2), rand("bin." + _n + "by", (4,), 0.5, 2))
SPX = A([0.0, 0.0, -0.0, 1.0, -inf, nan, 2.0, 0.0, -1.0])
SPY = A([0.0, -0.0, 0.0, 1.0, -inf, 1.0, 2.0, 1.0, -0.0])
for _n in ("pow", "atan2", "div", "xdivy", "xlogy", "logaddexp", "logaddexp2", "maximum", "minimum", "copysign",
           "mul", "hypot"):
    case("bin." + _n + "@special", BINARY[_n], SPX, SPY)
case("bin.maximum@ties", "ops.maximum", A([1.0, 2.0, -1.0]), A([1.0, 0.0, -1.0]))
case("bin.minimum@ties", "ops.minimum", A([1.0, 2.0, -1.0]), A([1.0, 0.0, -1.0]))
case("bin.div@neg0", "ops.div", A([1.0, -1.0, 0.0]), A([-0.0, -0.0, -0.0]))
case("bin.floor_divide@int_y", "lambda x, y: ops.floor_divide(x, y)", rand("fd", (4,)), A([2, 3, -1, 5], np.int32))
case("clip.tensor_bounds", "ops.clip_by_value", rand("clip.x", (3, 4), -2, 2), A(-0.5), A(0.7))
case("clip.at_bounds", "ops.clip_by_value", A([-1.0, 0.0, 0.5, 1.0, 2.0, -2.0]), A([-1.0, -1.0, -1.0, -1.0, 1.0, -1.0]),
     A([1.0, 1.0, 1.0, 1.0, 1.0, 1.0]))
case("clip.at_bounds_bcast", "ops.clip_by_value", A([-1.0, 0.0, 0.5, 1.0, 2.0]), A(-1.0), A(1.0))
case("clip.scalar_bounds", "lambda x: ops.clip_by_value(x, -1.0, 1.0)", A([-1.0, 0.0, 0.5, 1.0, 2.0]))
case("clip.clamp", "lambda x: ops.clamp(x, -1.0, 1.0)", A([-1.0, 0.0, 0.5, 1.0, 2.0]))
case("clip.clamp_tensor", "ops.clamp", A([-1.0, 0.0, 0.5, 1.0, 2.0]), A(-1.0), A(1.0))
case("math.addcmul", "lambda a, b, c: ops.addcmul(a, b, c, Tensor(np.array(0.5, np.float32)))",
     rand("acm.a", (3,)), rand("acm.b", (3,)), rand("acm.c", (3,)))
case("math.addcdiv", "lambda a, b, c: ops.addcdiv(a, b, c, Tensor(np.array(0.5, np.float32)))",
     rand("acd.a", (3,)), rand("acd.b", (3,)), rand("acd.c", (3,), 0.5, 2))
case("math.igamma", "ops.igamma", rand("ig.a", (4,), 0.5, 3), rand("ig.x", (4,), 0.5, 3))
case("math.igammac", "ops.igammac", rand("igc.a", (4,), 0.5, 3), rand("igc.x", (4,), 0.5, 3))
case("math.vander", "lambda x: ops.vander(x, 3)", rand("vander", (4,)))
case("math.cumsum", "lambda x: ops.cumsum(x, 1)", rand("cumsum", (3, 4)))
case("math.cumprod", "lambda x: ops.cumprod(x, 1)", rand("cumprod", (3, 4)))
case("math.cumprod@zeros", "lambda x: ops.cumprod(x, 1)", A([[1.0, 0.0, 2.0, 3.0], [0.0, 0.0, 2.0, 1.0]]))
case("math.cummax", "lambda x: ops.cummax(x, 1)[0]", A([[1.0, 3.0, 2.0, 3.0], [0.0, 0.0, 2.0, 1.0]]))
case("math.cummin", "lambda x: ops.cummin(x, 1)[0]", A([[1.0, 3.0, 0.0, 0.0], [2.0, 2.0, 2.0, 1.0]]))
case("math.logcumsumexp", "lambda x: ops.logcumsumexp(x, 1)", rand("lcse", (3, 4)))

# ---------------------------------------------------------------- reductions: random points, ties, constant rows
RED = {
    "sum": "lambda x: ops.sum(x, 1)", "mean": "lambda x: ops.mean(x, 1)", "prod": "lambda x: ops.prod(x, 1)",
    "amax": "lambda x: ops.amax(x, 1)", "amin": "lambda x: ops.amin(x, 1)",
    "max_axis": "lambda x: ops.max(x, 1)[0]", "min_axis": "lambda x: ops.min(x, 1)[0]",
    "max_all": "lambda x: ops.max(x)[0]", "min_all": "lambda x: ops.min(x)[0]",
    "argmax_with_value": "lambda x: ops.ArgMaxWithValue(axis=1)(x)[1]",
    "aminmax_min": "lambda x: ops.aminmax(x, axis=1)[0]", "aminmax_max": "lambda x: ops.aminmax(x, axis=1)[1]",
    "tensor_max": "lambda x: x.max(axis=1)", "tensor_min": "lambda x: x.min(axis=1)",
    "tensor_max_all": "lambda x: x.max()", "reduce_max": "lambda x: ops.ReduceMax()(x, 1)",
    "std": "lambda x: ops.std(x, 1)", "var": "lambda x: ops.var(x, 1)", "std_mean": "lambda x: ops.std_mean(x, 1)[0]",
    "var_mean": "lambda x: ops.var_mean(x, 1)[0]",
    "logsumexp": "lambda x: ops.logsumexp(x, 1)", "norm": "lambda x: ops.norm(x)",
    "norm_axis": "lambda x: ops.norm(x, dim=1)", "norm_inf": "lambda x: ops.norm(x, float('inf'), dim=1)",
    "norm_1": "lambda x: ops.norm(x, 1, dim=1)",
    "vector_norm": "lambda x: ops.vector_norm(x, 2, 1)", "vector_norm_inf": "lambda x: ops.vector_norm(x, float('inf'), 1)",
    "vector_norm_ninf": "lambda x: ops.vector_norm(x, float('-inf'), 1)",
    "vector_norm_1": "lambda x: ops.vector_norm(x, 1, 1)", "vector_norm_3": "lambda x: ops.vector_norm(x, 3, 1)",
    "vector_norm_0": "lambda x: ops.vector_norm(x, 0, 1)",
    "matrix_norm_1": "lambda x: ops.matrix_norm(x, 1)", "matrix_norm_fro": "lambda x: ops.matrix_norm(x)",
    "matrix_norm_inf": "lambda x: ops.matrix_norm(x, float('inf'))",
    "renorm": "lambda x: ops.renorm(x, 2, 0, 1.0)", "l2_normalize": "lambda x: ops.L2Normalize(axis=1)(x)",
    "normalize": "lambda x: ops.normalize(x, dim=1)" if False else "lambda x: ops.L2Normalize(axis=0)(x)",
    "median": "lambda x: ops.median(x, 1)[0]", "tensor_sum": "lambda x: x.sum(1)",
    "reduce_mean": "lambda x: ops.ReduceMean(keep_dims=True)(x, 1)", "nansum": "lambda x: ops.nansum(x, 1)",
}
TIES = A([[1.0, 3.0, 3.0, 0.0], [2.0, 2.0, 2.0, 2.0], [0.0, 0.0, 0.0, 0.0]])
NEGTIES = A([[-3.0, 1.0, 3.0, -3.0], [2.0, -2.0, 2.0, -2.0], [0.5, 0.0, -0.5, 0.5]])
for _n, _c in RED.items():
    case("red." + _n, _c, rand("red." + _n, (3, 4)))
    case("red." + _n + "@ties", _c, TIES)
    case("red." + _n + "@negties", _c, NEGTIES)
case("red.logsumexp@inf", "lambda x: ops.logsumexp(x, 1)", A([[0.0, inf, 1.0], [-inf, -inf, -inf], [1.0, 2.0, -inf]]))
case("red.norm@zero", "lambda x: ops.norm(x)", A([0.0, 0.0, 0.0]))
case("red.vector_norm3@zero", "lambda x: ops.vector_norm(x, 3)", A([0.0, 0.0, 0.0]))
case("red.renorm@maxnorm", "lambda x: ops.renorm(x, 2, 0, 5.0)", A([[3.0, 4.0], [1.0, 1.0], [6.0, 8.0]]))
case("red.cosine_similarity", "lambda a, b: ops.cosine_similarity(a, b, 1)", rand("cs.a", (3, 4)), rand("cs.b", (3, 4)))
case("red.cosine_similarity@zero", "lambda a, b: ops.cosine_similarity(a, b, 1)", A([[0.0, 0.0, 0.0], [1.0, 2.0, 3.0]]),
     A([[1.0, 2.0, 3.0], [1.0, 0.0, 0.0]]))
case("red.std_ddof0", "lambda x: ops.std(x, 1, ddof=0)", rand("std0", (3, 4)))
case("red.std_ddof0@const", "lambda x: ops.std(x, 1, ddof=0)", TIES)

# ---------------------------------------------------------------- losses (every floating input, weights included)
_P = rand("loss.p", (3, 4), 0.05, 0.95)
_Y = rand("loss.y", (3, 4), 0.0, 1.0)
_W = rand("loss.w", (3, 4), 0.5, 2.0)
_L = rand("loss.logits", (3, 4))
_LAB = A([1, 0, 3], np.int32)
case("loss.bce", "lambda p, y, w: ops.binary_cross_entropy(p, y, w)", _P, _Y, _W)
case("loss.bce@01", "lambda p, y: ops.binary_cross_entropy(p, y)", A([0.0, 1.0, 0.5, 0.0, 1.0]),
     A([0.0, 1.0, 0.5, 1.0, 0.0]))
case("loss.bce_logits", "lambda x, y, w, pw: ops.binary_cross_entropy_with_logits(x, y, w, pw)", _L, _Y, _W,
     rand("loss.pw", (4,), 0.5, 2.0))
case("loss.bce_logits_cell", "lambda x, y: nn.BCEWithLogitsLoss()(x, y)", _L, _Y)
case("loss.bce_cell", "lambda x, y: nn.BCELoss(reduction='sum')(x, y)", _P, _Y)
case("loss.cross_entropy", "lambda x, t, w: ops.cross_entropy(x, t, w)", _L, _LAB, rand("ce.w", (4,), 0.5, 2))
case("loss.cross_entropy_probs", "lambda x, t: ops.cross_entropy(x, t)", _L, _Y / _Y.sum(1, keepdims=True))
case("loss.cross_entropy_smooth", "lambda x, t: ops.cross_entropy(x, t, label_smoothing=0.1)", _L, _LAB)
case("loss.nll", "lambda x, t, w: ops.nll_loss(x, t, w)", _L, _LAB, rand("nll.w", (4,), 0.5, 2))
case("loss.kl_div", "lambda x, t: ops.kl_div(x, t, 'sum')", _L, _Y)
case("loss.kl_div@zero_target", "lambda x, t: ops.kl_div(x, t, 'sum')", A([-1.0, -2.0, 0.5]), A([0.0, 0.5, 1.0]))
case("loss.mse", "lambda x, y: ops.mse_loss(x, y)", _L, _Y)
case("loss.l1", "lambda x, y: ops.l1_loss(x, y)", _L, _Y)
case("loss.l1@tie", "lambda x, y: ops.l1_loss(x, y)", A([1.0, 2.0, 0.0]), A([1.0, 1.0, 0.0]))
case("loss.smooth_l1", "lambda x, y: ops.smooth_l1_loss(x, y)", _L, _Y)
case("loss.smooth_l1@kink", "lambda x, y: ops.smooth_l1_loss(x, y)", A([1.0, 2.0, 0.0, 3.0]), A([1.0, 1.0, 1.0, 2.0]))
case("loss.huber", "lambda x, y: ops.huber_loss(x, y)", _L, _Y)
case("loss.huber@kink", "lambda x, y: ops.huber_loss(x, y)", A([1.0, 2.0, 0.0, 3.0]), A([1.0, 1.0, 1.0, 2.0]))
case("loss.soft_margin", "lambda x, y: ops.soft_margin_loss(x, y)", _L, A(np.sign(_Y - 0.5)))
case("loss.gaussian_nll", "lambda x, t, v: ops.gaussian_nll_loss(x, t, v)", _L, _Y, _W)
case("loss.gaussian_nll@eps", "lambda x, t, v: ops.gaussian_nll_loss(x, t, v, eps=1e-6)", A([1.0, 2.0, 0.5]),
     A([0.0, 1.0, 0.5]), A([1e-6, 0.0, 1.0]))
case("loss.margin_ranking", "lambda a, b, y: ops.margin_ranking_loss(a, b, y, 0.1)", rand("mr.a", (5,)),
     rand("mr.b", (5,)), A([1.0, -1.0, 1.0, -1.0, 1.0]))
case("loss.hinge_embedding", "lambda x, y: ops.hinge_embedding_loss(x, y, 1.0)", rand("he", (5,)),
     A([1.0, -1.0, 1.0, -1.0, -1.0]))
case("loss.multilabel_soft_margin", "lambda x, y: ops.multilabel_soft_margin_loss(x, y)", _L, A(_Y > 0.5))
case("loss.softmax_ce_dense", "lambda x, y: P.SoftmaxCrossEntropyWithLogits()(x, y)[0]", _L,
     _Y / _Y.sum(1, keepdims=True))
case("loss.sparse_softmax_ce", "lambda x, y: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')(x, y)",
     _L, _LAB)
case("loss.cell_mse", "lambda x, y: nn.MSELoss()(x, y)", _L, _Y)
case("loss.cell_l1", "lambda x, y: nn.L1Loss()(x, y)", _L, _Y)

# ---------------------------------------------------------------- matmul family
case("mm.matmul", "ops.matmul", rand("mm.a", (3, 4)), rand("mm.b", (4, 2)))
case("mm.matmul_batched", "ops.matmul", rand("mmb.a", (2, 3, 4)), rand("mmb.b", (4, 2)))
case("mm.matmul_vec", "ops.matmul", rand("mmv.a", (4,)), rand("mmv.b", (4, 2)))
case("mm.bmm", "ops.bmm", rand("bmm.a", (2, 3, 4)), rand("bmm.b", (2, 4, 2)))
case("mm.mm", "ops.mm", rand("mm2.a", (3, 4)), rand("mm2.b", (4, 2)))
case("mm.inner", "ops.inner", rand("in.a", (3, 4)), rand("in.b", (2, 4)))
case("mm.outer", "ops.outer", rand("out.a", (3,)), rand("out.b", (4,)))
case("mm.addmm", "ops.addmm", rand("am.c", (3, 2)), rand("am.a", (3, 4)), rand("am.b", (4, 2)))
case("mm.baddbmm", "ops.baddbmm", rand("bam.c", (2, 3, 2)), rand("bam.a", (2, 3, 4)), rand("bam.b", (2, 4, 2)))
case("mm.tensor_dot", "lambda a, b: ops.tensor_dot(a, b, ((1,), (0,)))", rand("td.a", (3, 4)), rand("td.b", (4, 2)))
case("mm.MatMul_tb", "lambda a, b: P.MatMul(transpose_b=True)(a, b)", rand("mt.a", (3, 4)), rand("mt.b", (2, 4)))
case("mm.BatchMatMul", "lambda a, b: P.BatchMatMul(transpose_a=True)(a, b)", rand("bm.a", (2, 4, 3)),
     rand("bm.b", (2, 4, 2)))
case("mm.dense", "ops.dense", rand("dn.x", (3, 4)), rand("dn.w", (2, 4)), rand("dn.b", (2,)))
case("mm.kron", "ops.kron", rand("kr.a", (2, 2)), rand("kr.b", (2, 3)))
case("mm.trace", "ops.trace", rand("tr", (3, 3)))
case("mm.det", "ops.det", rand("det", (3, 3)))
case("mm.inverse", "ops.inverse", rand("inv", (3, 3)) + 3 * np.eye(3, dtype=f32))

# ---------------------------------------------------------------- nn layers and functional nn
case("nn.batch_norm_train", "lambda x, rm, rv, w, b: ops.batch_norm(x, rm, rv, w, b, training=True)",
     rand("bn.x", (4, 3)), A([0.1, 0.2, 0.3]), A([1.0, 2.0, 0.5]), A([1.0, 0.5, 2.0]), A([0.0, 0.1, -0.1]))
case("nn.batch_norm_eval", "lambda x, rm, rv, w, b: ops.batch_norm(x, rm, rv, w, b, training=False)",
     rand("bne.x", (4, 3)), A([0.1, 0.2, 0.3]), A([1.0, 2.0, 0.5]), A([1.0, 0.5, 2.0]), A([0.0, 0.1, -0.1]))
case("nn.layer_norm", "lambda x, w, b: ops.layer_norm(x, (4,), w, b)", rand("ln.x", (3, 4)), rand("ln.w", (4,)),
     rand("ln.b", (4,)))
case("nn.LayerNorm_cell", "lambda x: nn.LayerNorm((4,))(x)", rand("lnc.x", (3, 4)))
case("nn.group_norm", "lambda x: ops.group_norm(x, 2)", rand("gn.x", (2, 4, 3)))
case("nn.dense_cell", "lambda x: nn.Dense(4, 3, weight_init='ones', bias_init='zeros', activation='relu')(x)",
     rand("dc.x", (2, 4)))
case("nn.conv2d", "lambda x, w: ops.conv2d(x, w)", rand("c2.x", (1, 2, 5, 5)), rand("c2.w", (3, 2, 3, 3)))
case("nn.conv2d_pad", "lambda x, w: ops.conv2d(x, w, pad_mode='pad', padding=1, stride=2)", rand("c2p.x", (1, 2, 5, 5)),
     rand("c2p.w", (3, 2, 3, 3)))
case("nn.conv1d", "lambda x, w: ops.conv1d(x, w)", rand("c1.x", (1, 2, 6)), rand("c1.w", (3, 2, 3)))
case("nn.max_pool2d", "lambda x: ops.max_pool2d(x, 2, 2)", rand("mp.x", (1, 1, 4, 4)))
case("nn.max_pool2d@ties", "lambda x: ops.max_pool2d(x, 2, 2)", A(np.ones((1, 1, 4, 4))))
case("nn.avg_pool2d", "lambda x: ops.avg_pool2d(x, 2, 2)", rand("ap.x", (1, 1, 4, 4)))
case("nn.adaptive_avg_pool2d", "lambda x: ops.adaptive_avg_pool2d(x, (2, 2))", rand("aap.x", (1, 2, 5, 5)))
case("nn.adaptive_max_pool2d@ties", "lambda x: ops.adaptive_max_pool2d(x, (1, 1))", A(np.ones((1, 1, 3, 3))))
case("nn.MaxPool2d_cell@ties", "lambda x: nn.MaxPool2d(2, 2)(x)", A(np.ones((1, 1, 4, 4))))
case("nn.dropout_eval", "lambda x: ops.dropout(x, 0.5, training=False)", rand("do.x", (3, 4)))
case("nn.pad", "lambda x: ops.pad(x, (1, 2))", rand("pad.x", (2, 3)))
case("nn.interpolate", "lambda x: ops.interpolate(x, size=(4, 4), mode='bilinear')", rand("ip.x", (1, 1, 2, 2)))
case("nn.pdist", "ops.pdist", rand("pd.x", (4, 3)))
case("nn.cdist", "ops.cdist", rand("cd.a", (3, 2)), rand("cd.b", (4, 2)))
case("nn.embedding_lookup", "lambda w, i: ops.gather(w, i, 0)", rand("emb.w", (5, 3)), A([0, 2, 2, 4], np.int32))

# ---------------------------------------------------------------- array ops
case("arr.gather_dup", "lambda x, i: ops.gather_elements(x, 1, i)", rand("ge.x", (2, 3)),
     A([[0, 0, 2], [1, 1, 1]], np.int32))
case("arr.transpose", "lambda x: ops.transpose(x, (1, 0))", rand("tp", (2, 3)))
case("arr.concat", "lambda a, b: ops.concat((a, b), 1)", rand("cc.a", (2, 3)), rand("cc.b", (2, 2)))
case("arr.stack", "lambda a, b: ops.stack((a, b))", rand("st.a", (2, 3)), rand("st.b", (2, 3)))
case("arr.where", "lambda c, a, b: ops.where(c, a, b)", A([True, False, True]), rand("wh.a", (3,)), rand("wh.b", (3,)))
case("arr.tile", "lambda x: ops.tile(x, (2, 1))", rand("tile", (2, 3)))
case("arr.broadcast_to", "lambda x: ops.broadcast_to(x, (3, 2, 3))", rand("bt", (2, 3)))
case("arr.scatter_nd_add", "lambda x, u: ops.tensor_scatter_add(x, Tensor(np.array([[0], [0]], np.int32)), u)",
     rand("sa.x", (3, 2)), rand("sa.u", (2, 2)))
case("arr.tensor_scatter_mul_dup", "lambda x, u: ops.tensor_scatter_mul(x, Tensor(np.array([[0], [0]], np.int32)), u)",
     rand("sm.x", (3, 2)), rand("sm.u", (2, 2)))
case("arr.sort", "lambda x: ops.sort(x)[0]", A([[3.0, 1.0, 1.0, 2.0]]))
case("arr.topk@ties", "lambda x: ops.topk(x, 2)[0]", A([[3.0, 3.0, 3.0, 2.0]]))
case("arr.index_select", "lambda x: ops.index_select(x, 0, Tensor(np.array([0, 0, 1], np.int32)))", rand("is", (2, 3)))
case("arr.masked_fill", "lambda x: ops.masked_fill(x, Tensor(np.array([True, False, True])), 0.0)", rand("mf", (3,)))
case("arr.tril", "lambda x: ops.tril(x)", rand("tril", (3, 3)))
case("arr.flip", "lambda x: ops.flip(x, (0,))", rand("flip", (3, 2)))
case("arr.roll", "lambda x: ops.roll(x, 1, 0)", rand("roll", (3, 2)))
case("arr.diag", "lambda x: ops.diag(x)", rand("diag", (3,)))
case("arr.unsorted_segment_sum", "lambda x: ops.unsorted_segment_sum(x, Tensor(np.array([0, 1, 0], np.int32)), 2)",
     rand("uss", (3, 2)))


def evaluate(ms, name, cot=None, inputs=None):
    """Run case ``name`` on ``ms``: ``(inputs, output, cot, grads)`` as numpy arrays, the gradients of
    ``sum(f(*inputs) * cot)`` w.r.t. each floating input in order. ``cot`` defaults to a fixed random array shaped
    like the output (rounded to 1/8 so that products are exact)."""
    code, default = CASES[name]
    inputs = default if inputs is None else inputs
    fn = eval(code, namespace(ms))  # noqa: S307 - case code is ours
    tensors = [ms.Tensor(a) for a in inputs]
    out = fn(*tensors)
    out_np = out.asnumpy()
    if cot is None:
        cot = (np.round(_rng("cot." + name).uniform(-2, 2, out_np.shape) * 8) / 8).astype(out_np.dtype)
    sens = ms.Tensor(cot)
    positions = tuple(i for i, a in enumerate(inputs) if a.dtype.kind == "f")

    def weighted(*xs):
        return (fn(*xs) * sens).sum()

    grads = ms.grad(weighted, grad_position=positions)(*tensors)
    if not isinstance(grads, (tuple, list)):
        grads = (grads,)
    return list(inputs), out_np, np.asarray(cot), [g.asnumpy() for g in grads]
