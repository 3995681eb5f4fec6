"""``mindspore.train.callback``: the Callback protocol, RunContext and the built-in callbacks."""
from ._backup_and_restore import BackupAndRestore
from ._callback import Callback, RunContext
from ._callback import CallbackManager as _CallbackManager
from ._callback import InternalCallbackParam as _InternalCallbackParam
from ._checkpoint import CheckpointConfig, ModelCheckpoint
from ._early_stop import EarlyStopping
from ._flops_collector import FlopsUtilizationCollector
from ._history import History
from ._lambda_callback import LambdaCallback
from ._loss_monitor import LossMonitor
from ._on_request_exit import OnRequestExit
from ._progress import ProgressBar  # msbridge extra: not in __all__, MindSpore has no such name
from ._lr_scheduler_callback import LearningRateScheduler
from ._reduce_lr_on_plateau import ReduceLROnPlateau
from ._summary_collector import SummaryCollector
from ._time_monitor import TimeMonitor

__all__ = ["Callback", "LossMonitor", "TimeMonitor", "LearningRateScheduler", "History", "LambdaCallback",
           "EarlyStopping", "ReduceLROnPlateau", "RunContext", "CheckpointConfig", "ModelCheckpoint", "BackupAndRestore",
           "OnRequestExit", "FlopsUtilizationCollector", "SummaryCollector"]
