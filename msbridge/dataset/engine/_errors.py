"""The pipeline's errors: MindSpore's RuntimeError first lines, then which dataset, column and row, and the
user's traceback (kept as text so it survives worker threads and processes)."""
import traceback

USER_FUNCTION = "Exception thrown from user defined Python function in dataset."
PIPELINE = "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'."
_RULE = "\n" + "-" * 66 + "\n"


class DatasetError(RuntimeError):
    """A failure inside a running pipeline (MindSpore raises RuntimeError for all of them)."""


def where(node, row=None, column=None):
    """'In MapDataset (row 3, column 'image')'-style location of a failure."""
    parts = [f"row {row}"] if row is not None else []
    if column is not None:
        parts.append(f"column '{column}'")
    return f"In {type(node).__name__}" + (f" ({', '.join(parts)})" if parts else "")


def pipeline_error(node, detail, row=None, column=None):
    """A pipeline error (bad shapes, dtypes, columns) with its location."""
    return DatasetError(f"{PIPELINE}\n{where(node, row, column)}: {detail}")


def user_error(node, detail, row=None, column=None, tb_text=None):
    """An error of a user function (source, map operation, predicate, per_batch_map) with its location."""
    message = f"{USER_FUNCTION}\n{where(node, row, column)}: {detail}"
    if tb_text:
        message += f"{_RULE}- Python Call Stack:{_RULE}{tb_text.rstrip()}"
    return DatasetError(message)


def from_exception(node, exc, row=None, column=None, tb_text=None):
    """Wrap an exception raised by user code; a pipeline error raised by an operation inside ``node`` gets the
    node's location (row, column) added."""
    if isinstance(exc, DatasetError):
        first, _, rest = str(exc).partition("\n")
        if rest.startswith(f"In {type(node).__name__}"):
            return exc
        return DatasetError(f"{first}\n{where(node, row, column)}: {rest}")
    if tb_text is None:
        tb_text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return user_error(node, f"{type(exc).__name__}: {exc}", row, column, tb_text)
