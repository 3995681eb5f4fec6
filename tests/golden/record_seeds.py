"""Record what real MindSpore 2.10 prints for the seed programs in tests/seeds/ (see recorder.py for how to run)."""
import os
import subprocess
import sys

from recorder import HERE, Recorder, _first_line


def run(script, cwd):
    """(stdout, last stderr line) of a program run with this interpreter (real MindSpore)."""
    env = dict(os.environ, ONEDNN_MAX_CPU_ISA="AVX2", GLOG_v="3")
    proc = subprocess.run([sys.executable, script], cwd=cwd, capture_output=True, text=True, env=env)
    errors = [line for line in proc.stderr.splitlines() if line and not line.startswith("[WARNING")]
    return proc.stdout, _first_line(errors[-1]) if proc.returncode else ""


def record_directory(area, folder, only=()):
    """Record ``{"stdout", "error"}`` of every program in ``tests/<folder>/`` (just ``only`` where given, keeping
    the other recorded values) into ``<area>.json``."""
    directory = os.path.join(os.path.dirname(HERE), folder)
    rec = Recorder(area)
    if only:
        rec.values.update(__import__("goldens").load(area).values)
    for name in sorted(os.listdir(directory)):
        if name.endswith(".py") and (not only or name in only):
            stdout, error = run(os.path.join(directory, name), directory)
            rec.value(name, {"stdout": stdout, "error": error})
    rec.save()


if __name__ == "__main__":
    record_directory("seeds", "seeds")
