# Source: MindSpore tutorial "Loss Function" (advanced/modules/loss): built-in losses, a custom L1 loss from
# nn.Cell and from nn.LossBase, a multi-label loss with WithLossCell,
# https://www.mindspore.cn/tutorials/en/r2.3.0/advanced/modules/loss.html
# Adapted: fixed weights, two training steps of the multi-label network.
import numpy as np
import mindspore as ms
from mindspore import Tensor
import mindspore.ops as ops
import mindspore.nn as nn
import mindspore.dataset as ds

loss = nn.L1Loss()
output_data = Tensor(np.array([[1, 2, 3], [2, 3, 4]]).astype(np.float32))
target_data = Tensor(np.array([[0, 2, 5], [3, 1, 1]]).astype(np.float32))
print(loss(output_data, target_data))

loss = nn.L1Loss(reduction='sum')
print(loss(output_data, target_data))

loss = nn.L1Loss(reduction='none')
print(loss(output_data, target_data))


class MyL1Loss(nn.Cell):
    def __init__(self):
        super(MyL1Loss, self).__init__()
        self.abs = ops.Abs()
        self.reduce_mean = ops.ReduceMean()

    def construct(self, predict, target):
        x = self.abs(predict - target)
        return self.reduce_mean(x)


loss = MyL1Loss()
print(loss(output_data, target_data))


class MyL1Loss2(nn.LossBase):
    def __init__(self, reduction="mean"):
        super(MyL1Loss2, self).__init__(reduction)
        self.abs = ops.Abs()

    def construct(self, base, target):
        x = self.abs(base - target)
        return self.get_loss(x)


loss = MyL1Loss2()
print(loss(output_data, target_data))


def get_multilabel_data(num, w=2.0, b=3.0):
    rng = np.random.RandomState(0)
    for _ in range(num):
        x = rng.uniform(-10.0, 10.0)
        noise1 = rng.normal(0, 1)
        noise2 = rng.normal(-1, 1)
        y1 = x * w + b + noise1
        y2 = x * w + b + noise2
        yield np.array([x]).astype(np.float32), np.array([y1]).astype(np.float32), np.array([y2]).astype(np.float32)


def create_multilabel_dataset(num_data, batch_size=16):
    dataset = ds.GeneratorDataset(list(get_multilabel_data(num_data)), column_names=['data', 'label1', 'label2'],
                                  shuffle=False)
    dataset = dataset.batch(batch_size)
    return dataset


class MyMAELoss(nn.LossBase):
    def __init__(self, reduction='mean'):
        super(MyMAELoss, self).__init__(reduction)
        self.abs = ops.Abs()

    def construct(self, predict, target1, target2):
        x1 = self.abs(predict - target1)
        x2 = self.abs(predict - target2)
        return (self.get_loss(x1) + self.get_loss(x2)) / 2


class CustomWithLossCell(nn.Cell):
    def __init__(self, backbone, loss_fn):
        super(CustomWithLossCell, self).__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data, label1, label2):
        output = self._backbone(data)
        return self._loss_fn(output, label1, label2)


class LinearNet(nn.Cell):
    def __init__(self):
        super(LinearNet, self).__init__()
        self.fc = nn.Dense(1, 1)

    def construct(self, x):
        return self.fc(x)


net = LinearNet()
net.fc.weight.set_data(Tensor([[0.3]], ms.float32))
net.fc.bias.set_data(Tensor([0.2], ms.float32))
loss = MyMAELoss()
loss_net = CustomWithLossCell(net, loss)
opt = nn.Momentum(net.trainable_params(), learning_rate=0.005, momentum=0.9)
train_net = nn.TrainOneStepCell(loss_net, opt)
train_net.set_train()
for epoch in range(2):
    for data, label1, label2 in create_multilabel_dataset(48).create_tuple_iterator():
        print(epoch, train_net(data, label1, label2))
print(net.fc.weight.asnumpy(), net.fc.bias.asnumpy())
