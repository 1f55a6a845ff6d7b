"""Checks for docs/cli/commands/development.mdx."""

from __future__ import annotations

from claims import run_django, run_python


def test_ngrok_enabled_is_accepted_in_a_production_config() -> None:
    """"`NgrokConfig` is meant to be limited to `debug=True`, but at 1.5.108 its check swallows its own
    error, so `enabled=True` is accepted in a production config too" (audit: development.mdx:12)."""
    out = run_python(
        """
        from django_cfg import DatabaseConfig, DjangoConfig, NgrokConfig

        class Prod(DjangoConfig):
            project_name: str = "Shop"
            secret_key: str = "shop-production-secret-key-0123456789-abcdefghijklmnopqrstuvwxyz"
            debug: bool = False
            security_domains: list[str] = ["shop.example.com"]
            databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}

        config = Prod()
        config.get_all_settings()          # the config is now the current one
        later = NgrokConfig(enabled=True)  # the debug-only check runs against a debug=False config
        prod = Prod(ngrok=NgrokConfig(enabled=True))
        prod.get_all_settings()
        from django_cfg.core import get_current_config
        current = get_current_config()
        print(current is not None and current.debug, later.enabled, prod.ngrok.enabled)
        """
    )
    assert out.split() == ["False", "True", "True"]


def test_list_urls_crashes_without_a_narrow_filter() -> None:
    """"`list_urls`, `list_urls --api` and `list_urls --filter cfg/` stop with `MarkupError` ... A
    `--filter` that leaves that route out (`cfg/health`) works"; "`--with-ngrok` and `--webhook` ... fail
    with `AttributeError`"."""
    out = run_django(
        """
        from django.core.management import call_command
        for args in (["list_urls"], ["list_urls", "--api"], ["list_urls", "--filter", "cfg/"],
                     ["list_urls", "--filter", "cfg/health"], ["list_urls", "--filter", "cfg/health", "--with-ngrok"],
                     ["list_urls", "--webhook"]):
            try:
                call_command(*args)
                print("RESULT", "ok")
            except Exception as error:
                print("RESULT", type(error).__name__)
        """
    )
    results = [line.split()[1] for line in out.splitlines() if line.startswith("RESULT")]
    assert results == ["MarkupError", "MarkupError", "MarkupError", "ok", "AttributeError", "AttributeError"]
