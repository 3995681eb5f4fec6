# Source: MindSpore tutorial "Callback Mechanism" (advanced/model/callback),
# https://www.mindspore.cn/tutorials/en/r2.3.0/advanced/model/callback.html
# Adapted: a synthetic linear-regression dataset instead of MNIST, fixed weights, 2 short epochs; the custom
# callbacks StopAtTime / SaveCkptMonitor of the tutorial are exercised with a time budget that never expires and a
# loss threshold the run crosses.
import os
import tempfile
import time
import numpy as np
import mindspore as ms
from mindspore import nn, Model
import mindspore.dataset as ds
from mindspore.train import Callback, LossMonitor, ModelCheckpoint, CheckpointConfig


def get_data(num, w=2.0, b=3.0):
    rng = np.random.RandomState(0)
    for _ in range(num):
        x = rng.uniform(-10.0, 10.0)
        noise = rng.normal(0, 1)
        y = x * w + b + noise
        yield np.array([x]).astype(np.float32), np.array([y]).astype(np.float32)


def create_dataset(num_data, batch_size=16):
    dataset = ds.GeneratorDataset(list(get_data(num_data)), column_names=['data', 'label'], shuffle=False)
    dataset = dataset.batch(batch_size)
    return dataset


class StopAtTime(Callback):
    def __init__(self, run_time):
        super(StopAtTime, self).__init__()
        self.run_time = run_time*60

    def on_train_begin(self, run_context):
        cb_params = run_context.original_args()
        cb_params.init_time = time.time()

    def on_train_step_end(self, run_context):
        cb_params = run_context.original_args()
        epoch_num = cb_params.cur_epoch_num
        step_num = cb_params.cur_step_num
        loss = cb_params.net_outputs
        cur_time = time.time()
        if (cur_time - cb_params.init_time) > self.run_time:
            print(f"Stop after {self.run_time} s.")
            print(f"epoch: {epoch_num}, step: {step_num}, loss is {loss}")
            run_context.request_stop()


class SaveCkptMonitor(Callback):
    def __init__(self, loss, directory):
        super(SaveCkptMonitor, self).__init__()
        self.loss = loss
        self.directory = directory

    def on_train_step_end(self, run_context):
        cb_params = run_context.original_args()
        cur_loss = cb_params.net_outputs.asnumpy()
        if cur_loss < self.loss:
            file_name = os.path.join(self.directory, f"{cb_params.cur_epoch_num}_{cb_params.cur_step_num}.ckpt")
            ms.save_checkpoint(save_obj=cb_params.train_network, ckpt_file_name=file_name)
            print("Saved checkpoint, loss:{:8.7f}, current step num:{:4}.".format(cur_loss, cb_params.cur_step_num))


class LinearNet(nn.Cell):
    def __init__(self):
        super(LinearNet, self).__init__()
        self.fc = nn.Dense(1, 1)

    def construct(self, x):
        return self.fc(x)


net = LinearNet()
net.fc.weight.set_data(ms.Tensor([[0.5]], ms.float32))
net.fc.bias.set_data(ms.Tensor([0.1], ms.float32))
crit = nn.MSELoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.005, momentum=0.9)
model = Model(network=net, loss_fn=crit, optimizer=opt, metrics={"mae"})

tmp = tempfile.mkdtemp()
config_ck = CheckpointConfig(save_checkpoint_steps=5, keep_checkpoint_max=2)
ckpoint = ModelCheckpoint(prefix="linear", directory=tmp, config=config_ck)
train_dataset = create_dataset(num_data=80)
model.train(2, train_dataset, callbacks=[LossMonitor(), StopAtTime(run_time=100), SaveCkptMonitor(3.0, tmp), ckpoint])
print(sorted(f for f in os.listdir(tmp) if f.startswith("linear")))
eval_dataset = create_dataset(num_data=32)
print(model.eval(eval_dataset))
print(net.fc.weight.asnumpy(), net.fc.bias.asnumpy())
