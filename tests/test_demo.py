"""``python -m msbridge demo``: the README's first command trains, evaluates, checkpoints and passes parity."""
import os
import re
import subprocess
import sys

import pytest
import torch

from msbridge import _demo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_demo_quick_runs_every_stage_and_passes():
    proc = subprocess.run([sys.executable, "-m", "msbridge", "demo", "--quick"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    out = proc.stdout
    assert proc.returncode == 0, out + proc.stderr
    titles = re.findall(r"^== (\w+)", out, flags=re.M)
    assert titles == ["data", "train", "evaluate", "checkpoint", "parity"]
    assert "192 train / 64 test images, 6 batches of 32 per epoch" in out
    assert re.search(r"epoch 1 \[=+\] 6/6 loss: [0-9.]+", out)  # the progress line of the epoch's last step
    accuracy = float(re.search(r"^accuracy: ([0-9.]+)", out, flags=re.M).group(1))
    assert 0.0 <= accuracy <= 1.0
    assert "reloaded net gives the same outputs: yes" in out
    assert "parity: PASS" in out
    steps = re.findall(r"^  ([123])  .* yes$", out, flags=re.M)  # the three training-step rows, each ok
    assert steps == ["1", "2", "3"]
    assert re.search(r"^demo PASSED in [0-9.]+ s$", out, flags=re.M)


class _BiasedTorchLeNet5(_demo.TorchLeNet5):
    """A port mistake the parity check must catch: torch's Conv2d bias left on."""

    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(1, 6, 5)


def test_demo_exits_nonzero_when_parity_fails(monkeypatch, capsys):
    monkeypatch.setattr(_demo, "TorchLeNet5", _BiasedTorchLeNet5)
    assert _demo.main(["--quick", "--no-progress"]) == 1
    out = capsys.readouterr().out
    assert "parity: MISMATCH" in out
    assert "MindSpore Conv2d has_bias defaults to False" in out
    assert "demo FAILED" in out


def test_demo_rejects_a_non_positive_epoch_count(capsys):
    with pytest.raises(SystemExit) as err:
        _demo.main(["--epochs", "0"])
    assert err.value.code == 2
    assert "argument --epochs: must be a positive integer, got 0" in capsys.readouterr().err
