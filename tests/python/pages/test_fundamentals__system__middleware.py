"""Checks for docs/fundamentals/system/middleware.mdx."""

from __future__ import annotations

from claims import settings_of

from django_cfg import DatabaseConfig, DjangoConfig


class ShopConfig(DjangoConfig):
    project_name: str = "Northwind Shop"
    secret_key: str = "x" * 60
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig(name="db.sqlite3")}


def test_payments_adds_no_middleware() -> None:
    """"`payments` enabled | provider middleware | None at 1.5.108; the payments config returns an
    empty list"."""
    from django_cfg.models.payments.config import PaymentsConfig

    assert PaymentsConfig().get_middleware_classes() == []
    plain = settings_of(ShopConfig())["MIDDLEWARE"]
    with_payments = settings_of(ShopConfig(payments=PaymentsConfig()))["MIDDLEWARE"]
    assert with_payments == plain


def test_custom_middleware_appended_and_pool_cleanup_last() -> None:
    """"your `custom_middleware` entries | Appended as listed" and the pool-cleanup middleware
    "Always last"; `enable_pool_cleanup` defaults to `False`."""
    assert DjangoConfig.model_fields["enable_pool_cleanup"].default is False
    middleware = settings_of(
        ShopConfig(custom_middleware=["api.middleware.One", "api.middleware.Two"], enable_pool_cleanup=True)
    )["MIDDLEWARE"]
    assert middleware[-3:] == [
        "api.middleware.One",
        "api.middleware.Two",
        "django_cfg.middleware.pool_cleanup.ConnectionPoolCleanupMiddleware",
    ]
