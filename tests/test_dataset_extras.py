"""Dict-valued GeneratorDataset columns, chained samplers, DSCallback/WaitedDSCallback, KMnistDataset, the
mindrecord status values and the legacy transform modules against goldens recorded from MindSpore 2.10
(golden/cases_dataset_extras.py)."""
import cases_dataset_extras as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_extras")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)
