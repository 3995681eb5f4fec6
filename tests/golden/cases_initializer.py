"""Cases shared by record_initializer.py (real MindSpore) and test_initializer.py (msbridge)."""


def seed_sequence(ms, initializers):
    """``Initializer.seed`` values across set_seed calls, explicit seeds and fresh initializers."""
    ms.set_seed(5)
    n = initializers.Normal()
    seq = [n.seed, n.seed, initializers.Uniform().seed]
    n.seed = 3
    seq.append(n.seed)
    ms.set_seed(5)
    seq.append(initializers.One().seed)
    ms.set_seed(0)
    seq += [initializers.One().seed, initializers.One().seed]
    ms.set_seed(2 ** 31 + 5)
    seq += [initializers.One().seed, initializers.One().seed]
    return [list(s) for s in seq]
