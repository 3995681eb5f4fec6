# Source: the VAE of MindSpore Probability's tutorial (encoder giving mean and log-variance, reparameterisation,
# BCE reconstruction + KL ELBO trained with TrainOneStepCell), https://www.mindspore.cn/probability/docs/en/master/,
# re-expressed with plain nn/ops as MindSpore 2.x code writes it (mindspore.nn.probability is gone in 2.x).
# Adapted: random images, small sizes, fixed weights and fixed reparameterisation noise, three steps.
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

IMAGE_SHAPE = (-1, 1, 8, 8)
rng = np.random.RandomState(0)


class Encoder(nn.Cell):
    def __init__(self):
        super(Encoder, self).__init__()
        self.fc1 = nn.Dense(64, 32)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.mean = nn.Dense(32, 4)
        self.log_var = nn.Dense(32, 4)

    def construct(self, x):
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        return self.mean(x), self.log_var(x)


class Decoder(nn.Cell):
    def __init__(self):
        super(Decoder, self).__init__()
        self.fc1 = nn.Dense(4, 32)
        self.fc2 = nn.Dense(32, 64)
        self.relu = nn.ReLU()
        self.sigmoid = nn.Sigmoid()
        self.reshape = ops.Reshape()

    def construct(self, z):
        z = self.relu(self.fc1(z))
        z = self.sigmoid(self.fc2(z))
        return self.reshape(z, IMAGE_SHAPE)


class VAE(nn.Cell):
    def __init__(self, encoder, decoder):
        super(VAE, self).__init__()
        self.encoder = encoder
        self.decoder = decoder
        self.exp = ops.Exp()

    def construct(self, x, eps):
        mu, log_var = self.encoder(x)
        std = self.exp(0.5 * log_var)
        z = mu + eps * std
        recon = self.decoder(z)
        return recon, mu, log_var


class ELBO(nn.Cell):
    def __init__(self, network):
        super(ELBO, self).__init__()
        self.network = network
        self.bce = nn.BCELoss(reduction='sum')

    def construct(self, x, eps):
        recon, mu, log_var = self.network(x, eps)
        reconstruction = self.bce(recon, x)
        kl = -0.5 * ops.sum(1 + log_var - mu * mu - ops.exp(log_var))
        return (reconstruction + kl) / x.shape[0]


vae = VAE(Encoder(), Decoder())
for p in vae.trainable_params():
    p.set_data(ms.Tensor(rng.normal(0, 0.2, p.shape).astype(np.float32)))
net_with_loss = ELBO(vae)
optimizer = nn.Adam(params=vae.trainable_params(), learning_rate=0.001)
train_net = nn.TrainOneStepCell(net_with_loss, optimizer)
train_net.set_train()
for step in range(3):
    x = ms.Tensor(rng.uniform(0, 1, (8, 1, 8, 8)).astype(np.float32))
    eps = ms.Tensor(rng.normal(size=(8, 4)).astype(np.float32))
    print("step", step, "loss", train_net(x, eps))

z = ms.Tensor(rng.normal(size=(2, 4)).astype(np.float32))
sample = vae.decoder(z)
print(sample.shape)
print(sample[0, 0, 0])
