"""Checks for docs/guides/upgrading-to-2x/built-in-apps.mdx (1.5.108 here, 2.3.348 through
`run_python_current`)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

from claims import FIXTURE, run_django, run_python_current

EIGHT_APPS = {
    "django_cfg.apps.business.support": ("django_cfg_support", ["django_cfg_support_message", "django_cfg_support_ticket"]),
    "django_cfg.apps.business.leads": ("django_cfg_leads", ["django_cfg_leads_lead"]),
    "django_cfg.apps.business.newsletter": ("django_cfg_newsletter", [
        "django_cfg_newsletter_emaillog", "django_cfg_newsletter_newsletter",
        "django_cfg_newsletter_newslettercampaign", "django_cfg_newsletter_newslettersubscription",
    ]),
    "django_cfg.apps.business.knowbase": ("django_cfg_knowbase", 10),
    "django_cfg.apps.business.agents": ("django_cfg_agents", 8),
    "django_cfg.apps.business.payments": ("payments", [
        "payments_currencies", "payments_payments", "payments_transactions",
        "payments_user_balances", "payments_withdrawal_requests",
    ]),
    "django_cfg.apps.system.maintenance": ("maintenance", [
        "maintenance_cloudflareapikey", "maintenance_cloudflaresite",
        "maintenance_maintenancelog", "maintenance_scheduledmaintenance",
    ]),
    "django_cfg.apps.system.db": ("db_backup", ["db_backup_backuprecord", "db_backup_restorerecord"]),
}


def test_labels_and_tables_of_the_eight_apps_on_1_5_108() -> None:
    """The table "The eight apps, one by one": app label and tables of each removed app."""
    out = run_django(
        """
        import json
        from django.apps import apps
        print(json.dumps({a.name: [a.label, sorted(m._meta.db_table for m in a.get_models())] for a in apps.get_app_configs()}))
        """,
        """
        from django_cfg import BackupConfig, DatabaseConfig, DjangoConfig, NowPaymentsConfig, PaymentsConfig
        class Shop(DjangoConfig):
            project_name: str = "Shop"
            secret_key: str = "k" * 60
            databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
            enable_support: bool = True
            enable_leads: bool = True
            enable_newsletter: bool = True
            enable_knowbase: bool = True
            enable_agents: bool = True
            enable_maintenance: bool = True
            payments: PaymentsConfig = PaymentsConfig(nowpayments=NowPaymentsConfig(api_key="k", ipn_secret="s"))
            backup: BackupConfig = BackupConfig(enabled=True)
        config = Shop()
        """,
    )
    import json

    apps = json.loads(out.strip().splitlines()[-1])
    for name, (label, tables) in EIGHT_APPS.items():
        assert apps[name][0] == label, name
        if isinstance(tables, int):
            assert len(apps[name][1]) == tables, name
        else:
            assert apps[name][1] == tables, name
    assert all(t.startswith("django_cfg_knowbase_") for t in apps["django_cfg.apps.business.knowbase"][1])
    assert all(t.startswith("orchestrator_") for t in apps["django_cfg.apps.business.agents"][1])


def test_the_apps_are_gone_and_the_cli_has_two_commands_on_2x() -> None:
    """"None of them is in 2.3.348" and "the `django-cfg` command line of 2.3.348 has only
    `create-project` and `info`"; extension labels get the `ext_` prefix."""
    out = run_python_current(
        f"""
        import importlib.util
        names = {sorted(EIGHT_APPS)!r}
        def found(name):
            try:
                return importlib.util.find_spec(name) is not None
            except ModuleNotFoundError:  # the parent package (apps.business) is gone too
                return False
        print([n for n in names if found(n)])
        from django_cfg.cli.main import cli  # the click group behind the django-cfg console script
        print(sorted(cli.commands))
        from django_cfg.extensions import BaseExtensionSettings
        print(BaseExtensionSettings(name="leads", django_app_label="leads").full_app_label)
        """
    )
    assert out.strip().splitlines() == ["[]", "['create-project', 'info']", "ext_leads"]


EXTENSION = {
    "extensions/__init__.py": "",
    "extensions/apps/__init__.py": "",
    "extensions/apps/leads/__init__.py": "",
    "extensions/apps/leads/migrations/__init__.py": "",
    "extensions/apps/leads/__cfg__.py": """
        from django_cfg.extensions import BaseExtensionSettings
        class LeadsSettings(BaseExtensionSettings):
            name: str = "leads"
            django_app_label: str = "leads"
        settings = LeadsSettings()
        """,
    "extensions/apps/leads/apps.py": """
        from django.apps import AppConfig
        class LeadsConfig(AppConfig):
            name = "extensions.apps.leads"
            label = "ext_leads"
            default_auto_field = "django.db.models.BigAutoField"
        """,
    "extensions/apps/leads/models.py": """
        from django.db import models
        class Lead(models.Model):
            name = models.CharField(max_length=200)
            email = models.CharField(max_length=254)
            status = models.CharField(max_length=20)
            class Meta:
                managed = False
                db_table = "django_cfg_leads_lead"
        """,
}

SETTINGS = """
from django_cfg import DatabaseConfig, DjangoConfig
class Shop(DjangoConfig):
    project_name: str = "Shop"
    secret_key: str = "k" * 60
    root_urlconf: str = "api.urls"
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
    OLD
config = Shop()
globals().update(config.get_all_settings())
"""


def test_rows_survive_the_upgrade_and_an_extension_reads_them() -> None:
    """Steps 1-5: on 1.5.108 (with accounts) a lead is saved and `dumpdata django_cfg_leads` exports
    it; on 2.3.348 `migrate` keeps the table, the scanner installs `extensions.apps.leads`,
    `makemigrations ext_leads` + `migrate` leave the table alone, and the model reads the row."""
    setup = "import os, django\nos.environ['DJANGO_SETTINGS_MODULE'] = 'shop_settings'\ndjango.setup()\nfrom django.core.management import call_command\n"
    with tempfile.TemporaryDirectory(prefix="docs-claim-") as tmp:
        project = Path(tmp)
        subprocess.run(["cp", "-r", f"{FIXTURE}/.", tmp], check=True)
        (project / "shop_settings.py").write_text(
            SETTINGS.replace("OLD", "enable_accounts: bool = True\n    enable_leads: bool = True"), encoding="utf-8"
        )
        old = subprocess.run(
            [sys.executable, "-W", "ignore", "-c", setup + textwrap.dedent(
                """
                call_command("migrate", verbosity=0)
                from django_cfg.apps.business.leads.models import Lead
                Lead.objects.create(name="Ana", email="ana@acme.example", message="Pricing?", site_url="https://acme.example")
                call_command("dumpdata", "django_cfg_leads", output="leads.json")
                """
            )],
            cwd=tmp, capture_output=True, text=True, timeout=300,
        )
        assert old.returncode == 0, old.stderr[-3000:]
        assert '"model": "django_cfg_leads.lead"' in (project / "leads.json").read_text()

        (project / "shop_settings.py").write_text(SETTINGS.replace("OLD", ""), encoding="utf-8")
        for name, text in EXTENSION.items():
            (project / name).parent.mkdir(parents=True, exist_ok=True)
            (project / name).write_text(textwrap.dedent(text), encoding="utf-8")
        out = run_python_current(
            setup + textwrap.dedent(
                """
                from django.conf import settings
                print([a for a in settings.INSTALLED_APPS if a.startswith("extensions.")])
                call_command("migrate", verbosity=0)
                call_command("makemigrations", "ext_leads", verbosity=0)
                call_command("migrate", verbosity=0)
                from extensions.apps.leads.models import Lead
                print([(lead.name, lead.status) for lead in Lead.objects.all()])
                """
            ),
            cwd=tmp,
            timeout=300,
        )
    lines = out.strip().splitlines()
    assert "['extensions.apps.leads']" in lines
    assert lines[-1] == "[('Ana', 'new')]"
