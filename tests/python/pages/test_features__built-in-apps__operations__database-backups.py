"""Checks for docs/features/built-in-apps/operations/database-backups.mdx."""

from __future__ import annotations

import re
import textwrap

import pytest
from claims import PACKAGE, run_django, settings_diff, settings_of

from django_cfg import (
    BackupConfig,
    BackupRetentionConfig,
    BackupScheduleConfig,
    BackupStorageConfig,
    DatabaseConfig,
    DjangoConfig,
)

BASE = dict(
    project_name="Backups",
    secret_key="docs-example-secret-key-that-is-long-enough-for-validation",
    databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
)

CONFIG = """
from django_cfg import BackupConfig, BackupStorageConfig, DatabaseConfig, DjangoConfig

class C(DjangoConfig):
    project_name: str = "Backups"
    secret_key: str = "docs-example-secret-key-that-is-long-enough-for-validation"
    debug: bool = True
    root_urlconf: str = "api.urls"
    databases: dict = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
    backup: BackupConfig = BackupConfig(
        enabled=True,
        storage=BackupStorageConfig(local_path="var/backups/"),
        encryption_key="correct-horse-battery-staple",
    )

config = C()
"""


def test_reference_table_defaults() -> None:
    """The "Configuration reference" table: enabled False, compression gzip, notify False/True,
    filename template, local backend, s3_region/s3_prefix, schedule enabled/queue, retention 7/4/3."""
    b, st, sc, r = BackupConfig(), BackupStorageConfig(), BackupScheduleConfig(), BackupRetentionConfig()
    assert (b.enabled, b.compression, b.encryption_key) == (False, "gzip", None)
    assert (b.notify_on_success, b.notify_on_failure) == (False, True)
    assert b.filename_template == "{database}_{timestamp}_{env}"
    assert b.databases == []
    assert (st.backend, st.local_path, st.s3_region, st.s3_prefix) == ("local", "backups/", "auto", "db-backups/")
    assert (sc.enabled, sc.queue, sc.interval_hours, sc.daily_time) == (True, "default", None, None)
    assert sc.cron == "0 2 * * *"  # "with none set, `cron` becomes "0 2 * * *""
    assert BackupScheduleConfig(interval_hours=6).cron is None
    assert (r.keep_daily, r.keep_weekly, r.keep_monthly, r.max_total_size_mb) == (7, 4, 3, None)


def test_enabled_installs_the_app() -> None:
    """`enabled` "installs the app and its schedule": the app appears in INSTALLED_APPS only when enabled."""
    off = settings_of(DjangoConfig(**BASE, backup=BackupConfig(enabled=False)))
    on = settings_of(DjangoConfig(**BASE, backup=BackupConfig(enabled=True)))
    assert "django_cfg.apps.system.db" not in off["INSTALLED_APPS"]
    assert "django_cfg.apps.system.db" in on["INSTALLED_APPS"]


def test_s3_validation_message() -> None:
    """"S3 storage validates that s3_bucket, s3_access_key and s3_secret_key are set" and an empty key
    fails with `s3_access_key and s3_secret_key are required for S3 backend`."""
    with pytest.raises(ValueError, match="s3_access_key and s3_secret_key are required for S3 backend"):
        BackupStorageConfig(backend="s3", s3_bucket="b", s3_access_key="", s3_secret_key="")
    with pytest.raises(ValueError, match="s3_bucket"):
        BackupStorageConfig(backend="s3", s3_access_key="k", s3_secret_key="s")
    BackupStorageConfig(backend="s3", s3_bucket="b", s3_access_key="k", s3_secret_key="s")


def test_encryption_key_feeds_no_setting() -> None:
    """Warning "`encryption_key` does not encrypt anything": it produces no Django setting."""
    plain = settings_of(DjangoConfig(**BASE, backup=BackupConfig(enabled=True)))
    keyed = settings_of(DjangoConfig(**BASE, backup=BackupConfig(enabled=True, encryption_key="secret-passphrase")))
    assert settings_diff(plain, keyed) == set()


def test_encryption_key_has_no_reader() -> None:
    """Warning: "nothing in django-cfg reads it": the only mention in the installed package is the
    field's own definition."""
    hits = []
    for path in PACKAGE.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if "encryption_key" in line and "crypto" not in str(path):
                hits.append((path.relative_to(PACKAGE).as_posix(), line.strip()))
    assert hits and all(p == "models/infrastructure/backup.py" for p, _ in hits), hits
    assert len(hits) == 1 and hits[0][1].startswith("encryption_key:"), hits


ALIAS = """
import sys
from django_cfg.apps.system.db import models as backup_models
sys.modules.setdefault("django_cfg.apps.system.db.services.models", backup_models)
"""


def test_backups_fail_without_the_alias() -> None:
    """Danger "Backups fail at 1.5.108": `db_backup` and `db_backup --cleanup` stop with
    `No module named 'django_cfg.apps.system.db.services.models'`."""
    out = run_django(
        """
        from django.core.management import call_command
        from django.core.management.base import CommandError
        call_command("migrate", verbosity=0)
        for args in (["db_backup"], ["db_backup", "--cleanup"]):
            try:
                call_command(*args)
                print("OK")
            except CommandError as e:
                print("CommandError:", e)
        """,
        config=CONFIG,
    )
    assert "CommandError: Backup failed: No module named 'django_cfg.apps.system.db.services.models'" in out, out
    assert "CommandError: Cleanup failed: No module named 'django_cfg.apps.system.db.services.models'" in out, out
    assert "OK" not in out


def test_dump_with_encryption_key_is_plain_gzip_of_sqlite() -> None:
    """With the page's alias workaround `db_backup` completes; and per the warning "`encryption_key`
    does not encrypt anything": the dump is plain gzip of the SQLite file and `BackupRecord.encrypted`
    stays `False`. Also: `{env}` in the file name renders as `unknown`."""
    out = run_django(
        ALIAS
        + textwrap.dedent(
            """
        import gzip
        from django.core.management import call_command
        call_command("migrate", verbosity=0)
        call_command("db_backup")
        from django_cfg.apps.system.db.models import BackupRecord
        record = BackupRecord.objects.get()
        print(record.status, record.encrypted, record.compression, record.filename)
        with gzip.open(record.file_path, "rb") as f:
            print(f.read(16))
        """
        ),
        config=CONFIG,
    )
    lines = [line for line in out.splitlines() if line.startswith(("completed", "failed", "b'"))]
    status, encrypted, compression, filename = lines[0].split()
    assert status == "completed" and encrypted == "False" and compression == "gzip", out
    assert re.fullmatch(r"default_\d{8}_\d{6}_unknown\.sql\.gz", filename), filename
    assert "SQLite format 3" in lines[1], out
