# make run    set up .venv if needed and start the trainer
# make test   set up .venv with the test extra and run every test, headless
# make bench  run every bench/*.py with the venv's python
#
# Needs only Python 3.11+ with venv and pip (PYTHON=python3.11 to pick one). The install
# is an editable one, so code changes need no reinstall; it is redone only when the
# packaging files change (a stamp file in .venv records the last install).

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PACKAGING := pyproject.toml setup.py
RUN_STAMP  := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test

.PHONY: run test bench clean

run: $(RUN_STAMP)
	$(BIN)/trainer $(ARGS)

test: $(TEST_STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q $(PYTEST_ARGS)

bench: $(RUN_STAMP)
	@set -e; for script in bench/*.py; do \
		[ -e "$$script" ] || continue; \
		echo "== $$script"; \
		$(BIN)/python "$$script"; \
	done

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(RUN_STAMP): $(PACKAGING) | $(BIN)/python
	$(BIN)/python -m pip install -e .
	touch $@

$(TEST_STAMP): $(PACKAGING) | $(BIN)/python
	$(BIN)/python -m pip install -e '.[test]'
	touch $@

clean:
	rm -rf build dist *.egg-info .pytest_cache
