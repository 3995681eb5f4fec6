"""A small ResNet-style network in torch and its MindSpore-style port (msbridge), with switches for the bugs a
migrator typically plants; shared by the parity tests and the CLI test (``parity_nets:port``)."""
import pytest
import torch
from torch import nn as tnn

from msbridge import nn


@pytest.fixture(autouse=True, scope="module")
def one_torch_thread():
    """Run a test module with one torch thread: on the shared 2-core machine intra-op threads contend and a
    small convolution network runs about 80x slower with two."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


class TorchBlock(tnn.Module):
    """torch BasicBlock: conv3x3(stride)-BN-ReLU-conv3x3-BN plus a 1x1 projection shortcut."""

    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = tnn.Conv2d(cin, cout, 3, stride, padding=1, bias=False)
        self.bn1 = tnn.BatchNorm2d(cout)
        self.relu = tnn.ReLU(inplace=True)
        self.conv2 = tnn.Conv2d(cout, cout, 3, 1, padding=1, bias=False)
        self.bn2 = tnn.BatchNorm2d(cout)
        self.down = tnn.Sequential(tnn.Conv2d(cin, cout, 1, stride, bias=False), tnn.BatchNorm2d(cout))

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + self.down(x))


def torch_head(width, classes):
    return tnn.Sequential(tnn.Linear(width, width), tnn.BatchNorm1d(width), tnn.ReLU(), tnn.Dropout(0.5),
                          tnn.Linear(width, classes))


class TorchNet(tnn.Module):
    """Deep-stem ResNet-style classifier: two stem convs, one strided block, pooling, an MLP head."""

    def __init__(self, classes=10):
        super().__init__()
        self.stem = tnn.Sequential(tnn.Conv2d(3, 8, 3, padding=1, bias=False), tnn.BatchNorm2d(8), tnn.ReLU(),
                                   tnn.Conv2d(8, 8, 3, padding=1, bias=False), tnn.BatchNorm2d(8), tnn.ReLU())
        self.layer1 = TorchBlock(8, 16, 2)
        self.pool = tnn.AdaptiveAvgPool2d(1)
        self.flatten = tnn.Flatten()
        self.classifier = torch_head(16, classes)

    def forward(self, x):
        return self.classifier(self.flatten(self.pool(self.layer1(self.stem(x)))))


class Block(nn.Cell):
    """The port of TorchBlock; ``same_pad_conv1`` keeps MindSpore's default pad_mode on its first conv and
    ``torch_momentum`` passes torch's momentum value to its first BatchNorm (two planted bugs)."""

    def __init__(self, cin, cout, stride, same_pad_conv1=False, torch_momentum=False):
        super().__init__()
        if same_pad_conv1:
            self.conv1 = nn.Conv2d(cin, cout, 3, stride)
        else:
            self.conv1 = nn.Conv2d(cin, cout, 3, stride, pad_mode="pad", padding=1)
        self.bn1 = nn.BatchNorm2d(cout, momentum=0.1 if torch_momentum else 0.9)
        self.relu = nn.ReLU()
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, pad_mode="pad", padding=1)
        self.bn2 = nn.BatchNorm2d(cout)
        self.down = nn.SequentialCell([nn.Conv2d(cin, cout, 1, stride, pad_mode="valid"), nn.BatchNorm2d(cout)])

    def construct(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + self.down(x))


def head(width, classes):
    return nn.SequentialCell([nn.Dense(width, width), nn.BatchNorm1d(width), nn.ReLU(), nn.Dropout(p=0.5),
                              nn.Dense(width, classes)])


class Net(nn.Cell):
    """The port of TorchNet."""

    def __init__(self, classes=10, same_pad_conv1=False, torch_momentum=False):
        super().__init__()
        self.stem = nn.SequentialCell([nn.Conv2d(3, 8, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(8), nn.ReLU(),
                                       nn.Conv2d(8, 8, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(8), nn.ReLU()])
        self.layer1 = Block(8, 16, 2, same_pad_conv1, torch_momentum)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.classifier = head(16, classes)

    def construct(self, x):
        return self.classifier(self.flatten(self.pool(self.layer1(self.stem(x)))))


def port():
    """CLI factory: the correct port."""
    return Net()


def buggy_port():
    """CLI factory: the port whose third Conv2d keeps pad_mode='same'."""
    return Net(same_pad_conv1=True)


def original():
    """CLI factory: the torch original."""
    torch.manual_seed(0)
    return TorchNet()
