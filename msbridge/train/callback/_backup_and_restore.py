"""``BackupAndRestore``: a checkpoint of the training network kept while training runs, reloaded on restart."""
import os
import stat

from ..serialization import load_checkpoint, save_checkpoint
from ._callback import Callback
from ._checkpoint import _make_directory


def _positive_int(value):
    if not isinstance(value, int):
        raise TypeError(f"The input value must be int, but got '{type(value).__name__}'")
    if isinstance(value, bool) or value <= 0:
        kind = type(value).__name__
        error = TypeError if isinstance(value, bool) else ValueError
        raise error(f"The input value must be int and must > 0, but got '{value}' with type '{kind}'.")
    return value


class BackupAndRestore(Callback):
    """``train.BackupAndRestore(backup_dir, save_freq='epoch', delete_checkpoint=True)``: saves the train network
    to ``backup_dir/backup.ckpt`` every ``save_freq`` epochs, loads it back when training starts, deletes it when
    training ends (``save_checkpoint`` / ``load_checkpoint``)."""

    def __init__(self, backup_dir, save_freq="epoch", delete_checkpoint=True):
        super().__init__()
        if not isinstance(backup_dir, str):
            raise TypeError("The path is invalid, the type should be string.")
        self.save_freq = 1 if save_freq == "epoch" else _positive_int(save_freq)
        if not isinstance(delete_checkpoint, bool):
            raise TypeError(f"The input value must be a bool, but got {type(delete_checkpoint).__name__}.")
        self.delete_checkpoint = delete_checkpoint
        self.backup_file = os.path.join(_make_directory(backup_dir), "backup.ckpt")

    def on_train_begin(self, run_context):
        """Restore the train network from the backup, if there is one."""
        if os.path.exists(self.backup_file):
            load_checkpoint(self.backup_file, net=run_context.original_args().train_network)

    def on_train_epoch_end(self, run_context):
        """Back the train network up every ``save_freq`` epochs."""
        cb_params = run_context.original_args()
        if cb_params.cur_epoch_num % self.save_freq == 0:
            save_checkpoint(cb_params.train_network, self.backup_file)

    def on_train_end(self, run_context):
        """Delete the backup (with ``delete_checkpoint``)."""
        if self.delete_checkpoint:
            os.chmod(self.backup_file, stat.S_IWRITE)
            os.remove(self.backup_file)
