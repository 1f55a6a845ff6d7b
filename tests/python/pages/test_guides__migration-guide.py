"""Checks for docs/guides/migration-guide.mdx."""

from __future__ import annotations

from claims import run_django, settings_of
from django_cfg import DatabaseConfig, DjangoConfig


class Shop(DjangoConfig):
    def get_additional_settings(self) -> dict:
        return {"LANGUAGE_CODE": "de-de", "TIME_ZONE": "Europe/Berlin"}


def base(**extra) -> dict:
    return dict(
        project_name="Shop",
        secret_key="k" * 60,
        debug=True,
        databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
        **extra,
    )


def test_generated_defaults_the_page_warns_about() -> None:
    """'Differences to watch for': STATIC_URL="/staticfiles/", DEFAULT_AUTO_FIELD BigAutoField,
    ATOMIC_REQUESTS=True, database sessions with SESSION_COOKIE_AGE=604800 and
    SESSION_SAVE_EVERY_REQUEST=True, Axes backend first, env_mode defaults to production, enable_support
    is True by default."""
    settings = settings_of(DjangoConfig(**base()))
    assert settings["STATIC_URL"] == "/staticfiles/"
    assert settings["DEFAULT_AUTO_FIELD"] == "django.db.models.BigAutoField"
    assert settings["DATABASES"]["default"]["ATOMIC_REQUESTS"] is True
    assert settings["SESSION_ENGINE"] == "django.contrib.sessions.backends.db"
    assert settings["SESSION_COOKIE_AGE"] == 7 * 24 * 3600
    assert settings["SESSION_SAVE_EVERY_REQUEST"] is True
    assert settings["AUTHENTICATION_BACKENDS"][0] == "axes.backends.AxesStandaloneBackend"
    assert DjangoConfig.model_fields["env_mode"].default.value == "production"
    assert DjangoConfig.model_fields["enable_support"].default is True


def test_one_templates_backend_with_project_templates_first() -> None:
    """'One `DjangoTemplates` backend is generated with `APP_DIRS=True`; its `DIRS` holds
    `BASE_DIR/"templates"` plus django-cfg's own template folders.'"""
    templates = settings_of(DjangoConfig(**base()))["TEMPLATES"]
    assert len(templates) == 1 and templates[0]["APP_DIRS"] is True
    assert str(templates[0]["DIRS"][0]).endswith("/templates")
    assert any("django_cfg" in str(d) for d in templates[0]["DIRS"][1:])


def test_language_and_time_zone_are_fixed_and_additional_settings_win() -> None:
    """'django-cfg always generates `en-us` and `UTC`; the method's return value is merged last and wins.'"""
    plain = settings_of(DjangoConfig(**base()))
    assert (plain["LANGUAGE_CODE"], plain["TIME_ZONE"]) == ("en-us", "UTC")
    custom = settings_of(Shop(**base()))
    assert (custom["LANGUAGE_CODE"], custom["TIME_ZONE"]) == ("de-de", "Europe/Berlin")


def test_custom_middleware_is_appended_after_the_built_in_stack() -> None:
    """Step 1 table: 'your own middleware | `custom_middleware` (appended after the built-in stack)'."""
    built_in = settings_of(DjangoConfig(**base()))["MIDDLEWARE"]
    mine = settings_of(DjangoConfig(**base(custom_middleware=["orders.middleware.CartMiddleware"])))["MIDDLEWARE"]
    assert mine == built_in + ["orders.middleware.CartMiddleware"]


CUSTOM_USER_CONFIG = """
from pathlib import Path
Path("accounts").mkdir(exist_ok=True)
Path("accounts/__init__.py").write_text("")
Path("accounts/models.py").write_text(
    "from django.contrib.auth.models import AbstractUser\\n\\nclass User(AbstractUser):\\n    pass\\n")
from django_cfg import DatabaseConfig, DjangoConfig
config = DjangoConfig(project_name="Shop", secret_key="k" * 60, debug=True, root_urlconf="api.urls",
    project_apps=["accounts"], auth_user_model="accounts.User", enable_support=SUPPORT,
    databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")})
"""

CHECK = """
from django.core.management import call_command
from django.core.management.base import SystemCheckError
try:
    call_command("check")
    print("check passed")
except SystemCheckError as error:
    print(error)
"""


def test_custom_user_without_admin_fails_check_with_support_on() -> None:
    """':::warning A custom user model needs a registered admin': 'Without one, `python manage.py check`
    stops with `admin.E039: An admin for model "User" has to be registered to be referenced by
    TicketAdmin.autocomplete_fields`. ... or set `enable_support=False`.'"""
    failing = run_django(CHECK, config=CUSTOM_USER_CONFIG.replace("SUPPORT", "True"))
    assert "admin.E039" in failing
    assert 'An admin for model "User" has to be registered to be referenced by TicketAdmin.autocomplete_fields' in failing
    assert "check passed" in run_django(CHECK, config=CUSTOM_USER_CONFIG.replace("SUPPORT", "False"))
