"""Checks for docs/fundamentals/configuration/reference/infrastructure.mdx."""

from __future__ import annotations

from claims import PACKAGE, settings_diff, settings_of

from django_cfg import DatabaseConfig, DjangoConfig, LimitsConfig


def config(limits: LimitsConfig) -> DjangoConfig:
    return DjangoConfig(
        project_name="Site",
        secret_key="docs-reference-infrastructure-secret-key-0123456789-abc",
        databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
        limits=limits,
    )


def test_max_upload_mb_reaches_only_limits_config() -> None:
    """"`LimitsConfig.max_upload_mb` ... only lands in `LIMITS_CONFIG["max_upload_bytes"]`, and no code in the
    package reads `LIMITS_CONFIG`" (audit: reference/infrastructure.mdx:10,35)."""
    base = settings_of(config(LimitsConfig()))
    assert settings_diff(base, settings_of(config(LimitsConfig(max_upload_mb=25)))) == {"LIMITS_CONFIG.max_upload_bytes"}
    mentions = sorted(
        p.relative_to(PACKAGE).as_posix()
        for p in PACKAGE.rglob("*.py")
        if "LIMITS_CONFIG" in p.read_text(encoding="utf-8", errors="replace")
    )
    # Only where the model's own to_django_settings() writes it.
    assert mentions == ["models/api/limits.py"]


def test_max_upload_mb_only_bounds_max_memory_mb() -> None:
    """"Its one other effect is a check: `max_memory_mb` may not exceed it"."""
    try:
        LimitsConfig(max_upload_mb=4, max_memory_mb=5)
    except ValueError as error:
        assert "max_memory_mb cannot be larger than max_upload_mb" in str(error)
    else:
        raise AssertionError("LimitsConfig accepted max_memory_mb > max_upload_mb")


def test_django_upload_settings_come_from_memory_and_request_limits() -> None:
    """"`FILE_UPLOAD_MAX_MEMORY_SIZE` is `max_memory_mb` ..., and `DATA_UPLOAD_MAX_MEMORY_SIZE` is the smaller
    of `max_memory_mb` and `max_request_mb`"."""
    settings = settings_of(config(LimitsConfig(max_memory_mb=5, max_request_mb=30)))
    assert settings["FILE_UPLOAD_MAX_MEMORY_SIZE"] == 5 * 1024 * 1024
    assert settings["DATA_UPLOAD_MAX_MEMORY_SIZE"] == 5 * 1024 * 1024
    settings = settings_of(config(LimitsConfig(max_upload_mb=50, max_memory_mb=50, max_request_mb=30)))
    assert settings["DATA_UPLOAD_MAX_MEMORY_SIZE"] == 30 * 1024 * 1024
