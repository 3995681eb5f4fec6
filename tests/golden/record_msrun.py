"""Record msrun's command line (option names and defaults) from real MindSpore 2.10.

    /work/msvenv/bin/python tests/golden/record_msrun.py
"""
import sys

from mindspore.parallel.cluster.run import get_args
from recorder import Recorder


def main():
    rec = Recorder("msrun")
    sys.argv = ["msrun", "script.py", "a", "--flag"]
    args = vars(get_args())
    rec.value("defaults", {k: v for k, v in args.items()})
    rec.save()


if __name__ == "__main__":
    main()
