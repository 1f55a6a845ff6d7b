"""Checks for docs/guides/upgrading-to-2x/health-urls.mdx (1.5.108 here, 2.3.348 through
`run_python_current` in a copy of the fixture project)."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from claims import FIXTURE, run_django, run_python_current

REQUESTS = """
import json
from django.test import Client
for host in ("localhost", "testserver"):
    client = Client(HTTP_HOST=host)
    for path in PATHS:
        response = client.get(path)
        keys = sorted(json.loads(response.content)) if response["Content-Type"] == "application/json" else None
        print(host, path, response.status_code, keys)
"""


def current_django(code: str) -> str:
    """`code` after django.setup() on 2.3.348, in a copy of the fixture project with its config."""
    with tempfile.TemporaryDirectory(prefix="docs-claim-2x-") as tmp:
        subprocess.run(["cp", "-r", f"{FIXTURE}/.", tmp], check=True)
        Path(tmp, "claim_settings.py").write_text(
            "from docs_fixture import config\n\nglobals().update(config.get_all_settings())\n", encoding="utf-8"
        )
        setup = "import os, django\nos.environ['DJANGO_SETTINGS_MODULE'] = 'claim_settings'\ndjango.setup()\n"
        return run_python_current(setup + code, cwd=tmp)


def lines(out: str) -> set[str]:
    return {line for line in out.splitlines() if line.startswith(("localhost ", "testserver "))}


def test_cfg_health_endpoints_on_1_5_108() -> None:
    """"Before": the four /cfg/health/ endpoints answer 200, /healthz 404; the quick check returns only
    `status` and `timestamp`."""
    paths = ["/cfg/health/", "/cfg/health/quick/", "/cfg/health/drf/", "/cfg/health/drf/quick/", "/healthz"]
    out = lines(run_django(f"PATHS = {paths!r}\n" + REQUESTS))
    assert "localhost /cfg/health/quick/ 200 ['status', 'timestamp']" in out
    assert "localhost /cfg/health/ 200 ['checks', 'environment', 'service', 'status', 'timestamp', 'version']" in out
    for path in paths[2:4]:
        assert any(line.startswith(f"localhost {path} 200 ") for line in out), out
    assert any(line.startswith("localhost /healthz 404") for line in out)


def test_healthz_endpoints_on_2x() -> None:
    """"After" and the URL map: /healthz, /healthz/live, /healthz/ready and the DRF copies answer 200,
    /cfg/health/ 404; liveness adds `ok`, `service`, `version`; ready has `checks`; a host outside
    ALLOWED_HOSTS (Django's test client default) gets 400."""
    paths = ["/healthz", "/healthz/", "/healthz/live", "/healthz/ready", "/healthz/drf/", "/healthz/ready/drf/", "/cfg/health/", "/cfg/health/quick/"]
    out = lines(current_django(f"PATHS = {paths!r}\n" + REQUESTS))
    assert "localhost /healthz 200 ['ok', 'service', 'status', 'timestamp', 'version']" in out
    assert "localhost /healthz/ready 200 ['checks', 'environment', 'ok', 'service', 'status', 'timestamp', 'version']" in out
    for path in ("/healthz/", "/healthz/live", "/healthz/drf/", "/healthz/ready/drf/"):
        assert any(line.startswith(f"localhost {path} 200 ") for line in out), out
    assert any(line.startswith("localhost /cfg/health/ 404") for line in out)
    assert any(line.startswith("localhost /cfg/health/quick/ 404") for line in out)
    assert any(line.startswith("testserver /healthz/ready 400") for line in out)
