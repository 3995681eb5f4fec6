# Source: MindSpore model zoo LeNet (official/cv/LeNet: src/lenet.py, train.py, eval.py),
# https://gitee.com/mindspore/models/tree/master/research/cv/lenet
# Adapted: random 32x32 images instead of MNIST, fixed weights, one short epoch; checkpoints written to a temporary
# directory and loaded back for the evaluation, as eval.py does.
import os
import tempfile
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.common.initializer import Normal
from mindspore.train import Model, Accuracy, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig


class LeNet5(nn.Cell):
    def __init__(self, num_class=10, num_channel=1, include_top=True):
        super(LeNet5, self).__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode='valid')
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode='valid')
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.include_top = include_top
        if self.include_top:
            self.flatten = nn.Flatten()
            self.fc1 = nn.Dense(16 * 5 * 5, 120, weight_init=Normal(0.02))
            self.fc2 = nn.Dense(120, 84, weight_init=Normal(0.02))
            self.fc3 = nn.Dense(84, num_class, weight_init=Normal(0.02))

    def construct(self, x):
        x = self.conv1(x)
        x = self.relu(x)
        x = self.max_pool2d(x)
        x = self.conv2(x)
        x = self.relu(x)
        x = self.max_pool2d(x)
        if not self.include_top:
            return x
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        x = self.fc3(x)
        return x


def create_dataset(num, batch_size=8, seed=0):
    rng = np.random.RandomState(seed)
    images = rng.uniform(-1, 1, (num, 1, 32, 32)).astype(np.float32)
    labels = rng.randint(0, 10, (num,)).astype(np.int32)
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=False)
    return data.batch(batch_size, drop_remainder=True)


network = LeNet5(10)
rng = np.random.RandomState(1)
for p in network.trainable_params():
    p.set_data(ms.Tensor(rng.normal(0, 0.1, p.shape).astype(np.float32)))
net_loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
net_opt = nn.Momentum(network.trainable_params(), 0.01, 0.9)
time_cb = TimeMonitor(data_size=4)
tmp = tempfile.mkdtemp()
config_ck = CheckpointConfig(save_checkpoint_steps=4, keep_checkpoint_max=10)
ckpoint_cb = ModelCheckpoint(prefix="checkpoint_lenet", directory=tmp, config=config_ck)
model = Model(network, net_loss, net_opt, metrics={"Accuracy": Accuracy()})

ds_train = create_dataset(32)
model.train(1, ds_train, callbacks=[ckpoint_cb, LossMonitor()], dataset_sink_mode=False)
print(sorted(f for f in os.listdir(tmp) if f.endswith(".ckpt")))

network = LeNet5(10)
param_dict = ms.load_checkpoint(os.path.join(tmp, "checkpoint_lenet-1_4.ckpt"))
ms.load_param_into_net(network, param_dict)
model = Model(network, net_loss, net_opt, metrics={"Accuracy": Accuracy()})
ds_eval = create_dataset(16, seed=2)
acc = model.eval(ds_eval, dataset_sink_mode=False)
print("============== {} ==============".format(acc))
print(model.predict(ms.Tensor(np.ones((1, 1, 32, 32), np.float32))))
