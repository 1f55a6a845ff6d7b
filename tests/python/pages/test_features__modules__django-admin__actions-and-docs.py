"""Checks for docs/features/modules/django-admin/actions-and-docs.mdx."""

from __future__ import annotations

import json

from claims import PACKAGE, run_django, run_python

PROBE = """
import json, tempfile
from pathlib import Path
from django_cfg.modules.django_admin import DocumentationConfig

with tempfile.TemporaryDirectory() as tmp:
    folder = Path(tmp)
    for name in ["01-lifecycle.md", "02-refunds.md", "vat.md"]:
        (folder / name).write_text(f"# {name[:-3]}\\n")
    config = DocumentationConfig(source_dir=str(folder))
    first = config._get_section_title(config._scan_markdown_files(folder)[0], folder)
    shown = [s.title for s in config.get_sections()]
    print(json.dumps({"first": first, "shown": shown}))
"""


def test_source_dir_misses_only_the_first_scanned_file() -> None:
    """Warning 'Needs a one-line subclass at 1.5.108': 'With `source_dir`, the lookup fails only for the
    first file the folder scan returns ..., so that one section is silently missing while the others
    render'."""
    out = json.loads(run_django(PROBE).strip().splitlines()[-1])
    assert out["first"] not in out["shown"]
    assert sorted(out["shown"] + [out["first"]]) == ["01-lifecycle", "02-refunds", "vat"]


def test_action_config_defaults() -> None:
    """The `ActionConfig` fields table: `action_type` "bulk", `variant` "default", `icon` None,
    `url_path` None, `confirmation` False, `permissions` []."""
    out = run_python(
        """
        import json
        from django_cfg.modules.django_admin import ActionConfig
        a = ActionConfig(name="x", description="X", handler="m.f")
        print(json.dumps([a.action_type, a.variant, a.icon, a.url_path, a.confirmation, a.permissions]))
        """
    )
    assert json.loads(out) == ["bulk", "default", None, None, False, []]


def test_background_task_config_is_not_used() -> None:
    """'`AdminConfig` also declares a `background_task_config` option, but `PydanticAdmin` does not
    use it in 1.5.108.'"""
    base = PACKAGE / "modules" / "django_admin" / "base"
    users = [p for p in base.rglob("*.py") if "background_task_config" in p.read_text(encoding="utf-8")]
    assert users == []
    assert "background_task_config" in (PACKAGE / "modules/django_admin/config/admin_config.py").read_text()
