"""``mindspore.train.DatasetHelper`` and ``connect_network_with_dataset``: a dataset fed to a network batch by
batch on the host, or (dataset sink mode, on a device target) from one iterator that keeps running across epochs.

MindSpore 2.10 has no dataset queue on CPU: sink mode raises RuntimeError there, as here; on "GPU" (torch's
cuda) msbridge feeds the connected network from a host iterator where MindSpore runs GetNext on the device.
"""
from .. import context, nn
from .._checkparam import check_bool, check_value_type
from ..common.tensor import Tensor

__all__ = ["DatasetHelper", "connect_network_with_dataset"]


def _on_cpu():
    return context.get_context("device_target") == "CPU"


def _graph_mode():
    return context.get_context("mode") == context.GRAPH_MODE


def _batch_tuple(element):
    """A batch as the sequence of its columns (a one-column dataset may yield a bare Tensor)."""
    return (element,) if isinstance(element, Tensor) else element


class _SinkSteps:
    """Dataset sink on a device target: each epoch takes ``sink_size`` batches from one iterator that runs over
    the dataset ``epochs`` times (-1: without end), the next epoch continuing where the last stopped."""

    def __init__(self, dataset, sink_size, epochs):
        self._sink_size = sink_size
        self._iter = dataset.create_tuple_iterator(num_epochs=epochs, do_copy=False)

    def sink_size(self):
        """The batches of one sink."""
        return self._sink_size

    def next_batch(self):
        """The next batch, across the end of a pass over the dataset."""
        try:
            return _batch_tuple(next(self._iter))
        except StopIteration:
            return _batch_tuple(next(self._iter))

    def epoch(self):
        """The batches of one sink epoch."""
        return [self.next_batch() for _ in range(self._sink_size)]


class DatasetHelper:
    """``mindspore.train.DatasetHelper(dataset, dataset_sink_mode=True, sink_size=-1, epoch_num=1)``: iterating it
    gives one epoch of batches (lists of Tensors, from ``dataset.create_tuple_iterator(num_epochs=epoch_num)``).
    In sink mode (a device target only) an epoch yields ``sink_size`` empty tuples in PyNative mode, one in
    GRAPH_MODE, and the network from ``connect_network_with_dataset`` takes the batches itself."""

    def __init__(self, dataset, dataset_sink_mode=True, sink_size=-1, epoch_num=1):
        check_bool(dataset_sink_mode)
        check_value_type(sink_size, [int], "sink_size")
        if sink_size < -1 or sink_size == 0:
            raise ValueError(f"The 'sink_size' must be -1 or positive, but got sink_size {sink_size}.")
        if sink_size == -1:
            sink_size = dataset.get_dataset_size()
        self.dataset = dataset
        self._sink = None
        if not dataset_sink_mode:
            self.iter = dataset.create_tuple_iterator(num_epochs=epoch_num, do_copy=False)
            return
        if _on_cpu() and _graph_mode():
            raise RuntimeError("Currently dataset sink mode is not supported when the device target is CPU, please "
                               "set dataset_sink_mode to False in Model.train()")
        if _on_cpu():
            raise RuntimeError("Unsupported op [InitDataSetQueue] on CPU, Please confirm whether the device target "
                               "setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query "
                               "the operator support list.")
        self._sink = _SinkSteps(dataset, sink_size, epoch_num)
        self.iter = None

    def __iter__(self):
        if self._sink is None:
            return self.iter
        return iter([()] * (1 if _graph_mode() else self._sink.sink_size()))

    def _sink_only(self, name):
        if self._sink is None:
            raise AttributeError(f"'_DatasetIterNormal' object has no attribute '{name}'")

    def sink_size(self):
        """The batches one sink takes (sink mode only, as in MindSpore)."""
        self._sink_only("get_sink_size")
        return self._sink.sink_size()

    def types_shapes(self):
        """``(types, shapes)`` of the dataset's columns (sink mode only, as in MindSpore)."""
        self._sink_only("types_shapes")
        return self.dataset.output_types(), self.dataset.output_shapes()

    def next_sink(self):
        """The batches of one call of the connected network: ``sink_size`` in GRAPH_MODE, else one."""
        if _graph_mode():
            return self._sink.epoch()
        return [self._sink.next_batch()]

    def stop_send(self):
        """Pause sending to the device queue: msbridge's host iterator has nothing to pause."""

    def continue_send(self):
        """Resume sending to the device queue: msbridge's host iterator has nothing to resume."""

    def release(self):
        """Free the device queue: msbridge's host iterator needs no release."""


class _DataWrapper(nn.Cell):
    """The network of dataset sink mode: each call runs the network on the helper's next batch (in GRAPH_MODE
    on the next ``sink_size`` batches, returning the last outputs)."""

    def __init__(self, network, dataset_helper):
        super().__init__(auto_prefix=False)
        self.network = network
        self._helper = dataset_helper

    def __call__(self, *unused):
        """Fetching the batches stays outside GRAPH_MODE's compiled call: each network call is compiled alone."""
        return self.construct()

    def construct(self, *unused):
        outputs = None
        for batch in self._helper.next_sink():
            outputs = self.network(*batch)
        return outputs


def connect_network_with_dataset(network, dataset_helper):
    """``mindspore.train.connect_network_with_dataset(network, dataset_helper)``: in sink mode, ``network``
    behind a Cell that takes its inputs from ``dataset_helper`` (one per dataset: another network is a
    ValueError); outside sink mode a RuntimeError, as in MindSpore."""
    if dataset_helper._sink is None:
        raise RuntimeError("The API 'connect_network_with_dataset' should be called in dataset sink mode.")
    dataset = dataset_helper.dataset
    connected = getattr(dataset, "__ms_sink_network__", None)
    if connected is None:
        connected = _DataWrapper(network, dataset_helper)
        dataset.__ms_sink_network__ = connected
    elif connected.network is not network:
        raise ValueError("The dataset has been connected to other network, please check the code.")
    connected.add_flags(sink_mode=True)
    return connected
