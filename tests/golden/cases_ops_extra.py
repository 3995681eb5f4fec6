"""Issue 17, more ``ops`` names: window functions, the in-place index families (index_add, inplace_add/sub/update,
inplace_index_add), the ReduceSum/Mean/Max/Min instances (``ops.reduce_sum`` ...), addn, approximate_equal,
Fmax, inv, imag, mvlgamma, polygamma, zeta, population_count, batch_dot and the scalar helpers pows /
tensor_muls, against MindSpore 2.10 (values, errors, gradients). Snippets run on a fresh
``record_tensor.namespace``; gradient cases are module functions (MindSpore compiles them from source).
``fmin`` / ``Fmin``, ``fills`` / ``Fills`` and ``accumulate_n`` / ``AccumulateNV2`` are left out: MindSpore 2.10
has no CPU kernel for them (a RuntimeError), so there is no value to record."""
import numpy as np

from record_tensor import namespace

WINDOWS = [  # bartlett/blackman take a 0-d integer Tensor, the others a Python int (MindSpore 2.10's signatures)
    *[f"ops.{w}_window(Tensor({n}, ms.int32))" for w in ("bartlett", "blackman") for n in (1, 5, 8)],
    *[f"ops.{w}_window({n})" for w in ("hamming", "hann", "kaiser") for n in (0, 1, 5, 8)],
    *[f"ops.{w}_window(Tensor(6, ms.int64), periodic=False)" for w in ("bartlett", "blackman")],
    *[f"ops.{w}_window(6, periodic=False)" for w in ("hamming", "hann", "kaiser")],
    *[f"ops.{w}_window(Tensor(4, ms.int32), dtype=ms.float64)" for w in ("bartlett", "blackman")],
    *[f"ops.{w}_window(4, dtype=ms.float64)" for w in ("hamming", "hann", "kaiser")],
    "ops.bartlett_window(5)", "ops.bartlett_window(Tensor(5., ms.float32))",
    "ops.blackman_window(Tensor([5], ms.int32))",
    "ops.bartlett_window(Tensor(0, ms.int32))", "ops.blackman_window(Tensor(-2, ms.int32))",
    "ops.bartlett_window(Tensor(4, ms.int32), dtype=ms.int32)",
    "ops.blackman_window(Tensor(5, ms.int32), dtype=ms.float16)",
    "ops.hamming_window(7, True, 0.5, 0.5)", "ops.hamming_window(7, True, 1, 0.5)", "ops.hamming_window(-1)",
    "ops.hamming_window(4, periodic=1)", "ops.kaiser_window(7, False, 5.0)", "ops.kaiser_window(5, beta=0.)",
    "ops.hann_window(-1)", "ops.hann_window(3.0)", "ops.hann_window(4, dtype=ms.int32)", "ops.hann_window(1, 1)",
    "ops.hann_window(4, periodic=1)", "ops.kaiser_window(4, dtype=ms.float16)",
    "ops.hamming_window(4, dtype=ms.float16)",
    "ops.hamming_window(4, dtype=ms.int32)",
    "ops.BartlettWindow()(Tensor(5, ms.int32))", "ops.BartlettWindow(periodic=False)(Tensor(5, ms.int64))",
    "ops.BlackmanWindow(dtype=ms.float64)(Tensor(6, ms.int32))", "ops.BlackmanWindow(False)(Tensor(6, ms.int32))",
    "ops.HammingWindow()(Tensor([6], ms.int32))",
    "ops.HammingWindow(False, 0.5, 0.5, ms.float64)(Tensor([6], ms.int64))",
    "ops.HammingWindow()(Tensor(6, ms.int32))", "ops.BartlettWindow()(Tensor(5., ms.float32))",
    "ops.BartlettWindow()(Tensor([5], ms.int32))", "ops.HammingWindow(dtype=ms.int32)", "ops.BartlettWindow().periodic",
    "ops.BlackmanWindow(periodic=2)", "ops.HammingWindow(alpha=1)",
]

_X = "Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))"
_V = "Tensor(np.array([[1., 2., 3.], [4., 5., 6.]], np.float32))"
INPLACE = [
    f"x = {_X}; ops.inplace_add(x, {_V}, (0, 2))", f"x = {_X}; y = ops.inplace_add(x, {_V}, (0, 2)); x",
    f"ops.inplace_add({_X}, {_V}, (1, 1))", f"ops.inplace_add({_X}, {_V}[0], 3)",
    f"ops.inplace_add({_X}, {_V}[:1], 3)", f"ops.inplace_add({_X}, {_V}, (0,))", f"ops.inplace_add({_X}, {_V}, (0, 9))",
    f"ops.inplace_add({_X}, {_V}, [0, 2])", f"ops.inplace_add({_X}, {_V}.astype(ms.float16), (0, 2))",
    f"ops.inplace_add(Tensor(np.arange(6).reshape(3, 2), ms.int32), Tensor([[1, 1]], ms.int32), (1,))",
    f"ops.inplace_sub({_X}, {_V}, (0, 2))", f"ops.inplace_sub({_X}, {_V}, (3, 3))",
    f"ops.inplace_update({_X}, {_V}, (0, 2))", f"ops.inplace_update({_X}, {_V}, (1, 1))",
    f"x = {_X}; y = ops.inplace_update(x, {_V}, (0, 2)); x",
    f"ops.inplace_update({_X}, {_V}, (0, 7))", f"ops.inplace_update({_X}, {_V}[0], 1)",
    f"ops.InplaceAdd((0, 2))({_X}, {_V})", f"ops.InplaceAdd(1)({_X}, {_V}[:1])", f"ops.InplaceAdd((0, 2)).indices",
    f"ops.InplaceSub((1, 3))({_X}, {_V})", f"ops.InplaceUpdate((1, 3))({_X}, {_V})",
    f"ops.InplaceUpdateV2()({_X}, Tensor([1, 3], ms.int32), {_V})", "ops.InplaceAdd(1.5)",
    f"ops.InplaceUpdateV2()({_X}, (1, 3), {_V})",
    f"ops.index_add(Parameter({_X}, name='p'), Tensor([0, 2], ms.int32), {_V}, 0)",
    f"p = Parameter({_X}, name='p'); r = ops.index_add(p, Tensor([0, 2], ms.int32), {_V}, 0); (r, p.value())",
    f"ops.index_add(Parameter({_X}, name='p'), Tensor([1, 1], ms.int32), {_V}, 0)",
    f"ops.index_add(Parameter({_X}, name='p'), Tensor([0, 2], ms.int32), Tensor(np.ones((4, 2), np.float32)), 1)",
    f"ops.index_add(Parameter({_X}, name='p'), Tensor([0, 2], ms.int32), {_V}, -2)",
    f"ops.index_add({_X}, Tensor([0, 2], ms.int32), {_V}, 0)",
    f"x = {_X}; r = ops.index_add(x, Tensor([0, 2], ms.int32), {_V}, 0); x",
    f"x = {_X}; r = ops.inplace_index_add(x, Tensor([0, 2], ms.int32), {_V}, 0); x",
    f"ops.index_add(Parameter({_X}, name='p'), Tensor([0, 5], ms.int32), {_V}, 0)",
    f"ops.index_add(Parameter({_X}, name='p'), Tensor([0, 2], ms.int64), {_V}, 0)",
    f"ops.index_add(Parameter({_X}, name='p'), Tensor([0, 2], ms.int32), {_V}, 2)",
    f"ops.IndexAdd(0)(Parameter({_X}, name='p'), Tensor([0, 2], ms.int32), {_V})", "ops.IndexAdd(axis=1).axis",
    f"ops.inplace_index_add(Parameter({_X}, name='p'), Tensor([0, 2], ms.int32), {_V}, 0)",
    f"p = Parameter({_X}, name='p'); r = ops.inplace_index_add(p, Tensor([3, 3], ms.int32), {_V}, 0); (r, p.value())",
    f"ops.InplaceIndexAdd(1)(Parameter({_X}, name='p'), Tensor([0, 2], ms.int32), "
    "Tensor(np.ones((4, 2), np.float32)))",
    f"ops.inplace_index_add({_X}, Tensor([0, 2], ms.int32), {_V}, 0)",
]

REDUCE = [
    f"ops.reduce_sum({_X})", f"ops.reduce_sum({_X}, 1)", f"ops.reduce_sum({_X}, (0, 1))",
    f"ops.reduce_mean({_X}, 0)", f"ops.reduce_max({_X}, 1)", f"ops.reduce_min({_X}, (0,))",
    f"ops.reduce_sum(Tensor([[1, 2], [3, 4]], ms.int32), 0)", f"ops.reduce_max({_X}, 5)",
    "ops.reduce_sum", "ops.reduce_mean.keep_dims", "type(ops.reduce_max).__name__",
    f"ops.reshape_({_X}, (3, 4))", f"ops.shape_({_X})", "ops.tensor_range(Tensor(1), Tensor(7), Tensor(2))",
    "ops.tensor_range(Tensor(0.5), Tensor(2.), Tensor(0.5))", f"ops.tensor_slice({_X}, (1, 0), (2, 2))",
    "type(ops.tensor_slice).__name__",
]

MATH = [
    f"ops.addn([{_V}, {_V}, {_V}])", f"ops.addn(({_V},))", f"ops.addn([{_V}, {_V}[0]])",
    "ops.addn([Tensor([1, 2], ms.int32), Tensor([3, 4], ms.int32)])", f"ops.addn({_V})",
    f"ops.addn([{_V}, {_V}.astype(ms.float16)])", f"ops.AddN()([{_V}, {_V}])", f"ops.AddN()({_V}, {_V})",
    "ops.approximate_equal(Tensor([1., 2., 3.]), Tensor([1., 2.00001, 3.1]))",
    "ops.approximate_equal(Tensor([1., 2., 3.]), Tensor([1.5, 2.2, 4.]), 0.5)",
    "ops.approximate_equal(Tensor([1, 2], ms.int32), Tensor([1, 2], ms.int32))",
    "ops.approximate_equal(Tensor([1., 2.]), Tensor([1., 2.], ms.float16))",
    "ops.ApproximateEqual(2.)(Tensor([1., 2.]), Tensor([4., 3.]))",
    "ops.Fmax()(Tensor([1., float('nan'), 3.]), Tensor([2., 1., float('nan')]))",
    "ops.Fmax()(Tensor([1, 5], ms.int32), Tensor([2, 4], ms.int32))",
    "ops.inv(Tensor([0.25, 0.4, -2., 0.]))", "ops.inv(Tensor([1, 2, 0], ms.int32))",
    "ops.inv(Tensor([0.5, 2.], ms.float16))", "ops.Inv()(Tensor([0.25, 4.]))",
    "ops.inv(Tensor([1 + 1j, 2j], ms.complex64))",
    "ops.imag(Tensor([1 + 2j, 3 - 4j], ms.complex64))", "ops.imag(Tensor([1.5, 2.]))",
    "ops.imag(Tensor([1 + 2j], ms.complex128))", "ops.Imag()(Tensor([1 + 2j, -1j], ms.complex64))",
    "ops.mvlgamma(Tensor([[3., 4., 5.], [4., 2., 6.]]), 3)", "ops.mvlgamma(Tensor([2.5, 3.]), 1)",
    "ops.mvlgamma(Tensor([0.5, 3.]), 3)", "ops.mvlgamma(Tensor([2.5, 3.]), 0)",
    "ops.mvlgamma(Tensor([2, 3], ms.int32), 1)", "ops.mvlgamma(Tensor([2.5, 3.], ms.float64), 2)",
    "ops.Mvlgamma(p=2)(Tensor([2.5, 3.]))", "ops.Mvlgamma(2).p",
    "ops.polygamma(Tensor(1, ms.int64), Tensor([1., 2.5, 4.]))",
    "ops.polygamma(Tensor(0, ms.int64), Tensor([1., 2.5, 4.]))",
    "ops.polygamma(Tensor(3, ms.int64), Tensor([1., 2.5, 4.], ms.float64))",
    "ops.polygamma(Tensor(2, ms.int32), Tensor([1., 2.5]))", "ops.polygamma(1, Tensor([1., 2.5]))",
    "ops.polygamma(Tensor(1, ms.int64), Tensor([1, 2], ms.int32))",
    "ops.Polygamma()(Tensor(1, ms.int64), Tensor([1., 2.5]))",
    "ops.zeta(Tensor([2., 3., 4.]), Tensor([1., 2., 0.5]))", "ops.zeta(Tensor([2., 1.]), Tensor(1.))",
    "ops.zeta(Tensor([2.], ms.float64), Tensor([1.5], ms.float64))", "ops.zeta(Tensor([2.]), Tensor([1.], ms.float64))",
    "ops.zeta(Tensor([0.5, 2.]), Tensor([1., -1.]))", "ops.Zeta()(Tensor([2., 3.]), Tensor([1., 1.]))",
    "ops.zeta(Tensor([2, 3], ms.int32), Tensor([1, 1], ms.int32))",
    "ops.population_count(Tensor([0, 1, 7, -1, 255], ms.int32))",
    "ops.population_count(Tensor([0, 1, 7, -1, 127], ms.int8))", "ops.population_count(Tensor([255, 3], ms.uint8))",
    "ops.population_count(Tensor([-1, 2**40], ms.int64))", "ops.population_count(Tensor([-1, 5], ms.int16))",
    "ops.population_count(Tensor([1.]))", "ops.PopulationCount()(Tensor([3, 5], ms.uint16))",
    "ops.batch_dot(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float32)))",
    "ops.batch_dot(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float32)), 1)",
    "ops.batch_dot(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)), "
    "Tensor(np.arange(40, dtype=np.float32).reshape(2, 4, 5)), (2, 1))",
    "ops.batch_dot(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)), "
    "Tensor(np.arange(30, dtype=np.float32).reshape(2, 3, 5)), (1, 1))",
    "ops.batch_dot(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)), "
    "Tensor(np.arange(40, dtype=np.float32).reshape(2, 4, 5)))",
    "ops.batch_dot(Tensor(np.ones((2, 3, 4), np.float32)), Tensor(np.ones((2, 4), np.float32)))",
    "ops.batch_dot(Tensor(np.ones((2, 3, 4), np.float32)), Tensor(np.ones((2, 4), np.float32)), (2, 1))",
    "ops.batch_dot(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((3, 3), np.float32)))",
    "ops.batch_dot(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float16)))",
    "ops.batch_dot(Tensor(np.ones((2, 3), np.int32)), Tensor(np.ones((2, 3), np.int32)))",
    "ops.batch_dot(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float32)), (0, 1))",
    f"ops.pows({_V}, 2.)", f"ops.pows({_V}, {_V})", "ops.pows(2., Tensor([1., 2.]))",
    f"ops.tensor_muls({_V}, 2.)", f"ops.tensor_muls({_V}, 2)", f"ops.tensor_muls({_V}, {_V})",
]


def _index_add(x, y):
    return (_MS[0].ops.index_add(x, _MS[0].Tensor([0, 2], _MS[0].int32), y, 0) * _W).sum()


def _inplace_add(x, y):
    return (_MS[0].ops.inplace_add(x, y, (0, 2)) * _W).sum()


def _inplace_sub(x, y):
    return (_MS[0].ops.inplace_sub(x, y, (1, 1)) * _W).sum()


def _inplace_update(x, y):
    return (_MS[0].ops.inplace_update(x, y, (0, 2)) * _W).sum()


def _addn(x, y):
    return (_MS[0].ops.addn([x, y, x]) * _W[:2]).sum()


def _inv(x):
    return (_MS[0].ops.inv(x) * _W[:2]).sum()


def _mvlgamma(x):
    return (_MS[0].ops.mvlgamma(x + 3, 2) * _W[:2]).sum()


def _polygamma(x):
    return (_MS[0].ops.polygamma(_MS[0].Tensor(1, _MS[0].int64), x + 2) * _W[:2]).sum()


def _batch_dot(x, y):
    return (_MS[0].ops.batch_dot(x, y) * _MS[0].Tensor(np.array([1.5, -2.], np.float32))).sum()


_MS = []
_W = None


def _grad_cases():
    def run(fn, positions, *inputs):
        def case(ms):
            global _W
            _MS[:] = [ms]
            _W = ms.Tensor(np.array([[1., -2., 0.5], [0.25, 1.5, -1.], [2., 0.75, -0.5], [-1., 0.5, 3.]], np.float32))
            return ms.grad(fn, positions)(*[eval(i, namespace(ms)) for i in inputs])  # noqa: S307 - recorded inputs
        return case

    return {
        "index_add": run(_index_add, (0, 1), _X, _V),
        "inplace_add": run(_inplace_add, (0, 1), _X, _V), "inplace_sub": run(_inplace_sub, (0, 1), _X, _V),
        "inplace_update": run(_inplace_update, (0, 1), _X, _V), "addn": run(_addn, (0, 1), _V, _V + " * 2"),
        "inv": run(_inv, 0, _V), "mvlgamma": run(_mvlgamma, 0, _V), "polygamma": run(_polygamma, 0, _V),
        "batch_dot": run(_batch_dot, (0, 1), _V, _V + " * 0.5"),
    }


CASES = {"windows": WINDOWS, "inplace": INPLACE, "reduce": REDUCE, "math": MATH, "grads": _grad_cases()}

# MindSpore 2.10's docstring examples that msbridge once got wrong, widened to the edge cases around them
_N = "Tensor([[9., 3., 4., 5.], [5., 2., 7., 4.], [8., 1., 3., float('nan')]])"
_NN = "Tensor([[9., float('nan'), 4., 5.], [5., float('nan'), 7., 4.], [float('nan'), float('nan'), 3., float('nan')]])"
_G4 = "Tensor(np.arange(120, dtype=np.float32).reshape(2, 3, 4, 5))"
_GI = "Tensor(np.array([[[0, 1], [2, 3], [1, 1]], [[3, 0], [0, 0], [2, -1]]]), ms.int32)"
_BX, _BY = "Tensor([[-0.8, 1.2, 0.7], [-0.1, -0.4, 0.7]])", "Tensor([[0.3, 0.8, 1.2], [-0.6, 0.1, 2.2]])"
_MI = "Tensor([[2, 5, 1, 6], [3, -7, -2, 4], [8, -4, 1, -3]])"
_MW = "Tensor([[1, 0, 1, 0], [0, 0, 1, 1], [1, 1, 1, 0]], dtype=ms.bool_)"
_SX, _SY = "Tensor([[1., 2., 0.5], [0.3, -1., 2.]])", "Tensor([[1., 1., 0.], [0.2, 0.3, 0.1]])"
_LP = "Tensor(np.log(np.random.RandomState(1).dirichlet(np.ones(4), size=(5, 2))).astype(np.float32))"
DOCFIX = [
    "ops.addcmul(x_f32, x_f32, y_f32, Tensor([2., 3., 4.]))", "ops.addcmul(x_f32, x_f32, y_f32, Tensor(2.))",
    "ops.addcmul(x_f32, x_f32, y_f32, Tensor([2, 3, 4], ms.int32))",
    "ops.addcmul(x_f32, x_f32, y_f32, Tensor([2.], ms.float64))", "ops.addcmul(x_f32, x_f32, y_f32, Tensor([2., 3.]))",
    "ops.addcmul(x_i32, x_i32, y_i32, Tensor([1.5]))", "ops.Addcmul()(x_f32, x_f32, y_f32, Tensor([1.]))",
    "ops.addcdiv(x_f32, x_f32, y_f32, Tensor([[2.], [0.5]]))", "ops.Addcdiv()(x_f32, x_f32, y_f32, Tensor([1.]))",
    "ops.addcdiv(Tensor([1, 2], ms.int64), Tensor([1, 2], ms.int64), Tensor([3, 4], ms.int64), Tensor([3]))",
    f"ops.aminmax({_N}, axis=None)", f"ops.aminmax({_N}, axis=None, keepdims=True)", f"ops.aminmax({_N})",
    f"ops.aminmax({_N}, axis=-1)", "ops.aminmax(x_i32, axis=None, keepdims=True)", "ops.aminmax(s_f32, axis=None)",
    f"ops.aminmax({_NN}, axis=0)", f"ops.aminmax({_NN}, axis=1, keepdims=True)",
    "x_i32.argmax_with_value(axis=None)", "x_i32.argmax_with_value(axis=None, keep_dims=True)",
    f"{_N}.argmin_with_value(axis=None)", f"{_N}.argmax_with_value(axis=None)",
    f"{_NN}.argmax_with_value(axis=0)", f"{_NN}.argmin_with_value(axis=1)", f"ops.ArgMaxWithValue(0)({_NN})",
    f"ops.max({_NN}, axis=0)", f"ops.min({_NN}, axis=1)", f"{_NN}.max(axis=0)", f"{_NN}.min(axis=1)",
    "ops.approximate_equal(Tensor([1, 2], ms.int32), Tensor([1., 2.00001]))",
    "ops.approximate_equal(Tensor([1., 2.00001]), Tensor([1, 2], ms.int32))",
    "ops.approximate_equal(Tensor([1, 2], ms.int64), Tensor([1., 2.00001], ms.float16))",
    "ops.approximate_equal(Tensor([True, False]), Tensor([1., 0.]))",
    "ops.ApproximateEqual()(Tensor([1, 2], ms.int32), Tensor([1., 2.]))",
    "ops.avg_pool3d(Tensor(np.arange(108).reshape(2, 2, 3, 3, 3) / 7, ms.float16), kernel_size=2, stride=1)",
    "ops.avg_pool3d(Tensor(np.arange(108).reshape(2, 2, 3, 3, 3) / 7, ms.float16), 2, 2, 1, True, False)",
    "ops.AvgPool3D(2, 1, 'same')(Tensor(np.arange(108).reshape(2, 2, 3, 3, 3) / 7, ms.float16))",
    *[f"ops.gather({_G4}, {i}, {a}, {b})" for i, a, b in ((_GI, 2, 2), (_GI, 3, 2), (f"{_GI}[:, 0]", 2, 1),
                                                        (f"{_GI}[:, 0]", 1, 1), (_GI, 2, -1), (_GI, 1, 2),
                                                        (f"{_GI}[:1]", 2, 1), (_GI, 3, 3))],
    "ops.gather(x_f32, Tensor([2, 0, 1], ms.int32), 1, 1)", f"ops.Gather(2)({_G4}, {_GI}, 3)",
    f"{_G4}.gather({_GI}, 2, 2)", "x_f32.gather(1, Tensor([[0, 2], [1, -1]]))", "x_f32.gather(-1, Tensor([[0], [1]]))",
    "x_f32.gather(dim=0, index=Tensor([[1, 0, 1]]))", "x_f32.gather(Tensor([[0, 0], [1, 1]], ms.int32), 0)",
    "x_f32.gather(input_indices=Tensor([0, 2], ms.int32), axis=1, batch_dims=1)",
    "x_f32.gather(0, Tensor([[0, 5]]))",
    "g.chunk(3, dim=0)", "g.chunk(2, axis=1)", "g.chunk(chunks=2, dim=-1)", "g.chunk(4, 2)", "g.chunk(0)",
    "g.chunk(2, 3)", "x_f32.remainder(divisor=y_f32)", "x_f32.remainder(other=2)", "x_f16.remainder(divisor=y_f16)",
    "x_f32.remainder(divisor=Tensor([2.], ms.float64))", "x_i32.remainder(2.5)",
    *[f"F.binary_cross_entropy_with_logits({_BX}, {_BY}{rest})" for rest in (
        ", Tensor([1., 2., .5]), 'mean', Tensor([1., 3., 1.])", ", Tensor([1., 2., .5]), 'none', Tensor([1., 3., 1.])",
        ", reduction='sum', pos_weight=Tensor([1., 3., 1.])", "", ", None, 'bad'")],
    f"F.binary_cross_entropy_with_logits({_BX}.astype(ms.float16), {_BY}.astype(ms.float16), reduction='none')",
    f"ops.binary_cross_entropy_with_logits({_BX}.astype(ms.float16), {_BY}.astype(ms.float16), "
    "Tensor([1., 2., .5], ms.float16), Tensor([1., 3., 1.], ms.float16))",
    *[f"ops.{op}({_MI}{rest})" for op, rest in (
        ("min", ", axis=1, keepdims=True, initial=0, where=" + _MW), ("max", ", axis=1, initial=3, where=" + _MW),
        ("min", ", axis=0, keepdims=True, initial=0, where=Tensor([[False], [False], [False]]))"),
        ("min", ", axis=1, initial=-5"), ("min", ", axis=1, initial=1"), ("max", ", axis=1, initial=6"),
        ("max", ", axis=0, where=Tensor([[True], [False], [True]]), initial=-100"),
        ("min", ", axis=1, where=Tensor([[False], [True], [False]]), initial=100"))],
    f"ops.min({_MI}.astype(ms.float32), axis=1, keepdims=True, initial=0.5, where={_MW})",
    *[f"ops.CumulativeLogsumexp({e}, {r})(Tensor([[1., 2., 3.], [0.5, -1., 4.]], {dt}), Tensor({a}))"
      for dt in ("ms.float16", "ms.float32", "ms.float64") for e, r, a in ((True, False, 1), (True, True, 0),
                                                                           (False, True, 1), (True, False, -1))],
    *[f"{op}(Tensor(np.random.RandomState(0).randn(4, 7) * 3, ms.float16){rest})" for op, rest in (
        ("ops.softmax", ""), ("ops.softmax", ", 0"), ("ops.softmin", ""), ("ops.Softmax()", ""),
        ("ops.Softmax(0)", ""), ("ms.nn.Softmax()", ""), ("ms.nn.Softmin(0)", ""), ("F.softmax", ", dim=1"),
        ("mint.softmax", ", dim=0"))],
    f"ms.nn.SoftmaxCrossEntropyWithLogits(reduction='mean')({_SX}, {_SY})",
    f"ops.SoftmaxCrossEntropyWithLogits()({_SX}, {_SY})",
    *[f"ops.ctc_loss({_LP}, Tensor({tg}, ms.int32), Tensor([5, 4], ms.int32), Tensor({tl}, ms.int32), 0, 'none')"
      for tg, tl in (([[1, 2, 0], [3, 0, 0]], [2, 1]), ([[1, 2, 3], [3, 1, 0]], [2, 2]), ([1, 2, 3], [2, 1]),
                     ([[1, 2, 3, 1, 2], [3, 1, 0, 0, 0]], [2, 2]))],
    "ops.ctc_loss(Tensor([[[0.3, 0.6, 0.6]], [[0.9, 0.4, 0.2]]]), Tensor([[0, 1]], ms.int32), Tensor([2], ms.int32), "
    "Tensor([1], ms.int32), 0, 'mean', True)",
    *[f"d = ms.nn.CellDict({{'a': ms.nn.ReLU(), 'b': ms.nn.Tanh()}}); k = d.{view}(); d['c'] = ms.nn.ReLU(); "
      f"d.pop('a'); (type(k).__name__, len(k), {'str(k)' if view == 'keys' else '0'})"
      for view in ("keys", "values", "items")],
    "ops.nextafter(Tensor([1., 2., 0., -1., 1e-40, 3.], ms.float32), Tensor([2., 1., 1., 0., 0., 3.], ms.float32))",
    "ops.nextafter(Tensor([1., 2., 0.], ms.float64), Tensor([2., 1., -1.], ms.float64))",
    "ops.NextAfter()(Tensor([1., 1e-40], ms.float32), Tensor([2., 1.], ms.float32))",
    "x_f32.nextafter(y_f32)", "ops.nextafter(x_f16, y_f16)",
]


def _dense_ce(reduction, dtype):
    """The gradient of nn.SoftmaxCrossEntropyWithLogits(reduction=...) with dense labels that need not sum to 1."""
    def case(ms):
        labels = ms.Tensor(np.array([[1., 1., 0.], [0.2, 0.3, 0.1]], dtype))
        loss = ms.nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)
        return ms.grad(lambda a: loss(a, labels).sum())(ms.Tensor(np.array([[1., 2., .5], [.3, -1., 2.]], dtype)))
    return case


def _prim_ce(ms):
    labels = ms.Tensor(np.array([[1., 1., 0.], [0.2, 0.3, 0.1]], np.float32))
    return ms.grad(lambda a: ms.ops.SoftmaxCrossEntropyWithLogits()(a, labels)[0].sum())(
        ms.Tensor(np.array([[1., 2., .5], [.3, -1., 2.]], np.float32)))


DOCFIX_GRADS = {f"dense_ce_{r}_{d.__name__}": _dense_ce(r, d) for r in ("none", "mean", "sum")
                for d in (np.float32, np.float16)}
DOCFIX_GRADS["prim_ce"] = _prim_ce
