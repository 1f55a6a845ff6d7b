"""Checks for docs/features/modules/currency/examples.mdx."""

from __future__ import annotations

import inspect

from claims import PACKAGE


def test_create_database_loader_rejects_coingecko_delay() -> None:
    """'`create_database_loader()` accepts `max_cryptocurrencies`, `max_fiat_currencies`,
    `min_market_cap_usd`, `yahoo_delay` and `coinpaprika_delay`. The example file bundled with the
    module (`examples/example_database_usage.py`) also passes a `coingecko_delay` argument, which the
    function does not accept'."""
    from django_cfg.modules.django_currency import create_database_loader

    params = list(inspect.signature(create_database_loader).parameters)
    assert params == [
        "max_cryptocurrencies", "max_fiat_currencies", "min_market_cap_usd", "yahoo_delay", "coinpaprika_delay",
    ]
    bundled = (PACKAGE / "modules/django_currency/examples/example_database_usage.py").read_text(encoding="utf-8")
    assert "coingecko_delay=" in bundled
