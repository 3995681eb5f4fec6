# msbridge API probe (not a public program): hook_backward_tensor_hook on MindSpore 2.10, printed values and error lines
import numpy as np
import mindspore as ms
from mindspore import nn, ops
def hook_fn(grad):
    print("hook grad", grad)
    return (grad[0] * 2,)
hb = ops.HookBackward(hook_fn)
def f(x, y):
    z = x * y
    z = hb(z)
    return z * x
g = ms.grad(f, grad_position=(0, 1))
print(g(ms.Tensor(2.0), ms.Tensor(3.0)))
def hook_none(grad):
    print("none", grad)
hb2 = ops.HookBackward(hook_none, cell_id="abc")
print(hb2.cell_id if hasattr(hb2,'cell_id') else None)
print(ms.grad(lambda x: hb2(x*x))(ms.Tensor(3.0)))
print(hb(ms.Tensor(1.0)))
for bad in [1, "s"]:
    try: ops.HookBackward(bad)
    except Exception as e: print(type(e).__name__, str(e).split('\n')[0])
try: ops.HookBackward(hook_fn, cell_id=1)
except Exception as e: print(type(e).__name__, str(e).split('\n')[0])
try: print(hb(ms.Tensor(1.0), ms.Tensor(2.0)))
except Exception as e: print(type(e).__name__, str(e).split('\n')[0])
# tensor hook
def th(grad):
    print("th", grad)
    return grad * 3
def f2(x):
    y = x * 2
    h = y.register_hook(th)
    return (y * y).sum()
x = ms.Tensor(np.array([1.0, 2.0], np.float32))
print(ms.grad(f2)(x))
x.register_hook(lambda g: print("leaf", g))
print(ms.grad(lambda x: (x*x).sum())(x))
xp = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
hd = xp.register_hook(lambda g: g + 1)
print(ms.grad(lambda x: (x*x).sum())(xp))
hd.remove()
print(ms.grad(lambda x: (x*x).sum())(xp))
try: x.register_hook(1)
except Exception as e: print(type(e).__name__, str(e).split('\n')[0])
print(len(x.hooks()), callable(x.hooks()[0]))
