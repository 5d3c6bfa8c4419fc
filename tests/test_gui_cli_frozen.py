"""In the desktop build (PyInstaller) a missing X library is still named in one line.

PyInstaller replaces ctypes' loader error with its own ("Failed to load dynlib/dll
'.../libqxcb.so'. Most likely this dynlib/dll was not found when the application was
frozen."), which names the plugin that is there instead of the library that is not; the
loader's own message is kept as its cause. Reproduced here as PyInstaller raises it."""

from __future__ import annotations

import ctypes
import sys

from trainer.commands.cli import main


def test_a_wrapped_loader_error_names_the_missing_library(capsys, monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":9")
    monkeypatch.setattr(sys, "platform", "linux")

    class PyInstallerImportError(OSError):
        pass

    def frozen_loader(name, *args, **kwargs):
        try:
            raise OSError("libxcb-keysyms.so.1: cannot open shared object file: No such file or directory")
        except OSError as base_error:
            raise PyInstallerImportError(
                f"Failed to load dynlib/dll {name!r}. Most likely this dynlib/dll was not found when the "
                "application was frozen.") from base_error

    monkeypatch.setattr(ctypes, "CDLL", frozen_loader)
    assert main(["gui"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "libxcb-keysyms.so.1 is missing" in err and "frozen" not in err and "apt install" in err
