"""``python -m msbridge.parity`` on user-style module pairs, in a subprocess, as a user's CI would run it."""
import json
import os
import subprocess
import sys
import textwrap

import pytest

from msbridge.parity.__main__ import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

USER_MODULE = textwrap.dedent("""
    import torch
    from msbridge import nn


    class Mlp(nn.Cell):
        def __init__(self, slope=0.01):
            super().__init__()
            self.fc1 = nn.Dense(6, 5)
            self.act = nn.LeakyReLU(slope)
            self.norm = nn.LayerNorm((5,), epsilon=1e-5)
            self.fc2 = nn.Dense(5, 3)

        def construct(self, x):
            return self.fc2(self.norm(self.act(self.fc1(x))))


    def forgot_slope():
        return Mlp(slope=0.2)


    class TorchMlp(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1 = torch.nn.Linear(6, 5)
            self.act = torch.nn.LeakyReLU()
            self.norm = torch.nn.LayerNorm(5)
            self.fc2 = torch.nn.Linear(5, 3)

        def forward(self, x):
            return self.fc2(self.norm(self.act(self.fc1(x))))
""")


def _cli(args, cwd):
    env = dict(os.environ, PYTHONPATH=ROOT, OMP_NUM_THREADS="1")
    return subprocess.run([sys.executable, "-m", "msbridge.parity"] + args, cwd=cwd, capture_output=True,
                          text=True, env=env, timeout=300)


def test_cli_passes_a_correct_pair_and_fails_a_wrong_one_with_json(tmp_path):
    (tmp_path / "mynets.py").write_text(USER_MODULE)
    good = _cli(["mynets:Mlp", "mynets:TorchMlp", "--input", "4,6", "--steps", "3", "--train"], tmp_path)
    assert good.returncode == 0, good.stdout + good.stderr
    assert good.stdout.startswith("parity: PASS")
    assert "training steps:" in good.stdout

    bad = _cli(["mynets:forgot_slope", "mynets:TorchMlp", "--input", "4,6:float32", "--json", "out.json"], tmp_path)
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert bad.stdout.startswith("parity: MISMATCH")
    data = json.loads((tmp_path / "out.json").read_text())
    assert data["ok"] is False
    assert data["first_divergence"]["ms"] == "act"
    assert [e["fix"] for e in data["explanations"]] == ["nn.LeakyReLU(alpha=0.01)"]


def test_cli_rejects_a_bad_reference(capsys):
    # in process: argparse's usage errors need no fresh interpreter
    for args, message in ((["not_a_reference", "torch.nn:Identity"], "is not of the form module:factory"),
                          (["no_such_module:Net", "torch.nn:Identity"],
                           "cannot load 'no_such_module:Net': No module named 'no_such_module'")):
        with pytest.raises(SystemExit) as exit_info:
            main(args + ["--input", "4,6"])
        assert exit_info.value.code == 2
        assert message in capsys.readouterr().err
