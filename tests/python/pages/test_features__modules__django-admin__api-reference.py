"""Checks for docs/features/modules/django-admin/api-reference.mdx."""

from __future__ import annotations

import json

from claims import run_django

DOCS_PROBE = """
import json, tempfile
from pathlib import Path
from django_cfg.modules.django_admin import DocumentationConfig

class AdminDocs(DocumentationConfig):
    default_open: bool = False

out = {}
with tempfile.TemporaryDirectory() as tmp:
    folder = Path(tmp)
    for name, title in [("a.md", "Alpha"), ("b.md", "Bravo"), ("c.md", "Charlie")]:
        (folder / name).write_text(f"# {title}\\n\\ntext\\n")
    plain = DocumentationConfig(source_dir=str(folder))
    scanned = plain._scan_markdown_files(folder)
    out["first_scanned_title"] = plain._get_section_title(scanned[0], folder)
    out["plain_dir"] = [s.title for s in plain.get_sections()]
    out["fixed_dir"] = [s.title for s in AdminDocs(source_dir=str(folder)).get_sections()]
    single = Path(tmp) / "single"
    single.mkdir()
    (single / "only.md").write_text("# Only\\n")
    out["single_dir"] = [s.title for s in DocumentationConfig(source_dir=str(single)).get_sections()]
    out["plain_file"] = [s.title for s in DocumentationConfig(source_file=str(folder / "a.md")).get_sections()]
    out["fixed_file"] = [s.title for s in AdminDocs(source_file=str(folder / "a.md")).get_sections()]
    try:
        DocumentationConfig(source_content="# Hi").get_sections()
        out["content_error"] = None
    except AttributeError as error:
        out["content_error"] = str(error)
print(json.dumps(out))
"""


def probe() -> dict:
    return json.loads(run_django(DOCS_PROBE).strip().splitlines()[-1])


def test_documentation_source_dir_drops_only_first_scanned_file() -> None:
    """'With `source_dir`, only the first file the folder scan returns ... is silently missing while
    the other files render, and a folder holding a single file shows nothing. With `source_file` the
    same swallowed error leaves the block empty; with `source_content`, the change list fails with
    `AttributeError`.' and the `default_open` subclass fixes it."""
    out = probe()
    everything = ["Alpha", "Bravo", "Charlie"]
    assert out["fixed_dir"] == everything
    assert out["plain_dir"] == [t for t in everything if t != out["first_scanned_title"]]
    assert out["single_dir"] == []
    assert out["plain_file"] == []
    assert out["fixed_file"] == ["Alpha"]
    assert out["content_error"] and "default_open" in out["content_error"]
