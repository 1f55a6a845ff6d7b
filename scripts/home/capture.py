"""Writes src/data/home/validationError.json: the error django-cfg prints for a wrong setting.

Runs the config of src/pages/_snippets/home-validation.mdx with the installed package (the
docs-examples environment, `.venv`) in a fresh interpreter, and keeps the exception text exactly as
Python prints it. The home page shows the config beside that text, and
tests/python/test_home_data.py re-runs `capture()` and fails when the committed file is stale.

    .venv/bin/python scripts/home/capture.py          # rewrite the file
    .venv/bin/python scripts/home/capture.py --check  # exit 1 when it is stale
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from importlib.metadata import version
from pathlib import Path

SITE = Path(__file__).resolve().parents[2]
OUTPUT = SITE / "src" / "data" / "home" / "validationError.json"

# The config the home page shows beside the error, read from the snippet it renders, so the page
# cannot show one config and the error of another. Two mistakes a settings.py accepts silently: a
# placeholder secret key and a misspelled field name.
SNIPPET = SITE / "src" / "pages" / "_snippets" / "home-validation.mdx"


def snippet_config() -> str:
    match = re.search(r"^```python[^\n]*\n(.*?)^```", SNIPPET.read_text(), re.S | re.M)
    if not match:
        raise SystemExit(f"{SNIPPET.relative_to(SITE)} has no python fence")
    return match.group(1)


COMMAND = "python -c 'import config'"


def capture(python: str = sys.executable) -> dict[str, object]:
    config = snippet_config()
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "config.py").write_text(config)
        run = subprocess.run(
            [python, "-c", "import config"],
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=120,
        )
    if run.returncode == 0:
        raise SystemExit("The config was accepted: the example no longer shows an error")
    lines = run.stderr.rstrip("\n").splitlines()
    # The traceback's frames name temporary paths; the exception itself starts at its class name.
    start = next(i for i, line in enumerate(lines) if line.startswith("pydantic_core._pydantic_core.ValidationError"))
    return {
        "djangoCfg": version("django-cfg"),
        "pydantic": version("pydantic"),
        "command": COMMAND,
        "config": config,
        "error": "\n".join(lines[start:]),
    }


def render(data: dict[str, object]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def main() -> int:
    text = render(capture())
    if "--check" in sys.argv:
        if OUTPUT.read_text() != text:
            print(f"{OUTPUT.relative_to(SITE)} is stale: run .venv/bin/python scripts/home/capture.py")
            return 1
        return 0
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT.relative_to(SITE)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
