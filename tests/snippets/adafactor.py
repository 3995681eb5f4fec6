# msbridge API probe (not a public program): nn.AdaFactor steps and argument errors on MindSpore 2.10
import numpy as np
import mindspore as ms
from mindspore import nn


def run(**kw):
    net = nn.SequentialCell(nn.Conv2d(1, 2, 2, has_bias=True, weight_init="ones", bias_init="zeros"), nn.Flatten(),
                            nn.Dense(18, 2, weight_init="ones", bias_init="zeros"))
    rng = np.random.RandomState(0)
    for p in net.trainable_params():
        p.set_data(ms.Tensor(rng.uniform(-0.5, 0.5, p.shape).astype(np.float32)))
    opt = nn.AdaFactor(net.trainable_params(), **kw)
    x = ms.Tensor(np.linspace(-1, 1, 18).reshape(2, 1, 3, 3).astype(np.float32))
    f = ms.value_and_grad(lambda a: (net(a) ** 2).sum(), None, opt.parameters)
    for _ in range(3):
        loss, g = f(x)
        opt(g)
    print(kw, loss)
    print([np.round(p.asnumpy().ravel()[:4], 6).tolist() for p in net.trainable_params()])


run()
run(learning_rate=0.1, relative_step=False)
run(learning_rate=0.05, relative_step=False, scale_parameter=False, beta1=0.0, weight_decay=0.1)
run(warmup_init=True, clip_threshold=0.5, decay_rate=0.5)
for kw in [dict(learning_rate=0.1), dict(eps=(1e-30,)), dict(warmup_init=True, relative_step=False, learning_rate=0.1),
           dict(relative_step=False), dict(decay_rate=1.5), dict(clip_threshold=1)]:
    try:
        nn.AdaFactor(nn.Dense(2, 2).trainable_params(), **kw)
    except Exception as e:
        print(type(e).__name__, str(e).split('\n')[0])
