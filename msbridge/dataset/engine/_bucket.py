"""``Dataset.bucket_batch_by_length``: rows go to a bucket by length; a full bucket becomes a padded batch."""
import bisect

from . import _check, _errors
from .datasets import Dataset, _padded, stack_column


class BucketBatchByLengthDataset(Dataset):
    """Buckets [b[i-1], b[i]) of ``bucket_boundaries``; bucket i emits ``bucket_batch_sizes[i]`` rows at a time,
    every column padded (to the batch's largest shape, ``pad_info``, or the bucket boundary)."""

    def __init__(self, input_dataset, column_names, bucket_boundaries, bucket_batch_sizes,
                 element_length_function=None, pad_info=None, pad_to_bucket_boundary=False, drop_remainder=False):
        super().__init__(input_dataset)
        self.column_names = _check.column_list(column_names, "column_names")
        _check.type_of(bucket_boundaries, "bucket_boundaries", (list,))
        _check.type_of(bucket_batch_sizes, "bucket_batch_sizes", (list,))
        if not bucket_boundaries or any(not isinstance(b, int) or b <= 0 for b in bucket_boundaries):
            raise ValueError("bucket_boundaries must only contain positive numbers.")
        if any(a >= b for a, b in zip(bucket_boundaries, bucket_boundaries[1:])):
            raise ValueError("bucket_boundaries should be strictly increasing.")
        if len(bucket_batch_sizes) != len(bucket_boundaries) + 1:
            raise ValueError("bucket_batch_sizes must contain one element more than bucket_boundaries.")
        if any(not isinstance(b, int) or b <= 0 for b in bucket_batch_sizes):
            raise ValueError("bucket_batch_sizes must only contain positive numbers.")
        if element_length_function is None and len(self.column_names) != 1:
            raise ValueError("If element_length_function is not specified, exactly one column name should be "
                             "passed.")
        self.boundaries, self.batch_sizes = bucket_boundaries, bucket_batch_sizes
        self.length_of = element_length_function
        self.pad_info = pad_info or {}
        self.pad_to_bucket_boundary = pad_to_bucket_boundary
        self.drop_remainder = drop_remainder

    def _size(self):
        return None

    def _batch(self, rows, bucket, names, to_boundary=True):
        cols = [[row[i] for row in rows] for i in range(len(names))]
        out = []
        for i, (name, arrays) in enumerate(zip(names, cols)):
            spec = self.pad_info.get(name)
            if to_boundary and self.pad_to_bucket_boundary and bucket < len(self.boundaries) and arrays[0].ndim:
                value = 0 if spec is None else spec[1]
                spec = ([self.boundaries[bucket] - 1] + [None] * (arrays[0].ndim - 1), value)
            out.append(stack_column(self, _padded(self, arrays, name, spec), i, name, 0))
        return out

    def _rows(self, run):
        names = self.children[0]._columns()
        idx = [names.index(n) for n in self.column_names]
        buckets = [[] for _ in self.batch_sizes]
        for index, row in enumerate(self.children[0]._rows(run)):
            try:
                length = (self.length_of(*[row[i] for i in idx]) if self.length_of is not None
                          else row[idx[0]].shape[0])
            except Exception as exc:  # noqa: BLE001
                raise _errors.from_exception(self, exc, index) from exc
            bucket = bisect.bisect_right(self.boundaries, int(length))
            buckets[bucket].append(row)
            if len(buckets[bucket]) == self.batch_sizes[bucket]:
                yield self._batch(buckets[bucket], bucket, names)
                buckets[bucket] = []
        # MindSpore pads the partial batches left at the end to their largest row, not to the bucket boundary
        if not self.drop_remainder:
            for bucket, rows in enumerate(buckets):
                if rows:
                    yield self._batch(rows, bucket, names, to_boundary=False)
