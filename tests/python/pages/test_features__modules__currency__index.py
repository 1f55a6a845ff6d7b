"""Checks for docs/features/modules/currency/index.mdx."""

from __future__ import annotations

import inspect

import pytest


def test_shared_converter_caches_for_an_hour() -> None:
    """'Both functions share one converter instance per process with a one-hour cache' and the
    table: `convert_currency` 'Uses the shared converter (cache TTL 3600 s)'."""
    from django_cfg.modules import django_currency

    first = django_currency._get_converter()
    assert first is django_currency._get_converter()
    src = inspect.getsource(django_currency._get_converter)
    assert "cache_ttl=3600" in src


def test_converter_defaults() -> None:
    """'CurrencyConverter(cache_ttl=300)      # default 300 s' and the lower-level defaults table."""
    from django_cfg.modules.django_currency import (
        CacheManager,
        CoinPaprikaClient,
        CurrencyConverter,
        HybridCurrencyClient,
    )

    default = lambda cls, name: inspect.signature(cls).parameters[name].default  # noqa: E731
    assert default(CurrencyConverter, "cache_ttl") == 300
    assert default(HybridCurrencyClient, "cache_ttl") == 3600
    assert default(CoinPaprikaClient, "cache_ttl") == 600
    assert (default(CacheManager, "ttl"), default(CacheManager, "maxsize")) == (300, 1000)


def test_amount_must_be_positive() -> None:
    """Models table: `ConversionRequest` 'amount (must be greater than 0)'."""
    from pydantic import ValidationError

    from django_cfg.modules.django_currency.core.models import ConversionRequest

    ConversionRequest(amount=1, from_currency="USD", to_currency="EUR")
    with pytest.raises(ValidationError):
        ConversionRequest(amount=0, from_currency="USD", to_currency="EUR")


def test_no_currency_field_on_djangoconfig() -> None:
    """':::info Not in this release': 'no `DjangoConfig` field for currency' and no `MoneyField`."""
    import django_cfg
    from django_cfg import DjangoConfig

    assert not [name for name in DjangoConfig.model_fields if "currency" in name]
    assert not hasattr(django_cfg, "MoneyField")
