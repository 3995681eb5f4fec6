"""Record Cell, naming and container behaviour from real MindSpore 2.10 (see recorder.py for how to run)."""
import mindspore

from cases_cell import CASES, ERROR_CASES, masked
from recorder import Recorder, serve_error


def main():
    rec = Recorder("cell")
    for name, case in CASES.items():
        rec.value(name, masked(case(mindspore)))
    rec.errors_in_children(__file__, list(ERROR_CASES))
    rec.save()


if __name__ == "__main__" and not serve_error(lambda name: ERROR_CASES[name](mindspore)):
    main()
