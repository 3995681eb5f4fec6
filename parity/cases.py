"""One parity case per MindSpore API with a PyTorch counterpart that msbridge implements, written the way a
migrator would: the MindSpore expression with the arguments that make it equal to the torch one.

A layer case is ``L(ms expression, torch expression, input, note)``: both are evaluated (``nn`` is
``msbridge.nn``, ``tnn`` is ``torch.nn``) and compared in eval and train mode. A function case is
``F(ms expression, torch expression, inputs, note)`` over inputs named ``x``, ``y`` and ``z`` (``ops`` is
``msbridge.ops``), compared once. An input is a shape (float32 normal), or ``("pos", shape)`` (positive),
``("int", shape, high[, low])`` (int64 in [low, high)), ``("label", shape, high[, low])`` (class indices: int32
on the MindSpore side, int64 on the torch side, as a migrator casts them), ``("unit", shape)`` (uniform in
(0.05, 0.95)), ``("bits", shape)`` (0.0 / 1.0), ``("sign", shape)`` (-1.0 / 1.0), ``("full", shape, value)``
(int64 filled with value), or ``("target", spec)`` (an input whose gradient is not compared: torch has none).
``D(...)`` is a layer case with the DEFAULT arguments on both sides, kept to show a difference: the harness must
explain it.

An optimizer case ``O(ms expression, torch expression, note)`` builds both optimizers over ``params`` (the
parameters of ``OPT_NET``, torch weights transferred to the Cell) and compares ``OPT_STEPS`` training steps on
``OPT_INPUT``: losses and weights after every step. ``OD(...)`` is its default-arguments form.
"""
from collections import namedtuple

Case = namedtuple("Case", "section ms torch inputs note kind")


def L(ms, torch, inputs, note=""):
    return Case(_section, ms, torch, inputs, note, "layer")


def D(ms, torch, inputs, note=""):
    return Case(_section, ms, torch, inputs, note, "default")


def F(ms, torch, inputs, note=""):
    return Case(_section, ms, torch, inputs, note, "function")


def O(ms, torch, note=""):
    return Case(_section, ms, torch, OPT_INPUT, note, "optimizer")


def OD(ms, torch, note=""):
    return Case(_section, ms, torch, OPT_INPUT, note, "optimizer default")


OPT_NET = ("nn.SequentialCell([nn.Dense(4, 8), nn.Tanh(), nn.Dense(8, 3)])",
           "tnn.Sequential(tnn.Linear(4, 8), tnn.Tanh(), tnn.Linear(8, 3))")
OPT_INPUT = (6, 4)
OPT_STEPS = 5
X3 = (2, 3, 4)
IMG = (2, 3, 8, 8)
CASES = []

_section = "Activations"
CASES += [
    L("nn.ReLU()", "tnn.ReLU()", X3),
    L("nn.ReLU6()", "tnn.ReLU6()", X3),
    L("nn.SiLU()", "tnn.SiLU()", X3),
    L("nn.Sigmoid()", "tnn.Sigmoid()", X3),
    L("nn.Tanh()", "tnn.Tanh()", X3),
    L("nn.Mish()", "tnn.Mish()", X3),
    L("nn.Softsign()", "tnn.Softsign()", X3),
    L("nn.LogSigmoid()", "tnn.LogSigmoid()", X3),
    L("nn.HSwish()", "tnn.Hardswish()", X3, "torch name Hardswish"),
    L("nn.HSigmoid()", "tnn.Hardsigmoid()", X3, "torch name Hardsigmoid"),
    L("nn.SeLU()", "tnn.SELU()", X3),
    L("nn.Tanhshrink()", "tnn.Tanhshrink()", X3),
    L("nn.Softmax2d()", "tnn.Softmax2d()", (2, 3, 4, 4)),
    L("nn.Softmax()", "tnn.Softmax(dim=-1)", X3, "MindSpore axis defaults to -1; torch dim has no useful default"),
    L("nn.Softmax(axis=1)", "tnn.Softmax(dim=1)", X3, "axis is torch's dim"),
    L("nn.Softmin()", "tnn.Softmin(dim=-1)", X3),
    L("nn.LogSoftmax()", "tnn.LogSoftmax(dim=-1)", X3),
    L("nn.LogSoftmax(axis=0)", "tnn.LogSoftmax(dim=0)", X3),
    L("nn.LogSoftmaxExt(1)", "tnn.LogSoftmax(1)", X3),
    L("nn.LeakyReLU(alpha=0.01)", "tnn.LeakyReLU()", X3, "alpha defaults to 0.2 (torch negative_slope 0.01)"),
    L("nn.LeakyReLU()", "tnn.LeakyReLU(0.2)", X3),
    D("nn.LeakyReLU()", "tnn.LeakyReLU()", X3),
    L("nn.Hardtanh()", "tnn.Hardtanh()", X3),
    L("nn.Hardtanh(-2.0, 2.0)", "tnn.Hardtanh(-2.0, 2.0)", X3),
    L("nn.Threshold(0.1, 20.0)", "tnn.Threshold(0.1, 20.0)", X3),
    L("nn.GELU(approximate=False)", "tnn.GELU()", X3, "MindSpore GELU defaults to the tanh approximation"),
    L("nn.GELU()", "tnn.GELU(approximate='tanh')", X3),
    D("nn.GELU()", "tnn.GELU()", X3),
    L("nn.ELU()", "tnn.ELU()", X3),
    L("nn.CELU()", "tnn.CELU()", X3),
    L("nn.CELU(alpha=2.0)", "tnn.CELU(alpha=2.0)", X3),
    L("nn.SoftShrink()", "tnn.Softshrink()", X3),
    L("nn.SoftShrink(0.2)", "tnn.Softshrink(0.2)", X3),
    L("nn.HShrink()", "tnn.Hardshrink()", X3),
    L("nn.GLU()", "tnn.GLU(dim=-1)", X3, "MindSpore axis defaults to -1, torch dim to -1"),
    L("nn.GLU(axis=1)", "tnn.GLU(dim=1)", (2, 4, 3)),
    L("nn.RReLU()", "tnn.RReLU()", X3, "train mode draws the same slopes from the reseeded torch generator; "
      "eval mode differs"),
    L("nn.PReLU(3)", "tnn.PReLU(3)", X3, "slopes are the Parameter 'w' (torch 'weight')"),
    L("nn.PReLU()", "tnn.PReLU()", X3),
    L("nn.PReLUExt(3)", "tnn.PReLU(3)", X3),
    L("nn.LRN(depth_radius=2, bias=1.0, alpha=1e-4, beta=0.75)",
      "tnn.LocalResponseNorm(5, alpha=5e-4, beta=0.75, k=1.0)", (2, 6, 3, 3),
      "size = 2*depth_radius+1; torch divides alpha by size, MindSpore does not"),
]

_section = "Convolution"
CASES += [
    L("nn.Conv2d(3, 4, 3, pad_mode='pad', padding=1, has_bias=True)", "tnn.Conv2d(3, 4, 3, padding=1)", IMG,
      "pad_mode defaults to 'same' and has_bias to False"),
    L("nn.Conv2d(3, 4, 3, pad_mode='valid', has_bias=True)", "tnn.Conv2d(3, 4, 3)", IMG),
    L("nn.Conv2d(3, 4, 3, has_bias=True)", "tnn.Conv2d(3, 4, 3, padding='same')", IMG,
      "'same' at stride 1 equals torch padding='same'"),
    L("nn.Conv2d(3, 4, 3, stride=2, pad_mode='pad', padding=1, has_bias=True)", "tnn.Conv2d(3, 4, 3, 2, 1)", IMG),
    L("nn.Conv2d(3, 4, 3, pad_mode='pad', padding=2, dilation=2)", "tnn.Conv2d(3, 4, 3, padding=2, dilation=2, "
      "bias=False)", IMG),
    L("nn.Conv2d(4, 4, 3, pad_mode='pad', padding=1, group=2)", "tnn.Conv2d(4, 4, 3, padding=1, groups=2, "
      "bias=False)", (2, 4, 6, 6), "group is torch's groups"),
    L("nn.Conv2d(3, 4, (3, 5), pad_mode='pad', padding=(1, 1, 2, 2))", "tnn.Conv2d(3, 4, (3, 5), padding=(1, 2), "
      "bias=False)", IMG, "padding is (top, bottom, left, right)"),
    D("nn.Conv2d(3, 4, 3)", "tnn.Conv2d(3, 4, 3)", IMG),
    L("nn.Conv1d(3, 4, 3, pad_mode='pad', padding=1, has_bias=True)", "tnn.Conv1d(3, 4, 3, padding=1)", (2, 3, 10),
      "weight (out, in, 1, k) against torch (out, in, k)"),
    L("nn.Conv1d(3, 4, 3, stride=2, pad_mode='valid')", "tnn.Conv1d(3, 4, 3, 2, bias=False)", (2, 3, 10)),
    L("nn.Conv3d(2, 3, 3, pad_mode='pad', padding=1, has_bias=True)", "tnn.Conv3d(2, 3, 3, padding=1)",
      (1, 2, 5, 5, 5)),
    L("nn.Conv2dTranspose(4, 3, 3, stride=2, pad_mode='pad', padding=1, has_bias=True)",
      "tnn.ConvTranspose2d(4, 3, 3, 2, 1)", (2, 4, 5, 5), "the weight is (in, out, k, k) in both"),
    L("nn.Conv2dTranspose(4, 3, 2, stride=2, pad_mode='valid')", "tnn.ConvTranspose2d(4, 3, 2, 2, bias=False)",
      (2, 4, 5, 5)),
    L("nn.Conv2dTranspose(4, 3, 3, stride=2, pad_mode='pad', padding=(1, 0, 1, 0))",
      "tnn.ConvTranspose2d(4, 3, 3, 2, 1, output_padding=1, bias=False)", (2, 4, 5, 5),
      "MindSpore's output_padding appends zeros: take the extra row/column off the after-pads instead"),
    D("nn.Conv2dTranspose(4, 3, 3, stride=2, pad_mode='pad', padding=1, output_padding=1)",
      "tnn.ConvTranspose2d(4, 3, 3, 2, 1, output_padding=1, bias=False)", (2, 4, 5, 5)),
    L("nn.Conv1dTranspose(4, 3, 3, stride=2, pad_mode='pad', padding=1)",
      "tnn.ConvTranspose1d(4, 3, 3, 2, 1, bias=False)", (2, 4, 6)),
    L("nn.Conv3dTranspose(2, 3, 3, stride=2, pad_mode='pad', padding=1)",
      "tnn.ConvTranspose3d(2, 3, 3, 2, 1, bias=False)", (1, 2, 3, 3, 3)),
]

_section = "Pooling"
CASES += [
    L("nn.MaxPool2d(2, 2)", "tnn.MaxPool2d(2)", IMG, "stride defaults to 1, not to kernel_size"),
    D("nn.MaxPool2d(2)", "tnn.MaxPool2d(2)", IMG),
    L("nn.MaxPool2d(3, 2, pad_mode='pad', padding=1)", "tnn.MaxPool2d(3, 2, 1)", IMG),
    L("nn.MaxPool2d(3, 1, pad_mode='same')", "tnn.MaxPool2d(3, 1, 1)", IMG),
    L("nn.MaxPool2d(3, 2, pad_mode='pad', ceil_mode=True)", "tnn.MaxPool2d(3, 2, ceil_mode=True)", (2, 3, 8, 8)),
    L("nn.AvgPool2d(2, 2)", "tnn.AvgPool2d(2)", IMG),
    D("nn.AvgPool2d(2)", "tnn.AvgPool2d(2)", IMG),
    L("nn.AvgPool2d(3, 2, pad_mode='pad', padding=1)", "tnn.AvgPool2d(3, 2, 1)", IMG),
    L("nn.AvgPool2d(3, 2, pad_mode='pad', padding=1, count_include_pad=False)",
      "tnn.AvgPool2d(3, 2, 1, count_include_pad=False)", IMG),
    L("nn.MaxPool1d(2, 2)", "tnn.MaxPool1d(2)", (2, 3, 8)),
    L("nn.AvgPool1d(2, 2)", "tnn.AvgPool1d(2)", (2, 3, 8)),
    L("nn.MaxPool3d(2, 2)", "tnn.MaxPool3d(2)", (1, 2, 4, 4, 4)),
    L("nn.AvgPool3d(2, 2)", "tnn.AvgPool3d(2)", (1, 2, 4, 4, 4)),
    L("nn.AdaptiveAvgPool1d(3)", "tnn.AdaptiveAvgPool1d(3)", (2, 3, 9)),
    L("nn.AdaptiveMaxPool1d(3)", "tnn.AdaptiveMaxPool1d(3)", (2, 3, 9)),
    L("nn.AdaptiveAvgPool2d((3, 3))", "tnn.AdaptiveAvgPool2d((3, 3))", (2, 3, 6, 6)),
    L("nn.AdaptiveAvgPool2d(1)", "tnn.AdaptiveAvgPool2d(1)", IMG),
    L("nn.AdaptiveMaxPool2d((3, 3))", "tnn.AdaptiveMaxPool2d((3, 3))", (2, 3, 6, 6)),
    L("nn.AdaptiveAvgPool3d(2)", "tnn.AdaptiveAvgPool3d(2)", (1, 2, 4, 4, 4)),
    L("nn.AdaptiveMaxPool3d(2)", "tnn.AdaptiveMaxPool3d(2)", (1, 2, 4, 4, 4)),
]

_section = "Normalization"
CASES += [
    L("nn.BatchNorm1d(4)", "tnn.BatchNorm1d(4)", (6, 4), "momentum 0.9 is torch's 0.1"),
    L("nn.BatchNorm1d(4)", "tnn.BatchNorm1d(4)", (6, 4, 5)),
    L("nn.BatchNorm2d(3)", "tnn.BatchNorm2d(3)", IMG, "gamma/beta/moving_mean/moving_variance are torch's "
      "weight/bias/running_mean/running_var"),
    L("nn.BatchNorm2d(3, momentum=0.99)", "tnn.BatchNorm2d(3, momentum=0.01)", IMG,
      "MindSpore momentum = 1 - torch momentum"),
    D("nn.BatchNorm2d(3, momentum=0.1)", "tnn.BatchNorm2d(3, momentum=0.1)", IMG),
    L("nn.BatchNorm2d(3, eps=1e-3)", "tnn.BatchNorm2d(3, eps=1e-3)", IMG),
    L("nn.BatchNorm2d(3, affine=False)", "tnn.BatchNorm2d(3, affine=False)", IMG,
      "MindSpore keeps frozen gamma/beta Parameters"),
    L("nn.BatchNorm2d(3, use_batch_statistics=True)", "tnn.BatchNorm2d(3, track_running_stats=False)", IMG,
      "batch statistics in every mode"),
    L("nn.BatchNorm3d(2)", "tnn.BatchNorm3d(2)", (2, 2, 3, 3, 3), "MindSpore nests a BatchNorm2d 'bn2d'"),
    L("nn.LayerNorm((4,), epsilon=1e-5)", "tnn.LayerNorm(4)", X3, "epsilon defaults to 1e-7 (torch eps 1e-5)"),
    D("nn.LayerNorm((4,))", "tnn.LayerNorm(4)", X3),
    L("nn.LayerNorm((3, 4), begin_norm_axis=-2, begin_params_axis=-2, epsilon=1e-5)", "tnn.LayerNorm((3, 4))", X3),
    L("nn.GroupNorm(2, 4)", "tnn.GroupNorm(2, 4)", (2, 4, 3, 3)),
    L("nn.GroupNorm(1, 4, eps=1e-3)", "tnn.GroupNorm(1, 4, eps=1e-3)", (2, 4, 3, 3)),
    L("nn.InstanceNorm1d(3)", "tnn.InstanceNorm1d(3, affine=True)", (2, 3, 6), "affine defaults to True"),
    L("nn.InstanceNorm2d(3)", "tnn.InstanceNorm2d(3, affine=True)", (2, 3, 4, 4)),
    L("nn.InstanceNorm3d(2)", "tnn.InstanceNorm3d(2, affine=True)", (2, 2, 3, 3, 3)),
]

_section = "Linear, dropout, shape, embedding"
CASES += [
    L("nn.Dense(4, 3)", "tnn.Linear(4, 3)", X3),
    L("nn.Dense(4, 3, has_bias=False)", "tnn.Linear(4, 3, bias=False)", X3),
    L("nn.Dense(4, 3, activation='relu')", "tnn.Sequential(tnn.Linear(4, 3), tnn.ReLU())", X3,
      "weights mapped by structure"),
    L("nn.Linear(4, 3)", "tnn.Linear(4, 3)", X3),
    L("nn.SequentialCell([nn.Dense(4, 5), nn.ReLU(), nn.Dense(5, 2)])",
      "tnn.Sequential(tnn.Linear(4, 5), tnn.ReLU(), tnn.Linear(5, 2))", X3),
    L("nn.Dropout(p=0.5)", "tnn.Dropout(0.5)", X3, "p is the drop probability; keep_prob is deprecated"),
    L("nn.Dropout(p=0.2)", "tnn.Dropout(0.2)", X3),
    D("nn.Dropout(p=0.8)", "tnn.Dropout(0.2)", X3, "a keep_prob value passed as p"),
    L("nn.Dropout1d(0.5)", "tnn.Dropout1d(0.5)", X3),
    L("nn.Dropout2d(0.5)", "tnn.Dropout2d(0.5)", (2, 3, 4, 4)),
    L("nn.Dropout3d(0.5)", "tnn.Dropout3d(0.5)", (1, 2, 3, 3, 3)),
    L("nn.Flatten()", "tnn.Flatten()", IMG),
    L("nn.Flatten(0)", "tnn.Flatten(0)", X3),
    L("nn.Flatten(1, 2)", "tnn.Flatten(1, 2)", IMG),
    L("nn.Identity()", "tnn.Identity()", X3),
    L("nn.Unflatten(1, (2, 2))", "tnn.Unflatten(1, (2, 2))", (2, 4, 3)),
    L("nn.Upsample(size=(6, 6))", "tnn.Upsample(scale_factor=2)", (1, 2, 3, 3),
      "MindSpore 2.10 refuses scale_factor for 4-D nearest and bilinear: give the size"),
    L("nn.Upsample(size=(5, 7))", "tnn.Upsample(size=(5, 7))", (1, 2, 3, 3)),
    L("nn.Upsample(size=(6, 6), mode='bilinear', align_corners=True)",
      "tnn.Upsample(scale_factor=2, mode='bilinear', align_corners=True)", (1, 2, 3, 3)),
    L("nn.Upsample(size=(5, 5), mode='bilinear', align_corners=False)",
      "tnn.Upsample(size=(5, 5), mode='bilinear', align_corners=False)", (1, 2, 3, 3)),
    L("nn.Pad(((0, 0), (0, 0), (1, 1), (2, 2)))", "tnn.ZeroPad2d((2, 2, 1, 1))", (1, 2, 3, 3),
      "paddings are per-dim (before, after) pairs, first dim first; torch lists the last dim first"),
    L("nn.Pad(((0, 0), (0, 0), (1, 1), (2, 2)), mode='REFLECT')", "tnn.ReflectionPad2d((2, 2, 1, 1))",
      (1, 2, 3, 3)),
    L("nn.PixelShuffle(2)", "tnn.PixelShuffle(2)", (1, 8, 3, 3)),
    L("nn.PixelUnshuffle(2)", "tnn.PixelUnshuffle(2)", (1, 2, 4, 4)),
    L("nn.Embedding(10, 4)", "tnn.Embedding(10, 4)", ("int", (2, 5), 10), "the table is 'embedding_table'"),
    D("nn.Embedding(10, 4, padding_idx=0)", "tnn.Embedding(10, 4, padding_idx=0)", ("int", (2, 5), 3)),
]

_section = "Padding layers"
CASES += [
    L("nn.ConstantPad1d(2, 0.5)", "tnn.ConstantPad1d(2, 0.5)", X3),
    L("nn.ConstantPad2d((1, 2, 0, 1), 0.5)", "tnn.ConstantPad2d((1, 2, 0, 1), 0.5)", (1, 2, 3, 3)),
    L("nn.ConstantPad3d(1, 0.5)", "tnn.ConstantPad3d(1, 0.5)", (1, 1, 2, 2, 2)),
    L("nn.ZeroPad2d(1)", "tnn.ZeroPad2d(1)", (1, 2, 3, 3)),
    L("nn.ZeroPad2d((1, 0, 2, 1))", "tnn.ZeroPad2d((1, 0, 2, 1))", (1, 2, 3, 3)),
    L("nn.ReflectionPad1d(2)", "tnn.ReflectionPad1d(2)", X3),
    L("nn.ReflectionPad2d(1)", "tnn.ReflectionPad2d(1)", (1, 2, 3, 3)),
    L("nn.ReflectionPad3d(1)", "tnn.ReflectionPad3d(1)", (1, 1, 3, 3, 3)),
    L("nn.ReplicationPad1d(2)", "tnn.ReplicationPad1d(2)", X3),
    L("nn.ReplicationPad2d(1)", "tnn.ReplicationPad2d(1)", (1, 2, 3, 3)),
    L("nn.ReplicationPad3d(1)", "tnn.ReplicationPad3d(1)", (1, 1, 3, 3, 3)),
]

_section = "Losses"
P = (4, 5)  # logits / predictions
LBL = ("label", (4,), 5)
CASES += [
    L("nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')", "tnn.CrossEntropyLoss()",
      [P, ("int", (4,), 5)], "defaults are sparse=False (one-hot labels) and reduction='none'"),
    L("nn.SoftmaxCrossEntropyWithLogits(sparse=True)", "tnn.CrossEntropyLoss(reduction='none')",
      [P, ("int", (4,), 5)]),
    L("nn.SoftmaxCrossEntropyWithLogits()", "tnn.CrossEntropyLoss(reduction='none')", [P, ("target", ("unit", P))],
      "dense labels (class probabilities) in both"),
    L("nn.CrossEntropyLoss()", "tnn.CrossEntropyLoss()", [P, LBL], "labels int32 (torch int64)"),
    D("nn.CrossEntropyLoss()", "tnn.CrossEntropyLoss()", [P, ("int", (4,), 5)], "int64 labels on both sides"),
    L("nn.CrossEntropyLoss(reduction='sum')", "tnn.CrossEntropyLoss(reduction='sum')", [P, LBL]),
    L("nn.CrossEntropyLoss(reduction='none')", "tnn.CrossEntropyLoss(reduction='none')", [P, LBL]),
    L("nn.CrossEntropyLoss(label_smoothing=0.1)", "tnn.CrossEntropyLoss(label_smoothing=0.1)", [P, LBL]),
    L("nn.CrossEntropyLoss(weight=ms.Tensor([1.0, 2.0, 0.5, 1.0, 1.5]))",
      "tnn.CrossEntropyLoss(weight=torch.tensor([1.0, 2.0, 0.5, 1.0, 1.5]))", [P, LBL]),
    L("nn.CrossEntropyLoss(ignore_index=1)", "tnn.CrossEntropyLoss(ignore_index=1)", [P, LBL]),
    L("nn.CrossEntropyLoss()", "tnn.CrossEntropyLoss()", [P, ("target", ("unit", P))], "class-probability labels"),
    L("nn.NLLLoss()", "tnn.NLLLoss()", [P, LBL]),
    L("nn.NLLLoss(reduction='sum')", "tnn.NLLLoss(reduction='sum')", [P, LBL]),
    L("nn.NLLLoss(reduction='none')", "tnn.NLLLoss(reduction='none')", [P, LBL]),
    L("nn.MSELoss()", "tnn.MSELoss()", [P, P]),
    L("nn.MSELoss(reduction='sum')", "tnn.MSELoss(reduction='sum')", [P, P]),
    L("nn.MSELoss(reduction='none')", "tnn.MSELoss(reduction='none')", [P, P]),
    L("nn.L1Loss()", "tnn.L1Loss()", [P, P]),
    L("nn.L1Loss(reduction='sum')", "tnn.L1Loss(reduction='sum')", [P, P]),
    L("nn.L1Loss(reduction='none')", "tnn.L1Loss(reduction='none')", [P, P]),
    L("nn.SmoothL1Loss(reduction='mean')", "tnn.SmoothL1Loss()", [P, P], "reduction defaults to 'none'"),
    D("nn.SmoothL1Loss()", "tnn.SmoothL1Loss()", [P, P]),
    L("nn.SmoothL1Loss(beta=0.5, reduction='sum')", "tnn.SmoothL1Loss(reduction='sum', beta=0.5)", [P, P]),
    L("nn.HuberLoss()", "tnn.HuberLoss()", [P, P]),
    L("nn.HuberLoss(reduction='none', delta=0.5)", "tnn.HuberLoss(reduction='none', delta=0.5)", [P, P]),
    L("nn.BCELoss(reduction='mean')", "tnn.BCELoss()", [("unit", P), ("bits", P)]),
    L("nn.BCELoss(reduction='sum')", "tnn.BCELoss(reduction='sum')", [("unit", P), ("unit", P)]),
    L("nn.BCELoss(weight=ms.Tensor([1.0, 2.0, 0.5, 1.0, 1.5]), reduction='none')",
      "tnn.BCELoss(weight=torch.tensor([1.0, 2.0, 0.5, 1.0, 1.5]), reduction='none')",
      [("unit", P), ("bits", P)]),
    L("nn.BCEWithLogitsLoss()", "tnn.BCEWithLogitsLoss()", [P, ("bits", P)]),
    L("nn.BCEWithLogitsLoss(reduction='sum', pos_weight=ms.Tensor([1.0, 2.0, 0.5, 1.0, 1.5]))",
      "tnn.BCEWithLogitsLoss(reduction='sum', pos_weight=torch.tensor([1.0, 2.0, 0.5, 1.0, 1.5]))",
      [P, ("bits", P)]),
    L("nn.KLDivLoss(reduction='batchmean')", "tnn.KLDivLoss(reduction='batchmean')", [P, ("target", ("unit", P))],
      "logits are log-probabilities, labels probabilities, as in torch; labels are a constant for MindSpore (zero "
      "gradient), torch differentiates them"),
    L("nn.KLDivLoss(reduction='sum')", "tnn.KLDivLoss(reduction='sum')", [P, ("target", ("unit", P))],
      "labels are a constant for MindSpore (zero gradient), torch differentiates them"),
    L("nn.CosineEmbeddingLoss()", "tnn.CosineEmbeddingLoss()", [P, P, ("sign", (4,))]),
    L("nn.CosineEmbeddingLoss(margin=0.2, reduction='none')", "tnn.CosineEmbeddingLoss(0.2, reduction='none')",
      [P, P, ("sign", (4,))]),
    L("nn.MarginRankingLoss(margin=0.1)", "tnn.MarginRankingLoss(margin=0.1)", [(6,), (6,), ("sign", (6,))]),
    L("nn.MultiMarginLoss()", "tnn.MultiMarginLoss()", [P, ("int", (4,), 5)], "target int64 in both"),
    L("nn.MultiMarginLoss(p=2, margin=0.5, reduction='sum')", "tnn.MultiMarginLoss(p=2, margin=0.5, "
      "reduction='sum')", [P, ("int", (4,), 5)]),
    L("nn.MultiLabelSoftMarginLoss()", "tnn.MultiLabelSoftMarginLoss()", [P, ("bits", P)]),
    L("nn.MultilabelMarginLoss()", "tnn.MultiLabelMarginLoss()", [P, ("label", P, 5)],
      "torch name MultiLabelMarginLoss; target int32 (torch int64)"),
    L("nn.SoftMarginLoss()", "tnn.SoftMarginLoss()", [P, ("target", ("sign", P))],
      "torch has no gradient for the target"),
    L("nn.HingeEmbeddingLoss()", "tnn.HingeEmbeddingLoss()", [P, ("sign", P)]),
    L("nn.HingeEmbeddingLoss(margin=0.5, reduction='sum')", "tnn.HingeEmbeddingLoss(0.5, reduction='sum')",
      [P, ("sign", P)]),
    L("nn.TripletMarginLoss()", "tnn.TripletMarginLoss()", [P, P, P]),
    L("nn.TripletMarginLoss(p=1, swap=True, margin=0.5)", "tnn.TripletMarginLoss(margin=0.5, p=1, swap=True)",
      [P, P, P]),
    L("nn.PoissonNLLLoss()", "tnn.PoissonNLLLoss()", [P, ("pos", P)]),
    L("nn.PoissonNLLLoss(log_input=False, full=True)", "tnn.PoissonNLLLoss(log_input=False, full=True)",
      [("pos", P), ("pos", P)]),
    L("nn.GaussianNLLLoss()", "tnn.GaussianNLLLoss()", [P, P, ("pos", P)]),
    L("nn.GaussianNLLLoss(full=True, reduction='sum')", "tnn.GaussianNLLLoss(full=True, reduction='sum')",
      [P, P, ("pos", P)]),
    L("nn.CTCLoss()", "tnn.CTCLoss()", [(6, 2, 4), ("int", (2, 3), 4, 1), ("full", (2,), 6), ("full", (2,), 3)],
      "log_probs (T, N, C) as in torch"),
    L("nn.CTCLoss(reduction='sum', zero_infinity=True)", "tnn.CTCLoss(reduction='sum', zero_infinity=True)",
      [(6, 2, 4), ("int", (2, 3), 4, 1), ("full", (2,), 6), ("full", (2,), 3)]),
    L("nn.TripletMarginWithDistanceLoss()", "tnn.TripletMarginWithDistanceLoss()", [P, P, P]),
    L("nn.TripletMarginWithDistanceLoss(margin=0.5, reduction='sum')",
      "tnn.TripletMarginWithDistanceLoss(margin=0.5, reduction='sum')", [P, P, P]),
]

F_ = "torch.nn.functional."
CASES += [
    F("ops.cross_entropy(x, y)", F_ + "cross_entropy(x, y)", [P, LBL], "labels int32 (torch int64)"),
    F("ops.cross_entropy(x, y, reduction='none', label_smoothing=0.1)",
      F_ + "cross_entropy(x, y, reduction='none', label_smoothing=0.1)", [P, LBL]),
    F("ops.nll_loss(x, y)", F_ + "nll_loss(x, y)", [P, LBL]),
    F("ops.mse_loss(x, y)", F_ + "mse_loss(x, y)", [P, P]),
    F("ops.l1_loss(x, y, reduction='sum')", F_ + "l1_loss(x, y, reduction='sum')", [P, P]),
    F("ops.smooth_l1_loss(x, y, reduction='mean')", F_ + "smooth_l1_loss(x, y)", [P, P],
      "reduction defaults to 'none'"),
    F("ops.huber_loss(x, y, delta=0.5)", F_ + "huber_loss(x, y, delta=0.5)", [P, P]),
    F("ops.binary_cross_entropy(x, y)", F_ + "binary_cross_entropy(x, y)", [("unit", P), ("bits", P)]),
    F("ops.binary_cross_entropy_with_logits(x, y)", F_ + "binary_cross_entropy_with_logits(x, y)",
      [P, ("bits", P)]),
    F("ops.kl_div(x, y, reduction='batchmean')", F_ + "kl_div(x, y, reduction='batchmean')",
      [P, ("target", ("unit", P))],
      "labels are a constant for MindSpore (zero gradient), torch differentiates them"),
    F("ops.margin_ranking_loss(x, y, ops.sign(x - y), margin=0.1)",
      F_ + "margin_ranking_loss(x, y, torch.sign(x - y), margin=0.1)", [(6,), (6,)]),
    F("ops.hinge_embedding_loss(x, y)", F_ + "hinge_embedding_loss(x, y)", [P, ("sign", P)]),
    F("ops.multi_margin_loss(x, y)", F_ + "multi_margin_loss(x, y)", [P, ("int", (4,), 5)]),
    F("ops.multilabel_soft_margin_loss(x, y)", F_ + "multilabel_soft_margin_loss(x, y)", [P, ("bits", P)]),
    F("ops.soft_margin_loss(x, y)", F_ + "soft_margin_loss(x, y)", [P, ("target", ("sign", P))],
      "torch has no gradient for the target"),
    F("ops.triplet_margin_loss(x, y, z, margin=0.5)", F_ + "triplet_margin_loss(x, y, z, margin=0.5)",
      [P, P, P]),
    F("ops.gaussian_nll_loss(x, y, ops.ones_like(x))", F_ + "gaussian_nll_loss(x, y, torch.ones_like(x))",
      [P, P]),
]

_section = "Optimizers (5 steps)"
CASES += [
    O("nn.SGD(params, 0.1)", "torch.optim.SGD(params, 0.1)", "learning_rate defaults to 0.1 (torch lr 1e-3)"),
    O("nn.SGD(params, 0.1, momentum=0.9)", "torch.optim.SGD(params, 0.1, momentum=0.9)"),
    O("nn.SGD(params, 0.1, momentum=0.9, dampening=0.1, weight_decay=0.01)",
      "torch.optim.SGD(params, 0.1, momentum=0.9, dampening=0.1, weight_decay=0.01)"),
    O("nn.SGD(params, 0.1, momentum=0.9, nesterov=True)", "torch.optim.SGD(params, 0.1, momentum=0.9, "
      "nesterov=True)"),
    O("nn.Momentum(params, 0.1, 0.9)", "torch.optim.SGD(params, 0.1, momentum=0.9)",
      "Momentum is torch SGD with momentum; learning_rate and momentum are required"),
    O("nn.Momentum(params, 0.1, 0.9, weight_decay=0.01)", "torch.optim.SGD(params, 0.1, momentum=0.9, "
      "weight_decay=0.01)"),
    O("nn.Momentum(params, 0.1, 0.9, use_nesterov=True)", "torch.optim.SGD(params, 0.1, momentum=0.9, "
      "nesterov=True)", "msbridge follows MindSpore's documented (torch's) update; real MindSpore's CPU kernel "
      "differs, as the harness notes"),
    O("nn.Adam(params, 0.01, eps=1e-12)", "torch.optim.Adam(params, 0.01, eps=1e-12)",
      "with a negligible eps the epsilon placement does not matter"),
    O("nn.Adam(params, 0.01)", "torch.optim.Adam(params, 0.01)", "eps 1e-8 in both: the placement difference "
      "is below the tolerance while |g| >> eps"),
    OD("nn.Adam(params, 0.01, eps=1e-3)", "torch.optim.Adam(params, 0.01, eps=1e-3)"),
    O("nn.Adam(params, 0.01, eps=1e-12, weight_decay=0.01)",
      "torch.optim.Adam(params, 0.01, eps=1e-12, weight_decay=0.01)", "L2 weight decay added to the gradient"),
    O("nn.Adam(params, 0.01, eps=1e-12, use_amsgrad=True)", "torch.optim.Adam(params, 0.01, eps=1e-12, "
      "amsgrad=True)"),
    OD("nn.AdamWeightDecay(params, 0.01, weight_decay=0.01)", "torch.optim.AdamW(params, 0.01, eps=1e-6)"),
    O("nn.Adagrad(params, accum=0.1, learning_rate=0.1)", "torch.optim.Adagrad(params, 0.1, "
      "initial_accumulator_value=0.1, eps=0.0)", "accum is torch's initial_accumulator_value (default 0.1 vs 0); "
      "MindSpore adds no eps"),
    OD("nn.Adagrad(params, learning_rate=0.1)", "torch.optim.Adagrad(params, 0.1)"),
    O("nn.Adadelta(params)", "torch.optim.Adadelta(params)"),
    O("nn.Adadelta(params, 0.5, rho=0.8, epsilon=1e-5)", "torch.optim.Adadelta(params, 0.5, rho=0.8, eps=1e-5)",
      "epsilon is torch's eps"),
    O("nn.AdaMax(params, 0.01, eps=1e-12)", "torch.optim.Adamax(params, 0.01, eps=1e-12)",
      "torch name Adamax"),
    OD("nn.AdaMax(params, 0.01, eps=0.1)", "torch.optim.Adamax(params, 0.01, eps=0.1)"),
    OD("nn.RMSProp(params, 0.01)", "torch.optim.RMSprop(params, 0.01, alpha=0.9, eps=1e-10)"),
    OD("nn.RMSProp(params, 0.01, momentum=0.9, centered=True)",
       "torch.optim.RMSprop(params, 0.01, alpha=0.9, eps=1e-10, momentum=0.9, centered=True)"),
    O("nn.ASGD(params, 0.01)", "torch.optim.ASGD(params, 0.01)", "learning_rate defaults to 0.1 (torch lr 0.01)"),
    O("nn.ASGD(params, 0.01, lambd=1e-3, alpha=0.5, t0=2.0)", "torch.optim.ASGD(params, 0.01, lambd=1e-3, "
      "alpha=0.5, t0=2.0)"),
    O("nn.Rprop(params, 0.01)", "torch.optim.Rprop(params, 0.01)", "learning_rate defaults to 0.1 (torch 0.01)"),
    O("nn.Rprop(params, 0.01, etas=(0.4, 1.1), step_sizes=(1e-5, 1.0))",
      "torch.optim.Rprop(params, 0.01, etas=(0.4, 1.1), step_sizes=(1e-5, 1.0))"),
]

_section = "Learning-rate schedules (5 steps)"
SGD_ = "(opt := torch.optim.SGD(params, 0.1), torch.optim.lr_scheduler."
CASES += [
    O("nn.SGD(params, nn.ExponentialDecayLR(0.1, 0.9, 1))", SGD_ + "ExponentialLR(opt, 0.9))",
      "a schedule Cell is evaluated at the optimizer's global step; torch steps the scheduler after each step"),
    O("nn.SGD(params, nn.ExponentialDecayLR(0.1, 0.9, 2, is_stair=True))", SGD_ + "StepLR(opt, 2, 0.9))"),
    O("nn.SGD(params, nn.NaturalExpDecayLR(0.1, 0.5, 1))", SGD_ + "ExponentialLR(opt, 2.718281828459045 ** -0.5))",
      "gamma = exp(-decay_rate)"),
    O("nn.SGD(params, nn.InverseDecayLR(0.1, 0.5, 1))", SGD_ + "LambdaLR(opt, lambda t: 1 / (1 + 0.5 * t)))"),
    O("nn.SGD(params, nn.CosineDecayLR(0.01, 0.1, 4))", "(opt := torch.optim.SGD(params, 0.1), "
      "torch.optim.lr_scheduler.CosineAnnealingLR(opt, 4, eta_min=0.01))",
      "equal up to decay_steps; MindSpore then stays at min_lr, torch rises again"),
    O("nn.SGD(params, nn.PolynomialDecayLR(0.1, 0.0, 4, 2.0))", SGD_ + "PolynomialLR(opt, 4, 2.0))",
      "torch PolynomialLR decays to 0: end_learning_rate=0.0"),
    O("nn.SGD(params, nn.WarmUpLR(0.1, 3))", SGD_ + "LambdaLR(opt, lambda t: min(t, 3) / 3))",
      "the first step has learning rate 0; torch LinearLR refuses start_factor=0"),
    O("nn.SGD(params, nn.piecewise_constant_lr([1, 3, 5], [0.1, 0.05, 0.025]))",
      SGD_ + "MultiStepLR(opt, [1, 3], 0.5))", "a list gives one learning rate per step"),
    O("nn.Momentum(params, nn.exponential_decay_lr(0.1, 0.9, 5, 1, 1), 0.9)",
      "(opt := torch.optim.SGD(params, 0.1, momentum=0.9), torch.optim.lr_scheduler.ExponentialLR(opt, 0.9))",
      "exponential_decay_lr(lr, decay_rate, total_step, step_per_epoch, decay_epoch)"),
    O("nn.Adam(params, nn.CosineDecayLR(0.001, 0.01, 4), eps=1e-12)",
      "(opt := torch.optim.Adam(params, 0.01, eps=1e-12), torch.optim.lr_scheduler.CosineAnnealingLR(opt, 4, "
      "eta_min=0.001))"),
]

XY = [(3, 4), (3, 4)]
_section = "Functions (mindspore.ops)"
CASES += [
    F("ops.abs(x)", "torch.abs(x)", [(3, 4)]),
    F("ops.exp(x)", "torch.exp(x)", [(3, 4)]),
    F("ops.log(x)", "torch.log(x)", [("pos", (3, 4))]),
    F("ops.sqrt(x)", "torch.sqrt(x)", [("pos", (3, 4))]),
    F("ops.square(x)", "torch.square(x)", [(3, 4)]),
    F("ops.neg(x)", "torch.neg(x)", [(3, 4)]),
    F("ops.sigmoid(x)", "torch.sigmoid(x)", [(3, 4)]),
    F("ops.tanh(x)", "torch.tanh(x)", [(3, 4)]),
    F("ops.relu(x)", "torch.relu(x)", [(3, 4)]),
    F("ops.softmax(x)", "torch.softmax(x, -1)", [(3, 4)], "axis defaults to -1"),
    F("ops.softmax(x, axis=0)", "torch.softmax(x, 0)", [(3, 4)]),
    F("ops.sum(x)", "torch.sum(x)", [(3, 4)]),
    F("ops.sum(x, 1, keepdim=True)", "torch.sum(x, 1, keepdim=True)", [(3, 4)]),
    F("ops.mean(x, 1)", "torch.mean(x, 1)", [(3, 4)], "axis / keep_dims are torch's dim / keepdim"),
    F("ops.mean(x, 1, keep_dims=True)", "torch.mean(x, 1, keepdim=True)", [(3, 4)]),
    F("ops.prod(x, 1)", "torch.prod(x, 1)", [(3, 4)]),
    F("ops.amax(x, 1)", "torch.amax(x, 1)", [(3, 4)]),
    F("ops.amin(x, 1)", "torch.amin(x, 1)", [(3, 4)]),
    F("ops.max(x, 1)", "torch.max(x, 1)", [(3, 4)], "returns (values, indices)"),
    F("ops.min(x, 1)", "torch.min(x, 1)", [(3, 4)]),
    F("ops.argmax(x, 1)", "torch.argmax(x, 1)", [(3, 4)]),
    F("ops.argmin(x, 1)", "torch.argmin(x, 1)", [(3, 4)]),
    F("ops.std(x, 1, ddof=1)", "torch.std(x, 1)", [(3, 4)], "ddof defaults to 0 (torch correction=1)"),
    F("ops.std(x, 1)", "torch.std(x, 1, correction=0)", [(3, 4)]),
    F("ops.var(x, 1, ddof=1)", "torch.var(x, 1)", [(3, 4)], "ddof defaults to 0 (torch correction=1)"),
    F("ops.clamp(x, -0.5, 0.5)", "torch.clamp(x, -0.5, 0.5)", [(3, 4)]),
    F("ops.clip(x, -0.5, 0.5)", "torch.clip(x, -0.5, 0.5)", [(3, 4)]),
    F("ops.pow(x, 2)", "torch.pow(x, 2)", [(3, 4)]),
    F("ops.pow(x, 0.5)", "torch.pow(x, 0.5)", [("pos", (3, 4))]),
    F("ops.add(x, y)", "torch.add(x, y)", XY),
    F("ops.sub(x, y)", "torch.sub(x, y)", XY),
    F("ops.mul(x, y)", "torch.mul(x, y)", XY),
    F("ops.div(x, y)", "torch.div(x, y)", [(3, 4), ("pos", (3, 4))]),
    F("ops.maximum(x, y)", "torch.maximum(x, y)", XY),
    F("ops.minimum(x, y)", "torch.minimum(x, y)", XY),
    F("x + y * 2 - x / 3", "x + y * 2 - x / 3", XY, "Tensor operators"),
    F("x @ y.T", "x @ y.T", XY),
    F("ops.transpose(x, (1, 0))", "torch.permute(x, (1, 0))", [(3, 4)], "ops.transpose permutes all axes"),
    F("ops.permute(x, (1, 0))", "torch.permute(x, (1, 0))", [(3, 4)]),
    F("ops.reshape(x, (4, 3))", "torch.reshape(x, (4, 3))", [(3, 4)]),
    F("ops.flatten(x)", "torch.flatten(x, 1)", [(2, 3, 4)], "start_dim defaults to 1 (torch 0)"),
    F("ops.squeeze(x)", "torch.squeeze(x)", [(3, 1, 4)]),
    F("ops.unsqueeze(x, 0)", "torch.unsqueeze(x, 0)", [(3, 4)]),
    F("ops.expand_dims(x, 1)", "torch.unsqueeze(x, 1)", [(3, 4)]),
    F("ops.cat((x, y))", "torch.cat((x, y))", XY),
    F("ops.concat((x, y), 1)", "torch.cat((x, y), 1)", XY),
    F("ops.stack((x, y))", "torch.stack((x, y))", XY),
    F("ops.where(x > 0, x, y)", "torch.where(x > 0, x, y)", XY),
    F("ops.select(x > 0, x, y)", "torch.where(x > 0, x, y)", XY),
    F("ops.masked_fill(x, x > 0, 0.5)", "torch.masked_fill(x, x > 0, 0.5)", [(3, 4)]),
    F("ops.masked_select(x, x > 0)", "torch.masked_select(x, x > 0)", [(3, 4)]),
    F("ops.sort(x)", "torch.sort(x)", [(3, 4)], "returns (values, indices)"),
    F("ops.sort(x, axis=0, descending=True)", "torch.sort(x, 0, descending=True)", [(3, 4)]),
    F("ops.topk(x, 2)", "torch.topk(x, 2)", [(3, 4)]),
    F("ops.Add()(x, y)", "torch.add(x, y)", XY, "Primitive form"),
    F("ops.Sub()(x, y)", "torch.sub(x, y)", XY),
    F("ops.Mul()(x, y)", "torch.mul(x, y)", XY),
    F("ops.Div()(x, y)", "torch.div(x, y)", [(3, 4), ("pos", (3, 4))]),
    F("ops.Maximum()(x, y)", "torch.maximum(x, y)", XY),
    F("ops.Minimum()(x, y)", "torch.minimum(x, y)", XY),
    F("ops.MatMul()(x, y.T)", "torch.matmul(x, y.T)", XY),
    F("ops.MatMul(transpose_b=True)(x, y)", "torch.matmul(x, y.T)", XY),
    F("ops.ReduceSum()(x, 1)", "torch.sum(x, 1)", [(3, 4)]),
    F("ops.ReduceSum(keep_dims=True)(x, 1)", "torch.sum(x, 1, keepdim=True)", [(3, 4)]),
    F("ops.ReduceMean()(x, 1)", "torch.mean(x, 1)", [(3, 4)]),
    F("ops.ReduceMax()(x, 1)", "torch.amax(x, 1)", [(3, 4)]),
    F("ops.Softmax()(x)", "torch.softmax(x, -1)", [(3, 4)]),
    F("ops.Sigmoid()(x)", "torch.sigmoid(x)", [(3, 4)]),
    F("ops.Tanh()(x)", "torch.tanh(x)", [(3, 4)]),
    F("ops.ReLU()(x)", "torch.relu(x)", [(3, 4)]),
    F("ops.Transpose()(x, (1, 0))", "torch.permute(x, (1, 0))", [(3, 4)]),
    F("ops.Reshape()(x, (4, 3))", "torch.reshape(x, (4, 3))", [(3, 4)]),
    F("ops.Concat()((x, y))", "torch.cat((x, y))", XY),
    F("ops.Concat(1)((x, y))", "torch.cat((x, y), 1)", XY),
    F("ops.Stack()((x, y))", "torch.stack((x, y))", XY),
    F("ops.Squeeze()(x)", "torch.squeeze(x)", [(3, 1, 4)]),
    F("ops.ExpandDims()(x, 0)", "torch.unsqueeze(x, 0)", [(3, 4)]),
    F("ops.Argmax()(x)", "torch.argmax(x, -1)", [(3, 4)], "axis defaults to -1"),
    F("ops.Sort()(x)", "torch.sort(x)", [(3, 4)]),
    F("ops.TopK()(x, 2)", "torch.topk(x, 2)", [(3, 4)]),
    F("ops.Select()(x > 0, x, y)", "torch.where(x > 0, x, y)", XY),
    F("ops.MaskedFill()(x, x > 0, ms.Tensor(0.5))", "torch.masked_fill(x, x > 0, 0.5)", [(3, 4)]),
    F("ops.Cast()(x, ms.float64)", "x.double()", [(3, 4)]),
    F("ops.cast(x, ms.float16)", "x.half()", [(3, 4)]),
    F("ops.stop_gradient(x) * y", "x.detach() * y", XY),
]

_section = "Recurrent layers"
CASES += [
    L("nn.LSTM(4, 3)", "tnn.LSTM(4, 3)", X3, "same Parameter names and gate order (i, f, g, o) as torch; returns "
      "(output, (h_n, c_n))"),
    L("nn.LSTM(4, 3, num_layers=2, has_bias=False, batch_first=True, bidirectional=True)",
      "tnn.LSTM(4, 3, num_layers=2, bias=False, batch_first=True, bidirectional=True)", X3, "bias is has_bias"),
    L("nn.LSTM(4, 3, num_layers=2, dropout=0.3)", "tnn.LSTM(4, 3, num_layers=2, dropout=0.3)", X3),
    L("nn.GRU(4, 3)", "tnn.GRU(4, 3)", X3, "gates r, z, n as torch"),
    L("nn.GRU(4, 3, num_layers=2, bidirectional=True)", "tnn.GRU(4, 3, num_layers=2, bidirectional=True)", X3),
    L("nn.RNN(4, 3)", "tnn.RNN(4, 3)", X3),
    L("nn.RNN(4, 3, nonlinearity='relu', batch_first=True)", "tnn.RNN(4, 3, nonlinearity='relu', batch_first=True)",
      X3, "nonlinearity is keyword-only in MindSpore"),
    L("nn.RNNCell(4, 3)", "tnn.RNNCell(4, 3)", [(2, 4), (2, 3)], "MindSpore's hx is required"),
    L("nn.GRUCell(4, 3)", "tnn.GRUCell(4, 3)", [(2, 4), (2, 3)], "MindSpore's hx is required"),
]
