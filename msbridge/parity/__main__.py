"""``python -m msbridge.parity MS_CELL TORCH_MODULE --input SHAPE[:DTYPE] ...``: compare two networks built by
``module:factory`` references, print the table, exit 1 on mismatch (for CI)."""
import argparse
import importlib
import os
import sys

import numpy as np
import torch

from .compare import compare

_TRANSFER_CHOICES = {"torch_to_ms": "torch_to_ms", "ms_to_torch": "ms_to_torch", "none": None}


def _resolve(reference):
    """``package.module:factory`` (a class, a function or an instance; dotted attributes allowed)."""
    module_name, sep, attr = reference.partition(":")
    if not sep or not module_name or not attr:
        raise argparse.ArgumentTypeError(f"'{reference}' is not of the form module:factory")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        obj = importlib.import_module(module_name)
        for part in attr.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as err:
        raise argparse.ArgumentTypeError(f"cannot load '{reference}': {err}") from None
    return obj if isinstance(obj, torch.nn.Module) else obj()


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
    return sum((t.float() ** 2).mean() for t in outs if t.is_floating_point())


def _parser():
    parser = argparse.ArgumentParser(prog="python -m msbridge.parity",
                                     description="Compare an msbridge Cell with its PyTorch original.")
    parser.add_argument("ms_cell", type=_resolve, help="module:factory returning the msbridge Cell")
    parser.add_argument("torch_module", type=_resolve, help="module:factory returning the torch.nn.Module")
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
    return parser


def main(argv=None):
    """Run the command line; returns the exit status (0 match, 1 mismatch)."""
    args = _parser().parse_args(argv)
    kwargs = {}
    if args.steps:
        kwargs = {"ms_optimizer": torch.optim.SGD(args.ms_cell.parameters(), lr=args.lr, momentum=0.9),
                  "torch_optimizer": torch.optim.SGD(args.torch_module.parameters(), lr=args.lr, momentum=0.9),
                  "loss": _mean_square}
    result = compare(args.ms_cell, args.torch_module, _make_inputs(args.inputs, args.seed, args.int_high),
                     transfer=_TRANSFER_CHOICES[args.transfer], grads=not args.no_grads, steps=args.steps,
                     train=args.train, rtol=args.rtol, atol=args.atol, seed=args.seed, **kwargs)
    print(result)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            handle.write(result.to_json())
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as handle:
            handle.write(result.to_markdown())
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main())
