"""What the docs-examples suite verified, page by page: the data behind each page's verification line.

For the release the site documents (1.5.108) it counts the blocks that passed. For the current 2.x
release it records how many of the page's blocks ran and the first failure, with the section of the
guide "What changed since 1.5.108" (/guides/what-changed-since-1-5-108) that explains it.
"""

from __future__ import annotations

import re
import subprocess
from collections import defaultdict
from importlib.metadata import version
from typing import Any

from docblocks import ROOT

VERIFICATION_FILE = ROOT / "src" / "data" / "verification.json"

# The guide's section ids (one per kind of change).
ANCHORS = (
    "exports",
    "djangoconfig-fields",
    "model-fields",
    "management-commands",
    "cli",
    "extras",
    "urls",
    "removed-apps",
)

# The last line of a Python traceback: `ImportError: …`, `pydantic_core._pydantic_core.ValidationError: …`.
EXCEPTION_LINE = re.compile(r"^(?:[A-Za-z_][\w]*\.)*(?P<type>[A-Z]\w*(?:Error|Exception|Exit|DoesNotExist|Warning)|NoReverseMatch|Resolver404)(?::\s*(?P<message>.*))?$")
# "…from 'django_cfg' (/path/to/django_cfg/__init__.py)" -> without the path; ". Did you mean…" too.
LOCATION = re.compile(r"\s*\((?:/|[A-Za-z]:\\)[^)]*\)")
SHELL_FAILURE = re.compile(r"^`(?P<command>[^`]+)` failed: ")
MODULE_OF_IMPORT = re.compile(r"(?:No module named|from) '(?P<module>[\w.]+)'")
SHORT = 160


def failure_summary(detail: str) -> str:
    """One line a reader can recognise: the exception type and its message, e.g.
    `ImportError: cannot import name 'NowPaymentsConfig' from 'django_cfg'`."""
    lines = [line.rstrip() for line in detail.strip().split("\n")]
    shell = SHELL_FAILURE.match(lines[0]) if lines else None
    exit_status = re.match(r"^`[^`]+` failed: RuntimeError: exit status \d+(?:: (?P<said>.*))?$", lines[0]) if shell else None
    if shell and exit_status:
        # What the command printed on stderr, e.g. "Unknown command: 'generate_client'".
        return _short(f"`{shell['command']}`: {exit_status['said'] or lines[0].split('RuntimeError: ')[1]}")
    for index in range(len(lines) - 1, -1, -1):
        found = EXCEPTION_LINE.match(lines[index].strip())
        if not found or lines[index].startswith(" "):
            continue
        kind, message = found["type"], (found["message"] or "").strip()
        if kind == "ValidationError":
            # pydantic: "1 validation error for ShopConfig" / "enable_support" / "  Extra inputs are not permitted [type=…"
            rest = [line.strip() for line in lines[index + 1 : index + 3]]
            if len(rest) == 2:
                message = f"{rest[0]} {re.sub(r'\s*\[type=.*$', '', rest[1])}"
        message = LOCATION.sub("", message).split(". Did you mean")[0]
        said = re.match(r"exit status \d+(?:: (?P<said>.*))?$", message) if shell and kind == "RuntimeError" else None
        if said:  # a command that exited non-zero: what it printed on stderr
            return _short(f"`{shell['command']}`: {said['said'] or message}")
        return _short(f"{kind}: {message}" if message else kind)
    if lines and lines[0].startswith("output differs"):
        return "prints something else than its #> lines"
    return _short(lines[-1] if lines else "failed")


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SHORT else text[: SHORT - 1] + "…"


def failure_anchor(detail: str) -> str | None:
    """The section of the guide that explains a 2.x failure, from the runner's detail, or None when
    the failure is none of the kinds the guide covers."""
    summary = failure_summary(detail)
    shell = SHELL_FAILURE.match(detail.strip())
    if shell and shell["command"].startswith("django-cfg"):
        return "cli"
    if "Unknown command:" in detail:
        return "management-commands"
    kind = summary.split(":", 1)[0]
    if kind in ("ImportError", "ModuleNotFoundError"):
        module = MODULE_OF_IMPORT.search(summary)
        name = module["module"] if module else ""
        if name.startswith("django_cfg.apps."):
            return "removed-apps"
        if name == "django_cfg" or name.startswith("django_cfg."):
            return "exports"
        return None
    if kind == "ValidationError" or re.search(r"unexpected keyword argument|object has no (?:field|attribute) \"?'?enable_", summary):
        return "djangoconfig-fields"
    if kind in ("FieldError", "FieldDoesNotExist") or re.search(r"no such column|has no field named|Cannot resolve keyword", summary):
        return "model-fields"
    if kind in ("NoReverseMatch", "Resolver404") or re.search(r"/cfg/|healthz?\b", summary):
        return "urls"
    return None


def current_page(source: str, blocks: list[dict[str, Any]], results: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """A page's 2.x result: Python blocks that ran (executed or compiled) of those that apply to 2.x,
    the same for shell blocks, and the first failure with its guide section."""
    python = [b for b in blocks if b["lang"] == "python"]
    shell = [b for b in blocks if b["lang"] == "shell"]
    ran = lambda group: sum(1 for b in group if results.get(b["line"], {}).get("status") in ("executed", "compiled"))  # noqa: E731
    failures = [results[b["line"]] for b in blocks if results.get(b["line"], {}).get("status") == "failed"]
    # A block the watchdog marked "did not run: … timed out" is not the failure; the block that timed out is.
    causes = [r for r in failures if not r["detail"].startswith("did not run:")] or failures
    first = min(causes, key=lambda r: r["line"]) if causes else None
    return {
        "python": len(python),
        "ran": ran(python),
        "shell": len(shell),
        "shell_ran": ran(shell),
        "failure": failure_summary(first["detail"]) if first else None,
        "anchor": failure_anchor(first["detail"]) if first else None,
    }


def current_release() -> dict[str, str]:
    """The versions installed in .venv-current."""
    python = ROOT / ".venv-current" / "bin" / "python"
    code = "from importlib.metadata import version; print(version('django-cfg'), version('django'))"
    django_cfg, django = subprocess.run([str(python), "-c", code], capture_output=True, text=True, check=True).stdout.split()
    return {"django_cfg": django_cfg, "django": django}


def build_verification(outcomes: list[dict[str, Any]], current: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """outcomes: one per block that passed its test; current: the 2.x result of each page."""
    pages: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"python": 0, "executed": 0, "compiled": 0, "shell": 0, "current_only": 0}
    )
    for outcome in outcomes:
        page = pages[outcome["source"]]
        if outcome.get("release") == "2.x":
            page["current_only"] += 1  # runs only on 2.x: not a 1.5.108 example
        elif outcome["lang"] == "python":
            page["python"] += 1
            page[outcome["status"]] += 1
        else:
            page["shell"] += 1
    for source, result in current.items():
        pages[source]["current"] = result
    return {
        "release": {"django_cfg": version("django-cfg"), "django": version("django")},
        "current_release": current_release(),
        "pages": dict(sorted(pages.items())),
    }
