"""Cases for mindspore.experimental.optim (torch-style optimizers over Cell Parameters) and its lr_scheduler,
recorded from MindSpore 2.10 by record_experimental_optim.py and replayed by tests/test_experimental_optim.py.

The optimizers run on cases_optim's four seeded Parameters with its seeded gradients (``steps``: the Parameters
after each of 4 steps, then every Parameter the optimizer holds); the schedulers give each group's
``get_last_lr()`` after construction and after each of 12 ``step()`` calls.
"""
import numpy as np

import cases_optim
import goldens

OPT = "optim"
GROUPS = ("[{'params': p[:2], 'weight_decay': 0.05}, {'params': p[2:3], 'lr': 0.3}, "
          "{'params': p[3:], 'lr': 0.05, 'weight_decay': 0.2}]")


def namespace(ms):
    """cases_optim's names plus ``optim`` (mindspore.experimental.optim), ``sched`` (its lr_scheduler) and
    ``lr_seq``."""
    import importlib
    optim = importlib.import_module(ms.__name__ + ".experimental.optim")
    names = dict(cases_optim.namespace(ms))

    def lr_seq(opt, make, n=12, metrics=None):
        """Each group's last lr after ``make(opt)`` builds the scheduler(s), then after each of ``n`` steps
        (``make`` may return a list: all are stepped in order; ``metrics``: ReduceLROnPlateau's inputs)."""
        made = make(opt)
        made = made if isinstance(made, list) else [made]
        out = [[float(v.asnumpy()) for v in made[-1].get_last_lr()]]
        for i in range(n):
            for s in made:
                if metrics is None:
                    s.step()
                else:
                    s.step(metrics[i])
            out.append([float(np.asarray(g["lr"].asnumpy() if hasattr(g["lr"], "asnumpy") else g["lr"]))
                        for g in opt.param_groups])
        return out

    names.update(optim=optim, sched=optim.lr_scheduler, lr_seq=lr_seq)
    return names


def run(ms, code):
    return goldens.evaluate(code, namespace(ms))


def _family(prefix, table):
    return {f"{prefix}.{key}": code for key, code in table.items()}


ARRAYS = {
    **_family("sgd", {
        "plain": "steps(optim.SGD(P(), 0.1))",
        "momentum": "steps(optim.SGD(P(), 0.1, momentum=0.9))",
        "dampening": "steps(optim.SGD(P(), 0.1, momentum=0.9, dampening=0.5))",
        "dampening_no_momentum": "steps(optim.SGD(P(), 0.1, dampening=0.5))",
        "nesterov": "steps(optim.SGD(P(), 0.1, momentum=0.9, nesterov=True))",
        "weight_decay": "steps(optim.SGD(P(), 0.1, momentum=0.9, weight_decay=0.1))",
        "maximize": "steps(optim.SGD(P(), 0.1, momentum=0.5, maximize=True))",
        "int_lr": "steps(optim.SGD(P(), 1, momentum=1))",
        "groups": f"(lambda p: steps(optim.SGD({GROUPS}, 0.1, momentum=0.5)))(P())",
    }),
    **_family("adam", {
        "default": "steps(optim.Adam(P()))",
        "lr": "steps(optim.Adam(P(), 0.1))",
        "betas_eps": "steps(optim.Adam(P(), 0.1, betas=(0.5, 0.9), eps=1e-3))",
        "weight_decay": "steps(optim.Adam(P(), 0.1, weight_decay=0.1))",
        "amsgrad": "steps(optim.Adam(P(), 0.1, amsgrad=True))",
        "maximize": "steps(optim.Adam(P(), 0.1, maximize=True))",
        "groups": f"(lambda p: steps(optim.Adam({GROUPS}, 0.1)))(P())",
        "float_group_lr": "(lambda o: (o.param_groups[0].__setitem__('lr', 0.5), steps(o))[1])(optim.Adam(P(), 0.1))",
    }),
    **_family("adamw", {
        "default": "steps(optim.AdamW(P()))",
        "lr": "steps(optim.AdamW(P(), 0.1))",
        "weight_decay": "steps(optim.AdamW(P(), 0.1, weight_decay=0.3))",
        "amsgrad": "steps(optim.AdamW(P(), 0.1, amsgrad=True))",
        "maximize": "steps(optim.AdamW(P(), 0.1, maximize=True))",
        "groups": f"(lambda p: steps(optim.AdamW({GROUPS}, 0.1, betas=(0.8, 0.99))))(P())",
    }),
    **_family("adagrad", {
        "default": "steps(optim.Adagrad(P()))",
        "args": "steps(optim.Adagrad(P(), 0.1, lr_decay=0.5, weight_decay=0.1, initial_accumulator_value=0.2, "
                "eps=1e-3))",
        "maximize_groups": f"(lambda p: steps(optim.Adagrad({GROUPS}, 0.1, maximize=True)))(P())",
    }),
    **_family("adadelta", {
        "default": "steps(optim.Adadelta(P()))",
        "args": "steps(optim.Adadelta(P(), 0.5, rho=0.8, eps=1e-3, weight_decay=0.1))",
        "maximize_groups": f"(lambda p: steps(optim.Adadelta({GROUPS}, 0.5, maximize=True)))(P())",
    }),
    **_family("adamax", {
        "default": "steps(optim.Adamax(P()))",
        "args": "steps(optim.Adamax(P(), 0.1, betas=(0.5, 0.9), eps=1e-3, weight_decay=0.1))",
        "maximize_groups": f"(lambda p: steps(optim.Adamax({GROUPS}, 0.1, maximize=True)))(P())",
    }),
    **_family("rmsprop", {
        "default": "steps(optim.RMSprop(P()))",
        "momentum_centered": "steps(optim.RMSprop(P(), 0.05, alpha=0.9, eps=1e-4, momentum=0.5, centered=True))",
        "weight_decay_maximize": "steps(optim.RMSprop(P(), 0.05, weight_decay=0.1, maximize=True))",
        "groups": f"(lambda p: steps(optim.RMSprop({GROUPS}, 0.05, momentum=0.3)))(P())",
    }),
}

SCHED = "optim.SGD(P(), 0.1)"
SCHED_GROUPS = "optim.SGD([{'params': P()[:2]}, {'params': P(1)[2:], 'lr': 0.5}], 0.1)"

VALUES = {
    **_family("sched", {
        "steplr": f"lr_seq({SCHED}, lambda o: sched.StepLR(o, 3))",
        "steplr_gamma_groups": f"lr_seq({SCHED_GROUPS}, lambda o: sched.StepLR(o, 2, gamma=0.5))",
        "multisteplr": f"lr_seq({SCHED}, lambda o: sched.MultiStepLR(o, [2, 5, 5, 9], gamma=0.5))",
        "exponentiallr": f"lr_seq({SCHED_GROUPS}, lambda o: sched.ExponentialLR(o, 0.8))",
        "linearlr": f"lr_seq({SCHED}, lambda o: sched.LinearLR(o))",
        "linearlr_args": f"lr_seq({SCHED_GROUPS}, lambda o: sched.LinearLR(o, 0.5, 0.1, total_iters=7))",
        "constantlr": f"lr_seq({SCHED}, lambda o: sched.ConstantLR(o, 0.25, total_iters=4))",
        "polynomiallr": f"lr_seq({SCHED}, lambda o: sched.PolynomialLR(o, total_iters=8, power=2.0))",
        "cosine": f"lr_seq({SCHED}, lambda o: sched.CosineAnnealingLR(o, 5))",
        "cosine_eta_min": f"lr_seq({SCHED_GROUPS}, lambda o: sched.CosineAnnealingLR(o, 4, eta_min=0.01))",
        "lambdalr": f"lr_seq({SCHED_GROUPS}, lambda o: sched.LambdaLR(o, lambda e: 0.9 ** e))",
        "lambdalr_list": f"lr_seq({SCHED_GROUPS}, lambda o: sched.LambdaLR(o, [lambda e: 0.9 ** e, "
                         "lambda e: 1.0 / (e + 1)]))",
        "multiplicativelr": f"lr_seq({SCHED}, lambda o: sched.MultiplicativeLR(o, lambda e: 0.95))",
        "chained": f"lr_seq({SCHED}, lambda o: [sched.StepLR(o, 3, gamma=0.5), sched.ExponentialLR(o, 0.9)])",
        "chained_linear_cosine": f"lr_seq({SCHED}, lambda o: [sched.LinearLR(o, 0.2, total_iters=4), "
                                 "sched.CosineAnnealingLR(o, 6)])",
        "sequential": f"lr_seq({SCHED}, lambda o: sched.SequentialLR(o, [sched.ConstantLR(o, 0.1, total_iters=2), "
                      "sched.ExponentialLR(o, 0.9)], milestones=[3]))",
        "plateau": f"lr_seq({SCHED_GROUPS}, lambda o: sched.ReduceLROnPlateau(o, patience=2, factor=0.5), "
                   "metrics=[1.0, 0.9, 0.95, 0.95, 0.95, 0.8, 0.85, 0.85, 0.85, 0.85, 0.7, 0.7])",
        "plateau_max_abs_cooldown": f"lr_seq({SCHED}, lambda o: sched.ReduceLROnPlateau(o, 'max', 0.5, 1, 0.05, "
                                    "'abs', cooldown=2, min_lr=0.02), "
                                    "metrics=[1.0, 1.02, 1.01, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2])",
        "step_epoch": f"(lambda o: (lambda s: [s.step(), s.step(), s.step(5), float(s.get_last_lr()[0].asnumpy()), "
                      f"s.step(), float(s.get_last_lr()[0].asnumpy())])(sched.StepLR(o, 2)))({SCHED})",
        "exponential_epoch": f"(lambda o: (lambda s: [s.step(4), float(s.get_last_lr()[0].asnumpy())])"
                             f"(sched.ExponentialLR(o, 0.5)))({SCHED})",
        "initial_lr": f"(lambda o: (sched.StepLR(o, 2), [float(g['initial_lr'].asnumpy()) for g in o.param_groups])"
                      f"[1])({SCHED_GROUPS})",
    }),
    **_family("opt", {
        "state_sgd": "state(optim.SGD(P(), 0.1, momentum=0.9))",
        "state_adam": "state(optim.Adam(P()))",
        "state_adamw": "state(optim.AdamW(P()))",
        "state_adagrad": "state(optim.Adagrad(P(), initial_accumulator_value=0.5))",
        "state_adadelta": "state(optim.Adadelta(P()))",
        "state_adamax": "state(optim.Adamax(P()))",
        "state_rmsprop": "state(optim.RMSprop(P()))",
        "group_keys": f"(lambda p: [sorted(k for k in g if k != 'params') for g in optim.Adam({GROUPS}, 0.1)"
                      ".param_groups])(P())",
        "group_values": f"(lambda p: [[g['weight_decay'], float(g['lr'].asnumpy()), g['lr'].name, len(g['params'])] "
                        f"for g in optim.SGD({GROUPS}, 0.1).param_groups])(P())",
        "group_start_id": f"(lambda p: optim.SGD({GROUPS}, 0.1).group_start_id)(P())",
        "lrs": f"(lambda p: [[l.name, float(l.asnumpy())] for l in optim.AdamW({GROUPS}, 0.1).lrs])(P())",
        "add_param_group": "(lambda p: (lambda o: (o.add_param_group({'params': p[2:], 'lr': 0.2}), "
                           "[len(o.param_groups), o.group_start_id, float(o.lrs[1].asnumpy()), "
                           "o.param_groups[1]['momentum']])[1])(optim.SGD(p[:2], 0.1, momentum=0.3)))(P())",
        "repr": "repr(optim.Adam(P(), 0.1))",
        "returns": "result(optim.SGD(P(), 0.1))",
    }),
}

ERRORS = {
    "sgd.lr_type": "optim.SGD(P(), '0.1')",
    "sgd.lr_negative": "optim.SGD(P(), -0.1)",
    "sgd.momentum_type": "optim.SGD(P(), 0.1, momentum='a')",
    "sgd.momentum_negative": "optim.SGD(P(), 0.1, momentum=-0.5)",
    "sgd.nesterov_type": "optim.SGD(P(), 0.1, nesterov=1)",
    "sgd.maximize_type": "optim.SGD(P(), 0.1, maximize=1)",
    "sgd.nesterov_no_momentum": "optim.SGD(P(), 0.1, nesterov=True)",
    "sgd.dampening_type": "optim.SGD(P(), 0.1, dampening='a')",
    "adam.lr_negative": "optim.Adam(P(), -1.0)",
    "adam.eps_negative": "optim.Adam(P(), eps=-1e-8)",
    "adam.beta0": "optim.Adam(P(), betas=(1.0, 0.999))",
    "adam.beta1": "optim.Adam(P(), betas=(0.9, -0.1))",
    "adam.weight_decay_negative": "optim.Adam(P(), weight_decay=-0.1)",
    "adamw.beta0": "optim.AdamW(P(), betas=(1.5, 0.999))",
    "adamw.weight_decay_negative": "optim.AdamW(P(), weight_decay=-0.1)",
    "opt.params_none": "optim.SGD(None, 0.1)",
    "opt.params_not_iterable": "optim.SGD(1, 0.1)",
    "opt.params_empty": "optim.SGD([], 0.1)",
    "opt.params_set": "optim.SGD([{'params': set(P())}], 0.1)",
    "opt.not_parameter": "optim.SGD([{'params': [T([1.0])]}], 0.1)",
    "opt.group_not_dict": "(lambda p: optim.SGD([{'params': p[:2]}, p[2:]], 0.1))(P())",
    "opt.shared_parameter": "(lambda p: optim.SGD([{'params': p[:2]}, {'params': p[1:]}], 0.1))(P())",
    "opt.group_lr_type": "optim.SGD([{'params': P(), 'lr': 'a'}], 0.1)",
    "opt.group_lr_tensor_1d": "optim.SGD([{'params': P(), 'lr': T([0.1, 0.2])}], 0.1)",
    "opt.group_lr_negative": "optim.SGD([{'params': P(), 'lr': -0.2}], 0.1)",
    "opt.weight_decay_type": "optim.SGD([{'params': P(), 'weight_decay': 'a'}], 0.1)",
    "opt.weight_decay_negative": "optim.SGD([{'params': P(), 'weight_decay': -0.1}], 0.1)",
    "adagrad.lr_zero": "optim.Adagrad(P(), 0.0)",
    "adagrad.lr_decay_negative": "optim.Adagrad(P(), lr_decay=-0.1)",
    "adagrad.initial_negative": "optim.Adagrad(P(), initial_accumulator_value=-1.0)",
    "adagrad.eps_zero": "optim.Adagrad(P(), eps=0.0)",
    "adadelta.rho_range": "optim.Adadelta(P(), rho=1.5)",
    "adadelta.rho_type": "optim.Adadelta(P(), rho=1)",
    "adadelta.weight_decay_negative": "optim.Adadelta(P(), weight_decay=-0.1)",
    "adamax.beta1_one": "optim.Adamax(P(), betas=(0.9, 1.0))",
    "adamax.lr_negative": "optim.Adamax(P(), lr=-0.1)",
    "rmsprop.alpha_negative": "optim.RMSprop(P(), alpha=-0.1)",
    "rmsprop.momentum_negative": "optim.RMSprop(P(), momentum=-0.1)",
    "rmsprop.eps_zero": "optim.RMSprop(P(), eps=0.0)",
    "sched.not_optimizer": "sched.StepLR(nn.SGD(P(), 0.1), 2)",
    "sched.last_epoch_type": f"sched.StepLR({SCHED}, 2, last_epoch=1.0)",
    "sched.last_epoch_small": f"sched.StepLR({SCHED}, 2, last_epoch=-2)",
    "sched.resume_without_initial_lr": f"sched.StepLR({SCHED}, 2, last_epoch=3)",
    "sched.steplr_step_size": f"sched.StepLR({SCHED}, 2.0)",
    "sched.steplr_gamma": f"sched.StepLR({SCHED}, 2, gamma=1)",
    "sched.multisteplr_milestones": f"sched.MultiStepLR({SCHED}, (2, 4))",
    "sched.multisteplr_milestone": f"sched.MultiStepLR({SCHED}, [2, 4.0])",
    "sched.multisteplr_step_epoch": f"sched.MultiStepLR({SCHED}, [2, 4]).step(3)",
    "sched.multisteplr_gamma": f"sched.MultiStepLR({SCHED}, [2], gamma='a')",
    "sched.exponentiallr_gamma": f"sched.ExponentialLR({SCHED}, 1)",
    "sched.linearlr_start": f"sched.LinearLR({SCHED}, start_factor=0.0)",
    "sched.linearlr_end": f"sched.LinearLR({SCHED}, end_factor=1.5)",
    "sched.linearlr_total": f"sched.LinearLR({SCHED}, total_iters=5.0)",
    "sched.constantlr_factor": f"sched.ConstantLR({SCHED}, factor=1.5)",
    "sched.constantlr_total": f"sched.ConstantLR({SCHED}, total_iters=2.0)",
    "sched.polynomiallr_power": f"sched.PolynomialLR({SCHED}, power=2)",
    "sched.polynomiallr_power_negative": f"sched.PolynomialLR({SCHED}, power=-1.0)",
    "sched.polynomiallr_total": f"sched.PolynomialLR({SCHED}, total_iters=2.0)",
    "sched.cosine_eta_min": f"sched.CosineAnnealingLR({SCHED}, 5, eta_min='a')",
    "sched.cosine_t_max": f"sched.CosineAnnealingLR({SCHED}, 5.0)",
    "sched.lambdalr_count": f"sched.LambdaLR({SCHED}, [lambda e: 1.0, lambda e: 1.0])",
    "sched.multiplicativelr_count": f"sched.MultiplicativeLR({SCHED}, [lambda e: 1.0, lambda e: 1.0])",
    "sched.sequential_milestones": f"(lambda o: sched.SequentialLR(o, [sched.StepLR(o, 2), sched.StepLR(o, 3)], "
                                   f"[1, 2]))({SCHED})",
    "sched.sequential_other_optimizer": f"(lambda o: sched.SequentialLR(o, [sched.StepLR(o, 2), "
                                        f"sched.StepLR({SCHED}, 3)], [1]))({SCHED})",
    "sched.plateau_factor": f"sched.ReduceLROnPlateau({SCHED}, factor=1.0)",
    "sched.plateau_not_optimizer": "sched.ReduceLROnPlateau(nn.SGD(P(), 0.1))",
    "sched.plateau_min_lr_count": f"sched.ReduceLROnPlateau({SCHED}, min_lr=[0.1, 0.2])",
    "sched.plateau_mode": f"sched.ReduceLROnPlateau({SCHED}, mode='avg')",
    "sched.plateau_threshold_mode": f"sched.ReduceLROnPlateau({SCHED}, threshold_mode='x')",
}


def as_arrays(result):
    return cases_optim.as_arrays(result)


def as_json(value):
    return cases_optim.as_json(value)
