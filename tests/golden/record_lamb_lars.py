"""Record nn.Lamb / nn.LARS construction, state and errors from real MindSpore 2.10 (their updates have no CPU
kernel there).

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_lamb_lars.py
"""
from cases_lamb_lars import ERRORS, VALUES
from cases_optim import as_json, run
from recorder import Recorder, serve_error


def main():
    import mindspore
    rec = Recorder("lamb_lars")
    rec.cases(mindspore, run, VALUES, {}, None, as_json)
    rec.errors_in_children(__file__, list(ERRORS))
    rec.save()


def _error_case(name):
    import mindspore
    run(mindspore, ERRORS[name])


if __name__ == "__main__" and not serve_error(_error_case):
    main()
