"""Issue 17, random_prims branch, against MindSpore 2.10: ``ops.gamma`` / ``ops.poisson`` / ``Poisson`` (and their
``ops.composite`` doors), the fractional pools, ``Cauchy``, ``TruncatedNormal``, ``ParameterizedTruncatedNormal``,
``Randperm``, the candidate samplers, ``ComputeAccidentalHits`` and ``ops.rrelu``.
``Gamma``, ``Poisson``, ``Randperm`` and ``ComputeAccidentalHits`` have no CPU kernel in MindSpore 2.10: only their
Python-side checks run, so CASES hold their argument errors (valid calls raise MindSpore's kernel-selection
RuntimeError and are left out). The fixed-ksize pools take their random offsets as an input, and pooling sequences
of an input size that the output size divides do not depend on the draw: their values and gradients are exact.
RULE_CASES record only the dtype/shape rule of each random draw (``record_tensor.rule_of``). MindSpore's own
FractionalMaxPool gradient fails in PyNative mode (RuntimeError "Input device address is null"), so it is not
recorded."""
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

_TC = "Tensor(np.array([[1, 2], [0, 4], [3, 3]]))"
_CH = "ops.ComputeAccidentalHits"
_SHAPE = "Tensor(np.array([2, 3]), ms.int32)"
_PTN = "ops.ParameterizedTruncatedNormal"
_UCS = "ops.UniformCandidateSampler"
_LUCS = "ops.LogUniformCandidateSampler"
_T1 = "Tensor(np.array([[1], [3], [4], [6], [3]], np.int64))"
_X = "Tensor([[-1.0, 4.0, -8.0], [2.0, -5.0, 9.0]])"
# deterministic outcomes and argument errors
OTHERS = [
    f"{_CH}(2)({_TC}.astype(ms.int32), Tensor(np.array([0, 1])))",
    f"{_CH}(2)({_TC}.astype(ms.float32), Tensor(np.array([5, 6])))",
    f"{_CH}(2)({_TC}, Tensor(np.array([5, 6]), ms.int32))", f"{_CH}(1)({_TC}, Tensor(np.array([5, 6])))",
    f"{_CH}(1.5)", f"{_CH}(2)({_TC}[0], Tensor(np.array([5, 6])))", f"{_CH}(2)({_TC}, Tensor(np.array([[5, 6]])))",
    f"{_CH}(num_true=2).num_true",
    "ops.Cauchy((2, 3))", "ops.Cauchy([])", "ops.Cauchy([2, 0])", "ops.Cauchy([2, -1])", "ops.Cauchy([2.5])",
    "ops.Cauchy([2], 1)", "ops.Cauchy([2], 0.0, 2)", "ops.Cauchy([2], 0.0, 0.0)()",
    "ops.Cauchy([2, 3], 1.0, 2.0).size",
    "ops.TruncatedNormal()((2, 2))", "ops.TruncatedNormal()(Tensor(np.array([2, 2]), ms.float32))",
    "ops.TruncatedNormal()(Tensor(np.array([2, 0]), ms.int32))", "ops.TruncatedNormal()(Tensor(np.array([2, -2])))",
    "ops.TruncatedNormal()(Tensor(np.array([[2, 2]]), ms.int32))", "ops.TruncatedNormal(ms.int32)",
    "ops.TruncatedNormal()(Tensor(np.array([1001, 1000]), ms.int32))", "ops.TruncatedNormal(seed=-1).seed",
    "ops.TruncatedNormal(seed=1.5)", "ops.TruncatedNormal(seed2=-1).seed2",
    f"{_PTN}()({_SHAPE}, Tensor([0.]), Tensor([1.]), Tensor([-100.]), Tensor([100.], ms.float64))",
    f"{_PTN}()({_SHAPE}, Tensor([0], ms.int32), Tensor([1]), Tensor([-100]), Tensor([100]))",
    f"{_PTN}()({_SHAPE}, Tensor([0., 0., 0.]), Tensor([1.]), Tensor([-100.]), Tensor([100.]))",
    f"{_PTN}()({_SHAPE}, Tensor([0.]), Tensor([-1.]), Tensor([-100.]), Tensor([100.]))",
    f"{_PTN}()({_SHAPE}, Tensor([0.]), Tensor([1.]), Tensor([2.]), Tensor([1.]))",
    f"{_PTN}()(Tensor(np.array([2]), ms.int32), Tensor([0.]), Tensor([1.]), Tensor([-1.]), Tensor([1.]))",
    f"{_PTN}()(Tensor(np.array([2, 0]), ms.int32), Tensor([0.]), Tensor([1.]), Tensor([-1.]), Tensor([1.]))",
    f"{_PTN}()(Tensor(np.array([2., 3.])), Tensor([0.]), Tensor([1.]), Tensor([-1.]), Tensor([1.]))",
    f"{_PTN}()((2, 3), Tensor([0.]), Tensor([1.]), Tensor([-1.]), Tensor([1.]))",
    f"{_PTN}()({_SHAPE}, 0.0, Tensor([1.]), Tensor([-1.]), Tensor([1.]))", f"{_PTN}(seed=-1).seed",
    "ops.Randperm(30, -1)(Tensor([2.0]))", "ops.Randperm(30, -1)(20)", "ops.Randperm(1.5)", "ops.Randperm(0)",
    "ops.Randperm(3, 1.5)", "ops.Randperm(3, -1, ms.float32)", "ops.Randperm(3, -1, ms.bool_)",
    "ops.Randperm(max_length=4, pad=7).pad",
    f"{_UCS}(1, 3, False, 4, 1)({_T1})[1:]",
    f"{_UCS}(1, 5, True, 4)", f"{_UCS}(1, 3, False, 4)({_T1}.astype(ms.float32))",
    f"{_UCS}(2, 3, False, 4)({_T1})", f"{_UCS}(1, 3, 1, 4)", f"{_UCS}(1.5, 3, False, 4)", f"{_UCS}(1, 0, False, 4)",
    f"{_UCS}(1, 3, False, 0)", f"{_UCS}(1, 3, False, 4, -1)", f"{_UCS}(1, 3, False, 4, 0, 1)",
    f"{_UCS}(1, 3, False, 4)({_T1}[:, 0])", f"{_UCS}(1, 3, False, 4)({_T1}.astype(ms.int32))[1:]",
    f"ops.uniform_candidate_sampler({_T1}, 1, 3, False, 4, 1)[1:]",
    f"ops.uniform_candidate_sampler({_T1}, 1, 3, True, 2)",
    f"ops.uniform_candidate_sampler({_T1}, 1, 3, False, 4, 1, 1)",
    f"{_LUCS}(2, 5, True, 4)", f"{_LUCS}(0, 5, True, 5)", f"{_LUCS}(2, 0, True, 5)", f"{_LUCS}(2, 5, True, 0)",
    f"{_LUCS}(2, 5, 1, 5)", f"{_LUCS}(2, 5, True, 5, -1)", f"{_LUCS}(2.0, 5, True, 5)",
    f"{_LUCS}(2, 5, True, 5)({_TC}.astype(ms.int32))", f"{_LUCS}(1, 5, True, 5)({_TC})",
    f"{_LUCS}(2, 5, True, 5)({_TC}[0])", f"{_LUCS}(2, 5, True, 5)({_TC}.astype(ms.float32))",
    f"ops.log_uniform_candidate_sampler({_TC}, 2, 5, True, 4)",
    "ops.rrelu(Tensor([1.0, 2.0, 0.0]))", f"ops.rrelu({_X}, 0.5, 0.5)", f"ops.rrelu({_X}, 0.6, 0.5)",
    f"ops.rrelu({_X}, '0.1')", f"ops.rrelu({_X}, 0.1, None)", "ops.rrelu(Tensor([-1, 2]))",
    "ops.rrelu([-1.0, 2.0])", f"ops.rrelu({_X}, 1, 1)",
]
_IN8 = "Tensor(np.random.RandomState(2).permutation(2 * 8 * 6 * 3).reshape(2, 8, 6, 3).astype(np.float32))"
FIXED_CELLS = [  # pooling sequences that do not depend on the draw: values are exact
    "ops.FractionalMaxPool([1.0, 1.5, 1.5, 1.0])(Tensor(np.arange(1, 17).reshape([1, 4, 4, 1]).astype(np.int64)))",
    "ops.FractionalAvgPool([1.0, 1.5, 1.5, 1.0])(Tensor(np.arange(1, 17).reshape([1, 4, 4, 1]).astype(np.int64)))",
    f"ops.FractionalMaxPool([1.0, 2.0, 3.0, 1.0])({_IN8})",
    f"ops.FractionalMaxPool([1.0, 2.0, 2.0, 1.0], True, True)({_IN8})",
    f"ops.FractionalMaxPool([1.0, 4.0, 1.0, 1.0], overlapping=True)({_IN8}.astype(ms.int32))",
    f"ops.FractionalAvgPool([1.0, 2.0, 3.0, 1.0])({_IN8})",
    f"ops.FractionalAvgPool([1.0, 2.0, 2.0, 1.0], True, True)({_IN8})",
    f"ops.FractionalAvgPool([1.0, 4.0, 1.0, 1.0], overlapping=True)({_IN8}.astype(ms.int64))",
    f"ops.FractionalAvgPool([1.0, 2.0, 3.0, 1.0])({_IN8}.astype(ms.float64))",
    f"ops.FractionalMaxPool([1.0, 1.5, 1.5, 2.0])({_IN8})", f"ops.FractionalMaxPool([1.0, 1.5, 1.5])({_IN8})",
    f"ops.FractionalMaxPool([1.0, 1.5, 1.5, 1.0], seed=-1)({_IN8})",
    f"ops.FractionalMaxPool([1.0, 9.0, 1.5, 1.0])({_IN8})",
    f"ops.FractionalMaxPool([2.0, 1.5, 1.5, 1.0])({_IN8})", f"ops.FractionalMaxPool([1, 2, 2, 1])",
    f"ops.FractionalAvgPool([1.0, 1.5, 1.5, 1.0], seed=1)({_IN8})",
    f"ops.FractionalAvgPool([1.0, 0.5, 1.5, 1.0])({_IN8})",
    f"ops.FractionalAvgPool([1.0, 1.5, 1.5, 1.0])({_IN8}.astype(ms.float16))",
    f"ops.FractionalAvgPool([1.0, 1.5, 1.5, 1.0], deterministic=1)",
    f"{_UCS}(1, 3, False, 4)({_T1}.astype(ms.int32))[0].dtype",
    f"{_LUCS}(2, 3, False, 6, 3)({_TC})[1]", f"ops.log_uniform_candidate_sampler({_TC}, 2, 4, False, 9)[1]",
]


def _fractional_avg_pool(x):
    return (_S[0].ops.FractionalAvgPool([1.0, 2.0, 2.0, 1.0], overlapping=True)(x)[0] ** 2).sum()


def _rrelu_fixed_slope(x):
    return (_S[0].ops.rrelu(x, 0.25, 0.25) ** 2).sum()


FIXED_GRADS = grad_cases(_S, np.ones(1, np.float32), {
    "fractional_avg_pool": (_fractional_avg_pool, 0, _IN8),
    "rrelu": (_rrelu_fixed_slope, 0, _X)})

CASES = {"gamma_poisson": GAMMA, "pools": POOLS, "grads": GRADS, "others": OTHERS, "fixed_cells": FIXED_CELLS,
         "fixed_grads": FIXED_GRADS}

_FMP = "ops.FractionalMaxPool"
_FAP = "ops.FractionalAvgPool"
_IN = "Tensor(np.arange(1, 17).reshape([1, 4, 4, 1]).astype(np.int64))"
_IN6 = "Tensor(np.random.RandomState(0).rand(2, 6, 7, 3).astype(np.float32))"
# random draws: only the dtype/shape rule (or error type) of each
RULE_CASES = {"draws": [
    "ops.composite.laplace((2, 3), Tensor(1.0), Tensor(2.0), seed=5)",
    "ops.Cauchy([2, 3])()", "ops.Cauchy([2, 3], 1.0, 2.0)()", "ops.Cauchy([4])()", "ops.Cauchy([2], 0.0, -1.0)()",
    "ops.rrelu(Tensor([-1., 2.], ms.float64))",
    "ops.TruncatedNormal()(Tensor(np.array([2, 2]), ms.int32))",
    "ops.TruncatedNormal(ms.float16, 1, 2)(Tensor(np.array([2, 2]), ms.int64))",
    "ops.TruncatedNormal(ms.float64)(Tensor(np.array([3]), ms.int32))",
    f"{_PTN}(1, 2)({_SHAPE}, Tensor([0.]), Tensor([1.]), Tensor([-100.]), Tensor([100.]))",
    f"{_PTN}()({_SHAPE}, Tensor(0.), Tensor(1.), Tensor(-1.), Tensor(1.))",
    f"{_PTN}()({_SHAPE}, Tensor([0., 1.], ms.float64), Tensor([1., 2.], ms.float64), Tensor([-1., 0.], "
    "ms.float64), Tensor([1., 3.], ms.float64))",
    f"{_PTN}()(Tensor(np.array([2, 3, 4]), ms.int64), Tensor([0.], ms.float16), Tensor([1.], ms.float16), "
    "Tensor([-1.], ms.float16), Tensor([1.], ms.float16))",
    f"{_UCS}(1, 3, False, 4, 1)({_T1})", f"{_UCS}(1, 3, True, 4)({_T1})", f"{_UCS}(1, 3, False, 4, 0, True)({_T1})",
    f"ops.uniform_candidate_sampler({_T1}, 1, 3, False, 4, 1)",
    f"ops.uniform_candidate_sampler({_T1}, 1, 4, True, 4, 1, True)",
    f"{_LUCS}(2, 5, True, 5)({_TC})", f"{_LUCS}(2, 3, False, 6, 3)({_TC})",
    f"ops.log_uniform_candidate_sampler({_TC}, 2, 5, True, 5)",
    f"ops.log_uniform_candidate_sampler({_TC}, 2, 3, False, 5, 1)",
    f"ops.rrelu({_X})", f"ops.rrelu({_X}.astype(ms.float16), 0.2, 0.4)", f"ops.rrelu({_X}, 1, 1)",
    f"{_FMP}([1.0, 1.5, 1.5, 1.0])({_IN})", f"{_FMP}([1.0, 1.5, 1.5, 1.0], True, True, True, 1, 2)({_IN})",
    f"{_FMP}([1.0, 2.0, 1.4, 1.0])({_IN6})", f"{_FMP}([1.0, 1.3, 2.5, 1.0], overlapping=True)({_IN6})",
    f"{_FMP}([1.0, 1.3, 2.5, 1.0], pseudo_random=True)({_IN6}.astype(ms.float64))",
    f"{_FMP}([1.0, 1.5, 1.5, 1.0])({_IN}.astype(ms.int32))", f"{_FMP}([1.0, 1.5, 1.5, 1.0])({_IN}.astype(ms.float16))",
    f"{_FMP}([1.0, 1.5, 1.5])", f"{_FMP}([1.0, 1.5, 1.5, 2.0])", f"{_FMP}([1.0, 0.5, 1.5, 1.0])({_IN})",
    f"{_FMP}([1.0, 1.5, 1.5, 1.0])({_IN}[0])", f"{_FMP}((1.0, 1.5, 1.5, 1.0))", f"{_FMP}([1.0, 1.5, 1.5, 1.0], 1)",
    f"{_FMP}([1.0, 5.0, 1.5, 1.0])({_IN})", f"{_FMP}([1.0, 1.5, 1.5, 1.0], seed=-1)",
    f"{_FAP}([1.0, 1.5, 1.5, 1.0])({_IN})", f"{_FAP}([1.0, 1.5, 1.5, 1.0], True, True, True, 1, 2)({_IN})",
    f"{_FAP}([1.0, 2.0, 1.4, 1.0])({_IN6})", f"{_FAP}([1.0, 1.3, 2.5, 1.0], overlapping=True)({_IN6})",
    f"{_FAP}([1.0, 1.5, 1.5, 1.0])({_IN}.astype(ms.float16))", f"{_FAP}([1.0, 1.5, 1.5])",
    f"{_FAP}([1.0, 1.5, 1.5, 1.0])({_IN}[0])",
]}
