# make run    set up .venv if needed and start the trainer
# make test   set up .venv with the test extra, run ruff and mypy, then every test, headless
# make bench  run every bench/*.py with the venv's python
# make translations  update assets/i18n/*.ts from the code (pyside6-lupdate), then
#             compile them to .qm (pyside6-lrelease); run, test and dist compile the .qm
#             files themselves (they are built, never committed)
# make dist   the one-folder desktop program in dist/croupier-trainer/ (PyInstaller, in a
#             venv of its own, .venv-dist), then start it headless and check it
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
# the desktop build's venv: only the trainer's own dependencies and PyInstaller, so
# nothing else a developer installed can end up in the program's folder
DIST_VENV  ?= .venv-dist
DIST_STAMP := $(DIST_VENV)/.installed-dist
DIST_DIR   := dist/croupier-trainer

.PHONY: run test bench dist clean translations

# Translations: the .ts sources (Qt Linguist) are kept in the repository; the .qm files
# are compiled from them with whichever venv's pyside6-lrelease exists (dist runs first
# on CI, before .venv is made).
I18N_DIR := assets/i18n
TS_FILES := $(wildcard $(I18N_DIR)/trainer_*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)
LRELEASE = $(firstword $(wildcard $(BIN)/pyside6-lrelease $(DIST_VENV)/bin/pyside6-lrelease) pyside6-lrelease)

$(I18N_DIR)/%.qm: $(I18N_DIR)/%.ts
	$(LRELEASE) -silent $< -qm $@

# lupdate reads tr(), QCoreApplication.translate and QT_TRANSLATE_NOOP with their
# contexts; no source locations, so a moved line does not change every .ts file.
translations: $(RUN_STAMP)
	$(BIN)/pyside6-lupdate -locations none -no-obsolete $$(git ls-files 'trainer/*.py') -ts $(TS_FILES)
	$(MAKE) $(QM_FILES)

run: $(RUN_STAMP) $(QM_FILES)
	$(BIN)/trainer $(ARGS)

# the linter and the type checker read every line first (settings in pyproject.toml)
test: $(TEST_STAMP) $(QM_FILES)
	$(BIN)/ruff check trainer
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q $(PYTEST_ARGS)

# every bench runs even when one fails (a failing one is named at the end, and make fails)
bench: $(RUN_STAMP)
	@failed=""; for script in bench/*.py; do \
		[ -e "$$script" ] || continue; \
		echo "== $$script"; \
		$(BIN)/python "$$script" || failed="$$failed $$script"; \
	done; \
	if [ -n "$$failed" ]; then echo "failed:$$failed" >&2; exit 1; fi

dist: $(DIST_STAMP) $(QM_FILES)
	$(DIST_VENV)/bin/python packaging/draw_icon.py build/icon
	$(DIST_VENV)/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/croupier-trainer.spec
	mkdir -p $(DIST_DIR)/icons
	cp build/icon/* $(DIST_DIR)/icons/
	cp packaging/croupier-trainer.desktop packaging/install-linux.sh $(DIST_DIR)/
	$(DIST_VENV)/bin/python packaging/smoke_test.py $(DIST_DIR) build/smoke-screenshot.png
	@du -sh $(DIST_DIR)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(DIST_VENV)/bin/python:
	$(PYTHON) -m venv $(DIST_VENV)

$(DIST_STAMP): $(PACKAGING) | $(DIST_VENV)/bin/python
	$(DIST_VENV)/bin/python -m pip install -e '.[dist]'
	touch $@

$(RUN_STAMP): $(PACKAGING) | $(BIN)/python
	$(BIN)/python -m pip install -e .
	touch $@

$(TEST_STAMP): $(PACKAGING) | $(BIN)/python
	$(BIN)/python -m pip install -e '.[test]'
	touch $@

clean:
	rm -rf build dist *.egg-info .pytest_cache $(QM_FILES)
