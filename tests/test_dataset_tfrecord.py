"""TFRecordDataset (engine/tfrecord.py) against goldens recorded from MindSpore 2.10
(golden/cases_dataset_tfrecord.py)."""
import cases_dataset_tfrecord as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_tfrecord")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)
