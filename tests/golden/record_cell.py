"""Record Cell, naming and container behaviour from real MindSpore 2.10 (see recorder.py for how to run)."""
import mindspore

from cases_cell import CASES, ERROR_CASES, masked
from recorder import Recorder


def main():
    rec = Recorder("cell")
    for name, case in CASES.items():
        rec.value(name, masked(case(mindspore)))
    for name, case in ERROR_CASES.items():
        rec.error("error." + name, lambda case=case: case(mindspore))
    rec.save()


if __name__ == "__main__":
    main()
