"""Dialogs: the pack browser, save to pack, a pack's result, the progress database
setting and the exam-mode question."""
