"""nn.Lamb and nn.LARS: construction, state and errors against goldens from MindSpore 2.10; the updates (no CPU
kernel in MindSpore 2.10) against numpy implementations of MindSpore's documented formulas."""
import numpy as np
import pytest

import cases_lamb_lars as cases
import cases_optim
import goldens
import msbridge as ms

G = goldens.load("lamb_lars")
NS = cases_optim.namespace(ms)
P, grads = NS["P"], NS["grads"]
nn = ms.nn


@pytest.mark.parametrize("name", sorted(cases.VALUES))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", sorted(cases.ERRORS))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


def _np(params):
    return [p.asnumpy().astype(np.float64) for p in params]


def _run(opt, steps, scale=1.0):
    """msbridge's Parameters after each step, and the gradients used (unscaled numpy)."""
    params, out, used = list(opt.parameters), [], []
    for i in range(steps):
        g = grads(params, i, scale)
        used.append(_np(g))
        opt(g)
        out.append(_np(params))
    return out, used


def _lamb_reference(w, gs, lr, decay, b1=0.9, b2=0.999, eps=1e-6):
    """The documented Lamb rule (trust ratio ||w||/||r + wd*w||, 1 where a norm is 0)."""
    w = [x.copy() for x in w]
    m = [np.zeros_like(x) for x in w]
    v = [np.zeros_like(x) for x in w]
    out = []
    for t, g in enumerate(gs, 1):
        for i, gi in enumerate(g):
            m[i] = b1 * m[i] + (1 - b1) * gi
            v[i] = b2 * v[i] + (1 - b2) * gi * gi
            r = (m[i] / (1 - b1 ** t)) / (np.sqrt(v[i] / (1 - b2 ** t)) + eps)
            u = r + decay[i] * w[i]
            wn, un = np.linalg.norm(w[i]), np.linalg.norm(u)
            ratio = wn / un if wn > 0 and un > 0 else 1.0
            w[i] = w[i] - lr[i] * ratio * u
        out.append([x.copy() for x in w])
    return out


def _assert_trajectory(actual, expected):
    """Each step's (float64) parameters match the numpy reference's within float32 round-off."""
    for step, (a, e) in enumerate(zip(actual, expected)):
        goldens.assert_arrays_match(a, None, f"step {step}", lambda dtype: (2e-5, 2e-6), expected=e)


@pytest.mark.parametrize("weight_decay", [0.0, 0.1])
def test_lamb_follows_documented_rule(weight_decay):
    params = P()
    w0 = _np(params)
    opt = nn.Lamb(params, 0.1, weight_decay=weight_decay)
    actual, used = _run(opt, 4)
    decay = [weight_decay if flag else 0.0 for flag in opt.decay_flags]  # no decay on bn.gamma / bn.beta
    _assert_trajectory(actual, _lamb_reference(w0, used, [0.1] * 4, decay))
    assert opt.global_step.asnumpy().tolist() == [4]


def test_lamb_groups_and_zero_weight():
    p = P()
    p[1].set_data(ms.Tensor(np.zeros(2, np.float32)))  # ||w|| = 0: trust ratio 1
    w0 = _np(p)
    opt = nn.Lamb([{"params": p[:2], "weight_decay": 0.2}, {"params": p[2:], "lr": 0.05}], 0.1)
    actual, used = _run(opt, 3)
    _assert_trajectory(actual, _lamb_reference(w0, used, [0.1, 0.1, 0.05, 0.05], [0.2, 0.2, 0.0, 0.0]))


def _lars_reference(w, gs, lars_flags, decay, loss_scale, inner, eps=1e-5, coef=1e-3):
    """LARS's documented local rate on the unscaled gradients, then the wrapped optimizer's rule without its own
    decay or loss scale (``inner(w, g, state)`` updates one Parameter)."""
    w = [x.copy() for x in w]
    states = [{} for _ in w]
    out = []
    for g in gs:
        for i, gi in enumerate(g):
            gi = gi / loss_scale
            if lars_flags[i]:
                wn, gn = np.linalg.norm(w[i]), np.linalg.norm(gi)
                gi = coef * wn / (gn + decay[i] * wn + eps) * (gi + decay[i] * w[i])
            w[i] = inner(w[i], gi, states[i])
        out.append([x.copy() for x in w])
    return out


def _momentum(lr, mom):
    def rule(w, g, state):
        state["v"] = mom * state.get("v", 0.0) + g
        return w - lr * state["v"]
    return rule


def test_lars_wrapping_momentum_with_decay_and_loss_scale():
    params = P()
    w0 = _np(params)
    opt = nn.LARS(nn.Momentum(params, 0.1, 0.9, weight_decay=0.1, loss_scale=2.0))
    actual, used = _run(opt, 4, scale=2.0)
    flags = [True, False, True, True]  # the default filter skips 'bias'
    decay = [0.1, 0.1, 0.0, 0.0]  # no decay on bn.gamma / bn.beta
    _assert_trajectory(actual, _lars_reference(w0, used, flags, decay, 2.0, _momentum(0.1, 0.9)))
    assert opt.global_step.asnumpy().tolist() == [4]


def test_lars_wrapping_sgd_with_filter():
    params = P()
    w0 = _np(params)
    opt = nn.LARS(nn.SGD(params, 0.5, weight_decay=0.05), epsilon=1e-3, coefficient=0.02,
                  lars_filter=lambda p: "fc" in p.name)
    actual, used = _run(opt, 3)

    def sgd(w, g, state):
        return w - 0.5 * g
    expected = _lars_reference(w0, used, [True, True, False, False], [0.05, 0.05, 0.0, 0.0], 1.0, sgd,
                               eps=1e-3, coef=0.02)
    _assert_trajectory(actual, expected)


def test_failed_update_changes_nothing():
    for make in (lambda: nn.Lamb(P(), 0.1, weight_decay=0.1), lambda: nn.LARS(nn.Momentum(P(), 0.1, 0.9))):
        opt = make()
        before = [p.asnumpy().copy() for _, p in opt.parameters_and_names()]
        with pytest.raises(RuntimeError):
            opt(grads(list(opt.parameters), 0)[:3])
        assert all(np.array_equal(p.asnumpy(), b) for (_, p), b in zip(opt.parameters_and_names(), before))


def test_lars_use_clip_is_not_supported():
    with pytest.raises(NotImplementedError, match="use_clip"):
        nn.LARS(nn.Momentum(P(), 0.1, 0.9), use_clip=True)
