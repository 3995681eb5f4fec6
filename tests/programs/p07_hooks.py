# Source: MindSpore docs "Hook Programming" (model_train/custom_program/hook_program),
# https://www.mindspore.cn/docs/en/r2.3.0/model_train/custom_program/hook_program.html
# Adapted: the examples' networks get fixed weights; the printed gradients are the programs' own.
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import ops
from mindspore import Tensor
from mindspore.ops import GradOperation

ms.set_context(mode=ms.PYNATIVE_MODE)


def hook_fn(grad_out):
    """print gradient"""
    print(grad_out)


grad_all = GradOperation(get_all=True)
hook = ops.HookBackward(hook_fn)


def hook_test(x, y):
    z = x * y
    z = hook(z)
    z = z * y
    return z


def net(x, y):
    return grad_all(hook_test)(x, y)


output = net(Tensor(1, ms.float32), Tensor(2, ms.float32))
print(output)


def hook_fn2(grad):
    return grad * 2


def hook_test2(x, y):
    z = x * y
    z.register_hook(hook_fn2)
    z = z * y
    return z


def net2(x, y):
    return grad_all(hook_test2)(x, y)


output = net2(Tensor(1, ms.float32), Tensor(2, ms.float32))
print(output)


def forward_pre_hook_fn(cell, inputs):
    print("forward inputs: ", inputs)


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.mul = nn.MatMul()
        self.handle = self.mul.register_forward_pre_hook(forward_pre_hook_fn)

    def construct(self, x, y):
        x = x + x
        x = self.mul(x, y)
        return x


grad = GradOperation(get_all=True)
net3 = Net()
x = Tensor(np.ones([1]).astype(np.float32))
y = Tensor(np.ones([1]).astype(np.float32))
output = net3(x, y)
print(output)
gradient = grad(net3)(x, y)
print(gradient)
net3.handle.remove()
gradient = grad(net3)(x, y)
print(gradient)


def forward_hook_fn(cell, inputs, output):
    print("forward inputs: ", inputs)
    print("forward output: ", output)


class Net4(nn.Cell):
    def __init__(self):
        super(Net4, self).__init__()
        self.mul = nn.MatMul()
        self.handle = self.mul.register_forward_hook(forward_hook_fn)

    def construct(self, x, y):
        x = x + x
        x = self.mul(x, y)
        return x


net4 = Net4()
gradient = grad(net4)(x, y)
print(gradient)
net4.handle.remove()


def backward_hook_function(cell, grad_input, grad_output):
    print(grad_input)
    print(grad_output)


class Net5(nn.Cell):
    def __init__(self):
        super(Net5, self).__init__()
        self.conv = nn.Conv2d(1, 2, kernel_size=2, stride=1, padding=0, weight_init="ones", pad_mode="valid")
        self.bn = nn.BatchNorm2d(2, momentum=0.99, eps=0.00001, gamma_init="ones")
        self.handle = self.bn.register_backward_hook(backward_hook_function)
        self.relu = nn.ReLU()

    def construct(self, x):
        x = self.conv(x)
        x = self.bn(x)
        x = self.relu(x)
        return x


net5 = Net5()
grad_net = GradOperation(get_all=True)
output = grad_net(net5)(Tensor(np.ones([1, 1, 2, 2]).astype(np.float32)))
print(output)
net5.handle.remove()
