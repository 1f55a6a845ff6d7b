"""Checks for docs/guides/upgrading-to-2x/payments.mdx (1.5.108 here, 2.3.348 through
`run_python_current`)."""

from __future__ import annotations

from claims import run_django, run_python_current


def test_nowpayments_app_on_1_5_108() -> None:
    """Side-by-side table, 1.5.108 column: label `payments`, the five `payments_*` tables, the
    balance/transactions/currencies URLs."""
    out = run_django(
        """
        from django.apps import apps
        from django.urls import get_resolver
        app = apps.get_app_config("payments")
        print(app.name, sorted(m._meta.db_table for m in app.get_models()))
        patterns = [str(p.pattern) for p in get_resolver().url_patterns]
        from django.test import Client
        for path in ("/cfg/payments/balance/", "/cfg/payments/transactions/", "/cfg/payments/currencies/"):
            print(path, Client(HTTP_HOST="localhost").get(path).status_code != 404)
        """,
        """
        from django_cfg import DatabaseConfig, DjangoConfig, NowPaymentsConfig, PaymentsConfig
        class Shop(DjangoConfig):
            project_name: str = "Shop"
            secret_key: str = "k" * 60
            root_urlconf: str = "api.urls"
            databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
            enable_accounts: bool = True
            payments: PaymentsConfig = PaymentsConfig(nowpayments=NowPaymentsConfig(api_key="k", ipn_secret="s", sandbox=True))
        config = Shop()
        """,
    )
    assert (
        "django_cfg.apps.business.payments ['payments_currencies', 'payments_payments', 'payments_transactions', "
        "'payments_user_balances', 'payments_withdrawal_requests']"
    ) in out
    assert out.count(" True") == 3


def test_stripe_engine_on_2x() -> None:
    """"After" and the 2.3.348 column: `nowpayments` is dropped silently, Stripe is the only provider,
    keys fall back to STRIPE__* variables, label `cfg_payments` with two tables, the five commands,
    the `payments` extra is the stripe SDK, and a provider has three abstract methods."""
    out = run_python_current(
        """
        import os
        os.environ["STRIPE__SECRET_KEY"] = "sk_test_from_env"
        from importlib.metadata import requires
        from pathlib import Path
        import django_cfg.apps.payments as engine
        from django_cfg import PaymentsConfig
        from django_cfg.apps.payments.providers.base import PaymentProvider
        copied = PaymentsConfig(nowpayments={"api_key": "np"})
        print(hasattr(copied, "nowpayments"), copied.default_provider, sorted(copied.provider_registry), copied.stripe_secret_key)
        root = Path(engine.__file__).parent
        print(sorted(p.stem for p in (root / "management" / "commands").glob("payments_*.py")))
        text = "".join(p.read_text() for p in (root / "models").glob("*.py"))
        print('db_table = "cfg_payments_payment"' in text, 'db_table = "cfg_payments_event"' in text)
        print('label = "cfg_payments"' in (root / "apps.py").read_text())
        urls = (root / "urls.py").read_text()
        print('path("webhook/stripe/"' in urls, 'path("checkout/"' in urls)
        print([r for r in requires("django-cfg") if "extra == 'payments'" in r])
        print(sorted(PaymentProvider.__abstractmethods__))
        """
    )
    got = out.strip().splitlines()
    assert got[0] == "False stripe ['stripe'] sk_test_from_env"
    assert got[1] == "['payments_doctor', 'payments_listen', 'payments_reconcile', 'payments_refund', 'payments_replay_webhook']"
    assert got[2:5] == ["True True", "True", "True True"]
    assert got[5].startswith(("['stripe", '["stripe')) and got[5].count("extra ==") == 1
    assert got[6] == "['create_checkout', 'refund', 'verify_and_parse_webhook']"
