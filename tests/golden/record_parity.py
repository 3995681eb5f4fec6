"""Record MindSpore's parameter names and the outputs of a port loaded with torch weights by the name table
(see recorder.py for how to run)."""
import mindspore

import cases_parity as C
from recorder import Recorder


def main():
    rec = Recorder("parity")
    rec.value("parameter_names", C.case_parameter_names(mindspore))
    rec.value("standalone_batchnorm_names", C.case_standalone_batchnorm_names(mindspore))
    net = C.build(mindspore)
    C.load_by_table(mindspore, net, C.torch_state())
    for i, out in enumerate(C.outputs(mindspore, net)):
        rec.array(f"output{i}", out)
    rec.save()


if __name__ == "__main__":
    main()
