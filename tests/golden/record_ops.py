"""Records the ops families (cases_ops_<family>.py) from real MindSpore 2.10 into ops_<family>.json.

Run with MindSpore's venv::

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_ops.py [family ...]
"""
import sys

import cases_ops_array
import cases_ops_boxes
import cases_ops_breadth
import cases_ops_conv_prims
import cases_ops_extra
import cases_ops_legacy_prims
import cases_ops_linalg
import cases_ops_math
import cases_ops_mint
import cases_ops_more_prims
import cases_ops_names
import cases_ops_nn_prims
import cases_ops_nn
import cases_ops_prims
import cases_ops_random_extra
import cases_ops_reduce
import cases_tensor_more
from record_tensor import record_cases

# golden area -> (cases, record only the dtype/shape rule)
AREAS = {
    "ops_math": (cases_ops_math.CASES, False),
    "ops_reduce": (cases_ops_reduce.CASES, False),
    "ops_array": (cases_ops_array.CASES, False),
    "ops_nn": (cases_ops_nn.CASES, False),
    "ops_random": (cases_ops_nn.RULE_CASES, True),
    "ops_prims": (cases_ops_prims.CASES, False),
    "ops_prims_random": (cases_ops_prims.RULE_CASES, True),
    "ops_methods": (cases_ops_prims.METHOD_CASES, False),
    "ops_mint": (cases_ops_mint.CASES, False),
    "ops_mint_random": (cases_ops_mint.RULE_CASES, True),
    "ops_breadth": (cases_ops_breadth.CASES, False),
    "ops_names": (cases_ops_names.CASES, False),
    "ops_linalg": (cases_ops_linalg.CASES, False),
    "ops_extra": (cases_ops_extra.CASES, False),
    "ops_docfix": ({"docfix": cases_ops_extra.DOCFIX, "grads": cases_ops_extra.DOCFIX_GRADS}, False),
    "ops_nn_prims": (cases_ops_nn_prims.CASES, False),
    "ops_conv_prims": (cases_ops_conv_prims.CASES, False),
    "ops_boxes": (cases_ops_boxes.CASES, False),
    "ops_random_extra": ({"rules": cases_ops_random_extra.RULES}, True),
    "ops_random_props": ({"props": cases_ops_random_extra.PROPERTIES}, False),
    "ops_more_prims": ({"prims": cases_ops_more_prims.PRIMS}, False),
    "ops_legacy_prims": ({"legacy": cases_ops_legacy_prims.LEGACY}, False),
    "ops_tensor_more": (cases_tensor_more.CASES, False),
    "ops_tensor_more_random": (cases_tensor_more.RANDOM, True),
}

import cases_ops_prims_extra  # noqa: E402 - issue 17, more primitive classes
AREAS["ops_prims_extra"] = (cases_ops_prims_extra.CASES, False)
import cases_ops_image  # noqa: E402 - issue 17, image resampling primitives
AREAS["ops_image"] = (cases_ops_image.CASES, False)
import cases_ops_random_prims_extra  # noqa: E402 - issue 17, more random primitives
AREAS["ops_random_prims_extra"] = (cases_ops_random_prims_extra.CASES, False)
AREAS["ops_random_prims_extra_rules"] = (cases_ops_random_prims_extra.RULE_CASES, True)
import cases_ops_array_more_prims  # noqa: E402 - issue 17, more array primitives (prims3 branch)
AREAS["ops_array_more_prims"] = (cases_ops_array_more_prims.CASES, False)
import cases_ops_pool_more_prims  # noqa: E402 - issue 17, more pooling primitives (prims3 branch)
AREAS["ops_pool_more_prims"] = (cases_ops_pool_more_prims.CASES, False)
import cases_ops_sparse_more_prims  # noqa: E402 - issue 17, sparse and ragged primitives (prims3 branch)
AREAS["ops_sparse_more_prims"] = (cases_ops_sparse_more_prims.CASES, False)
import cases_ops_image_more_prims  # noqa: E402 - issue 17, colour primitives (prims3 branch)
AREAS["ops_image_more_prims"] = (cases_ops_image_more_prims.CASES, False)
import cases_ops_prims2  # noqa: E402 - issue 17, prims2 slice (optimizers, control flow, checks, loss, dropout)
AREAS["ops_prims2"] = (cases_ops_prims2.CASES, False)
AREAS["ops_prims2_rules"] = (cases_ops_prims2.RULE_CASES, True)
import cases_tensor_methods_extra  # noqa: E402 - issue 17, the last Tensor methods over their ops
AREAS["ops_tensor_methods_extra"] = (cases_tensor_methods_extra.CASES, False)
AREAS["ops_tensor_methods_extra_random"] = (cases_tensor_methods_extra.RANDOM, True)
import cases_ops_math_more_prims  # noqa: E402 - issue 17, math, linalg and layout primitives (math_prims branch)
AREAS["ops_math_more_prims"] = (cases_ops_math_more_prims.CASES, False)
import cases_ops_sequence_prims  # noqa: E402 - issue 17, sequence and loss primitives (ctc_rnn branch)
AREAS["ops_sequence_prims"] = (cases_ops_sequence_prims.CASES, False)
import cases_ops_random_prims_more  # noqa: E402 - issue 17, random_prims branch
AREAS["ops_random_prims_more"] = (cases_ops_random_prims_more.CASES, False)
AREAS["ops_random_prims_more_rules"] = (cases_ops_random_prims_more.RULE_CASES, True)
import cases_ops_misc  # noqa: E402 - issue 17, assorted ops names (misc_ops branch)
AREAS["ops_misc"] = (cases_ops_misc.CASES, False)
import cases_ops_detect_image  # noqa: E402 - issue 17, detection and image primitives (detect_image branch)
AREAS["ops_detect_image"] = (cases_ops_detect_image.CASES, False)
AREAS["ops_detect_image_rules"] = (cases_ops_detect_image.RULE_CASES, True)
import cases_scalar_operands  # noqa: E402 - a Python float operand is a Float32 value
AREAS["scalar_operands"] = (cases_scalar_operands.CASES, False)

if __name__ == "__main__":
    import mindspore
    from mindspore.common.api import _pynative_executor

    from recorder import Recorder

    for area in sys.argv[1:] or AREAS:
        cases, rules_only = AREAS[area]
        rec = Recorder(area)
        record_cases(rec, cases, mindspore, _pynative_executor.sync, rules_only)
        rec.save()
        print(area, len(rec.values))
