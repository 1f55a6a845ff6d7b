"""Checks for docs/guides/faq.mdx."""

from __future__ import annotations

import os
import subprocess
import sys

from claims import PACKAGE, run_python, settings_of
from django_cfg import DatabaseConfig, DjangoConfig

BASE = dict(project_name="Shop", secret_key="k" * 60, databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")})


def test_urlconf_and_wsgi_only_when_set() -> None:
    """'django-cfg only emits `ROOT_URLCONF` and `WSGI_APPLICATION` when those fields are set'."""
    bare = settings_of(DjangoConfig(**BASE, debug=True))
    assert "ROOT_URLCONF" not in bare and "WSGI_APPLICATION" not in bare
    full = settings_of(DjangoConfig(**BASE, debug=True, root_urlconf="api.urls", wsgi_application="api.wsgi.application"))
    assert (full["ROOT_URLCONF"], full["WSGI_APPLICATION"]) == ("api.urls", "api.wsgi.application")


def test_environment_variables_switch_the_mode() -> None:
    """'`env_mode` defaults to `production`. ... checks `DJANGO_ENV`, then `ENVIRONMENT`, then `ENV`, and
    switches to development ... or test'."""
    code = (
        "from django_cfg import DatabaseConfig, DjangoConfig\n"
        "print(DjangoConfig(project_name='S', secret_key='k'*60, databases={'default': DatabaseConfig.from_url('sqlite:///db.sqlite3')}).env_mode.value)\n"
    )
    clean = {k: v for k, v in os.environ.items() if k not in ("DJANGO_ENV", "ENVIRONMENT", "ENV")}

    def mode(**env: str) -> str:
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env={**clean, **env})
        return done.stdout.strip().splitlines()[-1]

    assert mode() == "production"
    assert mode(DJANGO_ENV="development") == "development"
    assert mode(ENVIRONMENT="local") == "development"
    assert mode(ENV="testing") == "test"
    assert mode(DJANGO_ENV="dev", ENV="test") == "development"


def test_current_config_is_registered_by_get_all_settings() -> None:
    """'`get_all_settings()` registers the instance as the current config, and `get_current_config()`
    returns it anywhere in the process'."""
    out = run_python(
        """
        from django_cfg import DatabaseConfig, DjangoConfig
        from django_cfg.core import get_current_config
        c = DjangoConfig(project_name="S", secret_key="k" * 60, debug=True,
            databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")})
        c.get_all_settings()
        print(get_current_config() is c)
        """
    )
    assert out.strip().splitlines()[-1] == "True"


def test_accounts_user_model_and_default_apps() -> None:
    """'If you leave it `None` and turn on `enable_accounts`, django-cfg sets `AUTH_USER_MODEL` to its own
    `django_cfg_accounts.CustomUser`'; 'two feature apps are on by default: support tickets
    (`enable_support=True`) and the built-in admin frontend (`enable_frontend=True`)'."""
    assert settings_of(DjangoConfig(**BASE, debug=True, enable_accounts=True))["AUTH_USER_MODEL"] == "django_cfg_accounts.CustomUser"
    mine = settings_of(DjangoConfig(**BASE, debug=True, enable_accounts=True, auth_user_model="accounts.User"))
    assert mine["AUTH_USER_MODEL"] == "accounts.User"
    fields = DjangoConfig.model_fields
    assert fields["enable_support"].default is True and fields["enable_frontend"].default is True
    for name in ("enable_accounts", "enable_newsletter", "enable_leads", "enable_knowbase", "enable_agents", "enable_maintenance"):
        assert fields[name].default is False, name


def test_axes_cool_off_by_mode() -> None:
    """'Lockouts also expire on their own after the cool-off (1 hour in development, 24 hours in
    production).'"""
    dev = settings_of(DjangoConfig(**BASE, debug=True))
    prod = settings_of(DjangoConfig(**BASE, security_domains=["shop.example.com"]))
    assert (dev["AXES_COOLOFF_TIME"], prod["AXES_COOLOFF_TIME"]) == (1, 24)


def test_show_config_secrets_flag_and_download_admin_check() -> None:
    """'`python manage.py show_config` ... (secrets hidden unless you add `--include-secrets`)' and
    '`download_admin --check`'."""
    assert "--include-secrets" in (PACKAGE / "management/commands/show_config.py").read_text()
    assert "--check" in next(PACKAGE.rglob("download_admin.py")).read_text()
