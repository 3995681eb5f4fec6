"""Tensor methods that mirror functional ops, attached to Tensor from one table."""
from ..common.tensor import Tensor

# method name -> functional implementation taking the tensor as first argument
TENSOR_METHODS = {}


def attach(table=None):
    """Install ``table`` (default: TENSOR_METHODS) as methods of Tensor."""
    for name, fn in (table or TENSOR_METHODS).items():
        setattr(Tensor, name, fn)


attach()
