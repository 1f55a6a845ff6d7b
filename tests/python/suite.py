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

from docblocks import FILE_TITLE, ROOT, Block, content_files, examples_use, page_blocks

RUNNER = Path(__file__).resolve().parent / "page_runner.py"
PAGE_TIMEOUT_S = 240


selected_pages: list[str] = []
_page_results: dict[str, dict[int, dict[str, Any]]] = {}


def run_page(source: str) -> dict[int, dict[str, Any]]:
    """The result of each block of a page, by line; the first call runs every selected page."""
    if source not in _page_results:
        pages = [p for p in selected_pages if p not in _page_results] or [source]
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for page, results in zip(pages, pool.map(run_page_process, pages)):
                _page_results[page] = results
    return _page_results[source]


def run_page_process(source: str) -> dict[int, dict[str, Any]]:
    """Runs a page's blocks in a fresh process."""
    blocks = page_blocks(ROOT / source, with_files=True)
    prelude = [
        {"lang": b.lang, "code": b.code, "title": b.title}
        for used in examples_use(ROOT / source)
        for b in page_blocks(used, with_files=True)
        if b.title and FILE_TITLE.match(b.title) and b.norun is None
    ]
    spec = {
        "source": source,
        "prelude": prelude,
        "blocks": [
            {"line": b.line, "lang": b.lang, "code": b.code, "title": b.title, "norun": b.norun, "continues": b.continues}
            for b in blocks
        ],
    }
    with tempfile.TemporaryDirectory(prefix="docs-run-") as tmp:
        spec_path, result_path = Path(tmp, "spec.json"), Path(tmp, "result.json")
        spec_path.write_text(json.dumps(spec), encoding="utf-8")
        done = subprocess.run(
            [sys.executable, str(RUNNER), str(spec_path), str(result_path)],
            capture_output=True,
            text=True,
            timeout=PAGE_TIMEOUT_S,
            cwd=tmp,
        )
        if not result_path.exists():
            raise RuntimeError(f"the page runner crashed on {source} (exit {done.returncode}):\n{done.stderr[-3000:]}")
        outcome = json.loads(result_path.read_text(encoding="utf-8"))
    return {r["line"]: r for r in outcome["blocks"]}


def collected_blocks() -> list[Block]:
    blocks: list[Block] = []
    for path in content_files():
        for block in page_blocks(path):
            if block.is_python or (block.is_shell and block.norun is None and shell_runs(block)):
                blocks.append(block)
    return blocks


def shell_runs(block: Block) -> bool:
    from page_runner import PageRun  # the runner owns the rule for which shell lines run

    return bool(PageRun.shell_commands(None, {"code": block.code}))  # type: ignore[arg-type]


