# msbridge API probe (not a public program): cell_hooks on MindSpore 2.10, printed values and error lines
import numpy as np
import mindspore as ms
from mindspore import nn, ops
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
    def construct(self, x):
        return self.dense(x) * 2
net = Net()
def pre(cell, inputs):
    print("pre", type(cell).__name__, inputs)
    return (inputs[0] + 1,)
def fwd(cell, inputs, output):
    print("fwd", inputs, output)
    return output
def bpre(cell, grad_output):
    print("bpre", grad_output)
    return (grad_output[0] * 10,)
def bwd(cell, grad_input, grad_output):
    print("bwd", grad_input, grad_output)
h1 = net.dense.register_forward_pre_hook(pre)
h2 = net.dense.register_forward_hook(fwd)
h3 = net.dense.register_backward_pre_hook(bpre)
h4 = net.dense.register_backward_hook(bwd)
x = ms.Tensor(np.array([[1.0, 2.0]], np.float32))
print(net(x))
print(ms.grad(net)(x))
for h in (h1, h2, h3, h4): h.remove()
print(net(x), ms.grad(net)(x))
try: net.register_backward_pre_hook(3)
except Exception as e: print(type(e).__name__, str(e).split('\n')[0])
try: net.register_forward_hook(3)
except Exception as e: print(type(e).__name__, str(e).split('\n')[0])
