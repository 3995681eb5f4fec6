"""``std::shuffle`` of libstdc++ (as built into MindSpore 2.10's dataset engine) driven by ``std::mt19937``: the
order MindSpore's DistributedSampler gives a shuffled shard.

Measured against MindSpore 2.10 (tests/golden/cases_dataset.py, ``shard.shuffle.*``): pass k of a sampler (epoch or
repeat, counted from 1) re-shuffles the previous pass's order with a fresh ``mt19937(seed + k)``, ``seed`` being
the dataset seed when the sampler was built. libstdc++'s shuffle draws one random number for two swaps while the
range allows it, and its ``uniform_int_distribution`` rejects draws past the largest multiple of the range (the
division method of GCC before 11).
"""
import numpy as np

__all__ = ["std_shuffle", "mt19937", "uniform_int"]

_MAX = 0xFFFFFFFF  # mt19937's largest draw


def mt19937(seed):
    """numpy's MT19937 seeded as ``std::mt19937(seed)`` (``init_genrand``): ``random_raw`` gives its outputs."""
    generator = np.random.MT19937()
    generator.state = {"bit_generator": "MT19937",
                       "state": {"key": np.random.RandomState(seed & _MAX).get_state()[1], "pos": 624}}
    return generator


def _draws(seed):
    """``std::mt19937(seed)``'s 32-bit outputs."""
    generator = mt19937(seed)
    while True:
        yield from generator.random_raw(4096).tolist()


def uniform_int(draw, count):
    """A draw in [0, count) as libstdc++'s ``uniform_int_distribution`` makes it from 32-bit draws (``draw()``):
    draws past count * scaling are rejected."""
    scaling = _MAX // count
    limit = count * scaling
    while True:
        value = draw()
        if value < limit:
            return value // scaling


def std_shuffle(values, seed):
    """``values`` (a list) shuffled in place as ``std::shuffle(begin, end, std::mt19937(seed))``."""
    draw = _draws(seed).__next__

    def uniform(count):
        return uniform_int(draw, count)

    n = len(values)
    if n < 2:
        return values
    if _MAX // n >= n:  # two swap positions from one draw
        i = 1
        if n % 2 == 0:
            j = uniform(2)
            values[1], values[j] = values[j], values[1]
            i = 2
        while i < n:
            span = i + 1
            first, second = divmod(uniform(span * (span + 1)), span + 1)
            values[i], values[first] = values[first], values[i]
            values[i + 1], values[second] = values[second], values[i + 1]
            i += 2
        return values
    for i in range(1, n):
        j = uniform(i + 1)
        values[i], values[j] = values[j], values[i]
    return values
