"""Regenerates the data of the "What changed since 1.5.108" guide from both installed releases.

    python scripts/release/generate.py           write src/data/release/{django-cfg-*.json,changes.json}
    python scripts/release/generate.py --check   regenerate into a temporary folder and fail, naming
                                                 the stale files, when the committed data differs

Runs scripts/release/introspect.py with `.venv/bin/python` (1.5.108, the documented release) and
`.venv-current/bin/python` (the current release), then scripts/release/diff.py. Any Python with
PyYAML runs this script; `bash scripts/python-env.sh` creates both environments.
"""

from __future__ import annotations

import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
DATA = ROOT / "src" / "data" / "release"
ENVIRONMENTS = [ROOT / ".venv" / "bin" / "python", ROOT / ".venv-current" / "bin" / "python"]

sys.path.insert(0, str(HERE))
import diff  # noqa: E402


def snapshot(python: Path) -> dict:
    if not python.exists():
        raise SystemExit(f"generate.py: {python.relative_to(ROOT)} is missing; run bash scripts/python-env.sh")
    done = subprocess.run(
        [str(python), str(HERE / "introspect.py")], capture_output=True, text=True, timeout=300, cwd=ROOT
    )
    if done.returncode:
        raise SystemExit(f"generate.py: introspection with {python.relative_to(ROOT)} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout)


def generate(folder: Path) -> list[Path]:
    """Writes both snapshots and changes.json into folder; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    old, new = (snapshot(python) for python in ENVIRONMENTS)
    files = []
    for data in (old, new):
        path = folder / f"django-cfg-{data['version']}.json"
        path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        files.append(path)
    changes = folder / "changes.json"
    diff.main([str(files[0]), str(files[1]), str(changes)])
    files.append(changes)
    return files


def check() -> int:
    with tempfile.TemporaryDirectory(prefix="release-data-") as temp:
        fresh = generate(Path(temp))
        stale = [
            path.name
            for path in fresh
            if not (DATA / path.name).exists() or not filecmp.cmp(path, DATA / path.name, shallow=False)
        ]
        extra = sorted(p.name for p in DATA.glob("*.json") if p.name not in {f.name for f in fresh})
    if stale or extra:
        lines = [f"  {name} differs from what the installed releases produce" for name in stale]
        lines += [f"  {name} belongs to neither installed release" for name in extra]
        print(
            "release data is stale (src/data/release):\n" + "\n".join(lines) + "\n"
            "Regenerate it with: python scripts/release/generate.py (after bash scripts/python-env.sh)",
            file=sys.stderr,
        )
        return 1
    print("release data is up to date")
    return 0


def main(argv: list[str]) -> int:
    if argv == ["--check"]:
        return check()
    if argv:
        raise SystemExit("usage: generate.py [--check]")
    for old in DATA.glob("django-cfg-*.json"):
        old.unlink()
    for path in generate(DATA):
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
