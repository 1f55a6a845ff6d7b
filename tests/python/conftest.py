"""The docs-examples suite: every Python block of docs/ and blog/ runs against the pinned django-cfg,
and again against the current 2.x release (.venv-current), where failures are recorded, not failed.

Each page runs once per release, in its own process (page_runner.py), a forked child of a
pre-imported Python of that release (forkserver.py). When collection ends, every selected page
starts running in both passes, in the background, as many at a time as the machine has cores, while
the other tests (the page-named checks of pages/, whose programs run in fork-server children too)
run; a block's test waits for its page. After a full, green run the suite compares what it verified
with src/data/verification.json, which the site prints on every page; `--update-verification`
rewrites that file.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from docblocks import CURRENT_RELEASE, PINNED_RELEASE, ROOT, Block  # noqa: E402
from forkserver import SERVERS  # noqa: E402
from suite import collected_blocks, pages_of, selected_pages, start_pages, stop_pages, timings  # noqa: E402
from verification import VERIFICATION_FILE, build_verification  # noqa: E402

def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-verification",
        action="store_true",
        help=f"rewrite {VERIFICATION_FILE.relative_to(ROOT)} from this run",
    )


def pytest_collection_finish(session: pytest.Session) -> None:
    for item in session.items:
        params = item.callspec.params if hasattr(item, "callspec") else {}
        block, page = params.get("block"), params.get("current_page_source")
        if isinstance(block, Block):
            release = CURRENT_RELEASE if block.release == CURRENT_RELEASE else PINNED_RELEASE
            if block.source not in selected_pages[release]:
                selected_pages[release].append(block.source)
        if isinstance(page, str) and page not in selected_pages[CURRENT_RELEASE]:
            selected_pages[CURRENT_RELEASE].append(page)
    start_pages()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "block" in metafunc.fixturenames:
        blocks = collected_blocks()
        metafunc.parametrize(
            "block",
            [pytest.param(b, id=b.id) for b in blocks],
        )
    if "current_page_source" in metafunc.fixturenames:
        pages = pages_of(collected_blocks())
        metafunc.parametrize("current_page_source", [pytest.param(p, id=f"{p}@2.x") for p in pages])


_outcomes: dict[str, dict[str, Any]] = {}
_current: dict[str, dict[str, Any]] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for key, value in report.user_properties:
        if key == "docblock" and report.when == "call":
            _outcomes[value["id"]] = {**value, "passed": report.passed}
        if key == "current" and report.when == "call" and report.passed:
            _current[value["source"]] = {k: v for k, v in value.items() if k != "source"}


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Python blocks executed / compiled only / total, per section, for the blocks this run passed;
    and which fork servers ran (a server that could not start falls back to a new interpreter per
    program, which is slower but gives the same results)."""
    if SERVERS.modules or SERVERS.reasons:
        terminalreporter.section("Fork servers (forkserver.py)")
        for label, modules in sorted(SERVERS.modules.items()):
            terminalreporter.write_line(f"{label}: {modules} modules pre-imported")
        for label, why in sorted(SERVERS.reasons.items()):
            terminalreporter.write_line(f"{label}: not started, each program ran in a new interpreter ({why})", yellow=True)
    for release, (first, last, pages, busy) in timings.items():
        terminalreporter.write_line(
            f"pages on {release}: {pages} in {last - first:.0f} s from the first start to the last end "
            f"({busy:.0f} s of page runs, {os.cpu_count() or 2} at a time)"
        )
    sections: dict[str, list[int]] = {}
    for outcome in _outcomes.values():
        if outcome["lang"] != "python" or not outcome["passed"] or outcome.get("release") == CURRENT_RELEASE:
            continue
        parts = outcome["source"].split("/")
        section = "/".join(parts[:3]) if parts[1] == "features" else "/".join(parts[:2]) if parts[0] == "docs" else "blog"
        counts = sections.setdefault(section, [0, 0])
        counts[0 if outcome["status"] == "executed" else 1] += 1
    if not sections:
        return
    terminalreporter.section("Python blocks: executed / compiled only / total")
    total = [0, 0]
    for section, (executed, compiled) in sorted(sections.items()):
        total[0] += executed
        total[1] += compiled
        terminalreporter.write_line(f"{section:<34} {executed:>4} / {compiled:>3} / {executed + compiled:>4}")
    share = 100 * total[0] / max(1, sum(total))
    terminalreporter.write_line(f"{'all':<34} {total[0]:>4} / {total[1]:>3} / {sum(total):>4}  ({share:.1f} % executed)")
    if _current:
        with_python = [c for c in _current.values() if c["python"]]
        fully = sum(1 for c in with_python if c["ran"] == c["python"])
        none = sum(1 for c in with_python if c["ran"] == 0)
        terminalreporter.section(f"Pages on django-cfg {CURRENT_RELEASE} (of those with Python blocks)")
        terminalreporter.write_line(
            f"all blocks run: {fully} · some: {len(with_python) - fully - none} · none: {none} · "
            f"Python blocks run: {sum(c['ran'] for c in with_python)} of {sum(c['python'] for c in with_python)}"
        )


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    stop_pages()
    if hasattr(session.config, "workerinput") or exitstatus != 0:
        return
    blocks = collected_blocks()
    if set(_outcomes) != {b.id for b in blocks} or set(_current) != set(pages_of(blocks)):
        return  # a partial run (-k, a single file) says nothing about the whole site
    data = build_verification(list(_outcomes.values()), _current)
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
