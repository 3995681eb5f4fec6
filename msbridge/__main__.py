"""``python -m msbridge script.py [args]``: run an unmodified MindSpore script on msbridge; ``demo``: the tour."""
import os
import runpy
import sys

from ._alias import install_as_mindspore

USAGE = """usage: python -m msbridge SCRIPT.py [ARGS...]
       python -m msbridge -m MODULE [ARGS...]
       python -m msbridge demo [--quick]

Runs a MindSpore program with every `import mindspore[.X.Y]` resolved into msbridge.
`demo` trains a MindSpore-style LeNet5 on synthetic MNIST files and checks it against native torch."""


def main(argv=None):
    """Entry point of ``python -m msbridge``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if argv else 2
    if argv[0] == "demo":
        from ._demo import main as demo
        return demo(argv[1:])
    install_as_mindspore()
    if argv[0] == "-m":
        if len(argv) < 2:
            print(USAGE, file=sys.stderr)
            return 2
        sys.argv = argv[1:]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = argv
        sys.path.insert(0, os.path.dirname(os.path.abspath(argv[0])))
        runpy.run_path(argv[0], run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
