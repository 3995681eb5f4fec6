"""Small MindSpore-style networks for the jit/GRAPH_MODE tests and benchmarks (tests/test_jit.py,
bench/bench_jit.py). Each builder takes the ``mindspore`` module (msbridge here) and returns ``(net, inputs,
labels)`` with fixed weights and data from ``np.random.default_rng(seed)``."""
import numpy as np


def _fix_weights(ms, net, seed):
    """Deterministic Parameters: N(0, 0.1) for weights, zero-mean small values for the rest (BN's stay)."""
    rng = np.random.default_rng(seed)
    for p in net.get_parameters():
        if "moving" in p.name or "gamma" in p.name or "beta" in p.name:
            continue
        p.set_data(ms.Tensor(rng.normal(0, 0.1, p.shape).astype(np.float32)))
    return net


def mlp(ms, batch=16, seed=0, sizes=(32, 64, 10)):
    nn = ms.nn

    class MLP(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc1 = nn.Dense(sizes[0], sizes[1])
            self.relu = nn.ReLU()
            self.fc2 = nn.Dense(sizes[1], sizes[2])

        def construct(self, x):
            return self.fc2(self.relu(self.fc1(x)))

    rng = np.random.default_rng(seed + 1)
    x = ms.Tensor(rng.normal(size=(batch, sizes[0])).astype(np.float32))
    y = ms.Tensor(rng.integers(0, sizes[2], batch).astype(np.int32))
    return _fix_weights(ms, MLP(), seed), x, y


def lenet5(ms, batch=8, seed=0):
    nn = ms.nn

    class LeNet5(nn.Cell):
        def __init__(self):
            super().__init__()
            self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
            self.bn1 = nn.BatchNorm2d(6)
            self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
            self.bn2 = nn.BatchNorm2d(16)
            self.relu = nn.ReLU()
            self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
            self.flatten = nn.Flatten()
            self.fc1 = nn.Dense(16 * 5 * 5, 120)
            self.fc2 = nn.Dense(120, 84)
            self.fc3 = nn.Dense(84, 10)

        def construct(self, x):
            x = self.pool(self.relu(self.bn1(self.conv1(x))))
            x = self.pool(self.relu(self.bn2(self.conv2(x))))
            x = self.flatten(x)
            return self.fc3(self.relu(self.fc2(self.relu(self.fc1(x)))))

    rng = np.random.default_rng(seed + 1)
    x = ms.Tensor(rng.normal(size=(batch, 1, 32, 32)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 10, batch).astype(np.int32))
    return _fix_weights(ms, LeNet5(), seed), x, y


def _basic_block(ms):
    nn = ms.nn

    class BasicBlock(nn.Cell):
        def __init__(self, cin, cout, stride=1):
            super().__init__()
            self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1)
            self.bn1 = nn.BatchNorm2d(cout)
            self.conv2 = nn.Conv2d(cout, cout, 3, pad_mode="pad", padding=1)
            self.bn2 = nn.BatchNorm2d(cout)
            self.relu = nn.ReLU()
            self.down = None
            if stride != 1 or cin != cout:
                self.down = nn.SequentialCell([nn.Conv2d(cin, cout, 1, stride=stride), nn.BatchNorm2d(cout)])

        def construct(self, x):
            out = self.relu(self.bn1(self.conv1(x)))
            out = self.bn2(self.conv2(out))
            identity = x if self.down is None else self.down(x)
            return self.relu(out + identity)

    return BasicBlock


def basic_block(ms, batch=4, seed=0):
    rng = np.random.default_rng(seed + 1)
    x = ms.Tensor(rng.normal(size=(batch, 8, 8, 8)).astype(np.float32))
    y = ms.Tensor(rng.normal(size=(batch, 16, 4, 4)).astype(np.float32))
    return _fix_weights(ms, _basic_block(ms)(8, 16, stride=2), seed), x, y


def resnet8(ms, batch=16, seed=0, width=16):
    """ResNet-8 for 32x32 images: a 3x3 stem, three basic-block stages (width, 2 width, 4 width), pooling, Dense."""
    nn = ms.nn
    block = _basic_block(ms)

    class ResNet8(nn.Cell):
        def __init__(self):
            super().__init__()
            self.stem = nn.SequentialCell([nn.Conv2d(3, width, 3, pad_mode="pad", padding=1),
                                           nn.BatchNorm2d(width), nn.ReLU()])
            self.layer1 = block(width, width)
            self.layer2 = block(width, 2 * width, 2)
            self.layer3 = block(2 * width, 4 * width, 2)
            self.fc = nn.Dense(4 * width, 10)

        def construct(self, x):
            x = self.layer3(self.layer2(self.layer1(self.stem(x))))
            return self.fc(x.mean(axis=(2, 3)))

    rng = np.random.default_rng(seed + 1)
    x = ms.Tensor(rng.normal(size=(batch, 3, 32, 32)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 10, batch).astype(np.int32))
    return _fix_weights(ms, ResNet8(), seed), x, y


def lstm_classifier(ms, batch=4, seed=0, seq=6, vocab=20):
    nn = ms.nn

    class LSTMClassifier(nn.Cell):
        def __init__(self):
            super().__init__()
            self.embed = nn.Embedding(vocab, 8)
            self.lstm = nn.LSTM(8, 12, batch_first=True)
            self.fc = nn.Dense(12, 3)

        def construct(self, tokens):
            out, _ = self.lstm(self.embed(tokens))
            return self.fc(out[:, -1, :])

    rng = np.random.default_rng(seed + 1)
    x = ms.Tensor(rng.integers(0, vocab, (batch, seq)).astype(np.int32))
    y = ms.Tensor(rng.integers(0, 3, batch).astype(np.int32))
    return _fix_weights(ms, LSTMClassifier(), seed), x, y


def transformer_block(ms, batch=2, seed=0, seq=5, dim=16, heads=4):
    """A Transformer encoder block written with Tensor methods (reshape, transpose, permute, matmul, softmax,
    masked_fill, mean, sqrt) as MindSpore users write them."""
    nn = ms.nn

    class EncoderBlock(nn.Cell):
        def __init__(self):
            super().__init__()
            self.qkv = nn.Dense(dim, 3 * dim)
            self.proj = nn.Dense(dim, dim)
            self.norm1 = nn.LayerNorm((dim,))
            self.norm2 = nn.LayerNorm((dim,))
            self.ff1 = nn.Dense(dim, 2 * dim)
            self.ff2 = nn.Dense(2 * dim, dim)
            self.gelu = nn.GELU()
            self.scale = (dim // heads) ** -0.5

        def construct(self, x, mask):
            b, s, d = x.shape
            qkv = self.qkv(self.norm1(x)).reshape(b, s, 3, heads, d // heads).permute(2, 0, 3, 1, 4)
            q, k, v = qkv[0], qkv[1], qkv[2]
            scores = q.matmul(k.transpose(0, 1, 3, 2)) * self.scale
            scores = scores.masked_fill(mask.view(b, 1, 1, s), -1e9)
            attn = scores.softmax(axis=-1)
            ctx = attn.matmul(v).transpose(0, 2, 1, 3).reshape(b, s, d)
            x = x + self.proj(ctx)
            h = self.ff2(self.gelu(self.ff1(self.norm2(x))))
            out = x + h
            return out.squeeze().flatten(start_dim=1).clamp(-10.0, 10.0).unsqueeze(0).max(axis=0)

    rng = np.random.default_rng(seed + 1)
    x = ms.Tensor(rng.normal(size=(batch, seq, dim)).astype(np.float32))
    mask = np.zeros((batch, seq), dtype=bool)
    mask[:, -1] = True
    y = ms.Tensor(rng.normal(size=(batch, seq * dim)).astype(np.float32))
    return _fix_weights(ms, EncoderBlock(), seed), (x, ms.Tensor(mask)), y


ZOO = {"mlp": mlp, "lenet5": lenet5, "basic_block": basic_block, "lstm": lstm_classifier,
       "transformer": transformer_block}
