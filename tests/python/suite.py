"""The docs-examples suite's shared state: which pages run, and each page's results."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from forkserver import PREIMPORT, SERVERS, WITHOUT, ForkServer
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
_page_runs: dict[tuple[str, str], Future[dict[int, dict[str, Any]]]] = {}
_pool: ThreadPoolExecutor | None = None
_environment: dict[str, str] = {}
# Per release: (first page's start, last page's end, pages, seconds of page runs), for the summary.
timings: dict[str, tuple[float, float, int, float]] = {}
_timing_lock = threading.Lock()


def run_page(source: str, release: str = PINNED_RELEASE) -> dict[int, dict[str, Any]]:
    """The result of each block of a page in one release's pass, by line: from the runs that
    `start_pages()` began, or run now for a page it did not select."""
    if (source, release) not in _page_runs:
        start_pages([(source, release)])
    return _page_runs[(source, release)].result()


def start_pages(extra: list[tuple[str, str]] | None = None) -> None:
    """Starts running every selected page in both passes (and `extra`), in one pool in the
    background, as many at a time as the machine has cores: the tests that run meanwhile use the
    time the pages would leave idle. Each page runs in a child of its release's fork server
    (forkserver.py), one server per release and pool thread."""
    global _pool
    if not _environment:
        _environment.update(os.environ)
    runs = [(p, r) for r in RELEASES for p in selected_pages[r]] + (extra or [])
    runs = [run for run in dict.fromkeys(runs) if run not in _page_runs]
    if not runs:
        return
    if _pool is None:
        _pool = ThreadPoolExecutor(max_workers=os.cpu_count() or 2, thread_name_prefix="docs-page")
    for run in runs:
        _page_runs[run] = _pool.submit(run_page_process, *run)


def stop_pages() -> None:
    """Ends the pool and the fork servers (at the end of the session)."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None
    SERVERS.close()


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
    """Runs a page's blocks in a fresh process of the release's Python: a child of the release's
    fork server, or a new interpreter if the server could not start."""
    started = time.monotonic()
    spec = page_spec(source, release)
    timeout = CURRENT_PAGE_TIMEOUT_S if release == CURRENT_RELEASE else PAGE_TIMEOUT_S
    with tempfile.TemporaryDirectory(prefix="docs-run-") as tmp:
        spec_path, result_path = Path(tmp, "spec.json"), Path(tmp, "result.json")
        spec_path.write_text(json.dumps(spec), encoding="utf-8")
        argv = [str(RUNNER), str(spec_path), str(result_path)]
        server = page_server(release)
        if server is not None:
            done = server.run(argv, cwd=tmp, timeout=timeout)
        else:
            done = subprocess.run(
                [str(PYTHONS[release]), *argv], capture_output=True, text=True, timeout=timeout, cwd=tmp
            )
        if not result_path.exists():
            raise RuntimeError(
                f"the page runner crashed on {source} ({release}, exit {done.returncode}):\n{done.stderr[-3000:]}"
            )
        outcome = json.loads(result_path.read_text(encoding="utf-8"))
    with _timing_lock:
        first, last, pages, busy = timings.get(release, (started, started, 0, 0.0))
        timings[release] = (min(first, started), time.monotonic(), pages + 1, busy + time.monotonic() - started)
    return {r["line"]: r for r in outcome["blocks"]}


def page_server(release: str) -> ForkServer | None:
    """This thread's fork server for the release's pages. Its environment is the suite's when the
    pages started (`start_pages()`), which a new interpreter would have inherited."""
    return SERVERS.get(
        ("pages", release),
        f"pages on {release}",
        lambda: ForkServer(PYTHONS[release], _environment, PREIMPORT, WITHOUT, prepare="page"),
    )


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


