"""Issue 17, neural-network primitive classes over msbridge's functions (``ops.Dense``, ``BatchNorm``,
``LayerNorm``, ``GLU``, ``Gelu``, ``FastGelu``, the loss primitives, ``L2Loss``; ``SoftMarginLoss`` has no
MindSpore 2.10 CPU kernel and is left out) and the array / image ops ``lrn`` / ``LRN``, ``reverse_sequence``,
``DepthToSpace`` / ``SpaceToDepth``, ``space_to_batch_nd`` / ``batch_to_space_nd``, ``iou`` / ``IOU``,
``mirror_pad`` / ``MirrorPad`` and ``soft_shrink``, against MindSpore 2.10 (values, errors, gradients). Snippets
run on a fresh ``record_tensor.namespace``."""
import numpy as np

from record_tensor import namespace

_X = "Tensor(np.array([[0.5, -1.2, 2.0], [1.5, 0.3, -0.7]], np.float32))"
_T = "Tensor(np.array([[0.2, 0.9, 0.4], [0.7, 0.1, 0.6]], np.float32))"
_W = "Tensor(np.array([[0.1, -0.2, 0.3], [0.4, 0.5, -0.6], [0.7, 0.8, 0.9], [-1., 0.5, 0.25]], np.float32))"
_B = "Tensor(np.array([0.1, 0.2, -0.3, 0.4], np.float32))"
_IMG = "Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4) / 10)"
# log-probabilities written out (MindSpore's CPU log_softmax is an approximation, see docs/compat/ops.md)
_LOGP = "Tensor(np.array([[-1.7014, -3.4014, -0.2014], [-0.3711, -1.5711, -2.5711]], np.float32))"

NN = [
    f"ops.Dense()({_X}, {_W}, {_B})", f"ops.Dense()({_X}, {_W})", f"ops.Dense()({_X}, {_W}[:, :2])",
    f"ops.Dense()({_X}[0], {_W}, {_B})",
    f"ops.GLU()(Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 4))", f"ops.GLU(axis=0)({_X})",
    f"ops.GLU(0)(Tensor(np.arange(8, dtype=np.float32).reshape(4, 2) / 4))", "ops.GLU(1.5)",
    f"ops.Gelu()({_X})", f"ops.FastGelu()({_X})", f"ops.Gelu()({_X}.astype(ms.float16))",
    "ops.Gelu()(Tensor([1, 2], ms.int32))",
    f"ops.LayerNorm()({_X}, Tensor(np.ones(3, np.float32)), Tensor(np.zeros(3, np.float32)))",
    f"ops.LayerNorm(begin_norm_axis=1, begin_params_axis=1, epsilon=1e-5)({_X}, "
    "Tensor(np.array([1., 2., 0.5], np.float32)), Tensor(np.array([0., 1., -1.], np.float32)))",
    f"ops.LayerNorm(-1, -1)({_IMG}, Tensor(np.ones(4, np.float32)), Tensor(np.zeros(4, np.float32)))",
    f"ops.LayerNorm(1, 1)({_IMG}, Tensor(np.ones((2, 4, 4), np.float32)), Tensor(np.zeros((2, 4, 4), np.float32)))",
    f"ops.LayerNorm()({_X}, Tensor(np.ones(2, np.float32)), Tensor(np.zeros(2, np.float32)))",
    "ops.LayerNorm(epsilon=1)",
    f"ops.BatchNorm()({_IMG}, Tensor([1., 2.]), Tensor([0., 1.]), Tensor([1., 1.5]), Tensor([2., 0.5]))[0]",
    f"len(ops.BatchNorm()({_IMG}, Tensor([1., 2.]), Tensor([0., 1.]), Tensor([1., 1.5]), Tensor([2., 0.5])))",
    f"ops.BatchNorm(epsilon=0.1)({_IMG}, Tensor([1., 2.]), Tensor([0., 1.]), Tensor([1., 1.5]), "
    "Tensor([2., 0.5]))[0]",
    f"ops.BatchNorm(data_format='NHWC')({_IMG}.transpose(0, 2, 3, 1), Tensor([1., 2.]), Tensor([0., 1.]), "
    "Tensor([1., 1.5]), Tensor([2., 0.5]))[0]",
    f"ops.BatchNorm()({_X}, Tensor([1., 2., 3.]), Tensor([0., 1., 2.]), Tensor([1., 1.5, 0.]), "
    "Tensor([2., 0.5, 1.]))[0]",
    f"ops.BatchNorm()({_IMG}, Tensor([1., 2., 3.]), Tensor([0., 1.]), Tensor([1., 1.5]), Tensor([2., 0.5]))",
    "ops.BatchNorm(data_format='NCDHW')", "ops.BatchNorm(epsilon=2.)",
    f"m = Parameter(Tensor([1., 1.5]), name='m'); v = Parameter(Tensor([2., 0.5]), name='v'); "
    f"out = ops.BatchNorm(is_training=True)({_IMG}, Tensor([1., 2.]), Tensor([0., 1.]), m, v); "
    "(out[0], m.value(), v.value())",
    "ops.L2Loss()(Tensor([1., -2., 3.]))", f"ops.L2Loss()({_X})", "ops.L2Loss()(Tensor(2., ms.float16))",
    "ops.L2Loss()(Tensor([1, 2], ms.int32))",
]

LOSS = [
    f"ops.SmoothL1Loss()({_X}, {_T})", f"ops.SmoothL1Loss(beta=0.5, reduction='mean')({_X}, {_T})",
    f"ops.SmoothL1Loss(reduction='sum')({_X}, {_T})", f"ops.SmoothL1Loss(beta=0.)({_X}, {_T})",
    f"ops.SmoothL1Loss(reduction='x')({_X}, {_T})",
    f"ops.KLDivLoss()({_LOGP}, {_T})", f"ops.KLDivLoss('sum')({_LOGP}, {_T})", f"ops.KLDivLoss('none')({_LOGP}, {_T})",
    f"ops.KLDivLoss('batchmean')({_LOGP}, {_T})", f"ops.KLDivLoss('x')",
    f"ops.NLLLoss()({_LOGP}, Tensor([2, 0], ms.int32), Tensor([1., 2., 0.5]))",
    f"ops.NLLLoss('sum')({_LOGP}, Tensor([2, 0], ms.int32), Tensor([1., 2., 0.5]))",
    f"ops.NLLLoss('none')({_LOGP}, Tensor([2, 0], ms.int32), Tensor([1., 2., 0.5]))",
    f"ops.NLLLoss(ignore_index=2)({_LOGP}, Tensor([2, 0], ms.int32), Tensor([1., 2., 0.5]))",
    f"ops.NLLLoss()({_LOGP}, Tensor([2, 0], ms.int64), Tensor([1., 2., 0.5]))",
    f"ops.NLLLoss()({_LOGP}, Tensor([2, 0], ms.int32))",
    f"ops.BinaryCrossEntropy()({_T}, Tensor(np.array([[0., 1., 1.], [1., 0., 0.]], np.float32)))",
    f"ops.BinaryCrossEntropy('none')({_T}, Tensor(np.array([[0., 1., 1.], [1., 0., 0.]], np.float32)), "
    "Tensor(np.array([[1., 2., 1.], [0.5, 1., 1.]], np.float32)))",
    f"ops.BinaryCrossEntropy('sum')({_T}, Tensor(np.array([[0., 1., 1.], [1., 0., 0.]], np.float32)))",
    f"ops.BCEWithLogitsLoss()({_X}, {_T})", f"ops.BCEWithLogitsLoss('sum')({_X}, {_T}, Tensor([1., 2., 0.5]))",
    f"ops.BCEWithLogitsLoss('none')({_X}, {_T}, Tensor([1., 2., 0.5]), Tensor([2., 1., 0.5]))",
    f"ops.MultiMarginLoss()({_X}, Tensor([2, 0], ms.int64))",
    f"ops.MultiMarginLoss(p=2, margin=0.5, reduction='none')({_X}, Tensor([2, 0], ms.int64), Tensor([1., 2., 0.5]))",
    f"ops.MultiMarginLoss(p=3)", f"ops.MultiMarginLoss()({_X}, Tensor([2, 0], ms.int32))",
]

ARRAY = [
    f"ops.lrn({_IMG})", f"ops.lrn({_IMG}, 1, 2.0, 0.5, 0.75)", f"ops.LRN()({_IMG})",
    f"ops.LRN(depth_radius=2, bias=1.5, alpha=0.3, beta=0.6)({_IMG})", f"ops.lrn({_IMG}.astype(ms.float16))",
    f"ops.lrn({_X})", "ops.LRN(norm_region='WITHIN')", "ops.LRN(depth_radius=1.5)",
    "ops.reverse_sequence(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), Tensor([1, 2, 3]), 1)",
    "ops.reverse_sequence(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), Tensor([4, 0, 2]), 1, 0)",
    "ops.reverse_sequence(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), Tensor([1, 3, 2, 3]), 0, 1)",
    "ops.reverse_sequence(Tensor(np.arange(24).reshape(2, 3, 4), ms.int32), Tensor([2, 3], ms.int64), 2, 0)",
    "ops.reverse_sequence(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), Tensor([1, 2]), 1)",
    "ops.reverse_sequence(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), Tensor([1, 2, 9]), 1)",
    "ops.ReverseSequence(seq_dim=1)(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), Tensor([1, 2, 3]))",
    "ops.reverse_sequence(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)), Tensor([1., 2., 3.]), 1)",
    f"ops.DepthToSpace(2)(Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 2, 2)))",
    f"ops.SpaceToDepth(2)({_IMG})", f"ops.DepthToSpace(3)(Tensor(np.ones((1, 4, 2, 2), np.float32)))",
    f"ops.SpaceToDepth(3)({_IMG})", "ops.DepthToSpace(1)", "ops.DepthToSpace(2).block_size",
    f"ops.SpaceToDepth(2)({_X})",
    f"ops.space_to_batch_nd({_IMG}, 2, [[0, 0], [0, 0]])", f"ops.space_to_batch_nd({_IMG}, [2, 2], [[1, 1], [0, 2]])",
    f"ops.space_to_batch_nd({_IMG}, [3, 2], [[0, 0], [0, 0]])",
    f"ops.SpaceToBatchND(2, [[0, 0], [0, 0]])({_IMG})",
    "ops.batch_to_space_nd(Tensor(np.arange(16, dtype=np.float32).reshape(4, 1, 2, 2)), [2, 2], [[0, 0], [0, 0]])",
    "ops.batch_to_space_nd(Tensor(np.arange(16, dtype=np.float32).reshape(4, 1, 2, 2)), 2, [[0, 1], [1, 0]])",
    "ops.batch_to_space_nd(Tensor(np.arange(16, dtype=np.float32).reshape(4, 1, 2, 2)), [3, 2], [[0, 0], [0, 0]])",
    "ops.BatchToSpaceND([2, 2], [[0, 0], [0, 0]])(Tensor(np.arange(16, dtype=np.float32).reshape(4, 1, 2, 2)))",
    "ops.iou(Tensor([[0., 0., 2., 2.], [1., 1., 3., 4.]]), Tensor([[1., 1., 2., 3.], [0., 0., 1., 1.], "
    "[5., 5., 6., 6.]]))",
    "ops.iou(Tensor([[0., 0., 2., 2.]]), Tensor([[1., 1., 2., 3.]]), 'iof')",
    "ops.IOU()(Tensor([[0., 0., 2., 2.]]), Tensor([[1., 1., 2., 3.], [0., 0., 2., 2.]]))",
    "ops.iou(Tensor([[0., 0., 2., 2.]]), Tensor([[1., 1., 2., 3.]]), 'x')",
    "ops.iou(Tensor([[0., 0., 2.]]), Tensor([[1., 1., 2., 3.]]))",
    "ops.iou(Tensor([[0., 0., 2., 2.]], ms.float16), Tensor([[1., 1., 2., 3.]], ms.float16))",
    f"ops.mirror_pad({_X}, Tensor([[1, 1], [2, 2]]), 'REFLECT')",
    f"ops.mirror_pad({_X}, Tensor([[1, 0], [2, 1]]), 'SYMMETRIC')",
    f"ops.MirrorPad()({_X}, Tensor([[1, 1], [2, 2]]))", f"ops.MirrorPad('SYMMETRIC')({_IMG}, Tensor([[0, 0], [0, 0], "
    "[1, 2], [2, 1]]))", f"ops.mirror_pad({_X}, Tensor([[2, 2], [0, 0]]), 'REFLECT')",
    f"ops.mirror_pad({_X}, Tensor([[1, 1], [2, 2]]), 'CONSTANT')",
    f"ops.soft_shrink({_X})", f"ops.soft_shrink({_X}, 1.0)", f"ops.soft_shrink({_X}, -1.0)",
]


def _loss_of(code):
    def fn(*args):
        return eval(code, {"ops": _MS[0].ops, "Tensor": _MS[0].Tensor, "ms": _MS[0], "np": np})(*args)  # noqa: S307
    return fn


def _weighted(call):
    return (call * _MS[1]).sum()


def _dense(x, w, b):
    return _weighted(_MS[0].ops.Dense()(x, w, b))


def _layer_norm(x, g, b):
    return _weighted(_MS[0].ops.LayerNorm()(x, g, b)[0])


def _smooth(x, t):
    return _weighted(_MS[0].ops.SmoothL1Loss(beta=0.5)(x, t))


def _bce_logits(x, t):
    return _MS[0].ops.BCEWithLogitsLoss()(x, t)


def _lrn(x):
    return (_MS[0].ops.lrn(x, 1, 1.0, 0.5, 0.75) * x).sum()


def _mirror(x):
    return (_MS[0].ops.mirror_pad(x, _MS[0].Tensor([[1, 1], [2, 2]]), 'REFLECT') ** 2).sum()


def _reverse(x):
    return _weighted(_MS[0].ops.reverse_sequence(x, _MS[0].Tensor([1, 3]), 1))


_MS = []


def _grad_cases():
    def run(fn, positions, *inputs):
        def case(ms):
            _MS[:] = [ms, ms.Tensor(np.array([[1., -2., 0.5, 1.], [0.25, 1.5, -1., 2.]], np.float32))]
            args = [eval(i, namespace(ms)) for i in inputs]  # noqa: S307 - recorded inputs
            if fn in (_layer_norm, _smooth, _reverse):
                _MS[1] = _MS[1][:, :3]
            return ms.grad(fn, positions)(*args)
        return case

    return {
        "dense": run(_dense, (0, 1, 2), _X, _W, _B),
        "layer_norm": run(_layer_norm, (0, 1, 2), _X, "Tensor(np.array([1., 2., 0.5], np.float32))",
                          "Tensor(np.array([0., 1., -1.], np.float32))"),
        "smooth_l1": run(_smooth, (0, 1), _X, _T), "bce_with_logits": run(_bce_logits, (0, 1), _X, _T),
        "lrn": run(_lrn, 0, _IMG), "mirror_pad": run(_mirror, 0, _X), "reverse_sequence": run(_reverse, 0, _X),
    }


CASES = {"nn": NN, "loss": LOSS, "array": ARRAY, "grads": _grad_cases()}
