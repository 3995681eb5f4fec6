# Source: MindSpore tutorial "Parameter Initialization" (advanced/modules/initializer), custom Initializer
# and cells_and_names re-initialization, https://www.mindspore.cn/tutorials/en/r2.3.0/advanced/modules/initializer.html
# and the model zoo's KaimingNormal-style initializer built on _calculate_fan_in_and_fan_out
# (https://gitee.com/mindspore/models/blob/master/official/cv/ResNet/src/init_weights.py).
# Adapted: the random draws of the built-in initializers are replaced by a deterministic custom Initializer.
import math
import numpy as np
import mindspore
from mindspore import nn
from mindspore.common.initializer import Initializer, initializer, Constant, One
from mindspore.common.initializer import _calculate_fan_in_and_fan_out


class FanScaledRamp(Initializer):
    """A deterministic fan-in scaled ramp in place of a random draw."""
    def __init__(self, gain=1.0):
        super().__init__(gain=gain)
        self.gain = gain

    def _initialize(self, arr):
        fan_in, _ = _calculate_fan_in_and_fan_out(arr.shape)
        std = self.gain / math.sqrt(fan_in)
        ramp = np.linspace(-1.0, 1.0, arr.size).reshape(arr.shape)
        arr[...] = (ramp * std).astype(arr.dtype)


net = nn.Conv2d(3, 4, 3, weight_init=FanScaledRamp(math.sqrt(2.0)))
print(net.weight.asnumpy()[0, 0])

net = nn.Conv2d(3, 4, 3, weight_init=One())
print(net.weight.asnumpy().sum())

net = nn.Conv2d(3, 4, 3, weight_init=Constant(0.5))
print(net.weight.asnumpy().mean())

tensor1 = initializer(FanScaledRamp(), [2, 3], mindspore.float32)
print(tensor1.init_data())
tensor2 = initializer(Constant(2.0), [1, 2, 3], mindspore.float32)
print(tensor2.init_data())


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 2, 3, has_bias=True)
        self.fc = nn.Dense(32, 3)

    def construct(self, x):
        x = self.conv1(x)
        return self.fc(x.reshape(x.shape[0], -1))


net = Net()
for name, cell in net.cells_and_names():
    if isinstance(cell, nn.Conv2d):
        cell.weight.set_data(initializer(FanScaledRamp(math.sqrt(5)), cell.weight.shape, cell.weight.dtype))
        cell.bias.set_data(initializer("zeros", cell.bias.shape, cell.bias.dtype))
    elif isinstance(cell, nn.Dense):
        cell.weight.set_data(initializer(FanScaledRamp(), cell.weight.shape, cell.weight.dtype))
        cell.bias.set_data(initializer(Constant(0.1), cell.bias.shape, cell.bias.dtype))
x = mindspore.Tensor(np.linspace(0, 1, 16).reshape(1, 1, 4, 4).astype(np.float32))
print(net(x))
print(_calculate_fan_in_and_fan_out(net.conv1.weight.shape), _calculate_fan_in_and_fan_out(net.fc.weight.shape))
