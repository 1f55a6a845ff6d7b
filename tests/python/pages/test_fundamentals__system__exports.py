"""Checks for docs/fundamentals/system/exports.mdx."""

from __future__ import annotations

import json

from claims import PACKAGE, read_only, run_django

BROKEN = {
    "DjangoIntegration",
    "CursorPaginationEnhanced",
    "version_check",
    "DynamicRouter",
    "health_callback",
    "HealthService",
    "NgrokAuthConfig",
    "NgrokTunnelConfig",
}


def test_exactly_eight_names_fail_on_import() -> None:
    """"Eight of the registry names are broken at 1.5.108 ... Accessing them raises `AttributeError`,
    `ImportError` or `ModuleNotFoundError`": loading every name of `__all__` after django.setup()
    fails on exactly the eight names of the table."""
    printed = run_django(
        """
        import json
        import django_cfg
        failed = {}
        for name in django_cfg.__all__:
            try:
                getattr(django_cfg, name)
            except Exception as error:
                failed[name] = type(error).__name__
        print(json.dumps(failed))
        """
    )
    failed = json.loads(printed.strip().splitlines()[-1])
    assert set(failed) == BROKEN
    assert set(failed.values()) <= {"AttributeError", "ImportError", "ModuleNotFoundError"}


def test_the_stated_reasons() -> None:
    """The "Why it fails" column: routers define only DatabaseRouter, ngrok models are not
    re-exported, django_health imports a missing DjangoHealth."""
    printed = run_django(
        """
        import django_cfg.models.ngrok as ngrok
        import django_cfg.routing.routers as routers
        from django_cfg.models.ngrok.auth import NgrokAuthConfig
        from django_cfg.models.ngrok.tunnel import NgrokTunnelConfig
        print(hasattr(routers, "DatabaseRouter"), hasattr(routers, "DynamicRouter"))
        print(hasattr(ngrok, "NgrokAuthConfig"), hasattr(ngrok, "NgrokTunnelConfig"))
        """
    )
    assert printed.split("\n")[:2] == ["True False", "False False"]
    read_only("modules/django_health/__init__.py", 7, "from .service import DjangoHealth")
    service = (PACKAGE / "modules/django_health/service.py").read_text(encoding="utf-8")
    assert "class DjangoHealth" not in service
