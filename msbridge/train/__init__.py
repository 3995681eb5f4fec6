"""``mindspore.train``: Model, metrics, callbacks, loss-scale managers, mixed precision and checkpoints."""
from . import amp, callback, dataset_helper, graph_io, loss_scale_manager, metrics, model, serialization
from .amp import build_train_network
from .callback import *  # noqa: F401,F403
from .data_sink import data_sink
from .dataset_helper import DatasetHelper, connect_network_with_dataset
from .graph_io import export, load
from .loss_scale_manager import *  # noqa: F401,F403
from .metrics import *  # noqa: F401,F403
from .model import Model
from .summary import SummaryRecord
from .serialization import (async_ckpt_thread_status, ckpt_to_safetensors, load_checkpoint, load_checkpoint_async,
                            load_param_into_net, safetensors_to_ckpt, save_checkpoint)

__all__ = (["Model", "save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async",
            "async_ckpt_thread_status", "ckpt_to_safetensors", "safetensors_to_ckpt", "export", "load",
            "DatasetHelper", "connect_network_with_dataset", "build_train_network", "data_sink", "SummaryRecord"]
           + callback.__all__ + metrics.__all__ + loss_scale_manager.__all__)
