"""Record train.OnRequestExit from real MindSpore 2.10.

    ONEDNN_MAX_CPU_ISA=AVX2 /work/msvenv/bin/python tests/golden/record_on_request_exit.py

MindSpore 2.10 does not stop on the signal unless MS_ENABLE_GRACEFUL_EXIT=1 and the network holds a
``graceful_exit`` Parameter; it trains to the end and saves the checkpoint then (recorded as ``value.scenario``).
"""
import tempfile

from cases_on_request_exit import ERRORS, make_error, names, scenario
from recorder import Recorder


def main():
    import mindspore
    rec = Recorder("on_request_exit")
    with tempfile.TemporaryDirectory() as directory:
        rec.value("value.scenario", scenario(mindspore, directory))
    with tempfile.TemporaryDirectory() as directory:
        rec.value("value.names", names(mindspore, directory))
    for name in ERRORS:
        rec.error("error." + name, lambda name=name: make_error(mindspore, name))
    rec.save()


if __name__ == "__main__":
    main()
