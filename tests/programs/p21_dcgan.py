# Source: MindSpore tutorial "Deep Convolutional Generative Adversarial Networks" (application/generative/dcgan),
# https://www.mindspore.cn/tutorials/application/en/r2.3.0/generative/dcgan.html
# Adapted: 16x16 random images instead of the anime-faces download, smaller feature maps (ngf = ndf = 8), fixed
# weights and latent codes, two training steps.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.common.initializer import Normal

nz = 10
ngf = 8
ndf = 8
nc = 3
lr = 0.0002
beta1 = 0.5
image_size = 16

weight_init = Normal(mean=0, sigma=0.02)
gamma_init = Normal(mean=1, sigma=0.02)


class Generator(nn.Cell):
    def __init__(self):
        super(Generator, self).__init__()
        self.generator = nn.SequentialCell(
            nn.Conv2dTranspose(nz, ngf * 4, 4, 1, 'valid', weight_init=weight_init),
            nn.BatchNorm2d(ngf * 4, gamma_init=gamma_init),
            nn.ReLU(),
            nn.Conv2dTranspose(ngf * 4, ngf * 2, 4, 2, 'pad', 1, weight_init=weight_init),
            nn.BatchNorm2d(ngf * 2, gamma_init=gamma_init),
            nn.ReLU(),
            nn.Conv2dTranspose(ngf * 2, nc, 4, 2, 'pad', 1, weight_init=weight_init),
            nn.Tanh()
        )

    def construct(self, x):
        return self.generator(x)


class Discriminator(nn.Cell):
    def __init__(self):
        super(Discriminator, self).__init__()
        self.discriminator = nn.SequentialCell(
            nn.Conv2d(nc, ndf, 4, 2, 'pad', 1, weight_init=weight_init),
            nn.LeakyReLU(0.2),
            nn.Conv2d(ndf, ndf * 2, 4, 2, 'pad', 1, weight_init=weight_init),
            nn.BatchNorm2d(ngf * 2, gamma_init=gamma_init),
            nn.LeakyReLU(0.2),
            nn.Conv2d(ndf * 2, 1, 4, 1, 'valid', weight_init=weight_init),
        )
        self.adv_layer = nn.Sigmoid()

    def construct(self, x):
        out = self.discriminator(x)
        out = out.reshape(out.shape[0], -1)
        return self.adv_layer(out)


generator = Generator()
discriminator = Discriminator()
rng = np.random.RandomState(0)
for net in (generator, discriminator):
    for p in net.trainable_params():
        if "gamma" in p.name:
            p.set_data(ms.Tensor(rng.normal(1, 0.02, p.shape).astype(np.float32)))
        elif "beta" not in p.name:
            p.set_data(ms.Tensor(rng.normal(0, 0.02, p.shape).astype(np.float32)))

adversarial_loss = nn.BCELoss(reduction='mean')
optimizer_D = nn.Adam(discriminator.trainable_params(), learning_rate=lr, beta1=beta1)
optimizer_G = nn.Adam(generator.trainable_params(), learning_rate=lr, beta1=beta1)
optimizer_G.update_parameters_name('optim_g.')
optimizer_D.update_parameters_name('optim_d.')


def generator_forward(real_imgs, valid):
    z = ops.standard_normal((real_imgs.shape[0], nz, 1, 1)) * 0 + fixed_z
    gen_imgs = generator(z)
    g_loss = adversarial_loss(discriminator(gen_imgs), valid)
    return g_loss, gen_imgs


def discriminator_forward(real_imgs, gen_imgs, valid, fake):
    real_loss = adversarial_loss(discriminator(real_imgs), valid)
    fake_loss = adversarial_loss(discriminator(gen_imgs), fake)
    d_loss = (real_loss + fake_loss) / 2
    return d_loss


grad_generator_fn = ms.value_and_grad(generator_forward, None, optimizer_G.parameters, has_aux=True)
grad_discriminator_fn = ms.value_and_grad(discriminator_forward, None, optimizer_D.parameters)


def train_step(imgs):
    valid = ops.ones((imgs.shape[0], 1), ms.float32)
    fake = ops.zeros((imgs.shape[0], 1), ms.float32)

    (g_loss, gen_imgs), g_grads = grad_generator_fn(imgs, valid)
    optimizer_G(g_grads)
    d_loss, d_grads = grad_discriminator_fn(imgs, gen_imgs, valid, fake)
    optimizer_D(d_grads)

    return g_loss, d_loss, gen_imgs


generator.set_train()
discriminator.set_train()
for i in range(2):
    fixed_z = ms.Tensor(rng.normal(size=(4, nz, 1, 1)).astype(np.float32))
    image = ms.Tensor(rng.uniform(-1, 1, (4, nc, image_size, image_size)).astype(np.float32))
    g_loss, d_loss, gen_imgs = train_step(image)
    print('[%2d/%d]   Loss_D: %.6f  Loss_G: %.6f' % (i + 1, 2, d_loss.asnumpy(), g_loss.asnumpy()))
print(gen_imgs.shape, gen_imgs[0, 0, 0, :4])
