"""mindspore.experimental.optim and its lr_scheduler against goldens recorded from MindSpore 2.10
(golden/cases_experimental_optim.py)."""
import numpy as np
import pytest

import cases_experimental_optim as cases
import cases_optim
import goldens
import msbridge as ms

G = goldens.load("experimental_optim")
# errors whose message MindSpore builds by accident (a str + type concatenation): the type is compared
OWN_MESSAGE = {"opt.not_parameter"}


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES))
def test_value_matches_mindspore(name):
    goldens.assert_matches(cases.as_json(cases.run(ms, cases.VALUES[name])), G["value." + name], name, 1e-6, 1e-9)


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_arrays_match_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name,
                              lambda dtype: (1e-5, 1e-6), cases_optim.recorded(G, name))


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS))
def test_error_matches_mindspore(name):
    goldens.assert_raises_like(G["error." + name], lambda: cases.run(ms, cases.ERRORS[name]),
                               name not in OWN_MESSAGE)


def test_scheduler_drives_the_optimizer_step():
    """The rate a scheduler writes is the one the next update uses: SGD's step is lr * gradient."""
    optim = ms.experimental.optim
    param = ms.Parameter(ms.Tensor(np.zeros(2, np.float32)), name="w")
    opt = optim.SGD([param], 0.1)
    sched = optim.lr_scheduler.StepLR(opt, 1, gamma=0.5)
    grad = (ms.Tensor(np.ones(2, np.float32)),)
    opt(grad)
    sched.step()
    opt(grad)
    np.testing.assert_allclose(param.asnumpy(), [-0.15, -0.15], rtol=1e-6)
