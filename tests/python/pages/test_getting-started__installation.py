"""Checks for docs/getting-started/installation.mdx (and the install step of first-project.mdx)."""

from __future__ import annotations

import re
from importlib.metadata import requires


def extra(name: str) -> set[str]:
    """The distribution names an extra of the installed django-cfg adds."""
    out = set()
    for requirement in requires("django-cfg") or []:
        if re.search(rf"extra\s*==\s*['\"]{re.escape(name)}['\"]", requirement):
            out.add(re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0].lower())
    return out


def core() -> set[str]:
    return {
        re.split(r"[<>=!~;\[ ]", r, maxsplit=1)[0].lower() for r in requires("django-cfg") or [] if "extra ==" not in r
    }


def test_django_comes_from_an_extra() -> None:
    """"Django is **not** a core dependency. Install it through the `django52` extra"."""
    assert "django" not in core()
    assert extra("django52") == {"django"}


def test_full_pulls_development_and_docs_tools() -> None:
    """"`full` ... installs django-cfg's own development and documentation tools (black, isort, flake8,
    mypy, pytest, MkDocs) into your environment", besides Django and the grpc/centrifugo/rq sets."""
    full = extra("full")
    assert {"black", "isort", "flake8", "mypy", "pytest", "mkdocs", "django"} <= full
    assert {"grpcio", "cent", "django-rq"} <= full


def test_full_leaves_out_ai() -> None:
    """Note "`full` does not include `ai`": the `full` extra leaves out `pydantic-ai`."""
    assert "pydantic-ai" in extra("ai")
    assert "pydantic-ai" not in extra("full")


def test_extras_table() -> None:
    """The "Choose extras" rows for `rq`, `centrifugo` and `tasks`."""
    assert {"django-rq", "rq", "rq-scheduler", "redis", "hiredis"} <= extra("rq")
    assert {"cent", "websockets"} <= extra("centrifugo")
    assert extra("tasks") == {"redis"}


def test_core_includes_the_postgresql_driver() -> None:
    """"The PostgreSQL driver `psycopg[binary,pool]` is a core dependency"."""
    assert any(r.startswith("psycopg[") and "pool" in r and "binary" in r for r in requires("django-cfg") or [])
