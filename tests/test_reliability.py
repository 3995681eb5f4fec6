"""Issue 20 (reliability): a checkpoint always survives a process killed while ModelCheckpoint rotates its files;
a failed optimizer call changes nothing (and takes the gradient dtypes MindSpore takes); communication init gives
up on a missing peer within its timeout. The recurrent layers' input checks are in test_rnn.py (goldens) and the
dataset workers' reproducibility and hang report in test_dataset_workers.py. docs/reliability.md sums them up."""
import os
import signal
import subprocess
import sys

import json

import numpy as np
import pytest

import cases_optim_grads
import goldens
import msbridge as ms

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# --- ModelCheckpoint(keep_checkpoint_max=1) killed mid-rotation ----------------------------------------------------
_TRAIN_AND_DIE = """
import os, signal, sys
import numpy as np
import msbridge as ms
from msbridge import nn
from msbridge.train import serialization
from msbridge.train.callback import _checkpoint

directory, die_at, when = sys.argv[1], int(sys.argv[2]), sys.argv[3]
real_save, real_write, saves = _checkpoint.save_checkpoint, serialization.write, []

def write_then_die(f, *args):  # the whole file written to its temporary name, not yet renamed
    real_write(f, *args)
    f.flush()
    os.kill(os.getpid(), signal.SIGKILL)

def save_then_maybe_die(*args, **kwargs):  # SIGKILL at a fixed point of the die_at-th save
    saves.append(args[1])
    if len(saves) == die_at and when == "before_write":
        os.kill(os.getpid(), signal.SIGKILL)
    if len(saves) == die_at and when == "mid_write":
        serialization.write = write_then_die
    real_save(*args, **kwargs)
    if len(saves) == die_at and when == "after_write":
        os.kill(os.getpid(), signal.SIGKILL)
_checkpoint.save_checkpoint = save_then_maybe_die

ms.set_seed(1)
net = nn.Dense(3, 2)
model = ms.train.Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
data = ms.dataset.NumpySlicesDataset((np.ones((8, 3), np.float32), np.zeros((8, 2), np.float32)),
                                     column_names=["x", "y"], shuffle=False).batch(2)
config = ms.train.CheckpointConfig(save_checkpoint_steps=1, keep_checkpoint_max=1)
model.train(1, data, callbacks=[ms.train.ModelCheckpoint("net", directory, config)], dataset_sink_mode=False)
"""


def _checkpoints(directory):
    return sorted(name for name in os.listdir(directory) if name.endswith(".ckpt"))


@pytest.mark.parametrize("die_at", [2, 3])
@pytest.mark.parametrize("when", ["before_write", "mid_write", "after_write"])
def test_a_process_killed_while_rotating_checkpoints_leaves_a_complete_one(tmp_path, die_at, when):
    child = subprocess.run([sys.executable, "-c", _TRAIN_AND_DIE, str(tmp_path), str(die_at), when], cwd=REPO,
                           env={**os.environ, "PYTHONPATH": REPO}, capture_output=True, text=True, timeout=300)
    assert child.returncode == -signal.SIGKILL, child.stderr
    found = _checkpoints(tmp_path)
    # killed before its write: the previous step's file; after it: the new one too (its predecessor not yet gone)
    expected = [f"net-1_{die_at - 1}.ckpt"] + ([f"net-1_{die_at}.ckpt"] if when == "after_write" else [])
    assert found == expected
    for name in found:
        loaded = ms.load_checkpoint(str(tmp_path / name))
        assert {"weight", "bias"} <= set(loaded) and loaded["weight"].shape == (2, 3)
    # killed mid-write: the new file's temporary (MindSpore's name, <file>.tmp) and no other
    temps = sorted(name for name in os.listdir(tmp_path) if name.endswith(".tmp"))
    assert temps == ([f"net-1_{die_at}.tmp"] if when == "mid_write" else [])


def test_checkpoint_rotation_still_keeps_at_most_keep_checkpoint_max_files(tmp_path):
    child = subprocess.run([sys.executable, "-c", _TRAIN_AND_DIE, str(tmp_path), "0", "never"], cwd=REPO,
                           env={**os.environ, "PYTHONPATH": REPO}, capture_output=True, text=True, timeout=300)
    assert child.returncode == 0, child.stderr
    assert _checkpoints(tmp_path) == ["net-1_4.ckpt"]


# --- optimizers given gradients of another dtype or shape ----------------------------------------------------------
with open(os.path.join(goldens.HERE, "optim_grads.json")) as _f:
    OPTIM_GRADS = json.load(_f)


@pytest.mark.parametrize("case", cases_optim_grads.CASES)
def test_optimizer_takes_or_rejects_gradients_as_mindspore_and_a_failed_call_changes_nothing(case):
    got, want = cases_optim_grads.run(ms, case), OPTIM_GRADS[case]
    assert got["error"] == want["error"], got["message"]
    if want["error"] is None:  # taken (cast to the Parameter's dtype): the same update as MindSpore's
        assert got["changed"] == want["changed"]
        np.testing.assert_allclose(got["w"], want["w"], rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(got["b"], want["b"], rtol=1e-5, atol=1e-6)
        return
    # no Parameter, moment or global_step changed (MindSpore's own Adadelta advances global_step: not matched)
    assert got["changed"] == []
    # the dtype errors carry MindSpore's message (its Lamb's is empty; shape errors name msbridge's check)
    if not case.endswith("shape_second") and not case.startswith("Lamb."):
        assert got["message"] == want["message"]
    else:
        assert got["message"]


# --- communication.init with a peer that never starts ---------------------------------------------------------------
_INIT_ALONE = """
import msbridge as ms
from msbridge import communication
ms.set_device("CPU") if hasattr(ms, "set_device") else ms.set_context(device_target="CPU")
try:
    communication.init()
except RuntimeError as exc:
    print("RuntimeError:", exc)
    print("inited:", communication.GlobalComm.INITED)
"""


@pytest.mark.parametrize("rank", [0, 1])
def test_init_with_a_peer_that_never_starts_fails_within_ms_topo_timeout(rank):
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MS_", "RANK", "WORLD_SIZE", "MASTER_"))}
    env.update(PYTHONPATH=REPO, MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), WORLD_SIZE="2", RANK=str(rank),
               MS_TOPO_TIMEOUT="2")
    # rank 0 alone: it hosts the store and waits for rank 1; rank 1 alone: nobody hosts the store
    child = subprocess.run([sys.executable, "-c", _INIT_ALONE], cwd=REPO, env=env, capture_output=True, text=True,
                           timeout=120)  # the default (600 s, or torch's 30 minutes before) would hit this limit
    assert child.returncode == 0, child.stderr
    assert (f"RuntimeError: For 'init', rank {rank} of 2 could not build the cluster at 127.0.0.1:{port} within 2 "
            f"seconds (MS_TOPO_TIMEOUT): a peer did not start or cannot be reached.") in child.stdout
    assert "inited: False" in child.stdout


def test_ms_topo_timeout_must_be_a_number(monkeypatch):
    from msbridge.communication import management
    monkeypatch.setenv("MS_TOPO_TIMEOUT", "soon")
    with pytest.raises(ValueError, match="MS_TOPO_TIMEOUT must be an integer number of seconds, but got 'soon'"):
        management._topo_timeout()
    monkeypatch.setenv("MS_TOPO_TIMEOUT", "-1")
    assert management._topo_timeout().days > 365
    monkeypatch.delenv("MS_TOPO_TIMEOUT")
    assert management._topo_timeout().total_seconds() == 600


_STALLED_COLLECTIVE = """
import sys, time
import numpy as np
import msbridge as ms
from msbridge import communication
communication.init()
if communication.get_rank() == 1:
    time.sleep(600)  # a stalled peer: alive, never joins the collective (killed by the test)
params = ms.nn.Dense(2, 1).trainable_params()
try:
    ms.nn.DistributedGradReducer(params, mean=True, degree=2)(tuple(ms.Tensor(np.ones(p.shape, np.float32))
                                                                   for p in params))
except RuntimeError as exc:
    print("RuntimeError:", str(exc).splitlines()[0])
"""


def test_a_collective_with_a_stalled_peer_fails_after_ms_topo_timeout():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MS_", "RANK", "WORLD_SIZE", "MASTER_"))}
    env.update(PYTHONPATH=REPO, MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), WORLD_SIZE="2", MS_TOPO_TIMEOUT="3")
    procs = [subprocess.Popen([sys.executable, "-c", _STALLED_COLLECTIVE], cwd=REPO, env={**env, "RANK": str(rank)},
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for rank in range(2)]
    try:
        out, err = procs[0].communicate(timeout=120)  # torch's default (30 minutes) would hit this limit
    finally:
        procs[1].kill()
        procs[1].communicate()
    assert procs[0].returncode == 0, err
    assert "RuntimeError:" in out and "Timed out waiting 3000ms" in out
