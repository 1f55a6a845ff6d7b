"""The configuration builder on /getting-started/configuration, run against the pinned django-cfg.

scripts/builder/export.mts writes what the builder shows for each combination of choices (from
its own buildProject(), so nothing here copies its logic). For each combination this test writes
api/config.py, api/settings.py and .env into a project folder, imports api.settings there (which
loads .env through the Env class of config.py, instantiates ProjectConfig and calls
get_all_settings()), and checks a few settings the choices promise. A representative set in which
every pair of option values appears together then runs `manage.py check` in a fresh project each.

The form offers 65,536 combinations (two databases, caches and email backends, any subset of 7
apps and of 6 integrations), and one instantiation costs about 15 ms of CPU, mostly Pydantic
building the two classes of config.py: all of them take about 10 minutes on two idle cores. By
default the test instantiates a fixed subset of 1,276 (see `instantiated()`); set
BUILDER_COMBINATIONS=all to run every combination.

Run as a script, this file is the worker that instantiates combinations in one process.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from concurrent.futures import ThreadPoolExecutor
from itertools import combinations
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
EXPORT = ROOT / "scripts" / "builder" / "export.mts"
PACKAGE = "api"
RELEASE = "1.5.108"
WORKERS = 2
NODE_HINT = (
    "Node 22.6 or newer is not on PATH, so the builder's output cannot be exported. `npm test` runs "
    "this suite with node on PATH; when running pytest by hand, prepend Node 22's bin folder to PATH."
)

MANAGE_PY = f"""\
#!/usr/bin/env python
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "{PACKAGE}.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
"""
# The URL and WSGI modules that config.py names (root_urlconf, wsgi_application) but the builder
# does not show: the ones of /getting-started/first-project.
URLS_PY = """\
from django.contrib import admin
from django.urls import path

from django_cfg import add_django_cfg_urls

urlpatterns = [
    path("admin/", admin.site.urls),
]

urlpatterns = add_django_cfg_urls(urlpatterns)
"""
WSGI_PY = f"""\
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "{PACKAGE}.settings")
application = get_wsgi_application()
"""


def describe(choices: dict[str, Any]) -> str:
    apps = ", ".join(choices["apps"]) or "none"
    integrations = ", ".join(choices["integrations"]) or "none"
    return (
        f"database={choices['database']} cache={choices['cache']} email={choices['email']} "
        f"apps=[{apps}] integrations=[{integrations}]"
    )


def clean_env(home: str) -> dict[str, str]:
    """A process environment without the reader's variables, so only .env feeds the Env class."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": home, "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1"}
    if "TMPDIR" in os.environ:
        env["TMPDIR"] = os.environ["TMPDIR"]
    return env


def write_project(project: Path, record: dict[str, Any], full: bool) -> None:
    (project / PACKAGE).mkdir(parents=True, exist_ok=True)
    (project / PACKAGE / "__init__.py").write_text("", encoding="utf-8")
    for name, text in record["files"].items():
        (project / name).write_text(text, encoding="utf-8")
    if full:
        (project / "manage.py").write_text(MANAGE_PY, encoding="utf-8")
        (project / PACKAGE / "urls.py").write_text(URLS_PY, encoding="utf-8")
        (project / PACKAGE / "wsgi.py").write_text(WSGI_PY, encoding="utf-8")
        (project / "static").mkdir(exist_ok=True)  # django-cfg lists <project>/static in STATICFILES_DIRS


def promised(choices: dict[str, Any], settings: dict[str, Any]) -> list[str]:
    """What the settings must show for these choices; an empty list when they do."""
    problems: list[str] = []
    engine = settings["DATABASES"]["default"]["ENGINE"]
    want_engine = "postgresql" if choices["database"] == "postgres" else "sqlite3"
    if not engine.endswith(want_engine):
        problems.append(f"DATABASES['default']['ENGINE'] is {engine!r}, not *{want_engine}")
    if settings.get("ROOT_URLCONF") != f"{PACKAGE}.urls":
        problems.append(f"ROOT_URLCONF is {settings.get('ROOT_URLCONF')!r}")
    if not str(settings.get("SECRET_KEY", "")).startswith("change-me"):
        problems.append("SECRET_KEY does not come from .env")
    backend = settings.get("EMAIL_BACKEND", "")
    if choices["email"] == "smtp" and "smtp" not in backend:
        problems.append(f"EMAIL_BACKEND is {backend!r} with SMTP chosen")
    cache = settings["CACHES"]["default"]["BACKEND"]
    if choices["cache"] == "redis" and "redis" not in cache.lower():
        problems.append(f"CACHES['default']['BACKEND'] is {cache!r} with Redis chosen")
    return problems


def instantiate_worker(source: str, project_dir: str) -> None:
    """Worker: for each record of `source` (JSON lines), writes the files into `project_dir`,
    imports api.settings fresh and prints one JSON line per combination: {"id", "error"}."""
    project = Path(project_dir)
    os.chdir(project)
    sys.path.insert(0, str(project))
    sys.dont_write_bytecode = True  # config.py is rewritten many times a second; never reuse a .pyc
    import django_cfg  # noqa: F401  (imported once, as a long-lived process would)

    with open(source, encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            write_project(project, record, full=False)
            for name in [m for m in sys.modules if m == PACKAGE or m.startswith(f"{PACKAGE}.")]:
                del sys.modules[name]
            importlib.invalidate_caches()
            error = None
            try:
                settings_module = importlib.import_module(f"{PACKAGE}.settings")
                settings = {k: v for k, v in vars(settings_module).items() if k.isupper()}
                problems = promised(record["choices"], settings)
                if problems:
                    error = "; ".join(problems)
            except BaseException as exc:  # noqa: BLE001 (a SystemExit from a config is a failure too)
                error = f"{type(exc).__name__}: {exc}"
            print(json.dumps({"id": record["id"], "error": error}), flush=True)


def node() -> str:
    import pytest

    found = shutil.which("node")
    if not found:
        pytest.fail(NODE_HINT, pytrace=False)
    version = subprocess.run([found, "--version"], capture_output=True, text=True).stdout.strip()
    major, minor = (int(x) for x in version.lstrip("v").split(".")[:2])
    if (major, minor) < (22, 6):
        pytest.fail(f"{found} is Node {version}, too old to strip types. {NODE_HINT}", pytrace=False)
    return found


def export(*args: str) -> list[dict[str, Any]]:
    import pytest

    done = subprocess.run(
        [node(), "--experimental-strip-types", str(EXPORT), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        pytest.fail(f"scripts/builder/export.mts failed (exit {done.returncode}):\n{done.stderr[-3000:]}", pytrace=False)
    return [json.loads(line) for line in done.stdout.splitlines() if line]


def factors(all_choices: list[dict[str, Any]]) -> list[tuple[str, Any]]:
    """The form's yes/no options, read from the combinations: (key, value) pairs such as
    ("database", "postgres") or ("apps", "knowbase"), each on or off in a combination."""
    out: list[tuple[str, Any]] = []
    for key in ("database", "cache", "email"):
        values = sorted({c[key] for c in all_choices})
        assert len(values) == 2, f"{key} is expected to have two values, has {values}"
        out.append((key, values[0]))
    for key in ("apps", "integrations"):
        for item in dict.fromkeys(i for c in all_choices for i in c[key]):
            out.append((key, item))
    return out


def bits(choices: dict[str, Any], fs: list[tuple[str, Any]]) -> tuple[bool, ...]:
    return tuple(
        (value in choices[key]) if key in ("apps", "integrations") else choices[key] == value for key, value in fs
    )


def instantiated(all_choices: list[dict[str, Any]]) -> list[int]:
    """The combinations to instantiate: all with BUILDER_COMBINATIONS=all; otherwise every
    combination of database, cache, email and integrations with no app and with every app, plus
    every subset of the apps with nothing else chosen and with everything else chosen (1,276)."""
    if os.environ.get("BUILDER_COMBINATIONS") == "all":
        return [c["id"] for c in all_choices]
    app_names = {a for c in all_choices for a in c["apps"]}
    others = {i for c in all_choices for i in c["integrations"]}
    picked = []
    for c in all_choices:
        apps, integrations = set(c["apps"]), set(c["integrations"])
        bare = c["database"] == "sqlite" and c["cache"] == "none" and c["email"] == "console" and not integrations
        loaded = c["database"] != "sqlite" and c["cache"] != "none" and c["email"] != "console"
        loaded = loaded and integrations == others
        if not apps or apps == app_names or bare or loaded:
            picked.append(c["id"])
    return picked


def representative(all_choices: list[dict[str, Any]]) -> list[int]:
    """A greedy set of combinations in which every pair of option values (on/off of any two
    options) appears together, so every single value appears too. Seeded: the same set each run."""
    fs = factors(all_choices)
    vectors = {c["id"]: bits(c, fs) for c in all_choices}
    pairs = list(combinations(range(len(fs)), 2))
    uncovered = {(i, a, j, b) for i, j in pairs for a in (False, True) for b in (False, True)}

    def gain(v: tuple[bool, ...]) -> int:
        return sum((i, v[i], j, v[j]) in uncovered for i, j in pairs)

    rng = random.Random(20251108)
    ids = sorted(vectors)
    chosen: list[int] = []
    while uncovered:
        best = max(rng.sample(ids, 500), key=lambda i: (gain(vectors[i]), -i))
        chosen.append(best)
        v = vectors[best]
        uncovered -= {(i, v[i], j, v[j]) for i, j in pairs}
    return chosen


def run_check(record: dict[str, Any]) -> tuple[int, float, str | None, str]:
    """`manage.py check` in a fresh project holding this combination's files."""
    with tempfile.TemporaryDirectory(prefix="builder-check-") as tmp:
        project = Path(tmp) / "site"
        project.mkdir()
        write_project(project, record, full=True)
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "manage.py", "check"],
            cwd=project,
            env=clean_env(tmp),
            capture_output=True,
            text=True,
            timeout=300,
        )
        took = time.monotonic() - started
        output = (done.stdout + done.stderr).strip()
        if done.returncode != 0:
            return record["id"], took, f"exit {done.returncode}:\n{output[-3000:]}", output
        if "System check identified no issues" not in done.stdout:
            return record["id"], took, f"check reported issues:\n{output[-3000:]}", output
        return record["id"], took, None, output


# ---------------------------------------------------------------------------------------------------
# The tests


def test_builder_output_runs(tmp_path: Path) -> None:
    started = time.monotonic()
    all_choices = export("--choices")
    by_id = {c["id"]: c["choices"] for c in all_choices}
    choices_list = [c["choices"] | {"id": c["id"]} for c in all_choices]
    to_run = instantiated(choices_list)
    checked = representative(choices_list)
    wanted = set(to_run) | set(checked)
    # Every combination is exported without a list of ids (65,536 ids overflow the command line).
    records = export() if len(wanted) == len(all_choices) else export(f"--ids={','.join(map(str, sorted(wanted)))}")
    exported = time.monotonic()

    # The install line: django52 plus the chosen extras, pinned, never the whole `full` set.
    problems: list[str] = []
    for record in records:
        pip = record["pip"]
        if not pip.startswith("pip install 'django-cfg[django52") or not pip.endswith(f"]=={RELEASE}'"):
            problems.append(f"combination #{record['id']} ({describe(record['choices'])}): install line {pip}")
        if "full" in pip:
            problems.append(f"combination #{record['id']}: install line uses the full extra: {pip}")

    # Every selected combination instantiates, in WORKERS long-lived processes.
    wanted = set(to_run)
    shards = [[r for r in records if r["id"] in wanted][k::WORKERS] for k in range(WORKERS)]
    procs = []
    for k, shard in enumerate(shards):
        source = tmp_path / f"shard-{k}.jsonl"
        source.write_text("".join(json.dumps(r) + "\n" for r in shard), encoding="utf-8")
        project = tmp_path / f"project-{k}"
        project.mkdir()
        procs.append(
            subprocess.Popen(
                [sys.executable, __file__, "--instantiate", str(source), str(project)],
                cwd=project,
                env=clean_env(str(tmp_path)),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    results: dict[int, str | None] = {}
    for proc in procs:
        out, err = proc.communicate(timeout=1800)
        for line in out.splitlines():
            if line.startswith("{"):
                row = json.loads(line)
                results[row["id"]] = row["error"]
        if proc.returncode != 0:
            problems.append(f"an instantiation worker crashed (exit {proc.returncode}):\n{err[-3000:]}")
    missing = wanted - set(results)
    if missing:
        problems.append(f"{len(missing)} combinations were not instantiated, e.g. #{min(missing)}")
    failed = {i: e for i, e in results.items() if e}
    for i, error in sorted(failed.items())[:20]:
        problems.append(f"combination #{i} ({describe(by_id[i])}) does not instantiate: {error}")
    if len(failed) > 20:
        problems.append(f"... and {len(failed) - 20} more combinations fail to instantiate")
    instantiated_at = time.monotonic()

    # The representative set passes `manage.py check`, each in a fresh process.
    record_by_id = {r["id"]: r for r in records}
    with ThreadPoolExecutor(WORKERS) as pool:
        checks = list(pool.map(run_check, [record_by_id[i] for i in checked]))
    for i, took, error, _ in checks:
        if error:
            problems.append(f"combination #{i} ({describe(by_id[i])}) fails `manage.py check`: {error}")
    finished = time.monotonic()

    summary = textwrap.dedent(
        f"""\
        builder: {len(all_choices)} combinations; instantiated {len(results) - len(failed)} of {len(wanted)}
        in {instantiated_at - exported:.1f} s; export {exported - started:.1f} s; `manage.py check` on
        {len(checked)} representative combinations in {finished - instantiated_at:.1f} s:"""
    )
    lines = [summary] + [
        f"  #{i} {'ok' if not error else 'FAILED'} {took:.1f} s  {describe(by_id[i])}" for i, took, error, _ in checks
    ]
    print("\n".join(lines))
    assert not problems, "\n\n".join(problems)


if __name__ == "__main__" and len(sys.argv) == 4 and sys.argv[1] == "--instantiate":
    instantiate_worker(sys.argv[2], sys.argv[3])
