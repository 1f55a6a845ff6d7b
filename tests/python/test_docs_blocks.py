"""Every Python block of the docs and blog runs (or says why not), and shows what it prints."""

from __future__ import annotations

import pytest
from suite import run_page
from docblocks import Block


def test_block(block: Block, record_property: pytest.RecordProperty) -> None:
    results = run_page(block.source)
    result = results.get(block.line)
    assert result is not None, f"{block.id} was not run"
    status = result["status"]
    assert status != "failed", f"{block.id} failed:\n{result['detail']}"
    if block.norun is not None:
        assert len(block.norun.strip()) >= 12, f"{block.id}: norun needs a reason a reader would accept"
        assert status == "compiled"
    else:
        assert status == "executed"
    lang = "python" if block.is_python else "shell"
    record_property("docblock", {"id": block.id, "source": block.source, "lang": lang, "status": status})
