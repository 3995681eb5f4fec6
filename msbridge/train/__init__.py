"""``mindspore.train``: training helpers; here, the checkpoint functions of train/serialization.py."""
from .serialization import (async_ckpt_thread_status, ckpt_to_safetensors, load_checkpoint, load_checkpoint_async,
                            load_param_into_net, safetensors_to_ckpt, save_checkpoint)

__all__ = ["save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async",
           "async_ckpt_thread_status", "ckpt_to_safetensors", "safetensors_to_ckpt"]
