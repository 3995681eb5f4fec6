"""Record training wrappers, loss scaling and mixed precision from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_train.py

The cases live in cases_train.py; this writes train.json and train.npz.

MindSpore 2.10's CPU build has no overflow-status kernel (NPUGetFloatStatusV2), so TrainOneStepWithLossScaleCell
and FloatStatus, its GPU rule, has no CPU kernel either: so TrainOneStepWithLossScaleCell fails there. The recorder
replaces only its overflow check by MindSpore's own ``amp.all_finite`` (overflow = some gradient is inf/NaN, the GPU
rule msbridge follows); the scaling, the update cell and the skipped update are MindSpore's.
"""
import mindspore

from cases_train import ARRAYS, CASES, ERROR_CASES
from recorder import Recorder, serve_error


def _gpu_overflow_rule():
    def get_overflow_status(self, status, compute_output):
        return mindspore.ops.logical_not(mindspore.amp.all_finite(compute_output))
    mindspore.nn.TrainOneStepWithLossScaleCell.get_overflow_status = get_overflow_status


def main():
    _gpu_overflow_rule()
    rec = Recorder("train")
    for name, case in CASES.items():
        rec.value(name, case(mindspore))
    for name, case in ARRAYS.items():
        for i, arr in enumerate(case(mindspore)):
            rec.array(f"{name}.{i}", arr)
    rec.errors_in_children(__file__, list(ERROR_CASES))
    rec.save()


if __name__ == "__main__" and not serve_error(lambda name: ERROR_CASES[name](mindspore)):
    main()
