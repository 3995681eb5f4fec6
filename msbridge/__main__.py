"""``python -m msbridge script.py [args]``: run an unmodified MindSpore script on msbridge; ``demo``: the tour."""
import os
import runpy
import sys

from ._alias import install_as_mindspore

USAGE = """usage: python -m msbridge SCRIPT.py [ARGS...]
       python -m msbridge -m MODULE [ARGS...]
       python -m msbridge demo [--quick] [--epochs N] [--no-progress]
       python -m msbridge --version | --help

Runs a MindSpore program with every `import mindspore[.X.Y]` resolved into msbridge
(mindspore.__version__ is then the MindSpore version msbridge reproduces).
`demo` trains a MindSpore-style LeNet5 on synthetic MNIST files and checks it against native torch
(`python -m msbridge demo --help` for its options).

options:
  -h, --help     show this message and exit
  -V, --version  show msbridge's version, the MindSpore version it reproduces, and torch's"""


def version_line():
    """``msbridge 0.1.0 (MindSpore 2.10.0 API, torch 2.x)``: what ``--version`` prints."""
    import torch

    import msbridge
    return f"msbridge {msbridge.__msbridge_version__} (MindSpore {msbridge.__version__} API, torch {torch.__version__})"


def main(argv=None):
    """Entry point of ``python -m msbridge``; returns the exit status (2 for a usage error)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:
        print(USAGE, file=sys.stderr)
        return 2
    if argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if argv[0] in ("-V", "--version"):
        print(version_line())
        return 0
    if argv[0] == "demo":
        from ._demo import main as demo
        return demo(argv[1:])
    if argv[0].startswith("-") and argv[0] != "-m":
        print(f"python -m msbridge: unknown option '{argv[0]}' (a script path comes first; see --help)",
              file=sys.stderr)
        return 2
    if argv[0] == "-m" and len(argv) < 2:
        print("python -m msbridge: -m needs a module name (see --help)", file=sys.stderr)
        return 2
    if argv[0] != "-m" and not os.path.exists(argv[0]):
        print(f"python -m msbridge: no such script '{argv[0]}'", file=sys.stderr)
        return 2
    install_as_mindspore()
    if argv[0] == "-m":
        sys.argv = argv[1:]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = argv
        sys.path.insert(0, os.path.dirname(os.path.abspath(argv[0])))
        runpy.run_path(argv[0], run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
