# msbridge API probe (not a public program): mindspore.export(MINDIR) / load / nn.GraphCell under GRAPH_MODE
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
net = nn.Conv2d(1, 2, kernel_size=3, weight_init="ones", has_bias=True, bias_init="ones")
x = ms.Tensor(np.linspace(-1, 1, 32).reshape(2, 1, 4, 4).astype(np.float32))
d = tempfile.mkdtemp()
ms.export(net, x, file_name=os.path.join(d, "net"), file_format="MINDIR")
cell = nn.GraphCell(ms.load(os.path.join(d, "net.mindir")))
print(cell(x))
print(net(x))
ms.set_context(mode=ms.PYNATIVE_MODE)
print(cell(x))
