"""Primitive classes over the functional ops (``ops.Abs()(x)``, ``ops.CumSum(exclusive=True)(x, 1)`` ...):
one call per class on float32 operands, attribute variants, reprs; the random ones as dtype/shape rules."""
from record_ops_core import _per_dtype

UNARY = ["Abs", "Neg", "Exp", "Log", "Sqrt", "Square", "LogicalNot", "Sin", "Cos", "Tan", "Asin", "Atan", "Sinh",
         "Cosh", "Asinh", "Acosh", "Atanh", "Floor", "Ceil", "Round", "Sign", "Reciprocal", "Rsqrt", "Erf", "Erfc",
         "Erfinv", "Expm1", "Log1p", "IsNan", "IsInf", "IsFinite", "Trunc", "GeLU", "HSwish", "HSigmoid", "ReLU6",
         "SeLU", "Softplus", "Softsign", "Mish", "Flatten", "NonZero", "Unique", "Rank", "Size", "Trace", "Diag"]
BINARY = ["Pow", "RealDiv", "FloorDiv", "FloorMod", "Equal", "NotEqual", "Greater", "GreaterEqual", "Less",
          "LessEqual", "LogicalAnd", "LogicalOr", "LogicalXor", "Atan2", "Xlogy", "Xdivy", "TruncateDiv",
          "TruncateMod"]
PRIMS = [
    *[f"ops.{name}()(x_f32)" for name in UNARY],
    *[f for name in BINARY for f in _per_dtype(f"ops.{name}()(x_#, y_#)")],
    "ops.Invert()(x_i32)", "ops.BitwiseAnd()(x_i32, y_i32)", "ops.BitwiseOr()(x_i32, y_i32)",
    "ops.BitwiseXor()(x_i32, y_i32)", "ops.Addcmul()(x_f32, x_f32, y_f32, Tensor(2.))",
    "ops.Addcdiv()(x_f32, x_f32, y_f32, Tensor(2.))", "ops.Lerp()(x_f32, y_f32, 0.5)",
    "ops.MatrixInverse()(Tensor([[2., 1.], [1., 3.]]))", "ops.MatrixInverse(adjoint=True)(Tensor([[2., 1.], [4., 3.]]))",
    "ops.Logit(eps=0.2)(x_f32 / 8 + 0.5)", "ops.LogicalAnd()(True, x_bool)", "ops.LogicalOr()(x_bool, False)",
    "ops.LogicalXor()(True, x_bool)", "ops.logical_and(x_bool, 1)", "ops.PReLU()(x_f32, Tensor([0.1, 0.2, 0.3]))",
    "ops.ReduceMin()(x_f32)", "ops.ReduceMin(True)(x_f32, 1)", "ops.ReduceProd()(x_f32, 0)",
    "ops.ReduceProd(keep_dims=True)(x_i32)", "ops.ReduceAll()(x_bool)", "ops.ReduceAll(True)(x_bool, 1)",
    "ops.ReduceAny()(x_bool, 0)", "ops.ReduceAny(keep_dims=True)(x_bool)",
    "ops.Argmin()(x_f32)", "ops.Argmin(0)(x_f32)", "ops.Argmin(output_type=ms.int64)(x_i32)",
    "ops.ArgMaxWithValue()(x_f32)", "ops.ArgMaxWithValue(1, True)(x_f32)", "ops.ArgMinWithValue(axis=1)(x_i32)",
    "ops.CumSum()(x_f32, 1)", "ops.CumSum(exclusive=True)(x_f32, 1)", "ops.CumSum(reverse=True)(x_i32, 0)",
    "ops.CumSum(True, True)(x_f32, 1)", "ops.CumProd()(x_f32, 0)", "ops.CumProd(True)(x_f32, 1)",
    "ops.CumProd(reverse=True)(x_i32, 1)", "ops.Cummax(1)(x_f32)", "ops.Cummin(0)(x_f32)",
    "ops.BatchMatMul()(g, g.transpose(0, 2, 1))", "ops.BatchMatMul(transpose_b=True)(g, g)",
    "ops.BatchMatMul(True)(g, g)", "ops.Cross()(x_f32, y_f32)", "ops.Cross(1)(x_f32, y_f32)",
    "ops.MaskedSelect()(x_f32, x_f32 > 0)", "ops.GatherD()(x_f32, 1, Tensor([[0, 0], [1, 2]]))",
    "ops.GatherNd()(x_f32, Tensor([[0, 1], [1, 2]]))", "ops.ScatterNd()(Tensor([[0], [2]]), Tensor([1., 2.]), (3,))",
    "ops.TensorScatterUpdate()(x_f32, Tensor([[1]]), Tensor(np.ones((1, 3), np.float32)))",
    "ops.TensorScatterAdd()(x_f32, Tensor([[1], [1]]), Tensor(np.ones((2, 3), np.float32)))",
    "ops.TensorScatterMax()(x_f32, Tensor([[0, 0]]), Tensor([9.]))",
    "ops.TensorScatterMin()(x_f32, Tensor([[0, 0]]), Tensor([-9.]))",
    "ops.Tile()(x_f32, (2, 1))", "ops.Zeros()((2, 2), ms.float32)", "ops.Ones()((2,), ms.int32)",
    "ops.Eye()(2, 3, ms.float32)", "ops.UnsortedSegmentMax()(x_f32, Tensor([1, 1]), 2)",
    "ops.UnsortedSegmentMin()(x_f32, Tensor([0, 0]), 2)", "ops.UnsortedSegmentProd()(x_f32, Tensor([0, 1]), 2)",
    "ops.Slice()(x_f32, (0, 1), (2, 2))", "ops.LinSpace()(Tensor(0.), Tensor(1.), 5)",
    "ops.BroadcastTo((2, 2, 3))(x_f32)", "ops.BroadcastTo((-1, 3))(x_f32[:1])",
    "ops.Gather()(x_f32, Tensor([1, 0]), 0)", "ops.Gather()(g, Tensor([[0, 1]]), 2)",
    "ops.TensorScatterElements()(x_f32, Tensor([[1, 0, 1]]), Tensor([[9., 8., 7.]]))",
    "ops.TensorScatterElements(1, 'add')(x_f32, Tensor([[0], [2]]), Tensor([[1.], [2.]]))",
    "ops.OneHot()(Tensor([0, 2]), 3, Tensor(1.), Tensor(0.))", "ops.OneHot(0)(Tensor([0, 2]), 3, Tensor(1.), Tensor(0.))",
    "ops.Split()(x_f32)", "ops.Split(1, 3)(x_f32)", "ops.Split(0, 2)(x_f32)", "ops.Split(1, 2)(x_f32)",
    "ops.Unstack()(x_f32)", "ops.Unstack(1)(x_f32)", "ops.Tril()(x_f32)", "ops.Tril(1)(x_f32)",
    "ops.Triu(diagonal=-1)(x_f32)", "ops.Meshgrid()((Tensor([1, 2]), Tensor([3, 4, 5])))",
    "ops.Meshgrid('ij')((Tensor([1, 2]), Tensor([3, 4, 5])))", "ops.ReverseV2((0,))(x_f32)",
    "ops.ReverseV2(axis=(0, 1))(x_f32)", "ops.Range()(Tensor(0), Tensor(5), Tensor(2))",
    "ops.Range()(Tensor(0.), Tensor(1.), Tensor(0.25))",
    "ops.LogSoftmax()(Tensor([[0., 1.], [2., 0.]]))", "ops.LogSoftmax(0)(Tensor([[0., 1.], [2., 0.]]))",
    "ops.Elu()(x_f32)", "ops.CeLU(2.)(x_f32)", "ops.HShrink()(x_f32)", "ops.HShrink(2.)(x_f32)",
    "ops.SoftShrink(lambd=1.)(x_f32)", "ops.Dropout(1.)(x_f32)", "ops.BiasAdd()(g, Tensor([1., 2., 3.]))",
    "ops.BiasAdd('NHWC')(x_f32, Tensor([1., 2., 3.]))",
    "ops.L2Normalize()(x_f32)", "ops.L2Normalize(1)(x_f32)", "ops.L2Normalize(axis=-1, epsilon=10.)(x_f32)",
    "ops.Pad(((1, 0), (0, 2)))(x_f32)", "ops.ResizeNearestNeighbor((4, 6))(g[None])",
    "ops.Einsum('ij,kj->ik')((x_f32, y_f32))", "ops.Roll(1)(x_f32)", "ops.Roll(1, 0)(x_i32)",
    "repr(ops.Abs())", "repr(ops.CumSum(True))", "repr(ops.LogSoftmax(0))", "repr(ops.Split(1, 3))",
    "ops.Split(1, 3).output_num", "ops.CumSum(reverse=True).reverse", "ops.Gather().batch_dims",
]
RANDOM_PRIMS = [
    "ops.UniformReal()((2, 3))", "ops.UniformReal(seed=2)((2,))", "ops.StandardNormal()((2, 3))",
    "ops.StandardNormal(1, 2)((3,))", "ops.UniformInt()((2, 3), Tensor(0), Tensor(5))",
    "ops.UniformInt(seed=1)((2,), Tensor(1, ms.int32), Tensor(3, ms.int32))",
    "ops.Multinomial()(Tensor([0., 1., 2.]), 2)", "ops.Multinomial(dtype=ms.int64)(Tensor([[0., 1.], [1., 0.]]), 3)",
    "ops.Dropout()(x_f32)[1]", "ops.Dropout(0.9)(x_f16)",
]
CASES = {"prims": PRIMS}
RULE_CASES = {"random_prims": RANDOM_PRIMS}

# Tensor methods from msbridge.ops.tensor_method's table: the tensor-first form of each functional op.
_METHOD_UNARY = ["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "arcsin",
                 "arccos", "arctan", "arcsinh", "arccosh", "arctanh", "erf", "erfc", "erfinv", "expm1", "log1p", "log2",
                 "log10", "exp2", "trunc", "frac", "isinf", "isfinite", "signbit", "nan_to_num", "deg2rad", "rad2deg",
                 "digamma", "i0", "sinc", "inverse", "det", "log_softmax", "relu6", "gelu", "silu", "softsign", "mish",
                 "selu", "hardswish", "hardsigmoid", "hardtanh", "elu", "celu", "softplus", "softshrink", "hardshrink",
                 "logsigmoid", "tanhshrink", "leaky_relu", "fliplr", "flipud", "argwhere", "unique_consecutive",
                 "logical_not", "isnan", "median", "norm", "diff", "count_nonzero", "aminmax", "trace", "diagonal",
                 "tril", "triu", "nanmean"]
_METHOD_BINARY = ["logical_and", "logical_or", "logical_xor", "remainder", "fmod", "floor_divide", "true_divide",
                  "atan2", "arctan2", "xlogy", "isclose", "subtract", "multiply", "divide", "greater", "greater_equal",
                  "less", "less_equal", "not_equal", "equal", "copysign", "fmax", "heaviside", "ldexp", "float_power",
                  "logaddexp", "logaddexp2", "inner", "kron", "vecdot"]
METHODS = [
    *[f"Tensor([[1., 0.5], [0.25, 2.]]).{name}()" for name in _METHOD_UNARY],
    *[f"x_f32.{name}(y_f32)" for name in _METHOD_BINARY],
    "x_i32.bitwise_and(y_i32)", "x_i32.bitwise_or(y_i32)", "x_i32.bitwise_xor(y_i32)", "x_i32.gcd(y_i32)",
    "x_i32.lcm(y_i32)", "x_f32.lerp(y_f32, 0.5)", "x_f32.addcmul(x_f32, y_f32)", "x_f32.addcdiv(x_f32, y_f32)",
    "x_f32.cumprod(1)", "x_f32.cummax(1)", "x_f32.cummin(0)", "x_f32.logsumexp(1)", "x_f32.mm(y_f32.T)",
    "g.bmm(g.transpose(0, 2, 1))", "x_f32[0].outer(y_f32[0])", "x_f32.cross(y_f32)", "x_f32[0].diag()",
    "x_f32[:, :2].addmm(x_f32, y_f32.T[:, :2])", "x_f32[:, 0].addmv(x_f32, y_f32[0])",
    "g[:, :, :3].baddbmm(g, g.transpose(0, 2, 1)[:, :, :3])", "x_f32[:, :2].addbmm(g[:, :2], g[:, :2].transpose(0, 2, 1))",
    "x_f32.repeat_interleave(2)", "x_f32.repeat_interleave(2, 1)", "x_f32.flip((0,))", "x_f32.roll(1, 1)",
    "x_f32.rot90(1, (0, 1))", "g.movedim(0, 2)", "g.moveaxis(0, 2)", "g.swapdims(0, 2)", "g.tensor_split(2, 2)",
    "x_f32.hsplit(3)", "x_f32.vsplit(2)", "x_f32.gather_elements(1, Tensor([[0, 0], [1, 2]]))",
    "x_f32.index_fill(1, Tensor([0, 2], ms.int32), 5.)", "x_f32.scatter(1, Tensor([[0], [2]]), Tensor([[1.], [2.]]))",
    "x_f32.tensor_scatter_elements(Tensor([[1, 0, 1]]), Tensor([[9., 8., 7.]]))", "x_f32.full_like(2.)",
    "x_f32[:1].expand((2, 3))", "x_f32[:1].expand(Tensor([2, 3]))",
]
METHOD_CASES = {"methods": METHODS}

MORE_METHODS = [
    *[f"x_f32.{name}()" for name in ("absolute", "conj", "isneginf", "isposinf", "isreal", "lgamma", "msort",
                                     "negative", "positive", "real", "sgn", "ravel", "cov")],
    "x_f32[0].diagflat()", "x_f32.histc(4)", "x_f32.hypot(y_f32)", "x_f32.igamma(y_f32 + 4)",
    "x_f32.igammac(y_f32 + 4)", "x_i32.invert()", "x_f32.logcumsumexp(1)", "Tensor([[2., 1.], [1., 3.]]).logdet()",
    "(x_f32 / 8 + 0.5).logit()", "Tensor([[2., 1.], [1., 3.]]).matrix_power(2)", "x_f32.nanmedian()",
    "x_f32.nextafter(y_f32)", "x_f32.renorm(2, 0, 1.)", "Tensor([[2., 1.], [1., 3.]]).slogdet()",
    "x_f32.xdivy(y_f32)", "x_f32[:, :2].addr(x_f32[0, :2], y_f32[0, :2])", "Tensor([0, 1, 1, 3]).bincount()",
    "x_f32[0].ger(y_f32[0])", "x_i32.bitwise_left_shift(Tensor(1, ms.int32))",
    "x_i32.bitwise_right_shift(Tensor(1, ms.int32))", "x_f32.quantile(0.5)",
    "x_f32.nanquantile(0.5)", "x_f32.diagonal_scatter(Tensor([9., 9.]))", "g.dsplit(2)",
    "x_f32.gather_nd(Tensor([[0, 1]]))", "x_f32.select_scatter(Tensor([9., 9., 9.]), 0, 1)",
    "x_f32.slice_scatter(Tensor(np.zeros((2, 1), np.float32)), 1, 0, 1)",
    "x_f32.unsorted_segment_max(Tensor([1, 1]), 2)", "x_f32.unsorted_segment_min(Tensor([0, 0]), 2)",
    "x_f32.unsorted_segment_prod(Tensor([0, 1]), 2)",
]
METHOD_CASES["more_methods"] = MORE_METHODS

_IMG = "Tensor(np.arange(50, dtype=np.float32).reshape(1, 2, 5, 5) / 8 - 2)"
_W = "Tensor(np.linspace(-1, 1, 36, dtype=np.float32).reshape(2, 2, 3, 3))"
MORE_PRIMS = [
    f"ops.Conv2D(2, 3)({_IMG}, {_W})", f"ops.Conv2D(2, 3, pad_mode='same')({_IMG}, {_W})",
    f"ops.Conv2D(2, 3, pad_mode='same', stride=2)({_IMG}, {_W})", f"ops.Conv2D(2, 3, pad_mode='pad', pad=1)({_IMG}, {_W})",
    f"ops.Conv2D(2, 3, pad_mode='pad', pad=(1, 0, 0, 1))({_IMG}, {_W})", f"ops.Conv2D(2, 3, dilation=2)({_IMG}, {_W})",
    f"ops.Conv2D(2, 3, group=2)({_IMG}, {_W}[:, :1])", f"ops.MaxPool(2, 2)({_IMG})", f"ops.MaxPool(3, 2, 'same')({_IMG})",
    f"ops.MaxPool(kernel_size=3, strides=1, pad_mode='SAME')({_IMG})", f"ops.AvgPool(2, 2)({_IMG})",
    f"ops.AvgPool(3, 2, 'same')({_IMG})", f"ops.AvgPool(kernel_size=(2, 3), strides=(1, 2))({_IMG})",
    f"ops.AdaptiveAvgPool2D(2)({_IMG})", f"ops.AdaptiveAvgPool2D((3, 1))({_IMG})",
    "ops.ChannelShuffle(2)(Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 2, 2)))", "ops.FastGeLU()(x_f32)",
    "ops.Hypot()(x_f32, y_f32)", "ops.NextAfter()(x_f32, y_f32)", "ops.Igamma()(y_f32 + 4, x_f32 + 7)",
    "ops.Igammac()(y_f32 + 4, x_f32 + 7)", "ops.Lgamma()(x_f32)", "ops.Digamma()(x_f32)", "ops.Conj()(x_f32)",
    "ops.Real()(x_f32)", "ops.Ger()(x_f32[0], y_f32[0])", "ops.Sinc()(x_f32)", "ops.Logit()(x_f32 / 8 + 0.5)",
    "ops.Cdist()(g, g)", "ops.Cdist(1.)(g, g)", "ops.Renorm(2, 0, 1.)(x_f32)",
    "p = Parameter(x_f32, name='p'); ops.ScatterUpdate()(p, Tensor([1]), Tensor([[9., 9., 9.]])); p",
    "p = Parameter(x_f32, name='p'); ops.ScatterAdd()(p, Tensor([0, 0]), Tensor(np.ones((2, 3), np.float32)))",
    "p = Parameter(x_f32, name='p'); ops.ScatterMul()(p, Tensor([1]), Tensor([[2., 2., 2.]])); p",
    "p = Parameter(x_f32, name='p'); ops.ScatterMax(True)(p, Tensor([0]), Tensor([[0., 0., 9.]])); p",
    "p = Parameter(x_f32, name='p'); ops.ScatterMin()(p, Tensor([0]), Tensor([[0., 0., 9.]])); p",
    "ops.TensorScatterSub()(x_f32, Tensor([[0, 0]]), Tensor([5.]))",
    "ops.TensorScatterDiv()(x_f32, Tensor([[0, 0]]), Tensor([2.]))",
    "ops.TensorScatterMul()(x_f32, Tensor([[0, 0]]), Tensor([2.]))",
    "ops.StridedSlice()(g, (0, 1, 0), (2, 3, 4), (1, 1, 2))", "ops.StridedSlice(1, 2)(g, (1, 1, 0), (2, 2, 2), (1, 1, 1))",
    "ops.StridedSlice(shrink_axis_mask=1)(g, (1, 0, 0), (2, 3, 4), (1, 1, 1))",
]
CASES["more_prims"] = MORE_PRIMS
