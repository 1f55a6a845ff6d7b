"""Checks for docs/deployment/overview.mdx."""

from __future__ import annotations

from claims import run_django

PRODUCTION = """
from django_cfg import DatabaseConfig, DjangoConfig, OpenAPIClientConfig
from django_cfg.core import EnvironmentMode


class ShopConfig(DjangoConfig):
    project_name: str = "Shop"
    env_mode: EnvironmentMode = EnvironmentMode.PRODUCTION
    debug: bool = False
    secret_key: str = "shop-production-secret-key-0123456789-abcdefghijklmnopqrstuvwxyz"
    security_domains: list[str] = ["shop.example.com"]
    root_urlconf: str = "api.urls"
    databases: dict[str, DatabaseConfig] = {{"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}}
    {extra}


config = ShopConfig()
"""

CHECK = """
from django.core.management import call_command
from django.core.management.base import SystemCheckError
for args in (["check", "--deploy"], ["check", "--deploy", "--tag", "security"]):
    try:
        call_command(*args)
        print("RESULT ok")
    except SystemCheckError as error:
        print("RESULT", "E001" if "drf_spectacular.E001" in str(error) else "other", "ActivityViewSet" in str(error), "SenderSerializer" in str(error))
"""


def results(extra: str = "") -> list[str]:
    out = run_django(CHECK, PRODUCTION.format(extra=extra))
    return [line[len("RESULT "):] for line in out.splitlines() if line.startswith("RESULT")]


def test_check_deploy_fails_on_drf_spectacular_without_openapi_client() -> None:
    """"a plain `python manage.py check --deploy` reports `drf_spectacular.E001` and exits with status 1 ...
    Without `openapi_client` the error names the dashboard's `ActivityViewSet`"; "`--tag security`" passes."""
    assert results() == ["E001 True False", "ok"]


def test_check_deploy_fails_on_support_serializer_with_openapi_client() -> None:
    """"with `openapi_client` it names the support app's `SenderSerializer`"."""
    extra = "openapi_client: OpenAPIClientConfig | None = OpenAPIClientConfig(enabled=True)"
    assert results(extra) == ["E001 False True", "ok"]
