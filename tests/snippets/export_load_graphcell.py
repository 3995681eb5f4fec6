# msbridge API probe (not a public program): mindspore.export(MINDIR) / load / nn.GraphCell round trip and errors
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, weight_init="ones", bias_init="zeros", has_bias=True)
        self.bn = nn.BatchNorm2d(2)
        self.fc = nn.Dense(32, 3, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        x = self.bn(self.conv(x))
        return self.fc(x.reshape(x.shape[0], -1)).tanh()


net = Net()
net.fc.weight.set_data(ms.Tensor(np.linspace(-0.1, 0.1, 96).reshape(3, 32).astype(np.float32)))
x = ms.Tensor(np.linspace(0, 1, 16).reshape(1, 1, 4, 4).astype(np.float32))
d = tempfile.mkdtemp()
ms.export(net, x, file_name=os.path.join(d, "net"), file_format="MINDIR")
print(sorted(os.listdir(d)))
graph = ms.load(os.path.join(d, "net.mindir"))
cell = nn.GraphCell(graph)
print(cell(x))
print(net(x))
ms.export(net, x, file_name=os.path.join(d, "again.mindir"), file_format="MINDIR")
print(sorted(os.listdir(d)))
for fmt in ["AIR", "XYZ"]:
    try:
        ms.export(net, x, file_name=os.path.join(d, "net"), file_format=fmt)
    except Exception as e:
        print(fmt, type(e).__name__, str(e).split('\n')[0])
for name in ["nope.mindir", "net.onnx"]:
    try:
        ms.load(os.path.join(d, name))
    except Exception as e:
        print(type(e).__name__, str(e).split('\n')[0])
try:
    nn.GraphCell(net)
except Exception as e:
    print(type(e).__name__, str(e).split('\n')[0].replace("msbridge", "mindspore"))
