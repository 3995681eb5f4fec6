"""Issue 17, more random ops (golden/cases_ops_random_extra.py): laplace, standard_laplace, random_categorical,
random_gamma, random_poisson, multinomial_with_replacement and their primitives, LogNormalReverse and
RandomShuffle, against MindSpore 2.10: the dtype/shape rule or error type of each call, and the properties every
draw has (supports, permutations)."""
import check_ops
import pytest


@pytest.mark.parametrize("key", check_ops.keys("ops_random_extra"))
def test_rule(key):
    check_ops.check("ops_random_extra", key)


@pytest.mark.parametrize("key", check_ops.keys("ops_random_props"))
def test_property(key):
    check_ops.check("ops_random_props", key)
