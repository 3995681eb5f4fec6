"""``mindspore.train.amp``: automatic mixed precision for a network and the mixed-precision training cell."""
import functools
import inspect
import logging
import types

from .. import nn
from ..common import dtype as mstype
from ..nn import _amp_state
from ..nn.wrap.loss_scale import TrainOneStepWithLossScaleCell
from ..ops.function.array_func import cast
from ..ops.functional import mixed_precision_cast
from ..ops.primitive import Primitive
from .loss_scale_manager import DynamicLossScaleManager, LossScaleManager

__all__ = ["auto_mixed_precision", "build_train_network", "get_white_list", "get_black_list",
           "custom_mixed_precision"]

_logger = logging.getLogger("mindspore")

# Cells MindSpore's O1 computes in the low dtype (its primitives in this list are not handled: see docs/compat.md)
_WHITE_LIST = [nn.Conv1d, nn.Conv2d, nn.Conv3d, nn.Conv1dTranspose, nn.Conv2dTranspose, nn.Conv3dTranspose,
               nn.Dense, nn.LSTMCell, nn.RNNCell, nn.GRUCell]
# Cells O2 keeps in float32
_BLACK_LIST = [nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d, nn.LayerNorm]

_LEVELS = ("O0", "O1", "O2", "O3", "auto")
_CONFIG = {
    "O0": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
    "O1": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
    "O2": {"keep_batchnorm_fp32": True, "cast_model_type": mstype.float16, "loss_scale_manager": "dynamic"},
    "O3": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float16, "loss_scale_manager": None},
    "auto": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
}


def get_white_list():
    """``amp.get_white_list()``: a copy of the Cell classes amp level O1 computes in float16."""
    return list(_WHITE_LIST)


def get_black_list():
    """``amp.get_black_list()``: a copy of the Cell classes amp level O2 keeps in float32."""
    return list(_BLACK_LIST)


class _OutputTo16(nn.Cell):
    """A float32 (black-list) cell inside a float16 network: its output goes back to the low dtype."""

    def __init__(self, backbone, dtype=mstype.float16):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self.dtype = dtype

    def construct(self, *args, **kwargs):
        return cast(self._backbone(*args, **kwargs), self.dtype)


class _OutputTo32(nn.Cell):
    """The network of amp levels O2/O3: its floating outputs are returned in float32."""

    def __init__(self, backbone):
        super().__init__(auto_prefix=False)
        self._backbone = backbone

    def construct(self, *args, **kwargs):
        return mixed_precision_cast(mstype.float32, self._backbone(*args, **kwargs))


def _output_to_float32(cell, args, output):
    return mixed_precision_cast(mstype.float32, output)


def _compute_low(cell, dtype):
    """``cell`` computes in ``dtype`` and hands float32 to the rest of the network."""
    cell.to_float(dtype)
    cell.register_forward_hook(_output_to_float32)


def _white_list_low(network, dtype):
    """O1: white-list cells compute in ``dtype`` and hand float32 to the rest of the network."""
    for _, cell in network.cells_and_names():
        if isinstance(cell, tuple(_WHITE_LIST)):
            _compute_low(cell, dtype)
    return network


def _black_list_fp32(network, dtype, black_list=tuple(_BLACK_LIST)):
    """O2: the whole network in ``dtype`` except the black-list cells, kept in float32 with low outputs."""
    network.to_float(dtype)
    for name, cell in list(network.name_cells().items()):
        if isinstance(cell, black_list):
            network._cells[name] = _OutputTo16(cell.to_float(mstype.float32), dtype)
        else:
            _black_list_fp32(cell, dtype, black_list)
    return network


class _LowPrimitive:
    """A white-listed primitive of ``custom_mixed_precision``: its positional floating inputs cast to the low
    dtype, its floating outputs to float32 (the cast pair MindSpore's rewrite inserts around the call)."""

    def __init__(self, primitive, dtype):
        self._primitive = primitive
        self._dtype = dtype

    def __call__(self, *args, **kwargs):
        out = self._primitive(*mixed_precision_cast(self._dtype, args), **kwargs)
        return mixed_precision_cast(mstype.float32, out)

    def __getattr__(self, name):
        return getattr(self._primitive, name)

    def __repr__(self):
        return repr(self._primitive)


def _custom_white_list(network, dtype, white_list, seen):
    """The white-listed primitives held by ``network`` and its sub-cells, and the white-listed sub-cells (exact
    types, as MindSpore's rewrite matches them), compute in ``dtype``; cells given a precision by ``to_float``
    are left as they are."""
    seen.add(id(network))
    for attr, value in list(vars(network).items()):
        if type(value) in white_list and issubclass(type(value), Primitive):
            object.__setattr__(network, attr, _LowPrimitive(value, dtype))
    for cell in network.name_cells().values():
        if id(cell) in seen or cell._mixed_precision_type is not None:
            continue
        if type(cell) in white_list:
            seen.add(id(cell))
            _compute_low(cell, dtype)
        else:
            _custom_white_list(cell, dtype, white_list, seen)
    return network


def _auto_level(network, dtype):
    """amp_level "auto": MindSpore's white-list ops in ``dtype``, its black-list ops in float32, the rest as
    their inputs come (a cast mode around ``construct``, or around the function)."""
    torch_dtype = mstype.to_torch_dtype(dtype)

    def decorate(fn):
        @functools.wraps(fn)
        def run(*args, **kwargs):
            with _amp_state.auto_precision(torch_dtype):
                return fn(*args, **kwargs)
        return run
    if isinstance(network, nn.Cell):
        network.construct = types.MethodType(decorate(network.construct.__func__), network)
        return network
    return decorate(network)


def auto_mixed_precision(network, amp_level="O0", dtype=mstype.float16):
    """``amp.auto_mixed_precision(network, amp_level='O0', dtype=mstype.float16)``: O1 white-list cells in
    ``dtype``; O2 everything but BatchNorm/LayerNorm in ``dtype``; O3 everything; "auto" by op lists; O2/O3
    return float32 outputs. Implemented with ``Cell.to_float`` and op-level casting (a torch function mode)."""
    if not isinstance(network, nn.Cell):
        if amp_level != "auto":
            raise TypeError(f"For amp_level '{amp_level}', the network type should be Cell.")
        if not inspect.isfunction(network) and not inspect.ismethod(network):
            raise TypeError("For amp_level 'auto', the network type should be Cell or function.")
    if dtype not in (mstype.float16, mstype.bfloat16):
        raise ValueError(f"The dtype should be one of (mstype.float16, mstype.bfloat16), but got {dtype}.")
    if amp_level == "O0":
        return network
    if amp_level == "O1":
        network = _white_list_low(network, dtype)
    elif amp_level == "O2":
        network = _OutputTo32(_black_list_fp32(network, dtype))
    elif amp_level == "O3":
        network = _OutputTo32(network.to_float(dtype))
    elif amp_level == "auto":
        network = _auto_level(network, dtype)
    else:
        raise ValueError(f"The amp level {amp_level} is not supported")
    setattr(network, "_amp_level", amp_level)
    return network


def _check_custom_list(custom_list, list_name):
    if not isinstance(custom_list, list):
        raise TypeError(f"The type of {list_name} should be list, but got {type(custom_list)}")
    bases, names = ((nn.Cell, Primitive), "'Cell' and 'Primitive'") if list_name == "white_list" else (
        (nn.Cell,), "'Cell'")
    for elem in custom_list:
        if not isinstance(elem, type):
            raise TypeError(f"The element in {list_name} should be a class, but got {elem}")
        if not issubclass(elem, bases):
            raise TypeError(f"The subclass of element in {list_name} should be one of {names}, but got {elem}")
    if list_name == "black_list":
        for elem in _BLACK_LIST:
            if elem not in custom_list:
                _logger.warning(f"{elem} is removed from internal black list.")


def custom_mixed_precision(network, *, white_list=None, black_list=None, dtype=mstype.float16):
    """``amp.custom_mixed_precision(network, *, white_list=None, black_list=None, dtype=mstype.float16)``:
    ``white_list``: the listed Cell classes (``Cell.to_float``, float32 outputs) and the listed Primitive classes
    held by the network's cells compute in ``dtype``; ``black_list``: everything in ``dtype`` except the listed
    Cell classes, kept in float32, with float32 network outputs. The network is changed in place and returned."""
    if not isinstance(network, nn.Cell):
        raise TypeError("The network type should be Cell.")
    if white_list is None and black_list is None:
        raise ValueError("For custom_mixed_precision, one of white_list and black_list must be provided.")
    if white_list is not None and black_list is not None:
        raise ValueError("For custom_mixed_precision, the white_list or black_list cannot be provided at the same "
                         "time, please provide one or the other.")
    if dtype not in (mstype.float16, mstype.bfloat16):
        raise ValueError(f"The dtype should be one of (mstype.float16, mstype.bfloat16), but got {dtype}.")
    if white_list is not None:
        _check_custom_list(white_list, "white_list")
        return _custom_white_list(network, dtype, tuple(white_list), set())
    _check_custom_list(black_list, "black_list")
    return _OutputTo32(_black_list_fp32(network, dtype, tuple(black_list)))


def _check_level(level, boost_level):
    if not isinstance(level, str):
        raise TypeError(f"The argument `level` must be a string in ['O0', 'O1', 'O2', 'O3', 'auto'],but got type "
                        f"{type(level)}.")
    if level not in _LEVELS:
        raise ValueError(f"The `level` must be in ['O0', 'O1', 'O2', 'O3', 'auto'], but got {level!r}.")
    if boost_level not in ("O0", "O1", "O2"):
        raise ValueError(f"The `boost_level` must be in ['O0', 'O1', 'O2'], but got {boost_level!r}.")
    if boost_level != "O0":
        raise NotImplementedError(f"For 'build_train_network', boost_level '{boost_level}' (mindspore.boost) is "
                                  "not supported by msbridge.")


def _check_kwargs(kwargs):
    for key in kwargs:
        if key not in ("cast_model_type", "keep_batchnorm_fp32", "loss_scale_manager"):
            raise ValueError(f"Unsupported arg '{key}'")
    if "cast_model_type" in kwargs and kwargs["cast_model_type"] not in (mstype.float16, mstype.float32):
        raise TypeError(f"The type of `cast_model_type` should be in ['Float16', 'Float32'], but got "
                        f"{kwargs['cast_model_type']}.")
    if "keep_batchnorm_fp32" in kwargs and not isinstance(kwargs["keep_batchnorm_fp32"], bool):
        raise TypeError(f"The type of `keep_batchnorm_fp32` should be bool, but got "
                        f"{type(kwargs['keep_batchnorm_fp32']).__name__}.")
    manager = kwargs.get("loss_scale_manager")
    if manager and not isinstance(manager, LossScaleManager):
        raise TypeError(f"The type of `loss_scale_manager` should be LossScaleManager, but got "
                        f"{type(manager).__name__}.")


def _keep_batchnorm_fp32(network):
    """The black-list cells of a float16 network back in float32, their outputs cast to float16."""
    for name, cell in list(network.name_cells().items()):
        if isinstance(cell, tuple(_BLACK_LIST)):
            network._cells[name] = _OutputTo16(cell.to_float(mstype.float32))
        else:
            _keep_batchnorm_fp32(cell)


def _apply_precision(network, config, level):
    if config["cast_model_type"] == mstype.float16:
        network.to_float(mstype.float16)
        if config["keep_batchnorm_fp32"]:
            _keep_batchnorm_fp32(network)
        return network
    if not config["keep_batchnorm_fp32"] and level == "O2":
        return network.to_float(mstype.float16)
    if level in ("O2", "O3"):  # cast_model_type float32 given explicitly
        return network
    return auto_mixed_precision(network, level)


class WithLossCell(nn.Cell):
    """The loss network of a float16 model: the loss sees float32 outputs and labels (MindSpore names this class
    WithLossCell too, and users see that name on model.train_network.network)."""

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data, label):
        out = self._backbone(data)
        return self._loss_fn(mixed_precision_cast(mstype.float32, out), mixed_precision_cast(mstype.float32, label))


def _add_loss(network, loss_fn, cast_model_type):
    if not isinstance(loss_fn, nn.Cell):
        raise TypeError(f"The type of `loss_fn` should be Cell, but got {type(loss_fn).__name__}.")
    if cast_model_type in (mstype.float16, mstype.bfloat16) or getattr(network, "_amp_level", None) in (
            "O2", "O3", "auto"):
        return WithLossCell(network, loss_fn)
    return nn.WithLossCell(network, loss_fn)


def build_train_network(network, optimizer, loss_fn=None, level="O0", boost_level="O0", **kwargs):
    """``amp.build_train_network(network, optimizer, loss_fn=None, level='O0', boost_level='O0', **kwargs)``:
    the network in the level's precision, wrapped with its loss and a TrainOneStepCell (sens = the fixed loss
    scale) or a TrainOneStepWithLossScaleCell (managers with an update cell, MindSpore's GPU behaviour)."""
    if not isinstance(optimizer, nn.Optimizer):
        raise TypeError(f"The type of `optimizer` should be Optimizer, but got {type(optimizer).__name__}.")
    _check_level(level, boost_level)
    _check_kwargs(kwargs)
    config = dict(_CONFIG[level], **kwargs)
    if config["loss_scale_manager"] == "dynamic":
        config["loss_scale_manager"] = DynamicLossScaleManager()
    network = _apply_precision(network, config, level)
    if loss_fn:
        network = _add_loss(network, loss_fn, config["cast_model_type"])
    loss_scale = None
    manager = config["loss_scale_manager"]
    if manager is not None:
        loss_scale = manager.get_loss_scale()
        update_cell = manager.get_update_cell()
        if update_cell is not None:
            return TrainOneStepWithLossScaleCell(network, optimizer, scale_sense=update_cell).set_train()
    return nn.TrainOneStepCell(network, optimizer, loss_scale).set_train()
