"""Checks for docs/guides/upgrading-to-2x/config-switches.mdx (1.5.108 in this environment, 2.3.348
through `run_python_current`)."""

from __future__ import annotations

import json
import subprocess
import tempfile
import textwrap
from pathlib import Path

from claims import FIXTURE, run_django, run_python, run_python_current

DB = 'databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}'


def test_enable_support_is_on_by_default_on_1_5_108() -> None:
    """"Note that `enable_support` is on by default, so a project that never mentions it still runs
    the support app." """
    out = run_python(
        f"""
        from django_cfg import DatabaseConfig, DjangoConfig
        config = DjangoConfig(project_name="Shop", secret_key="k" * 60, {DB})
        print("django_cfg.apps.business.support" in config.get_all_settings()["INSTALLED_APPS"])
        """
    )
    assert out.strip().splitlines()[-1] == "True"


def test_only_two_enable_fields_survive_in_2x() -> None:
    """"Delete every `enable_*` line except `enable_pool_cleanup` and `enable_drf_tailwind`: those two
    still exist on 2.3.348", and the eight others of the table are gone."""
    code = "from django_cfg import DjangoConfig\nprint(sorted(f for f in DjangoConfig.model_fields if f.startswith('enable_')))"
    old = eval(run_python(code).strip().splitlines()[-1])  # noqa: S307 - a list the package printed
    new = eval(run_python_current(code).strip().splitlines()[-1])  # noqa: S307
    assert new == ["enable_drf_tailwind", "enable_pool_cleanup"]
    assert sorted(set(old) - set(new)) == [
        "enable_accounts", "enable_agents", "enable_frontend", "enable_knowbase",
        "enable_leads", "enable_maintenance", "enable_newsletter", "enable_support",
    ]


def test_keyword_switch_fails_and_subclass_switch_installs_nothing_on_2x() -> None:
    """The two "After" behaviours: a keyword argument is `extra_forbidden`; a subclass field reads back
    True and installs no app; accounts is installed anyway with the custom user model."""
    out = run_python_current(
        f"""
        from pydantic import ValidationError
        from django_cfg import DatabaseConfig, DjangoConfig
        try:
            DjangoConfig(project_name="Shop", secret_key="k" * 60, {DB}, enable_leads=True)
            print("accepted")
        except ValidationError as error:
            print(error.errors()[0]["type"])

        class Shop(DjangoConfig):
            project_name: str = "Shop"
            secret_key: str = "k" * 60
            databases: dict[str, DatabaseConfig] = {{"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}}
            enable_leads: bool = True
            enable_maintenance: bool = True

        settings = Shop().get_all_settings()
        apps = settings["INSTALLED_APPS"]
        print(any(a.endswith((".leads", ".maintenance")) for a in apps))
        print("django_cfg.apps.system.accounts" in apps, settings["AUTH_USER_MODEL"])
        """
    )
    assert out.strip().splitlines()[-3:] == ["extra_forbidden", "False", "True django_cfg_accounts.CustomUser"]


def test_migrate_on_2x_stops_when_1_5_108_used_auth_user() -> None:
    """Warning "The user model on 2.3.348": a database migrated by 1.5.108 without the accounts app
    fails `migrate` on 2.3.348 with InconsistentMigrationHistory (admin before django_cfg_accounts)."""
    settings = textwrap.dedent(
        """
        from django_cfg import DatabaseConfig, DjangoConfig
        class Shop(DjangoConfig):
            project_name: str = "Shop"
            secret_key: str = "k" * 60
            root_urlconf: str = "api.urls"
            databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
        config = Shop()
        globals().update(config.get_all_settings())
        """
    )
    migrate = "import os, django\nos.environ['DJANGO_SETTINGS_MODULE'] = 'shop_settings'\ndjango.setup()\nfrom django.core.management import call_command\ncall_command('migrate', verbosity=0)\nprint('migrated')\n"
    with tempfile.TemporaryDirectory(prefix="docs-claim-") as tmp:
        subprocess.run(["cp", "-r", f"{FIXTURE}/.", tmp], check=True)
        Path(tmp, "shop_settings.py").write_text(settings, encoding="utf-8")
        old = subprocess.run(
            [str(Path(__file__).resolve().parents[3] / ".venv/bin/python"), "-W", "ignore", "-c", migrate],
            cwd=tmp, capture_output=True, text=True, timeout=300,
        )
        assert old.stdout.strip().endswith("migrated"), old.stderr[-2000:]
        try:
            run_python_current(migrate, cwd=tmp, timeout=300)
        except AssertionError as error:
            message = str(error)
        else:
            raise AssertionError("migrate passed on 2.3.348")
    assert "InconsistentMigrationHistory" in message
    assert "admin.0001_initial is applied before its dependency django_cfg_accounts.0001_initial" in message


def test_before_block_lists_the_switched_apps() -> None:
    """The "Before" block's output: accounts, support (default), leads, maintenance."""
    out = run_django(
        """
        from django.conf import settings
        print([a.rsplit(".", 1)[1] for a in settings.INSTALLED_APPS if ".business." in a or a.endswith(".maintenance")])
        """,
        f"""
        from django_cfg import DatabaseConfig, DjangoConfig
        class Shop(DjangoConfig):
            project_name: str = "Shop"
            secret_key: str = "k" * 60
            root_urlconf: str = "api.urls"
            databases: dict[str, DatabaseConfig] = {{"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}}
            enable_accounts: bool = True
            enable_leads: bool = True
            enable_maintenance: bool = True
        config = Shop()
        """,
    )
    assert json.loads(out.strip().splitlines()[-1].replace("'", '"')) == ["accounts", "support", "leads", "maintenance"]
