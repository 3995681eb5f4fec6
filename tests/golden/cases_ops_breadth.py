"""Issue 17, first slice: ``vmap``, the ``assign``/``scatter_nd_*`` families, ``ops.Median``, a few Tensor members
and MindSpore keyword signatures. The snippets run on a fresh ``record_tensor.namespace``; ``vmap`` cases are
functions of the ``mindspore`` module, because MindSpore compiles the mapped function from its source."""
import numpy as np

from record_tensor import namespace


def _ns(ms):
    return namespace(ms)


# MindSpore compiles a mapped function from its source: no lambdas inside a call (MindSpore rejects those), so
# the mapped functions are plain module functions.
def _twice_plus1(a):
    return a * 2 + 1


def _mul(a, b):
    return a * b


def _add(a, b):
    return a + b


def _sum(a):
    return a.sum()


def _pair(a):
    return a, a * 2


def _t(a):
    return a.T


def _gram(a):
    return a @ a.T


def _dict_add(d):
    return d["a"] + d["b"]


def _tuple_mul(t):
    return t[0] * t[1]


def _listed(a):
    return [a, a + 1]


def _plus1(a):
    return a + 1


def _second(a, b):
    return b


def _both(a, b):
    return a, b


def _argmax(a):
    return a.argmax()


def _cumsum(a):
    return a.cumsum(0)


def _sum0(a):
    return a.sum(0)


def _sq_sum(r):
    return (r * r).sum()


def _cube_sum(r):
    return (r * r * r).sum()


def _five(a):
    return 5.0


def _vmap_cases():
    def scale(ms):
        return ms.ops.vmap(_twice_plus1)(_ns(ms)["x_f32"])

    def none_axis(ms):
        n = _ns(ms)
        return ms.vmap(_mul, in_axes=(0, None))(n["x_f32"], n["y_f32"][0])

    def in_axes_1_0(ms):
        return ms.vmap(_add, in_axes=(1, 0))(_ns(ms)["x_f32"], ms.Tensor(np.ones((3, 2), np.float32)))

    def reduce_in_axis_1(ms):
        return ms.vmap(_sum, in_axes=1)(_ns(ms)["x_f32"])

    def out_axes_tuple(ms):
        return ms.vmap(_pair, out_axes=(0, 1))(_ns(ms)["g"])

    def out_axes_2(ms):
        return ms.vmap(_t, in_axes=0, out_axes=2)(_ns(ms)["g"])

    def batched_matmul(ms):
        return ms.vmap(_gram)(_ns(ms)["g"])

    def nested(ms):
        return ms.vmap(ms.vmap(_sum))(_ns(ms)["g"])

    def nested_outer(ms):
        n = _ns(ms)
        return ms.vmap(ms.vmap(_mul, in_axes=(0, None)), in_axes=(None, 0))(n["x_f32"][0], n["y_f32"][0])

    def dict_in_axes(ms):
        n = _ns(ms)
        return ms.vmap(_dict_add, in_axes=({"a": 0, "b": None},))({"a": n["x_f32"], "b": n["y_f32"][0]})

    def tuple_in_axes(ms):
        n = _ns(ms)
        return ms.vmap(_tuple_mul, in_axes=((0, 1),))((n["x_f32"], n["y_f32"].T))

    def list_in_axes(ms):
        n = _ns(ms)
        return ms.vmap(_add, in_axes=[0, None])(n["x_f32"], n["y_f32"][0])

    def list_out_axes(ms):
        return ms.vmap(_listed, out_axes=[1, 0])(_ns(ms)["x_f32"])

    def scalar_arg(ms):
        return ms.vmap(_mul, in_axes=(0, None))(_ns(ms)["x_f32"], 3)

    def two_args(ms):
        n = _ns(ms)
        return ms.vmap(_add)(n["x_f32"], n["y_f32"])

    def negative_in_axis(ms):
        return ms.vmap(_plus1, in_axes=-1)(_ns(ms)["x_f32"])

    def negative_out_axis(ms):
        return ms.vmap(_plus1, out_axes=-1)(_ns(ms)["x_f32"])

    def out_axes_none(ms):
        n = _ns(ms)
        return ms.vmap(_second, in_axes=(0, None), out_axes=None)(n["x_f32"], n["y_f32"])

    def out_axes_mixed_none(ms):
        n = _ns(ms)
        return ms.vmap(_both, in_axes=(0, None), out_axes=(0, None))(n["x_f32"], n["y_f32"])

    def cell(ms):
        return ms.vmap(ms.nn.ReLU())(_ns(ms)["x_f32"])

    def dense_cell(ms):
        dense = ms.nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
        return ms.vmap(dense, in_axes=1)(_ns(ms)["g"])

    def argmax(ms):
        return ms.vmap(_argmax)(_ns(ms)["x_f32"])

    def cumsum(ms):
        return ms.vmap(_cumsum)(_ns(ms)["x_f32"])

    def reduce_sum(ms):
        return ms.vmap(_sum0)(_ns(ms)["g"])

    def vmap_of_grad(ms):
        return ms.vmap(ms.grad(_cube_sum))(_ns(ms)["x_f32"])

    def grad_of_vmap(ms):
        return ms.grad(ms.vmap(_sq_sum))(_ns(ms)["x_f32"])

    def single_tuple_axes(ms):
        return ms.vmap(_plus1, in_axes=(0,))(_ns(ms)["x_f32"])

    # errors
    def axis_out_of_range(ms):
        return ms.vmap(_plus1, in_axes=2)(_ns(ms)["x_f32"])

    def mismatched_sizes(ms):
        return ms.vmap(_add)(_ns(ms)["x_f32"], ms.Tensor(np.ones((3, 3), np.float32)))

    def mismatched_sizes_axes(ms):
        n = _ns(ms)
        return ms.vmap(_add, in_axes=(0, 1))(n["x_f32"], n["y_f32"])

    def in_axes_too_long(ms):
        return ms.vmap(_plus1, in_axes=(0, 0))(_ns(ms)["x_f32"])

    def in_axes_str(ms):
        return ms.vmap(_plus1, in_axes="a")(_ns(ms)["x_f32"])

    def in_axes_float(ms):
        return ms.vmap(_plus1, in_axes=0.5)(_ns(ms)["x_f32"])

    def out_axis_out_of_range(ms):
        return ms.vmap(_plus1, out_axes=3)(_ns(ms)["x_f32"])

    def out_axes_too_long(ms):
        return ms.vmap(_plus1, out_axes=(0, 0))(_ns(ms)["x_f32"])

    def all_none(ms):
        return ms.vmap(_plus1, in_axes=None)(_ns(ms)["x_f32"])

    def scalar_output(ms):
        return ms.vmap(_five)(_ns(ms)["x_f32"])

    def scalar_input(ms):
        return ms.vmap(_plus1)(3.0)

    def zero_d_input(ms):
        return ms.vmap(_plus1)(_ns(ms)["s_f32"])

    def no_args(ms):
        return ms.vmap(_plus1)()

    def out_none_batched(ms):
        n = _ns(ms)
        return ms.vmap(_mul, in_axes=(0, 0), out_axes=None)(n["x_f32"], n["y_f32"])

    def not_callable(ms):
        return ms.vmap(5)(_ns(ms)["x_f32"])

    return {name: f for name, f in locals().items() if callable(f)}


VMAP = _vmap_cases()

_P = "p = Parameter(x_f32, name='p'); "
ASSIGN = [
    _P + "r = ops.assign(p, y_f32); (r, p)", _P + "r = ops.Assign()(p, y_f32); (r, p)",
    _P + "r = ops.assign_add(p, y_f32); (r, p)", _P + "r = ops.AssignAdd()(p, y_f32); (r, p)",
    _P + "r = ops.assign_sub(p, y_f32); (r, p)", _P + "r = ops.AssignSub()(p, y_f32); (r, p)",
    _P + "r = ops.assign(p, y_i32); (r, p)", "t = Tensor(x_f32); r = ops.assign(t, y_f32); (r, t)",
    "t = Tensor(x_f32); r = ops.assign_add(t, y_f32); (r, t)", "ops.assign(x_f32, y_f32)",
    "p = Parameter(x_i32, name='p'); r = ops.assign(p, y_f32); (r, p)",
    "p = Parameter(x_i32, name='p'); r = ops.assign_add(p, Tensor(1, ms.int32)); (r, p)",
    _P + "ops.assign(p, Tensor([1., 2.]))", _P + "ops.assign_add(p, Tensor([1., 2.]))",
    _P + "ops.assign(p, 1.0)", _P + "r = ops.assign_add(p, Tensor(1.)); (r, p)",
]
SCATTER_ND = [
    _P + "r = ops.scatter_nd_add(p, Tensor([[0, 1], [1, 2]]), Tensor([10., 20.])); (r, p)",
    _P + "r = ops.scatter_nd_add(p, Tensor([[0, 1], [0, 1]]), Tensor([10., 20.])); (r, p)",
    _P + "r = ops.scatter_nd_sub(p, Tensor([[1]]), Tensor([[1., 2., 3.]])); (r, p)",
    _P + "r = ops.scatter_nd_mul(p, Tensor([[0], [0]]), Tensor([[2., 2., 2.], [3., 3., 3.]])); (r, p)",
    _P + "r = ops.scatter_nd_div(p, Tensor([[0, 0]]), Tensor([4.])); (r, p)",
    _P + "r = ops.scatter_nd_max(p, Tensor([[0, 0], [1, 1]]), Tensor([9., -9.])); (r, p)",
    _P + "r = ops.scatter_nd_min(p, Tensor([[0, 0], [1, 1]]), Tensor([9., -9.])); (r, p)",
    "p = Parameter(x_i32, name='p'); r = ops.scatter_nd_div(p, Tensor([[0, 0], [1, 2]]), Tensor([2, 4], ms.int32)); (r, p)",
    "p = Parameter(x_i32, name='p'); r = ops.scatter_nd_add(p, Tensor([[0, 0]], ms.int64), Tensor([5], ms.int32)); (r, p)",
    *[_P + f"r = ops.{name}()(p, Tensor([[0, 1]]), Tensor([10.])); (r, p)"
      for name in ("ScatterNdAdd", "ScatterNdSub", "ScatterNdMul", "ScatterNdDiv", "ScatterNdMax", "ScatterNdUpdate")],
    _P + "r = ops.ScatterNdMin(True)(p, Tensor([[0, 1]]), Tensor([10.])); (r, p)",
    _P + "ops.scatter_nd_add(p, Tensor([[0, 1]]), Tensor([10.]), True)",
    _P + "ops.scatter_nd_add(p, Tensor([[0, 1]]), Tensor([10], ms.int32))",
    "ops.scatter_nd_add(x_f32, Tensor([[0, 1]]), Tensor([10.]))",
    "p = Parameter(g, name='p'); r = ops.scatter_nd_add(p, Tensor([[[0, 1], [1, 2]]]), "
    "Tensor(np.ones((1, 2, 4), np.float32))); p",
    _P + "ops.scatter_nd_add(p, Tensor([[0, 1]]), Tensor([10., 2.]))",
    _P + "ops.scatter_nd_add(p, Tensor([[0.5, 1]]), Tensor([10.]))",
]
MEMBERS = [
    "Tensor([[1+2j, 3-1j]]).H", "x_f32.H", "g.H", "Tensor(1.).H",
    "x_f32.allclose(y_f32)", "x_f32.allclose(x_f32 + 1e-6)", "x_f32.allclose(x_f32 + 1e-3, rtol=1e-2)",
    "x_f32.allclose(x_f32 + 1e-3, 1e-2, 0.)", "Tensor([float('nan')]).allclose(Tensor([float('nan')]))",
    "Tensor([float('nan')]).allclose(Tensor([float('nan')]), equal_nan=True)", "x_i32.allclose(x_i32)",
    "x_f32.allclose(x_i32)",
    "x_f32.argmax_with_value()", "x_f32.argmax_with_value(1)", "x_f32.argmax_with_value(1, True)",
    "x_f32.argmin_with_value(axis=1, keep_dims=True)", "x_i32.argmin_with_value()", "s_f32.argmax_with_value()",
    "x_f32.argmax_with_value(2)",
    "ops.Median()(x_f32)", "ops.Median(axis=1)(x_f32)", "ops.Median(axis=1, keep_dims=True)(x_f32)",
    "ops.Median(True)(x_f32)", "ops.Median()(x_i32)", "ops.Median(axis=2)(x_f32)",
    "ops.Median(ignore_nan=True)(x_f32)", "ops.Median()(Tensor([[1., float('nan')], [2., 3.]]))", "ops.Median()(g)",
    "ops.Median()(x_bool)",
]
_ONES = "Tensor(np.ones(({}), np.float32))"
SIGNATURES = [
    "ops.matmul(input=x_f32, other=y_f32.T)", "ops.matmul(x_f32, other=y_f32.T)",
    "ops.bmm(input_x=g, mat2=g.transpose(0, 2, 1))", "ops.transpose(input=x_f32, input_perm=(1, 0))",
    "ops.transpose(input=x_f32, dims=(1, 0))",
    "x_f32.median(dim=1)", "x_f32.median(axis=1)", "x_f32.median(dim=1, keepdim=True)",
    "x_f32.median(axis=0, keepdims=True)", "x_f32.median()",
    "x_f32.scatter(dim=1, index=Tensor([[0], [2]]), src=Tensor([[1.], [2.]]))",
    "x_f32.scatter(axis=1, index=Tensor([[0], [2]]), src=Tensor([[1.], [2.]]))",
    "x_f32.scatter(1, Tensor([[0], [2]]), 5.)",
    "ops.bmm(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 1, 4)), "
    "Tensor(np.arange(120, dtype=np.float32).reshape(2, 3, 4, 5)))",
    f"ops.bmm({_ONES.format('3, 1, 4')}, {_ONES.format('2, 3, 4, 5')})",
    f"ops.bmm({_ONES.format('3, 4')}, {_ONES.format('4, 5')})",
    f"ops.baddbmm({_ONES.format('1, 3, 3')}, {_ONES.format('1, 3, 4')}, {_ONES.format('1, 4, 3')})",
    f"ops.baddbmm({_ONES.format('3, 3')}, {_ONES.format('2, 3, 4')}, {_ONES.format('2, 4, 3')}, 2, 0.5)",
    f"ops.baddbmm({_ONES.format('2, 2, 3, 3')}, {_ONES.format('2, 2, 3, 4')}, {_ONES.format('2, 2, 4, 3')})",
    f"ops.addbmm({_ONES.format('3, 3')}, {_ONES.format('2, 3, 4')}, {_ONES.format('2, 4, 3')})",
    f"ops.addbmm({_ONES.format('1, 3')}, Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)), "
    f"{_ONES.format('2, 4, 3')}, beta=0.5, alpha=2)",
    "ops.one_hot(Tensor(np.array([0, 1, 2]), ms.int32), 3, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))",
    "ops.one_hot(Tensor(np.array([0, 1, 2]), ms.int32), 3, 1.0, 0.0)", "ops.one_hot(Tensor([0, 1, 2]), 3)",
    "ops.one_hot(Tensor([[0, 5], [-1, 2]]), 3, axis=0)",
    "ops.TensorScatterElements()(x_f32, Tensor([[-1, 0, -2]]), Tensor([[9., 8., 7.]]))",
    "ops.TensorScatterElements(1, 'add')(x_f32, Tensor([[-1], [-3]]), Tensor([[1.], [2.]]))",
    "ops.tensor_scatter_elements(x_f32, Tensor([[-1, 0, -2]]), Tensor([[9., 8., 7.]]))",
    "x_f32.scatter(1, Tensor([[-1], [0]]), Tensor([[1.], [2.]]))",
]
_COO = "ms.COOTensor(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([-1.5, 2.], ms.float32), (3, 4))"
_CSR = "ms.CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([3, 0], ms.int32), Tensor([-1., 4.], ms.float32), (3, 4))"
SPARSE = [
    *[f"{make}.{member}" for make in (_COO, _CSR) for member in ("shape", "dtype", "size", "ndim", "itemsize",
                                                                 "to_dense()", "values", "indices")],
    f"repr({_COO})", f"str({_CSR})", f"{_CSR}.indptr", f"ops.csr_to_dense({_CSR})", f"ops.csr_to_coo({_CSR}).indices",
    f"ops.csr_to_coo({_CSR}).values", f"ops.csr_exp({_CSR}).values", f"ops.csr_inv({_CSR}).values",
    f"ops.csr_relu({_CSR}).values", f"ops.coo_sqrt({_COO}).values", f"ops.coo_isnan({_COO}).values",
    f"ops.coo_neg({_COO}).to_dense()", f"ops.coo_softsign({_COO}).values", f"ms.COOTensor(coo_tensor={_COO}).values",
    "ms.COOTensor([[0, 1]], Tensor([1.]), (2, 2))", "ms.COOTensor(Tensor([[0, 1]]), Tensor([1.]), (2, 2, 2))",
    "ms.COOTensor(Tensor([[0, 1]]), Tensor([1., 2.]), (2, 2))",
    "ms.CSRTensor(Tensor([0, 1]), Tensor([0]), Tensor([1.]), (3, 2))", "ops.coo_abs(Tensor([1.]))",
    "ops.csr_abs(Tensor([1.]))", "ops.csr_to_dense(Tensor([1.]))", "ops.csr_to_coo(Tensor([1.]))",
]
_BESSEL_X = "Tensor(np.array([-0.5, 0., 0.5, 1.5, -3., 20., np.nan, np.inf], np.float32))"
BESSEL = [
    *[f"ops.bessel_{n}({_BESSEL_X})" for n in ("i0", "i0e", "i1", "i1e", "j0", "j1", "k0", "k0e", "k1", "k1e", "y0",
                                                "y1")],
    *[f"ops.Bessel{n}()({_BESSEL_X}.astype(ms.float{bits}))" for n in ("I0", "I1e", "J1", "K0e", "Y1")
      for bits in (16, 64)],
    "ops.bessel_j0(Tensor([1, 2]))", "ops.BesselK1()(Tensor([1, 2], ms.int32))", "ops.bessel_y0(Tensor([True]))",
]
_SIGNAL = "Tensor(np.array([[1.5, -0.5, 2., 0.25], [0., 1., -1., 3.]], np.float32))"
FFT = [
    *[f"ops.{f}({_SIGNAL})" for f in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2",
                                        "irfft2", "hfft2", "ihfft2", "fftn", "ifftn", "rfftn", "irfftn", "hfftn",
                                        "ihfftn", "fftshift", "ifftshift")],
    f"ops.fft({_SIGNAL}, n=6, dim=0, norm='ortho')", f"ops.rfft({_SIGNAL}, 3, norm='forward')",
    f"ops.irfft({_SIGNAL}, n=5)", f"ops.hfft({_SIGNAL}, dim=0)", f"ops.fft2({_SIGNAL}, s=(3, 3))",
    f"ops.rfftn({_SIGNAL}, dim=(1,))", f"ops.ifftn({_SIGNAL}, s=(2, 2), dim=(0, 1), norm='ortho')",
    f"ops.fftshift({_SIGNAL}, dim=1)", f"ops.ifftshift({_SIGNAL}, dim=(0, 1))",
    *[f"ops.{f}({_SIGNAL}.astype(ms.{d}))" for f in ("fft", "rfft", "irfft") for d in ("int32", "float16", "float64",
                                                                                       "complex64")
      if (f, d) != ("rfft", "complex64")],
    # a complex input of more than one row: MindSpore 2.10 returns the start of the flattened full transform
    # (docs/compat.md), so one row here
    f"ops.rfft({_SIGNAL}[0].astype(ms.complex64))", f"ops.rfft2({_SIGNAL}[:1].astype(ms.complex64))",
    f"ops.ihfft({_SIGNAL}[1].astype(ms.complex64))", "ops.fftshift(Tensor([0, 1, 2, -2, -1], ms.int32))",
    "ops.fftfreq(5)", "ops.fftfreq(4, 0.5, ms.float64)", "ops.rfftfreq(6)", "ops.rfftfreq(7, 2.0, ms.float16)",
    "ops.fft(Tensor([True, False]))", "ops.fft([1., 2.])", "ops.fft(Tensor([1., 2.]), dim=3)",
    "ops.fft(Tensor([1., 2.]), norm='bad')", "ops.fft2(Tensor([[1., 2.]]), dim=(0, 2))",
]
COMPLEX_PRINT = [
    "ops.Complex()(Tensor([1., 2.]), Tensor([3., -4.]))", "ops.Complex()(Tensor([1.], ms.float64), Tensor([2.], "
    "ms.float64))", "ops.Complex()(Tensor([1.]), Tensor([2.], ms.float64))", "ops.Complex()(Tensor([1]), Tensor([2]))",
    "import io, contextlib; buf = io.StringIO(); ctx = contextlib.redirect_stdout(buf); ctx.__enter__(); "
    "r = ops.Print()('x:', Tensor(np.array([[1, 2]], np.int32)), 3, 2.5, True, ms.float32, [1, 2], None); "
    "s = ops.print_('y', Tensor(1.5), Tensor([0.5, 2.])); ctx.__exit__(None, None, None); (buf.getvalue(), r, s)",
]
REDUCE_OP = ["ops.ReduceOp.SUM", "ops.ReduceOp.MAX", "ops.ReduceOp.MIN", "ops.ReduceOp.PROD", "ops.ReduceOp.AVG",
             "sorted(n for n in dir(ops.ReduceOp) if not n.startswith('_'))"]
_HOLDER = "Tensor(shape=[None, 3], dtype=ms.float32)"
PLACEHOLDER = [
    f"repr({_HOLDER})", f"{_HOLDER}.shape", f"{_HOLDER}.dtype", f"{_HOLDER}.ndim", f"{_HOLDER}.size",
    f"isinstance({_HOLDER}, Tensor)", "repr(Tensor(shape=(-1, 2), dtype=ms.int32))", f"str({_HOLDER})",
    f"{_HOLDER}.asnumpy()", "Tensor(shape=[None, 3])", "Tensor(shape=[None, 3], dtype=ms.float32, "
    "init=ms.common.initializer.One())",
    f"n = ms.nn.Dense(3, 2); before = n.get_inputs(); t = {_HOLDER}; n.set_inputs(t); "
    "(before, len(n.get_inputs()), n.get_inputs()[0] is t, n(Tensor(np.ones((2, 3), np.float32))).shape, "
    "n(Tensor(np.ones((5, 3), np.float32))).shape)",
]
CASES = {"vmap": VMAP, "assign": ASSIGN, "scatter_nd": SCATTER_ND, "members": MEMBERS, "signatures": SIGNATURES,
         "sparse": SPARSE, "bessel": BESSEL,
         "fft": FFT, "complex_print": COMPLEX_PRINT, "reduce_op": REDUCE_OP,
         "placeholder": PLACEHOLDER}

# gradients of the differentiable new doors (MindSpore's grad also compiles from source: module functions)
def _median_prim(a):
    return _MS[0].ops.Median(axis=1)(a)[0].sum()


def _median_dim(a):
    return a.median(dim=0)[0].sum()


def _max_with_value(a):
    return a.argmax_with_value(1)[0].sum()


def _min_with_value(a):
    return a.argmin_with_value()[0].sum()


def _hermitian(a):
    return (a.H * a.H).sum()


def _bmm4(a, b):
    return _MS[0].ops.bmm(a, b).sum()


def _baddbmm(i, a, b):
    return _MS[0].ops.baddbmm(i, a, b, 0.5, 2.).sum()


def _matmul_kw(a, b):
    return (_MS[0].ops.matmul(input=a, other=b) ** 2).sum()


def _scatter_neg(a, s):
    return _MS[0].ops.tensor_scatter_elements(a, _MS[0].Tensor([[-1, 0, -2]]), s).sum()


def _mnp_stats(a):
    mnp = _MS[0].numpy
    return mnp.std(a, 1).sum() + mnp.mean(a) + mnp.var(a, 0).sum()


def _mnp_dot(a, b):
    mnp = _MS[0].numpy
    return (mnp.dot(a, b.T) * mnp.tensordot(a, b, 2)).sum()


_MS = []

# Apply* optimizer primitives: (primitive call, [state Parameters], [other inputs]) on fixed values; a case returns
# the primitive's outputs and every state Parameter after the update
_VAR = [[0.6, 0.4], [0.1, 0.5]]
_GRAD = [[0.3, -0.7], [0.1, 0.8]]
_STATE = [[0.2, 0.5], [0.9, 0.3]]
_APPLY = {
    "gradient_descent": ("ApplyGradientDescent()", [_VAR], [0.1, _GRAD]),
    "proximal_gradient_descent": ("ApplyProximalGradientDescent()", [_VAR], [0.1, 0.05, 0.2, _GRAD]),
    "proximal_gradient_descent_l1_0": ("ApplyProximalGradientDescent()", [_VAR], [0.1, 0., 0.2, _GRAD]),
    "momentum": ("ApplyMomentum()", [_VAR, _STATE], [0.1, _GRAD, 0.9]),
    "adagrad": ("ApplyAdagrad()", [_VAR, _STATE], [0.1, _GRAD]),
    "adagrad_v2": ("ApplyAdagradV2(epsilon=1e-6)", [_VAR, _STATE], [0.1, _GRAD]),
    "ada_max": ("ApplyAdaMax()", [_VAR, _STATE, _STATE], [0.9, 0.001, 0.9, 0.99, 1e-10, _GRAD]),
    "add_sign": ("ApplyAddSign()", [_VAR, _GRAD], [0.001, 1.0, 0.99, 0.9, _STATE]),
    "power_sign": ("ApplyPowerSign()", [_VAR, _GRAD], [0.001, 2.718, 0.99, 0.9, _STATE]),
    "adadelta": ("ApplyAdadelta()", [_VAR, _STATE, _STATE], [0.001, 1.0, 1e-6, _GRAD]),
    "proximal_adagrad": ("ApplyProximalAdagrad()", [_VAR, _STATE], [0.01, 0.0, 0.0, _GRAD]),
    "proximal_adagrad_l1": ("ApplyProximalAdagrad()", [_VAR, _STATE], [0.01, 0.05, 0.2, _GRAD]),
}


def _int_list(values):
    return all(isinstance(v, int) for v in values)


def apply_case(call, state, inputs):
    """A case running ``ms.ops.<call>`` on fresh state Parameters and ``inputs`` (float lists and scalars as Float32
    Tensors, int lists as Int32 indices): the primitive's outputs and every state Parameter after the update."""
    def case(ms):
        params = [ms.Parameter(ms.Tensor(np.array(v, np.float32)), name=f"{call[:-2]}_{i}") for i, v in enumerate(state)]
        args = [ms.Tensor(np.array(v, np.int32 if _int_list(v) else np.float32)) if isinstance(v, list)
                else ms.Tensor(v, ms.float32) for v in inputs]
        out = eval(f"ms.ops.{call}")(*params, *args)  # noqa: S307 - the recorded call
        return out, [p.value() for p in params]
    return case


def _bessel_sum(name):
    def fn(a):
        return getattr(_MS[0].ops, "bessel_" + name)(a).sum()
    return fn


def _grad_cases():
    def run(fn, positions, *make):
        def case(ms):
            _MS[:] = [ms]
            n = _ns(ms)
            return ms.grad(fn, positions)(*[m(ms, n) for m in make])
        return case

    x = lambda ms, n: n["x_f32"]  # noqa: E731
    y = lambda ms, n: n["y_f32"]  # noqa: E731
    return {
        "median_prim": run(_median_prim, 0, x), "median_dim": run(_median_dim, 0, x),
        "argmax_with_value": run(_max_with_value, 0, x), "argmin_with_value": run(_min_with_value, 0, x),
        "H": run(_hermitian, 0, x),
        "bmm_4d": run(_bmm4, (0, 1), lambda ms, n: ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 1, 4)),
                      lambda ms, n: ms.Tensor(np.arange(120, dtype=np.float32).reshape(2, 3, 4, 5) / 10)),
        "baddbmm_broadcast": run(_baddbmm, (0, 1, 2), lambda ms, n: ms.Tensor(np.ones((3, 3), np.float32)),
                                 lambda ms, n: ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4)),
                                 lambda ms, n: ms.Tensor(np.ones((2, 4, 3), np.float32))),
        "matmul_keywords": run(_matmul_kw, (0, 1), x, lambda ms, n: n["y_f32"].T),
        "scatter_negative": run(_scatter_neg, (0, 1), x, lambda ms, n: ms.Tensor([[9., 8., 7.]])),
        "numpy_stats": run(_mnp_stats, 0, x), "numpy_dot": run(_mnp_dot, (0, 1), x, y),
        **{f"bessel_{n}": run(_bessel_sum(n), 0, lambda ms, n: ms.Tensor(np.array([0.5, 1.5, 3.], np.float32)))
           for n in ("i0", "i0e", "i1", "j0", "j1", "k0", "k0e", "k1", "k1e", "y0", "y1")},  # i1e: torch's own
        # gradient is 1.3e-5 (relative) from MindSpore's, beyond the golden tolerance; not recorded
    }


CASES["grads"] = _grad_cases()
CASES["apply"] = {name: apply_case(*spec) for name, spec in _APPLY.items()}
