"""Helpers for the page-named checks in tests/python/pages/: each check proves one sentence of one
page by running the installed django-cfg, or, where running is impossible here, by reading the
installed source at a file and line (`read_only`), so the check fails when the package changes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any

import django_cfg
from forkserver import PREIMPORT, SERVERS, WITHOUT, ForkServer

PACKAGE = Path(django_cfg.__file__).resolve().parent
FIXTURE = Path(__file__).resolve().parent / "project"


def fresh_python(
    python: Path, argv: list[str], cwd: str | Path, env: dict[str, str], timeout: float, warnings_options: list[str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`python ARGV` in a fresh process, as subprocess.run(capture_output=True, text=True) gives it: a
    child of a fork server of that Python started with the same environment (forkserver.py), or a
    new interpreter if none could start."""
    # pytest names the running test in the environment; a server serves every test.
    base = {k: v for k, v in env.items() if k != "PYTEST_CURRENT_TEST"}
    server = SERVERS.get(
        ("claims", str(python), tuple(sorted(base.items()))),
        f"checks on {python.parent.parent.name}",
        lambda: ForkServer(python, base, PREIMPORT, WITHOUT),
    )
    if server is not None:
        return server.run(argv, cwd=cwd, timeout=timeout, env=env, warnings_options=warnings_options)
    options = [f"-W{option}" for option in warnings_options or []]
    return subprocess.run(
        [str(python), *options, *argv], capture_output=True, text=True, timeout=timeout, cwd=cwd, env=env
    )


def settings_of(config: Any) -> dict[str, Any]:
    """The settings a DjangoConfig instance generates (fresh, not from its cache)."""
    config.invalidate_cache()
    return config.get_all_settings()


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """{"CACHES.default.TIMEOUT": 300, ...}: nested dicts as dotted keys, for diffing settings."""
    if isinstance(value, dict) and value:
        out: dict[str, Any] = {}
        for key, item in value.items():
            out.update(flatten(item, f"{prefix}.{key}" if prefix else str(key)))
        return out
    return {prefix: value}


def settings_diff(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    """The dotted setting keys whose values differ between two settings dicts."""
    a, b = flatten(before), flatten(after)
    return {k for k in a.keys() | b.keys() if repr(a.get(k)) != repr(b.get(k))}


def run_django(code: str, config: str | None = None, timeout: int = 120) -> str:
    """Runs `code` in a fresh process inside a copy of the fixture project, after django.setup().

    `config` is Python source that defines `config` (a DjangoConfig instance); without it the
    fixture's own configuration is used. Returns what the code printed; raises AssertionError with
    the traceback if the process fails."""
    with tempfile.TemporaryDirectory(prefix="docs-claim-") as tmp:
        project = Path(tmp)
        subprocess.run(["cp", "-r", f"{FIXTURE}/.", str(project)], check=True)
        (project / "claim_config.py").write_text(
            textwrap.dedent(config) if config else "from docs_fixture import config\n", encoding="utf-8"
        )
        (project / "claim_settings.py").write_text(
            "from claim_config import config\n\nglobals().update(config.get_all_settings())\n", encoding="utf-8"
        )
        script = (
            "import os, sys\n"
            "os.environ['DJANGO_SETTINGS_MODULE'] = 'claim_settings'\n"
            "import django\n"
            "django.setup()\n" + textwrap.dedent(code)
        )
        done = fresh_python(Path(sys.executable), ["-c", script], cwd=project, env=dict(os.environ), timeout=timeout)
        if done.returncode != 0:
            raise AssertionError(f"the code failed (exit {done.returncode}):\n{done.stderr[-4000:]}")
        return done.stdout


def run_python(code: str, timeout: int = 120) -> str:
    """Runs `code` in a fresh interpreter (no Django set-up) and returns what it printed."""
    done = fresh_python(Path(sys.executable), ["-c", textwrap.dedent(code)], cwd=os.getcwd(), env=dict(os.environ), timeout=timeout)
    if done.returncode != 0:
        raise AssertionError(f"the code failed (exit {done.returncode}):\n{done.stderr[-4000:]}")
    return done.stdout


def source_line(relative: str, line: int) -> str:
    """Line `line` (1-based) of django_cfg/<relative> as installed."""
    return (PACKAGE / relative).read_text(encoding="utf-8").split("\n")[line - 1]


def read_only(relative: str, line: int, contains: str) -> None:
    """A claim that cannot run here, checked against the installed source: django_cfg/<relative>
    at `line` must contain `contains`."""
    text = source_line(relative, line)
    assert contains in text, f"django_cfg/{relative}:{line} no longer says {contains!r}; it says {text.strip()!r}"


def dumps(value: Any) -> str:
    return json.dumps(value, indent=1, sort_keys=True, default=str)


def run_python_current(code: str, cwd: str | Path | None = None, timeout: int = 180) -> str:
    """Runs `code` with the current release (django-cfg 2.x in .venv-current) in a fresh interpreter,
    from `cwd` if given, with the environment the pages tell readers to set. Returns what it printed;
    raises AssertionError with the traceback if the process fails."""
    python = Path(__file__).resolve().parents[2] / ".venv-current" / "bin" / "python"
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": tempfile.gettempdir(),
        "SECRET_KEY": "docs-example-secret-key-from-the-environment-0123456789",
        "DATABASE_URL": "sqlite:///db.sqlite3",
    }
    with tempfile.TemporaryDirectory(prefix="docs-claim-2x-") as scratch:  # 2.x writes logs/ into its cwd
        done = fresh_python(python, ["-c", textwrap.dedent(code)], cwd=cwd or scratch, env=env, timeout=timeout, warnings_options=["ignore"])
    if done.returncode != 0:
        raise AssertionError(f"the code failed on the current release (exit {done.returncode}):\n{done.stderr[-4000:]}")
    return done.stdout
