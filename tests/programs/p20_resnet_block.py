# Source: MindSpore tutorial "ResNet50 for Image Classification" (application/cv/resnet50): ResidualBlockBase,
# ResidualBlock and make_layer, https://www.mindspore.cn/tutorials/application/en/r2.3.0/cv/resnet50.html
# Adapted: a small two-stage network on 16x16 random images, fixed weights, two training steps.
import numpy as np
import mindspore as ms
from typing import Type, Union, List, Optional
from mindspore import nn
from mindspore.common.initializer import Normal

weight_init = Normal(mean=0, sigma=0.02)
gamma_init = Normal(mean=1, sigma=0.02)


class ResidualBlockBase(nn.Cell):
    expansion: int = 1

    def __init__(self, in_channel: int, out_channel: int,
                 stride: int = 1, norm: Optional[nn.Cell] = None,
                 down_sample: Optional[nn.Cell] = None) -> None:
        super(ResidualBlockBase, self).__init__()
        if not norm:
            self.norm = nn.BatchNorm2d(out_channel)
        else:
            self.norm = norm

        self.conv1 = nn.Conv2d(in_channel, out_channel,
                               kernel_size=3, stride=stride,
                               weight_init=weight_init)
        self.conv2 = nn.Conv2d(in_channel, out_channel,
                               kernel_size=3, weight_init=weight_init)
        self.relu = nn.ReLU()
        self.down_sample = down_sample

    def construct(self, x):
        identity = x

        out = self.conv1(x)
        out = self.norm(out)
        out = self.relu(out)
        out = self.conv2(out)
        out = self.norm(out)

        if self.down_sample is not None:
            identity = self.down_sample(x)
        out += identity
        out = self.relu(out)

        return out


class ResidualBlock(nn.Cell):
    expansion = 4

    def __init__(self, in_channel: int, out_channel: int,
                 stride: int = 1, down_sample: Optional[nn.Cell] = None) -> None:
        super(ResidualBlock, self).__init__()

        self.conv1 = nn.Conv2d(in_channel, out_channel,
                               kernel_size=1, weight_init=weight_init)
        self.norm1 = nn.BatchNorm2d(out_channel)
        self.conv2 = nn.Conv2d(out_channel, out_channel,
                               kernel_size=3, stride=stride,
                               weight_init=weight_init)
        self.norm2 = nn.BatchNorm2d(out_channel)
        self.conv3 = nn.Conv2d(out_channel, out_channel * self.expansion,
                               kernel_size=1, weight_init=weight_init)
        self.norm3 = nn.BatchNorm2d(out_channel * self.expansion)

        self.relu = nn.ReLU()
        self.down_sample = down_sample

    def construct(self, x):

        identity = x

        out = self.conv1(x)
        out = self.norm1(out)
        out = self.relu(out)
        out = self.conv2(out)
        out = self.norm2(out)
        out = self.relu(out)
        out = self.conv3(out)
        out = self.norm3(out)

        if self.down_sample is not None:
            identity = self.down_sample(x)

        out += identity
        out = self.relu(out)

        return out


def make_layer(last_out_channel, block: Type[Union[ResidualBlockBase, ResidualBlock]],
               channel: int, block_nums: int, stride: int = 1):
    down_sample = None

    if stride != 1 or last_out_channel != channel * block.expansion:

        down_sample = nn.SequentialCell([
            nn.Conv2d(last_out_channel, channel * block.expansion,
                      kernel_size=1, stride=stride, weight_init=weight_init),
            nn.BatchNorm2d(channel * block.expansion, gamma_init=gamma_init)
        ])

    layers = []
    layers.append(block(last_out_channel, channel, stride=stride, down_sample=down_sample))

    in_channel = channel * block.expansion
    for _ in range(1, block_nums):

        layers.append(block(in_channel, channel))

    return nn.SequentialCell(layers)


class SmallResNet(nn.Cell):
    def __init__(self, block, layer_nums: List[int], num_classes: int, input_channel: int) -> None:
        super(SmallResNet, self).__init__()

        self.relu = nn.ReLU()
        self.conv1 = nn.Conv2d(3, 8, kernel_size=3, stride=1, weight_init=weight_init)
        self.norm = nn.BatchNorm2d(8)
        self.max_pool = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode='same')
        self.layer1 = make_layer(8, block, 4, layer_nums[0])
        self.layer2 = make_layer(4 * block.expansion, block, 8, layer_nums[1], stride=2)
        self.avg_pool = nn.AvgPool2d()
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(in_channels=input_channel, out_channels=num_classes)

    def construct(self, x):
        x = self.conv1(x)
        x = self.norm(x)
        x = self.relu(x)
        x = self.max_pool(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x = x.mean(axis=(2, 3))
        x = self.flatten(x)
        x = self.fc(x)
        return x


network = SmallResNet(ResidualBlock, [1, 1], 5, 32)
rng = np.random.RandomState(0)
for p in network.trainable_params():
    if "gamma" in p.name:
        p.set_data(ms.Tensor(rng.normal(1, 0.02, p.shape).astype(np.float32)))
    elif "beta" not in p.name:
        p.set_data(ms.Tensor(rng.normal(0, 0.1, p.shape).astype(np.float32)))
print(len(network.trainable_params()), sum(p.size for p in network.trainable_params()))

loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
opt = nn.Momentum(params=network.trainable_params(), learning_rate=0.01, momentum=0.9)


def forward_fn(inputs, targets):
    logits = network(inputs)
    loss = loss_fn(logits, targets)
    return loss


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
network.set_train()
for step in range(2):
    images = ms.Tensor(rng.uniform(-1, 1, (4, 3, 16, 16)).astype(np.float32))
    labels = ms.Tensor(rng.randint(0, 5, (4,)).astype(np.int32))
    loss, grads = grad_fn(images, labels)
    opt(grads)
    print("step", step, "loss", loss)
network.set_train(False)
print(network(images))
print(network.layer1[0].norm1.moving_mean.asnumpy())
