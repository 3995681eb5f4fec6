# Source: MindSpore tutorial "Building Training and Evaluation Networks" / custom training loop with
# WithLossCell and TrainOneStepCell (advanced/train/train_eval),
# https://www.mindspore.cn/tutorials/en/r2.3.0/advanced/train/train_eval.html
# Adapted: synthetic linear data, fixed weights, a custom MAE metric computed by hand each epoch.
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds


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


class LinearNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(1, 1)

    def construct(self, x):
        return self.fc(x)


class MyWithLossCell(nn.Cell):
    def __init__(self, backbone, loss_fn):
        super(MyWithLossCell, self).__init__(auto_prefix=False)
        self.backbone = backbone
        self.loss_fn = loss_fn

    def construct(self, data, label):
        out = self.backbone(data)
        return self.loss_fn(out, label)

    @property
    def backbone_network(self):
        return self.backbone


class MyMAE(nn.Metric):
    def __init__(self):
        super(MyMAE, self).__init__()
        self.clear()

    def clear(self):
        self.abs_error_sum = 0
        self.samples_num = 0

    def update(self, *inputs):
        y_pred = inputs[0].asnumpy()
        y = inputs[1].asnumpy()
        error_abs = np.abs(y.reshape(y_pred.shape) - y_pred)
        self.abs_error_sum += error_abs.sum()
        self.samples_num += y.shape[0]

    def eval(self):
        return self.abs_error_sum / self.samples_num


net = LinearNet()
net.fc.weight.set_data(ms.Tensor([[0.2]], ms.float32))
net.fc.bias.set_data(ms.Tensor([-0.1], ms.float32))
loss_func = nn.L1Loss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.005, momentum=0.9)
net_with_criterion = MyWithLossCell(net, loss_func)
train_net = nn.TrainOneStepCell(net_with_criterion, opt)
train_dataset = create_dataset(num_data=96)
eval_dataset = create_dataset(num_data=32)
mae = MyMAE()
for epoch in range(2):
    train_net.set_train()
    for i, (data, label) in enumerate(train_dataset.create_tuple_iterator()):
        loss = train_net(data, label)
        print(f"epoch: {epoch}, step: {i}, loss: {loss.asnumpy():.6f}")
    net.set_train(False)
    mae.clear()
    for data, label in eval_dataset.create_tuple_iterator():
        mae.update(net(data), label)
    print("mae:", mae.eval())
print(net.fc.weight.asnumpy(), net.fc.bias.asnumpy())
