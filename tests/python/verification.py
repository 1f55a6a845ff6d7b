"""What the docs-examples suite verified, page by page: the data behind each page's verification line."""

from __future__ import annotations

from collections import defaultdict
from importlib.metadata import version
from typing import Any

from docblocks import ROOT

VERIFICATION_FILE = ROOT / "src" / "data" / "verification.json"


def build_verification(outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    pages: dict[str, dict[str, int]] = defaultdict(lambda: {"python": 0, "executed": 0, "compiled": 0, "shell": 0})
    for outcome in outcomes:
        page = pages[outcome["source"]]
        if outcome["lang"] == "python":
            page["python"] += 1
            page[outcome["status"]] += 1
        else:
            page["shell"] += 1
    return {
        "release": {"django_cfg": version("django-cfg"), "django": version("django")},
        "pages": dict(sorted(pages.items())),
    }
