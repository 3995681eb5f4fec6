"""``python -m msbridge``: --version/--help, usage errors, and ``mindspore.__version__`` under the alias."""
import os
import re
import subprocess
import sys

import pytest
import torch

import msbridge
from msbridge import __main__ as cli
from msbridge import _demo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_versions():
    assert msbridge.__version__ == "2.10.0"  # the MindSpore version reproduced: what mindspore.__version__ shows
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as handle:
        package_version = re.search(r'^version = "([^"]+)"$', handle.read(), flags=re.M).group(1)
    assert msbridge.__msbridge_version__ == package_version


@pytest.mark.parametrize("flag", ["--version", "-V"])
def test_version_flag(flag, capsys):
    assert cli.main([flag]) == 0
    assert capsys.readouterr().out == (f"msbridge {msbridge.__msbridge_version__} (MindSpore 2.10.0 API, "
                                       f"torch {torch.__version__})\n")


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_flag(flag, capsys):
    assert cli.main([flag]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m msbridge SCRIPT.py [ARGS...]\n")
    assert "-V, --version" in out


@pytest.mark.parametrize("argv, message", [
    ([], "usage: python -m msbridge"),
    (["--verbose"], "python -m msbridge: unknown option '--verbose' (a script path comes first; see --help)"),
    (["-m"], "python -m msbridge: -m needs a module name (see --help)"),
    (["no_such_script.py"], "python -m msbridge: no such script 'no_such_script.py'"),
])
def test_usage_errors_exit_2_with_one_message(argv, message, capsys):
    assert cli.main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(message)


def test_script_sees_mindspore_2_10(tmp_path):
    script = tmp_path / "check_version.py"
    script.write_text("import sys, mindspore\n"
                      "major, minor = (int(p) for p in mindspore.__version__.split('.')[:2])\n"
                      "print(mindspore.__version__, major >= 2, mindspore.__msbridge_version__, sys.argv[1:])\n")
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "msbridge", str(script), "--version"], capture_output=True,
                          text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == f"2.10.0 True {msbridge.__msbridge_version__} ['--version']\n"


def test_demo_help_is_plain_text(capsys):
    with pytest.raises(SystemExit) as err:
        _demo.main(["--help"])
    assert err.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m msbridge demo")
    assert "Trains LeNet5" in out
    assert "`" not in out
