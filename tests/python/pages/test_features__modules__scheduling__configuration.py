"""Checks for docs/features/modules/scheduling/configuration.mdx."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from claims import PACKAGE, settings_diff, settings_of


def test_queues_need_a_queue_named_default() -> None:
    """`queues` row: 'Queue names must be unique, and one queue must be named `default`: a list
    without it fails validation with "A queue named 'default' is required".'"""
    from django_cfg.models.django.django_rq import DjangoRQConfig, RQQueueConfig

    assert [q.queue for q in DjangoRQConfig().queues] == ["default"]
    with pytest.raises(ValidationError, match="A queue named 'default' is required"):
        DjangoRQConfig(queues=[RQQueueConfig(queue="high")])
    with pytest.raises(ValidationError, match="Duplicate queue names"):
        DjangoRQConfig(queues=[RQQueueConfig(queue="default"), RQQueueConfig(queue="default")])
    DjangoRQConfig(queues=[RQQueueConfig(queue="default"), RQQueueConfig(queue="high")])


def test_dependency_check_requires_django_rq_rq_redis_only() -> None:
    """'checks that `django-rq`, `rq` and `redis` are importable ... `rq-scheduler` is optional for
    that check'."""
    from django_cfg.apps.integrations.rq._cfg.dependencies import DependencyChecker

    assert set(DependencyChecker.REQUIRED_DEPS) == {"django_rq", "rq", "redis"}
    assert "rq_scheduler" in DependencyChecker.OPTIONAL_DEPS


def test_defaults_table() -> None:
    """The `DjangoRQConfig` table: enabled True, enable_auto_cleanup True, cleanup_max_age_days 7,
    show_admin_link True, exception_handlers [], api_token None, prometheus_enabled True."""
    from django_cfg.models.django.django_rq import DjangoRQConfig

    c = DjangoRQConfig()
    assert (c.enabled, c.enable_auto_cleanup, c.cleanup_max_age_days, c.show_admin_link) == (True, True, 7, True)
    assert (c.exception_handlers, c.api_token, c.prometheus_enabled, c.schedules) == ([], None, True, [])


def test_prometheus_enabled_is_not_read() -> None:
    """'`prometheus_enabled` ... Not read anywhere at 1.5.108 and not written to settings'."""
    from django_cfg import DatabaseConfig, DjangoConfig
    from django_cfg.models.django.django_rq import DjangoRQConfig

    def build(flag: bool) -> dict:
        class C(DjangoConfig):
            project_name: str = "Probe"
            secret_key: str = "x" * 60
            databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}

        return settings_of(C(django_rq=DjangoRQConfig(prometheus_enabled=flag)))

    assert settings_diff(build(True), build(False)) == set()
    callers = [
        p.relative_to(PACKAGE).as_posix()
        for p in PACKAGE.rglob("*.py")
        if "is_prometheus_enabled(" in p.read_text(encoding="utf-8", errors="ignore")
    ]
    assert callers == ["apps/integrations/rq/services/config_helper.py"]  # only its definition
