"""mindspore.communication: one process without init against goldens from MindSpore 2.10
(golden/cases_communication.py), and a real two-process gloo run of init, the rank queries, a named group and
nn.DistributedGradReducer."""
import json
import os
import socket
import subprocess
import sys

import numpy as np
import pytest

import cases_communication as cases
import goldens
from msbridge import communication

G = goldens.load("communication")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _set_env(monkeypatch, env):
    for name in cases.ENV_NAMES:
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)


@pytest.mark.parametrize("name", sorted(cases.VALUES))
def test_value_matches_mindspore(name, monkeypatch):
    env, code = cases.VALUES[name]
    _set_env(monkeypatch, env)
    assert json.loads(json.dumps(cases.run(communication, code))) == G["value." + name]


@pytest.mark.parametrize("name", sorted(cases.ERRORS))
def test_error_matches_mindspore(name, monkeypatch):
    env, code = cases.ERRORS[name]
    _set_env(monkeypatch, env)
    expected = G["error." + name]
    with goldens.raises_like(expected) as info:
        cases.run(communication, code)
    if name in cases.OWN_MESSAGE:
        assert "init" in str(info.value) and "MASTER_ADDR" in str(info.value)
    else:
        assert str(info.value) == expected["message"]
    assert not communication.GlobalComm.INITED


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_two_processes_with_gloo():
    env = {k: v for k, v in os.environ.items() if k not in cases.ENV_NAMES}
    env.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(_free_port()), WORLD_SIZE="2",
               PYTHONPATH=os.pathsep.join([ROOT, env.get("PYTHONPATH", "")]))
    procs = [subprocess.Popen([sys.executable, os.path.join(ROOT, "tests", "comm_worker.py")], cwd=ROOT,
                              env={**env, "RANK": str(rank)}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for rank in range(2)]
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        results.append(json.loads(out.strip().splitlines()[-1]))
    expected_mean = [np.mean([r["grads"][i] for r in results], axis=0) for i in range(len(results[0]["grads"]))]
    for rank, r in enumerate(results):
        assert (r["rank"], r["size"], r["local_rank"], r["local_size"]) == (rank, 2, rank, 2)
        assert (r["world_group"], r["backend"]) == ("mccl_world_group", "mccl")
        assert r["pair"] == [rank, 2, 1, 1, [0, 1]]
        for got, want in zip(r["reduced"], expected_mean):
            np.testing.assert_allclose(got, want, rtol=1e-6)
        assert not r["inited_after_release"]
    assert results[0]["grads"] != results[1]["grads"]
