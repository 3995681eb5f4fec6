"""The last Tensor methods of issue #17 (``adjoint``, ``col2im``, ``reverse_sequence``, ``unique_with_pad``,
``random_categorical``, ``requires_grad_``, ``remove_hook``, ``storage``, ``untyped_storage``, ``to_``, ``select``,
``copy_``) against MindSpore 2.10 (golden/cases_tensor_methods_extra.py)."""
import check_ops
import numpy as np
import pytest
import torch

import msbridge
from msbridge import Tensor

KNOWN_DIFFERENCES = {
    "methods|x_f32.to_('CPU')": "MindSpore 2.10 has no CPU kernel for Free (RuntimeError); msbridge moves the data",
    "grads|select": "MindSpore 2.10's CPU gradient of Tensor.select(dim, index) fails (InplaceCopy RuntimeError); "
                    "msbridge's is torch.select's",
}


@pytest.mark.parametrize("key", check_ops.keys("ops_tensor_methods_extra"))
def test_recorded(key):
    check_ops.check("ops_tensor_methods_extra", key, KNOWN_DIFFERENCES)


@pytest.mark.parametrize("key", check_ops.keys("ops_tensor_methods_extra_random"))
def test_random_rule(key):
    check_ops.check("ops_tensor_methods_extra_random", key)


def test_random_categorical_draws_classes_by_their_softmax_probabilities():
    torch.manual_seed(0)
    logits = Tensor(np.log(np.array([[0.1, 0.2, 0.7], [0.5, 0.5, 1e-9]], np.float32)))
    draws = logits.random_categorical(20000).asnumpy()
    shares = [np.bincount(row, minlength=3) / row.size for row in draws]
    np.testing.assert_allclose(shares, [[0.1, 0.2, 0.7], [0.5, 0.5, 0.0]], atol=0.02)


def test_to_moves_the_data_in_place_and_keeps_a_parameter_the_same_object():
    p = msbridge.Parameter(Tensor(np.array([1., 2.], np.float32)), name="w")
    torch_param = p.to_torch()
    assert p.to_("CPU") is p and p.to_torch() is torch_param
    np.testing.assert_array_equal(p.asnumpy(), [1., 2.])


def test_a_tensors_requires_grad_flag_is_kept_and_its_storage_is_its_memory():
    x = Tensor(np.array([1., 2., 3.], np.float32))
    assert x.requires_grad_(False) is None and x.__dict__["_requires_grad"] is False
    storage = x.untyped_storage()
    storage.copy_(Tensor(np.array([7., 8., 9.], np.float32)).untyped_storage())
    np.testing.assert_array_equal(x.asnumpy(), [7., 8., 9.])
