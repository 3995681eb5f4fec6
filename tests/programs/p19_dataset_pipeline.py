# Source: MindSpore tutorials "Dataset" (beginner/dataset) and "Transforms" (beginner/transforms): a
# GeneratorDataset from a random-accessible class, map/batch/shuffle, vision and common transforms,
# https://www.mindspore.cn/tutorials/en/r2.3.0/beginner/dataset.html and
# https://www.mindspore.cn/tutorials/en/r2.3.0/beginner/transforms.html
# Adapted: synthetic arrays instead of downloads; a fixed dataset seed.
import numpy as np
import mindspore
from mindspore.dataset import vision, transforms
from mindspore.dataset import GeneratorDataset, NumpySlicesDataset
import mindspore.dataset as ds

ds.config.set_seed(1)


class RandomAccessDataset:
    def __init__(self):
        self._data = np.arange(10, dtype=np.float32).reshape(5, 2)
        self._label = np.array([0, 1, 0, 1, 1], dtype=np.int32)

    def __getitem__(self, index):
        return self._data[index], self._label[index]

    def __len__(self):
        return len(self._data)


loader = RandomAccessDataset()
dataset = GeneratorDataset(source=loader, column_names=["data", "label"], shuffle=False)
for data in dataset:
    print(data)

loader = [np.array(0), np.array(1), np.array(2)]
dataset = GeneratorDataset(source=loader, column_names=["data"], shuffle=False)
for data in dataset:
    print(data)


def my_generator(start, end):
    for i in range(start, end):
        yield i


dataset = GeneratorDataset(source=lambda: my_generator(3, 6), column_names=["data"])
for d in dataset:
    print(d)

rng = np.random.RandomState(0)
image = rng.randint(0, 256, (6, 6, 3)).astype(np.uint8)
rescale = vision.Rescale(1.0 / 255.0, 0)
rescaled_image = rescale(image)
print(rescaled_image[0, 0])
normalize = vision.Normalize(mean=(0.1307,), std=(0.3081,))
normalized_image = normalize(rescaled_image)
print(normalized_image[0, 0])
hwc_image = np.expand_dims(normalized_image[:, :, 0], -1)
hwc2chw = vision.HWC2CHW()
chw_image = hwc2chw(hwc_image)
print(hwc_image.shape, chw_image.shape)

composed = transforms.Compose([vision.Rescale(1.0 / 255.0, 0), vision.Normalize(mean=(0.5, 0.5, 0.5),
                                                                                 std=(0.5, 0.5, 0.5)),
                               vision.HWC2CHW()])
print(composed(image)[:, 0, 0])

images = rng.randint(0, 256, (8, 4, 4, 1)).astype(np.uint8)
labels = rng.randint(0, 10, (8,)).astype(np.int64)
dataset = NumpySlicesDataset({"image": images, "label": labels}, shuffle=False)
dataset = dataset.map(operations=[vision.Rescale(1.0 / 255.0, 0), vision.HWC2CHW()], input_columns="image")
dataset = dataset.map(operations=transforms.TypeCast(mindspore.int32), input_columns="label")
dataset = dataset.batch(3, drop_remainder=False)
print(dataset.get_dataset_size(), dataset.get_col_names())
for image_batch, label_batch in dataset.create_tuple_iterator():
    print(image_batch.shape, image_batch.dtype, label_batch, image_batch[0, 0, 0])
for item in dataset.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(sorted(item.keys()), item["label"])
    break

dataset = NumpySlicesDataset(np.arange(12).reshape(6, 2), column_names=["col"], shuffle=False)
dataset = dataset.map(lambda x: x * 2, input_columns="col").batch(4)
print([d[0].asnumpy().tolist() for d in dataset])
