"""``mindspore.common.storage.UntypedStorage``: a Tensor's memory as bytes (``Tensor.untyped_storage()``,
``Tensor.storage()``), over torch's ``UntypedStorage``."""

__all__ = ["UntypedStorage"]


class UntypedStorage:
    """The storage of one Tensor: its bytes (torch.UntypedStorage), the dtype of the Tensor it came from and its
    device ("CPU" or "GPU")."""

    def __init__(self, tensor):
        self._storage = tensor.to_torch().untyped_storage()
        self._dtype = tensor.dtype

    def size(self):
        """The size in bytes."""
        return self._storage.nbytes()

    nbytes = size

    def __len__(self):
        return self.size()

    def element_size(self):
        """1: the storage counts bytes."""
        return 1

    @property
    def dtype(self):
        """The dtype of the Tensor the storage was taken from."""
        return self._dtype

    @property
    def device(self):
        """"CPU", or "GPU" for CUDA memory."""
        return "CPU" if self._storage.device.type == "cpu" else "GPU"

    def data_ptr(self):
        """The address of the first byte."""
        return self._storage.data_ptr()

    def is_shared(self):
        """Whether the memory is shared between processes."""
        return self._storage.is_shared()

    def copy_(self, source):
        """Copy ``source``'s bytes (an UntypedStorage of the same size) into this storage; returns it."""
        self._storage.copy_(source._storage)
        return self

    def resize_(self, size):
        """Resize to ``size`` bytes (the Tensors over it keep their shape); returns the storage."""
        self._storage.resize_(size)
        return self
