"""``mindspore.log``: GLOG_v levels and MindSpore's line format on stderr, as MindSpore 2.10 prints them."""
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# MindSpore 2.10 printed, for the script below with GLOG_v unset:
#   [WARNING] ME(6653:140632024697728,MainProcess):2026-11-25-21:40:43.489.000 [<string>:5] hello 1
#   [ERROR] ME(6653:140632024697728,MainProcess):2026-11-25-21:40:43.489.000 [<string>:7] bad
#   and stdout "2 {'GLOG_v': '2', 'GLOG_logtostderr': '1'}"
SCRIPT = """import mindspore as ms
from mindspore import log as logger
print(ms.get_level(), ms.get_log_config())
logger.debug('debug %d', 0)
logger.warning('hello %s', 1)
logger.info('info %d', 2)
logger.error('bad')
"""
LINE = (r"\[{level}\] ME\(\d+:\d+,MainProcess\):\d{{4}}-\d\d-\d\d-\d\d:\d\d:\d\d\.\d{{1,3}}\.\d* "
        r"\[<string>:{line}\] {msg}")


def _run(glog_v):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("GLOG_v", None)
    if glog_v is not None:
        env["GLOG_v"] = glog_v
    proc = subprocess.run([sys.executable, "-c", "import msbridge; msbridge.install_as_mindspore(); " + SCRIPT],
                          capture_output=True, text=True, env=env, timeout=120)
    lines = [ln for ln in proc.stderr.splitlines() if ln.startswith("[")]
    return proc, lines


@pytest.mark.parametrize("glog_v, shown", [(None, ["WARNING", "ERROR"]), ("2", ["WARNING", "ERROR"]),
                                           ("1", ["WARNING", "INFO", "ERROR"]),
                                           ("0", ["DEBUG", "WARNING", "INFO", "ERROR"]), ("3", ["ERROR"])])
def test_levels_and_format(glog_v, shown):
    proc, lines = _run(glog_v)
    assert proc.returncode == 0, proc.stderr
    level = glog_v or "2"
    assert proc.stdout == f"{level} {{'GLOG_v': '{level}', 'GLOG_logtostderr': '1'}}\n"
    expected = {"DEBUG": (4, "debug 0"), "WARNING": (5, "hello 1"), "INFO": (6, "info 2"), "ERROR": (7, "bad")}
    assert len(lines) == len(shown), lines
    for text, name in zip(lines, shown):
        line, msg = expected[name]
        assert re.fullmatch(LINE.format(level=name, line=line, msg=msg), text), text


def test_bad_glog_v_is_mindspores_value_error():
    proc, _ = _run("7")
    assert proc.returncode != 0
    assert proc.stderr.strip().splitlines()[-1] == (
        "ValueError: Incorrect log level, please check the configuration of GLOG_v or GLOG_stderrthreshold, "
        "desired log level: 4-CRITICAL, 3-ERROR, 2-WARNING, 1-INFO, 0-DEBUG. But got 7.")
