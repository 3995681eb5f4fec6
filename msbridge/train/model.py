"""``mindspore.train.Model``: the high-level train / eval / predict loop over msbridge Cells and datasets.

There is no torch counterpart; the loop is plain Python around one call of the train (or eval) network per
batch, so a step costs what the Cell costs. Callbacks see the same events, in the same order, with the same
cb_params fields as in MindSpore 2.10.
"""
import math
import warnings
from collections.abc import Iterable

import numpy as np

from .. import context, nn
from .._checkparam import InputTypeError, check_bool, check_non_negative_int, check_positive_int, check_value_type
from ..common.tensor import Tensor
from . import amp
from .callback import ModelCheckpoint, RunContext, TimeMonitor
from .callback import _CallbackManager, _InternalCallbackParam
from .callback import __all__ as _builtin_callback_names
from .dataset_helper import _SinkSteps, _batch_tuple
from .metrics import Loss, get_metrics

_KWARGS = ("loss_scale_manager", "keep_batchnorm_fp32", "boost_config_dict", "acc_level")
_LEGACY_HOOKS = {"begin", "end", "epoch_begin", "epoch_end", "step_begin", "step_end"}


def _host_loop_only():
    """MindSpore has no dataset sink on CPU: sink mode falls back to the host loop there."""
    return context.get_context("device_target") == "CPU"


def _graph_mode():
    return context.get_context("mode") == context.GRAPH_MODE


def _transform_callbacks(callbacks):
    if callbacks is None:
        return []
    return list(callbacks) if isinstance(callbacks, Iterable) else [callbacks]


def _check_custom_callbacks(callbacks, mode):
    """User callbacks overriding the legacy hooks: a warning in train/eval, an error in fit (as MindSpore)."""
    for cb in callbacks if isinstance(callbacks, list) else [callbacks]:
        name = type(cb).__name__
        legacy = set(type(cb).__dict__) & _LEGACY_HOOKS
        if name in _builtin_callback_names or not legacy:
            continue
        message = (f"For {name} callback, {legacy} methods may not be supported in later version, Use methods "
                   f"prefixed with 'on_train' or 'on_eval' instead when using customized callbacks.")
        if mode == "fit":
            raise ValueError(message)
        warnings.warn(message, stacklevel=3)


def _exception_saver(callbacks):
    """The (last) ModelCheckpoint with ``exception_save``, which saves a breakpoint file when training fails."""
    found = [cb for cb in (callbacks if isinstance(callbacks, list) else [callbacks])
             if isinstance(cb, ModelCheckpoint)]
    return found[-1] if found and found[-1]._config.exception_save else None


def _check_predict_inputs(inputs):
    for item in inputs:
        if item is None:
            continue
        if isinstance(item, Tensor):
            if item.size == 0:
                raise ValueError("The input data can not be empty.")
            continue
        if not isinstance(item, (int, float, str)):
            kinds = "Tensor, None, int, float, str"
            raise TypeError(f"The types of input data must be in the Union({kinds}, tuple[{kinds}], list[{kinds}], "
                            f"dict[{kinds}]), but got type {type(item).__name__}.")


def _check_dataset(dataset, arg_name, api):
    """A dataset (anything with ``get_dataset_size``), else ``InputTypeError``: an AttributeError as MindSpore's
    (it reads ``get_dataset_size`` first) and a TypeError naming the API and the type."""
    if not hasattr(dataset, "get_dataset_size"):
        raise InputTypeError(f"For '{api}', the '{arg_name}' must be a Dataset, but got {type(dataset).__name__}.")
    return dataset


class Model:
    """``mindspore.train.Model(network, loss_fn=None, optimizer=None, metrics=None, eval_network=None,
    eval_indexes=None, amp_level='O0', boost_level='O0', **kwargs)``: the training loop a torch user writes by
    hand (forward, loss, backward, optimizer step per DataLoader batch), with MindSpore's callbacks and metrics."""

    def __init__(self, network, loss_fn=None, optimizer=None, metrics=None, eval_network=None, eval_indexes=None,
                 amp_level="O0", boost_level="O0", **kwargs):
        for arg in kwargs:
            if arg not in _KWARGS:
                raise ValueError(f"The argument in 'kwargs' should be 'loss_scale_manager' or 'keep_batchnorm_fp32' "
                                 f"or 'boost_config_dict' or 'acc_level', but got '{arg}'.")
        if optimizer is None and amp_level != "O0":
            raise ValueError("Auto mixed precision will not work because 'optimizer' is None.Please set "
                             "amp_level='O0' to disable auto mixed precision or set 'optimizer' not be None to use "
                             "auto mixed precision.")
        if loss_fn is not None and not callable(loss_fn):  # MindSpore fails building the train network
            raise InputTypeError(f"For 'Model', the 'loss_fn' must be a Cell, but got {type(loss_fn).__name__}.")
        self._network = network
        self._loss_fn = loss_fn
        self._optimizer = optimizer
        self._loss_scale_manager = kwargs.get("loss_scale_manager")
        self._loss_scale_manager_set = "loss_scale_manager" in kwargs
        self._keep_bn_fp32 = kwargs.get("keep_batchnorm_fp32")
        self._amp_level = amp_level
        self._boost_level = boost_level
        if "acc_level" in kwargs:
            self._boost_level = kwargs["acc_level"]
            warnings.warn("Next version acc_level will be removed, please replace with boost_level", stacklevel=2)
        self._metrics = metrics
        self._parallel_mode = context.get_auto_parallel_context("parallel_mode")
        self._device_number = (1 if self._parallel_mode == context.ParallelMode.STAND_ALONE
                               else context.get_auto_parallel_context("device_num"))
        self._train_network = self._build_train_network()
        self._eval_network, self._eval_indexes = eval_network, None
        self._build_eval_network(metrics, eval_network, eval_indexes)
        self._predict_network = network
        self._current_epoch_num = 0
        self._current_step_num = 0
        self.epoch_iter = 0
        self._backbone_is_train = True
        self.batch_num = -1
        self._initial_step = None

    # --- building --------------------------------------------------------------------------------------------
    def _build_train_network(self):
        network = self._network
        check_value_type(network, nn.Cell, "network")  # MindSpore names no API here
        if self._loss_scale_manager is not None and self._optimizer is None:
            raise ValueError("The argument 'optimizer' can not be None when set 'loss_scale_manager'.")
        if self._optimizer:
            config = {}
            if self._loss_scale_manager_set:
                config["loss_scale_manager"] = self._loss_scale_manager
            if self._keep_bn_fp32 is not None:
                config["keep_batchnorm_fp32"] = self._keep_bn_fp32
            return amp.build_train_network(network, self._optimizer, self._loss_fn, level=self._amp_level,
                                           boost_level=self._boost_level, **config)
        if self._loss_fn:
            return nn.WithLossCell(network, self._loss_fn)
        return network

    def _build_eval_network(self, metrics, eval_network, eval_indexes):
        self._metric_fns = get_metrics(metrics)
        if not self._metric_fns:
            return
        if eval_network is not None:
            if eval_indexes is not None and not (isinstance(eval_indexes, list) and len(eval_indexes) == 3):
                raise ValueError("The argument 'eval_indexes' must be a list or None. If 'eval_indexes' is a list, "
                                 f"length of it must be three. But got 'eval_indexes' {eval_indexes}")
            self._eval_indexes = eval_indexes
            return
        if self._loss_fn is None:
            raise ValueError("If `metrics` is set, `eval_network` must not be None. Do not set `metrics` if you "
                             "don't want an evaluation.\nIf evaluation is required, you need to specify "
                             "`eval_network`, which will be used in the framework to evaluate the model.\nFor the "
                             "simple scenarios with one data, one label and one logits, `eval_network` is optional, "
                             "and then you can set `eval_network` or `loss_fn`. For the latter case, framework will "
                             "automatically build an evaluation network with `network` and `loss_fn`.")
        self._eval_network = nn.WithEvalCell(self._network, self._loss_fn, self._amp_level in ("O2", "O3", "auto"))
        self._eval_indexes = [0, 1, 2]

    # --- metrics ---------------------------------------------------------------------------------------------
    def _clear_metrics(self):
        for metric in self._metric_fns.values():
            metric.clear()

    def _update_metrics(self, outputs):
        if isinstance(outputs, Tensor):
            outputs = (outputs,)
        if not isinstance(outputs, tuple):
            raise ValueError(f"The argument 'outputs' should be tuple, but got {type(outputs)}.")
        if self._eval_indexes is not None and len(outputs) < 3:
            raise ValueError(f"The length of 'outputs' must be >= 3, but got {len(outputs)}")
        for metric in self._metric_fns.values():
            if self._eval_indexes is None:
                metric.update(*outputs)
            elif isinstance(metric, Loss):
                metric.update(outputs[self._eval_indexes[0]])
            else:
                metric.update(outputs[self._eval_indexes[1]], outputs[self._eval_indexes[2]])

    def _get_metrics(self):
        return {name: metric.eval() for name, metric in self._metric_fns.items()}

    # --- modes -----------------------------------------------------------------------------------------------
    def _exec_preprocess(self, is_train, dataset, epoch_num=1):
        """The batch iterator of a host loop, with the network put in the phase's mode."""
        network = self._train_network if is_train else self._eval_network
        iterator = None if dataset is None else dataset.create_tuple_iterator(num_epochs=epoch_num, do_copy=False)
        network.set_train(is_train)
        self._backbone_is_train = is_train
        return iterator, network

    def _check_network_mode(self, network, is_train):
        if self._backbone_is_train != is_train:
            network.set_train(is_train)
            self._backbone_is_train = is_train
        if not is_train:
            network.set_grad(False)
        return network

    def _check_reuse_dataset(self, dataset):
        if not hasattr(dataset, "__model_hash__"):
            dataset.__model_hash__ = hash(self)
        if dataset.__model_hash__ != hash(self):
            raise RuntimeError("The dataset object had been used in other model by model.train(...), "
                               "please create a new dataset.")

    # --- training --------------------------------------------------------------------------------------------
    def _check_train_args(self, api, epoch, train_dataset, sink_size, initial_epoch):
        check_value_type(sink_size, [int], "sink_size", api)
        check_positive_int(epoch, "epoch", api)
        check_non_negative_int(initial_epoch, "initial_epoch", api)
        if initial_epoch >= epoch:
            raise ValueError(f"For '{api}', the parameter 'epoch' must bigger than parameter 'initial_epoch', but "
                             f"got the parameter 'epoch' is {epoch}, 'initial_epoch' is {initial_epoch}.")
        dataset_size = _check_dataset(train_dataset, "train_dataset", api).get_dataset_size()
        if dataset_size == 0:
            raise ValueError("There is no valid data in dataset, please check dataset file firstly.")
        if sink_size == -1:
            sink_size = dataset_size
        if sink_size < -1 or sink_size == 0:
            raise ValueError(f"For '{api}', The argument 'sink_size' must be -1 or positive, but got {sink_size}.")
        return sink_size

    def train(self, epoch, train_dataset, callbacks=None, dataset_sink_mode=False, sink_size=-1, initial_epoch=0):
        """Train ``epoch`` epochs (counting from ``initial_epoch``) over ``train_dataset``: one call of the train
        network per batch, the callbacks around it; prints nothing itself."""
        check_bool(dataset_sink_mode)
        sink_size = self._check_train_args("Model.train", epoch, train_dataset, sink_size, initial_epoch)
        if callbacks:
            _check_custom_callbacks(callbacks, "train")
        self._train(epoch, train_dataset, callbacks, dataset_sink_mode, sink_size, initial_epoch)

    def fit(self, epoch, train_dataset, valid_dataset=None, valid_frequency=1, callbacks=None,
            dataset_sink_mode=False, valid_dataset_sink_mode=False, sink_size=-1, initial_epoch=0):
        """Train as ``train`` and evaluate on ``valid_dataset`` after every ``valid_frequency``-th epoch (an int)
        or after the listed epochs; the callbacks see the eval results at ``on_train_epoch_end``."""
        check_bool(dataset_sink_mode)
        check_bool(valid_dataset_sink_mode)
        sink_size = self._check_train_args("Model.fit", epoch, train_dataset, sink_size, initial_epoch)
        if not isinstance(valid_frequency, (int, list)):
            raise TypeError(f"For 'Model.fit', the type of 'valid_frequency' must be a list or an integer, but got "
                            f"type {type(valid_frequency)}.")
        if valid_dataset is not None:  # checked before training, so that a bad one changes nothing
            _check_dataset(valid_dataset, "valid_dataset", "Model.fit")
        if valid_dataset and not self._metric_fns:
            raise ValueError("For 'Model.fit', if valid_dataset is not None, the model argument 'metrics' can not be"
                             "None or empty, you should set the argument 'metrics' for model.")
        if callbacks:
            _check_custom_callbacks(callbacks, "fit")
        self._train(epoch, train_dataset, callbacks, dataset_sink_mode, sink_size, initial_epoch,
                    (valid_dataset, valid_frequency, valid_dataset_sink_mode))

    def _train(self, epoch, train_dataset, callbacks, sink_mode, sink_size, initial_epoch,
               valid_infos=(None, 1, False)):
        cb_params = _InternalCallbackParam()
        cb_params.cur_step_num = 0
        cb_params.train_network = self._train_network
        cb_params.epoch_num = epoch - initial_epoch
        cb_params.batch_num = sink_size if sink_mode and sink_size > 0 else train_dataset.get_dataset_size()
        self.batch_num = cb_params.batch_num
        cb_params.mode = "train"
        cb_params.loss_fn = self._loss_fn
        cb_params.optimizer = self._optimizer
        cb_params.parallel_mode = self._parallel_mode
        cb_params.device_number = self._device_number
        cb_params.train_dataset = train_dataset
        cb_params.list_callback = _transform_callbacks(callbacks)
        cb_params.train_dataset_element = None
        cb_params.network = self._network
        cb_params.last_save_ckpt_step = None
        cb_params.latest_ckpt_file = None
        cb_params.loss_scale_mananger = self._loss_scale_manager  # MindSpore's spelling of the key
        cb_params.initial_step = self._initial_step
        saver = _exception_saver(callbacks)
        try:
            with _CallbackManager(cb_params.list_callback) as list_callback:
                self._check_reuse_dataset(train_dataset)
                if sink_mode and not _host_loop_only():
                    self._train_sink_process(epoch, train_dataset, list_callback, cb_params, sink_size,
                                             initial_epoch, valid_infos)
                else:
                    self._train_process(epoch, train_dataset, list_callback, cb_params, initial_epoch, valid_infos)
        except BaseException:
            if saver is not None:
                saver._save_breakpoint(self._train_network, self._current_epoch_num, self._current_step_num)
            raise

    def _train_process(self, epoch, train_dataset, list_callback, cb_params, initial_epoch, valid_infos):
        batches, _ = self._exec_preprocess(True, train_dataset, epoch)
        cb_params.dataset_sink_mode = False
        run_context = RunContext(cb_params)
        list_callback.on_train_begin(run_context)
        for i in range(initial_epoch, epoch):
            self._begin_epoch(cb_params, i + 1)
            list_callback.on_train_epoch_begin(run_context)
            for element in batches:
                if self._loss_fn and len(element) != 2:
                    raise ValueError(f"When 'loss_fn' is not None, 'train_dataset' should return two elements, but "
                                     f"got {len(element)}, please check the number of elements returned by "
                                     f"'train_dataset'")
                self._train_step(list_callback, run_context, cb_params, [_batch_tuple(element)], 1)
                if run_context.get_stop_requested():
                    break
            if self._end_epoch(list_callback, run_context, cb_params, valid_infos, train_dataset):
                break
        list_callback.on_train_end(run_context)

    def _train_sink_process(self, epoch, train_dataset, list_callback, cb_params, sink_size, initial_epoch,
                            valid_infos):
        sink = _SinkSteps(train_dataset, sink_size, math.ceil(epoch * sink_size / train_dataset.get_dataset_size()))
        cb_params.sink_size = sink_size
        cb_params.dataset_sink_mode = True
        run_context = RunContext(cb_params)
        list_callback.on_train_begin(run_context)
        self.epoch_iter = 0
        while self.epoch_iter < epoch - initial_epoch:
            self._begin_epoch(cb_params, self.epoch_iter + 1 + initial_epoch)
            list_callback.on_train_epoch_begin(run_context)
            _, cb_params.train_network = self._exec_preprocess(True, None)
            cb_params.dataset_helper = sink
            batches = sink.epoch()
            if _graph_mode():  # one graph call runs the whole sink: the step hooks fire once per epoch
                self._train_step(list_callback, run_context, cb_params, batches, sink_size)
            else:
                for element in batches:
                    self._train_step(list_callback, run_context, cb_params, [element], 1)
            if self._end_epoch(list_callback, run_context, cb_params, valid_infos, None):
                break
            self.epoch_iter += 1
        list_callback.on_train_end(run_context)

    def _begin_epoch(self, cb_params, epoch_num):
        cb_params.cur_epoch_num = epoch_num
        self._current_epoch_num = epoch_num
        self._current_step_num = 0

    def _train_step(self, list_callback, run_context, cb_params, elements, steps):
        """Step hooks around running the train network on each of ``elements`` (``steps`` counted)."""
        cb_params.cur_step_num += steps
        self._current_step_num = int((cb_params.cur_step_num - 1) % cb_params.batch_num + 1)
        cb_params.train_dataset_element = elements[-1]
        list_callback.on_train_step_begin(run_context)
        self._check_network_mode(self._train_network, True)
        for element in elements:
            outputs = self._train_network(*element)
            manager = self._loss_scale_manager
            if manager and manager.get_drop_overflow_update():
                manager.update_loss_scale(np.all(outputs[1].asnumpy()))
        cb_params.net_outputs = outputs
        list_callback.on_train_step_end(run_context)

    def _end_epoch(self, list_callback, run_context, cb_params, valid_infos, train_dataset):
        """Eval (fit), the epoch-end hooks; True when a callback asked to stop."""
        self._eval_during_train(valid_infos, cb_params, list_callback)
        if train_dataset is not None:
            train_dataset.reset()
        list_callback.on_train_epoch_end(run_context)
        cb_params.pop("metrics", None)
        cb_params.pop("eval_results", None)
        return run_context.get_stop_requested()

    def _eval_during_train(self, valid_infos, cb_params, list_callback):
        valid_dataset, valid_frequency, valid_sink_mode = valid_infos
        epoch = cb_params.cur_epoch_num
        due = epoch % valid_frequency == 0 if isinstance(valid_frequency, int) else epoch in valid_frequency
        if not valid_dataset or not due:
            return
        saved = {key: cb_params[key] for key in ("cur_step_num", "batch_num", "dataset_sink_mode", "net_outputs")}
        # the built-in callbacks stay out of the evaluation, except TimeMonitor
        callbacks = [cb for cb in list_callback._callbacks
                     if type(cb).__name__ not in _builtin_callback_names or isinstance(cb, TimeMonitor)]
        self._eval_with(valid_dataset, callbacks, valid_sink_mode, cb_params, add_eval_loss=True)
        cb_params.mode = "train"
        cb_params.update(saved)

    # --- evaluation ------------------------------------------------------------------------------------------
    def eval(self, valid_dataset, callbacks=None, dataset_sink_mode=False):
        """Run the eval network over ``valid_dataset`` and return ``{name: metric value}`` in the order of the
        ``metrics`` given to Model."""
        check_bool(dataset_sink_mode)
        if not self._metric_fns:
            raise ValueError("For Model.eval, the model argument 'metrics' can not be None or empty, "
                             "you should set the argument 'metrics' for model.")
        _check_dataset(valid_dataset, "valid_dataset", "Model.eval")
        if callbacks:
            _check_custom_callbacks(callbacks, "eval")
        cb_params = _InternalCallbackParam()
        cb_params.list_callback = _transform_callbacks(callbacks)
        cb_params.network = self._network
        return self._eval_with(valid_dataset, callbacks, dataset_sink_mode, cb_params)

    def _eval_with(self, valid_dataset, callbacks, sink_mode, cb_params, add_eval_loss=False):
        cb_params.eval_network = self._eval_network
        cb_params.valid_dataset = valid_dataset
        cb_params.batch_num = valid_dataset.get_dataset_size()
        cb_params.mode = "eval"
        cb_params.cur_step_num = 0
        self._clear_metrics()
        sink_mode = sink_mode and not _host_loop_only()
        with _CallbackManager(callbacks) as list_callback:
            return self._eval_process(valid_dataset, list_callback, cb_params, sink_mode, add_eval_loss)

    def _eval_process(self, valid_dataset, list_callback, cb_params, sink_mode, add_eval_loss):
        run_context = RunContext(cb_params)
        cb_params.dataset_sink_mode = sink_mode
        if not sink_mode:  # the host loop announces the eval before the network changes mode
            list_callback.on_eval_begin(run_context)
        batches, network = self._exec_preprocess(False, valid_dataset)
        if sink_mode:
            list_callback.on_eval_begin(run_context)
        list_callback.on_eval_epoch_begin(run_context)
        for element in batches:
            cb_params.cur_step_num += 1
            element = _batch_tuple(element)
            cb_params.eval_dataset_element = element
            list_callback.on_eval_step_begin(run_context)
            self._check_network_mode(network, False)
            outputs = network(*element)
            cb_params.net_outputs = outputs
            list_callback.on_eval_step_end(run_context)
            self._update_metrics(outputs)
            if add_eval_loss:  # MindSpore starts a fresh Loss every batch: eval_loss is the last batch's loss
                eval_loss = Loss()
                eval_loss.update(outputs[self._eval_indexes[0]])
            if not sink_mode and run_context.get_stop_requested():
                break
        list_callback.on_eval_epoch_end(run_context)
        valid_dataset.reset()
        metrics = self._get_metrics()
        cb_params.metrics = metrics
        if add_eval_loss:
            cb_params.eval_results = dict(metrics, eval_loss=eval_loss.eval())
        list_callback.on_eval_end(run_context)
        return metrics

    # --- prediction and the rest -----------------------------------------------------------------------------
    def predict(self, *predict_data, backend=None, config=None):
        """Run the predict network (the network given to Model) on ``predict_data`` in inference mode."""
        if backend not in ("lite", None):
            raise ValueError(f"For Model.predict, `backend` should be 'lite' or None, but got {backend}")
        if backend == "lite":
            warnings.warn("Import mindspore_lite failed, fallback to original inference!", stacklevel=2)
        self._check_network_mode(self._predict_network, False)
        _check_predict_inputs(predict_data)
        result = self._predict_network(*predict_data)
        if result is None:
            raise RuntimeError("The output data can not be None, please check your net or input data.")
        return result

    def build(self, train_dataset=None, valid_dataset=None, sink_size=-1, epoch=1, sink_mode=True):
        """Ahead-of-time graph build: MindSpore 2.10 supports it on Ascend only, and so raises here."""
        check_positive_int(epoch, "epoch", "Model.build")
        raise RuntimeError("Pre-init process only supports Ascend target currently.")

    def infer_train_layout(self, train_dataset, dataset_sink_mode=True, sink_size=-1):
        """Parameter layouts of semi-auto/auto parallel training: a RuntimeError in other modes, as MindSpore;
        msbridge has no automatic parallel layouts."""
        self._check_auto_parallel("'infer_train_layout' only supports 'semi_auto_parallel' and 'auto_parallel' "
                                  f"mode, but got {self._parallel_mode}.")

    def infer_predict_layout(self, *predict_data, skip_backend_compile=False):
        """Parameter layouts of semi-auto/auto parallel prediction: a RuntimeError in other modes, as MindSpore;
        msbridge has no automatic parallel layouts."""
        self._check_auto_parallel("Infer predict layout only supports semi auto parallel and auto parallel mode.")

    def _check_auto_parallel(self, message):
        if context.get_auto_parallel_context("parallel_mode") not in ("semi_auto_parallel", "auto_parallel"):
            raise RuntimeError(message)
        raise NotImplementedError("Model: semi-auto and auto parallel layouts are not supported by msbridge.")

    @property
    def train_network(self):
        """The network one training step calls."""
        return self._train_network

    @property
    def predict_network(self):
        """The network ``predict`` calls."""
        return self._predict_network

    @property
    def eval_network(self):
        """The network ``eval`` calls."""
        return self._eval_network


__all__ = ["Model"]
