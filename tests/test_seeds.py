"""Seed tutorial programs run unmodified under ``python -m msbridge`` and print what MindSpore 2.10 printed."""
import os
import re
import subprocess
import sys

import pytest

import goldens

G = goldens.load("seeds")
SEEDS = os.path.join(os.path.dirname(__file__), "seeds")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_NUMBER = re.compile(r"-?\d+\.\d*(?:e[-+]?\d+)?")


def _run(name):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "msbridge", os.path.join(SEEDS, name)], cwd=SEEDS,
                          capture_output=True, text=True, env=env, timeout=300)


def _lines_match(ours, theirs, atol, rtol=1e-5):
    """Same text; numbers (random inputs, float noise) within ``atol + rtol * |MindSpore's|``."""
    ours, theirs = ours.splitlines(), theirs.splitlines()
    assert len(ours) == len(theirs), (ours, theirs)
    for a, b in zip(ours, theirs):
        assert _NUMBER.sub("#", a) == _NUMBER.sub("#", b), (a, b)
        for x, y in zip(_NUMBER.findall(a), _NUMBER.findall(b)):
            assert abs(float(x) - float(y)) <= atol + rtol * abs(float(y)), (a, b)


@pytest.mark.parametrize("name", sorted(G.keys()))
def test_seed_program_prints_what_mindspore_prints(name):
    proc = _run(name)
    golden = G[name]
    # the pad_mode comparison prints max|ms - torch| of a random input: values around 1e-5
    _lines_match(proc.stdout, golden["stdout"], atol=3e-5)
    if golden["error"]:
        assert proc.returncode != 0
        assert proc.stderr.strip().splitlines()[-1] == golden["error"]
    else:
        assert proc.returncode == 0, proc.stderr
