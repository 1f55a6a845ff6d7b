"""Checks for docs/fundamentals/configuration/reference/api.mdx."""

from __future__ import annotations

from typing import Optional

from claims import read_only, settings_diff, settings_of

from django_cfg import DatabaseConfig, DjangoConfig, DRFConfig, SpectacularConfig
from django_cfg.models.api.drf.swagger import SwaggerUISettings
from django_cfg.models.django.openapi import OpenAPIClientConfig


class WithClient(DjangoConfig):
    openapi_client: Optional[OpenAPIClientConfig] = None


def config(**values: object) -> WithClient:
    return WithClient(
        project_name="Orders API",
        secret_key="docs-reference-api-secret-key-0123456789-abcdefghijklmnop",
        databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
        **values,
    )


def test_spectacular_field_is_never_applied() -> None:
    """"`spectacular=` changes nothing. The generator's Spectacular step returns an empty dict unless the
    generator object has a `_has_spectacular_settings` attribute, and no code in the package sets one"
    (audit: reference/api.mdx:10,26,31)."""
    read_only("core/generation/integration_generators/api.py", 235, "if not hasattr(self, '_has_spectacular_settings'):")
    spectacular = SpectacularConfig(
        title="Orders API", version="2.1.0", swagger_ui_settings=SwaggerUISettings(deep_linking=False)
    )
    assert "SPECTACULAR_SETTINGS" not in settings_of(config(spectacular=spectacular))
    # Nor with openapi_client set: the settings come from drf_title/drf_version, spectacular= changes no key.
    client = OpenAPIClientConfig()
    assert settings_diff(
        settings_of(config(openapi_client=client)), settings_of(config(openapi_client=client, spectacular=spectacular))
    ) == set()


def test_titles_come_from_openapi_client() -> None:
    """"With `openapi_client` set, `SPECTACULAR_SETTINGS` is built from its `drf_title`, `drf_version` and
    other `drf_*` fields; without it there is no `SPECTACULAR_SETTINGS` at all"."""
    assert "SPECTACULAR_SETTINGS" not in settings_of(config())
    settings = settings_of(config(openapi_client=OpenAPIClientConfig(drf_title="Orders API", drf_version="2.1.0")))
    assert (settings["SPECTACULAR_SETTINGS"]["TITLE"], settings["SPECTACULAR_SETTINGS"]["VERSION"]) == (
        "Orders API",
        "2.1.0",
    )


def test_drf_config_is_dropped_when_openapi_client_is_set() -> None:
    """"With `openapi_client` set, `drf=` is dropped ... `DRFConfig(page_size=50)` leaves `PAGE_SIZE` at 100
    and custom throttle rates are ignored" (audit: reference/api.mdx:31)."""
    drf = DRFConfig(page_size=50, throttle_rates={"anon": "10/hour", "user": "100/hour"})
    alone = settings_of(config(drf=drf))["REST_FRAMEWORK"]
    assert alone["PAGE_SIZE"] == 50 and alone["DEFAULT_THROTTLE_RATES"]["anon"] == "10/hour"
    both = settings_of(config(drf=drf, openapi_client=OpenAPIClientConfig()))["REST_FRAMEWORK"]
    assert both["PAGE_SIZE"] == 100
    assert both.get("DEFAULT_THROTTLE_RATES", {}).get("anon") != "10/hour"
