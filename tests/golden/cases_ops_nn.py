"""Neural-network functions of ``ops`` (activations, conv, pooling, padding, normalisation, interpolate) and
random sampling (recorded as dtype/shape rules only: the numbers come from another generator)."""
from record_ops_core import _per_dtype

ACTIVATIONS = ["relu6", "silu", "softsign", "mish", "logsigmoid", "selu", "hardswish", "hardsigmoid", "tanhshrink",
               "gelu", "leaky_relu", "elu", "celu", "softplus", "hardtanh", "softshrink", "hardshrink", "log_softmax",
               "softmin"]
IMG = "Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4) / 8 - 2)"
SEQ = "Tensor(np.arange(16, dtype=np.float32).reshape(1, 2, 8) / 4 - 2)"
W2 = "Tensor(np.linspace(-1, 1, 36, dtype=np.float32).reshape(2, 2, 3, 3))"
W1 = "Tensor(np.linspace(-1, 1, 12, dtype=np.float32).reshape(2, 2, 3))"

NN = [
    *[f for name in ACTIVATIONS for f in _per_dtype(f"ops.{name}(x_#)", tags=("i32", "f16", "f32", "bool"))],
    "ops.gelu(x_f32, approximate='tanh')", "ops.gelu(x_f32, 'erf')", "ops.leaky_relu(x_f32, 0.01)",
    "ops.elu(x_f32, 0.5)", "ops.celu(x_f32, 2.)", "ops.softplus(x_f32, 2, 1)", "ops.hardtanh(x_f32, -2., 2.)",
    "ops.softshrink(x_f32, 1.)", "ops.hardshrink(x_f32, lambd=1.)", "ops.log_softmax(x_f32, 0)",
    "ops.softmin(x_f32, axis=0)", "ops.softmin(x_f32, dtype=ms.float64)", "ops.log_softmax(g, 1)",
    "ops.prelu(x_f32, Tensor([0.25, 0.5, 1.]))", "ops.prelu(x_f32, Tensor([0.1]))",
    "ops.glu(x_f32[:, :2])", "ops.glu(g, 0)", "ops.glu(g, axis=-1)",
    "ops.dropout(x_f32, training=False)", "ops.dropout(x_f32, 0.)", "ops.dropout(x_f32, p=1.)",
    "ops.dropout(x_f32, 1.5)", "ops.dropout2d(Tensor(np.ones((1, 2, 2, 2), np.float32)), 0.)",
    "ops.dense(x_f32, y_f32)", "ops.dense(x_f32, y_f32, Tensor([1., 2.]))", "ops.dense(x_f32, y_f16)",
    *_per_dtype("ops.dense(x_#, y_#)"),
    f"ops.conv2d({IMG}, {W2})", f"ops.conv2d({IMG}, {W2}, stride=2)", f"ops.conv2d({IMG}, {W2}, pad_mode='same')",
    f"ops.conv2d({IMG}, {W2}, None, 1, 'pad', 1)", f"ops.conv2d({IMG}, {W2}, Tensor([1., -1.]), dilation=1)",
    f"ops.conv2d({IMG}, {W2}, pad_mode='pad', padding=(1, 0, 0, 1))", f"ops.conv2d({IMG}, {W2}[:, :1], groups=2)",
    f"ops.conv2d({IMG}, {W2}, padding=1)", f"ops.conv2d({IMG}, {W2}, pad_mode='full')",
    f"ops.conv1d({SEQ}, {W1})", f"ops.conv1d({SEQ}, {W1}, pad_mode='same', stride=2)",
    f"ops.conv1d({SEQ}, {W1}, pad_mode='pad', padding=2, dilation=2)",
    f"ops.max_pool2d({IMG}, 2)", f"ops.max_pool2d({IMG}, 3, 1, 1)", f"ops.max_pool2d({IMG}, 2, return_indices=True)",
    f"ops.max_pool2d({IMG}, 3, 2, ceil_mode=True)", f"ops.max_pool2d({IMG}, 2, dilation=2)",
    f"ops.avg_pool2d({IMG})", f"ops.avg_pool2d({IMG}, 2, 2)", f"ops.avg_pool2d({IMG}, 3, 1, 1)",
    f"ops.avg_pool2d({IMG}, 3, 1, 1, count_include_pad=False)", f"ops.avg_pool2d({IMG}, 2, 2, divisor_override=3)",
    f"ops.avg_pool2d({IMG}, 3, 2, ceil_mode=True)",
    f"ops.avg_pool1d({SEQ})", f"ops.avg_pool1d({SEQ}, 3, 2, 1)", f"ops.adaptive_avg_pool1d({SEQ}, 3)",
    f"ops.adaptive_avg_pool2d({IMG}, 3)", f"ops.adaptive_avg_pool2d({IMG}, (2, 1))",
    f"ops.adaptive_avg_pool2d({IMG}, (None, 2))", f"ops.adaptive_max_pool1d({SEQ}, 3)",
    f"ops.adaptive_max_pool2d({IMG}, 2)", f"ops.adaptive_max_pool2d({IMG}, (3, 2), True)",
    f"ops.interpolate({IMG}, size=(6, 6))", f"ops.interpolate({IMG}, scale_factor=2., mode='bilinear')",
    f"ops.interpolate({IMG}, (3, 5), mode='bilinear', align_corners=True)",
    f"ops.interpolate({SEQ}, 5, mode='linear')", f"ops.interpolate({IMG}, (5, 5), mode='bicubic')",
    f"ops.interpolate({IMG}, (3, 3), mode='area')", f"ops.interpolate({IMG})",
    f"ops.pad({IMG}, (1, 1))", f"ops.pad({IMG}, (1, 0, 0, 2), value=3.)", f"ops.pad({IMG}, [1, 1, 1, 1], 'reflect')",
    f"ops.pad({IMG}, (2, 1), mode='replicate')", f"ops.pad({IMG}, (1, 1, 1, 1), 'circular')",
    "ops.pad(x_i32, (1, 1), value=7)", "ops.pad(x_f32, (1,))", "ops.pad(x_f32, (-1, 1))",
    f"ops.layer_norm({IMG}, (4,))", f"ops.layer_norm({IMG}, (4, 4), Tensor(np.full((4, 4), 2., np.float32)), "
    "Tensor(np.ones((4, 4), np.float32)), 1e-3)",
    f"ops.batch_norm({IMG}, Tensor([0., 1.]), Tensor([1., 2.]), Tensor([1., 2.]), Tensor([0., 1.]))",
    f"ops.batch_norm({IMG}, Tensor([0., 1.]), Tensor([1., 2.]), Tensor([1., 2.]), Tensor([0., 1.]), True)",
    f"ops.group_norm({IMG}, 2)", f"ops.group_norm({IMG}, 1, Tensor([1., 2.]), Tensor([0., 1.]))",
    f"ops.pixel_shuffle(Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 2, 2)), 2)",
    f"ops.pixel_unshuffle({IMG}, 2)", f"ops.unfold({IMG}, 2)", f"ops.unfold({IMG}, 3, padding=1, stride=2)",
    "ops.fold(Tensor(np.arange(32, dtype=np.float32).reshape(1, 8, 4)), Tensor([3, 3]), 2)",
    "ops.embedding(Tensor([[0, 2], [1, 1]]), y_f32)", "ops.embedding(Tensor([0, 1]), y_f32, padding_idx=0)",
    "ops.conv3d(g[None, None], Tensor(np.ones((2, 1, 1, 2, 2), np.float32)))",
    "ops.conv3d(g[None, None], Tensor(np.ones((1, 1, 2, 2, 2), np.float32)), pad_mode='same')",
]
RANDOM = [
    "ops.rand(2, 3)", "ops.rand((2, 3))", "ops.rand(2, dtype=ms.float16)", "ops.rand(2, seed=1)",
    "ops.rand(2, dtype=ms.int32)",
    "ops.randn(2, 3)", "ops.randn((2,), dtype=ms.float64)", "ops.randn(2, seed=5)",
    "ops.randint(0, 5, (2, 3))", "ops.randint(1, 5, (2,), dtype=ms.int32)", "ops.randint(5, 1, (2,))",
    "ops.randint(0, 5, 3)", "ops.randperm(5)", "ops.randperm(4, dtype=ms.int32)", "ops.randperm(4, seed=2, offset=3)",
    "ops.normal((2, 3), Tensor(0.), Tensor(1.))", "ops.normal((2,), 1., 2.)", "ops.normal((2, 3), Tensor([0., 1., 2.]), 1.)",
    "ops.uniform((2, 3), Tensor(0.), Tensor(1.))", "ops.uniform((2,), Tensor(1), Tensor(5), dtype=ms.int32)",
    "ops.bernoulli(x_f32)", "ops.bernoulli(x_f32, 0.)", "ops.bernoulli(x_i32, 1.)",
    "ops.bernoulli(x_f16, Tensor(np.full((2, 3), 0.5, np.float16)))", "ops.bernoulli(x_f32, 1.5)",
    "ops.multinomial(Tensor([0., 1., 2.]), 2)", "ops.multinomial(Tensor([[0., 1.], [1., 0.]]), 3)",
    "ops.multinomial(Tensor([0., 1., 2.]), 2, False)",
    *_per_dtype("ops.rand_like(x_#)", "ops.randn_like(x_#)", "ops.randint_like(x_#, 0, 5)"),
    "ops.rand_like(x_f32, dtype=ms.float16)", "ops.randint_like(x_f32, 0, 3, dtype=ms.int32)",
    "ops.standard_normal((2, 3))", "ops.standard_normal((2,), seed=1)", "ops.shuffle(x_f32)",
    "ops.shuffle(x_i32, seed=1)",
]
CASES = {"nn": NN}
RULE_CASES = {"random": RANDOM}

VOL = "Tensor(np.arange(32, dtype=np.float32).reshape(1, 1, 2, 4, 4) / 8 - 2)"
MORE_NN = [
    *_per_dtype("ops.threshold(x_#, 1, 0)", "ops.fast_gelu(x_#)", "ops.bias_add(g[None].astype(x_#.dtype), "
                "Tensor([1, 2, 3], x_#.dtype))"),
    "ops.dropout1d(g, 0.)", "ops.dropout3d(g[None, None], 0.)", f"ops.max_pool3d({VOL}, 2)",
    f"ops.max_pool3d({VOL}, (1, 2, 2), return_indices=True)", f"ops.avg_pool3d({VOL}, 2, 2)",
    f"ops.adaptive_avg_pool3d({VOL}, (1, 2, 2))", f"ops.adaptive_max_pool3d({VOL}, 2)",
    "ops.lp_pool1d(g, 2, 2)", f"ops.lp_pool2d({IMG}, 2, 2)", f"ops.lp_pool2d({IMG}, 1., (2, 2), 1)",
    f"ops.grid_sample({IMG}, Tensor(np.zeros((1, 2, 2, 2), np.float32)))",
    f"ops.grid_sample({IMG}, Tensor(np.full((1, 2, 2, 2), 0.3, np.float32)), 'nearest', 'border', True)",
    f"ops.conv_transpose2d({IMG}, Tensor(np.ones((2, 1, 2, 2), np.float32)))",
    f"ops.conv_transpose2d({IMG}, Tensor(np.ones((2, 1, 2, 2), np.float32)), stride=2)",
    "ops.channel_shuffle(Tensor(np.arange(8, dtype=np.float32).reshape(1, 4, 2)), 2)",
    "ops.gumbel_softmax(x_f32).shape", "ops.gumbel_softmax(x_f32, hard=True).sum(-1)",
]
CASES["more_nn"] = MORE_NN
