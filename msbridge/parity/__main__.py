"""``python -m msbridge.parity MS_CELL TORCH_MODULE --input SHAPE[:DTYPE] ...``: compare two networks built by
``module:factory`` references and print the table. Exit status (for CI): 0 parity, 1 mismatch, 2 a usage or run
error (a bad reference, factories in the wrong order, inputs the networks cannot take), reported in one line;
``--traceback`` adds the Python traceback."""
import argparse
import importlib
import os
import sys
import traceback

import numpy as np
import torch

from ..nn.cell import Cell
from .compare import compare
from .trace import Recorder

_TRANSFER_CHOICES = {"torch_to_ms": "torch_to_ms", "ms_to_torch": "ms_to_torch", "none": None}
PROG = "python -m msbridge.parity"
EXIT_PARITY, EXIT_MISMATCH, EXIT_ERROR = 0, 1, 2


class UsageError(Exception):
    """A problem with what the command line was given: reported in one line, exit status 2."""


def _one_line(err):
    text = str(err).strip().split("\n")[0]
    return f"{type(err).__name__}: {text}" if text else type(err).__name__


def _reference(text):
    """``package.module:factory`` (checked for form only; loaded by ``_resolve``)."""
    module_name, sep, attr = text.partition(":")
    if not sep or not module_name or not attr:
        raise argparse.ArgumentTypeError(f"'{text}' is not of the form module:factory")
    return text


def _resolve(reference):
    """The object ``module:factory`` names (a class, a function or an instance; dotted attributes allowed), called
    unless it already is a module."""
    module_name, _, attr = reference.partition(":")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        obj = importlib.import_module(module_name)
        for part in attr.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as err:
        raise UsageError(f"cannot load '{reference}': {err}") from None
    except Exception as err:  # the user's module failed while importing
        raise UsageError(f"cannot load '{reference}': {_one_line(err)}") from err
    if isinstance(obj, torch.nn.Module):
        return obj
    if not callable(obj):
        raise UsageError(f"'{reference}' is a {type(obj).__name__}, not a class, a function or a module instance")
    try:
        return obj()
    except Exception as err:
        raise UsageError(f"cannot build '{reference}': {_one_line(err)}") from err


def _kind(obj):
    if isinstance(obj, Cell):
        return "an msbridge Cell"
    if isinstance(obj, torch.nn.Module):
        return "a torch.nn.Module"
    return f"a {type(obj).__name__}"


def _networks(ms_ref, torch_ref):
    """(Cell, torch module) from the two references, or a UsageError naming what is wrong."""
    ms_cell, torch_module = _resolve(ms_ref), _resolve(torch_ref)
    if isinstance(torch_module, Cell) and isinstance(ms_cell, torch.nn.Module) and not isinstance(ms_cell, Cell):
        raise UsageError(f"the factories are in the wrong order: '{ms_ref}' made a torch.nn.Module and "
                         f"'{torch_ref}' an msbridge Cell; give the MindSpore Cell first, then its torch original")
    if not isinstance(ms_cell, Cell):
        raise UsageError(f"the first factory must make an msbridge Cell, but '{ms_ref}' made {_kind(ms_cell)}")
    if not isinstance(torch_module, torch.nn.Module) or isinstance(torch_module, Cell):
        raise UsageError(f"the second factory must make a torch.nn.Module, but '{torch_ref}' made "
                         f"{_kind(torch_module)}")
    return ms_cell, torch_module


def _input_spec(text):
    """``2,3,16,16[:float32]`` -> (shape, numpy dtype)."""
    shape_text, _, dtype = text.partition(":")
    try:
        shape = tuple(int(s) for s in shape_text.replace("x", ",").split(",") if s)
        dtype = np.dtype(dtype or "float32")
    except (ValueError, TypeError) as err:
        raise argparse.ArgumentTypeError(f"bad --input '{text}': {err}") from None
    return shape, dtype


def _make_inputs(specs, seed, int_high):
    rng = np.random.RandomState(seed)
    arrays = []
    for shape, dtype in specs:
        if dtype.kind == "f":
            arrays.append(rng.standard_normal(shape).astype(dtype))
        elif dtype.kind == "b":
            arrays.append(rng.randint(0, 2, shape).astype(dtype))
        else:
            arrays.append(rng.randint(0, int_high, shape).astype(dtype))
    return tuple(arrays)


def _mean_square(outputs):
    """The training loss of the command line: the mean square of every float output (bounded below)."""
    outs = outputs if isinstance(outputs, (tuple, list)) else (outputs,)
    floats = [t for t in outs if t.is_floating_point()]
    if not floats:
        raise UsageError("--steps trains on the mean square of the float outputs, but the networks return none")
    return sum((t.float() ** 2).mean() for t in floats)


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(EXIT_ERROR, f"{self.prog}: error: {message} (see --help)\n")


def _parser():
    parser = _Parser(prog=PROG, description="Compare an msbridge Cell with its PyTorch original. Exit status: 0 "
                     "parity, 1 mismatch, 2 usage or run error (one line on stderr; --traceback for details).")
    parser.add_argument("ms_cell", type=_reference, help="module:factory returning the msbridge Cell")
    parser.add_argument("torch_module", type=_reference, help="module:factory returning the torch.nn.Module")
    parser.add_argument("--input", dest="inputs", type=_input_spec, action="append", required=True,
                        metavar="SHAPE[:DTYPE]", help="one network input (repeat for several), e.g. 8,3,32,32")
    parser.add_argument("--steps", type=int, default=0, help="training steps: SGD momentum 0.9 on both sides "
                        "(MindSpore's nn.Momentum rule) on the mean square of the outputs")
    parser.add_argument("--lr", type=float, default=0.01, help="learning rate of --steps")
    parser.add_argument("--train", action="store_true", help="compare in training mode (default: eval)")
    parser.add_argument("--transfer", choices=sorted(_TRANSFER_CHOICES), default="torch_to_ms")
    parser.add_argument("--no-grads", action="store_true", help="compare the forward only")
    parser.add_argument("--rtol", type=float, default=1e-4)
    parser.add_argument("--atol", type=float, default=1e-5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--int-high", type=int, default=10, help="integer inputs are drawn from [0, INT_HIGH)")
    parser.add_argument("--json", metavar="PATH", help="also write the result as JSON")
    parser.add_argument("--markdown", metavar="PATH", help="also write the result as Markdown")
    parser.add_argument("--traceback", action="store_true", help="show the Python traceback of a run error")
    return parser


def _in_torch_forward(err):
    """True when ``err`` came out of the torch module's forward (compare keeps the Cell's own errors in the
    result, so an exception leaving a recorded forward is the torch side's)."""
    tb = err.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code is Recorder.run.__code__:
            return True
        tb = tb.tb_next
    return False


def _inputs_text(args):
    return " ".join(f"{','.join(map(str, shape))}:{dtype}" for shape, dtype in args.inputs)


def _run(args):
    ms_cell, torch_module = _networks(args.ms_cell, args.torch_module)
    kwargs = {}
    if args.steps:
        for ref, net in ((args.ms_cell, ms_cell), (args.torch_module, torch_module)):
            if not any(p.requires_grad for p in net.parameters()):
                raise UsageError(f"--steps trains the parameters, but '{ref}' has no trainable parameter")
        kwargs = {"ms_optimizer": torch.optim.SGD(ms_cell.parameters(), lr=args.lr, momentum=0.9),
                  "torch_optimizer": torch.optim.SGD(torch_module.parameters(), lr=args.lr, momentum=0.9),
                  "loss": _mean_square}
    try:
        result = compare(ms_cell, torch_module, _make_inputs(args.inputs, args.seed, args.int_high),
                         transfer=_TRANSFER_CHOICES[args.transfer], grads=not args.no_grads, steps=args.steps,
                         train=args.train, rtol=args.rtol, atol=args.atol, seed=args.seed, **kwargs)
    except Exception as err:
        if _in_torch_forward(err):
            raise UsageError(f"'{args.torch_module}' cannot be fed --input {_inputs_text(args)}: "
                             f"{_one_line(err)}") from err
        raise
    print(result)
    for flag, path, text in (("--json", args.json, result.to_json), ("--markdown", args.markdown,
                                                                      result.to_markdown)):
        if path:
            try:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text())
            except OSError as err:
                raise UsageError(f"cannot write {flag} '{path}': {err.strerror}") from None
    return EXIT_PARITY if result.ok else EXIT_MISMATCH


def main(argv=None):
    """Run the command line; returns the exit status (0 parity, 1 mismatch, 2 usage or run error)."""
    args = _parser().parse_args(argv)
    try:
        return _run(args)
    except Exception as err:
        if args.traceback:
            traceback.print_exc()
        message = str(err) if isinstance(err, UsageError) else f"the comparison failed: {_one_line(err)}"
        hint = not args.traceback and (err.__cause__ is not None or not isinstance(err, UsageError))
        print(f"{PROG}: error: {message}" + (" (--traceback for details)" if hint else ""), file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main())
