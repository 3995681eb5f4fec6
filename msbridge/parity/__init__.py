"""``msbridge.parity``: compare a MindSpore-style Cell with its PyTorch original and move weights between them."""
from .compare import assert_parity, compare
from .mapping import WeightMap, weight_map
from .result import ParityResult
from .transfer import load_pth, ms_to_torch_state, save_pth, torch_to_ms_params, transfer_weights

__all__ = ["compare", "assert_parity", "ParityResult", "WeightMap", "weight_map", "transfer_weights",
           "torch_to_ms_params", "ms_to_torch_state", "save_pth", "load_pth"]
