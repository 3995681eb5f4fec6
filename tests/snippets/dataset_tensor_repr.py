# msbridge API probe (not a public program): repr of the Tensors dataset iterators yield, on MindSpore 2.10
import numpy as np, mindspore as ms, mindspore.dataset as ds
d = ds.GeneratorDataset([(np.array([[0.5,1.],[2,3]],np.float32), np.array([1,2],np.int32), np.array(3.5, np.float64))]*2, ['a','b','c'], shuffle=False).batch(2)
for row in d.create_tuple_iterator(): print(row)
for row in d.create_dict_iterator(): print(row)
d2 = ds.NumpySlicesDataset(np.array([[1.5, 2.25]], np.float32), ['x'], shuffle=False)
for r in d2: print(r, [r[0] + 0], r[0])
