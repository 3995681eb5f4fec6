"""The generated bad-input suite (issue 20): every public layer, a broad set of ops (functions and primitives),
losses, optimizers, metrics, dataset operations and Model entry points, each called with inputs MindSpore rejects
or might: wrong types (None, numpy arrays, lists, strings), wrong dtypes (integer gradients too), wrong ranks,
empty tensors, NaN and inf, mismatched shapes, negative and zero sizes. Recorded from MindSpore 2.10 by
record_badinput.py and replayed on msbridge by tests/test_bad_inputs.py.

A case is ``{"api", "setup", "call", "bad"}``: ``setup`` (statements) binds the object and its inputs, ``call``
(an expression) uses them, both run with :func:`namespace` bound to ``mindspore`` or ``msbridge``. ``bad`` is the
value given in place of a valid one (None for the cases that vary an argument that is not an input). Cases are
generated from compact tables: an entry names the call with its valid inputs, each input is replaced by every
variant of :data:`TENSOR_VARIANTS` that fits its kind, and size arguments by :data:`SIZE_VARIANTS`.

``run(ms, name)`` returns ``{"error", "message", "result", "changed"}``: the exception type and first message
line (None when the call went through; with ``kinds``, the built-in exception classes it is an instance of),
``summary`` of the result, and the names of the Parameters, Tensors and
metric or optimizer fields of the case that changed, also when the call raised.
"""
import re

import numpy as np


# --- inputs ------------------------------------------------------------------------------------------------------
def array(shape, kind="f", special=None):
    """A deterministic numpy input: ``f`` floats in [-1, 1], ``p`` probabilities in [0.1, 0.9], ``iN``/``lN`` int32
    /int64 class indices below N, ``s`` +1/-1 signs, ``u`` uint8 image values; ``special`` puts NaN or inf first."""
    n = int(np.prod(shape))
    if kind[0] in "il":
        values = (np.arange(n) % int(kind[1:])).astype("int32" if kind[0] == "i" else "int64")
    elif kind == "u":
        values = (np.arange(n) * 7 % 256).astype(np.uint8)
    elif kind == "s":
        values = np.where(np.arange(n) % 2 == 0, 1.0, -1.0).astype(np.float32)
    else:
        values = np.linspace(-1, 1, n) if kind == "f" else np.linspace(0.1, 0.9, n)
        values = values.astype(np.float32)
    values = values.reshape(shape)
    if special is not None and n:
        values.flat[0] = special
    return values


def namespace(ms):
    """The names case code uses, bound to ``ms`` (``mindspore`` or ``msbridge``)."""
    import importlib
    ds = importlib.import_module(ms.__name__ + ".dataset")
    vision = importlib.import_module(ms.__name__ + ".dataset.vision")
    transforms = importlib.import_module(ms.__name__ + ".dataset.transforms")
    train = importlib.import_module(ms.__name__ + ".train")

    def t(shape, kind="f", dtype=None, special=None):
        a = array(shape, kind, special)
        return ms.Tensor(a if dtype is None else a.astype(dtype))

    def params():
        return [ms.Parameter(t((2, 3)), name="w"), ms.Parameter(t((3,), "p"), name="b")]

    def consume(dataset):
        return [list(row) for row in dataset.create_tuple_iterator(output_numpy=True)]

    def rows(n=4):
        return ds.NumpySlicesDataset({"x": array((n, 3))}, shuffle=False)

    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.dense = ms.nn.Dense(3, 2)

        def construct(self, x):
            return self.dense(x)

    def train_data(n=4, x_shape=(3,), kind="f"):
        return ds.NumpySlicesDataset({"x": array((n,) + x_shape, kind), "y": array((n, 2))}, shuffle=False).batch(2)

    return {"ms": ms, "nn": ms.nn, "ops": ms.ops, "np": np, "ds": ds, "vision": vision, "transforms": transforms,
            "Model": train.Model, "t": t, "a": array, "params": params, "consume": consume, "rows": rows,
            "Net": Net, "train_data": train_data, "nan": float("nan"), "inf": float("inf")}


# --- variants ----------------------------------------------------------------------------------------------------
def _shape_code(shape):
    return "(" + "".join(f"{d}, " for d in shape).rstrip(" ") + ")" if len(shape) != 1 else f"({shape[0]},)"


def _parse(spec):
    """``"f:2,3"`` -> ("f", (2, 3)); ``"f:"`` is a 0-d tensor."""
    kind, _, dims = spec.partition(":")
    return kind, tuple(int(d) for d in dims.split(",") if d)


def _valid(spec):
    kind, shape = _parse(spec)
    return f"t({_shape_code(shape)}, {kind!r})"


def _variants(spec):
    """name -> (code, bad value label) of every bad variant of one tensor input ``spec``."""
    kind, shape = _parse(spec)
    s = _shape_code(shape)
    out = {"none": "None", "numpy": f"a({s}, {kind!r})", "list": f"a({s}, {kind!r}).tolist()", "str": "'x'"}
    if kind in "fps":
        out.update(int=f"t({s}, {kind!r}, 'int32')", float64=f"t({s}, {kind!r}, 'float64')",
                   nan=f"t({s}, {kind!r}, special=nan)", inf=f"t({s}, {kind!r}, special=inf)")
    elif kind[0] in "il":
        high = int(kind[1:])
        out.update(float=f"t({s}, {kind!r}, 'float32')", out_of_range=f"t({s}, {kind!r}, special={high})",
                   negative=f"t({s}, {kind!r}, special=-1)")
    if shape:
        out["rank_down"] = f"t({_shape_code(shape[:-1])}, {kind!r})"
        out["empty"] = f"t({_shape_code((0,) + shape[1:])}, {kind!r})"
        out["mismatch"] = f"t({_shape_code(shape[:-1] + (shape[-1] + 1,))}, {kind!r})"
    out["rank_up"] = f"t({_shape_code(shape + (2,))}, {kind!r})"
    return out


SIZE_VARIANTS = {"negative": "-1", "zero": "0", "none": "None", "str": "'2'", "float": "2.5", "bool": "True"}

CASES = {}


def _add(name, api, setup, call, bad=None):
    assert name not in CASES, name
    CASES[name] = {"api": api, "setup": setup, "call": call, "bad": bad}


def _inputs_cases(prefix, api, obj, specs, call="obj({args})", extra_setup=""):
    """The valid call, then each tensor input in turn replaced by each of its variants."""
    valid = [_valid(s) if not s.startswith("=") else s[1:] for s in specs]
    args = ", ".join(f"x{i}" for i in range(len(specs)))

    def setup(values):
        return "\n".join([f"obj = {obj}"] + [f"x{i} = {v}" for i, v in enumerate(values)] +
                         ([extra_setup] if extra_setup else []))
    _add(f"{prefix}.valid", api, setup(valid), call.format(args=args))
    for i, spec in enumerate(specs):
        if spec.startswith("="):
            continue
        for variant, code in _variants(spec).items():
            values = list(valid)
            values[i] = code
            _add(f"{prefix}.x{i}.{variant}", api, setup(values), call.format(args=args), code)


def _size_cases(prefix, api, template, call=None):
    """``template`` with ``{}`` where a size goes: one case per :data:`SIZE_VARIANTS` entry (the construction, or
    ``call`` of the constructed ``obj``)."""
    for variant, code in SIZE_VARIANTS.items():
        built = template.format(code)
        if call:
            _add(f"{prefix}.{variant}", api, f"obj = {built}", call, code)
        else:
            _add(f"{prefix}.{variant}", api, "", built, code)


# --- layers: name -> (construction, size template or None, inputs) -------------------------------------------------
_ACTIVATIONS = ["CELU()", "ELU()", "FastGelu()", "GELU()", "HShrink()", "HSigmoid()", "HSwish()", "Hardtanh()",
                "LeakyReLU()", "LogSigmoid()", "LogSoftmax()", "Mish()", "PReLU()", "ReLU()", "ReLU6()", "SeLU()",
                "SiLU()", "Sigmoid()", "SoftShrink()", "Softmax()", "Softmin()", "Softsign()", "Tanh()",
                "Tanhshrink()", "Threshold(0.1, 20.0)", "Identity()", "Flatten()", "Dropout(p=0.5)", "Tril()",
                "Triu()", "RReLU()", "LogSoftmaxExt()"]
LAYERS = {a.partition("(")[0]: (a, None, ["f:2,3"]) for a in _ACTIVATIONS}
LAYERS.update({
    "GLU": ("GLU()", None, ["f:2,4"]),
    "Softmax2d": ("Softmax2d()", None, ["f:2,3,4"]),
    "Dropout1d": ("Dropout1d()", None, ["f:2,3,4"]),
    "Dropout2d": ("Dropout2d()", None, ["f:2,3,4,4"]),
    "Dropout3d": ("Dropout3d()", None, ["f:1,2,3,4,4"]),
    "Unflatten": ("Unflatten(1, (1, 3))", None, ["f:2,3"]),
    "Dense": ("Dense(3, 4)", "Dense({}, 4)", ["f:2,3"]),
    "Linear": ("Linear(3, 4)", "Linear({}, 4)", ["f:2,3"]),
    "BatchNorm1d": ("BatchNorm1d(3)", "BatchNorm1d({})", ["f:2,3"]),
    "BatchNorm2d": ("BatchNorm2d(3)", "BatchNorm2d({})", ["f:2,3,4,4"]),
    "BatchNorm3d": ("BatchNorm3d(3)", "BatchNorm3d({})", ["f:2,3,2,2,2"]),
    "InstanceNorm1d": ("InstanceNorm1d(3)", "InstanceNorm1d({})", ["f:2,3,4"]),
    "InstanceNorm2d": ("InstanceNorm2d(3)", "InstanceNorm2d({})", ["f:2,3,4,4"]),
    "InstanceNorm3d": ("InstanceNorm3d(3)", "InstanceNorm3d({})", ["f:2,3,2,2,2"]),
    "GroupNorm": ("GroupNorm(2, 4)", "GroupNorm({}, 4)", ["f:2,4,3"]),
    "LayerNorm": ("LayerNorm((3,))", "LayerNorm(({},))", ["f:2,3"]),
    "LRN": ("LRN()", "LRN(depth_radius={})", ["f:1,3,4,4"]),
    "Conv1d": ("Conv1d(3, 4, 3)", "Conv1d(3, 4, {})", ["f:2,3,8"]),
    "Conv2d": ("Conv2d(3, 4, 3)", "Conv2d(3, 4, {})", ["f:2,3,8,8"]),
    "Conv3d": ("Conv3d(3, 4, 2)", "Conv3d(3, 4, {})", ["f:1,3,4,4,4"]),
    "Conv1dTranspose": ("Conv1dTranspose(3, 4, 3)", "Conv1dTranspose({}, 4, 3)", ["f:2,3,8"]),
    "Conv2dTranspose": ("Conv2dTranspose(3, 4, 3)", "Conv2dTranspose({}, 4, 3)", ["f:2,3,8,8"]),
    "Conv3dTranspose": ("Conv3dTranspose(3, 4, 2)", "Conv3dTranspose({}, 4, 2)", ["f:1,3,4,4,4"]),
    "AvgPool1d": ("AvgPool1d(2, 2)", "AvgPool1d({}, 2)", ["f:2,3,8"]),
    "AvgPool2d": ("AvgPool2d(2, 2)", "AvgPool2d({}, 2)", ["f:2,3,8,8"]),
    "AvgPool3d": ("AvgPool3d(2, 2)", "AvgPool3d({}, 2)", ["f:1,3,4,4,4"]),
    "MaxPool1d": ("MaxPool1d(2, 2)", "MaxPool1d({}, 2)", ["f:2,3,8"]),
    "MaxPool2d": ("MaxPool2d(2, 2)", "MaxPool2d({}, 2)", ["f:2,3,8,8"]),
    "MaxPool3d": ("MaxPool3d(2, 2)", "MaxPool3d({}, 2)", ["f:1,3,4,4,4"]),
    "AdaptiveAvgPool1d": ("AdaptiveAvgPool1d(2)", "AdaptiveAvgPool1d({})", ["f:2,3,8"]),
    "AdaptiveAvgPool2d": ("AdaptiveAvgPool2d(2)", "AdaptiveAvgPool2d({})", ["f:2,3,8,8"]),
    "AdaptiveAvgPool3d": ("AdaptiveAvgPool3d(2)", "AdaptiveAvgPool3d({})", ["f:1,3,4,4,4"]),
    "AdaptiveMaxPool1d": ("AdaptiveMaxPool1d(2)", "AdaptiveMaxPool1d({})", ["f:2,3,8"]),
    "AdaptiveMaxPool2d": ("AdaptiveMaxPool2d(2)", "AdaptiveMaxPool2d({})", ["f:2,3,8,8"]),
    "AdaptiveMaxPool3d": ("AdaptiveMaxPool3d(2)", "AdaptiveMaxPool3d({})", ["f:1,3,4,4,4"]),
    "ConstantPad1d": ("ConstantPad1d(1, 0.5)", "ConstantPad1d({}, 0.5)", ["f:2,3,4"]),
    "ConstantPad2d": ("ConstantPad2d(1, 0.5)", "ConstantPad2d({}, 0.5)", ["f:2,3,4"]),
    "ConstantPad3d": ("ConstantPad3d(1, 0.5)", "ConstantPad3d({}, 0.5)", ["f:2,3,4"]),
    "ReflectionPad1d": ("ReflectionPad1d(1)", "ReflectionPad1d({})", ["f:2,3,4"]),
    "ReflectionPad2d": ("ReflectionPad2d(1)", "ReflectionPad2d({})", ["f:2,3,4"]),
    "ReflectionPad3d": ("ReflectionPad3d(1)", "ReflectionPad3d({})", ["f:1,2,3,4"]),
    "ReplicationPad1d": ("ReplicationPad1d(1)", "ReplicationPad1d({})", ["f:2,3,4"]),
    "ReplicationPad2d": ("ReplicationPad2d(1)", "ReplicationPad2d({})", ["f:2,3,4"]),
    "ReplicationPad3d": ("ReplicationPad3d(1)", "ReplicationPad3d({})", ["f:1,2,3,4"]),
    "ZeroPad2d": ("ZeroPad2d(1)", "ZeroPad2d({})", ["f:2,3,4"]),
    "Pad": ("Pad(paddings=((0, 0), (1, 1)))", "Pad(paddings=((0, 0), (1, {})))", ["f:2,3"]),
    "PixelShuffle": ("PixelShuffle(2)", "PixelShuffle({})", ["f:1,4,2,2"]),
    "PixelUnshuffle": ("PixelUnshuffle(2)", "PixelUnshuffle({})", ["f:1,1,4,4"]),
    "Upsample": ("Upsample(scale_factor=2.0)", None, ["f:1,1,2,2"]),
    "Embedding": ("Embedding(5, 3)", "Embedding({}, 3)", ["i5:2,3"]),
    "RNN": ("RNN(3, 4)", "RNN({}, 4)", ["f:2,5,3"]),
    "LSTM": ("LSTM(3, 4)", "LSTM({}, 4)", ["f:2,5,3"]),
    "GRU": ("GRU(3, 4)", "GRU({}, 4)", ["f:2,5,3"]),
    "RNNCell": ("RNNCell(3, 4)", "RNNCell({}, 4)", ["f:2,3"]),
    "GRUCell": ("GRUCell(3, 4)", "GRUCell({}, 4)", ["f:2,3"]),
    "LSTMCell": ("LSTMCell(3, 4)", "LSTMCell({}, 4)", ["f:2,3"]),
    "MultiheadAttention": ("MultiheadAttention(4, 2)", "MultiheadAttention({}, 2)", ["f:2,3,4", "f:2,3,4",
                                                                                      "f:2,3,4"]),
    "TransformerEncoderLayer": ("TransformerEncoderLayer(4, 2, 8)", "TransformerEncoderLayer(4, 2, {})",
                                ["f:2,3,4"]),
    "TransformerDecoderLayer": ("TransformerDecoderLayer(4, 2, 8)", "TransformerDecoderLayer(4, 2, {})",
                                ["f:2,3,4", "f:2,3,4"]),
    "TransformerEncoder": ("TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 8), 1)",
                           "TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 8), {})", ["f:2,3,4"]),
    "Transformer": ("Transformer(4, 2, 1, 1, 8)", "Transformer(4, 2, 1, 1, {})", ["f:2,3,4", "f:2,3,4"]),
    "ClipByNorm": ("ClipByNorm()", None, ["f:2,3", "f:"]),
})

LOSSES = {
    "L1Loss": ["f:2,3", "f:2,3"], "MSELoss": ["f:2,3", "f:2,3"], "SmoothL1Loss": ["f:2,3", "f:2,3"],
    "HuberLoss": ["f:2,3", "f:2,3"], "RMSELoss": ["f:2,3", "f:2,3"], "MAELoss": ["f:2,3", "f:2,3"],
    "L1LossExt": ["f:2,3", "f:2,3"], "SoftMarginLoss": ["f:2,3", "s:2,3"], "BCELoss": ["p:2,3", "p:2,3"],
    "BCEWithLogitsLoss": ["f:2,3", "p:2,3"], "KLDivLoss": ["f:2,3", "p:2,3"], "CrossEntropyLoss": ["f:2,5", "i5:2"],
    "NLLLoss": ["f:2,5", "i5:2"], "SoftmaxCrossEntropyWithLogits": ["f:2,5", "p:2,5"],
    "MultiMarginLoss": ["f:2,5", "l5:2"], "MultilabelMarginLoss": ["f:2,5", "i5:2,5"],
    "MultiLabelSoftMarginLoss": ["f:2,5", "p:2,5"], "CosineEmbeddingLoss": ["f:2,3", "f:2,3", "s:2"],
    "MarginRankingLoss": ["f:2,3", "f:2,3", "s:2,3"], "HingeEmbeddingLoss": ["f:2,3", "s:2,3"],
    "PoissonNLLLoss": ["f:2,3", "p:2,3"], "GaussianNLLLoss": ["f:2,3", "f:2,3", "p:2,3"],
    "TripletMarginLoss": ["f:2,3", "f:2,3", "f:2,3"], "DiceLoss": ["p:2,3", "p:2,3"],
    "MultiClassDiceLoss": ["p:2,3,4", "p:2,3,4"], "FocalLoss": ["f:2,3,4", "i3:2,1,4"],
}

# ops functions: name -> inputs (specs, "=code" for a fixed non-tensor argument)
_UNARY = ["abs", "exp", "log", "sqrt", "sin", "cos", "tanh", "sigmoid", "relu", "softmax", "log_softmax", "neg",
          "square", "floor", "ceil", "round", "sign", "reciprocal", "rsqrt", "erf", "sum", "mean", "prod", "amax",
          "amin", "argmax", "argmin", "std", "flatten", "squeeze", "isnan", "isinf", "nan_to_num", "gelu", "silu",
          "relu6", "elu", "softsign", "logsumexp", "norm", "cumsum", "sort", "argsort", "zeros_like", "ones_like",
          "t", "trace", "tril", "triu", "clamp", "hardswish", "mish", "selu", "softplus", "log1p", "expm1"]
OPS = {name: ["f:2,3"] for name in _UNARY}
OPS.update({
    "cumsum": ["f:2,3", "=0"], "logsumexp": ["f:2,3", "=1"], "clamp": ["f:2,3", "=-0.5", "=0.5"],
    "add": ["f:2,3", "f:2,3"], "mul": ["f:2,3", "f:2,3"], "sub": ["f:2,3", "f:2,3"], "div": ["f:2,3", "f:2,3"],
    "pow": ["f:2,3", "f:2,3"], "maximum": ["f:2,3", "f:2,3"], "minimum": ["f:2,3", "f:2,3"],
    "equal": ["f:2,3", "f:2,3"], "greater": ["f:2,3", "f:2,3"], "less": ["f:2,3", "f:2,3"],
    "atan2": ["f:2,3", "f:2,3"], "matmul": ["f:2,3", "f:3,2"], "bmm": ["f:2,2,3", "f:2,3,2"],
    "dense": ["f:2,3", "f:4,3"], "where": ["=t((2, 3)) > 0", "f:2,3", "f:2,3"],
    "transpose": ["f:2,3", "=(1, 0)"], "reshape": ["f:2,3", "=(3, 2)"], "expand_dims": ["f:2,3", "=0"],
    "flip": ["f:2,3", "=(0,)"], "tile": ["f:2,3", "=(2, 1)"], "broadcast_to": ["f:2,3", "=(2, 2, 3)"],
    "gather": ["f:2,3", "i2:2", "=0"], "topk": ["f:2,3", "=2"], "one_hot": ["i5:3", "=5", "=t(())+1", "=t(())"],
    "cast": ["f:2,3", "=ms.int32"], "conv2d": ["f:1,3,5,5", "f:2,3,3,3"], "max_pool2d": ["f:1,3,4,4", "=2"],
    "avg_pool2d": ["f:1,3,4,4", "=2"], "pad": ["f:2,3", "=(1, 1)"], "masked_fill": ["f:2,3", "=t((2, 3)) > 0",
                                                                                   "=0.5"],
    "layer_norm": ["f:2,3", "=(3,)"], "cross_entropy": ["f:2,5", "i5:2"], "nll_loss": ["f:2,5", "i5:2"],
    "mse_loss": ["f:2,3", "f:2,3"], "l1_loss": ["f:2,3", "f:2,3"], "binary_cross_entropy": ["p:2,3", "p:2,3"],
    "binary_cross_entropy_with_logits": ["f:2,3", "p:2,3", "=t((2, 3), 'p')", "=t((3,), 'p')"],
    "kl_div": ["f:2,3", "p:2,3"], "smooth_l1_loss": ["f:2,3", "f:2,3"], "dropout": ["f:2,3"],
    "interpolate": ["f:1,1,2,2", "=None", "=2.0"], "unique": ["f:2,3"], "cdist": ["f:2,3", "f:4,3"],
    "outer": ["f:3", "f:4"], "dot": ["f:2,3", "f:3,2"], "cross": ["f:2,3", "f:2,3"], "diag": ["f:3"],
    "inner": ["f:2,3", "f:4,3"], "lerp": ["f:2,3", "f:2,3", "=0.5"], "hypot": ["f:2,3", "f:2,3"],
})
# ops whose first tensor input is not varied above (they take tuples of tensors)
_TUPLE_OPS = {"concat": "ops.concat((x0, x1))", "stack": "ops.stack((x0, x1))", "hstack": "ops.hstack((x0, x1))",
              "vstack": "ops.vstack((x0, x1))"}

PRIMITIVES = {
    "ReLU()": ["f:2,3"], "Sigmoid()": ["f:2,3"], "Tanh()": ["f:2,3"], "Exp()": ["f:2,3"], "Log()": ["f:2,3"],
    "Sqrt()": ["f:2,3"], "Square()": ["f:2,3"], "Abs()": ["f:2,3"], "Neg()": ["f:2,3"], "Rsqrt()": ["f:2,3"],
    "Erf()": ["f:2,3"], "GeLU()": ["f:2,3"], "Softmax()": ["f:2,3"], "LogSoftmax()": ["f:2,3"],
    "Flatten()": ["f:2,3"], "Squeeze()": ["f:2,3"], "ZerosLike()": ["f:2,3"], "OnesLike()": ["f:2,3"],
    "Add()": ["f:2,3", "f:2,3"], "Sub()": ["f:2,3", "f:2,3"], "Mul()": ["f:2,3", "f:2,3"],
    "Div()": ["f:2,3", "f:2,3"], "RealDiv()": ["f:2,3", "f:2,3"], "Maximum()": ["f:2,3", "f:2,3"],
    "Minimum()": ["f:2,3", "f:2,3"], "Equal()": ["f:2,3", "f:2,3"], "Greater()": ["f:2,3", "f:2,3"],
    "Less()": ["f:2,3", "f:2,3"], "Pow()": ["f:2,3", "f:2,3"], "MatMul()": ["f:2,3", "f:3,2"],
    "BatchMatMul()": ["f:2,2,3", "f:2,3,2"], "BiasAdd()": ["f:2,3", "f:3"],
    "ReduceSum()": ["f:2,3", "=1"], "ReduceMean()": ["f:2,3", "=1"], "ReduceMax()": ["f:2,3", "=1"],
    "ArgMaxWithValue()": ["f:2,3"], "Argmax()": ["f:2,3"], "Transpose()": ["f:2,3", "=(1, 0)"],
    "Reshape()": ["f:2,3", "=(3, 2)"], "ExpandDims()": ["f:2,3", "=0"], "Tile()": ["f:2,3", "=(2, 1)"],
    "Cast()": ["f:2,3", "=ms.int32"], "Gather()": ["f:2,3", "i2:2", "=0"],
    "OneHot()": ["i5:3", "=5", "=t(())+1", "=t(())"], "Select()": ["=t((2, 3)) > 0", "f:2,3", "f:2,3"],
    "Conv2D(4, 3)": ["f:1,3,5,5", "f:4,3,3,3"], "MaxPool(2, 2)": ["f:1,3,4,4"], "AvgPool(2, 2)": ["f:1,3,4,4"],
    "TopK()": ["f:2,3", "=2"],
    "Sort()": ["f:2,3"], "CumSum()": ["f:2,3", "=0"], "Floor()": ["f:2,3"], "Sin()": ["f:2,3"],
    "L2Normalize()": ["f:2,3"], "Sign()": ["f:2,3"], "IsNan()": ["f:2,3"], "ReLU6()": ["f:2,3"],
    "Dropout()": ["f:2,3"], "Elu()": ["f:2,3"], "HSwish()": ["f:2,3"],
}

# size/shape/axis arguments of ops: api -> (template with {}, variants name -> code)
_SHAPES = {"negative": "(2, -3)", "negative_only": "(-1,)", "none": "None", "str": "'2'", "float": "(2.5, 3)",
           "nested": "((2,), 3)", "list_str": "('a', 3)"}
_AXES = {"duplicate": "(0, 0)", "duplicate_neg": "(1, -1)", "out_of_range": "2", "out_of_range_neg": "-3",
         "str": "'0'", "float": "0.5", "list_dup": "[1, 1]", "none_in": "(0, None)"}
SIZE_ARGS = {
    "ones": ("ops.ones({})", _SHAPES), "zeros": ("ops.zeros({})", _SHAPES),
    "full": ("ops.full({}, 1.0)", _SHAPES), "fill": ("ops.fill(ms.float32, {}, 1.0)", _SHAPES),
    "tile": ("ops.tile(t((2, 3)), {})", {"negative": "(2, -1)", "none": "None", "str": "'2'",
                                         "float": "(2.5, 1)", "list": "[2, 1]", "zero_ok": "(0, 1)"}),
    "reshape": ("ops.reshape(t((2, 3)), {})", {"mismatch": "(4, 2)", "two_minus_one": "(-1, -1)",
                                                "negative": "(-2, 3)", "none": "None", "str": "'6'",
                                                "float": "(6.0,)", "zero": "(0, 6)"}),
    "broadcast_to": ("ops.broadcast_to(t((2, 3)), {})", {"mismatch": "(2, 4)", "negative": "(-2, 3)",
                                                          "smaller": "(3,)", "none": "None", "str": "'x'"}),
    "slice": ("ops.slice(t((2, 3)), {})", {"begin_past_end": "(0, 4), (1, 1)", "size_too_big": "(0, 0), (2, 4)",
                                           "negative_begin": "(-1, 0), (1, 1)", "negative_size": "(0, 0), (1, -2)",
                                           "short": "(0,), (1,)", "zero_size": "(0, 0), (0, 1)",
                                           "float": "(0.5, 0), (1, 1)", "none": "None, (1, 1)"}),
    "mean": ("ops.mean(t((2, 3)), {})", _AXES), "sum": ("ops.sum(t((2, 3)), {})", _AXES),
    "amax": ("ops.amax(t((2, 3)), {})", _AXES), "prod": ("ops.prod(t((2, 3)), {})", _AXES),
    "ReduceSum": ("ops.ReduceSum()(t((2, 3)), {})", _AXES), "ReduceMean": ("ops.ReduceMean()(t((2, 3)), {})", _AXES),
    "transpose": ("ops.transpose(t((2, 3)), {})", {"duplicate": "(0, 0)", "out_of_range": "(0, 2)", "short": "(0,)",
                                                   "str": "'10'", "none": "None", "negative_dup": "(1, -1)"}),
    "permute": ("ops.permute(t((2, 3)), {})", {"duplicate": "(0, 0)", "out_of_range": "(0, 2)", "short": "(0,)"}),
    "squeeze": ("ops.squeeze(t((2, 1)), {})", {"not_one": "0", "out_of_range": "2", "str": "'1'", "float": "1.0"}),
    "expand_dims": ("ops.expand_dims(t((2, 3)), {})", {"out_of_range": "3", "neg_out_of_range": "-4", "str": "'0'",
                                                       "none": "None", "float": "0.5"}),
    "flip": ("ops.flip(t((2, 3)), {})", {"out_of_range": "(2,)", "duplicate": "(0, 0)", "none": "None"}),
    "split": ("ops.split(t((4, 3)), {})", {"zero": "0", "negative": "-1", "too_many": "[2, 3]", "str": "'2'",
                                           "none": "None"}),
    "narrow": ("ops.narrow(t((2, 3)), {})", {"past_end": "1, 2, 2", "negative_len": "1, 0, -1", "bad_axis": "2, 0, 1",
                                             "start_out": "1, 4, 1"}),
    "arange": ("ops.arange({})", {"zero_step": "0, 5, 0", "wrong_direction": "5, 0, 1", "none": "None",
                                  "str": "'5'", "nan": "0, nan", "inf": "0, inf"}),
    "eye": ("ops.eye({})", {"negative": "-1", "negative_m": "2, -2", "none": "None", "str": "'2'", "float": "2.5"}),
    "linspace": ("ops.linspace({})", {"negative": "0.0, 1.0, -1", "zero": "0.0, 1.0, 0", "str": "'0', 1.0, 3",
                                      "float_steps": "0.0, 1.0, 2.5"}),
    "one_hot": ("ops.one_hot(t((3,), 'i5'), {}, t(()) + 1, t(()))", {"negative": "-2", "zero": "0",
                                                                      "str": "'5'", "none": "None", "float": "2.5"}),
    "topk": ("ops.topk(t((2, 3)), {})", {"too_big": "4", "negative": "-1", "str": "'2'", "none": "None"}),
    "gather_out_of_range": ("ops.gather(t((2, 3)), {}, 0)", {"index_too_big": "t((2,), 'i2', special=5)",
                                                              "index_negative": "t((2,), 'i2', special=-3)",
                                                              "float_index": "t((2,), 'f')"}),
    "concat_mismatch": ("ops.concat({})", {"shapes": "(t((2, 3)), t((2, 4)))", "ranks": "(t((2, 3)), t((3,)))",
                                           "empty": "()", "one_none": "(t((2, 3)), None)",
                                           "dtypes": "(t((2, 3)), t((2, 3), 'i3'))", "axis": "(t((2, 3)),), 2"}),
    "stack_mismatch": ("ops.stack({})", {"shapes": "(t((2, 3)), t((2, 4)))", "empty": "()",
                                         "one_none": "(t((2, 3)), None)"}),
    "cast_bad": ("ops.cast(t((2, 3)), {})", {"str": "'float32'", "none": "None", "numpy_dtype": "np.float32",
                                             "int": "1"}),
    "matmul_mismatch": ("ops.matmul({})", {"inner": "t((2, 3)), t((2, 3))", "scalar": "t(()), t((2, 3))"}),
    "softmax_axis": ("ops.softmax(t((2, 3)), {})", {"out_of_range": "2", "str": "'1'", "float": "1.0",
                                                    "tuple": "(0, 1)"}),
    "dropout_p": ("ops.dropout(t((2, 3)), {})", {"negative": "-0.1", "above_one": "1.5", "str": "'0.5'",
                                                 "none": "None"}),
    "interpolate_size": ("ops.interpolate(t((1, 1, 2, 2)), {})", {"negative": "(-2, 2)", "zero": "(0, 2)",
                                                                  "short": "(2,)", "both": "(4, 4), 2.0",
                                                                  "neither": "None, None"}),
    "pad_bad": ("ops.pad(t((2, 3)), {})", {"odd": "(1,)", "too_long": "(1, 1, 1, 1, 1, 1)", "str": "'1'",
                                           "none": "None", "mode": "(1, 1), 'wrap'"}),
    "conv2d_mismatch": ("ops.conv2d(t((1, 3, 5, 5)), {})", {"channels": "t((2, 4, 3, 3))",
                                                            "kernel_too_big": "t((2, 3, 7, 7))",
                                                            "rank": "t((2, 3, 3))",
                                                            "stride_zero": "t((2, 3, 3, 3)), stride=0"}),
}

OPTIMIZERS = {
    "Adam": "nn.Adam(p)", "AdamWeightDecay": "nn.AdamWeightDecay(p)", "SGD": "nn.SGD(p)",
    "Momentum": "nn.Momentum(p, learning_rate=0.1, momentum=0.9)", "RMSProp": "nn.RMSProp(p)",
    "Adagrad": "nn.Adagrad(p)",
    "FTRL": "nn.FTRL(p)", "LazyAdam": "nn.LazyAdam(p)", "Rprop": "nn.Rprop(p)", "ASGD": "nn.ASGD(p)",
    "Adadelta": "nn.Adadelta(p)", "AdaMax": "nn.AdaMax(p)", "ProximalAdagrad": "nn.ProximalAdagrad(p)",
    "Lamb": "nn.Lamb(p, learning_rate=0.1)", "LARS": "nn.LARS(nn.Momentum(p, 0.1, 0.9))",
    "AdamOffload": "nn.AdamOffload(p)",
}
_GRADS = {  # variant -> code of the gradients tuple (w is (2, 3), b is (3,))
    "valid": "(t((2, 3)), t((3,)))", "none": "None", "none_inside": "(t((2, 3)), None)",
    "list": "[t((2, 3)), t((3,))]", "numpy": "(a((2, 3)), a((3,)))", "str": "'x'", "one": "(t((2, 3)),)",
    "three": "(t((2, 3)), t((3,)), t((3,)))", "empty": "()", "int": "(t((2, 3), 'f', 'int32'), t((3,), 'f', 'int32'))",
    "float64": "(t((2, 3), 'f', 'float64'), t((3,), 'f', 'float64'))", "shape": "(t((3, 2)), t((3,)))",
    "rank": "(t((6,)), t((3,)))", "nan": "(t((2, 3), special=nan), t((3,)))",
    "inf": "(t((2, 3), special=inf), t((3,)))", "bool": "(t((2, 3)) > 0, t((3,)) > 0)",
}
_OPT_ARGS = {  # construction variants: argument -> values
    "learning_rate": {"negative": "-0.1", "str": "'0.1'", "none": "None", "nan": "nan", "list_empty": "[]",
                      "tensor_2d": "t((2, 2))"},
    "weight_decay": {"negative": "-0.1", "str": "'0'", "none": "None"},
    "loss_scale": {"zero": "0.0", "negative": "-1.0", "str": "'1'"},
}
_OPT_PARAMS = {"none": "None", "empty": "[]", "tensor": "[t((2, 3))]", "str": "'w'", "numpy": "[a((2, 3))]"}

METRICS = {
    "Accuracy": ("Accuracy()", ["f:2,5", "i5:2"]), "MAE": ("MAE()", ["f:2,3", "f:2,3"]),
    "MSE": ("MSE()", ["f:2,3", "f:2,3"]), "F1": ("F1()", ["f:2,5", "i5:2"]),
    "Fbeta": ("Fbeta(1.0)", ["f:2,5", "i5:2"]), "Precision": ("Precision()", ["f:2,5", "i5:2"]),
    "Recall": ("Recall()", ["f:2,5", "i5:2"]),
    "Top1CategoricalAccuracy": ("Top1CategoricalAccuracy()", ["f:2,5", "i5:2"]),
    "TopKCategoricalAccuracy": ("TopKCategoricalAccuracy(2)", ["f:2,5", "i5:2"]),
    "ConfusionMatrix": ("ConfusionMatrix(5)", ["f:2,5", "i5:2"]), "Dice": ("Dice()", ["p:2,3", "p:2,3"]),
    "Loss": ("Loss()", ["f:"]),
}
_METRIC_ARGS = {
    "Accuracy": "nn.Accuracy({})", "TopKCategoricalAccuracy": "nn.TopKCategoricalAccuracy({})",
    "Fbeta": "nn.Fbeta({})", "ConfusionMatrix": "nn.ConfusionMatrix({})", "Dice": "nn.Dice({})",
}

# eager data transforms: api -> (construction, input kind/shape, construction template with {})
TRANSFORMS = {
    "vision.Resize": ("vision.Resize((4, 4))", "u:8,8,3", "vision.Resize({})"),
    "vision.CenterCrop": ("vision.CenterCrop(4)", "u:8,8,3", "vision.CenterCrop({})"),
    "vision.RandomCrop": ("vision.RandomCrop(4)", "u:8,8,3", "vision.RandomCrop({})"),
    "vision.RandomResizedCrop": ("vision.RandomResizedCrop(4)", "u:8,8,3", "vision.RandomResizedCrop({})"),
    "vision.Pad": ("vision.Pad(1)", "u:8,8,3", "vision.Pad({})"),
    "vision.HWC2CHW": ("vision.HWC2CHW()", "u:8,8,3", None),
    "vision.Normalize": ("vision.Normalize([0.5] * 3, [0.5] * 3)", "u:8,8,3", "vision.Normalize([0.5] * 3, [{}] * 3)"),
    "vision.Rescale": ("vision.Rescale(1.0 / 255, 0.0)", "u:8,8,3", "vision.Rescale({}, 0.0)"),
    "vision.RandomHorizontalFlip": ("vision.RandomHorizontalFlip()", "u:8,8,3", "vision.RandomHorizontalFlip({})"),
    "vision.RandomVerticalFlip": ("vision.RandomVerticalFlip()", "u:8,8,3", "vision.RandomVerticalFlip({})"),
    "vision.RandomRotation": ("vision.RandomRotation(10)", "u:8,8,3", "vision.RandomRotation({})"),
    "vision.Grayscale": ("vision.Grayscale()", "u:8,8,3", "vision.Grayscale({})"),
    "vision.ToTensor": ("vision.ToTensor()", "u:8,8,3", None),
    "vision.RandomColorAdjust": ("vision.RandomColorAdjust(0.5)", "u:8,8,3", "vision.RandomColorAdjust({})"),
    "transforms.OneHot": ("transforms.OneHot(5)", "i5:3", "transforms.OneHot({})"),
    "transforms.TypeCast": ("transforms.TypeCast(ms.int32)", "f:3", "transforms.TypeCast({})"),
    "transforms.Fill": ("transforms.Fill(1)", "i5:3", None),
    "transforms.Duplicate": ("transforms.Duplicate()", "f:3", None),
    "transforms.Unique": ("transforms.Unique()", "i5:4", None),
    "transforms.Slice": ("transforms.Slice(1)", "f:3", "transforms.Slice({})"),
    "transforms.PadEnd": ("transforms.PadEnd([5])", "f:3", "transforms.PadEnd([{}])"),
    "transforms.Mask": ("transforms.Mask(transforms.Relational.EQ, 1)", "i5:4", None),
    "transforms.Concatenate": ("transforms.Concatenate()", "f:3", "transforms.Concatenate({})"),
}
_IMAGE_VARIANTS = {"none": "None", "list": "a((8, 8, 3), 'u').tolist()", "str": "'x'", "rank_1": "a((8,), 'u')",
                   "rank_4": "a((1, 8, 8, 3), 'u')", "empty": "a((0, 0, 3), 'u')", "float64": "a((8, 8, 3))",
                   "channels_5": "a((8, 8, 5), 'u')", "tensor": "t((8, 8, 3), 'u')"}

# dataset pipelines: name -> call (raises at construction or while iterated)
DATASETS = {
    "batch.zero": "consume(rows().batch(0))", "batch.negative": "consume(rows().batch(-1))",
    "batch.none": "consume(rows().batch(None))", "batch.str": "consume(rows().batch('2'))",
    "batch.float": "consume(rows().batch(2.5))", "batch.drop_str": "consume(rows().batch(2, drop_remainder='yes'))",
    "batch.workers_zero": "consume(rows().batch(2, num_parallel_workers=0))",
    "shuffle.zero": "consume(rows().shuffle(0))", "shuffle.negative": "consume(rows().shuffle(-1))",
    "shuffle.none": "consume(rows().shuffle(None))", "shuffle.str": "consume(rows().shuffle('4'))",
    "shuffle.one": "consume(rows().shuffle(1))",
    "repeat.zero": "consume(rows().repeat(0))", "repeat.negative": "consume(rows().repeat(-2))",
    "repeat.str": "consume(rows().repeat('2'))", "repeat.float": "consume(rows().repeat(1.5))",
    "take.zero": "consume(rows().take(0))", "take.negative": "consume(rows().take(-2))",
    "take.str": "consume(rows().take('2'))", "take.none": "consume(rows().take(None))",
    "skip.negative": "consume(rows().skip(-1))", "skip.str": "consume(rows().skip('1'))",
    "skip.past_end": "consume(rows().skip(10))",
    "map.none_op": "consume(rows().map(operations=None))", "map.str_op": "consume(rows().map(operations='x'))",
    "map.returns_none": "consume(rows().map(operations=lambda x: None))",
    "map.returns_str": "consume(rows().map(operations=lambda x: 'abc'))",
    "map.returns_two": "consume(rows().map(operations=lambda x: (x, x)))",
    "map.raises": "consume(rows().map(operations=lambda x: 1 / 0))",
    "map.bad_column": "consume(rows().map(operations=lambda x: x, input_columns=['nope']))",
    "map.column_type": "consume(rows().map(operations=lambda x: x, input_columns=5))",
    "map.workers_zero": "consume(rows().map(operations=lambda x: x, num_parallel_workers=0))",
    "map.returns_list": "consume(rows().map(operations=lambda x: [1, 2]))",
    "map.returns_object": "consume(rows().map(operations=lambda x: object()))",
    "filter.none": "consume(rows().filter(predicate=None))",
    "filter.returns_str": "consume(rows().filter(predicate=lambda x: 'yes'))",
    "rename.none": "consume(rows().rename(input_columns=None, output_columns=['y']))",
    "rename.missing": "consume(rows().rename(input_columns=['nope'], output_columns=['y']))",
    "rename.lengths": "consume(rows().rename(input_columns=['x'], output_columns=['y', 'z']))",
    "project.missing": "consume(rows().project(['nope']))", "project.empty": "consume(rows().project([]))",
    "project.none": "consume(rows().project(None))",
    "slices.none": "consume(ds.NumpySlicesDataset(None))", "slices.str": "consume(ds.NumpySlicesDataset('abc'))",
    "slices.int": "consume(ds.NumpySlicesDataset(5))", "slices.empty_list": "consume(ds.NumpySlicesDataset([]))",
    "slices.scalar": "consume(ds.NumpySlicesDataset(np.float32(1.0)))",
    "slices.ragged": "consume(ds.NumpySlicesDataset({'x': a((3, 2)), 'y': a((4, 2))}))",
    "slices.names_short": "consume(ds.NumpySlicesDataset((a((3, 2)), a((3, 2))), column_names=['x']))",
    "slices.nan": "consume(ds.NumpySlicesDataset({'x': a((3, 2), special=nan)}, shuffle=False))",
    "generator.none": "consume(ds.GeneratorDataset(None, ['x']))",
    "generator.int": "consume(ds.GeneratorDataset(5, ['x']))",
    "generator.no_columns": "consume(ds.GeneratorDataset([(a((2,)),)], None))",
    "generator.raises": "consume(ds.GeneratorDataset(lambda: (1 / 0 for _ in range(2)), ['x']))",
    "generator.yields_none": "consume(ds.GeneratorDataset(lambda: (None for _ in range(2)), ['x']))",
    "generator.yields_str_list": "consume(ds.GeneratorDataset(lambda: ((['a', 1],) for _ in range(2)), ['x']))",
    "generator.too_many_columns": "consume(ds.GeneratorDataset(lambda: ((1, 2) for _ in range(2)), ['x']))",
    "concat.not_dataset": "consume(rows() + 5)", "concat.list": "consume(rows().concat([5]))",
    "zip.not_dataset": "consume(ds.zip((rows(), 5)))", "zip.same_columns": "consume(ds.zip((rows(), rows())))",
    "iterator.epochs_zero": "list(rows().create_tuple_iterator(num_epochs=0))",
    "iterator.epochs_negative": "list(rows().create_tuple_iterator(num_epochs=-2))",
    "iterator.epochs_str": "list(rows().create_tuple_iterator(num_epochs='1'))",
    "iterator.columns_missing": "list(rows().create_tuple_iterator(columns=['nope']))",
    "dict_iterator.output_numpy_str": "list(rows().create_dict_iterator(output_numpy='yes'))",
    "padded_batch.negative": "consume(rows().padded_batch(-1))",
    "sampler.negative": "consume(ds.NumpySlicesDataset({'x': a((4, 3))}, sampler=ds.SequentialSampler(-1)))",
    "sampler.str": "consume(ds.NumpySlicesDataset({'x': a((4, 3))}, sampler='seq'))",
    "num_samples.negative": "consume(ds.NumpySlicesDataset({'x': a((4, 3))}, num_samples=-1))",
    "num_shards.zero": "consume(ds.NumpySlicesDataset({'x': a((4, 3))}, num_shards=0, shard_id=0))",
    "shard_id.out_of_range": "consume(ds.NumpySlicesDataset({'x': a((4, 3))}, num_shards=2, shard_id=2))",
    "get_dataset_size.map_none": "rows().map(operations=lambda x: None).get_dataset_size()",
}

# Model entry points: name -> (setup, call); ``net``/``opt`` are snapshot
_MODEL = "net = Net()\nopt = nn.Momentum(net.trainable_params(), 0.1, 0.9)\n"
MODEL = {
    "loss_fn_str": ("net = Net()", "Model(net, loss_fn='x')"), "network_none": ("", "Model(None)"),
    "network_str": ("", "Model('net')"), "network_numpy": ("", "Model(a((2, 3)))"),
    "optimizer_str": ("net = Net()", "Model(net, nn.MSELoss(), optimizer='adam')"),
    "metrics_str": ("net = Net()", "Model(net, nn.MSELoss(), metrics='acc')"),
    "metrics_unknown": ("net = Net()", "Model(net, nn.MSELoss(), metrics={'nope'})"),
    "amp_level": (_MODEL, "Model(net, nn.MSELoss(), opt, amp_level='O9')"),
    "eval_network_str": ("net = Net()", "Model(net, eval_network='x')"),
    "loss_scale_str": (_MODEL, "Model(net, nn.MSELoss(), opt, loss_scale_manager='x')"),
    "boost_level": (_MODEL, "Model(net, nn.MSELoss(), opt, boost_level='O9')"),
    "loss_without_opt_train": ("net = Net()\nm = Model(net, nn.MSELoss())", "m.train(1, train_data())"),
}
for _name, _call in {"epoch_zero": "m.train(0, train_data())", "epoch_negative": "m.train(-1, train_data())",
                     "epoch_str": "m.train('1', train_data())", "epoch_none": "m.train(None, train_data())",
                     "epoch_float": "m.train(1.5, train_data())", "dataset_none": "m.train(1, None)",
                     "dataset_str": "m.train(1, 'data')", "dataset_list": "m.train(1, [a((2, 3))])",
                     "dataset_wrong_features": "m.train(1, train_data(x_shape=(5,)))",
                     "dataset_int": "m.train(1, train_data(kind='i5'))",
                     "dataset_empty": "m.train(1, train_data(n=0))",
                     "callbacks_str": "m.train(1, train_data(), callbacks='x')",
                     "callbacks_int_list": "m.train(1, train_data(), callbacks=[1])",
                     "sink_size_zero": "m.train(1, train_data(), sink_size=0)",
                     "sink_size_str": "m.train(1, train_data(), sink_size='1')",
                     "eval_none": "m.eval(None)", "eval_str": "m.eval('data')",
                     "eval_wrong_features": "m.eval(train_data(x_shape=(5,)))",
                     "predict_none": "m.predict(None)", "predict_numpy": "m.predict(a((2, 3)))",
                     "predict_str": "m.predict('x')", "predict_list": "m.predict([[1.0, 2.0, 3.0]])",
                     "predict_wrong_features": "m.predict(t((2, 5)))", "predict_int": "m.predict(t((2, 3), 'i5'))",
                     "predict_empty": "m.predict(t((0, 3)))", "predict_rank": "m.predict(t((3,)))",
                     "predict_nan": "m.predict(t((2, 3), special=nan))",
                     "fit_valid_none": "m.fit(1, train_data(), valid_dataset='x')"}.items():
    MODEL[_name] = (_MODEL + "m = Model(net, nn.MSELoss(), opt, metrics={'mae'})", _call)


# --- the generated cases -----------------------------------------------------------------------------------------
def _generate():
    for name, (built, size, specs) in LAYERS.items():
        _inputs_cases(f"layer.{name}", name, f"nn.{built}", specs, extra_setup="obj.set_train(False)")
        if size:
            _size_cases(f"layer.{name}.size", name, "nn." + size)
    for name, specs in LOSSES.items():
        _inputs_cases(f"loss.{name}", name, f"nn.{name}()", specs)
    for name, specs in OPS.items():
        _inputs_cases(f"ops.{name}", name, f"ops.{name}", specs)
    for name, call in _TUPLE_OPS.items():
        _inputs_cases(f"ops.{name}", name, f"ops.{name}", ["f:2,3", "f:2,3"], call=call)
    for built, specs in PRIMITIVES.items():
        name = built.partition("(")[0]
        _inputs_cases(f"prim.{name}", name, f"ops.{built}", specs)
    for name, (template, variants) in SIZE_ARGS.items():
        for variant, code in variants.items():
            _add(f"args.{name}.{variant}", name.partition("_")[0] if name.islower() else name, "",
                 template.format(code), code)
    for name, built in OPTIMIZERS.items():
        setup = f"p = params()\nobj = {built}"
        for variant, grads in _GRADS.items():
            _add(f"optim.{name}.grads.{variant}", name, setup + f"\ng = {grads}", "obj(g)",
                 None if variant == "valid" else grads)
        if name in ("LARS",):
            continue
        for arg, variants in _OPT_ARGS.items():
            for variant, code in variants.items():
                given = re.sub(rf"{arg}=[^,)]*", f"{arg}={code}", built) if f"{arg}=" in built else \
                    f"{built[:-1]}, {arg}={code})"
                _add(f"optim.{name}.{arg}.{variant}", name, "p = params()", given, code)
        for variant, code in _OPT_PARAMS.items():
            _add(f"optim.{name}.params.{variant}", name, "", built.replace("(p", f"({code}", 1), code)
    for name, (built, specs) in METRICS.items():
        _inputs_cases(f"metric.{name}", name, f"nn.{built}", specs, call="obj.update({args}) or obj.eval()")
        _add(f"metric.{name}.eval_before_update", name, f"obj = nn.{built}", "obj.eval()")
        _add(f"metric.{name}.update_no_inputs", name, f"obj = nn.{built}", "obj.update()")
    for name, template in _METRIC_ARGS.items():
        _size_cases(f"metric.{name}.arg", name, template)
    _add("metric.Accuracy.arg.eval_type", "Accuracy", "", "nn.Accuracy('x')", "'x'")
    for name, (built, spec, template) in TRANSFORMS.items():
        api = name.partition(".")[2]
        if spec.startswith("u:"):
            _add(f"transform.{name}.valid", api, f"obj = {built}\nx0 = a((8, 8, 3), 'u')", "obj(x0)")
            for variant, code in _IMAGE_VARIANTS.items():
                _add(f"transform.{name}.x0.{variant}", api, f"obj = {built}\nx0 = {code}", "obj(x0)", code)
        else:
            kind, shape = _parse(spec)
            _add(f"transform.{name}.valid", api, f"obj = {built}\nx0 = a({_shape_code(shape)}, {kind!r})", "obj(x0)")
            for variant, code in {"none": "None", "str": "'x'", "rank_2": f"a((2, 3), {kind!r})",
                                  "empty": f"a((0,), {kind!r})", "list": f"a({_shape_code(shape)}, {kind!r})"
                                  ".tolist()"}.items():
                _add(f"transform.{name}.x0.{variant}", api, f"obj = {built}\nx0 = {code}", "obj(x0)", code)
        if template:
            _size_cases(f"transform.{name}.arg", api, template)
    for name, call in DATASETS.items():
        _add(f"dataset.{name}", name.partition(".")[0], "", call)
    for name, (setup, call) in MODEL.items():
        _add(f"model.{name}", "Model", setup, call)


_generate()


# --- running one case --------------------------------------------------------------------------------------------
def summary(value):
    """A JSON-able outline of a result: ``"dtype[shape]"`` for arrays, lists of outlines for sequences."""
    if hasattr(value, "asnumpy"):
        value = value.asnumpy()
    if isinstance(value, np.ndarray):
        return f"{value.dtype}{list(value.shape)}"
    if isinstance(value, (list, tuple)):
        return [summary(v) for v in value]
    if isinstance(value, (bool, np.bool_)):
        return "bool"
    if isinstance(value, (int, float, np.number)):
        return "number"
    return None if value is None else type(value).__name__


def _state(ms, names):
    """name -> numpy copy of every Parameter and Tensor among the case's own objects, and of the numeric fields of
    its metrics (what a failed call must not change)."""
    found = {}
    for var, value in names.items():
        if isinstance(value, ms.nn.Cell):
            for pname, par in value.parameters_and_names():
                found[f"{var}.{pname}"] = par.asnumpy().copy()
        elif isinstance(value, ms.Tensor):
            found[var] = value.asnumpy().copy()
        elif isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                if isinstance(item, ms.Tensor):
                    found[f"{var}[{i}]"] = item.asnumpy().copy()
        elif hasattr(value, "update") and hasattr(value, "clear") and hasattr(value, "eval"):
            for field, item in vars(value).items():
                if isinstance(item, (int, float, np.generic, np.ndarray, list)):
                    found[f"{var}.{field}"] = np.array(item, dtype=object if isinstance(item, list) else None)
    return found


def _same(a, b):
    if a.dtype == object or b.dtype == object:
        return a.shape == b.shape and all(np.array_equal(np.asarray(x), np.asarray(y)) for x, y in zip(a.flat, b.flat))
    return a.shape == b.shape and np.array_equal(a, b, equal_nan=a.dtype.kind in "fc")


def run(ms, name):
    """``{"error", "message", "result", "changed"}`` of one case on ``ms`` (see the module docstring)."""
    import warnings
    case = CASES[name]
    names = dict(namespace(ms))
    before = {}
    record = {"error": None, "message": None, "result": None}
    after = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            exec(case["setup"], names)  # noqa: S102 - the fixed case tables above
            before = _state(ms, _own(names))
            result = eval(case["call"], names)  # noqa: S307 - the fixed case tables above
            record["result"] = summary(result)
            after = _state(ms, _own(names))  # (MindSpore may report the call's kernel error only here)
        except Exception as exc:  # noqa: BLE001 - the exception is what is recorded
            record.update(error=type(exc).__name__, message=str(exc).split("\n---")[0].strip()[:500],
                          kinds=[c.__name__ for c in type(exc).__mro__ if c.__module__ == "builtins"])
        if before and after is None:
            try:
                after = _state(ms, _own(names))
            except Exception:  # noqa: BLE001 - MindSpore keeps re-raising a failed kernel's error: not readable
                after = {}
    record["changed"] = sorted(k for k in before if k not in after or not _same(before[k], after[k]))
    return record


def _own(names):
    """The case's own objects in its namespace: ``obj``, its inputs ``x<i>``, Parameters, gradients, network,
    optimizer and Model."""
    return {k: v for k, v in names.items() if k in ("obj", "p", "g", "net", "opt", "m") or k[:1] == "x"}


# --- the differences that remain (strict xfails in tests/test_bad_inputs.py) ------------------------------------------
def known(table):
    """case name -> reason, from a table of reason -> case names."""
    return {name: reason for reason, names in table.items() for name in names}


KNOWN_DIFFERENCES = {
    (  # empty
        "MindSpore 2.10 goes through or fails by accident here (amax/amin of an empty tensor return an uninitiali"
        "sed value, FocalLoss takes a batch of 0 labels for 2 samples, MultiMarginLoss's empty batch is an Index"
        "Error of its own indexing); msbridge rejects the input with its own error naming the API"): [
        'loss.FocalLoss.x1.empty', 'loss.MultiMarginLoss.x0.empty', 'ops.amax.x0.empty', 'ops.amin.x0.empty',
    ],
    (  # args
        "MindSpore 2.10's ops.fill takes the str '2' as a shape and returns a 0-d Tensor (a bug); msbridge raise"
        "s its TypeError for a shape that is no tuple of ints"): [
        'args.fill.str',
    ],
    (  # result
        "MindSpore 2.10's CPU kernel returns 2 uninitialised values for the unique values of an empty tensor; ms"
        "bridge returns none"): [
        'ops.unique.x0.empty',
    ],
    (  # optim
        "MindSpore 2.10's CPU bugs msbridge does not copy: the Lamb and LARS kernels fail (RuntimeError, no mes"
        "sage) on valid, NaN and inf gradients; ASGD, Rprop and Adadelta take a list or a gradient tuple of the "
        "wrong length and update only the Parameters zip() pairs with a gradient. msbridge updates as documented"
        " and rejects a wrong count (Optimizer._check_gradients)"): [
        'optim.ASGD.grads.empty', 'optim.ASGD.grads.list', 'optim.ASGD.grads.one', 'optim.ASGD.grads.three',
        'optim.Adadelta.grads.one', 'optim.Adadelta.grads.three', 'optim.LARS.grads.inf', 'optim.LARS.grads.nan',
        'optim.LARS.grads.valid', 'optim.Lamb.grads.bool', 'optim.Lamb.grads.inf', 'optim.Lamb.grads.nan',
        'optim.Lamb.grads.valid', 'optim.Rprop.grads.empty', 'optim.Rprop.grads.list', 'optim.Rprop.grads.one',
        'optim.Rprop.grads.three',
    ],
    (  # data
        "MindSpore 2.10's PadEnd returns a 0-d string input as it is, ignoring a pad_shape of another rank; msbr"
        "idge raises the pipeline RuntimeError it raises for a numeric input"): [
        'transform.transforms.PadEnd.x0.str',
    ],
}
UNNAMED = {
    (  # mswords
        "msbridge keeps MindSpore's own words here, which name the argument, the rule or the Tensor type ('Ex"
        "ternal') but not this API or the type given"): [
        'args.arange.none', 'args.arange.str', 'args.broadcast_to.str', 'args.flip.none', 'args.slice.none',
        'dataset.batch.workers_zero', 'dataset.concat.list', 'dataset.concat.not_dataset',
        'dataset.iterator.columns_missing', 'dataset.map.workers_zero', 'dataset.repeat.float', 'dataset.repeat.str',
        'dataset.slices.int', 'dataset.slices.names_short', 'dataset.slices.none', 'dataset.slices.ragged',
        'dataset.slices.scalar', 'dataset.slices.str', 'dataset.zip.not_dataset', 'loss.BCEWithLogitsLoss.x0.list',
        'loss.BCEWithLogitsLoss.x0.none', 'loss.BCEWithLogitsLoss.x0.str', 'loss.BCEWithLogitsLoss.x1.list',
        'loss.BCEWithLogitsLoss.x1.none', 'loss.BCEWithLogitsLoss.x1.str', 'loss.CosineEmbeddingLoss.x0.list',
        'loss.CosineEmbeddingLoss.x0.none', 'loss.CosineEmbeddingLoss.x0.str', 'loss.CosineEmbeddingLoss.x1.list',
        'loss.CosineEmbeddingLoss.x1.none', 'loss.CosineEmbeddingLoss.x1.str', 'loss.CosineEmbeddingLoss.x2.list',
        'loss.CosineEmbeddingLoss.x2.none', 'loss.CosineEmbeddingLoss.x2.str', 'loss.CrossEntropyLoss.x0.list',
        'loss.CrossEntropyLoss.x0.none', 'loss.CrossEntropyLoss.x0.str', 'loss.CrossEntropyLoss.x1.list',
        'loss.CrossEntropyLoss.x1.none', 'loss.CrossEntropyLoss.x1.str', 'loss.DiceLoss.x0.list',
        'loss.DiceLoss.x0.none', 'loss.DiceLoss.x0.str', 'loss.DiceLoss.x1.list', 'loss.DiceLoss.x1.none',
        'loss.DiceLoss.x1.str', 'loss.FocalLoss.x0.list', 'loss.FocalLoss.x0.none', 'loss.FocalLoss.x0.str',
        'loss.FocalLoss.x1.list', 'loss.FocalLoss.x1.none', 'loss.FocalLoss.x1.str', 'loss.GaussianNLLLoss.x0.list',
        'loss.GaussianNLLLoss.x0.none', 'loss.GaussianNLLLoss.x0.str', 'loss.GaussianNLLLoss.x1.list',
        'loss.GaussianNLLLoss.x1.none', 'loss.GaussianNLLLoss.x1.str', 'loss.GaussianNLLLoss.x2.list',
        'loss.GaussianNLLLoss.x2.none', 'loss.GaussianNLLLoss.x2.str', 'loss.KLDivLoss.x0.list',
        'loss.KLDivLoss.x0.none', 'loss.KLDivLoss.x0.str', 'loss.KLDivLoss.x1.list', 'loss.KLDivLoss.x1.none',
        'loss.KLDivLoss.x1.str', 'loss.L1Loss.x0.list', 'loss.L1Loss.x0.none', 'loss.L1Loss.x0.str',
        'loss.L1Loss.x1.list', 'loss.L1Loss.x1.none', 'loss.L1Loss.x1.str', 'loss.MAELoss.x0.list',
        'loss.MAELoss.x0.none', 'loss.MAELoss.x0.str', 'loss.MAELoss.x1.list', 'loss.MAELoss.x1.none',
        'loss.MAELoss.x1.str', 'loss.MSELoss.x0.list', 'loss.MSELoss.x0.none', 'loss.MSELoss.x0.str',
        'loss.MSELoss.x1.list', 'loss.MSELoss.x1.none', 'loss.MSELoss.x1.str', 'loss.MultiClassDiceLoss.x0.list',
        'loss.MultiClassDiceLoss.x0.none', 'loss.MultiClassDiceLoss.x0.str', 'loss.MultiClassDiceLoss.x1.list',
        'loss.MultiClassDiceLoss.x1.none', 'loss.MultiClassDiceLoss.x1.str', 'loss.MultiMarginLoss.x0.list',
        'loss.MultiMarginLoss.x0.none', 'loss.MultiMarginLoss.x0.str', 'loss.MultiMarginLoss.x1.list',
        'loss.MultiMarginLoss.x1.none', 'loss.MultiMarginLoss.x1.str', 'loss.PoissonNLLLoss.x0.list',
        'loss.PoissonNLLLoss.x0.none', 'loss.PoissonNLLLoss.x0.str', 'loss.PoissonNLLLoss.x1.list',
        'loss.PoissonNLLLoss.x1.none', 'loss.PoissonNLLLoss.x1.str', 'loss.RMSELoss.x0.list', 'loss.RMSELoss.x0.none',
        'loss.RMSELoss.x0.numpy', 'loss.RMSELoss.x0.str', 'loss.RMSELoss.x1.list', 'loss.RMSELoss.x1.none',
        'loss.RMSELoss.x1.numpy', 'loss.RMSELoss.x1.str', 'loss.SoftmaxCrossEntropyWithLogits.x0.list', 'loss.SoftmaxCrossEntropyWithLogits.x0.none',
        'loss.SoftmaxCrossEntropyWithLogits.x0.str', 'loss.SoftmaxCrossEntropyWithLogits.x1.list', 'loss.SoftmaxCrossEntropyWithLogits.x1.none',
        'loss.SoftmaxCrossEntropyWithLogits.x1.str', 'metric.Accuracy.x0.empty', 'metric.Accuracy.x0.rank_down',
        'metric.Accuracy.x0.rank_up', 'metric.Accuracy.x1.empty', 'metric.Accuracy.x1.mismatch',
        'metric.Accuracy.x1.rank_down', 'metric.Accuracy.x1.rank_up', 'metric.F1.eval_before_update',
        'metric.F1.x1.out_of_range', 'metric.Precision.x0.empty', 'metric.Precision.x0.rank_down',
        'metric.Precision.x0.rank_up', 'metric.Precision.x1.empty', 'metric.Precision.x1.mismatch',
        'metric.Precision.x1.rank_down', 'metric.Precision.x1.rank_up', 'metric.Recall.x0.empty',
        'metric.Recall.x0.rank_down', 'metric.Recall.x0.rank_up', 'metric.Recall.x1.empty', 'metric.Recall.x1.mismatch',
        'metric.Recall.x1.rank_down', 'metric.Recall.x1.rank_up', 'metric.Top1CategoricalAccuracy.eval_before_update',
        'metric.Top1CategoricalAccuracy.update_no_inputs', 'model.amp_level', 'model.dataset_empty',
        'model.boost_level', 'model.loss_scale_str', 'model.optimizer_str', 'ops.hardswish.x0.list',
        'ops.hardswish.x0.none', 'ops.hardswish.x0.numpy', 'ops.hardswish.x0.str', 'ops.l1_loss.x0.list',
        'ops.l1_loss.x0.none', 'ops.l1_loss.x0.str', 'ops.l1_loss.x1.list', 'ops.l1_loss.x1.none', 'ops.l1_loss.x1.str',
        'prim.Greater.x0.list', 'prim.Greater.x0.none', 'prim.Greater.x0.numpy', 'prim.Greater.x0.str',
        'prim.Greater.x1.list', 'prim.Greater.x1.none', 'prim.Greater.x1.numpy', 'prim.Greater.x1.str',
        'prim.Less.x0.list', 'prim.Less.x0.none', 'prim.Less.x0.numpy', 'prim.Less.x0.str', 'prim.Less.x1.list',
        'prim.Less.x1.none', 'prim.Less.x1.numpy', 'prim.Less.x1.str', 'transform.transforms.PadEnd.arg.negative',
        'transform.transforms.PadEnd.arg.zero', 'transform.vision.CenterCrop.arg.bool',
        'transform.vision.CenterCrop.arg.float', 'transform.vision.CenterCrop.arg.none',
        'transform.vision.CenterCrop.arg.str', 'transform.vision.Pad.arg.none', 'transform.vision.RandomCrop.arg.bool',
        'transform.vision.RandomCrop.arg.float', 'transform.vision.RandomCrop.arg.none',
        'transform.vision.RandomCrop.arg.str', 'transform.vision.RandomResizedCrop.arg.bool',
        'transform.vision.RandomResizedCrop.arg.float', 'transform.vision.RandomResizedCrop.arg.none',
        'transform.vision.RandomResizedCrop.arg.str', 'transform.vision.RandomRotation.arg.negative',
        'transform.vision.Resize.arg.float', 'transform.vision.Resize.arg.none', 'transform.vision.Resize.arg.str',
    ],
}
