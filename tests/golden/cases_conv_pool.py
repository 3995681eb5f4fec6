"""Conv / pooling / padding cases, run on real MindSpore by record_conv_pool.py and on msbridge by the tests.

A case is a constructor written as code (``nn.Conv2d(3, 4, 3)``) evaluated against either ``mindspore`` or
``msbridge``; parameters and inputs are drawn from fixed numpy seeds so both sides see the same numbers.
"""
import re
import zlib

import numpy as np

# name: (constructor, input shape, input dtype, record the gradient w.r.t. the input)
FORWARD = {
    # Conv2d
    "c2_same_k3": ("nn.Conv2d(3, 4, 3, has_bias=True)", (2, 3, 7, 7), "float32", True),
    "c2_same_k4": ("nn.Conv2d(3, 4, 4)", (1, 3, 6, 7), "float32", True),
    "c2_same_s2": ("nn.Conv2d(3, 4, 3, stride=2, has_bias=True)", (1, 3, 8, 7), "float32", True),
    "c2_same_s3_k2": ("nn.Conv2d(3, 4, 2, stride=3)", (1, 3, 7, 8), "float32", False),
    "c2_same_d2": ("nn.Conv2d(3, 4, 3, dilation=2)", (1, 3, 7, 7), "float32", False),
    "c2_same_mixed": ("nn.Conv2d(3, 4, (2, 3), stride=(2, 1), dilation=(2, 1))", (1, 3, 7, 6), "float32", True),
    "c2_valid": ("nn.Conv2d(3, 4, 3, pad_mode='valid', has_bias=True)", (2, 3, 7, 7), "float32", False),
    "c2_valid_s2_d2": ("nn.Conv2d(3, 4, 3, stride=2, dilation=2, pad_mode='valid')", (1, 3, 9, 8), "float32", True),
    "c2_pad1": ("nn.Conv2d(3, 4, 3, pad_mode='pad', padding=1, has_bias=True)", (2, 3, 5, 5), "float32", True),
    "c2_pad_tuple": ("nn.Conv2d(3, 4, 3, pad_mode='pad', padding=(1, 2, 0, 3))", (1, 3, 5, 6), "float32", True),
    "c2_group": ("nn.Conv2d(4, 6, 3, group=2, has_bias=True)", (1, 4, 5, 5), "float32", True),
    "c2_depthwise": ("nn.Conv2d(4, 4, 3, group=4, stride=2)", (1, 4, 6, 6), "float32", False),
    "c2_rect": ("nn.Conv2d(3, 2, (1, 3), stride=(1, 2), pad_mode='pad', padding=(0, 0, 1, 1))", (1, 3, 4, 9),
                "float32", False),
    "c2_ones_init": ("nn.Conv2d(2, 3, 2, weight_init='ones', bias_init='zeros', has_bias=True)", (1, 2, 3, 3),
                     "float32", False),
    "c2_fp16": ("nn.Conv2d(3, 4, 3, has_bias=True, dtype=ms.float16)", (1, 3, 6, 6), "float16", False),
    "c2_to_float16": ("nn.Conv2d(3, 4, 3, has_bias=True).to_float(ms.float16)", (1, 3, 6, 6), "float32", False),
    # Conv1d
    "c1_same": ("nn.Conv1d(3, 4, 3, has_bias=True)", (2, 3, 9), "float32", True),
    "c1_same_k4_s2": ("nn.Conv1d(3, 4, 4, stride=2)", (1, 3, 9), "float32", False),
    "c1_valid_d2": ("nn.Conv1d(3, 4, 3, dilation=2, pad_mode='valid')", (1, 3, 9), "float32", False),
    "c1_pad_group": ("nn.Conv1d(4, 4, 3, pad_mode='pad', padding=2, group=2, has_bias=True)", (1, 4, 6), "float32",
                     True),
    # Conv3d
    "c3_same": ("nn.Conv3d(2, 3, 3, has_bias=True)", (1, 2, 4, 5, 4), "float32", True),
    "c3_same_s2_k2": ("nn.Conv3d(2, 3, 2, stride=2)", (1, 2, 5, 4, 3), "float32", False),
    "c3_valid": ("nn.Conv3d(2, 3, (2, 3, 1), pad_mode='valid', dilation=(1, 2, 1))", (1, 2, 4, 6, 4), "float32",
                 False),
    "c3_pad_group": ("nn.Conv3d(2, 4, 3, pad_mode='pad', padding=(1, 0, 0, 1, 1, 1), group=2)", (1, 2, 4, 4, 4),
                     "float32", True),
    "c3_upper_mode": ("nn.Conv3d(2, 3, 2, pad_mode='SAME')", (1, 2, 3, 3, 3), "float32", False),
    # Conv2dTranspose
    "t2_same": ("nn.Conv2dTranspose(3, 4, 3, has_bias=True)", (1, 3, 4, 5), "float32", True),
    "t2_same_s2": ("nn.Conv2dTranspose(3, 4, 3, stride=2)", (1, 3, 4, 4), "float32", True),
    "t2_same_s2_k4": ("nn.Conv2dTranspose(3, 4, 4, stride=2, has_bias=True)", (1, 3, 3, 4), "float32", False),
    "t2_same_s3_k2": ("nn.Conv2dTranspose(3, 4, 2, stride=3, has_bias=True)", (1, 3, 3, 3), "float32", False),
    "t2_same_d2": ("nn.Conv2dTranspose(3, 4, 3, dilation=2, stride=2)", (1, 3, 3, 4), "float32", False),
    "t2_valid": ("nn.Conv2dTranspose(3, 4, 3, stride=2, pad_mode='valid', has_bias=True)", (1, 3, 3, 4), "float32",
                 False),
    "t2_valid_k2_s3": ("nn.Conv2dTranspose(3, 4, 2, stride=3, pad_mode='valid', has_bias=True)", (1, 3, 3, 3),
                       "float32", False),
    "t2_pad": ("nn.Conv2dTranspose(3, 4, 3, stride=2, pad_mode='pad', padding=1)", (1, 3, 4, 4), "float32", True),
    "t2_pad_tuple": ("nn.Conv2dTranspose(3, 4, 3, stride=2, pad_mode='pad', padding=(0, 2, 1, 0), has_bias=True)",
                     (1, 3, 4, 4), "float32", False),
    "t2_outpad": ("nn.Conv2dTranspose(3, 4, 3, stride=2, pad_mode='pad', padding=1, output_padding=1, "
                  "has_bias=True)", (1, 3, 4, 4), "float32", True),
    "t2_outpad_tuple": ("nn.Conv2dTranspose(3, 4, 3, stride=(2, 3), pad_mode='pad', padding=1, "
                        "output_padding=(1, 2), has_bias=True)", (1, 3, 3, 3), "float32", False),
    "t2_group": ("nn.Conv2dTranspose(4, 6, 3, stride=2, group=2, has_bias=True)", (1, 4, 3, 3), "float32", False),
    "t2_fp16": ("nn.Conv2dTranspose(3, 4, 3, stride=2, dtype=ms.float16)", (1, 3, 4, 4), "float16", False),
    # Conv1dTranspose
    "t1_same": ("nn.Conv1dTranspose(3, 4, 3, stride=2, has_bias=True)", (2, 3, 5), "float32", True),
    "t1_valid": ("nn.Conv1dTranspose(3, 4, 4, stride=2, pad_mode='valid')", (1, 3, 5), "float32", False),
    "t1_pad_group": ("nn.Conv1dTranspose(4, 2, 3, stride=3, pad_mode='pad', padding=1, group=2, dilation=2)",
                     (1, 4, 5), "float32", False),
    # Conv3dTranspose
    "t3_same": ("nn.Conv3dTranspose(2, 3, 3, stride=2, has_bias=True)", (1, 2, 3, 2, 3), "float32", True),
    "t3_valid": ("nn.Conv3dTranspose(2, 3, (2, 3, 1), stride=(3, 2, 1), pad_mode='valid')", (1, 2, 2, 3, 2),
                 "float32", False),
    "t3_pad_outpad": ("nn.Conv3dTranspose(2, 4, 3, stride=2, pad_mode='pad', padding=(1, 0, 1, 1, 0, 2), "
                      "output_padding=(1, 0, 1), group=2, has_bias=True)", (1, 2, 3, 3, 3), "float32", True),
    # MaxPool2d
    "mp2_default": ("nn.MaxPool2d()", (1, 2, 4, 5), "float32", False),
    "mp2_k2": ("nn.MaxPool2d(2)", (1, 2, 5, 5), "float32", False),
    "mp2_k2s2": ("nn.MaxPool2d(2, 2)", (1, 2, 5, 6), "float32", True),
    "mp2_same_k3s2": ("nn.MaxPool2d(3, 2, pad_mode='same')", (1, 2, 6, 7), "float32", True),
    "mp2_same_k2s1": ("nn.MaxPool2d(2, 1, pad_mode='same')", (1, 2, 5, 5), "float32", False),
    "mp2_same_rect": ("nn.MaxPool2d((2, 3), (1, 2), pad_mode='same')", (1, 2, 5, 6), "float32", False),
    "mp2_pad": ("nn.MaxPool2d(3, 2, pad_mode='pad', padding=1)", (1, 2, 6, 7), "float32", True),
    "mp2_pad_ceil": ("nn.MaxPool2d(3, 2, pad_mode='pad', padding=1, ceil_mode=True)", (1, 2, 6, 6), "float32", False),
    "mp2_pad_dil": ("nn.MaxPool2d(2, 1, pad_mode='pad', padding=1, dilation=2)", (1, 2, 5, 5), "float32", False),
    "mp2_pad_idx": ("nn.MaxPool2d(3, 2, pad_mode='pad', padding=(1, 0), return_indices=True)", (2, 2, 5, 6),
                    "float32", True),
    "mp2_chw": ("nn.MaxPool2d(2, 2)", (2, 5, 6), "float32", False),
    "mp2_chw_idx": ("nn.MaxPool2d(2, 2, pad_mode='pad', return_indices=True)", (2, 4, 4), "float32", False),
    "mp2_fp16": ("nn.MaxPool2d(3, 2, pad_mode='same')", (1, 2, 6, 7), "float16", False),
    "mp2_upper": ("nn.MaxPool2d(2, 2, pad_mode='SAME')", (1, 2, 5, 5), "float32", False),
    # MaxPool1d
    "mp1_k2": ("nn.MaxPool1d(2)", (2, 3, 7), "float32", False),
    "mp1_same": ("nn.MaxPool1d(3, 2, pad_mode='same')", (2, 3, 8), "float32", True),
    "mp1_pad_idx": ("nn.MaxPool1d(3, 2, pad_mode='pad', padding=1, return_indices=True, ceil_mode=True)", (2, 3, 8),
                    "float32", False),
    "mp1_cl": ("nn.MaxPool1d(2, 2)", (3, 7), "float32", False),
    "mp1_pad_dil": ("nn.MaxPool1d(2, 1, pad_mode='pad', padding=1, dilation=3)", (1, 2, 9), "float32", False),
    # MaxPool3d
    "mp3_k2": ("nn.MaxPool3d(2, 2)", (1, 2, 5, 4, 5), "float32", False),
    "mp3_same": ("nn.MaxPool3d(3, 2, pad_mode='same')", (1, 2, 4, 5, 6), "float32", True),
    "mp3_pad_ceil": ("nn.MaxPool3d(3, 2, pad_mode='pad', padding=1, ceil_mode=True)", (1, 2, 4, 5, 6), "float32",
                     False),
    "mp3_pad_idx": ("nn.MaxPool3d(2, 2, pad_mode='pad', padding=(1, 0, 1), return_indices=True)", (1, 2, 4, 4, 5),
                    "float32", False),
    "mp3_cdhw": ("nn.MaxPool3d(2, 1)", (2, 4, 3, 3), "float32", False),
    # AvgPool2d
    "ap2_k2": ("nn.AvgPool2d(2)", (1, 2, 5, 5), "float32", False),
    "ap2_k2s2": ("nn.AvgPool2d(2, 2)", (1, 2, 5, 6), "float32", True),
    "ap2_same_k3s2": ("nn.AvgPool2d(3, 2, pad_mode='same')", (1, 2, 6, 7), "float32", True),
    "ap2_same_k4s1": ("nn.AvgPool2d(4, 1, pad_mode='same')", (1, 2, 5, 5), "float32", False),
    "ap2_same_nocount": ("nn.AvgPool2d(3, 2, pad_mode='same', count_include_pad=False)", (1, 2, 6, 7), "float32",
                         True),
    "ap2_same_ceil": ("nn.AvgPool2d(3, 2, pad_mode='same', ceil_mode=True)", (1, 2, 6, 7), "float32", True),
    "ap2_same_div": ("nn.AvgPool2d(2, 2, pad_mode='same', divisor_override=3)", (1, 2, 5, 5), "float32", False),
    "ap2_valid_ceil": ("nn.AvgPool2d(2, 2, ceil_mode=True)", (1, 2, 5, 5), "float32", False),
    "ap2_pad": ("nn.AvgPool2d(3, 2, pad_mode='pad', padding=1)", (1, 2, 6, 7), "float32", True),
    "ap2_pad_ceil": ("nn.AvgPool2d(3, 2, pad_mode='pad', padding=1, ceil_mode=True)", (1, 2, 6, 6), "float32", False),
    "ap2_pad_nocount": ("nn.AvgPool2d(3, 2, pad_mode='pad', padding=(1, 0), count_include_pad=False, "
                        "ceil_mode=True)", (1, 2, 6, 6), "float32", False),
    "ap2_pad_div": ("nn.AvgPool2d(3, 1, pad_mode='pad', padding=1, divisor_override=2)", (1, 2, 4, 4), "float32",
                    False),
    "ap2_chw": ("nn.AvgPool2d(2, 2, pad_mode='same')", (2, 5, 5), "float32", False),
    "ap2_fp16": ("nn.AvgPool2d(3, 2, pad_mode='same')", (1, 2, 6, 7), "float16", False),
    # AvgPool1d
    "ap1_k2": ("nn.AvgPool1d(2)", (2, 3, 7), "float32", False),
    "ap1_same": ("nn.AvgPool1d(3, 2, pad_mode='same')", (2, 3, 8), "float32", True),
    "ap1_same_short": ("nn.AvgPool1d(3, 3, pad_mode='same')", (1, 2, 5), "float32", True),
    "ap1_same_equal": ("nn.AvgPool1d(4, 1, pad_mode='same')", (1, 2, 4), "float32", False),
    "ap1_pad": ("nn.AvgPool1d(3, 2, pad_mode='pad', padding=1, ceil_mode=True, count_include_pad=False)", (2, 3, 8),
                "float32", False),
    "ap1_cl": ("nn.AvgPool1d(2, 2)", (3, 7), "float32", False),
    # AvgPool3d
    "ap3_k2": ("nn.AvgPool3d(2, 2)", (1, 2, 5, 4, 5), "float32", False),
    "ap3_same": ("nn.AvgPool3d(3, 2, pad_mode='same')", (1, 2, 4, 5, 6), "float32", True),
    "ap3_same_nocount": ("nn.AvgPool3d(3, 2, pad_mode='same', count_include_pad=False)", (1, 2, 4, 5, 6), "float32",
                         False),
    "ap3_pad_div": ("nn.AvgPool3d(3, 2, pad_mode='pad', padding=(1, 0, 1), divisor_override=5, ceil_mode=True)",
                    (1, 2, 4, 5, 6), "float32", False),
    "ap3_cdhw": ("nn.AvgPool3d(2, 1)", (2, 4, 3, 3), "float32", False),
    # adaptive
    "aap1": ("nn.AdaptiveAvgPool1d(3)", (2, 3, 9), "float32", True),
    "amp1": ("nn.AdaptiveMaxPool1d(2)", (2, 3, 8), "float32", True),
    "aap2": ("nn.AdaptiveAvgPool2d((3, 2))", (1, 2, 7, 5), "float32", True),
    "aap2_none": ("nn.AdaptiveAvgPool2d((None, 3))", (1, 2, 4, 7), "float32", False),
    "aap2_chw": ("nn.AdaptiveAvgPool2d(2)", (2, 5, 5), "float32", False),
    "amp2": ("nn.AdaptiveMaxPool2d(3)", (1, 2, 7, 8), "float32", True),
    "amp2_idx": ("nn.AdaptiveMaxPool2d((2, 3), return_indices=True)", (1, 2, 5, 7), "float32", False),
    "amp2_chw": ("nn.AdaptiveMaxPool2d((None, 2))", (2, 5, 5), "float32", False),
    "aap3": ("nn.AdaptiveAvgPool3d((2, 3, 2))", (1, 2, 5, 7, 4), "float32", True),
    "aap3_none": ("nn.AdaptiveAvgPool3d((None, 2, 3))", (1, 2, 3, 5, 5), "float32", False),
    "amp3_idx": ("nn.AdaptiveMaxPool3d((2, 2, 3), return_indices=True)", (1, 2, 5, 4, 7), "float32", False),
    "amp3_cdhw": ("nn.AdaptiveMaxPool3d(2)", (2, 4, 4, 4), "float32", False),
    # padding
    "zp2_int": ("nn.ZeroPad2d(1)", (1, 2, 3, 4), "float32", True),
    "zp2_tuple": ("nn.ZeroPad2d((1, 0, 2, 1))", (1, 2, 3, 4), "float32", False),
    "zp2_neg": ("nn.ZeroPad2d((-1, 1, 0, -1))", (1, 2, 3, 4), "float32", True),
    "zp2_two": ("nn.ZeroPad2d((1, 2))", (2, 3, 4), "float32", False),
    "cp1": ("nn.ConstantPad1d((2, 1), 0.5)", (2, 3, 4), "float32", False),
    "cp1_5d": ("nn.ConstantPad1d(1, -1.5)", (1, 2, 2, 3, 4), "float32", False),
    "cp1_int": ("nn.ConstantPad1d(1, 2.7)", (2, 3, 4), "int32", False),
    "cp2": ("nn.ConstantPad2d((1, 0, 0, 2), 2)", (1, 2, 3, 4), "float32", False),
    "cp3": ("nn.ConstantPad3d(1, 0.25)", (1, 2, 2, 3, 4), "float32", True),
    "cp3_four": ("nn.ConstantPad3d((1, 0, -1, 2), 1)", (2, 3, 4), "float32", False),
    "rf1": ("nn.ReflectionPad1d((2, 1))", (2, 3, 4), "float32", True),
    "rf1_4d": ("nn.ReflectionPad1d(2)", (1, 2, 3, 4), "float32", False),
    "rf1_six": ("nn.ReflectionPad1d((1, 0, 1, 2, 0, 1))", (2, 3, 3, 4), "float32", False),
    "rf2": ("nn.ReflectionPad2d((1, 0, 2, 1))", (1, 2, 3, 4), "float32", True),
    "rf2_2d": ("nn.ReflectionPad2d(1)", (3, 4), "float32", False),
    "rf2_5d": ("nn.ReflectionPad2d(1)", (1, 2, 2, 3, 4), "float32", False),
    "rf3": ("nn.ReflectionPad3d(1)", (1, 2, 3, 3, 4), "float32", False),
    "rf3_4d": ("nn.ReflectionPad3d((1, 0, 1, 2, 0, 1))", (2, 3, 3, 4), "float32", False),
    "rp1": ("nn.ReplicationPad1d((2, 1))", (2, 3, 4), "float32", True),
    "rp1_2d": ("nn.ReplicationPad1d(2)", (3, 4), "float32", False),
    "rp1_neg": ("nn.ReplicationPad1d((-1, 2))", (2, 3, 4), "float32", False),
    "rp2": ("nn.ReplicationPad2d((1, 0, 2, 1))", (1, 2, 3, 4), "float32", True),
    "rp2_3d": ("nn.ReplicationPad2d(1)", (2, 3, 4), "float32", False),
    "rp2_fp16": ("nn.ReplicationPad2d(1)", (1, 2, 3, 4), "float16", False),
    "rp3": ("nn.ReplicationPad3d(1)", (1, 2, 2, 3, 4), "float32", False),
    "rp3_4d": ("nn.ReplicationPad3d((1, 0, 1, 2, 0, 1))", (2, 3, 3, 4), "float32", False),
    "rp3_two": ("nn.ReplicationPad3d((1, 2))", (2, 3, 4), "float32", False),
}

# constructors whose printed form (and parameter list) is recorded without running them
REPRS = {
    "conv2d_default": "nn.Conv2d(120, 240, 4, has_bias=False)",
    "conv2d_pad": "nn.Conv2d(120, 240, 4, pad_mode='pad')",
    "conv2d_strings": "nn.Conv2d(3, 6, 3, has_bias=True, weight_init='normal', bias_init='zeros')",
    "conv2d_numbers": "nn.Conv2d(3, 4, 3, weight_init=1.5, bias_init=2, has_bias=True)",
    "conv2d_bias_init_unused": "nn.Conv2d(3, 4, 3, bias_init='ones')",
    "conv2d_zero_tuple": "nn.Conv2d(3, 4, 3, padding=(0, 0, 0, 0))",
    "conv1d_tensor_init": "nn.Conv1d(2, 2, 2, weight_init=ms.Tensor(np.ones((2, 2, 2), np.float32)))",
    "conv1d_pad": "nn.Conv1d(3, 6, 3, pad_mode='pad', padding=2)",
    "conv3d_default": "nn.Conv3d(2, 4, (1, 2, 3), has_bias=True)",
    "conv3d_tuple": "nn.Conv3d(2, 4, 3, pad_mode='pad', padding=(1, 0, 1, 0, 1, 0), stride=(1, 2, 1))",
    "conv2dt_default": "nn.Conv2dTranspose(3, 6, 3, has_bias=True)",
    "conv2dt_outpad": "nn.Conv2dTranspose(3, 6, 3, stride=2, pad_mode='pad', output_padding=1)",
    "conv1dt_default": "nn.Conv1dTranspose(3, 6, 3)",
    "conv3dt_default": "nn.Conv3dTranspose(2, 4, (1, 2, 3), weight_init='ones', bias_init='zeros', has_bias=True)",
    "conv_fp16": "nn.Conv2d(3, 4, 3, has_bias=True, dtype=ms.float16)",
    "maxpool2d_k2s2": "nn.MaxPool2d(kernel_size=2, stride=2)",
    "maxpool2d_pad": "nn.MaxPool2d((2, 3), (1, 2), pad_mode='pad', padding=1)",
    "maxpool2d_tuple1": "nn.MaxPool2d((3,), (2,))",
    "maxpool1d_valid": "nn.MaxPool1d(2)",
    "maxpool1d_pad": "nn.MaxPool1d(3, 2, pad_mode='pad', padding=1)",
    "maxpool3d": "nn.MaxPool3d(3, 2, pad_mode='pad', padding=1)",
    "avgpool2d": "nn.AvgPool2d(2, 2)",
    "avgpool2d_pad": "nn.AvgPool2d(3, 2, pad_mode='pad', padding=1)",
    "avgpool1d_same": "nn.AvgPool1d(2, pad_mode='same')",
    "avgpool1d_pad": "nn.AvgPool1d(3, 2, pad_mode='pad', padding=1)",
    "avgpool3d": "nn.AvgPool3d(2)",
    "adaptive": "[nn.AdaptiveAvgPool1d(2), nn.AdaptiveAvgPool2d(2), nn.AdaptiveAvgPool3d(2), "
                "nn.AdaptiveMaxPool1d(2), nn.AdaptiveMaxPool2d(2, True), nn.AdaptiveMaxPool3d(2)]",
    "pads": "[nn.ZeroPad2d(1), nn.ConstantPad1d(1, 0.5), nn.ConstantPad2d(1, 0.5), nn.ConstantPad3d(1, 0.5), "
            "nn.ReflectionPad1d(1), nn.ReflectionPad2d(1), nn.ReflectionPad3d(1), nn.ReplicationPad1d(1), "
            "nn.ReplicationPad2d(1), nn.ReplicationPad3d(1)]",
}

# public attributes recorded as MindSpore holds them
ATTRS = {
    "conv2d": ("nn.Conv2d(4, 6, (2, 3), stride=2, pad_mode='pad', padding=(1, 0, 2, 1), group=2)",
               ["in_channels", "out_channels", "kernel_size", "stride", "pad_mode", "padding", "dilation", "group",
                "has_bias", "data_format", "bias"]),
    "conv1d": ("nn.Conv1d(4, 6, 3, stride=2, pad_mode='pad', padding=1)",
               ["in_channels", "out_channels", "kernel_size", "stride", "pad_mode", "padding", "dilation", "group",
                "has_bias", "data_format"]),
    "conv3d": ("nn.Conv3d(4, 6, 3)",
               ["kernel_size", "stride", "pad_mode", "padding", "dilation", "data_format"]),
    "conv2dt": ("nn.Conv2dTranspose(4, 6, 3, stride=2, pad_mode='pad', padding=(1, 0, 2, 1), output_padding=1)",
                ["in_channels", "out_channels", "kernel_size", "stride", "pad_mode", "padding", "output_padding",
                 "dilation", "group", "has_bias", "data_format"]),
    "conv3dt": ("nn.Conv3dTranspose(4, 6, 3, stride=2, pad_mode='pad', output_padding=1)",
                ["kernel_size", "stride", "padding", "output_padding", "dilation"]),
    "maxpool2d": ("nn.MaxPool2d(3, 2, pad_mode='pad', padding=1)", ["kernel_size", "stride", "pad_mode",
                                                                      "return_indices", "padding", "format"]),
    "maxpool1d": ("nn.MaxPool1d(3, 2, pad_mode='pad', padding=(1,))", ["kernel_size", "stride", "padding"]),
    "avgpool1d": ("nn.AvgPool1d(3, 2)", ["kernel_size", "stride", "pad_mode"]),
    "adaptive2d": ("nn.AdaptiveMaxPool2d((2, None), True)", ["output_size", "return_indices"]),
    "pad": ("nn.ConstantPad2d((1, 2), 0.5)", ["padding", "value"]),
}

# layers whose default initialisation is summarised (largest |w|, |b| and the weight's spread)
INITS = {
    "conv2d": "nn.Conv2d(16, 64, 3, has_bias=True)",
    "conv2d_group": "nn.Conv2d(16, 64, 3, has_bias=True, group=4)",
    "conv1d": "nn.Conv1d(16, 64, 3, has_bias=True)",
    "conv3d": "nn.Conv3d(16, 64, 3, has_bias=True)",
    "conv2dt": "nn.Conv2dTranspose(16, 64, 3, has_bias=True)",
    "conv2dt_group": "nn.Conv2dTranspose(16, 64, 3, has_bias=True, group=4)",
    "conv1dt": "nn.Conv1dTranspose(16, 64, 3, has_bias=True)",
    "conv3dt": "nn.Conv3dTranspose(16, 64, 3, has_bias=True)",
    "normal": "nn.Conv2d(64, 64, 3, weight_init='normal')",
}

_X = "X({}, '{}')"

# name: code that must raise (X(shape, dtype) makes an input tensor)
ERRORS = {
    # Conv2d construction
    "c2_padding_same": "nn.Conv2d(3, 4, 3, padding=1)",
    "c2_padding_valid": "nn.Conv2d(3, 4, 3, pad_mode='valid', padding=1)",
    "c2_padding_tuple_same": "nn.Conv2d(3, 4, 3, padding=(1, 0, 0, 0))",
    "c2_bad_mode": "nn.Conv2d(3, 4, 3, pad_mode='full')",
    "c2_upper_mode": "nn.Conv2d(3, 4, 3, pad_mode='SAME')",
    "c2_group_in": "nn.Conv2d(3, 4, 3, group=2)",
    "c2_group_out": "nn.Conv2d(4, 3, 3, group=2)",
    "c2_group_zero": "nn.Conv2d(3, 4, 3, group=0)",
    "c2_neg_in": "nn.Conv2d(-3, 4, 3)",
    "c2_zero_out": "nn.Conv2d(3, 0, 3)",
    "c2_float_in": "nn.Conv2d(3.0, 4, 3)",
    "c2_neg_kernel": "nn.Conv2d(3, 4, -3)",
    "c2_zero_stride": "nn.Conv2d(3, 4, 3, stride=0)",
    "c2_zero_dilation": "nn.Conv2d(3, 4, 3, dilation=(1, 0))",
    "c2_neg_padding": "nn.Conv2d(3, 4, 3, pad_mode='pad', padding=-1)",
    "c2_neg_padding_item": "nn.Conv2d(3, 4, 3, pad_mode='pad', padding=(1, -1, 0, 0))",
    "c2_padding_3tuple": "nn.Conv2d(3, 4, 3, pad_mode='pad', padding=(1, 1, 1))",
    "c2_padding_list": "nn.Conv2d(3, 4, 3, pad_mode='pad', padding=[1, 1, 1, 1])",
    "c2_kernel_3tuple": "nn.Conv2d(3, 4, (3, 3, 3))",
    "c2_kernel_list": "nn.Conv2d(3, 4, [3, 3])",
    "c2_kernel_float": "nn.Conv2d(3, 4, 3.0)",
    "c2_kernel_bool": "nn.Conv2d(3, 4, True)",
    "c2_has_bias_int": "nn.Conv2d(3, 4, 3, has_bias=1)",
    "c2_nhwc": "nn.Conv2d(3, 4, 3, data_format='NHWC')",
    "c2_bad_format": "nn.Conv2d(3, 4, 3, data_format='XX')",
    "c2_ncdhw": "nn.Conv2d(3, 4, 3, data_format='NCDHW')",
    "c2_bad_init": "nn.Conv2d(3, 4, 3, weight_init='foo')",
    # Conv2d call
    "c2_call_3d": "nn.Conv2d(3, 4, 3)(" + _X.format((3, 7, 7), "float32") + ")",
    "c2_call_5d": "nn.Conv2d(3, 4, 3)(" + _X.format((1, 3, 3, 7, 7), "float32") + ")",
    "c2_call_channels": "nn.Conv2d(4, 4, 3)(" + _X.format((2, 3, 7, 7), "float32") + ")",
    "c2_call_group_channels": "nn.Conv2d(4, 4, 3, group=2)(" + _X.format((2, 6, 7, 7), "float32") + ")",
    "c2_call_fp16": "nn.Conv2d(3, 4, 3)(" + _X.format((2, 3, 7, 7), "float16") + ")",
    "c2_call_int": "nn.Conv2d(3, 4, 3)(" + _X.format((2, 3, 7, 7), "int32") + ")",
    "c2_call_numpy": "nn.Conv2d(3, 4, 3)(np.ones((2, 3, 7, 7), np.float32))",
    "c2_call_small": "nn.Conv2d(3, 4, 9, pad_mode='valid')(" + _X.format((2, 3, 7, 7), "float32") + ")",
    # Conv1d
    "c1_kernel_tuple": "nn.Conv1d(3, 4, (3,))",
    "c1_padding_tuple": "nn.Conv1d(3, 4, 3, pad_mode='pad', padding=(1, 1))",
    "c1_padding_same": "nn.Conv1d(3, 4, 3, padding=1)",
    "c1_bad_mode": "nn.Conv1d(3, 4, 3, pad_mode='x')",
    "c1_group": "nn.Conv1d(3, 4, 3, group=2)",
    "c1_zero_kernel": "nn.Conv1d(3, 4, 0)",
    "c1_neg_padding": "nn.Conv1d(3, 4, 3, pad_mode='pad', padding=-2)",
    "c1_tensor_init_4d": "nn.Conv1d(2, 2, 2, weight_init=ms.Tensor(np.ones((2, 2, 1, 2), np.float32)))",
    "c1_call_4d": "nn.Conv1d(3, 4, 3)(" + _X.format((2, 3, 7, 7), "float32") + ")",
    "c1_call_2d": "nn.Conv1d(3, 4, 3)(" + _X.format((3, 7), "float32") + ")",
    "c1_call_channels": "nn.Conv1d(4, 4, 3)(" + _X.format((2, 3, 7), "float32") + ")",
    # Conv3d
    "c3_padding_4": "nn.Conv3d(3, 4, 3, pad_mode='pad', padding=(1, 1, 1, 1))",
    "c3_padding_same": "nn.Conv3d(3, 4, 3, padding=1)",
    "c3_kernel_2": "nn.Conv3d(3, 4, (3, 3))",
    "c3_group": "nn.Conv3d(3, 4, 3, group=2)",
    "c3_nchw": "nn.Conv3d(3, 4, 3, data_format='NCHW')",
    "c3_bad_mode": "nn.Conv3d(3, 4, 3, pad_mode='x')",
    "c3_padding_list": "nn.Conv3d(3, 4, 3, pad_mode='pad', padding=[1, 1, 1, 1, 1, 1])",
    "c3_call_4d": "nn.Conv3d(3, 4, 3)(" + _X.format((2, 3, 7, 7), "float32") + ")",
    "c3_call_channels": "nn.Conv3d(4, 4, 3)(" + _X.format((1, 3, 4, 4, 4), "float32") + ")",
    # transposed
    "t2_padding_same": "nn.Conv2dTranspose(3, 4, 3, padding=1)",
    "t2_bad_mode": "nn.Conv2dTranspose(3, 4, 3, pad_mode='x')",
    "t2_upper_mode": "nn.Conv2dTranspose(3, 4, 3, pad_mode='SAME')",
    "t2_group": "nn.Conv2dTranspose(3, 4, 3, group=2)",
    "t2_outpad_3tuple": "nn.Conv2dTranspose(3, 4, 3, output_padding=(1, 1, 1))",
    "t2_outpad_list": "nn.Conv2dTranspose(3, 4, 3, output_padding=[1, 1])",
    "t2_padding_3tuple": "nn.Conv2dTranspose(3, 4, 3, pad_mode='pad', padding=(1, 1, 1))",
    "t2_call_outpad_same": "nn.Conv2dTranspose(3, 4, 3, stride=2, output_padding=1)(" + _X.format(
        (1, 3, 4, 4), "float32") + ")",
    "t2_call_outpad_big": "nn.Conv2dTranspose(3, 4, 3, stride=2, pad_mode='pad', output_padding=2)(" + _X.format(
        (1, 3, 4, 4), "float32") + ")",
    "t2_call_outpad_tuple_big": "nn.Conv2dTranspose(3, 4, 3, stride=2, pad_mode='pad', output_padding=(0, 2))(" +
                                _X.format((1, 3, 4, 4), "float32") + ")",
    "t2_call_outpad_tuple_same": "nn.Conv2dTranspose(3, 4, 3, stride=2, output_padding=(1, 0))(" + _X.format(
        (1, 3, 4, 4), "float32") + ")",
    "t2_call_3d": "nn.Conv2dTranspose(3, 4, 3)(" + _X.format((3, 7, 7), "float32") + ")",
    "t2_call_5d": "nn.Conv2dTranspose(3, 4, 3)(" + _X.format((1, 3, 3, 7, 7), "float32") + ")",
    "t2_call_channels": "nn.Conv2dTranspose(4, 4, 3)(" + _X.format((2, 3, 7, 7), "float32") + ")",
    "t1_kernel_tuple": "nn.Conv1dTranspose(3, 4, (3,))",
    "t1_padding_same": "nn.Conv1dTranspose(3, 4, 3, padding=1)",
    "t1_bad_mode": "nn.Conv1dTranspose(3, 4, 3, pad_mode='x')",
    "t1_call_4d": "nn.Conv1dTranspose(3, 4, 3)(" + _X.format((2, 3, 7, 7), "float32") + ")",
    "t1_call_channels": "nn.Conv1dTranspose(4, 4, 3)(" + _X.format((2, 3, 7), "float32") + ")",
    "t3_dilation_depth": "nn.Conv3dTranspose(3, 4, 3, dilation=2)",
    "t3_outpad_same": "nn.Conv3dTranspose(3, 4, 3, stride=2, output_padding=1)",
    "t3_padding_same": "nn.Conv3dTranspose(3, 4, 3, padding=1)",
    "t3_group": "nn.Conv3dTranspose(3, 4, 3, group=2)",
    "t3_call_outpad_big": "nn.Conv3dTranspose(3, 4, 3, stride=2, pad_mode='pad', output_padding=2)(" + _X.format(
        (1, 3, 4, 4, 4), "float32") + ")",
    "t3_call_4d": "nn.Conv3dTranspose(3, 4, 3)(" + _X.format((2, 3, 7, 7), "float32") + ")",
    "t3_call_channels": "nn.Conv3dTranspose(4, 4, 3)(" + _X.format((1, 3, 4, 4, 4), "float32") + ")",
    # MaxPool
    "mp2_dilation_valid": "nn.MaxPool2d(2, dilation=2)",
    "mp2_padding_valid": "nn.MaxPool2d(2, padding=1)",
    "mp2_ceil_same": "nn.MaxPool2d(2, pad_mode='same', ceil_mode=True)",
    "mp2_indices_valid": "nn.MaxPool2d(2, return_indices=True)",
    "mp2_bad_mode": "nn.MaxPool2d(2, pad_mode='x')",
    "mp2_mode_int": "nn.MaxPool2d(2, pad_mode=1)",
    "mp2_kernel_zero": "nn.MaxPool2d(0)",
    "mp2_kernel_3tuple": "nn.MaxPool2d((1, 2, 3))",
    "mp2_kernel_3tuple_pad": "nn.MaxPool2d((1, 2, 3), pad_mode='pad')",
    "mp2_kernel_list": "nn.MaxPool2d([2, 2])",
    "mp2_stride_neg": "nn.MaxPool2d(2, -1)",
    "mp2_call_pad_big": "nn.MaxPool2d(2, pad_mode='pad', padding=2)(" + _X.format((1, 2, 5, 5), "float32") + ")",
    "mp2_padding_3": "nn.MaxPool2d(3, pad_mode='pad', padding=(1, 1, 1))",
    "mp2_dilation_3": "nn.MaxPool2d(3, pad_mode='pad', dilation=(1, 1, 1))",
    "mp2_nhwc": "nn.MaxPool2d(2, data_format='NHWC')",
    "mp2_call_2d": "nn.MaxPool2d(2)(" + _X.format((5, 5), "float32") + ")",
    "mp2_call_5d": "nn.MaxPool2d(2)(" + _X.format((1, 2, 3, 5, 5), "float32") + ")",
    "mp2_call_big_kernel": "nn.MaxPool2d(9)(" + _X.format((1, 2, 5, 5), "float32") + ")",
    "mp2_call_int": "nn.MaxPool2d(2)(" + _X.format((1, 2, 5, 5), "int32") + ")",
    "mp1_kernel_tuple": "nn.MaxPool1d((2,))",
    "mp1_stride_zero": "nn.MaxPool1d(2, 0)",
    "mp1_padding_valid": "nn.MaxPool1d(2, padding=1)",
    "mp1_padding_2": "nn.MaxPool1d(2, pad_mode='pad', padding=(1, 1))",
    "mp1_call_4d": "nn.MaxPool1d(2)(" + _X.format((1, 2, 5, 5), "float32") + ")",
    "mp1_call_4d_pad": "nn.MaxPool1d(2, pad_mode='pad')(" + _X.format((1, 2, 5, 5), "float32") + ")",
    "mp3_indices_valid": "nn.MaxPool3d(2, return_indices=True)",
    "mp3_padding_valid": "nn.MaxPool3d(2, padding=1)",
    "mp3_ceil_valid": "nn.MaxPool3d(2, ceil_mode=True)",
    "mp3_kernel_2": "nn.MaxPool3d((2, 2))",
    "mp3_call_3d": "nn.MaxPool3d(2)(" + _X.format((2, 5, 5), "float32") + ")",
    # AvgPool
    "ap2_divisor_zero": "nn.AvgPool2d(2, divisor_override=0)",
    "ap2_padding_same": "nn.AvgPool2d(2, pad_mode='same', padding=1)",
    "ap2_call_pad_big": "nn.AvgPool2d(2, pad_mode='pad', padding=2)(" + _X.format((1, 2, 5, 5), "float32") + ")",
    "ap2_kernel_3tuple_pad": "nn.AvgPool2d((1, 2, 3), pad_mode='pad')",
    "ap2_call_2d": "nn.AvgPool2d(2)(" + _X.format((5, 5), "float32") + ")",
    "ap2_call_int": "nn.AvgPool2d(2)(" + _X.format((1, 2, 5, 5), "int32") + ")",
    "ap1_padding_valid": "nn.AvgPool1d(3, 2, padding=1)",
    "ap1_kernel_tuple": "nn.AvgPool1d((2, 2))",
    "ap1_call_4d": "nn.AvgPool1d(2)(" + _X.format((1, 2, 5, 5), "float32") + ")",
    "ap1_call_short": "nn.AvgPool1d(9)(" + _X.format((1, 2, 5), "float32") + ")",
    "ap3_padding_same": "nn.AvgPool3d(2, 2, pad_mode='same', padding=1)",
    "ap3_divisor_neg": "nn.AvgPool3d(2, divisor_override=-1)",
    "ap3_call_3d": "nn.AvgPool3d(2)(" + _X.format((2, 5, 5), "float32") + ")",
    # adaptive
    "aap1_zero": "nn.AdaptiveAvgPool1d(0)",
    "aap1_tuple": "nn.AdaptiveAvgPool1d((2,))",
    "aap1_call_nondiv": "nn.AdaptiveAvgPool1d(3)(" + _X.format((2, 3, 7), "float32") + ")",
    "aap1_call_bigger": "nn.AdaptiveAvgPool1d(9)(" + _X.format((2, 3, 7), "float32") + ")",
    "aap1_call_2d": "nn.AdaptiveAvgPool1d(7)(" + _X.format((3, 7), "float32") + ")",
    "aap1_call_f64": "nn.AdaptiveAvgPool1d(7)(" + _X.format((2, 3, 7), "float64") + ")",
    "amp1_tuple": "nn.AdaptiveMaxPool1d((2,))",
    "amp1_zero": "nn.AdaptiveMaxPool1d(0)",
    "amp1_call_nondiv": "nn.AdaptiveMaxPool1d(3)(" + _X.format((2, 3, 7), "float32") + ")",
    "aap2_3tuple": "nn.AdaptiveAvgPool2d((1, 2, 3))",
    "aap2_neg": "nn.AdaptiveAvgPool2d(-1)",
    "aap2_str": "nn.AdaptiveAvgPool2d('a')",
    "aap2_call_2d": "nn.AdaptiveAvgPool2d(3)(" + _X.format((5, 5), "float32") + ")",
    "aap2_call_int": "nn.AdaptiveAvgPool2d(3)(" + _X.format((1, 2, 5, 5), "int32") + ")",
    "amp2_call_2d": "nn.AdaptiveMaxPool2d(3)(" + _X.format((5, 5), "float32") + ")",
    "amp2_call_int": "nn.AdaptiveMaxPool2d(3)(" + _X.format((1, 2, 5, 5), "int32") + ")",
    "amp2_call_3tuple": "nn.AdaptiveMaxPool2d((1, 2, 3))(" + _X.format((1, 2, 5, 5), "float32") + ")",
    "aap3_call_2tuple": "nn.AdaptiveAvgPool3d((1, 2))(" + _X.format((1, 2, 3, 5, 5), "float32") + ")",
    "aap3_call_3d": "nn.AdaptiveAvgPool3d(2)(" + _X.format((2, 5, 5), "float32") + ")",
    "amp3_call_3d": "nn.AdaptiveMaxPool3d(2)(" + _X.format((2, 5, 5), "float32") + ")",
    # padding
    "cp1_four": "nn.ConstantPad1d((1, 0, 2, 1), 0.5)",
    "cp1_three": "nn.ConstantPad1d((1, 1, 1), 0.5)",
    "cp1_list": "nn.ConstantPad1d([1, 1], 0.5)",
    "cp1_float": "nn.ConstantPad1d(1.5, 0.5)",
    "cp1_value_str": "nn.ConstantPad1d(1, 'a')",
    "cp2_six": "nn.ConstantPad2d((1, 1, 1, 1, 1, 1), 0.5)",
    "cp3_eight": "nn.ConstantPad3d((1,) * 8, 0.5)",
    "zp2_six": "nn.ZeroPad2d((1, 1, 1, 1, 1, 1))",
    "cp3_call_2d": "nn.ConstantPad3d(1, 0.5)(" + _X.format((2, 3), "float32") + ")",
    "rf1_neg": "nn.ReflectionPad1d((-1, 1))",
    "rf1_three": "nn.ReflectionPad1d((1, 1, 1))",
    "rf1_float": "nn.ReflectionPad1d(1.5)",
    "rf1_list": "nn.ReflectionPad1d([1, 1])",
    "rf1_float_item": "nn.ReflectionPad1d((1, 1.5))",
    "rf1_call_big": "nn.ReflectionPad1d(4)(" + _X.format((2, 3, 4), "float32") + ")",
    "rf3_call_2d": "nn.ReflectionPad3d(1)(" + _X.format((2, 3), "float32") + ")",
    "rp1_three": "nn.ReplicationPad1d((1, 1, 1))",
    "rp1_list": "nn.ReplicationPad1d([1, 1])",
    "rp1_call_4d": "nn.ReplicationPad1d(1)(" + _X.format((1, 2, 3, 4), "float32") + ")",
    "rp2_call_2d": "nn.ReplicationPad2d(1)(" + _X.format((3, 4), "float32") + ")",
    "rp2_call_5d": "nn.ReplicationPad2d(1)(" + _X.format((1, 2, 2, 3, 4), "float32") + ")",
    "rp3_call_3d": "nn.ReplicationPad3d(1)(" + _X.format((2, 3, 4), "float32") + ")",
    "rp1_call_bool": "nn.ReplicationPad1d(1)(" + _X.format((2, 3, 4), "bool") + ")",
}


def _seed(name):
    return zlib.crc32(name.encode()) % (2 ** 31)


def namespace(ms):
    """What the case code sees: ``nn``, ``ms``, ``np`` and ``X(shape, dtype)`` (a seeded input tensor)."""
    def make_input(shape, dtype="float32", seed=0):
        values = np.random.RandomState(seed).standard_normal(shape)
        if dtype == "bool":
            arr = values > 0
        elif dtype.startswith("int"):
            arr = np.round(values * 3).astype(dtype)
        else:
            arr = values.astype(dtype)
        return ms.Tensor(arr)
    return {"nn": ms.nn, "ms": ms, "np": np, "X": make_input}


def build(ms, code):
    """Evaluate a constructor written in ``code``."""
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables above


def run_error_case(ms, name):
    """Run ``ERRORS[name]``, reading any result back (MindSpore reports some errors only then)."""
    result = build(ms, ERRORS[name])
    for item in result if isinstance(result, tuple) else (result,):
        if hasattr(item, "asnumpy"):
            item.asnumpy()


def check_error(ms, golden, name, loose_messages):
    """``ERRORS[name]`` raises MindSpore's exception type, with its exact message unless ``name`` is loose."""
    import goldens
    with goldens.raises_like(golden) as info:
        run_error_case(ms, name)
    if name not in loose_messages:
        assert str(info.value) == golden["message"]


def fill_parameters(ms, cell, name):
    """Give the cell's Parameters (sorted by name) seeded values, in each Parameter's dtype."""
    rng = np.random.RandomState(_seed(name))
    for _, param in sorted(cell.parameters_and_names(), key=lambda item: item[0]):
        data = param.asnumpy()
        param.set_data(ms.Tensor(rng.uniform(-0.5, 0.5, data.shape).astype(data.dtype)))


def make_input(ms, name):
    """The case's input tensor."""
    _, shape, dtype, _ = FORWARD[name]
    return namespace(ms)["X"](shape, dtype, _seed(name) + 1)


def grad_weights(name, shape):
    """Fixed weights w: the recorded gradient is d(sum(w * out))/dx."""
    return np.random.RandomState(_seed(name) + 2).uniform(-1, 1, shape).astype(np.float32)


def mask_repr(text):
    """Initializer objects print with their module and address; keep the class name only."""
    return re.sub(r"<[\w.]+\.(\w+) object at 0x[0-9a-fA-F]+>", r"<\1 object>", text)


def describe_params(cell):
    """(name, shape, dtype, requires_grad) of every Parameter, in ``parameters_and_names`` order."""
    return [[name, list(p.shape), str(p.dtype), p.requires_grad, p.name] for name, p in cell.parameters_and_names()]


def attr_value(value):
    """A JSON-able form of a layer attribute (tuples kept apart from lists)."""
    if isinstance(value, tuple):
        return {"tuple": [attr_value(v) for v in value]}
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    return "<" + type(value).__name__ + ">"


# --- running a FORWARD case (shared by the recorder and the tests) ----------------------------------------
def _outputs(out):
    return list(out) if isinstance(out, tuple) else [out]


def run_forward(ms, name, grad_of):
    """Run ``FORWARD[name]``: (meta, output arrays, gradient array or None).

    ``grad_of(cell, x, weights)`` returns d(sum(weights * first output))/dx on the side being run.
    """
    code, _, _, with_grad = FORWARD[name]
    cell = build(ms, code)
    fill_parameters(ms, cell, name)
    x = make_input(ms, name)
    outs = _outputs(cell(x))
    meta = {"repr": mask_repr(repr(cell)), "params": describe_params(cell),
            "dtypes": [str(o.dtype) for o in outs], "shapes": [list(o.shape) for o in outs]}
    grad = None
    if with_grad:
        grad = grad_of(cell, x, grad_weights(name, outs[0].shape))
    return meta, [o.asnumpy() for o in outs], grad


def first_output(out):
    """The first output of a layer (MaxPool with return_indices gives two)."""
    return _outputs(out)[0]


# --- checking msbridge against the recording (used by the tests) ------------------------------------------
def _torch_grad(cell, x, weights):
    import torch
    leaf = x._t.detach().clone().requires_grad_(True)
    out = first_output(cell(type(x).from_torch(leaf)))._t
    (out * torch.from_numpy(weights).to(out.dtype)).sum().backward()
    return leaf.grad.numpy()


def check_forward(ms, golden, name):
    """Assert that msbridge runs ``FORWARD[name]`` as MindSpore did: printed form, parameters, output dtypes,
    shapes and values, and the gradient w.r.t. the input."""
    import goldens
    meta, outs, grad = run_forward(ms, name, _torch_grad)
    assert meta == golden[f"fwd.{name}.meta"]
    wants = [golden.array(f"fwd.{name}.out{i}") for i in range(len(outs))]
    assert [out.dtype for out in outs] == [want.dtype for want in wants]
    tolerance = goldens.tolerance(float16=(2e-3, 2e-3), other=(2e-5, 2e-5))
    goldens.assert_arrays_match(outs, golden, name, lambda dtype: tolerance(name, dtype), expected=wants)
    if grad is not None:
        goldens.assert_arrays_match([grad], golden, name + " grad", lambda dtype: (2e-5, 2e-5),
                                    expected=[golden.array(f"fwd.{name}.grad")])

