"""More random ops of ``mindspore.ops`` over torch's generator: the deprecated samplers ``gamma`` and ``poisson``
(MindSpore 2.10 runs their primitives on Ascend only; its Python-side shape inference, reproduced here, takes a
constant tuple ``shape`` of positive ints and Float32 parameters that broadcast with it), ``rrelu`` and the
candidate samplers ``uniform_candidate_sampler`` / ``log_uniform_candidate_sampler``. As for
``random_extra_func``, a seed gives a reproducible torch stream, not MindSpore's."""
import math

import torch

from ... import _checkparam as check
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from .random_extra_func import generator

__all__ = ["gamma", "poisson", "rrelu", "uniform_candidate_sampler", "log_uniform_candidate_sampler"]


def constant_shape(shape, api):
    """MindSpore's constant ``shape`` input: a tuple of positive ints (a Tensor has no constant value)."""
    if isinstance(shape, Tensor):
        raise ValueError(f"For '{api}', the 'shape' cannot be None.")
    check.check_value_type(shape, [tuple], "shape", api)
    for i, size in enumerate(shape):
        check.check_positive_int(size, f"shape[{i}]", api)
    return shape


def float32_input(value, name, api):
    """The torch tensor of a Float32 Tensor input (TypeError naming its dtype, or the scalar's type)."""
    if not isinstance(value, Tensor) or value._t.dtype != torch.float32:
        got = f"Tensor[{value.dtype}]" if isinstance(value, Tensor) else type(value).__name__.capitalize() + (
            "32" if isinstance(value, float) else "")
        raise TypeError(f"For '{api}', the element of '{name}' must be Tensor[Float32], but got {got}.")
    return value._t


def broadcast_shape(a, b, names, api):
    """The broadcast of shapes ``a`` and ``b`` (ValueError naming both, as MindSpore's inference)."""
    try:
        return torch.broadcast_shapes(tuple(a), tuple(b))
    except RuntimeError:
        raise ValueError(f"For '{api}', {names[0]}.shape and {names[1]}.shape need to broadcast, but got "
                         f"{names[0]}.shape = {list(a)} and {names[1]}.shape = {tuple(b)}.") from None


def op_seed(seed, api):
    """The function-level ``seed`` (None or a non-negative int) as a torch generator (None: the global one)."""
    if seed is not None:
        check.check_non_negative_int(seed, "seed", api)
    return generator(seed, api)


def gamma(shape, alpha, beta, seed=None):
    """``ops.gamma(shape, alpha, beta, seed=None)``: Gamma samples with shape ``alpha`` and scale ``beta`` (the
    density exp(-x/beta) x^(alpha-1) / (beta^alpha Gamma(alpha)), as MindSpore's ``Gamma``), Float32, of the
    broadcast of ``shape``, ``alpha`` and ``beta`` (torch._standard_gamma times ``beta``)."""
    gen = op_seed(seed, "gamma")
    api = "Gamma"
    size = constant_shape(shape, api)
    a, b = float32_input(alpha, "alpha", api), float32_input(beta, "beta", api)
    params = broadcast_shape(a.shape, b.shape, ("alpha", "beta"), api)
    out = broadcast_shape(params, size, ("broadcast_alpha_beta", "shape"), api)
    draws = torch._standard_gamma(a.double().expand(out), generator=gen) * b.double()
    return _wrap(draws.to(torch.float32))


def poisson(shape, mean, seed=None):
    """``ops.poisson(shape, mean, seed=None)``: Poisson(``mean``) counts of the broadcast of ``shape`` and the
    Float32 ``mean``, Int32 as the ``Poisson`` primitive infers (torch.poisson)."""
    return poisson_draw(shape, mean, op_seed(seed, "poisson"))


def poisson_draw(shape, mean, gen):
    """The counts of ``ops.poisson`` / ``ops.Poisson`` drawn with the torch generator ``gen``."""
    api = "Poisson"
    size = constant_shape(shape, api)
    m = float32_input(mean, "mean", api)
    out = broadcast_shape(m.shape, size, ("mean", "shape"), api)
    return _wrap(torch.poisson(m.double().expand(out), generator=gen).to(torch.int32))


_RRELU_DTYPES = (torch.float16, torch.float32, torch.float64, torch.int32, torch.int64)


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3):  # noqa: A002 - MindSpore's name
    """``ops.rrelu(input, lower=1.0 / 8, upper=1.0 / 3)``: ``input`` where it is >= 0, else ``input`` times a slope
    drawn from U(lower, upper) per element (torch.rand) and cast to ``input``'s dtype, as MindSpore computes it
    (so an integer input's slopes below 1 are 0)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'rrelu', the 'input' must be a Tensor but got {type(input)}.")
    for name, bound in (("lower", lower), ("upper", upper)):
        if not isinstance(bound, (int, float)):
            raise TypeError(f"For 'rrelu', '{name}' must be an int or a float, but got {type(bound)}")
    if lower > upper:
        raise ValueError(f"For 'rrelu', the value of 'upper' must be greater than or equal to 'lower', but got "
                         f"upper: {upper}, lower: {lower}. ")
    t = input._t
    check.check_input_dtype(t, _RRELU_DTYPES, "rrelu")
    slopes = (torch.rand(t.shape) * (upper - lower) + lower).to(t.device, t.dtype)
    return _wrap(torch.where(t >= 0, t, t * slopes))


def candidate_checks(api, num_true, num_sampled, unique, range_max, seed, remove_accidental_hits=False):
    """The constructor checks of the two candidate samplers."""
    for name, value in (("num_true", num_true), ("num_sampled", num_sampled), ("range_max", range_max),
                        ("seed", seed)):
        check.check_value_type(value, [int], name, api)
    check.check_value_type(unique, [bool], "unique", api)
    check.check_value_type(remove_accidental_hits, [bool], "remove_accidental_hits", api)
    for name, value, low in (("num_true", num_true, 1), ("num_sampled", num_sampled, 1),
                             ("range_max", range_max, 1), ("seed", seed, 0)):
        if value < low:
            raise ValueError(f"For '{api}', the argument '{name}' must >= {low}, but got {value}.")
    if unique and range_max < num_sampled:
        raise ValueError(f"For '{api}', the 'range_max' should be >= num_sampled: {num_sampled}, but got "
                         f"{range_max}.")


def _true_classes(true_classes, num_true, dtypes, api):
    t = check.check_input_arg_dtype(check.check_tensor(true_classes, "true_classes", api)._t, dtypes, "true_classes",
                                    api)
    if t.dim() != 2:
        raise ValueError(f"For primitive[{api}], the dimension of input must be equal to 2, but got {t.dim()}.")
    if t.shape[1] != num_true:
        raise ValueError(f"For primitive[{api}], true_classes.shape[1] = {t.shape[1]} must be equal to num_true = "
                         f"{num_true}.")
    return t


def _sample_candidates(probs, num_sampled, unique, gen, excluded=()):
    """Draws ``num_sampled`` classes from ``probs`` (a float64 distribution over the classes), unique ones by
    rejection as TensorFlow's range samplers do, avoiding the ``excluded`` classes until no other is left (then
    they come last, as in MindSpore); returns the draws and the number of tries."""
    if not unique:
        return torch.multinomial(probs, num_sampled, True, generator=gen), num_sampled
    picked, tries, seen = [], 0, set(excluded)
    others = len(probs) - len(seen)
    while len(picked) < num_sampled:
        draws = torch.multinomial(probs, 2 * num_sampled, True, generator=gen).tolist()
        for c in draws:
            tries += 1
            if c not in seen:
                seen.add(c)
                picked.append(c)
                if len(picked) == others:
                    seen = set(picked)
                if len(picked) == num_sampled:
                    break
    return torch.tensor(picked), tries


def _expected_counts(prob_of, classes, num_sampled, unique, tries):
    """TensorFlow's expected counts: ``num_sampled * P(c)``, or ``1 - (1 - P(c)) ** tries`` for unique draws."""
    p = prob_of(classes.double())
    counts = -torch.expm1(tries * torch.log1p(-p)) if unique else num_sampled * p
    return _wrap(counts.to(torch.float32))


def candidate_sampler(api, true_classes, args, dtypes, probs, prob_of, remove_accidental_hits=False):
    """The sampled classes (in ``true_classes``'s dtype), and the expected counts of the true and the sampled
    classes, of a candidate sampler whose constructor arguments ``args`` are (num_true, num_sampled, unique,
    range_max, seed)."""
    num_true, num_sampled, unique, range_max, seed = args
    t = _true_classes(true_classes, num_true, dtypes, api)
    gen = generator(seed, api)
    excluded = set(t.reshape(-1).tolist()) & set(range(range_max)) if remove_accidental_hits and unique else ()
    sampled, tries = _sample_candidates(probs, num_sampled, unique, gen, excluded)
    return (_wrap(sampled.to(t.dtype)), _expected_counts(prob_of, t, num_sampled, unique, tries),
            _expected_counts(prob_of, sampled, num_sampled, unique, tries))


def uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=0,
                              remove_accidental_hits=False):
    """``ops.uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=0,
    remove_accidental_hits=False)``: ``num_sampled`` classes drawn uniformly from [0, range_max) (torch.multinomial;
    unique ones by rejection, avoiding the true classes when ``remove_accidental_hits``), with the expected counts
    of the true and the sampled classes."""
    api = "UniformCandidateSampler"
    candidate_checks(api, num_true, num_sampled, unique, range_max, seed, remove_accidental_hits)
    probs = torch.full((range_max,), 1.0 / range_max, dtype=torch.float64)
    return candidate_sampler(api, true_classes, (num_true, num_sampled, unique, range_max, seed),
                             (torch.int32, torch.int64), probs, lambda c: torch.full_like(c, 1.0 / range_max),
                             remove_accidental_hits)


def log_uniform_candidate_sampler(true_classes, num_true=1, num_sampled=5, unique=True, range_max=5, seed=0):
    """``ops.log_uniform_candidate_sampler(true_classes, num_true=1, num_sampled=5, unique=True, range_max=5,
    seed=0)``: ``num_sampled`` classes drawn from [0, range_max) with P(c) = log((c + 2) / (c + 1)) /
    log(range_max + 1) (torch.multinomial; unique ones by rejection), with the expected counts of the true and the
    sampled classes."""
    api = "LogUniformCandidateSampler"
    candidate_checks(api, num_true, num_sampled, unique, range_max, seed)
    log_range = math.log(range_max + 1)

    def prob_of(c):
        return torch.log((c + 2) / (c + 1)) / log_range
    probs = prob_of(torch.arange(range_max, dtype=torch.float64))
    return candidate_sampler(api, true_classes, (num_true, num_sampled, unique, range_max, seed), (torch.int64,),
                             probs, prob_of)
