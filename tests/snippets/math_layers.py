# msbridge API probe (not a public program): nn MatMul/Norm/OneHot/ChannelShuffle/LPPool/TimeDistributed on MindSpore 2.10
import numpy as np
import mindspore as ms
from mindspore import nn, ops
x = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 10)
print(nn.Norm()(x), nn.Norm(axis=1)(x), nn.Norm(axis=(0, 2), keep_dims=True)(x))
print(nn.OneHot(depth=4)(ms.Tensor([0, 3, 1], ms.int32)))
print(nn.OneHot(axis=0, depth=3, on_value=5.0, off_value=-1.0)(ms.Tensor([[0, 2], [1, 1]], ms.int32)))
print(nn.ChannelShuffle(2)(ms.Tensor(np.arange(8, dtype=np.float32).reshape(1, 4, 1, 2))))
print(nn.LPPool1d(2, 2)(x), nn.LPPool2d(1, 2, 1)(x.reshape(1, 2, 3, 4)))
print(nn.MatMul(transpose_x2=True)(x, x))
d = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
print(nn.TimeDistributed(d, time_axis=1, reshape_with_axis=0)(x))
print(nn.TimeDistributed(d, time_axis=1)(x))
g = ms.grad(lambda t: nn.Norm(axis=1)(t).sum())(x); print(g)
print(ms.grad(lambda t: nn.LPPool1d(2, 2)(t).sum())(x))
