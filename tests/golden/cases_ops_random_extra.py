"""Issue 17, more random ops: ``ops.laplace``, ``standard_laplace`` / ``StandardLaplace``, ``random_categorical`` /
``RandomCategorical``, ``random_gamma`` / ``RandomGamma``, ``random_poisson`` / ``RandomPoisson``,
``multinomial_with_replacement`` / ``MultinomialWithReplacement``, ``LogNormalReverse`` and ``RandomShuffle``
(``gamma`` / ``poisson`` are left out: MindSpore 2.10 has no CPU kernel for them). msbridge draws from torch's
generator (not MindSpore's Philox streams), so only each outcome's rule is recorded: the dtype and shape of a
value, or the error type (``record_tensor.rule_of``)."""

_P = "Tensor(np.array([[0.1, 0.6, 0.3], [0.5, 0.25, 0.25]], np.float32))"
_LOGITS = "Tensor(np.log(np.array([[0.1, 0.6, 0.3], [0.5, 0.25, 0.25]], np.float32)))"

RULES = [
    "ops.laplace((2, 3), Tensor(1.0), Tensor(2.0))", "ops.laplace((2, 3), Tensor(1.0), Tensor(2.0), seed=5)",
    "ops.laplace((4,), Tensor([1.0, 2.0, 3.0, 4.0]), Tensor(1.0))", "ops.laplace((2, 3), 1.0, Tensor(2.0))",
    "ops.laplace((2, 3), Tensor(1, ms.int32), Tensor(2.0))",
    "ops.standard_laplace((2, 3))", "ops.standard_laplace((2, 3), seed=7)", "ops.standard_laplace((0, 3))",
    "ops.standard_laplace([2, 3])", "ops.standard_laplace((2, -1))", "ops.standard_laplace(Tensor([2, 3], ms.int32))",
    "ops.StandardLaplace()((2, 3))", "ops.StandardLaplace(seed=3, seed2=1)((3,))", "ops.StandardLaplace(seed=-1)",
    f"ops.random_categorical({_LOGITS}, 4)", f"ops.random_categorical({_LOGITS}, 4, 3, ms.int32)",
    f"ops.random_categorical({_LOGITS}, 4, dtype=ms.int16)", f"ops.random_categorical({_LOGITS}, 4, dtype=ms.float32)",
    f"ops.random_categorical({_LOGITS}[0], 4)", f"ops.random_categorical({_LOGITS}, 0)",
    f"ops.random_categorical({_LOGITS}, 2.5)", f"ops.RandomCategorical()({_LOGITS}, 3, 5)",
    f"ops.RandomCategorical(ms.int32)({_LOGITS}, 3, 5)",
    "ops.random_gamma((2, 3), Tensor([1.0, 2.0]))",
    "ops.random_gamma(Tensor([2], ms.int32), Tensor([[1.0], [3.0]]), seed=4)",
    "ops.random_gamma(Tensor([2], ms.int64), Tensor([1.0, 2.0], ms.float64))",
    "ops.random_gamma(Tensor([2], ms.int32), Tensor([1, 2], ms.int32))",
    "ops.random_gamma(Tensor([2], ms.int32), Tensor([1.0, 2.0], ms.float16))",
    "ops.random_gamma(Tensor([2, 3], ms.int32), Tensor([1.0, 2.0]))",
    "ops.RandomGamma()(Tensor([2, 3], ms.int32), Tensor([1.0, 2.0]))",
    "ops.random_poisson((2, 3), Tensor([1.0, 2.0]))",
    "ops.random_poisson(Tensor([2, 3], ms.int32), Tensor([1.0, 2.0]))",
    "ops.random_poisson(Tensor([2], ms.int32), Tensor([1.0, 5.0]), dtype=ms.int32)",
    "ops.random_poisson(Tensor([2], ms.int32), Tensor([1.0, 5.0]), dtype=ms.float64)",
    "ops.random_poisson(Tensor([2], ms.int32), Tensor([1.0, 5.0]), dtype=ms.bool_)",
    "ops.random_poisson(Tensor([2], ms.int32), Tensor([1, 5], ms.int32))",
    "ops.random_poisson(Tensor([2], ms.int64), Tensor([1.0, 5.0], ms.float64), seed=3)",
    "ops.RandomPoisson()(Tensor([2, 3], ms.int32), Tensor([1.0, 2.0]))",
    "ops.RandomPoisson(dtype=ms.float32)(Tensor([2], ms.int64), Tensor([1.0, 2.0]))",
    f"ops.multinomial_with_replacement({_P}, Tensor(5, ms.int64), Tensor(1, ms.int64), 4, True)",
    f"ops.multinomial_with_replacement({_P}, Tensor(5, ms.int64), Tensor(1, ms.int64), 2, False)",
    f"ops.multinomial_with_replacement({_P}[0], Tensor(5, ms.int64), Tensor(1, ms.int64), 4, True)",
    f"ops.multinomial_with_replacement({_P}, Tensor(5, ms.int64), Tensor(1, ms.int64), 4)",
    f"ops.MultinomialWithReplacement(3, True)({_P}, Tensor(2, ms.int64), Tensor(0, ms.int64))",
    f"ops.LogNormalReverse()({_P})", f"ops.LogNormalReverse(0.5, 1.5)({_P}.astype(ms.float16))",
    "ops.LogNormalReverse()(Tensor([1, 2], ms.int32))",
    f"ops.RandomShuffle()({_P})", "ops.RandomShuffle(seed=2)(Tensor(np.arange(5), ms.int32))",
    "ops.RandomShuffle()(Tensor(3.0))",
]

# the values a fixed draw must obey whatever the stream: supports and sums
PROPERTIES = [
    f"(ops.random_categorical({_LOGITS}, 50) < 3).all()",
    "(ops.random_gamma(Tensor([20], ms.int32), Tensor([1.0, 2.0])) > 0).all()",
    "(ops.random_poisson(Tensor([20], ms.int32), Tensor([1.0, 2.0])) >= 0).all()",
    f"(ops.multinomial_with_replacement({_P}, Tensor(5, ms.int64), Tensor(1, ms.int64), 2, False).sort()[0][:, 0] "
    "!= ops.multinomial_with_replacement(" + _P + ", Tensor(5, ms.int64), Tensor(1, ms.int64), 2, False).sort()[0]"
    "[:, 1]).all()",
    "ops.RandomShuffle()(Tensor(np.arange(6), ms.int32)).sort()[0]",
    f"(ops.LogNormalReverse()({_P}) > 0).all()",
    "p = ops.random_poisson(Tensor([20], ms.int32), Tensor([3.0]), dtype=ms.float32); (p == p.round()).all()",
]
