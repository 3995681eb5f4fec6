"""nn.Unfold and ops.ExtractImagePatches. MindSpore 2.10's CPU build has no kernel for the patches, so the values
are those of MindSpore's own GPU test of the op (mindspore-ai/mindspore,
tests/st/ops/gpu/test_extract_image_patches_op.py: expected outputs for 'valid' and 'same'); construction and
argument errors are goldens recorded from MindSpore 2.10 (golden/cases_unfold.py)."""
import cases_unfold as cases
import goldens
import numpy as np
import pytest

import msbridge as ms

G = goldens.load("unfold")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)

# (ksizes, strides, rates as [1, 1, row, col]; padding; input shape (filled with arange); MindSpore GPU's output)
GPU_CASES = {
    "valid": ([1, 1, 2, 4], [1, 1, 7, 5], [1, 1, 2, 1], "valid", (3, 2, 6, 10), np.array(
        [0, 5, 60, 65, 1, 6, 61, 66, 2, 7, 62, 67, 3, 8, 63, 68, 20, 25, 80, 85, 21, 26, 81, 86, 22, 27, 82, 87, 23,
         28, 83, 88, 120, 125, 180, 185, 121, 126, 181, 186, 122, 127, 182, 187, 123, 128, 183, 188, 140, 145, 200,
         205, 141, 146, 201, 206, 142, 147, 202, 207, 143, 148, 203, 208, 240, 245, 300, 305, 241, 246, 301, 306,
         242, 247, 302, 307, 243, 248, 303, 308, 260, 265, 320, 325, 261, 266, 321, 326, 262, 267, 322, 327, 263,
         268, 323, 328], np.float32).reshape(3, 16, 1, 2)),
    "same": ([1, 1, 5, 2], [1, 1, 8, 2], [1, 1, 3, 3], "same", (1, 1, 2, 3),
             np.array([0] * 9 + [4, 5] + [0] * 9, np.float32).reshape(1, 10, 1, 2)),
}


@pytest.mark.parametrize("name", GPU_CASES)
def test_extract_image_patches_gives_mindspore_gpus_values(name):
    ksizes, strides, rates, padding, shape, expected = GPU_CASES[name]
    x = ms.Tensor(np.arange(np.prod(shape), dtype=np.float32).reshape(shape))
    np.testing.assert_array_equal(ms.ops.ExtractImagePatches(ksizes, strides, rates, padding)(x).asnumpy(),
                                  expected)
    unfold = ms.nn.Unfold(*([1, v[2], v[3], 1] for v in (ksizes, strides, rates)), padding=padding)
    np.testing.assert_array_equal(unfold(x).asnumpy(), expected)


def test_unfold_keeps_the_dtype_of_integer_and_half_inputs():
    x = np.arange(360).reshape(3, 2, 6, 10)
    patches = ms.ops.ExtractImagePatches([1, 1, 2, 4], [1, 1, 7, 5], [1, 1, 2, 1])
    got = patches(ms.Tensor(x.astype(np.int32)))
    assert got.dtype == ms.int32
    np.testing.assert_array_equal(got.asnumpy(), GPU_CASES["valid"][-1].astype(np.int32))
    # MindSpore's docstring example: a float16 (2, 3, 6, 6) image gives (2, 12, 2, 2)
    out = ms.nn.Unfold([1, 2, 2, 1], [1, 2, 2, 1], [1, 2, 2, 1])(ms.Tensor(np.ones([2, 3, 6, 6]), ms.float16))
    assert out.shape == (2, 12, 2, 2) and out.dtype == ms.float16


def test_unfold_gradient_counts_the_patches_that_copy_each_element():
    # the gradient of sum(patches) at an element is how many windows hold it: 3x3 'same' windows over 5x5 hold an
    # inner element 3 times per axis and a border element twice
    x = ms.Tensor(np.random.default_rng(0).standard_normal((1, 2, 5, 5)).astype(np.float32))
    unfold = ms.nn.Unfold([1, 3, 3, 1], [1, 1, 1, 1], [1, 1, 1, 1], "same")
    per_axis = np.array([2, 3, 3, 3, 2], np.float32)
    expected = np.broadcast_to(np.outer(per_axis, per_axis), (1, 2, 5, 5))
    np.testing.assert_array_equal(ms.grad(lambda t: unfold(t).sum())(x).asnumpy(), expected)
