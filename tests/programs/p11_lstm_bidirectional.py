# Source: "Dive Into MindSpore - LSTM Operator for Network Construction" (MindSpore technology blog, kaierlong),
# https://www.mindspore.cn/technology-blogs/en/1741 (double-layer bidirectional LSTM case)
# Adapted: np.random.seed for the input draw; the LSTM weights fixed; the seq_length call is left out.
import numpy as np

import mindspore
from mindspore import dtype
from mindspore import Tensor
from mindspore.nn import LSTM


def double_layer_bi_lstm():
    np.random.seed(0)
    random_data = np.random.rand(4, 8, 4)
    input_seq_data = Tensor(random_data, dtype=dtype.float32)

    batch_size = 4
    input_size = 4
    hidden_size = 8
    num_layers = 2
    bidirectional = True
    num_bi = 2 if bidirectional else 1

    lstm = LSTM(
        input_size=input_size, hidden_size=hidden_size, num_layers=num_layers,
        has_bias=True, batch_first=True, dropout=0.0, bidirectional=bidirectional)
    rng = np.random.RandomState(1)
    for p in lstm.trainable_params():
        p.set_data(Tensor(rng.uniform(-0.35, 0.35, p.shape).astype(np.float32)))

    h0 = Tensor(np.ones([num_bi * num_layers, batch_size, hidden_size]).astype(np.float32))
    c0 = Tensor(np.ones([num_bi * num_layers, batch_size, hidden_size]).astype(np.float32))

    output_0, (hn_0, cn_0) = lstm(input_seq_data, (h0, c0))

    print("====== double layer bi lstm output 0 shape: {} ======\n{}".format(output_0.shape, output_0), flush=True)
    print("====== double layer bi lstm hn0 shape: {} ======\n{}".format(hn_0.shape, hn_0), flush=True)
    print("====== double layer bi lstm cn0 shape: {} ======\n{}".format(cn_0.shape, cn_0), flush=True)
    print([(p.name, p.shape) for p in lstm.trainable_params()])


double_layer_bi_lstm()
