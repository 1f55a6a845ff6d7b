"""The docs-examples suite: every Python block of docs/ and blog/ runs against the pinned django-cfg.

Each page runs once, in its own process (page_runner.py): when the first block is tested, every
selected page runs, as many at a time as the machine has cores. After a full,
green run the suite compares what it verified with src/data/verification.json, which the site
prints on every page; `--update-verification` rewrites that file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from docblocks import ROOT, Block, content_files, page_blocks  # noqa: E402
from verification import VERIFICATION_FILE, build_verification  # noqa: E402

RUNNER = Path(__file__).resolve().parent / "page_runner.py"
PAGE_TIMEOUT_S = 240


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-verification",
        action="store_true",
        help=f"rewrite {VERIFICATION_FILE.relative_to(ROOT)} from this run",
    )


_selected_pages: list[str] = []
_page_results: dict[str, dict[int, dict[str, Any]]] = {}


def pytest_collection_finish(session: pytest.Session) -> None:
    for item in session.items:
        block = getattr(item, "callspec", None) and item.callspec.params.get("block")
        if isinstance(block, Block) and block.source not in _selected_pages:
            _selected_pages.append(block.source)


def run_page(source: str) -> dict[int, dict[str, Any]]:
    """The result of each block of a page, by line; the first call runs every selected page."""
    if source not in _page_results:
        pages = [p for p in _selected_pages if p not in _page_results] or [source]
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for page, results in zip(pages, pool.map(run_page_process, pages)):
                _page_results[page] = results
    return _page_results[source]


def run_page_process(source: str) -> dict[int, dict[str, Any]]:
    """Runs a page's blocks in a fresh process."""
    blocks = page_blocks(ROOT / source, with_files=True)
    spec = {
        "source": source,
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


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "block" in metafunc.fixturenames:
        blocks = collected_blocks()
        metafunc.parametrize(
            "block",
            [pytest.param(b, id=b.id) for b in blocks],
        )


_outcomes: dict[str, dict[str, Any]] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for key, value in report.user_properties:
        if key == "docblock" and report.when == "call":
            _outcomes[value["id"]] = {**value, "passed": report.passed}


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if hasattr(session.config, "workerinput") or exitstatus != 0:
        return
    expected = {b.id for b in collected_blocks()}
    if set(_outcomes) != expected:
        return  # a partial run (-k, a single file) says nothing about the whole site
    data = build_verification(list(_outcomes.values()))
    text = json.dumps(data, indent=2, sort_keys=True) + "\n"
    committed = VERIFICATION_FILE.read_text(encoding="utf-8") if VERIFICATION_FILE.exists() else ""
    if session.config.getoption("--update-verification"):
        VERIFICATION_FILE.write_text(text, encoding="utf-8")
    elif text != committed:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        message = (
            f"{VERIFICATION_FILE.relative_to(ROOT)} is stale: it must say what this run verified. "
            "Run `npm run test:python -- --update-verification` and commit the file."
        )
        if reporter:
            reporter.write_line(message, red=True)
        session.exitstatus = 1
