# msbridge API probe (not a public program): nn BiDense, MaxUnpool1d/2d/3d, FractionalMaxPool2d on MindSpore 2.10
import numpy as np
import mindspore as ms
from mindspore import nn, ops
def tryp(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, str(e).split('\n')[0][:200])
x1 = ms.Tensor(np.linspace(-1, 1, 6).reshape(2, 3).astype(np.float32))
x2 = ms.Tensor(np.linspace(0, 1, 8).reshape(2, 4).astype(np.float32))
b = nn.BiDense(3, 4, 2, weight_init="ones", bias_init="zeros")
print([(p.name, p.shape) for p in b.trainable_params()])
tryp(lambda: b(x1, x2))
b.weight.set_data(ms.Tensor(np.linspace(-0.5, 0.5, 24).reshape(2, 3, 4).astype(np.float32)))
tryp(lambda: b(x1, x2))
tryp(lambda: ms.grad(lambda a, c: b(a, c).sum(), (0, 1))(x1, x2))
tryp(lambda: nn.BiDense(3, 4, 2, has_bias=False)(x1, x2).shape)
tryp(lambda: b(x1, x1))
print(b)
xp = ms.Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
out, idx = ops.max_pool2d(xp, 2, 2, return_indices=True)
tryp(lambda: nn.MaxUnpool2d(2, 2)(out, idx))
tryp(lambda: nn.MaxUnpool2d(2)(out, idx, (1, 1, 5, 5)))
tryp(lambda: nn.MaxUnpool1d(2, 2)(ms.Tensor([[[1., 3., 5., 7.]]]), ms.Tensor([[[1, 3, 5, 7]]], ms.int64)))
tryp(lambda: nn.MaxUnpool3d(2, 2)(ms.Tensor(np.ones((1, 1, 1, 1, 2), np.float32)), ms.Tensor([[[[[1, 7]]]]], ms.int64)))
tryp(lambda: nn.FractionalMaxPool2d(2, output_size=(2, 2), _random_samples=ms.Tensor([[[0.5, 0.5]]], ms.float32))(xp))
