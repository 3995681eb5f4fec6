# msbridge API probe (not a public program): custom_initializer on MindSpore 2.10, printed values and error lines
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.common.initializer import Initializer, initializer, _calculate_fan_in_and_fan_out
class MyInit(Initializer):
    def __init__(self, v):
        super().__init__(v=v); self.v = v
    def _initialize(self, arr):
        fi, fo = _calculate_fan_in_and_fan_out(arr.shape)
        arr[...] = np.arange(arr.size).reshape(arr.shape) * self.v / fi
t = initializer(MyInit(0.5), [3, 4], ms.float32)
print(t.asnumpy().tolist(), t.dtype)
d = nn.Dense(4, 2, weight_init=MyInit(0.1))
print(d.weight.asnumpy().tolist())
a = np.zeros((2, 3), np.float32); MyInit(1.0)(a); print(a.tolist())
print(_calculate_fan_in_and_fan_out((8, 3, 5, 5)))
try: _calculate_fan_in_and_fan_out((3,))
except Exception as e: print(type(e).__name__, e)
try: initializer(Initializer(), [2], ms.float32).init_data()
except Exception as e: print(type(e).__name__, e)
