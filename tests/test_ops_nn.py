"""ops nn family against MindSpore 2.10 (golden/cases_ops_*.py, recorded by golden/record_ops.py)."""
import cases_ops_nn
import check_ops
import numpy as np
import pytest

import msbridge as ms

KNOWN_DIFFERENCES = {
    **{key: "MindSpore 2.10 has no CPU ConvTranspose2D kernel; msbridge computes it"
       for key in check_ops.keys("ops_nn") if key.startswith("more_nn|ops.conv_transpose2d(")},
    'nn|ops.embedding(Tensor([0, 1]), y_f32, padding_idx=0)':
        'MindSpore 2.10 has no CPU Embedding kernel; msbridge computes it',
    'nn|ops.embedding(Tensor([[0, 2], [1, 1]]), y_f32)':
        "MindSpore 2.10 has no CPU Embedding kernel; msbridge raises torch's IndexError for the index 2",
    'nn|ops.gelu(x_f16)':
        "MindSpore's float16 GeLU is an approximation (2e-2 relative error near -2.5)",
    "nn|ops.layer_norm(" + cases_ops_nn.IMG + ", (4, 4), Tensor(np.full((4, 4), 2., np.float32)), "
    "Tensor(np.ones((4, 4), np.float32)), 1e-3)":
        'MindSpore 2.10 has no CPU LayerNormExt kernel; msbridge computes it',
    "nn|ops.layer_norm(" + cases_ops_nn.IMG + ", (4,))":
        'MindSpore 2.10 has no CPU LayerNormExt kernel; msbridge computes it',
    'nn|ops.log_softmax(g, 1)':
        "MindSpore's CPU LogSoftmax is approximate (1e-4 relative); msbridge gives torch's exact values",
    'nn|ops.log_softmax(x_f16)':
        "MindSpore's CPU LogSoftmax is approximate (1e-3 relative in float16)",
    'nn|ops.log_softmax(x_f32)':
        "MindSpore's CPU LogSoftmax is approximate (1e-4 relative); msbridge gives torch's exact values",
    'nn|ops.log_softmax(x_f32, 0)':
        "MindSpore's CPU LogSoftmax is approximate (2e-2 relative near 0); msbridge gives torch's exact values",
    'nn|ops.logsigmoid(x_f16)':
        "MindSpore's float16 LogSigmoid is approximate (2e-3 relative)",
    'nn|ops.mish(x_f32)':
        "MindSpore's CPU Mish is approximate (1e-6 absolute)",
}


@pytest.mark.parametrize("key", check_ops.keys("ops_nn"))
def test_recorded(key):
    check_ops.check("ops_nn", key, KNOWN_DIFFERENCES)


def test_interpolate_dtype_error_names_the_api_and_the_dtype():
    # MindSpore 2.10 raises this TypeError with an empty message; msbridge names the API and the dtype
    x = ms.Tensor(np.ones((1, 1, 4, 4), np.int32))
    for call in (lambda: ms.ops.interpolate(x, size=(2, 2), mode="bilinear"), lambda: ms.nn.Upsample(size=(2, 2))(x)):
        with pytest.raises(TypeError, match=r"^For 'interpolate', the input must be a Tensor of \{BFloat16, Float16, "
                                            r"Float32, Float64\}, but got Int32\.$"):
            call()
