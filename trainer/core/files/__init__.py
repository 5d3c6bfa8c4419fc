"""Reading and writing the trainer's files safely: the core's lowest floor.

Holds the one-line errors (``errors``, ``plain_errors``), the safe YAML reader with its
size and alias limits and line numbers (``yamlio``), the JSON-schema check that turns a
schema failure into a plain sentence (``schema_check``) and the one atomic writer
(``outputs``).

May import: the standard library, PyYAML, jsonschema and ``trainer`` base modules
(``trainer.paths``); nothing else of the core.
"""
