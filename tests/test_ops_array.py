"""ops array family against MindSpore 2.10 (golden/cases_ops_*.py, recorded by golden/record_ops.py)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {
    "aliases|ops.strided_slice(g, (0, 0, 0), (1, 2, 3), (1, 1, 1), new_axis_mask=2)":
        "MindSpore 2.10 CPU StridedSlice with new_axis_mask returns misplaced values; msbridge gives numpy's slice",
    "aliases|ops.type_as(x_f32, y_f16)": "MindSpore 2.10 has no CPU TypeAs kernel; msbridge casts",
    "aliases|ops.type_as(x_i32, y_f16)": "MindSpore 2.10 has no CPU TypeAs kernel; msbridge casts",
    'more|ops.take(x_f16, Tensor([0, 5]))':
        'MindSpore 2.10 has no CPU Take kernel; msbridge computes torch.take',
    'more|ops.take(x_f32, Tensor([0, 5]))':
        'MindSpore 2.10 has no CPU Take kernel; msbridge computes torch.take',
    'more|ops.take(x_i32, Tensor([0, 5]))':
        'MindSpore 2.10 has no CPU Take kernel; msbridge computes torch.take',
    'index|ops.nonzero(s_f32)':
        "MindSpore 2.10 CPU NonZero fails on a 0-d input; msbridge returns torch's (1, 0) result",
    'index|ops.nonzero(x_f32, as_tuple=True)':
        'MindSpore 2.10 has no CPU NonZeroExt kernel; msbridge computes it',
    'index|ops.searchsorted(Tensor([1., 3., 5.]), Tensor([3.]), out_int32=True)':
        'MindSpore 2.10 CPU SearchSorted fails with out_int32=True; msbridge returns Int32 indices',
    'manipulate|ops.roll(x_f16, 1)':
        'MindSpore 2.10 has no CPU Roll kernel; msbridge computes torch.roll',
    'manipulate|ops.roll(x_f32, (1, 1), (0, 1))':
        'MindSpore 2.10 has no CPU Roll kernel; msbridge computes torch.roll',
    'manipulate|ops.roll(x_f32, 1)':
        'MindSpore 2.10 has no CPU Roll kernel; msbridge computes torch.roll',
    'manipulate|ops.roll(x_f32, 1, 1)':
        'MindSpore 2.10 has no CPU Roll kernel; msbridge computes torch.roll',
    'manipulate|ops.roll(x_i32, 1)':
        'MindSpore 2.10 has no CPU Roll kernel; msbridge computes torch.roll',
    'sort|ops.unsorted_segment_prod(Tensor([2., 5., 3.]), Tensor([1, 1, 0]), Tensor(2))':
        'MindSpore 2.10 reads a Tensor num_segments as -1; msbridge uses its value',
}


@pytest.mark.parametrize("key", check_ops.keys("ops_array"))
def test_recorded(key):
    check_ops.check("ops_array", key, KNOWN_DIFFERENCES)
