"""Issue 17, math, linear-algebra and layout primitives against MindSpore 2.10 (golden/ops_math_more_prims.json):
values and errors of those with a CPU kernel (Betainc, MatrixLogarithm, MatrixSolveLs, TridiagonalMatMul,
CompareAndBitpack, FFTWithSize), and the argument errors that MindSpore's constructors and shape inference raise
before kernel selection for those without one (Ormqr, Quantile, EuclideanNorm, Fmin, Fills, HistogramFixedWidth,
ConfusionMatrix, AccumulateNV2, BatchToSpace, SpaceToBatch; their values: tests/test_ops_math_more_prims.py).
Gradient cases are module functions (MindSpore compiles them from source)."""
import numpy as np

from record_tensor import grad_cases

_A = "Tensor(np.array([0.3, 0.1, 0.4, 2., 5.]), ms.float32)"
_B = "Tensor(np.array([0.4, 0.5, 0.9, 3., 0.5]), ms.float32)"
_X = "Tensor(np.array([0.2, 0.6, 0.5, 0.9, 0.99]), ms.float32)"
BETAINC = [
    f"ops.Betainc()({_A}, {_B}, {_X})", f"ops.Betainc()({_A}.astype(ms.float64), {_B}.astype(ms.float64), "
    f"{_X}.astype(ms.float64))",
    "ops.Betainc()(Tensor([[1., 2.], [0., -1.]]), Tensor([[1., 3.], [1., 1.]]), Tensor([[0., 1.], [0.5, 0.5]]))",
    "ops.Betainc()(Tensor([2., 20., 0.5]), Tensor([2., 30., 40.]), Tensor([1.5, 0.4, 0.01]))",
    f"ops.Betainc()({_A}.astype(ms.float16), {_B}.astype(ms.float16), {_X}.astype(ms.float16))",
    f"ops.Betainc()({_A}, {_B}.astype(ms.float64), {_X})", f"ops.Betainc()({_A}, Tensor([1., 2.]), {_X})",
    f"ops.Betainc()({_A}, {_B}, [0.5])",
]

_C = "Tensor(np.array([[1 + 2j, 2 + 1j], [4 + 1j, 5 + 2j]], np.complex64))"
MATRIX = [
    f"ops.MatrixLogarithm()({_C})",
    "ops.MatrixLogarithm()(Tensor(np.array([[[2, 1], [0, 3]], [[1, 0], [0, 1]]], np.complex128)))",
    "ops.MatrixLogarithm()(Tensor(np.array([[4, 1, 0], [1, 3, 1], [0, 1, 2]], np.complex64)))",
    "ops.MatrixLogarithm()(Tensor([[2., 1.], [1., 3.]]))", "ops.MatrixLogarithm()(Tensor(np.array([1 + 1j, 2])))",
    "ops.MatrixLogarithm()(Tensor(np.ones((2, 3), np.complex64)))",
    "ops.MatrixSolveLs()(Tensor([[3, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]], ms.float32), "
    "Tensor(np.array([[4], [2], [4], [2]]), ms.float32), Tensor(0.0, ms.float64))",
    "ops.MatrixSolveLs()(Tensor([[1., 2.], [3., 4.], [5., 6.]]), Tensor([[1., 0.], [2., 1.], [3., 5.]]), "
    "Tensor(0.5, ms.float64))",
    "ops.MatrixSolveLs(False)(Tensor([[1., 2.], [3., 4.], [5., 6.]]), Tensor([[1., 0.], [2., 1.], [3., 5.]]), "
    "Tensor(0.5, ms.float64))",
    "ops.MatrixSolveLs()(Tensor([[1., 2., 3.], [4., 5., 6.]]), Tensor([[1.], [2.]]), Tensor(0.0, ms.float64))",
    "ops.MatrixSolveLs()(Tensor([[1., 2., 3.], [4., 5., 6.]]), Tensor([[1.], [2.]]), Tensor(0.1, ms.float64))",
    "ops.MatrixSolveLs(fast=False)(Tensor([[1., 2., 3.], [4., 5., 6.]]), Tensor([[1.], [2.]]), "
    "Tensor(0.0, ms.float64))",
    "ops.MatrixSolveLs()(Tensor(np.arange(12.).reshape(2, 3, 2) ** 2), Tensor(np.arange(6.).reshape(2, 3, 1)), "
    "Tensor(0.0, ms.float64))",
    "ops.MatrixSolveLs()(Tensor(np.array([[1 + 1j, 2], [3, 4j], [5, 6]], np.complex64)), "
    "Tensor(np.array([[1], [2j], [3]], np.complex64)), Tensor(0.0, ms.float64))",
    "ops.MatrixSolveLs()(Tensor([[1., 2.], [3., 4.]]), Tensor([[1.], [2.]]), Tensor(0.0, ms.float32))",
    "ops.MatrixSolveLs(1)", "ops.MatrixSolveLs(fast=False).fast",
    "ops.MatrixSolveLs()(Tensor([[1., 2.], [3., 4.]]), Tensor([[1.], [2.], [3.]]), Tensor(0.0, ms.float64))",
    "ops.MatrixSolveLs()(Tensor([[1., 2.], [3., 4.]]), Tensor([1., 2.]), Tensor(0.0, ms.float64))",
    "ops.MatrixSolveLs()(Tensor([[1., 2.], [3., 4.]]), Tensor([[1.], [2.]], ms.float64), Tensor(0.0, ms.float64))",
    "ops.MatrixSolveLs()(Tensor([[1., 2.], [3., 4.]]), Tensor([[1.], [2.]]), Tensor([0.0], ms.float64))",
    "ops.MatrixSolveLs()(Tensor([[1, 2], [3, 4]]), Tensor([[1], [2]]), Tensor(0.0, ms.float64))",
]

_D = "Tensor([[1., 2., 3.]])"
_R = "Tensor(np.ones((3, 3), np.float32))"
TRIDIAGONAL = [
    f"ops.TridiagonalMatMul()({_D}, {_D}, {_D}, {_R})",
    "ops.TridiagonalMatMul()(Tensor(np.arange(6, dtype=np.float32).reshape(2, 1, 3)), "
    "Tensor(np.ones((2, 1, 3), np.float32)), Tensor(np.arange(1, 7, dtype=np.float32).reshape(2, 1, 3)), "
    "Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2)))",
    "ops.TridiagonalMatMul()(Tensor(np.array([[1j, 2, 3]], np.complex64)), Tensor(np.array([[1, 2j, 3]], "
    "np.complex64)), Tensor(np.array([[1, 2, 3j]], np.complex64)), Tensor(np.ones((3, 2), np.complex64)))",
    f"ops.TridiagonalMatMul()({_D}.astype(ms.float16), {_D}.astype(ms.float16), {_D}.astype(ms.float16), "
    "Tensor(np.ones((3, 2), np.float16)))",
    "ops.TridiagonalMatMul()(Tensor([[5., 1., 2., 3.]]), Tensor([[1., 2., 3., 4.]]), Tensor([[1., 2., 3., 0.]]), "
    "Tensor(np.arange(8, dtype=np.float64).reshape(4, 2)).astype(ms.float32))",
    f"ops.TridiagonalMatMul()(Tensor([[1, 2, 3]]), Tensor([[1, 2, 3]]), Tensor([[1, 2, 3]]), {_R}.astype(ms.int64))",
    f"ops.TridiagonalMatMul()(Tensor([1., 2., 3.]), Tensor([1., 2., 3.]), Tensor([1., 2., 3.]), {_R})",
    f"ops.TridiagonalMatMul()({_D} * Tensor([[1.], [1.]]), {_D} * Tensor([[1.], [1.]]), "
    f"{_D} * Tensor([[1.], [1.]]), {_R})",
    f"ops.TridiagonalMatMul()({_D}, {_D}, {_D}, Tensor(np.ones((4, 3), np.float32)))",
    f"ops.TridiagonalMatMul()({_D}, {_D}.astype(ms.float64), {_D}, {_R})",
]

BITPACK = [
    "ops.CompareAndBitpack()(Tensor(np.array([1, 2, 3, 4, 5, 6, 7, 8]), ms.float32), Tensor(6, ms.float32))",
    "ops.CompareAndBitpack()(Tensor(np.array([True, False, True, True, False, False, True, True] * 2)"
    ".reshape(2, 8)), Tensor(False))",
    "ops.CompareAndBitpack()(Tensor(np.arange(16).reshape(2, 8), ms.int32), Tensor(3, ms.int32))",
    "ops.CompareAndBitpack()(Tensor(np.arange(32.).reshape(1, 2, 16) - 9), Tensor(7.5, ms.float64))",
    "ops.CompareAndBitpack()(Tensor(np.array([True, False, True, True, False, False, True, True])), Tensor(True))",
    "ops.CompareAndBitpack()(Tensor(np.array([1, 0, 1, 1, 0, 0, 1, 1]), ms.int8), Tensor(0, ms.int8))",
    "ops.CompareAndBitpack()(Tensor(np.arange(7), ms.float32), Tensor(3, ms.float32))",
    "ops.CompareAndBitpack()(Tensor(np.arange(8), ms.float32), Tensor([3.]))",
    "ops.CompareAndBitpack()(Tensor(np.arange(8), ms.float32), Tensor(3, ms.int32))",
    "ops.CompareAndBitpack()(Tensor(1.0), Tensor(3.0))",
    "ops.CompareAndBitpack()(Tensor(np.arange(8), ms.uint8), Tensor(3, ms.uint8))",
]

_Z = "Tensor(np.array([2, 1, 2]), ms.complex64)"
_Q = "Tensor(np.array([10, -2.5 + 3.44j, -2.5 + 0.81j]), ms.complex64)"
FFT = [
    f"ops.FFTWithSize(1, False, False)({_Z})", f"ops.FFTWithSize(1, True, False)({_Z})",
    "ops.FFTWithSize(2, False, True)(Tensor(np.array([[2, 1, 2], [3, 1, 6]]), ms.float32))",
    "ops.FFTWithSize(2, True, True, signal_sizes=(2, 3))(Tensor(np.array([[15, 5.196j], [-5, 1 - 3.464j]]), "
    "ms.complex64))",
    "ops.FFTWithSize(2, False, False)(Tensor(np.arange(12).reshape(3, 4).astype(np.complex64)))",
    "ops.FFTWithSize(1, True, False, norm='ortho')(Tensor(np.arange(4).astype(np.complex64)))",
    "ops.FFTWithSize(1, False, True)(Tensor(np.arange(5), ms.int32))",
    "ops.FFTWithSize(1, False, True, onesided=False)(Tensor(np.arange(5), ms.float32))",
    "ops.FFTWithSize(1, False, True, norm='forward')(Tensor(np.arange(5), ms.float32))",
    f"ops.FFTWithSize(1, True, True)({_Q})", f"ops.FFTWithSize(1, True, True, signal_sizes=(5,))({_Q})",
    "ops.FFTWithSize(1, True, True, onesided=False)(Tensor(np.array([10, -2.5 + 3.44j, -2.5 + 0.81j, 1]), "
    "ms.complex64))",
    "ops.FFTWithSize(3, False, False)(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.complex128)))",
    "ops.FFTWithSize(1, False, True)(Tensor(np.arange(4.)))",
    "ops.FFTWithSize(1, False, False, norm='xx')", "ops.FFTWithSize(1, False, False)(Tensor(np.arange(3.)))",
    "ops.FFTWithSize(1, True, True)(Tensor(np.arange(3.)))",
    "ops.FFTWithSize(2, True, False, 'ortho', False, (3, 4)).signal_sizes",
    "ops.FFTWithSize(1, True, True, signal_sizes=(2, 3))(Tensor(np.array([1, 2j]), ms.complex64))",
]

# argument errors of the primitives without a CPU kernel: raised by their constructors and shape inference
_F = "Tensor([[1., 2.], [3., 4.]])"
ERRORS = [
    "ops.Ormqr(left=1)", "ops.Ormqr(transpose=0)", "ops.ormqr(Tensor([1., 2.]), Tensor([1.]), Tensor([[1., 2.]]))",
    "ops.ormqr(Tensor([[1, 2], [3, 4]]), Tensor([1, 2]), Tensor([[1, 2], [3, 4]]))",
    f"ops.ormqr({_F}, Tensor([[1., 2.]]), {_F})", f"ops.ormqr({_F}, Tensor([1., 2.]), Tensor([[1., 2.], [3., 4.], "
    "[5., 6.]]))", f"ops.ormqr({_F}, Tensor([1., 2.], ms.float64), {_F})", f"ops.ormqr({_F}, Tensor([1., 2.]), "
    f"{_F}, left=1)",
    "ops.Quantile(dim=1.0)", "ops.Quantile(keep_dims=1)", "ops.Quantile(ignore_nan=0)",
    f"ops.Quantile(dim=5)({_F}, Tensor([0.5]))", f"ops.Quantile()({_F}, Tensor([[0.5]]))",
    "ops.Quantile()(Tensor([[1, 2], [3, 4]]), Tensor([0.5]))", f"ops.Quantile()({_F}, Tensor([0.5], ms.float64))",
    "ops.EuclideanNorm(keep_dims=1)", f"ops.EuclideanNorm()({_F}, Tensor([0.]))", f"ops.EuclideanNorm()({_F}, [0])",
    "ops.EuclideanNorm()(Tensor([[True]]), Tensor([0]))",
    "ops.CountNonZero(dims=1.0)", "ops.CountNonZero(dims=[0, 1.0])",
    "ops.fmin(Tensor([1], ms.int8), Tensor([2], ms.int8))", "ops.fmin(Tensor([True]), Tensor([False]))",
    "ops.fmin(Tensor([1., 2.]), Tensor([1., 2., 3.]))", "ops.Fmin()([1.0], Tensor([1.]))",
    "ops.fills([1.0], 1.0)", "ops.fills(Tensor([1.]), 'a')", "ops.fills(Tensor([1.]), Tensor([2.]))",
    "ops.Fills()(Tensor([1.]), 2)",
    "ops.HistogramFixedWidth(0)", "ops.HistogramFixedWidth(5, 'int64')", "ops.HistogramFixedWidth(5.0)",
    "ops.HistogramFixedWidth(5)(Tensor([1.]), Tensor([0., 5., 6.]))", "ops.HistogramFixedWidth(nbins=3).nbins",
    "ops.ConfusionMatrix(4.0)", "ops.ConfusionMatrix(4, 1)",
    "ops.ConfusionMatrix(4)(Tensor([0, 1, 1], ms.int32), Tensor([1, 2, 1, 3], ms.int32))",
    "ops.ConfusionMatrix(4)(Tensor([0., 1., 1., 3.]), Tensor([1, 2, 1, 3], ms.int32))",
    "ops.accumulate_n([Tensor([1.]), Tensor([1], ms.int32)])", "ops.accumulate_n([Tensor([1.]), Tensor([1., 2.])])",
    "ops.accumulate_n([])", "ops.AccumulateNV2()([Tensor([1.]), Tensor([1., 2.])])",
    "ops.BatchToSpace(1, [[0, 0], [0, 0]])", "ops.BatchToSpace(2, [[0, 0]])", "ops.BatchToSpace(2, [[0, -1], [0, 0]])",
    "ops.BatchToSpace(2.0, [[0, 0], [0, 0]])", "ops.BatchToSpace(2, [[0, 0], [0, 0]])(Tensor(np.ones((4, 1, 1), "
    "np.float32)))", "ops.BatchToSpace(2, [[0, 0], [0, 0]])(Tensor(np.ones((3, 1, 1, 1), np.float32)))",
    "ops.BatchToSpace(2, [[1, 1], [0, 0]])(Tensor(np.ones((4, 1, 1, 1), np.float32)))",
    "ops.SpaceToBatch(1, [[0, 0], [0, 0]])", "ops.SpaceToBatch(2, [[0, -1], [0, 0]])", "ops.SpaceToBatch(2, [[0, 0]])",
    "ops.SpaceToBatch(2.0, [[0, 0], [0, 0]])",
    "ops.SpaceToBatch(2, [[0, 0], [0, 0]])(Tensor(np.ones((1, 2, 2), np.float32)))",
    "ops.SpaceToBatch(2, [[0, 0], [0, 0]])(Tensor(np.ones((1, 1, 3, 2), np.float32)))",
]


def _betainc(a, b, x):
    return (_S[0].ops.Betainc()(a, b, x) * _S[1]).sum()


def _rfft(x):
    return (_S[0].ops.FFTWithSize(2, False, True, onesided=False)(x).real() * _S[1]).sum()


def _irfft(x):
    z = _S[0].ops.Complex()(x, x * 0.5 - 1)
    return (_S[0].ops.FFTWithSize(1, True, True, norm="ortho", signal_sizes=(3,))(z[:, :2]) * _S[1]).sum()


_S = []  # [ms, weight] of the running gradient case
_WEIGHT = np.array([[1., -2., 0.5], [0.25, 1.5, -1.]], np.float32)
_P = "Tensor(np.array([[0.5, 2., 3.], [1.5, 0.7, 4.]], np.float32))"
GRADS = grad_cases(_S, _WEIGHT, {
    "betainc": (_betainc, (0, 1, 2), _P, _P + " * 2", "Tensor(np.array([[0.2, 0.5, 0.9], [0.4, 0.05, 0.6]], "
                "np.float32))"),
    "rfft": (_rfft, 0, _P), "irfft": (_irfft, 0, _P)})

CASES = {"betainc": BETAINC, "matrix": MATRIX, "tridiagonal": TRIDIAGONAL, "bitpack": BITPACK, "fft": FFT,
         "errors": ERRORS, "grads": GRADS}
