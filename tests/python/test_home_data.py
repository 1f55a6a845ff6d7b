"""The home page's proof: the validation error it shows is the one the pinned django-cfg prints.

scripts/home/capture.py runs the config the home page shows in a fresh interpreter of this
environment and records the exception text in src/data/home/validationError.json, which the page
renders verbatim. This test runs the same capture and compares: a release bump, a Pydantic upgrade
or an edit to the example that changes the message fails here until the file is regenerated.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

SITE = Path(__file__).resolve().parents[2]
SCRIPT = SITE / "scripts" / "home" / "capture.py"


def load_capture():
    spec = importlib.util.spec_from_file_location("home_capture", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_validation_error_is_what_the_package_prints() -> None:
    capture = load_capture()
    fresh = capture.capture(sys.executable)
    committed = json.loads(capture.OUTPUT.read_text())
    assert committed == fresh, "stale: run .venv/bin/python scripts/home/capture.py"


def test_error_names_both_wrong_settings() -> None:
    committed = json.loads(load_capture().OUTPUT.read_text())
    error = committed["error"]
    assert error.startswith("pydantic_core._pydantic_core.ValidationError: 2 validation errors for ShopConfig")
    assert "\nsecret_key\n" in error and "\nsecurity_domain\n" in error
    assert committed["djangoCfg"] == "1.5.108"
