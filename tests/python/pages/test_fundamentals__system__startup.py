"""Checks for docs/fundamentals/system/startup.mdx."""

from __future__ import annotations

from claims import read_only


def test_pypi_version_check() -> None:
    """"ask PyPI for the newest django-cfg release at `https://pypi.org/pypi/django-cfg/json`. The
    request times out after 5 seconds, the answer is cached for one hour per process, and any failure
    is ignored ... The suggested upgrade command in the notice is `poetry add django-cfg@latest`"
    (needs the network, so checked against the installed source)."""
    from django_cfg.core.integration.version_checker import VersionChecker

    assert VersionChecker.CACHE_TTL == 3600
    read_only("core/integration/version_checker.py", 55, 'url = f"https://pypi.org/pypi/{package_name}/json"')
    read_only("core/integration/version_checker.py", 57, "requests.get(url, timeout=5)")
    read_only("core/integration/version_checker.py", 68, "except Exception:")
    read_only("core/integration/version_checker.py", 70, "return None")
    read_only("core/integration/display/startup.py", 216, "poetry add django-cfg@latest")
