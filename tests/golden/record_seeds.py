"""Record what real MindSpore 2.10 prints for the seed programs in tests/seeds/ (see recorder.py for how to run)."""
import os
import subprocess
import sys

from recorder import HERE, Recorder, _first_line

SEEDS = os.path.join(os.path.dirname(HERE), "seeds")


def run(script):
    """(stdout, last stderr line) of a seed program run with this interpreter (real MindSpore)."""
    env = dict(os.environ, ONEDNN_MAX_CPU_ISA="AVX2", GLOG_v="3")
    proc = subprocess.run([sys.executable, script], cwd=SEEDS, capture_output=True, text=True, env=env)
    errors = [line for line in proc.stderr.splitlines() if line and not line.startswith("[WARNING")]
    return proc.stdout, _first_line(errors[-1]) if proc.returncode else ""


def main():
    rec = Recorder("seeds")
    for name in sorted(os.listdir(SEEDS)):
        if name.endswith(".py"):
            stdout, error = run(os.path.join(SEEDS, name))
            rec.value(name, {"stdout": stdout, "error": error})
    rec.save()


if __name__ == "__main__":
    main()
