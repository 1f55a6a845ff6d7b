"""Checks for docs/guides/upgrading-to-2x/nextjs-admin.mdx (1.5.108 here, 2.3.348 through
`run_python_current` in a copy of the fixture project)."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from claims import FIXTURE, run_django, run_python_current

REQUESTS = """
from django.test import Client
client = Client(HTTP_HOST="localhost")
for path in ("/cfg/admin/", "/cfg/nextjs-admin/"):
    response = client.get(path)
    print(path, response.status_code, response.get("Location"))
"""


def test_both_admins_redirect_to_login_on_1_5_108() -> None:
    """"Before": /cfg/admin/ (frontend app, on by default) and /cfg/nextjs-admin/ redirect an anonymous
    visitor to /accounts/login/?next=..."""
    out = run_django(
        REQUESTS,
        """
        from django_cfg import DatabaseConfig, DjangoConfig, NextJsAdminConfig
        class Shop(DjangoConfig):
            project_name: str = "Shop"
            secret_key: str = "k" * 60
            root_urlconf: str = "api.urls"
            databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
            nextjs_admin: NextJsAdminConfig = NextJsAdminConfig(project_path="../admin")
        config = Shop()
        """,
    )
    assert "/cfg/admin/ 302 /accounts/login/?next=/cfg/admin/" in out
    assert "/cfg/nextjs-admin/ 302 /accounts/login/?next=/cfg/nextjs-admin/" in out


def test_nothing_is_served_on_2x_and_the_api_routes_exist() -> None:
    """"After": NextJsAdminConfig and the field are gone, both paths answer 404, and step 3's accounts
    URLs and the ADMIN target type exist."""
    with tempfile.TemporaryDirectory(prefix="docs-claim-2x-") as tmp:
        subprocess.run(["cp", "-r", f"{FIXTURE}/.", tmp], check=True)
        Path(tmp, "claim_settings.py").write_text(
            "from docs_fixture import config\n\nglobals().update(config.get_all_settings())\n", encoding="utf-8"
        )
        out = run_python_current(
            "import os, django\nos.environ['DJANGO_SETTINGS_MODULE'] = 'claim_settings'\ndjango.setup()\n"
            + REQUESTS
            + """
import django_cfg
from django_cfg import DjangoConfig
from django.urls import resolve
from django_cfg.modules.django_generator import TargetType
print(hasattr(django_cfg, "NextJsAdminConfig"), "nextjs_admin" in DjangoConfig.model_fields, TargetType.ADMIN.value)
for path in ("/cfg/accounts/otp/request/", "/cfg/accounts/otp/verify/", "/cfg/accounts/token/", "/cfg/accounts/token/refresh/"):
    resolve(path)
    print("resolves", path)
""",
            cwd=tmp,
        )
    assert "/cfg/admin/ 404 None" in out
    assert "/cfg/nextjs-admin/ 404 None" in out
    assert "False False admin" in out
    assert out.count("resolves ") == 4
