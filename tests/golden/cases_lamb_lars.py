"""Cases for nn.Lamb and nn.LARS: what MindSpore 2.10 runs on CPU (construction, state Parameters, errors).

Their updates need the Lamb / LARSUpdate kernels, which MindSpore 2.10's CPU build lacks; tests/test_lamb_lars.py
checks the updates against numpy implementations of the documented formulas instead. The case code uses the
names of cases_optim.namespace.
"""
import cases_optim

MOMENTUM = "nn.Momentum(P(), 0.1, 0.9, weight_decay=0.1, loss_scale=2.0)"

VALUES = {
    "state.lamb": "state(nn.Lamb(P(), 0.1))",
    "state.lamb_groups": "(lambda p: state(nn.Lamb([{'params': p[:2], 'weight_decay': 0.1}, "
                         "{'params': p[2:], 'lr': 0.2}], 0.1)))(P())",
    "state.lars_momentum": f"state(nn.LARS({MOMENTUM}))",
    "state.lars_sgd": "state(nn.LARS(nn.SGD(P(), 0.1, momentum=0.9)))",
    "attrs.lamb": "(lambda o: [sorted(o.init_args.items()), o.init_learning_rate, list(o.decay_flags), "
                  "o.param_length, o.beta1.asnumpy().tolist(), o.beta2.asnumpy().tolist(), o.eps.asnumpy().tolist()]"
                  ")(nn.Lamb(P(), 0.1))",
    "attrs.lars": f"(lambda m: (lambda o: [sorted((k, v) for k, v in o.init_args.items() if k != 'lars_filter'), "
                  "list(o.lars_flag), list(o.decay_flags), list(m.decay_flags), m.exec_weight_decay, o.loss_scale, "
                  "o.need_scale, m.need_scale, o.weight_decay.asnumpy().tolist(), o.global_step is m.global_step, "
                  f"o.learning_rate.name, o.is_group])(nn.LARS(m)))({MOMENTUM})",
    "attrs.lars_filter": "list(nn.LARS(nn.SGD(P(), 0.1), lars_filter=lambda p: 'fc' in p.name).lars_flag)",
}

ERRORS = {
    "lamb.lr_missing": "nn.Lamb(P())",
    "lamb.beta1_range": "nn.Lamb(P(), 0.1, beta1=1.0)",
    "lamb.beta2_type": "nn.Lamb(P(), 0.1, beta2=1)",
    "lamb.eps_zero": "nn.Lamb(P(), 0.1, eps=0.0)",
    "lamb.negative_lr": "nn.Lamb(P(), -0.1)",
    "lamb.negative_weight_decay": "nn.Lamb(P(), 0.1, weight_decay=-1.0)",
    "lars.not_optimizer": "nn.LARS(P())",
    "lars.epsilon_int": f"nn.LARS({MOMENTUM}, epsilon=1)",
    "lars.coefficient_type": f"nn.LARS({MOMENTUM}, coefficient='a')",
    "lars.use_clip_type": f"nn.LARS({MOMENTUM}, use_clip=1)",
    "lars.clip_group_dynamic_lr": "(lambda p: nn.LARS(nn.Momentum([{'params': p[:2], 'lr': [0.1, 0.2]}, "
                                  "{'params': p[2:]}], 0.1, 0.9), use_clip=True))(P())",
}

# ERRORS whose message msbridge reproduces word for word
SAME_MESSAGE = set(ERRORS) - {"lamb.lr_missing"}


def check_value(ms, golden, name):
    """The VALUES case ``name`` gives on ``ms`` what MindSpore gave."""
    return cases_optim.check_value(ms, golden, name, VALUES)


def check_error(ms, golden, name):
    """The ERRORS case ``name`` raises MindSpore's exception type (and message where SAME_MESSAGE)."""
    return cases_optim.check_error(ms, golden, name, ERRORS, SAME_MESSAGE)
