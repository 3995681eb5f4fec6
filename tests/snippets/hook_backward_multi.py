# msbridge API probe (not a public program): hook_backward_multi on MindSpore 2.10, printed values and error lines
import numpy as np
import mindspore as ms
from mindspore import nn, ops
hb = ops.HookBackward(lambda g: g[0] * 2)
try: print(ms.grad(lambda x: hb(x * x))(ms.Tensor(3.0)))
except Exception as e: print(type(e).__name__, str(e).split('\n')[0])
hb = ops.HookBackward(lambda g: (g[0] * 2, g[0]))
try: print(ms.grad(lambda x: hb(x * x))(ms.Tensor(3.0)))
except Exception as e: print(type(e).__name__, str(e).split('\n')[0])
def h3(g):
    print("h3", len(g), g)
    return (g[0] + 1, g[1] * 10)
hb = ops.HookBackward(h3)
def f(x, y):
    a, b = hb(x * 2, y * 3)
    return a * b
print(ms.grad(f, grad_position=(0, 1))(ms.Tensor(1.0), ms.Tensor(2.0)))
print(type(hb).__name__, isinstance(hb, ops.Primitive))
for v in [1.0, 1, True, [1.0], 'a']:
    try:
        hb(v)
    except Exception as e:
        print(type(e).__name__, str(e).split('.The supported')[0])
