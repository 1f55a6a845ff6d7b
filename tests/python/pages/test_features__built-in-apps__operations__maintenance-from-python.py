"""Checks for docs/features/built-in-apps/operations/maintenance-from-python.mdx."""

from __future__ import annotations

import json

from claims import read_only, run_django

CONFIG = """
from django_cfg import DatabaseConfig, DjangoConfig

class C(DjangoConfig):
    project_name: str = "Ops"
    secret_key: str = "docs-example-secret-key-that-is-long-enough-for-validation"
    debug: bool = True
    root_urlconf: str = "api.urls"
    enable_maintenance: bool = True
    databases: dict = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}

config = C()
"""


def test_bulk_layer_never_retries() -> None:
    """Warning "The bulk layer adds no retries": `_execute_single_operation` carries
    `@retry_on_failure(max_retries=2)` but catches every exception itself, so a failing site is tried
    once and comes back in `failed`."""
    read_only("apps/system/maintenance/services/bulk_operations_service.py", 194, "@retry_on_failure(max_retries=2)")
    out = run_django(
        """
        import json, time
        from django.core.management import call_command
        call_command("migrate", verbosity=0)
        time.sleep = lambda s: None
        from django_cfg.apps.system.maintenance.models import CloudflareApiKey, CloudflareSite
        from django_cfg.apps.system.maintenance.services import bulk_operations_service as bulk

        calls = []

        class Failing:
            def __init__(self, site):
                calls.append(site.domain)
                raise RuntimeError("Cloudflare answered 503 Service Unavailable")

        bulk.MaintenanceService = Failing
        key = CloudflareApiKey.objects.create(name="main", api_token="t")
        CloudflareSite.objects.create(
            name="Shop", domain="shop.acme.example", zone_id="z" * 32, account_id="a" * 32,
            api_key=key, maintenance_active=True,
        )
        result = bulk.bulk_operations.sites().disable_maintenance(max_workers=1)
        print(json.dumps({"calls": calls, "failed": result["failed"], "successful": result["successful"]}))
        """,
        config=CONFIG,
    )
    data = json.loads(out.strip().splitlines()[-1])
    assert data["calls"] == ["shop.acme.example"], data  # one attempt, no retry
    assert data["successful"] == [] and len(data["failed"]) == 1, data
    assert "503" in data["failed"][0]["error"], data


def test_retry_decorator_defaults() -> None:
    """Retry table: "attempts 1 + 3 retries", "delay 1 s, doubling each time, capped at 30 s"."""
    import inspect

    from django_cfg.apps.system.maintenance.utils.retry_utils import retry_on_failure

    params = inspect.signature(retry_on_failure).parameters
    assert params["max_retries"].default == 3
    assert params["base_delay"].default == 1.0
    assert params["backoff_factor"].default == 2.0
    assert params["max_delay"].default == 30.0
