"""``BackupAndRestore``: a checkpoint of the training network kept while training runs, reloaded on restart."""
import os
import stat

from ..._checkparam import check_bool, check_positive_int
from ..serialization import load_checkpoint, save_checkpoint
from ._callback import Callback
from ._checkpoint import _make_directory


class BackupAndRestore(Callback):
    """``train.BackupAndRestore(backup_dir, save_freq='epoch', delete_checkpoint=True)``: saves the train network
    to ``backup_dir/backup.ckpt`` every ``save_freq`` epochs, loads it back when training starts, deletes it when
    training ends (``save_checkpoint`` / ``load_checkpoint``)."""

    def __init__(self, backup_dir, save_freq="epoch", delete_checkpoint=True):
        super().__init__()
        if not isinstance(backup_dir, str):
            raise TypeError("The path is invalid, the type should be string.")
        self.save_freq = 1 if save_freq == "epoch" else check_positive_int(save_freq)
        self.delete_checkpoint = check_bool(delete_checkpoint)
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
