# Source: MindSpore tutorial "Optimizer" (advanced/modules/optimizer): dynamic learning rates, parameter groups,
# weight decay, https://www.mindspore.cn/tutorials/en/r2.3.0/advanced/modules/optimizer.html
# Adapted: fixed weights and inputs, two steps per optimizer.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

milestone = [1, 3, 10]
learning_rates = [0.1, 0.05, 0.01]
lr = nn.piecewise_constant_lr(milestone, learning_rates)
print(lr)

learning_rate = 0.1
decay_rate = 0.9
total_step = 6
step_per_epoch = 2
decay_epoch = 1
lr = nn.exponential_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch)
print(lr)

learning_rate = 0.1
decay_rate = 0.9
decay_steps = 4
global_step = ms.Tensor(2, ms.int32)
exponential_decay_lr = nn.ExponentialDecayLR(learning_rate, decay_rate, decay_steps)
result = exponential_decay_lr(global_step)
print(result)


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.matmul = ops.MatMul()
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="valid")
        self.param = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), 'param')

    def construct(self, x):
        x = self.conv(x)
        x = x * self.param
        return x.sum()


def make_net():
    net = Net()
    rng = np.random.RandomState(0)
    for p in net.trainable_params():
        p.set_data(ms.Tensor(rng.uniform(-0.5, 0.5, p.shape).astype(np.float32)))
    return net


x = ms.Tensor(np.linspace(-1, 1, 25).reshape(1, 1, 5, 5).astype(np.float32))

net = make_net()
conv_params = list(filter(lambda x: 'conv' in x.name, net.trainable_params()))
no_conv_params = list(filter(lambda x: 'conv' not in x.name, net.trainable_params()))
fix_lr = 0.01
polynomial_decay_lr = nn.learning_rate_schedule.PolynomialDecayLR(learning_rate=0.1, end_learning_rate=0.01,
                                                                  decay_steps=4, power=0.5)
group_params = [{'params': conv_params, 'weight_decay': 0.01, 'lr': fix_lr},
                {'params': no_conv_params, 'lr': polynomial_decay_lr},
                {'order_params': net.trainable_params()}]
optim = nn.Momentum(group_params, learning_rate=0.1, momentum=0.9, weight_decay=0.0)
grad_fn = ms.value_and_grad(net, None, optim.parameters)
for step in range(2):
    loss, grads = grad_fn(x)
    optim(grads)
    print(step, loss, net.param.asnumpy())
print(net.conv.weight.asnumpy()[0, 0, 0])

for opt_cls in (nn.Adam, nn.AdamWeightDecay, nn.RMSProp, nn.Adagrad):
    net = make_net()
    opt = opt_cls(net.trainable_params(), learning_rate=0.05)
    grad_fn = ms.value_and_grad(net, None, opt.parameters)
    for step in range(2):
        loss, grads = grad_fn(x)
        opt(grads)
    print(opt_cls.__name__, loss, net.param.asnumpy())
