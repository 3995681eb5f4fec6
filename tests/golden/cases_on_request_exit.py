"""Cases for train.OnRequestExit, run with ``mindspore`` (to record) or ``msbridge`` (to test).

``scenario`` trains 2 epochs of 8 steps with a callback that sends SIGTERM to the own process after step 3, then
trains a fresh network with a new OnRequestExit on the same folder (which loads the saved checkpoint at begin).
"""
import os
import signal

import numpy as np

KILL_AT = 3


def _data(ms):
    x = np.random.RandomState(0).rand(16, 3).astype(np.float32)
    return ms.dataset.NumpySlicesDataset({"x": x, "y": x.sum(1, keepdims=True)}, shuffle=False).batch(2)


def _model(ms):
    nn = ms.nn

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(3, 1)

        def construct(self, x):
            return self.fc(x)

    net = Net()
    return net, ms.train.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))


def scenario(ms, directory):
    """What a training interrupted by SIGTERM leaves: the steps run, the file names, the checkpoint's keys, and
    whether the next training starts from the checkpoint."""
    class Kill(ms.train.Callback):
        def __init__(self, kill_at):
            self.kill_at, self.steps, self.first = kill_at, [], None

        def on_train_step_begin(self, run_context):
            if self.first is None:
                self.first = run_context.original_args().train_network.trainable_params()[0].asnumpy().copy()

        def on_train_step_end(self, run_context):
            step = run_context.original_args().cur_step_num
            self.steps.append(step)
            if step == self.kill_at:
                os.kill(os.getpid(), signal.SIGTERM)

    previous = signal.getsignal(signal.SIGTERM)
    try:
        net, model = _model(ms)
        kill, exit_cb = Kill(KILL_AT), ms.train.OnRequestExit(save_mindir=False, directory=directory)
        model.train(2, _data(ms), callbacks=[kill, exit_cb])
        saved = ms.load_checkpoint(exit_cb.train_name + ".ckpt")
        _, model2 = _model(ms)
        again = Kill(None)
        model2.train(1, _data(ms), callbacks=[again, ms.train.OnRequestExit(save_mindir=False, directory=directory)])
    finally:
        signal.signal(signal.SIGTERM, previous)
    return {"steps": kill.steps, "exit": exit_cb.exit,
            "train_name": os.path.relpath(exit_cb.train_name, directory),
            "eval_name": os.path.relpath(exit_cb.eval_name, directory),
            "files": sorted(os.path.relpath(os.path.join(root, f), directory)
                            for root, _, files in os.walk(directory) for f in files),
            "keys": sorted(saved),
            "reloaded": bool(np.array_equal(again.first, saved["fc.weight"].asnumpy())),
            "trained": bool(not np.array_equal(kill.first, saved["fc.weight"].asnumpy()))}


def names(ms, directory):
    """train_name / eval_name for a custom file_name, relative to ``directory``."""
    cb = ms.train.OnRequestExit(save_mindir=False, file_name="LeNet5", directory=directory)
    return [os.path.relpath(cb.train_name, directory), os.path.relpath(cb.eval_name, directory), cb.sig]


ERRORS = {
    "save_ckpt_int": "dict(save_ckpt=1)",
    "save_mindir_none": "dict(save_mindir=None)",
    "sig_str": "dict(sig='a')",
    "sig_float": "dict(sig=2.0)",
    "sig_kill": "dict(sig=signal.SIGKILL)",
    "directory_int": "dict(directory=3)",
}

# ERRORS whose message msbridge reproduces word for word
SAME_MESSAGE = set(ERRORS)


def make_error(ms, name):
    return ms.train.OnRequestExit(**eval(ERRORS[name], {"signal": signal}))  # noqa: S307 - fixed table
