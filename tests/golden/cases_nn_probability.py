"""mindspore.nn.probability.distribution cases, recorded from MindSpore 2.10 by record_nn_probability.py and
replayed on msbridge by tests/test_nn_probability.py.

Case code sees ``msd`` (the distribution namespace), ``msb`` (the bijector one), ``ms``, ``T`` (``ms.Tensor``), ``np``, ``V``, a float32
Tensor of values, ``P``, a positive one, and ``K``, an int32 one. ``ARRAYS`` compare dtype, shape and values; ``ERRORS`` the exception type and first message line.
"""
import importlib

import numpy as np


def namespace(ms):
    return {"msd": importlib.import_module(ms.__name__ + ".nn.probability.distribution"),
            "msb": importlib.import_module(ms.__name__ + ".nn.probability.bijector"), "ms": ms, "T": ms.Tensor,
            "np": np, "V": ms.Tensor(np.array([-1.5, 0.0, 1.0, 2.0, 3.5], np.float32)),
            "K": ms.Tensor(np.array([-1, 0, 1, 2, 3], np.int32)),
            "P": ms.Tensor(np.array([0.1, 0.5, 1.0, 2.0, 3.5], np.float32)),
            "U": ms.Tensor(np.array([0.1, 0.3, 0.5, 0.9], np.float32))}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


def as_arrays(result):
    items = result if isinstance(result, (tuple, list)) else [result]
    return [np.asarray(item.asnumpy() if hasattr(item, "asnumpy") else item) for item in items]


N = "msd.Normal(3.0, 4.0, dtype=ms.float32)"
ARRAYS = {f"normal.{method}": f"{N}.{method}(V)" for method in
          ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival")}
ARRAYS.update({f"normal.{method}": f"{N}.{method}()" for method in ("mean", "sd", "var", "mode", "entropy")})
ARRAYS.update({
    "normal.kl_loss": f"{N}.kl_loss('Normal', T(1.0), T(2.0))",
    "normal.cross_entropy": f"{N}.cross_entropy('Normal', T(1.0), T(2.0))",
    "normal.kl_loss.batch": f"{N}.kl_loss('Normal', T([0.0, 1.0, 5.0]), T([1.0, 4.0, 0.5]))",
    "normal.call_params": f"{N}.prob(V, T(0.0), T(1.0))",
    "normal.call_params.uninitialized": "msd.Normal(dtype=ms.float32).log_prob(V, T(0.5), T(2.0))",
    "normal.batch.prob": "msd.Normal(np.array([0.0, 1.0]), np.array([1.0, 2.0]), dtype=ms.float32)"
                         ".prob(T(np.array([[0.5], [1.0]], np.float32)))",
    "normal.batch.mean": "msd.Normal(np.array([0.0, 1.0]), np.array([1.0, 2.0]), dtype=ms.float32).mean()",
    "normal.float64": "msd.Normal(0.0, 1.0, dtype=ms.float64).cdf(T(np.array([0.5, 1.0])))",
    "normal.construct": f"{N}.construct('cdf', V)",
    "normal.sample.shape": f"{N}.sample((2, 3)).shape",
    "normal.sample.scalar_shape": f"{N}.sample().shape",
    "normal.sample.batch_shape": f"{N}.sample((4,), T([0.0, 1.0]), T([1.0, 2.0])).shape",
    "normal.sample.dtype": f"str({N}.sample((2,)).dtype)",
    "normal.repr": f"str({N})",
    "normal.name": f"{N}.name",
})

_OTHERS = {"exponential": ("msd.Exponential(2.0)", ("prob", "log_prob", "cdf", "log_cdf", "survival_function",
                                                   "log_survival", "mean", "sd", "var", "mode", "entropy")),
           "uniform": ("msd.Uniform(0.0, 3.0)", ("prob", "log_prob", "cdf", "log_cdf", "survival_function",
                                                  "log_survival", "mean", "sd", "var", "entropy")),
           "laplace": ("msd.Laplace(1.0, 2.0)", ("prob", "log_prob")),
           "student_t": ("msd.StudentT(3.0, 1.0, 2.0)", ("prob", "log_prob")),
           "half_normal": ("msd.HalfNormal(0.5, 2.0)", ("prob", "log_prob")),
           "logistic": ("msd.Logistic(1.0, 2.0)", ("prob", "log_prob", "cdf", "log_cdf", "survival_function",
                                                    "log_survival", "mean", "sd", "var", "mode", "entropy"))}
_OTHERS["bernoulli"] = ("msd.Bernoulli(0.3)", ("prob", "log_prob", "cdf", "log_cdf", "survival_function",
                                               "log_survival", "mean", "sd", "var", "entropy"))
_OTHERS["geometric"] = ("msd.Geometric(0.3)", ("prob", "log_prob", "cdf", "log_cdf", "survival_function",
                                               "log_survival", "mean", "sd", "var", "mode", "entropy"))
_OTHERS["lognormal"] = ("msd.LogNormal(0.5, 1.5)", ("prob", "log_prob", "cdf", "log_cdf", "survival_function",
                                                    "log_survival", "mean", "sd", "var", "mode", "entropy"))
_OTHERS["gumbel"] = ("msd.Gumbel(1.0, 2.0)", ("prob", "log_prob", "cdf", "log_cdf", "survival_function",
                                              "log_survival", "mean", "sd", "var", "mode", "entropy"))
_OTHERS["categorical"] = ("msd.Categorical([0.2, 0.5, 0.3])", (
    "prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival", "mean", "sd", "var", "mode", "entropy"))
_VALUE_METHODS = ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival")
for _key, (_ctor, _methods) in _OTHERS.items():
    _v = {"bernoulli": "K", "geometric": "K", "categorical": "K", "lognormal": "P"}.get(_key, "V")
    ARRAYS.update({f"{_key}.{m}": f"{_ctor}.{m}({_v})" if m in _VALUE_METHODS else f"{_ctor}.{m}()" for m in _methods})
    if _key not in ("lognormal", "gumbel"):  # MindSpore lists their bijector and base distribution as children
        ARRAYS[f"{_key}.repr"] = f"str({_ctor})"
    if _key not in ("laplace", "student_t", "half_normal"):  # MindSpore 2.10 has no sampling for these
        ARRAYS[f"{_key}.sample.shape"] = f"{_ctor}.sample((3, 2)).shape"
        ARRAYS[f"{_key}.sample.dtype"] = f"str({_ctor}.sample((2,)).dtype)"
ARRAYS.update({
    "exponential.call_params": "msd.Exponential().prob(V, T([0.5]))",
    "exponential.kl_loss": "msd.Exponential(2.0).kl_loss('Exponential', T(1.0))",
    "exponential.cross_entropy": "msd.Exponential(2.0).cross_entropy('Exponential', T(1.0))",
    "uniform.kl_loss": "msd.Uniform(0.0, 3.0).kl_loss('Uniform', T(-1.0), T(4.0))",
    "uniform.cross_entropy": "msd.Uniform(0.0, 3.0).cross_entropy('Uniform', T(-1.0), T(4.0))",
    "uniform.call_params": "msd.Uniform().cdf(V, T(-1.0), T([1.0, 2.0, 3.0, 4.0, 5.0]))",
    "student_t.call_params": "msd.StudentT().log_prob(V, T(5.0), T(0.5), T([1.0, 2.0, 3.0, 4.0, 5.0]))",
    "half_normal.negative_mean": "msd.HalfNormal(-1.0, 1.0).prob(T(np.array([-0.5, 0.0, 0.5, 0.2], np.float32)))",
    "logistic.call_params": "msd.Logistic().log_prob(V, T(0.0), T(0.5))",
    "unset.repr": "[str(msd.Normal()), str(msd.Exponential()), str(msd.Uniform()), str(msd.Logistic()), "
                  "str(msd.Bernoulli()), str(msd.Geometric())]",
    "bernoulli.kl_loss": "msd.Bernoulli(0.3).kl_loss('Bernoulli', T(0.6))",
    "bernoulli.cross_entropy": "msd.Bernoulli(0.3).cross_entropy('Bernoulli', T(0.6))",
    "bernoulli.fractional": "msd.Bernoulli(0.3).prob(T(np.array([0.0, 1.0, 0.5], np.float32)))",
    "bernoulli.float_dtype": "str(msd.Bernoulli(0.3, dtype=ms.float32).sample((2,)).dtype)",
    "bernoulli.call_params": "msd.Bernoulli().log_prob(K, T([0.2, 0.4, 0.6, 0.8, 0.9]))",
    "lognormal.kl_loss": "msd.LogNormal(0.5, 1.5).kl_loss('LogNormal', T(0.0), T(1.0))",
    "lognormal.cross_entropy": "msd.LogNormal(0.5, 1.5).cross_entropy('LogNormal', T(0.0), T(1.0))",
    "gumbel.kl_loss": "msd.Gumbel(1.0, 2.0).kl_loss('Gumbel', T(0.0), T(1.0))",
    "gumbel.kl_loss.batch": "msd.Gumbel(1.0, 2.0).kl_loss('Gumbel', T([0.5, 3.0]), T([4.0, 0.7]))",
    "gumbel.cross_entropy": "msd.Gumbel(1.0, 2.0).cross_entropy('Gumbel', T(0.0), T(1.0))",
    "lognormal.name": "msd.LogNormal(0.5, 1.5).name",
    "categorical.kl_loss": "msd.Categorical([0.2, 0.5, 0.3]).kl_loss('Categorical', T([0.3, 0.3, 0.4]))",
    "categorical.cross_entropy": "msd.Categorical([0.2, 0.5, 0.3]).cross_entropy('Categorical', T([0.3, 0.3, 0.4]))",
    "categorical.batch": "msd.Categorical(np.array([[0.2, 0.8], [0.6, 0.4]], np.float32)).prob(T(np.array([1, 0], "
                         "np.int32)))",
    "categorical.batch_mean": "msd.Categorical(np.array([[0.2, 0.8], [0.6, 0.4]], np.float32)).mean()",
    "categorical.fractional_cdf": "msd.Categorical([0.2, 0.5, 0.3]).cdf(T(np.array([0.5, 1.5, 7.0], np.float32)))",
    "geometric.kl_loss": "msd.Geometric(0.3).kl_loss('Geometric', T(0.6))",
    "geometric.cross_entropy": "msd.Geometric(0.3).cross_entropy('Geometric', T(0.6))",
    "geometric.fractional": "msd.Geometric(0.3).cdf(T(np.array([0.5, 1.7], np.float32)))",
})

ERRORS = {
    "normal.sd": "msd.Normal(3.0, -1.0)",
    "normal.dtype": "msd.Normal(3.0, 1.0, dtype=ms.int32)",
    "normal.missing": "msd.Normal(dtype=ms.float32).prob(V)",
    "normal.kl_other": f"{N}.kl_loss('Exponential', T(1.0), T(1.0))",
    "exponential.rate": "msd.Exponential(-1.0)",
    "uniform.order": "msd.Uniform(3.0, 1.0)",
    "uniform.dtype": "msd.Uniform(0.0, 1.0, dtype=ms.int32)",
    "uniform.mode": "msd.Uniform(0.0, 3.0).mode()",
    "laplace.sd": "msd.Laplace(0.0, -1.0)",
    "laplace.cdf": "msd.Laplace(1.0, 2.0).cdf(V)",
    "laplace.log_survival": "msd.Laplace(1.0, 2.0).log_survival(V)",
    "laplace.mean": "msd.Laplace(1.0, 2.0).mean()",
    "laplace.sample": "msd.Laplace(1.0, 2.0).sample((2,))",
    "laplace.kl_loss": "msd.Laplace(1.0, 2.0).kl_loss('Laplace', T(0.0), T(1.0))",
    "logistic.scale": "msd.Logistic(0.0, 0.0)",
    "bernoulli.large": "msd.Bernoulli(1.5)",
    "bernoulli.one": "msd.Bernoulli(1.0)",
    "bernoulli.zero": "msd.Bernoulli(0.0)",
    "bernoulli.mode": "msd.Bernoulli(0.3).mode()",
    "geometric.one": "msd.Geometric(1.0)",
    "categorical.sum": "msd.Categorical([0.2, 0.2])",
    "categorical.negative": "msd.Categorical([1.2, -0.2])",
    "categorical.rank": "msd.Categorical(0.5)",
    "lognormal.scale": "msd.LogNormal(0.0, -1.0)",
    "gumbel.scale": "msd.Gumbel(0.0, 0.0)",
    "half_normal.sd": "msd.HalfNormal(0.0, 0.0)",
    "half_normal.mean": "msd.HalfNormal(0.5, 2.0).mean()",
    "half_normal.sample": "msd.HalfNormal(0.5, 2.0).sample((2,))",
    "student_t.df": "msd.StudentT(-1.0, 0.0, 1.0)",
    "student_t.sd": "msd.StudentT(3.0, 0.0, 0.0)",
    "student_t.cdf": "msd.StudentT(3.0, 1.0, 2.0).cdf(V)",
    "student_t.log_survival": "msd.StudentT(3.0, 1.0, 2.0).log_survival(V)",
    "student_t.sample": "msd.StudentT(3.0, 1.0, 2.0).sample((2,))",
    "geometric.zero": "msd.Geometric(0.0)",
    "logistic.kl_loss": "msd.Logistic(1.0, 2.0).kl_loss('Logistic', T(0.0), T(1.0))",
}

# bijectors: forward on V, inverse (and its log Jacobian) on P (U for GumbelCDF, whose inverse maps (0, 1))
_BIJECTORS = {"exp": "msb.Exp()", "affine": "msb.ScalarAffine(2.0, 1.0)", "affine.negative": "msb.ScalarAffine(-0.5)",
              "softplus": "msb.Softplus(2.0)", "power": "msb.PowerTransform(0.5)", "power.two": "msb.PowerTransform(2.0)",
              "power.zero": "msb.PowerTransform(0.0)", "gumbel_cdf": "msb.GumbelCDF(1.0, 2.0)",
              "invert.exp": "msb.Invert(msb.Exp())", "invert.affine": "msb.Invert(msb.ScalarAffine(2.0, 1.0))",
              "invert.gumbel_cdf": "msb.Invert(msb.GumbelCDF(1.0, 2.0))"}
for _key, _ctor in _BIJECTORS.items():
    _y = "U" if _key == "gumbel_cdf" else "P"
    _x = "U" if _key == "invert.gumbel_cdf" else "V"
    ARRAYS.update({f"bijector.{_key}.forward": f"{_ctor}.forward({_x})",
                   f"bijector.{_key}.forward_log_jacobian": f"{_ctor}.forward_log_jacobian({_x})",
                   f"bijector.{_key}.inverse": f"{_ctor}.inverse({_y})",
                   f"bijector.{_key}.inverse_log_jacobian": f"{_ctor}.inverse_log_jacobian({_y})",
                   f"bijector.{_key}.repr": f"str({_ctor})",
                   f"bijector.{_key}.attributes": f"[{_ctor}.name, {_ctor}.is_constant_jacobian, "
                                                   f"{_ctor}.is_injective, str({_ctor}.dtype)]"})
ARRAYS.update({
    "bijector.gumbel_cdf.inverse.outside": "msb.GumbelCDF(1.0, 2.0).inverse(P)",
    "bijector.gumbel_cdf.inverse_log_jacobian.outside": "msb.GumbelCDF(1.0, 2.0).inverse_log_jacobian(P)",
    "bijector.exp.inverse.outside": "msb.Exp().inverse(T(np.array([-1.0, 0.0], np.float32)))",
    "bijector.softplus.inverse.outside": "msb.Softplus(2.0).inverse(T(np.array([-1.0, 0.0], np.float32)))",
    "bijector.affine.parameters": "sorted((k, str(v)) for k, v in msb.ScalarAffine(2.0, 1.0).parameters.items())",
    "bijector.exp.parameters": "sorted((k, str(v)) for k, v in msb.Exp().parameters.items())",
    "bijector.affine.params": "(lambda b: [b.scale, b.shift])(msb.ScalarAffine(2.0, 1.0))",
    "bijector.gumbel_cdf.params": "(lambda b: [b.loc, b.scale])(msb.GumbelCDF(1.0, 2.0))",
    "bijector.softplus.sharpness": "msb.Softplus(2.0).sharpness",
    "bijector.power.power": "msb.PowerTransform(2.0).power",
    "bijector.affine.batch_shape": "[msb.ScalarAffine(2.0, 1.0).batch_shape, msb.ScalarAffine(2.0).is_scalar_batch, "
                                   "msb.Exp().batch_shape, msb.Softplus(np.array([1.0, 2.0])).batch_shape]",
    "bijector.affine.batch": "msb.ScalarAffine(T([1.0, 2.0])).forward_log_jacobian(T([1.0, 2.0, 3.0]))",
    "bijector.softplus.batch": "msb.Softplus(T([1.0, 2.0])).forward(T([1.0]))",
    "bijector.softplus.batch_repr": "str(msb.Softplus(np.array([1.0, 2.0])))",
    "bijector.affine.tensor_repr": "str(msb.ScalarAffine(T(2.0), 1.0))",
    "bijector.affine.float64": "msb.ScalarAffine(2.0, 1.0).forward(T(np.array([1.0, 2.0])))",
    "bijector.affine.float16": "msb.ScalarAffine(2.0, 1.0).inverse(T(np.array([1.0, 2.0], np.float16)))",
    "bijector.exp.float64": "msb.Exp().forward(T(np.array([1.0, 2.0])))",
    "bijector.softplus.float64": "msb.Softplus(2.0).forward_log_jacobian(T(np.array([-1.0, 2.0])))",
    "bijector.exp.name": "msb.Exp(name='e').name",
    "bijector.construct": "msb.Exp()('forward', V)",
    "bijector.construct.inverse_log_jacobian": "msb.ScalarAffine(2.0, 1.0)('inverse_log_jacobian', V)",
    "bijector.grad.softplus": "ms.grad(msb.Softplus(2.0).forward)(V)",
    "bijector.grad.gumbel_cdf": "ms.grad(msb.GumbelCDF(1.0, 2.0).forward_log_jacobian)(V)",
    "bijector.grad.power": "ms.grad(msb.PowerTransform(0.5).inverse)(P)",
})
ERRORS.update({
    "bijector.power.negative": "msb.PowerTransform(-1.0)",
    "bijector.power.int": "msb.PowerTransform(2)",
    "bijector.gumbel_cdf.scale": "msb.GumbelCDF(0.0, -1.0)",
    "bijector.gumbel_cdf.zero_scale": "msb.GumbelCDF(0.0, 0.0)",
    "bijector.gumbel_cdf.mixed_dtypes": "msb.GumbelCDF(1.0, np.float64(2.0))",
    "bijector.affine.int": "msb.ScalarAffine(2, 1)",
    "bijector.affine.none": "msb.ScalarAffine(None)",
    "bijector.invert.type": "msb.Invert(1.0)",
    "bijector.name.type": "msb.Exp(name=3)",
    "bijector.base.name": "msb.Bijector()",
    "bijector.value.int": "msb.Exp().forward(K)",
    "bijector.value.numpy": "msb.Exp().forward(np.array([1.0, 2.0], np.float32))",
    "bijector.value.float": "msb.ScalarAffine(2.0, 1.0).inverse(1.0)",
    "bijector.construct.name": "msb.Exp()('backward', V)",
})

# TransformedDistribution: Exp of a standard Normal (a log-normal), an affine Normal, Softplus of an Exponential
_TD = {"lognormal": "msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0, dtype=ms.float32), seed=0, "
                    "name='LogNormal')",
       "affine": "msd.TransformedDistribution(msb.ScalarAffine(2.0, 1.0), msd.Normal(0.0, 1.0))",
       "softplus": "msd.TransformedDistribution(msb.Softplus(2.0), msd.Exponential(2.0))"}
for _key, _ctor in _TD.items():
    ARRAYS.update({f"transformed.{_key}.{m}": f"{_ctor}.{m}({'V' if _key == 'affine' else 'P'})"
                   for m in _VALUE_METHODS})
    ARRAYS.update({f"transformed.{_key}.repr": f"str({_ctor})",
                   f"transformed.{_key}.attributes": f"[{_ctor}.name, {_ctor}.is_linear_transformation, "
                                                     f"str({_ctor}.dtype), str({_ctor}.bijector), "
                                                     f"str({_ctor}.distribution)]",
                   f"transformed.{_key}.sample.shape": f"{_ctor}.sample((3, 2)).shape",
                   f"transformed.{_key}.sample.dtype": f"str({_ctor}.sample((2,)).dtype)"})
    for _m in ("sd", "var", "mode", "entropy"):
        ERRORS[f"transformed.{_key}.{_m}"] = f"{_ctor}.{_m}()"
ARRAYS.update({
    "transformed.affine.mean": f"{_TD['affine']}.mean()",
    "transformed.lognormal.outside": f"{_TD['lognormal']}.prob(V)",
    "transformed.lognormal.call_params": f"{_TD['lognormal']}.prob(P, T(1.0), T(2.0))",
    "transformed.uninitialized": "msd.TransformedDistribution(msb.Exp(), msd.Normal()).log_prob(P, T(0.0), T(1.0))",
    "transformed.sample.scalar_shape": f"{_TD['lognormal']}.sample().shape",
    "transformed.sample.batch_shape": f"{_TD['lognormal']}.sample((3,), T([0.0, 1.0]), T(1.0)).shape",
    "transformed.float64": "msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0, dtype=ms.float64))"
                           ".prob(T(np.array([1.0, 2.0])))",
    "transformed.float64.sample": "str(msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0, "
                                  "dtype=ms.float64)).sample((2,)).dtype)",
    "transformed.gumbel_cdf": "msd.TransformedDistribution(msb.GumbelCDF(1.0, 2.0), msd.Normal(0.0, 1.0))"
                              ".prob(T(np.array([0.2, 0.7], np.float32)))",
    "transformed.bijector_call": "msb.Exp()(msd.Normal(0.0, 1.0)).prob(P)",
    "transformed.bijector_call.name": "msb.Exp()(msd.Normal(0.0, 1.0)).name",
    "transformed.construct": f"{_TD['lognormal']}('cdf', P)",
    "transformed.grad.log_prob": f"ms.grad({_TD['lognormal']}.log_prob)(P)",
    "transformed.grad.cdf": f"ms.grad({_TD['affine']}.cdf)(V)",
})
ERRORS.update({
    "transformed.lognormal.mean": f"{_TD['lognormal']}.mean()",
    "transformed.lognormal.kl_loss": f"{_TD['lognormal']}.kl_loss('Normal', T(0.0), T(1.0))",
    "transformed.lognormal.cross_entropy": f"{_TD['lognormal']}.cross_entropy('Normal', T(0.0), T(1.0))",
    "transformed.bijector": "msd.TransformedDistribution(1.0, msd.Normal(0.0, 1.0))",
    "transformed.distribution": "msd.TransformedDistribution(msb.Exp(), 1.0)",
    "transformed.integer": "msd.TransformedDistribution(msb.Exp(), msd.Bernoulli(0.3))",
    "transformed.missing": "msd.TransformedDistribution(msb.Exp(), msd.Normal()).prob(P)",
})
