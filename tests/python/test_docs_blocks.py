"""Every Python block of the docs and blog runs (or says why not), and shows what it prints; every
page's blocks also run on the current 2.x release, where a failure is recorded, not failed."""

from __future__ import annotations

import pytest
from docblocks import CURRENT_RELEASE, PINNED_RELEASE, ROOT, Block, page_blocks
from suite import run_page, shell_runs
from verification import current_page


def test_block(block: Block, record_property: pytest.RecordProperty) -> None:
    # A `release="2.x"` block runs only in the 2.x pass and must pass there; the others in 1.5.108's.
    release = CURRENT_RELEASE if block.release == CURRENT_RELEASE else PINNED_RELEASE
    results = run_page(block.source, release)
    result = results.get(block.line)
    assert result is not None, f"{block.id} was not run on {release}"
    status = result["status"]
    assert status != "failed", f"{block.id} failed on {release}:\n{result['detail']}"
    if block.norun is not None:
        assert len(block.norun.strip()) >= 12, f"{block.id}: norun needs a reason a reader would accept"
        assert status == "compiled"
    else:
        assert status == "executed", f"{block.id} on {release}: {status} ({result['detail']})"
    lang = "python" if block.is_python else "shell"
    record_property(
        "docblock", {"id": block.id, "source": block.source, "lang": lang, "status": status, "release": block.release}
    )


def test_page_on_current_release(current_page_source: str, record_property: pytest.RecordProperty) -> None:
    """The 2.x pass gave every block of the page that applies to 2.x a result: it ran, failed (the
    first failure is data for the page's verification line) or did not run after a failure."""
    blocks = [
        {"line": b.line, "lang": "python" if b.is_python else "shell"}
        for b in page_blocks(ROOT / current_page_source)
        if b.runs_on(CURRENT_RELEASE) and (b.is_python or (b.is_shell and b.norun is None and shell_runs(b)))
    ]
    results = run_page(current_page_source, CURRENT_RELEASE)
    missing = [b["line"] for b in blocks if b["line"] not in results]
    assert not missing, f"{current_page_source}: the 2.x pass gave no result for the blocks at lines {missing}"
    assert all(results[b["line"]]["status"] in ("executed", "compiled", "failed", "not run") for b in blocks)
    record_property("current", {"source": current_page_source, **current_page(current_page_source, blocks, results)})
