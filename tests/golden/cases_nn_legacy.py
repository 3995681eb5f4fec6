"""Legacy ``mindspore.nn`` cells (math, image, combined, embedding lookup, sparse, gradient wrappers), recorded from
MindSpore 2.10 on CPU by record_nn_legacy.py and replayed on msbridge by tests/test_nn_legacy.py.

The case code sees the names of :func:`cases_layers.namespace` (``nn``, ``ms``, ``np``, ``X``, ``T``, ``filled``,
``grads``, ``describe``, ``attrs``...) plus:

- ``G(fn, *xs)``: ``fn(*xs)`` and the gradients of sum(w * fn(*xs)) w.r.t. every input (``mindspore.grad`` on both
  sides, fixed weights w);
- ``graph(fn)``: ``fn()`` in GRAPH_MODE. MindSpore 2.10 runs nn.PSNR only there on CPU: in PyNative mode its
  ``ScalarCast`` of the float ``max_val`` is rejected ("the supported type is in the list: [int64, float64, bool],
  but got Float32"), a MindSpore defect msbridge does not reproduce;
- ``P``: positive inputs (2, 3) in [0.5, 3.5) for the gamma-family cells.
"""
import numpy as np

import cases_layers
import goldens

as_arrays = cases_layers.as_arrays  # (the recorder's reader of ARRAYS results)


def namespace(ms):
    names = cases_layers.namespace(ms)

    def G(fn, *xs):
        out = fn(*xs)
        w = ms.Tensor(np.random.RandomState(7).uniform(-1, 1, out.shape).astype(out.asnumpy().dtype))
        found = ms.grad(lambda *args: (fn(*args) * w).sum(), tuple(range(len(xs))))(*xs)
        return [out, *(found if isinstance(found, tuple) else (found,))]

    def graph(fn):
        ms.set_context(mode=ms.GRAPH_MODE)
        try:
            return fn()
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)

    def coo(shape=(3, 4), dtype="float32"):
        return ms.COOTensor(ms.Tensor(np.array([[0, 1], [1, 2], [2, 0]], np.int32)),
                            ms.Tensor(np.array([1.5, -2, 3], dtype)), shape)

    def no_init():
        """``Parameter.init_param`` inside and after ``nn.no_init_parameters()``, and a weight made inside."""
        with ms.nn.no_init_parameters():
            inside = ms.Parameter.init_param
            dense = ms.nn.Dense(2, 3, weight_init="ones")
        return [inside, ms.Parameter.init_param, dense.weight.asnumpy().tolist()]

    class MulAdd(ms.nn.Cell):
        def construct(self, x, y):
            return x * y + x

    rng = np.random.RandomState(3)
    names.update({"G": G, "graph": graph, "coo": coo, "MulAdd": MulAdd, "no_init": no_init,
                  "P": ms.Tensor(rng.uniform(0.5, 3.5, (2, 3)).astype(np.float32)),
                  "Q": ms.Tensor(rng.uniform(0.5, 3.5, (2, 3)).astype(np.float32)),
                  "IMG": ms.Tensor(rng.uniform(0, 1, (2, 3, 6, 7)).astype(np.float32)),
                  "IMG2": ms.Tensor(rng.uniform(0, 1, (2, 3, 6, 7)).astype(np.float32)),
                  "MF": (ms.Tensor(np.array([[1, 2, 3, 0], [4, 9, 4, 7]], np.int32)),
                         ms.Tensor(np.array([[1., 0.5, -2., 0.], [1., 1., 0.25, 0.]], np.float32)),
                         ms.Tensor(np.array([[0, 0, 2, 2], [1, 1, 1, 0]], np.int32))),
                  "BIG": ms.Tensor(rng.uniform(0, 1, (2, 2, 40, 36)).astype(np.float32)),
                  "BIG2": ms.Tensor(rng.uniform(0, 1, (2, 2, 40, 36)).astype(np.float32)),
                  "U8": ms.Tensor(rng.randint(0, 256, (1, 2, 5, 5)).astype(np.uint8)),
                  "U8b": ms.Tensor(rng.randint(0, 256, (1, 2, 5, 5)).astype(np.uint8))})
    return names


def run(ms, code):
    return goldens.evaluate(code, namespace(ms), quiet=True)


VALUES = {
    # math
    "math.range.dtypes": "[str(nn.Range(1, 8, 2)().dtype), str(nn.Range(1.0, 8, 2)().dtype), "
                         "str(nn.Range(5)().dtype), str(nn.Range(0, 1, 0.25)().dtype)]",
    "math.moments.dtypes": "[str(t.dtype) for t in nn.Moments(1)(X((2, 3), 'float16'))]",
    "math.lgamma.dtype": "[str(nn.LGamma()(X((2,), 'float16')).dtype), str(nn.DiGamma()(X((2,), 'float16')).dtype)]",
    # image
    "img.centralcrop.shapes": "[list(nn.CentralCrop(f)(X((2, 3, 7, 9))).shape) for f in (0.1, 0.3, 0.5, 0.77, 1.0)] "
                              "+ [list(nn.CentralCrop(0.5)(X((3, 8, 5))).shape)]",
    "img.centralcrop.identity": "(lambda x: nn.CentralCrop(1.0)(x) is x)(X((3, 4, 4)))",
    "img.ssim.params": "[describe(nn.SSIM(filter_size=3)), nn.SSIM(filter_size=3, filter_sigma=0.8).conv.weight"
                       ".asnumpy().round(6).tolist()]",
    "img.msssim.params": "describe(nn.MSSSIM(power_factors=(0.5, 0.5), filter_size=3))",
    # combined
    "comb.conv2dbnact.params": "describe(nn.Conv2dBnAct(3, 4, 3, has_bn=True, activation='relu'))",
    "comb.conv2dbnact.params_bias": "describe(nn.Conv2dBnAct(3, 4, 3, has_bias=True))",
    "comb.densebnact.params": "describe(nn.DenseBnAct(3, 4, has_bn=True, activation='leakyrelu'))",
    "comb.densebnact.attrs": "[attrs(nn.DenseBnAct(3, 4, has_bn=True, activation='leakyrelu', alpha=0.3), "
                             "'has_bn', 'has_act', 'after_fake'), repr(nn.DenseBnAct(3, 4, activation='leakyrelu', "
                             "alpha=0.3).activation), attrs(nn.Conv2dBnAct(3, 4, 3), 'has_bn', 'has_act'), "
                             "attrs(nn.DenseBnAct(3, 4, has_bn=True, momentum=0.8, eps=1e-3).batchnorm, "
                             "'momentum', 'eps')]",
    # embedding
    "emb.lookup.params": "describe(nn.EmbeddingLookup(10, 3))",
    "emb.lookup.attrs": "[attrs(nn.EmbeddingLookup(10, 3), 'vocab_size', 'embedding_size', 'target', 'sparse'), "
                        "str(nn.EmbeddingLookup(10, 3, dtype=ms.float16).embedding_table.dtype)]",
    # gradient wrappers
    "utils.no_init_parameters": "[no_init(), nn.no_init_parameters is ms.nn.utils.no_init_parameters]",
    "wrap.parameterupdate.params": "[p.name for p in nn.ParameterUpdate(ms.Parameter(T([1., 2.]), name='w'))"
                                   ".get_parameters()]",
}

ARRAYS = {
    # math: the gamma family over positive inputs (MindSpore's own Lanczos/series code against torch's)
    "math.digamma": "G(nn.DiGamma(), P)",
    "math.digamma.negative": "nn.DiGamma()(T([-0.5, -1.5, -2.7, 0.25, 10.0]))",
    "math.lgamma": "G(nn.LGamma(), P)",
    "math.lgamma.negative": "nn.LGamma()(T([-0.5, -1.5, -2.7, 0.25, 10.0, 30.0]))",
    "math.lgamma.f16": "nn.LGamma()(T([0.5, 1.5, 2.5, 4.0], 'float16'))",
    "math.igamma": "G(nn.IGamma(), P, Q)[:2]",
    "math.igamma.broadcast": "nn.IGamma()(T([0.5, 1.0, 2.0, 4.0]), T([[0.3], [1.5], [5.0]]))",
    "math.lbeta": "G(nn.LBeta(), P, Q)",
    "math.lbeta.broadcast": "nn.LBeta()(T([0.5, 1.0, 2.0, 4.0]), T([[0.3], [1.5], [5.0]]))",
    "math.moments": "nn.Moments(axis=1, keep_dims=True)(X((2, 5)))",
    "math.moments.all": "nn.Moments()(X((2, 3, 4)))",
    "math.moments.tuple": "nn.Moments(axis=(0, 2))(X((2, 3, 4)))",
    "math.moments.f16": "nn.Moments(axis=0)(X((4, 3), 'float16'))",
    "math.moments.grad": "G(lambda x: nn.Moments(axis=1)(x)[1], X((2, 5)))",
    "math.range": "[nn.Range(1, 8, 2)(), nn.Range(1.0, 8, 2)(), nn.Range(5)(), nn.Range(3, -2, -1.5)()]",
    "math.reducelogsumexp": "G(nn.ReduceLogSumExp(1, keep_dims=True), X((2, 3)))",
    "math.reducelogsumexp.tuple": "nn.ReduceLogSumExp((0, 2))(X((2, 3, 4)))",
    "math.reducelogsumexp.list": "nn.ReduceLogSumExp([1])(X((2, 3, 4)))",
    "math.reducelogsumexp.spread": "nn.ReduceLogSumExp(0)(T([[30., 1.], [31., -20.]]))",
    # image
    "img.centralcrop.4d": "nn.CentralCrop(0.5)(X((2, 3, 7, 9)))",
    "img.centralcrop.3d": "nn.CentralCrop(0.3)(X((2, 10, 10)))",
    "img.centralcrop.grad": "G(nn.CentralCrop(0.6), X((1, 2, 5, 5)))",
    "img.imagegradients": "G(lambda x: nn.ImageGradients()(x)[0] + 2 * nn.ImageGradients()(x)[1], IMG)",
    "img.imagegradients.pair": "nn.ImageGradients()(T(np.arange(16).reshape(1, 1, 4, 4)))",
    "img.imagegradients.single_row": "nn.ImageGradients()(X((1, 2, 1, 3)))",
    "img.imagegradients.int": "nn.ImageGradients()(T(np.arange(12).reshape(1, 1, 3, 4), 'int32'))",
    "img.psnr": "graph(lambda: nn.PSNR()(IMG, IMG2))",
    "img.psnr.max_val": "graph(lambda: nn.PSNR(2)(IMG, IMG2))",
    "img.psnr.uint8": "graph(lambda: nn.PSNR(255)(U8, U8b))",
    "img.ssim": "graph(lambda: nn.SSIM(filter_size=3)(IMG, IMG2))",
    "img.ssim.defaults": "graph(lambda: nn.SSIM()(BIG, BIG2))",
    "img.ssim.f16": "graph(lambda: nn.SSIM(max_val=2, filter_size=5, filter_sigma=1.0, k1=0.02, k2=0.05)("
                    "ms.Tensor(IMG.asnumpy().astype(np.float16)), ms.Tensor(IMG2.asnumpy().astype(np.float16))))",
    "img.msssim": "graph(lambda: nn.MSSSIM(filter_size=2)(BIG, BIG2))",
    "img.msssim.levels": "graph(lambda: nn.MSSSIM(power_factors=(0.5, 0.5), filter_size=5, filter_sigma=1.0)(BIG, "
                         "BIG2))",
    "img.msssim.uint8": "graph(lambda: nn.MSSSIM(255, power_factors=[0.3, 0.7], filter_size=2)(U8, U8b))",
    # combined
    "comb.conv2dbnact": "filled(nn.Conv2dBnAct(3, 4, 3, has_bn=True, activation='relu'))(X((2, 3, 5, 5)))",
    "comb.conv2dbnact.train": "train(filled(nn.Conv2dBnAct(3, 4, 3, stride=2, pad_mode='pad', padding=1, "
                              "has_bias=True, has_bn=True, momentum=0.9, activation='leakyrelu', alpha=0.1)))"
                              "(X((2, 3, 5, 5)))",
    "comb.conv2dbnact.plain": "filled(nn.Conv2dBnAct(2, 3, 2, pad_mode='valid'))(X((1, 2, 4, 4)))",
    "comb.conv2dbnact.grad": "grads(filled(nn.Conv2dBnAct(2, 3, 3, has_bn=True, activation='tanh')), "
                             "X((2, 2, 4, 4)))",
    "comb.densebnact": "filled(nn.DenseBnAct(3, 4, has_bn=True, activation='relu'))(X((5, 3)))",
    "comb.densebnact.train": "steps(filled(nn.DenseBnAct(3, 4, has_bn=True, activation=nn.Sigmoid())), X((5, 3)), 2)",
    "comb.densebnact.primitive": "filled(nn.DenseBnAct(3, 2, has_bias=False, activation=ms.ops.ReLU()))(X((4, 3)))",
    "comb.densebnact.grad": "grads(filled(nn.DenseBnAct(3, 4, has_bn=True, activation='leakyrelu')), X((5, 3)))",
    # embedding
    "emb.lookup": "filled(nn.EmbeddingLookup(10, 3))(T([[1, 2], [3, 9]], 'int32'))",
    "emb.lookup.device": "filled(nn.EmbeddingLookup(10, 3, target='DEVICE', sparse=False))(T([4, 0, 4], 'int32'))",
    "emb.lookup.grad": "grads(filled(nn.EmbeddingLookup(6, 2, target='DEVICE', sparse=False)), "
                       "T([[1, 2], [1, 5]], 'int32'), wrt_input=False)",
    "emb.lookup.init": "nn.EmbeddingLookup(4, 2, param_init='ones')(T([0, 3], 'int64'))",
    "emb.multifield.sum": "filled(nn.MultiFieldEmbeddingLookup(10, 3, 3))(*MF)",
    "emb.multifield.mean": "filled(nn.MultiFieldEmbeddingLookup(10, 3, 3, operator='MEAN'))(*MF)",
    "emb.multifield.max": "filled(nn.MultiFieldEmbeddingLookup(10, 3, 3, operator='MAX'))(*MF)",
    "emb.multifield.device": "filled(nn.MultiFieldEmbeddingLookup(10, 2, 2, target='DEVICE', sparse=False, "
                             "operator='MEAN'))(T([[1, 9], [0, 0]], 'int64'), T([[1., 1.], [0., 0.]]), "
                             "T([[0, 1], [1, 1]], 'int32'))",
    "emb.multifield.grad": "(lambda cell: G(lambda v: cell(MF[0], v, MF[2]), MF[1]))("
                           "filled(nn.MultiFieldEmbeddingLookup(10, 3, 3, operator='MEAN')))",
    "emb.lookup.out_of_range": "filled(nn.EmbeddingLookup(4, 2))(T([[5, -1], [3, 0]], 'int32'))",
    # sparse
    "sparse.todense": "nn.SparseToDense()(coo())",
    "sparse.todense.int": "nn.SparseToDense()(coo((4, 3), 'int32'))",
    "sparse.matmul": "nn.SparseTensorDenseMatmul()(coo().indices, coo().values, (3, 4), X((4, 2)))",
    "sparse.matmul.adjoint": "[nn.SparseTensorDenseMatmul(adjoint_st=True)(coo().indices, coo().values, (3, 4), "
                             "X((3, 2))), nn.SparseTensorDenseMatmul(adjoint_dt=True)(coo().indices, coo().values, "
                             "(3, 4), X((2, 4))), nn.SparseTensorDenseMatmul(True, True)(coo().indices, "
                             "coo().values, (3, 4), X((2, 3)))]",
    # gradient wrappers
    "wrap.jvp": "nn.Jvp(nn.Tanh())(X((2, 3)), X((2, 3), seed=1))",
    "wrap.jvp.two": "nn.Jvp(MulAdd())(X((2, 3)), X((2, 3), seed=1), (X((2, 3), seed=2), X((2, 3), seed=3)))",
    "wrap.vjp": "nn.Vjp(nn.Tanh())(X((2, 3)), X((2, 3), seed=1))",
    "wrap.vjp.two": "(lambda out: [out[0], *out[1]])(nn.Vjp(MulAdd())(X((2, 3)), X((2, 3), seed=1), "
                    "X((2, 3), seed=2)))",
    "wrap.parameterupdate": "(lambda p: [nn.ParameterUpdate(p)(T([5., 6.])), p])(ms.Parameter(T([1., 2.]), 'w'))",
}

ERRORS = {
    "math.digamma.int": "nn.DiGamma()(T([1, 2], 'int32'))",
    "math.lgamma.f64": "nn.LGamma()(T([1.5], 'float64'))",
    "math.igamma.f16": "nn.IGamma()(T([1.5], 'float16'), T([1.5], 'float16'))",
    "math.igamma.mixed": "nn.IGamma()(T([1.5]), T([1.5], 'float16'))",
    "math.lbeta.mixed": "nn.LBeta()(T([1.5]), T([1.5], 'float16'))",
    "math.lbeta.int": "nn.LBeta()(T([1], 'int32'), T([1], 'int32'))",
    "math.moments.axis": "nn.Moments(axis=1.0)",
    "math.moments.axis_item": "nn.Moments(axis=(0, 1.0))",
    "math.moments.keep_dims": "nn.Moments(keep_dims=1)",
    "math.moments.int": "nn.Moments()(T([1, 2], 'int32'))",
    "math.range.delta": "nn.Range(1, 5, 0)",
    "math.reducelogsumexp.axis": "nn.ReduceLogSumExp(1.0)",
    "math.reducelogsumexp.keep_dims": "nn.ReduceLogSumExp(1, keep_dims=1)",
    "img.centralcrop.int": "nn.CentralCrop(1)",
    "img.centralcrop.zero": "nn.CentralCrop(0.0)",
    "img.centralcrop.big": "nn.CentralCrop(1.5)",
    "img.centralcrop.rank": "nn.CentralCrop(0.5)(X((4, 4)))",
    "img.imagegradients.rank": "nn.ImageGradients()(X((2, 4, 4)))",
    "img.psnr.max_val_type": "nn.PSNR('1')",
    "img.ssim.filter_size": "nn.SSIM(filter_size=0)",
    "img.ssim.filter_sigma": "nn.SSIM(filter_sigma=0.0)",
    "img.ssim.k1": "nn.SSIM(k1=1)",
    "img.ssim.max_val": "nn.SSIM(max_val=-1.0)",
    "img.ssim.small": "graph(lambda: nn.SSIM()(IMG, IMG2))",
    "img.ssim.int": "graph(lambda: nn.SSIM(filter_size=3)(U8, U8b))",
    "img.ssim.rank": "graph(lambda: nn.SSIM(filter_size=3)(X((3, 6, 6)), X((3, 6, 6))))",
    "img.msssim.power_factors": "nn.MSSSIM(power_factors=0.5)",
    "img.msssim.k2": "nn.MSSSIM(k2='0.03')",
    "img.msssim.int32": "graph(lambda: nn.MSSSIM(filter_size=2)(X((1, 1, 8, 8), 'int32'), "
                        "X((1, 1, 8, 8), 'int32')))",
    "img.psnr.max_val_zero": "nn.PSNR(0)",
    "img.psnr.rank": "graph(lambda: nn.PSNR()(X((3, 4, 4)), X((3, 4, 4))))",
    "comb.conv2dbnact.has_bn": "nn.Conv2dBnAct(3, 4, 3, has_bn=1)",
    "comb.conv2dbnact.after_fake": "nn.Conv2dBnAct(3, 4, 3, after_fake=None)",
    "comb.conv2dbnact.activation": "nn.Conv2dBnAct(3, 4, 3, activation=3)",
    "comb.densebnact.activation": "nn.DenseBnAct(3, 4, activation='nope')",
    "comb.densebnact.has_bn": "nn.DenseBnAct(3, 4, has_bn='yes')",
    "emb.lookup.target": "nn.EmbeddingLookup(10, 3, target='GPU')",
    "emb.lookup.sparse_cpu": "nn.EmbeddingLookup(10, 3, sparse=False)",
    "emb.lookup.sparse_type": "nn.EmbeddingLookup(10, 3, sparse=1)",
    "emb.lookup.vocab": "nn.EmbeddingLookup(0, 3)",
    "emb.lookup.size": "nn.EmbeddingLookup(10, -3)",
    "emb.lookup.max_norm": "nn.EmbeddingLookup(10, 3, max_norm=-1.0)",
    "emb.multifield.operator": "nn.MultiFieldEmbeddingLookup(10, 3, 2, operator='MIN')",
    "emb.multifield.field_size": "nn.MultiFieldEmbeddingLookup(10, 3, 0)",
    "emb.multifield.rank": "nn.MultiFieldEmbeddingLookup(10, 3, 3)(T([1, 2], 'int32'), T([1., 1.]), "
                           "T([0, 1], 'int32'))",
    "emb.multifield.values_dtype": "nn.MultiFieldEmbeddingLookup(10, 3, 3)(MF[0], MF[2], MF[2])",
    "wrap.parameterupdate.param": "nn.ParameterUpdate(T([1.]))",
    # the GPU/Ascend-only cells check their arguments before the kernel, also on CPU
    "math.matdet.int": "nn.MatDet()(T([[1, 0], [0, 1]], 'int32'))",
    "math.matinverse.f64": "nn.MatInverse()(T([[1, 0], [0, 1]], 'float64'))",
    "math.matrixsetdiag.rank": "nn.MatrixSetDiag()(T([1., 2.]), T([1.]))",
    "math.matrixsetdiag.shape": "nn.MatrixSetDiag()(X((2, 3, 3)), X((2, 2)))",
    "math.matrixsetdiag.shape_wide": "nn.MatrixSetDiag()(X((2, 2, 3)), X((2, 3)))",
    "math.matrixsetdiag.dtype": "nn.MatrixSetDiag()(X((3, 3), 'float64'), X((3,), 'float64'))",
    "math.matrixsetdiag.mixed": "nn.MatrixSetDiag()(X((3, 3)), X((3,), 'int32'))",
    "math.matrixdiag.bool": "nn.MatrixDiag()(X((2,), 'bool'))",
    "math.matrixdiagpart.rank": "nn.MatrixDiagPart()(T([1., 2.]))",
    "img.psnr.dtype": "graph(lambda: nn.PSNR()(IMG, ms.Tensor(IMG2.asnumpy().astype(np.float16))))",
    "img.psnr.shape": "graph(lambda: nn.PSNR()(IMG, X((2, 3, 6, 6))))",
    "emb.lookup.indices_dtype": "nn.EmbeddingLookup(4, 2)(T([1., 3.]))",
    "emb.lookup.device_range": "nn.EmbeddingLookup(4, 2, target='DEVICE', sparse=False)(T([1, 4], 'int32'))",
}

# messages reproduced word for word; the others name the API where MindSpore's does not (vocab_size), msbridge's
# Tensor class (ParameterUpdate), or are MindSpore's kernel and inference texts
SAME_MESSAGE = frozenset(ERRORS) - {"emb.lookup.vocab", "wrap.parameterupdate.param", "math.matrixsetdiag.dtype",
                                    "math.matrixdiag.bool", "math.matrixsetdiag.rank", "math.matrixdiagpart.rank",
                                    "img.psnr.dtype", "img.psnr.shape", "emb.lookup.device_range"}

