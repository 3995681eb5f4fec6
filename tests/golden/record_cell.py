"""Record Cell, naming and container behaviour from real MindSpore 2.10 (see recorder.py for how to run)."""
import mindspore

from cases_cell import CASES, ERROR_CASES, mask_addresses
from recorder import Recorder


def _masked(value):
    if isinstance(value, str):
        return mask_addresses(value)
    if isinstance(value, list):
        return [_masked(v) for v in value]
    if isinstance(value, dict):
        return {k: _masked(v) for k, v in value.items()}
    return value


def main():
    rec = Recorder("cell")
    for name, case in CASES.items():
        rec.value(name, _masked(case(mindspore)))
    for name, case in ERROR_CASES.items():
        rec.error("error." + name, lambda case=case: case(mindspore))
    rec.save()


if __name__ == "__main__":
    main()
