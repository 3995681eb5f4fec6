"""mindspore.nn.probability.distribution cases, recorded from MindSpore 2.10 by record_nn_probability.py and
replayed on msbridge by tests/test_nn_probability.py.

Case code sees ``msd`` (the distribution namespace), ``ms``, ``T`` (``ms.Tensor``), ``np`` and ``V``, a float32
Tensor of values. ``ARRAYS`` compare dtype, shape and values; ``ERRORS`` the exception type and first message line.
"""
import importlib

import numpy as np


def namespace(ms):
    return {"msd": importlib.import_module(ms.__name__ + ".nn.probability.distribution"), "ms": ms, "T": ms.Tensor,
            "np": np, "V": ms.Tensor(np.array([-1.5, 0.0, 1.0, 2.0, 3.5], np.float32))}


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

ERRORS = {
    "normal.sd": "msd.Normal(3.0, -1.0)",
    "normal.dtype": "msd.Normal(3.0, 1.0, dtype=ms.int32)",
    "normal.missing": "msd.Normal(dtype=ms.float32).prob(V)",
    "normal.kl_other": f"{N}.kl_loss('Exponential', T(1.0), T(1.0))",
}
