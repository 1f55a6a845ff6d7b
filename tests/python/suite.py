"""The docs-examples suite's shared state: which pages run, and each page's results."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from docblocks import (
    CURRENT_RELEASE,
    FILE_TITLE,
    PINNED_RELEASE,
    RELEASES,
    ROOT,
    Block,
    content_files,
    examples_use,
    page_blocks,
)

RUNNER = Path(__file__).resolve().parent / "page_runner.py"
PAGE_TIMEOUT_S = 240
# The 2.x pass's limits: its imports are heavier, and a timeout would be recorded as a failure.
CURRENT_BLOCK_TIMEOUT_S = 120
CURRENT_PAGE_TIMEOUT_S = 600
# The Python of each release's environment: the suite itself runs in .venv (1.5.108).
PYTHONS = {PINNED_RELEASE: Path(sys.executable), CURRENT_RELEASE: ROOT / ".venv-current" / "bin" / "python"}


selected_pages: dict[str, list[str]] = {release: [] for release in RELEASES}
_page_results: dict[tuple[str, str], dict[int, dict[str, Any]]] = {}


def run_page(source: str, release: str = PINNED_RELEASE) -> dict[int, dict[str, Any]]:
    """The result of each block of a page in one release's pass, by line. The first call runs every
    selected page in both passes, in one pool, as many at a time as the machine has cores."""
    if (source, release) not in _page_results:
        runs = [(p, r) for r in RELEASES for p in selected_pages[r] if (p, r) not in _page_results]
        if (source, release) not in runs:
            runs.append((source, release))
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for run, results in zip(runs, pool.map(lambda run: run_page_process(*run), runs)):
                _page_results[run] = results
    return _page_results[(source, release)]


def page_spec(source: str, release: str) -> dict[str, Any]:
    """What the runner needs to run a page in one release's pass: its blocks for that release, and
    the file blocks of the pages it builds on."""
    blocks = [b for b in page_blocks(ROOT / source, with_files=True) if b.runs_on(release)]
    prelude = [
        {"lang": b.lang, "code": b.code, "title": b.title}
        for used in examples_use(ROOT / source)
        for b in page_blocks(used, with_files=True)
        if b.title and FILE_TITLE.match(b.title) and b.norun is None and b.runs_on(release)
    ]
    return {
        "source": source,
        "release": release,
        # In the 2.x pass a page stops at its first failure, unless it has blocks written for 2.x,
        # which must each pass (page_runner.py's docstring).
        "stop_at_failure": release == CURRENT_RELEASE and not any(b.release == CURRENT_RELEASE for b in blocks),
        **({"block_timeout": CURRENT_BLOCK_TIMEOUT_S} if release == CURRENT_RELEASE else {}),
        "prelude": prelude,
        "blocks": [
            {"line": b.line, "lang": b.lang, "code": b.code, "title": b.title, "norun": b.norun, "continues": b.continues}
            for b in blocks
        ],
    }


def run_page_process(source: str, release: str = PINNED_RELEASE) -> dict[int, dict[str, Any]]:
    """Runs a page's blocks in a fresh process of the release's Python."""
    spec = page_spec(source, release)
    with tempfile.TemporaryDirectory(prefix="docs-run-") as tmp:
        spec_path, result_path = Path(tmp, "spec.json"), Path(tmp, "result.json")
        spec_path.write_text(json.dumps(spec), encoding="utf-8")
        done = subprocess.run(
            [str(PYTHONS[release]), str(RUNNER), str(spec_path), str(result_path)],
            capture_output=True,
            text=True,
            timeout=CURRENT_PAGE_TIMEOUT_S if release == CURRENT_RELEASE else PAGE_TIMEOUT_S,
            cwd=tmp,
        )
        if not result_path.exists():
            raise RuntimeError(
                f"the page runner crashed on {source} ({release}, exit {done.returncode}):\n{done.stderr[-3000:]}"
            )
        outcome = json.loads(result_path.read_text(encoding="utf-8"))
    return {r["line"]: r for r in outcome["blocks"]}


def collected_blocks() -> list[Block]:
    """Every block the suite tests: Python blocks, and shell blocks with a command that runs."""
    blocks: list[Block] = []
    for path in content_files():
        for block in page_blocks(path):
            if block.is_python or (block.is_shell and block.norun is None and shell_runs(block)):
                blocks.append(block)
    return blocks


def pages_of(blocks: list[Block]) -> list[str]:
    """The pages the blocks are on, in order: the pages the 2.x pass records."""
    return list(dict.fromkeys(b.source for b in blocks if b.runs_on(CURRENT_RELEASE)))


def shell_runs(block: Block) -> bool:
    from page_runner import PageRun  # the runner owns the rule for which shell lines run

    return bool(PageRun.shell_commands(None, {"code": block.code}))  # type: ignore[arg-type]


