"""``SequentialCell``, ``CellList``, ``CellDict``: torch's Sequential/ModuleList/ModuleDict with MindSpore naming."""
from collections import OrderedDict

from ..cell import Cell

__all__ = ["SequentialCell", "CellList", "CellDict"]


def _name_prefix(cells):
    """The prefix already carried by the children's Parameter names (``'seq.'`` once the container is attached)."""
    found = []
    for key, cell in cells.items():
        first = next(cell.parameters_and_names(), None) if isinstance(cell, Cell) else None
        if first is not None:
            found.append((key, first[1].name.split(".")))
            if len(found) == 2:
                break
    if not found:
        return ""
    key, parts = found[0]
    prefix = ""
    for idx, part in enumerate(parts):
        if part == key:
            prefix = ".".join(parts[:idx])
            prefix = prefix + "." if prefix else prefix
            if len(found) == 2 and len(found[1][1]) > idx and found[1][1][idx] == found[1][0]:
                break
    return prefix


def _check_index(length, index, owner, inserting=False):
    if not isinstance(index, int):
        raise TypeError(f"For '{owner}', the type of 'index' must be int, but got {type(index).__name__}.")
    upper = length + 1 if inserting else length
    if not -length <= index < upper:
        bracket = "]" if inserting else ")"
        raise IndexError(f"For '{owner}', the value of 'index' must be a number in range [{-length}, {length}"
                         f"{bracket}, but got {index}.")
    return index % length if length and index != length else index


def _check_cell(cell, owner):
    if not isinstance(cell, Cell):
        raise TypeError(f"For '{owner}', each cell must be subclass of Cell, but got {type(cell).__name__}.")


class _IndexedCells(Cell):
    """Shared list behaviour: children keyed '0', '1', ...; re-keying renames Parameters with the same prefix."""

    def _renumber(self, cells, rename):
        """Replace the children by ``cells`` ((key, cell, positional) triples): positional ones are re-keyed
        by their new index and, if ``rename``, their Parameters renamed with the container's prefix."""
        prefix = _name_prefix(self._modules)
        self._modules.clear()
        for idx, (key, cell, positional) in enumerate(cells):
            new_key = str(idx) if positional else key
            if positional and rename:
                cell.update_parameters_name(prefix + new_key + ".")
            self._modules[new_key] = cell

    def _add(self, key, cell):
        if self._auto_prefix:
            cell.update_parameters_name(_name_prefix(self._modules) + key + ".")
        self._modules[key] = cell

    def __len__(self):
        return len(self._modules)

    def __bool__(self):
        return len(self._modules) != 0

    def set_grad(self, flag=True):
        """Mark this container and its children for differentiation."""
        super().set_grad(flag)
        for cell in self._modules.values():
            cell.set_grad(flag)
        return self


class SequentialCell(_IndexedCells):
    """``mindspore.nn.SequentialCell``: torch.nn.Sequential; children from a list, Cells or an OrderedDict."""

    def __init__(self, *args):
        super().__init__()
        self._positional = []
        if len(args) == 1 and isinstance(args[0], OrderedDict):
            items = [(name, cell, False) for name, cell in args[0].items()]
        elif len(args) == 1 and isinstance(args[0], list):
            items = [(str(i), cell, True) for i, cell in enumerate(args[0])]
        elif len(args) == 1 and not isinstance(args[0], Cell):
            raise TypeError(f"For '{type(self).__name__}', the 'args[0]' must be Cell, list or orderedDict, "
                            f"but got {type(args[0]).__name__}")
        else:
            items = [(str(i), cell, True) for i, cell in enumerate(args)]
        for name, cell, positional in items:
            self.insert_child_to_cell(name, cell)
            cell.update_parameters_name(name + ".")
            self._positional.append(positional)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return type(self)(OrderedDict(list(self._modules.items())[index]))
        return list(self._modules.values())[_check_index(len(self), index, type(self).__name__)]

    def __setitem__(self, index, cell):
        _check_cell(cell, type(self).__name__)
        prefix = _name_prefix(self._modules)
        key = list(self._modules)[_check_index(len(self), index, type(self).__name__)]
        self._modules[key] = cell
        cell.update_parameters_name(prefix + key + ".")

    def __delitem__(self, index):
        keys = list(self._modules)
        if isinstance(index, int):
            index = _check_index(len(self), index, type(self).__name__)
            removed = {keys[index]}
            del self._positional[index]
        elif isinstance(index, slice):
            removed = set(keys[index])
            del self._positional[index]
        else:
            raise TypeError(f"For '{type(self).__name__}', the type of index must be int type or slice type, "
                            f"but got {type(index).__name__}")
        kept = [(k, c) for k, c in self._modules.items() if k not in removed]
        self._renumber([(k, c, pos) for (k, c), pos in zip(kept, self._positional)], rename=True)

    def append(self, cell):
        """Append ``cell`` under the next index, named with the container's prefix."""
        _check_cell(cell, type(self).__name__)
        self._positional.append(True)
        key = str(len(self))
        cell.update_parameters_name(_name_prefix(self._modules) + key + ".")
        self._modules[key] = cell

    def construct(self, input_data):
        for cell in self._modules.values():
            input_data = cell(input_data)
        return input_data


class CellList(_IndexedCells):
    """``mindspore.nn.CellList``: torch.nn.ModuleList with MindSpore's index naming; not callable."""

    def __init__(self, *args, **kwargs):
        super().__init__(auto_prefix=kwargs.get("auto_prefix", True))
        if len(args) == 1:
            self.extend(args[0])

    def __getitem__(self, index):
        if isinstance(index, slice):
            return CellList(list(self._modules.values())[index])
        if isinstance(index, int):
            return self._modules[str(_check_index(len(self), index, type(self).__name__))]
        raise TypeError(f"For '{type(self).__name__}', the type of 'index' must be int or slice, "
                        f"but got {type(index).__name__}.")

    def __setitem__(self, index, cell):
        _check_cell(cell, type(self).__name__)
        self._add(str(_check_index(len(self), index, type(self).__name__)), cell)

    def __delitem__(self, index):
        keys = list(self._modules)
        if isinstance(index, int):
            removed = {keys[_check_index(len(self), index, type(self).__name__)]}
        elif isinstance(index, slice):
            removed = set(keys[index])
        else:
            raise TypeError(f"For '{type(self).__name__}', the type of 'index' must be int or slice, "
                            f"but got {type(index).__name__}.")
        kept = [(k, c, True) for k, c in self._modules.items() if k not in removed]
        self._renumber(kept, rename=self._auto_prefix)

    def __iter__(self):
        return iter(self._modules.values())

    def __iadd__(self, cells):
        return self.extend(cells)

    def insert(self, index, cell):
        """Insert ``cell`` before ``index``; later cells move up one index and are renamed."""
        idx = _check_index(len(self), index, type(self).__name__, inserting=True)
        _check_cell(cell, type(self).__name__)
        cells = [(k, c, True) for k, c in self._modules.items()]
        cells.insert(idx, (str(idx), cell, True))
        self._renumber(cells, rename=self._auto_prefix)

    def extend(self, cells):
        """Append every Cell of the list ``cells``."""
        if not isinstance(cells, list):
            raise TypeError(f"For '{type(self).__name__}', the new cells wanted to append should be instance of "
                            f"list, but got {type(cells).__name__}.")
        for cell in cells:
            if isinstance(cell, CellDict):
                raise TypeError(f"For '{type(self).__name__}', the type of cell can not be CellDict, "
                                f"but got {type(cell).__name__}.")
            _check_cell(cell, type(self).__name__)
            self._add(str(len(self)), cell)
        return self

    def append(self, cell):
        """Append ``cell`` under the next index."""
        _check_cell(cell, type(self).__name__)
        self._add(str(len(self)), cell)

    def construct(self, *inputs):
        raise NotImplementedError


class CellDict(Cell):
    """``mindspore.nn.CellDict``: torch.nn.ModuleDict with MindSpore's key checks and naming."""

    def __init__(self, *args, **kwargs):
        super().__init__(auto_prefix=kwargs.get("auto_prefix", True))
        # an OrderedDict, so that keys()/values()/items() are odict views, as MindSpore's
        object.__setattr__(self, "_modules", OrderedDict())
        if len(args) == 1:
            self.update(args[0])

    def _check_key(self, key):
        owner = type(self).__name__
        if not isinstance(key, str):
            raise TypeError(f"For '{owner}', the type of key should be string but got {type(key).__name__}.")
        if key not in self._modules and hasattr(self, key):
            raise KeyError(f"For '{owner}', the key can not be same with the attributes of Cell, but got key {key}.")
        if "." in key:
            raise KeyError(f"For '{owner}', key can not contain \".\", but got key {key}")
        if key == "":
            raise KeyError(f"For '{owner}', key can not be empty string \"\", but got key {key}")

    def _check_value(self, cell):
        owner = type(self).__name__
        if cell is None:
            raise TypeError(f"For '{owner}', cell can not be None.")
        if not isinstance(cell, Cell):
            raise TypeError(f"For '{owner}', the type of cell should be Cell, but got {type(cell).__name__}.")
        if isinstance(cell, (CellDict, CellList, SequentialCell)):
            raise TypeError(f"For '{owner}', the type of cell can not be CellDict, CellList or SequentialCell, "
                            f"but got {type(cell).__name__}.")

    def __getitem__(self, key):
        return self._modules[key]

    def __setitem__(self, key, cell):
        self._check_key(key)
        self._check_value(cell)
        if self._auto_prefix:
            cell.update_parameters_name(_name_prefix(self._modules) + key + ".")
        self._modules[key] = cell

    def __delitem__(self, key):
        del self._modules[key]

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules)

    def __contains__(self, key):
        return key in self._modules

    def clear(self):
        """Remove every child."""
        self._modules.clear()

    def pop(self, key):
        """Remove and return the child under ``key``."""
        value = self[key]
        del self[key]
        return value

    def keys(self):
        """The child names."""
        return self._modules.keys()

    def values(self):
        """The children."""
        return self._modules.values()

    def items(self):
        """(name, child) pairs."""
        return self._modules.items()

    def update(self, cells):
        """Add the (key, Cell) pairs of a mapping or an iterable of pairs."""
        pairs = cells.items() if hasattr(cells, "items") else cells
        for key, cell in pairs:
            self[key] = cell

    def construct(self, *inputs):
        raise NotImplementedError
