"""``mindspore.mint`` and ``mint.nn.functional`` (torch-aligned aliases): snippets run on both sides."""
from record_ops_core import _per_dtype

_UNARY = ["abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "ceil", "cos", "cosh", "erf", "erfc", "erfinv",
          "exp", "exp2", "expm1", "floor", "frac", "isfinite", "isinf", "isnan", "log", "log10", "log1p", "log2",
          "logical_not", "neg", "reciprocal", "round", "rsqrt", "sigmoid", "sign", "sin", "sinc", "sinh", "sqrt",
          "square", "tan", "tanh", "trunc", "fix", "ravel", "clone", "nan_to_num"]
_BINARY = ["add", "sub", "mul", "div", "atan2", "eq", "ne", "gt", "ge", "lt", "le", "maximum", "minimum", "pow",
           "remainder", "fmod", "floor_divide", "logical_and", "logical_or", "logical_xor", "logaddexp", "xlogy",
           "isclose", "float_power", "greater", "less_equal"]
_REDUCE = ["sum", "mean", "prod", "amax", "amin", "argmax", "argmin", "all", "any", "std", "var", "logsumexp",
           "nansum", "median", "count_nonzero", "norm"]
MINT = [
    *[f for name in _UNARY for f in _per_dtype(f"mint.{name}(x_#)")],
    *[f for name in _BINARY for f in _per_dtype(f"mint.{name}(x_#, y_#)")],
    *[f"mint.{name}(x_f32, Tensor([1., 2., 3.]))" for name in _BINARY],
    *[f"mint.{name}(x_f32, 1)" for name in _REDUCE if name not in ("logsumexp",)],
    *[f for name in ("sum", "mean", "prod", "amax", "argmax", "all", "std", "var") for f in _per_dtype(f"mint.{name}(x_#)")],
    "mint.sum(x_f32, dim=1, keepdim=True)", "mint.mean(x_f32, 0, True)", "mint.logsumexp(x_f32, 1)",
    "mint.max(x_f32)", "mint.max(x_f32, 1)", "mint.max(x_f32, dim=0, keepdim=True)", "mint.min(x_f32, 1)",
    "mint.max(x_f32, y_f32)", "mint.sort(x_f32)", "mint.sort(x_f32, dim=0, descending=True)", "mint.topk(x_f32, 2)",
    "mint.argsort(x_f32)", "mint.cumsum(x_f32, 1)", "mint.cumprod(x_i32, 0)", "mint.cummax(x_f32, 1)",
    "mint.clamp(x_f32, -1, 1)", "mint.clamp(x_i32, min=0)", "mint.where(x_f32 > 0, x_f32, y_f32)",
    "mint.where(x_f32 > 0)", "mint.arange(5)", "mint.arange(0, 1, 0.25)", "mint.linspace(0, 1, 5)", "mint.eye(3)",
    "mint.zeros((2, 3))", "mint.zeros((2,), dtype=ms.int32)", "mint.ones(2, 3)", "mint.full((2,), 1.5)",
    "mint.full((2,), 7)", "mint.zeros_like(x_i32)", "mint.ones_like(x_f32, dtype=ms.float16)",
    "mint.full_like(x_f32, 2)", "mint.cat([x_f32, y_f32])", "mint.cat((x_f32, y_f32), 1)", "mint.concat([x_f32, y_f32], dim=-1)",
    "mint.stack([x_f32, y_f32], 1)", "mint.split(g, 2, 2)", "mint.split(g, [1, 3], dim=2)", "mint.chunk(x_f32, 2, 1)",
    "mint.unbind(x_f32, 1)", "mint.reshape(x_f32, (3, 2))", "mint.permute(g, (2, 0, 1))", "mint.transpose(g, 0, 2)",
    "mint.squeeze(x_f32[None])", "mint.unsqueeze(x_f32, 0)", "mint.flatten(g)", "mint.flatten(g, 1)", "mint.flip(x_f32, (0,))",
    "mint.tile(x_f32, (2, 1))", "mint.broadcast_to(x_f32[:1], (2, 3))", "mint.repeat_interleave(x_f32, 2, 1)",
    "mint.gather(x_f32, 1, Tensor([[0, 0], [1, 2]]))", "mint.index_select(x_f32, 1, Tensor([2, 0]))",
    "mint.masked_select(x_f32, x_f32 > 0)", "mint.nonzero(x_f32)", "mint.scatter(x_f32, 1, Tensor([[0], [2]]), y_f32)",
    "mint.scatter_add(x_f32, 1, Tensor([[0], [0]]), y_f32)", "mint.tril(x_f32)", "mint.triu(x_f32, 1)",
    "mint.matmul(x_f32, y_f32.T)", "mint.mm(x_f32, y_f32.T)", "mint.bmm(g, g.transpose(0, 2, 1))",
    "mint.outer(x_f32[0], y_f32[0])", "mint.dot(x_f32[0], y_f32[0])", "mint.einsum('ij,kj->ik', x_f32, y_f32)",
    "mint.unique(Tensor([3, 1, 3]))", "mint.unique(Tensor([3, 1, 3]), return_inverse=True)",
    "mint.narrow(x_f32, 1, 1, 2)", "mint.roll(x_f32, 1)", "mint.diff(x_f32)", "mint.cross(x_f32, y_f32, 1)",
    "mint.searchsorted(Tensor([1., 3., 5.]), Tensor([0., 3., 6.]))", "mint.std_mean(x_f32)",
    "mint.var_mean(x_f32, 1)", "mint.diag(x_f32[0])", "mint.trace(x_f32)", "mint.take(x_f32, Tensor([0, 5]))",
    "mint.kthvalue(x_f32, 2)", "mint.histc(x_f32, 4)", "mint.bincount(Tensor([0, 1, 1, 3]))",
    "mint.addbmm(x_f32[:, :2], g[:, :2], g[:, :2].transpose(0, 2, 1))", "mint.addcdiv(x_f32, x_f32, y_f32)",
    "mint.addcmul(x_f32, x_f32, y_f32, value=2)", "mint.addmm(x_f32[:, :2], x_f32, y_f32.T[:, :2])",
    "mint.addmv(x_f32[:, 0], x_f32, y_f32[0])", "mint.allclose(x_f32, y_f32)", "mint.allclose(x_f32, x_f32)",
    "mint.arccos(x_f32 / 8)", "mint.arccosh(x_f32 + 8)", "mint.arcsin(x_f32 / 8)", "mint.arcsinh(x_f32)",
    "mint.arctan(x_f32)", "mint.arctan2(x_f32, y_f32)", "mint.arctanh(x_f32 / 8)",
    "mint.baddbmm(g[:, :, :3], g, g.transpose(0, 2, 1)[:, :, :3])", "mint.bitwise_and(x_i32, y_i32)",
    "mint.bitwise_not(x_i32)", "mint.bitwise_or(x_i32, y_i32)", "mint.bitwise_xor(x_i32, y_i32)",
    "mint.cdist(g, g)", "mint.clip(x_f32, -1, 1)", "mint.cummin(x_f32, 0)", "mint.divide(x_f32, y_f32)",
    "mint.divide(x_i32, y_i32, rounding_mode='floor')", "mint.dstack([x_f32, y_f32])", "mint.empty((2, 3)).shape",
    "mint.empty_like(x_f32).shape", "mint.equal(x_f32, x_f32)", "mint.gcd(x_i32, y_i32)",
    "mint.greater_equal(x_f32, y_f32)", "mint.hstack([x_f32, y_f32])",
    "mint.index_add(x_f32, 1, Tensor([0, 2]), y_f32[:, :2])", "mint.inverse(Tensor([[2., 1.], [1., 3.]]))",
    "mint.isneginf(Tensor([1., -float('inf')]))", "mint.lerp(x_f32, y_f32, 0.5)", "mint.less(x_f32, y_f32)",
    "mint.logaddexp2(x_f32, y_f32)", "mint.meshgrid(Tensor([1, 2]), Tensor([3, 4, 5]), indexing='ij')",
    "mint.mv(x_f32, y_f32[0])", "mint.negative(x_i32)", "mint.not_equal(x_f32, y_f32)",
    "mint.polar(Tensor([1., 2.]), Tensor([0., 1.]))", "mint.select(g, 1, 2)", "mint.softmax(x_f32, 1)",
    "mint.swapaxes(g, 0, 2)", "mint.t(x_f32)", "mint.unique_consecutive(Tensor([1, 1, 2, 1]))",
    "mint.vdot(x_f32[0], y_f32[0])",
]
MINT_RANDOM = [
    "mint.bernoulli(x_f32 * 0 + 0.5)", "mint.multinomial(Tensor([0., 1., 2.]), 2)", "mint.normal(0., 1., (2, 3))",
    "mint.normal(Tensor([0., 1.]), 1.)", "mint.rand(2, 3)", "mint.rand((2,), dtype=ms.float16)",
    "mint.rand_like(x_f32)", "mint.randint(0, 5, (2, 3))", "mint.randint(5, (2,))", "mint.randint_like(x_f32, 5)",
    "mint.randn(2, 3)", "mint.randn_like(x_f16)", "mint.randperm(5)",
]
_ACT = ["relu", "relu6", "gelu", "silu", "sigmoid", "tanh", "elu", "selu", "mish", "hardswish", "hardsigmoid",
        "hardtanh", "hardshrink", "softshrink", "softplus", "logsigmoid", "leaky_relu"]
IMG = "Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4) / 8 - 2)"
FUNCTIONAL = [
    *[f for name in _ACT for f in _per_dtype(f"F.{name}(x_#)", tags=("f16", "f32"))],
    "F.softmax(x_f32, 1)", "F.log_softmax(x_f32, dim=0)", "F.leaky_relu(x_f32, 0.2)", "F.gelu(x_f32, approximate='tanh')",
    "F.glu(x_f32[:, :2])", "F.normalize(x_f32)", "F.one_hot(Tensor([0, 2]), 3)", "F.one_hot(Tensor([0, 2]))",
    "F.linear(x_f32, y_f32)", "F.linear(x_f32, y_f32, Tensor([1., 2.]))", "F.dropout(x_f32, training=False)",
    f"F.conv2d({IMG}, Tensor(np.ones((2, 2, 3, 3), np.float32)))", f"F.conv2d({IMG}, Tensor(np.ones((2, 2, 3, 3), np.float32)), padding=1, stride=2)",
    f"F.max_pool2d({IMG}, 2)", f"F.avg_pool2d({IMG}, 2)", f"F.avg_pool2d({IMG}, 3, 1, 1, count_include_pad=False)",
    f"F.adaptive_avg_pool2d({IMG}, 3)", f"F.adaptive_max_pool2d({IMG}, 2)", f"F.interpolate({IMG}, size=(6, 6))",
    f"F.interpolate({IMG}, scale_factor=2., mode='bilinear')", f"F.pad({IMG}, (1, 1))", f"F.pad({IMG}, (1, 1, 1, 1), 'reflect')",
    f"F.layer_norm({IMG}, (4,))", f"F.group_norm({IMG}, 2)",
    f"F.batch_norm({IMG}, Tensor([0., 1.]), Tensor([1., 2.]))", f"F.unfold({IMG}, 2)",
    "F.embedding(Tensor([0, 1]), y_f32)", "F.prelu(x_f32, Tensor([0.25]))", "F.flatten(g)", "F.clamp(x_f32, 0, 1)",
    "F.pixel_shuffle(Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 2, 2)), 2)", "F.threshold(x_f32, 1., 0.)",
    "F.adaptive_avg_pool1d(g, 2)", "F.adaptive_max_pool1d(g, 2)", "F.avg_pool1d(g, 2)",
    "F.adaptive_avg_pool3d(g[None], 1)", "F.avg_pool3d(g[None, None], 1)", "F.broadcast_to(x_f32[:1], (2, 3))",
    "F.conv1d(g, Tensor(np.ones((2, 3, 2), np.float32)))", "F.conv3d(g[None, None], Tensor(np.ones((1, 1, 1, 2, 2), np.float32)))",
    f"F.conv_transpose2d({IMG}, Tensor(np.ones((2, 1, 2, 2), np.float32)))", f"F.dropout2d({IMG}, training=False)",
    "F.fold(Tensor(np.arange(32, dtype=np.float32).reshape(1, 8, 4)), (3, 3), 2)",
    f"F.grid_sample({IMG}, Tensor(np.zeros((1, 2, 2, 2), np.float32)), align_corners=False)",
    f"F.max_unpool2d(*F.max_pool2d({IMG}, 2, return_indices=True), 2)",
]
CASES = {"mint": MINT, "functional": FUNCTIONAL}
RULE_CASES = {"mint_random": MINT_RANDOM}

MINT_NN = [
    f"mint.nn.{layer}({IMG})" for layer in (
        "AdaptiveAvgPool2d(2)", "AdaptiveMaxPool2d(2)", "AvgPool2d(2)", "AvgPool2d(3, 1, 1)", "MaxPool2d(2)",
        "MaxPool2d(3, 2, 1, ceil_mode=True)", "Dropout(0.5).set_train(False)", "ELU()", "Flatten()", "Flatten(0)",
        "GELU()", "GELU(approximate='tanh')", "Hardshrink()", "Hardsigmoid()", "Hardswish()", "Hardtanh(-1., 1.)",
        "LogSigmoid()", "LogSoftmax(1)", "Mish()", "ReLU()", "ReLU6()", "SELU()", "SiLU()", "Sigmoid()",
        "Softmax(1)", "Softmax(dim=-1)", "Softshrink(0.5)", "Tanh()", "Threshold(0.5, 2.)", "Identity()",
        "ZeroPad2d(1)", "ZeroPad2d((1, 0, 2, 0))", "ConstantPad2d(1, 3.5)", "ReflectionPad2d(1)",
        "ReplicationPad2d((1, 1, 0, 0))", "Upsample(scale_factor=2.)", "Upsample(size=(6, 6), mode='bilinear')",
        "UpsamplingNearest2d(scale_factor=2.)", "UpsamplingBilinear2d(scale_factor=2.)",
        "UpsamplingBilinear2d(scale_factor=(2., 2.))", "UpsamplingBilinear2d(size=(5, 7))",
        "UpsamplingBilinear2d(size=5)", "PixelShuffle(1)", "Unfold(2)", "GLU(1)")] + [
    *[f"mint.nn.ZeroPad3d({p})(Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 2, 2, 4)))"
      for p in ("1", "(1, 0, 0, 1, 2, 0)", "(0, 0, 0, 0, 0, 0)")],
    "mint.nn.Linear(4, 3)(x_f32[:, :2].tile((1, 2))).shape", "mint.nn.Linear(2, 3, bias=False).bias",
    "mint.nn.AdaptiveAvgPool1d(2)(g)", "mint.nn.AvgPool1d(2)(g)", "mint.nn.ZeroPad1d(1)(g)",
    "mint.nn.Fold((3, 3), 2)(Tensor(np.arange(32, dtype=np.float32).reshape(1, 8, 4)))",
]
CASES["mint_nn"] = MINT_NN
