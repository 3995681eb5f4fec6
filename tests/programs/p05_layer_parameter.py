# Source: MindSpore tutorial "Cell and Parameter" (advanced/modules/layer),
# https://www.mindspore.cn/tutorials/en/r2.3.0/advanced/modules/layer.html
# Adapted: fixed w and b instead of np.random.randn draws.
import numpy as np
import mindspore
from mindspore import nn
from mindspore import ops
from mindspore import Tensor, Parameter


class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.linspace(-1, 1, 15).reshape(5, 3), mindspore.float32), name='w')  # weight
        self.b = Parameter(Tensor(np.array([0.5, -0.5, 0.25]), mindspore.float32), name='b')  # bias

    def construct(self, x):
        z = ops.matmul(x, self.w) + self.b
        return z


net = Network()

print(net.trainable_params())

for name, param in net.parameters_and_names():
    print(f"{name}:\n{param.asnumpy()}")

print(net.b.asnumpy())

net.b.set_data(Tensor([3, 4, 5]))
print(net.b.asnumpy())

x = Tensor(np.ones(5), mindspore.float32)
print(net(x))

print(net.w.name, net.w.requires_grad, net.w.shape, net.w.dtype)

net.b.set_data(Tensor([1, 2, 3], mindspore.float32))
clone = net.b.clone()
print(clone.name, clone.asnumpy())

params = mindspore.ParameterTuple(net.trainable_params())
print(len(params), [p.name for p in params])


class MyCell(nn.Cell):
    def __init__(self, forward_net):
        super(MyCell, self).__init__()
        self.net = forward_net
        self.relu = nn.ReLU()

    def construct(self, x):
        y = self.net(x)
        return self.relu(y)


my = MyCell(net)
print(my)
for name, cell in my.cells_and_names():
    print(name, type(cell).__name__)
print(my(x))
print([p.name for p in my.get_parameters()])
my.net.b.requires_grad = False
print([p.name for p in my.trainable_params()], [p.name for p in my.untrainable_params()])
