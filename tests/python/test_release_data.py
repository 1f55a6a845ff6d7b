"""The "What changed since 1.5.108" data (src/data/release/) matches both installed releases.

scripts/release/generate.py --check introspects `.venv` (1.5.108) and `.venv-current` (the current
release) again, into a temporary folder, and compares byte for byte with the committed files. A
stale file fails here with the command that regenerates it; `npm run test:python` creates both
environments first (scripts/python-env.sh).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GENERATE = ROOT / "scripts" / "release" / "generate.py"
DATA = ROOT / "src" / "data" / "release"


def run_check(root: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(root / "scripts" / "release" / "generate.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_committed_release_data_matches_both_installed_releases() -> None:
    done = run_check()
    assert done.returncode == 0, done.stderr
    assert "release data is up to date" in done.stdout


def test_a_hand_edit_of_changes_json_is_reported_as_stale(tmp_path: Path) -> None:
    """The check compares content: a copy of the repository's release files with one count edited fails."""
    copy = tmp_path / "site"
    (copy / "scripts").mkdir(parents=True)
    shutil.copytree(ROOT / "scripts" / "release", copy / "scripts" / "release")
    shutil.copytree(DATA, copy / "src" / "data" / "release")
    shutil.copy(ROOT / "src" / "data" / "release.ts", copy / "src" / "data" / "release.ts")
    for venv in (".venv", ".venv-current"):
        (copy / venv).symlink_to((ROOT / venv).resolve())
    changes = copy / "src" / "data" / "release" / "changes.json"
    data = json.loads(changes.read_text(encoding="utf-8"))
    data["categories"][0]["counts"]["removed"] += 1
    changes.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    done = run_check(copy)

    assert done.returncode == 1
    assert "release data is stale" in done.stderr
    assert "changes.json differs from what the installed releases produce" in done.stderr
    assert "python scripts/release/generate.py" in done.stderr


@pytest.mark.parametrize("key", ["exports", "djangoconfig_fields", "management_commands", "urls"])
def test_each_snapshot_is_the_release_its_name_says(key: str) -> None:
    for path in sorted(DATA.glob("django-cfg-*.json")):
        snapshot = json.loads(path.read_text(encoding="utf-8"))
        assert path.name == f"django-cfg-{snapshot['version']}.json"
        assert snapshot[key], f"{path.name} has no {key}"
