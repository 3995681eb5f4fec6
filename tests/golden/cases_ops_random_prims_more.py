"""Issue 17, random_prims branch, against MindSpore 2.10: ``ops.gamma`` / ``ops.poisson`` / ``Poisson`` (and their
``ops.composite`` doors), ``FractionalMaxPoolWithFixedKsize``, ``FractionalMaxPool3DWithFixedKsize``.
``Gamma`` and ``Poisson`` have no CPU kernel in MindSpore 2.10: only their Python-side shape inference runs, so
CASES hold their argument errors (valid calls raise MindSpore's kernel-selection RuntimeError and are left out).
The fixed-ksize pools take their random offsets as an input: values, argmax and gradients are exact."""
import numpy as np

from record_tensor import grad_cases

_A = "Tensor([[3., 4.], [5., 6.]])"
_B = "Tensor([1.0])"
_M = "Tensor([5.0, 10.0])"
GAMMA = [
    f"ops.gamma([3, 1, 2], {_A}, {_B})", f"ops.gamma((3, 0, 2), {_A}, {_B})", f"ops.gamma((3, -1, 2), {_A}, {_B})",
    f"ops.gamma((3, 1, 2), Tensor([[3, 4], [5, 6]]), {_B})", f"ops.gamma((3, 1, 2), {_A}, Tensor([1.0], ms.float64))",
    f"ops.gamma((3, 1, 2), 3.0, {_B})", f"ops.gamma((3, 1, 2), {_A}, {_B}, seed=-1)",
    f"ops.gamma((3, 1, 2), {_A}, {_B}, seed=1.5)", f"ops.gamma((3, 1, 3), {_A}, {_B})",
    f"ops.gamma((3, 1, 2), {_A}, Tensor([1., 2., 3.]))", f"ops.gamma(Tensor([3, 1, 2]), {_A}, {_B})",
    f"ops.gamma((2.5,), {_A}, {_B})", f"ops.composite.gamma([3, 1, 2], {_A}, {_B})",
    f"ops.composite.gamma((3, 1, 3), {_A}, {_B})",
    f"ops.poisson([4, 1], {_M})", f"ops.poisson((4, 0), {_M})", "ops.poisson((4, 1), Tensor([5, 10]))",
    "ops.poisson((4, 1), Tensor([5.0, 10.0], ms.float16))", "ops.poisson((4, 1), 5.0)",
    f"ops.poisson((4, 1), {_M}, seed=-2)", f"ops.poisson((4, 1), {_M}, seed='a')", f"ops.poisson((2, 3), {_M})",
    f"ops.poisson(Tensor([4, 1]), {_M})", f"ops.composite.poisson((2, 3), {_M})",
    "ops.Poisson(seed=-1)", "ops.Poisson(seed=1.5)", "ops.Poisson(seed2=-3)", f"ops.Poisson(1, 2)((2, 3), {_M})",
    f"ops.Poisson()([2, 1], {_M})", "ops.Poisson()((2, 1), Tensor([1, 2], ms.int32))",
    "ops.composite.laplace((2, 3), Tensor(1, ms.int32), Tensor(2.0))",
]

_X4 = "Tensor(np.random.RandomState(0).permutation(84).astype(np.float32).reshape(2, 2, 6, 7) - 40)"
_S2 = "Tensor(np.array([[[0.3, 0.6], [0.9, 0.1]], [[0.5, 0.5], [0.2, 0.8]]], np.float32))"
_X5 = "Tensor(np.random.RandomState(1).permutation(240).astype(np.float32).reshape(2, 2, 4, 5, 6) - 100)"
_S3 = "Tensor(np.array([[[0.3, 0.6, 0.2], [0.9, 0.1, 0.5]], [[0.5, 0.5, 0.5], [0.2, 0.8, 0.7]]], np.float32))"
_F2 = "ops.FractionalMaxPoolWithFixedKsize"
_F3 = "ops.FractionalMaxPool3DWithFixedKsize"
POOLS = [
    f"{_F2}(2, (3, 3))({_X4}, {_S2})", f"{_F2}((2, 3), 2)({_X4}, {_S2})", f"{_F2}((1, 2), (4, 5))({_X4}, {_S2})",
    f"{_F2}(2, (3, 3))({_X4}.astype(ms.int32), {_S2})", f"{_F2}(2, (3, 3))({_X4}.astype(ms.int64), {_S2})",
    f"{_F2}(2, (3, 3))({_X4}.astype(ms.float64), {_S2}.astype(ms.float16))",
    f"{_F2}(3, (2, 2))({_X4}.astype(ms.float16), {_S2})", f"{_F2}(1, (6, 7))({_X4}, {_S2})",
    f"{_F2}(2, (3, 3))({_X4}, {_S2} * 0 + 0.999)", f"{_F2}(2, (3, 3))({_X4}, {_S2} * 0)",
    f"{_F2}(2, (3, 3))({_X4}.astype(ms.int8), {_S2})", f"{_F2}(2, (3, 3))({_X4}, {_S2}.astype(ms.int32))",
    f"{_F2}(2, (6, 3))({_X4}, {_S2})", f"{_F2}(2, (3, 3))({_X4}[0], {_S2})", f"{_F2}(2, (3, 3))({_X4}, {_S2}[:1])",
    f"{_F2}(2, (3, 3))({_X4}, {_S2}[:, :1])", f"{_F2}(2, (3, 3))({_X4}, Tensor(np.full((2, 2, 3), 0.5, np.float32)))",
    f"{_F2}(2, (3, 3))({_X4}, {_S2}[0])", f"{_F2}((2, 2, 2), (3, 3))", f"{_F2}(2, (3, 3, 3))", f"{_F2}(0, (3, 3))",
    f"{_F2}(2, (3, 0))", f"{_F2}(2, (3, 3), 'NHWC')", f"{_F2}(2.5, (3, 3))", f"{_F2}(2, [3, 3])",
    f"{_F2}(ksize=2, output_shape=3).output_shape", f"{_F2}(2, (3, 4)).ksize",
    f"{_F3}(2, (2, 3, 3))({_X5}, {_S3})", f"{_F3}((1, 2, 3), 2)({_X5}, {_S3})",
    f"{_F3}((1, 1, 1), (1, 1, 2))(Tensor(np.arange(1, 17, dtype=np.float32).reshape(1, 1, 2, 2, 4)), "
    "Tensor(np.full((1, 1, 3), 0.7, np.float32)))",
    f"{_F3}(2, (2, 3, 3), 'NDHWC')({_X5}.transpose(0, 2, 3, 4, 1), {_S3})",
    f"{_F3}(2, (2, 3, 3))({_X5}.astype(ms.int64), {_S3}.astype(ms.float64))",
    f"{_F3}(2, (2, 3, 3))({_X5}.astype(ms.int32), {_S3})",
    f"{_F3}(2, (2, 3, 3))({_X5}.astype(ms.float16), {_S3}.astype(ms.float16))",
    f"{_F3}(2, (2, 3, 3))({_X5}.astype(ms.int8), {_S3})", f"{_F3}(2, (2, 3, 3))({_X5}, {_S3}.astype(ms.int32))",
    f"{_F3}(2, (4, 3, 3))({_X5}, {_S3})", f"{_F3}(2, (2, 3, 3))({_X5}, {_S3}[:1])",
    f"{_F3}(2, (2, 3, 3))({_X5}, {_S3}[:, :1])", f"{_F3}(2, (2, 3, 3))({_X5}, {_S3}[:, :, :2])",
    f"{_F3}(2, (2, 3, 3))({_X5}, {_S3}[0])", f"{_F3}(2, (2, 3, 3))({_X5}[0, 0], {_S3})",
    f"{_F3}((2, 2), 2)", f"{_F3}(2, (2, 2))", f"{_F3}(-1, 2)", f"{_F3}(2, 2, 'NCHW')", f"{_F3}(2.0, 2)",
    f"{_F3}(2, 2.0)", f"{_F3}(2, (1, 2, 3)).ksize", f"{_F3}(2, 3).output_shape",
]


def _fixed_ksize_2d(x):
    samples = _S[0].Tensor(np.array([[[0.3, 0.6], [0.9, 0.1]], [[0.5, 0.5], [0.2, 0.8]]], np.float32))
    y, _ = _S[0].ops.FractionalMaxPoolWithFixedKsize(2, (3, 3))(x, samples)
    return (y ** 2).sum()


def _fixed_ksize_3d(x):
    samples = _S[0].Tensor(np.array([[[0.3, 0.6, 0.2], [0.9, 0.1, 0.5]], [[0.5, 0.5, 0.5], [0.2, 0.8, 0.7]]],
                                    np.float32))
    y, _ = _S[0].ops.FractionalMaxPool3DWithFixedKsize(2, (2, 3, 3))(x, samples)
    return (y ** 2).sum()


_S = []  # [ms, weight] of the running gradient case
GRADS = grad_cases(_S, np.ones(1, np.float32), {
    "fixed_ksize_2d": (_fixed_ksize_2d, 0, _X4), "fixed_ksize_3d": (_fixed_ksize_3d, 0, _X5)})

CASES = {"gamma_poisson": GAMMA, "pools": POOLS, "grads": GRADS}
RULE_CASES = {"draws": [
    "ops.composite.laplace((2, 3), Tensor(1.0), Tensor(2.0), seed=5)",
]}
