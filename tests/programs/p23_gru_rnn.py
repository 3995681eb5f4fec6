# Source: MindSpore API examples of nn.RNN, nn.GRU and nn.GRUCell/nn.RNNCell (step-by-step loop),
# https://www.mindspore.cn/docs/en/r2.3.0/api_python/nn/mindspore.nn.GRU.html (and the RNN / GRUCell / RNNCell
# pages), extended to a small sequence-regression training loop.
# Adapted: fixed inputs and weights; three training steps.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

rng = np.random.RandomState(0)


def fix(cell):
    for p in cell.trainable_params():
        p.set_data(Tensor(rng.uniform(-0.3, 0.3, p.shape).astype(np.float32)))


net = nn.GRU(10, 16, 2, has_bias=True, batch_first=True, bidirectional=False)
fix(net)
x = Tensor(rng.rand(3, 5, 10).astype(np.float32))
h0 = Tensor(np.ones([1 * 2, 3, 16]).astype(np.float32))
output, hn = net(x, h0)
print(output.shape, hn.shape)
print(output[0, -1])

net = nn.RNN(10, 16, 2, has_bias=True, batch_first=True, bidirectional=False)
fix(net)
output, hn = net(x, h0)
print(output[1, 0])

net = nn.GRUCell(10, 16)
fix(net)
xs = Tensor(rng.rand(5, 3, 10).astype(np.float32))
hx = Tensor(np.ones([3, 16]).astype(np.float32))
output = []
for i in range(5):
    hx = net(xs[i], hx)
    output.append(hx)
print(output[-1][0])

net = nn.RNNCell(10, 16)
fix(net)
hx = Tensor(np.ones([3, 16]).astype(np.float32))
for i in range(5):
    hx = net(xs[i], hx)
print(hx[2])


class SeqRegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(10, 8, 1, batch_first=True, bidirectional=True)
        self.fc = nn.Dense(16, 1)

    def construct(self, x):
        out, _ = self.gru(x)
        return self.fc(out[:, -1, :])


model = SeqRegressor()
fix(model)
loss_fn = nn.MSELoss()
opt = nn.SGD(model.trainable_params(), learning_rate=0.1)
target = Tensor(rng.rand(3, 1).astype(np.float32))
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(model(a), b), None, opt.parameters)
for step in range(3):
    loss, grads = grad_fn(x, target)
    opt(grads)
    print(step, loss)
print(ops.squeeze(model(x)))
