"""The audio corpora read from files (audio_sources.py: YesNo, SpeechCommands, LJSpeech, GTZAN, CMUArctic,
LibriTTS) against goldens recorded from MindSpore 2.10 (golden/cases_dataset_audio_sources.py)."""
import cases_dataset_audio_sources as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_audio_sources")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)
