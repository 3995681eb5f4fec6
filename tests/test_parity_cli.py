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


EXTRA = textwrap.dedent("""


    class DenseRelu(nn.Cell):
        # the same network as TorchDenseRelu with another module tree: Dense's activation is its own sub-Cell
        def __init__(self):
            super().__init__()
            self.fc1 = nn.Dense(6, 5, activation="relu")
            self.fc2 = nn.Dense(5, 3)

        def construct(self, x):
            return self.fc2(self.fc1(x))


    class TorchDenseRelu(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1 = torch.nn.Linear(6, 5)
            self.act = torch.nn.ReLU()
            self.fc2 = torch.nn.Linear(5, 3)

        def forward(self, x):
            return self.fc2(self.act(self.fc1(x)))


    class _NoBackward(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x.clone()

        @staticmethod
        def backward(ctx, grad):
            raise RuntimeError("no backward here")


    class TorchNoBackward(TorchMlp):
        def forward(self, x):
            return _NoBackward.apply(super().forward(x))


    class DenseArgmax(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(6, 3)

        def construct(self, x):
            return self.fc(x).argmax(-1)


    class TorchDenseArgmax(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = torch.nn.Linear(6, 3)

        def forward(self, x):
            return self.fc(x).argmax(-1)


    def broken():
        raise ValueError("no weights file")


    NOT_A_FACTORY = 3
""")


@pytest.fixture
def user_nets(tmp_path, monkeypatch):
    """In process: USER_MODULE (plus EXTRA) importable as ``clinets`` from the working directory."""
    (tmp_path / "clinets.py").write_text(USER_MODULE + EXTRA)
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    sys.modules.pop("clinets", None)


def test_exit_0_on_parity_even_when_the_module_trees_differ(user_nets, capsys):
    assert main(["clinets:DenseRelu", "clinets:TorchDenseRelu", "--input", "4,6"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("parity: PASS")
    assert "first divergence" not in captured.out  # fc1 (Dense with its ReLU) vs fc1 (Linear) is no divergence
    assert captured.err == ""


def test_exit_1_on_a_mismatch_names_the_first_divergence(user_nets, capsys):
    assert main(["clinets:forgot_slope", "clinets:TorchMlp", "--input", "4,6"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("parity: MISMATCH")
    assert "first divergence:\n  MindSpore 'act' (LeakyReLU) vs torch 'act' (LeakyReLU)" in out


@pytest.mark.parametrize("args, message", [
    (["clinets:TorchMlp", "clinets:Mlp", "--input", "4,6"],
     "the factories are in the wrong order: 'clinets:TorchMlp' made a torch.nn.Module and 'clinets:Mlp' an "
     "msbridge Cell; give the MindSpore Cell first, then its torch original"),
    (["clinets:Mlp", "clinets:Mlp", "--input", "4,6"],
     "the second factory must make a torch.nn.Module, but 'clinets:Mlp' made an msbridge Cell"),
    (["clinets:TorchMlp", "clinets:TorchMlp", "--input", "4,6"],
     "the first factory must make an msbridge Cell, but 'clinets:TorchMlp' made a torch.nn.Module"),
    (["clinets:Mlp", "clinets:NOT_A_FACTORY", "--input", "4,6"],
     "'clinets:NOT_A_FACTORY' is a int, not a class, a function or a module instance"),
    (["no_such_module:Net", "torch.nn:Identity", "--input", "4,6"],
     "cannot load 'no_such_module:Net': No module named 'no_such_module'"),
    (["clinets:Mlp", "clinets:Missing", "--input", "4,6"],
     "cannot load 'clinets:Missing': module 'clinets' has no attribute 'Missing'"),
    (["clinets:broken", "clinets:TorchMlp", "--input", "4,6"],
     "cannot build 'clinets:broken': ValueError: no weights file (--traceback for details)"),
    (["clinets:Mlp", "clinets:TorchMlp", "--input", "4,7"],
     "'clinets:TorchMlp' cannot be fed --input 4,7:float32: RuntimeError: mat1 and mat2 shapes cannot be "
     "multiplied (4x7 and 6x5) (--traceback for details)"),
    (["clinets:Mlp", "clinets:TorchMlp", "--input", "4,6:int32"],
     "'clinets:TorchMlp' cannot be fed --input 4,6:int32: RuntimeError: mat1 and mat2 must have the same dtype, "
     "but got Int and Float (--traceback for details)"),
    (["clinets:Mlp", "clinets:TorchNoBackward", "--input", "4,6"],
     "the comparison failed: RuntimeError: no backward here (--traceback for details)"),
    (["clinets:DenseArgmax", "clinets:TorchDenseArgmax", "--input", "4,6", "--steps", "1"],
     "--steps trains on the mean square of the float outputs, but the networks return none"),
    (["clinets:Mlp", "torch.nn:Identity", "--input", "4,6", "--steps", "1"],
     "--steps trains the parameters, but 'torch.nn:Identity' has no trainable parameter"),
])
def test_exit_2_on_a_usage_or_run_error_with_one_line(user_nets, capsys, args, message):
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"python -m msbridge.parity: error: {message}\n"


@pytest.mark.parametrize("args, message", [
    (["not_a_reference", "torch.nn:Identity", "--input", "4,6"],
     "argument ms_cell: 'not_a_reference' is not of the form module:factory"),
    (["clinets:Mlp", "clinets:TorchMlp"], "the following arguments are required: --input"),
    (["clinets:Mlp", "clinets:TorchMlp", "--input", "4,a"],
     "argument --input: bad --input '4,a': invalid literal for int() with base 10: 'a'"),
])
def test_exit_2_on_bad_arguments_with_one_line(user_nets, capsys, args, message):
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    assert capsys.readouterr().err == f"python -m msbridge.parity: error: {message} (see --help)\n"


def test_exit_2_when_the_json_cannot_be_written(user_nets, capsys):
    target = user_nets / "missing" / "out.json"
    assert main(["clinets:Mlp", "clinets:TorchMlp", "--input", "4,6", "--json", str(target)]) == 2
    captured = capsys.readouterr()
    assert captured.out.startswith("parity: PASS")
    assert captured.err == f"python -m msbridge.parity: error: cannot write --json '{target}': No such file or directory\n"


def test_traceback_flag_adds_the_traceback(user_nets, capsys):
    assert main(["clinets:Mlp", "clinets:TorchMlp", "--input", "4,7", "--traceback"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Traceback (most recent call last):")
    assert "RuntimeError: mat1 and mat2 shapes cannot be multiplied" in err
    assert err.endswith("python -m msbridge.parity: error: 'clinets:TorchMlp' cannot be fed --input 4,7:float32: "
                        "RuntimeError: mat1 and mat2 shapes cannot be multiplied (4x7 and 6x5)\n")


def test_cli_process_exits_2_without_a_traceback(tmp_path):
    (tmp_path / "mynets.py").write_text(USER_MODULE)
    proc = _cli(["mynets:TorchMlp", "mynets:Mlp", "--input", "4,6"], tmp_path)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith("python -m msbridge.parity: error: the factories are in the wrong order")
    assert proc.stderr.count("\n") == 1
