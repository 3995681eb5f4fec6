"""mindspore.dataset extras: dict-valued GeneratorDataset columns, chained samplers (add_child, add_sampler),
DSCallback / WaitedDSCallback, the legacy transform modules MindSpore 2.10 no longer has, KMnistDataset and the
mindrecord status values. Recorded from
MindSpore 2.10 by record_dataset_extras.py and replayed on msbridge by tests/test_dataset_extras.py.

Case code sees ``ds``, ``ms``, ``np``, ``rows`` (one epoch as numpy lists), ``dict_source`` and the callback
helpers below.
"""
import importlib

import numpy as np

from cases_dataset import as_json, mnist_dir


def _import(ms, name):
    try:
        importlib.import_module(ms.__name__ + name)
    except ModuleNotFoundError:
        return "ModuleNotFoundError"
    return "found"


def waited_log(ms):
    """What a WaitedDSCallback(step_size=2) sees while Model.train runs 2 epochs of 3 batches of 2 rows."""
    ds = importlib.import_module(ms.__name__ + ".dataset")
    nn = importlib.import_module(ms.__name__ + ".nn")
    log = []

    class Waited(ds.WaitedDSCallback):
        def sync_epoch_begin(self, train_run_context, ds_run_context):
            log.append(["epoch", ds_run_context.cur_epoch_num, train_run_context.original_args().cur_epoch_num])

        def sync_step_begin(self, train_run_context, ds_run_context):
            log.append(["step", ds_run_context.cur_step_num, train_run_context.original_args().cur_step_num])

    cb = Waited(2)
    rng = np.random.RandomState(0)
    data = ds.NumpySlicesDataset((rng.rand(6, 3).astype(np.float32), rng.rand(6, 1).astype(np.float32)), ["x", "y"],
                                 shuffle=False).map(lambda x: x, ["x"], callbacks=[cb]).batch(2)
    net = nn.Dense(3, 1)
    model = ms.train.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    model.train(2, data, callbacks=[cb], dataset_sink_mode=False)
    return log


def ds_log(ms, step_size=2, epochs=2):
    """Every DSCallback hook and its run context over ``epochs`` epochs of a 5-row map, grouped by hook (the order
    between hooks depends on prefetching)."""
    ds = importlib.import_module(ms.__name__ + ".dataset")
    log = {}

    class Logged(ds.DSCallback):
        pass

    def hook(name):
        def record(self, c):
            log.setdefault(name, []).append([c.cur_epoch_num, c.cur_step_num_in_epoch, c.cur_step_num])
        return record
    for name in ("ds_begin", "ds_epoch_begin", "ds_epoch_end", "ds_step_begin", "ds_step_end"):
        setattr(Logged, name, hook(name))
    data = ds.NumpySlicesDataset(list(range(5)), shuffle=False).map(lambda x: x, callbacks=Logged(step_size))
    iterator = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    for _ in range(epochs):
        for _ in iterator:
            pass
    return log


def text_sources():
    """A small aclImdb folder and AG News CSV files under the cases' temporary directory."""
    import os

    from cases_dataset import _TMP
    root = os.path.join(_TMP, "text_sources")
    if not os.path.isdir(root):
        files = {"aclImdb/train/pos/1_9.txt": "great movie", "aclImdb/train/pos/0_8.txt": "b  film\nline2",
                 "aclImdb/train/neg/3_2.txt": "bad", "aclImdb/test/neg/0_1.txt": "meh",
                 "aclImdb/test/pos/5_7.txt": "ok good\n", "ag/train.csv": '"3","Title one","Desc, one"\n'
                 '"1","T2","D2 ""quoted"""\n', "ag/test.csv": '"2","tt","dd"\n'}
        for name, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
            with open(os.path.join(root, name), "w") as f:
                f.write(text)
    return root


def namespace(ms):
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def rows(dataset):
        return [list(r) for r in dataset.create_tuple_iterator(output_numpy=True)]

    def dict_source(*dicts):
        return ds.GeneratorDataset(lambda: iter([(d,) for d in dicts]), ["d"])

    def chained(parent, child, n=10):
        parent.add_child(child)
        return [int(r[0]) for r in rows(ds.NumpySlicesDataset(list(range(n)), sampler=parent))]

    def added(dataset, sampler):
        dataset.add_sampler(sampler)
        return [int(r[0]) for r in rows(dataset)]

    return {"ds": ds, "ms": ms, "np": np, "rows": rows, "dict_source": dict_source, "chained": chained,
            "added": added, "imports": lambda name: _import(ms, name), "waited_log": lambda: waited_log(ms),
            "ds_log": lambda *a: ds_log(ms, *a), "mnist_dir": mnist_dir,
            "mr": importlib.import_module(ms.__name__ + ".mindrecord"), "text_sources": text_sources}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


VALUES = {
    "dict.rows": "rows(dict_source({'a': 1, 'b': np.array([2, 3])}, {'a': 4, 'b': np.array([5, 6])}))",
    "dict.nested": "rows(dict_source({'a': {'z': 1}}))",
    "dict.strings_floats": "rows(dict_source({'a': 'x', 'f': 1.5}))",
    "dict.types_shapes": "[str(t) for t in dict_source({'a': 1}).output_types()] + [dict_source({'a': 1})"
                         ".output_shapes()]",
    "dict.tensor_rows": "[[{k: [type(v).__name__, str(v.dtype), v.shape] for k, v in r[0].items()}] for r in "
                        "dict_source({'a': 1, 'b': np.array([2., 3.], np.float32)}).create_tuple_iterator()]",
    "dict.dict_iterator": "[r for r in dict_source({'a': 1}).create_dict_iterator(output_numpy=True)]",
    "dict.map_reads_dict": "rows(dict_source({'a': 1}, {'a': 4}).map(lambda x: x['a'] + 1, input_columns=['d']))",
    "chain.subset_child": "chained(ds.SequentialSampler(start_index=1, num_samples=3), "
                          "ds.SubsetSampler([5, 2, 7, 0, 9]))",
    "chain.sequential_child": "chained(ds.SubsetSampler([3, 0]), ds.SequentialSampler(start_index=4))",
    "chain.distributed_parent": "chained(ds.DistributedSampler(2, 1, shuffle=False), "
                                "ds.SubsetSampler([9, 7, 5, 3, 1]))",
    "chain.subset_of_subset": "chained(ds.SubsetSampler([0, 2]), ds.SubsetSampler([4, 5, 6]))",
    "chain.size": "(lambda s: (s.add_child(ds.SequentialSampler(start_index=4)), "
                  "ds.NumpySlicesDataset(list(range(10)), sampler=s).get_dataset_size())[1])(ds.SubsetSampler([3, 0]))",
    "chain.get_child": "(lambda s: (s.add_child(ds.RandomSampler()), type(s.get_child()).__name__)[1])"
                       "(ds.SequentialSampler())",
    "add_sampler.default": "added(ds.NumpySlicesDataset(list(range(10)), shuffle=False), ds.SubsetSampler([3, 1]))",
    "add_sampler.on_sequential": "added(ds.NumpySlicesDataset(list(range(10)), sampler=ds.SequentialSampler(2, 4)), "
                                 "ds.SubsetSampler([3, 1]))",
    "callback.ds_hooks": "ds_log()",
    "callback.ds_hooks_step3": "ds_log(3, 1)",
    "callback.waited": "waited_log()",
    "legacy.vision_c_transforms": "imports('.dataset.vision.c_transforms')",
    "legacy.vision_py_transforms": "imports('.dataset.vision.py_transforms')",
    "legacy.transforms_c_transforms": "imports('.dataset.transforms.c_transforms')",
    "legacy.transforms_py_transforms": "imports('.dataset.transforms.py_transforms')",
    "legacy.transforms_vision": "imports('.dataset.transforms.vision')",
    "legacy.text_c_transforms": "imports('.dataset.text.c_transforms')",
    "legacy.callback_module": "imports('.dataset.callback')",
    "kmnist.rows": "[[r[0].sum(), r[0].shape, r[1]] for r in rows(ds.KMnistDataset(mnist_dir('kmnist', 3, 2, 7), "
                   "usage='all', shuffle=False))]",
    "imdb.all": "(lambda d: [d.get_col_names(), d.get_dataset_size(), rows(d)])(ds.IMDBDataset(text_sources() + "
                "'/aclImdb', shuffle=False))",
    "imdb.test": "rows(ds.IMDBDataset(text_sources() + '/aclImdb', 'test', shuffle=False))",
    "agnews.all": "(lambda d: [d.get_col_names(), rows(d)])(ds.AGNewsDataset(text_sources() + '/ag', shuffle=False))",
    "agnews.train": "rows(ds.AGNewsDataset(text_sources() + '/ag', 'train', shuffle=False))",
    "mindrecord.status": "[str(mr.SUCCESS), str(mr.FAILED), mr.SUCCESS.value, mr.FAILED.value]",
}

ERRORS = {
    "chain.child_twice": "(lambda s: (s.add_child(ds.SequentialSampler()), s.add_child(ds.SequentialSampler())))"
                         "(ds.SequentialSampler())",
    "chain.child_not_sampler": "ds.SequentialSampler().add_child([1, 2])",
    "chain.out_of_range": "added(ds.NumpySlicesDataset(list(range(10)), sampler=ds.SequentialSampler(2, 3)), "
                          "ds.SubsetSampler([9, 8]))",
    "callback.step_size": "ds.DSCallback(0)",
    "imdb.missing": "ds.IMDBDataset(text_sources() + '/nothere')",
    "imdb.usage": "ds.IMDBDataset(text_sources() + '/aclImdb', usage='x')",
    "callback.not_a_callback": "ds.NumpySlicesDataset([1]).map(lambda x: x, callbacks=[object()])",
}

SAME_MESSAGE = {"chain.child_twice", "chain.child_not_sampler", "callback.step_size", "imdb.usage"}
