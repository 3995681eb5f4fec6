# Source: MindSpore tutorial "GAN for Image Generation" (application/generative/gan),
# https://www.mindspore.cn/tutorials/application/en/r2.3.0/generative/gan.html
# Adapted: random images instead of MNIST, smaller layers, fixed weights and latent codes, three steps.
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore import ops
from mindspore.common import dtype as mstype

img_size = 8
latent_size = 10
rng = np.random.RandomState(0)


class Generator(nn.Cell):
    def __init__(self, latent_size, auto_prefix=True):
        super(Generator, self).__init__(auto_prefix=auto_prefix)
        self.model = nn.SequentialCell()
        self.model.append(nn.Dense(latent_size, 32))
        self.model.append(nn.ReLU())
        self.model.append(nn.Dense(32, 64))
        self.model.append(nn.BatchNorm1d(64))
        self.model.append(nn.ReLU())
        self.model.append(nn.Dense(64, img_size * img_size))
        self.model.append(nn.Tanh())

    def construct(self, x):
        img = self.model(x)
        return ops.reshape(img, (-1, 1, img_size, img_size))


class Discriminator(nn.Cell):
    def __init__(self, auto_prefix=True):
        super().__init__(auto_prefix=auto_prefix)
        self.model = nn.SequentialCell()
        self.model.append(nn.Dense(img_size * img_size, 32))
        self.model.append(nn.LeakyReLU())
        self.model.append(nn.Dense(32, 16))
        self.model.append(nn.LeakyReLU())
        self.model.append(nn.Dense(16, 1))
        self.model.append(nn.Sigmoid())

    def construct(self, x):
        x_flat = ops.reshape(x, (-1, img_size * img_size))
        return self.model(x_flat)


net_g = Generator(latent_size)
net_d = Discriminator()
for net in (net_g, net_d):
    for p in net.trainable_params():
        if "gamma" not in p.name and "beta" not in p.name:
            p.set_data(ms.Tensor(rng.normal(0, 0.2, p.shape).astype(np.float32)))

adversarial_loss = nn.BCELoss(reduction='mean')
optimizer_d = nn.Adam(net_d.trainable_params(), learning_rate=0.0002, beta1=0.5, beta2=0.999)
optimizer_g = nn.Adam(net_g.trainable_params(), learning_rate=0.0002, beta1=0.5, beta2=0.999)
optimizer_g.update_parameters_name('optim_g.')
optimizer_d.update_parameters_name('optim_d.')


def generator_forward(test_noises):
    fake_data = net_g(test_noises)
    fake_out = net_d(fake_data)
    loss_g = adversarial_loss(fake_out, ops.ones_like(fake_out))
    return loss_g


def discriminator_forward(real_data, test_noises):
    fake_data = net_g(test_noises)
    fake_out = net_d(fake_data)
    real_out = net_d(real_data)
    real_loss = adversarial_loss(real_out, ops.ones_like(real_out))
    fake_loss = adversarial_loss(fake_out, ops.zeros_like(fake_out))
    loss_d = real_loss + fake_loss
    return loss_d


grad_g = ms.value_and_grad(generator_forward, None, net_g.trainable_params())
grad_d = ms.value_and_grad(discriminator_forward, None, net_d.trainable_params())


def train_step(real_data, latent_code):
    loss_d, grads_d = grad_d(real_data, latent_code)
    optimizer_d(grads_d)
    loss_g, grads_g = grad_g(latent_code)
    optimizer_g(grads_g)
    return loss_d, loss_g


net_g.set_train()
net_d.set_train()
for i in range(3):
    image = ms.Tensor(rng.uniform(-1, 1, (8, 1, img_size, img_size)).astype(np.float32))
    latent_code = ms.Tensor(rng.normal(size=(8, latent_size)), dtype=mstype.float32)
    d_loss, g_loss = train_step(image, latent_code)
    print('[%2d/%2d]  Loss_D: %.6f  Loss_G: %.6f' % (i + 1, 3, d_loss.asnumpy(), g_loss.asnumpy()))

net_g.set_train(False)
test_noise = ms.Tensor(rng.normal(size=(2, latent_size)), dtype=mstype.float32)
print(net_g(test_noise)[0, 0, :2])
