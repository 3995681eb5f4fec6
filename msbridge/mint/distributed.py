"""``mindspore.mint.distributed``: the torch.distributed-style collectives of ``communication.torch_style`` (where
``mindspore.ops`` finds the same functions)."""
from ..communication.torch_style import *  # noqa: F401,F403
from ..communication.torch_style import __all__  # noqa: F401
