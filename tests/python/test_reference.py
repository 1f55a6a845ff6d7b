"""The configuration reference JSON is what the installed django-cfg produces, and its Feeds column
says what running the package shows.

The first test regenerates the JSON with scripts/reference/generate.py (in a separate process,
because the generator sets up Django and changes the working directory) and compares it with the
committed file. The others build settings here, independently of the generator, for the fields the
claim audit found wrong (its Part 3a; the audit is not part of this repository), and check that the JSON
records the same keys.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, Optional

import pytest

from claims import flatten, settings_of

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "scripts" / "reference" / "generate.py"
SECRET = "reference-test-secret-key-0123456789-abcdefghijklmnop"


def committed() -> tuple[Path, str]:
    files = sorted((ROOT / "src" / "data" / "reference").glob("django-cfg-*.json"))
    assert len(files) == 1, f"expected one reference JSON, found {files}"
    return files[0], files[0].read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    return json.loads(committed()[1])


def field(reference: dict[str, Any], model: str, name: str) -> dict[str, Any]:
    found = next(m for m in reference["models"].values() if m["name"] == model)
    return next(f for f in found["fields"] + found["inheritedFields"] if f["name"] == name)


def test_committed_json_is_what_the_installed_package_generates() -> None:
    path, text = committed()
    done = subprocess.run(
        [sys.executable, str(GENERATOR), "--stdout"], capture_output=True, text=True, timeout=900, cwd=ROOT
    )
    assert done.returncode == 0, f"generate.py failed:\n{done.stderr[-3000:]}"
    old, new = json.loads(text), json.loads(done.stdout)  # as data: the file is Prettier's printing
    if old != new:
        changed = sorted(k for k in old.keys() | new.keys() if old.get(k) != new.get(k))
        pytest.fail(
            f"{path.relative_to(ROOT)} differs from what the installed django-cfg generates "
            f"(top-level keys that differ: {', '.join(changed)}): "
            "run .venv/bin/python scripts/reference/generate.py and commit the file"
        )


# --------------------------------------------------------------------------------------------------
# The 13 audited Feeds cells, measured here with hand-written configs.


def config(**values: Any) -> Any:
    """A project's config class with the attributes the generators read from a subclass."""
    from django_cfg import DjangoConfig, JWTConfig
    from django_cfg.models import DatabaseConfig
    from django_cfg.models.django.openapi import OpenAPIClientConfig
    from django_cfg.modules.django_twilio.models import TwilioConfig

    class Project(DjangoConfig):
        jwt: Optional[JWTConfig] = None
        openapi_client: Optional[OpenAPIClientConfig] = None
        twilio: Optional[TwilioConfig] = None

    return Project(
        project_name="Reference test",
        secret_key=SECRET,
        databases={"default": DatabaseConfig(engine="django.db.backends.sqlite3", name="db.sqlite3")},
        **values,
    )


def diff_of(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    """Changed dotted keys; callables (Unfold's navigation, its styles) compare without their address."""
    a, b = flatten(settings_of(config(**before))), flatten(settings_of(config(**after)))
    stable = lambda v: re.sub(r" at 0x[0-9a-fA-F]+", "", repr(v))  # noqa: E731
    return {k for k in a.keys() | b.keys() if stable(a.get(k)) != stable(b.get(k))}


def grpc(**auth_or_proto: Any) -> Any:
    from django_cfg.models.api.grpc.config import GRPCAuthConfig, GRPCConfig, GRPCProtoConfig

    auth = auth_or_proto.pop("auth", {})
    proto = auth_or_proto.pop("proto", {})
    return GRPCConfig(enabled=True, auth=GRPCAuthConfig(**auth), proto=GRPCProtoConfig(**proto))


def twilio(**verify: Any) -> Any:
    from django_cfg.modules.django_twilio.models import TwilioConfig, TwilioVerifyConfig

    return TwilioConfig(
        account_sid="AC" + "0" * 32,
        auth_token="f" * 32,
        verify=TwilioVerifyConfig(service_sid="VA" + "0" * 32, **verify),
    )


def cases() -> list[tuple[str, str, dict, dict, set[str]]]:
    """(model, field, config values before, after, the keys that change)."""
    from django_cfg import CacheConfig, DRFConfig, JWTConfig, TelegramConfig, UnfoldConfig
    from django_cfg.models.api.drf.spectacular import SpectacularConfig
    from django_cfg.models.api.oauth import GitHubOAuthConfig
    from django_cfg.models.django.django_rq import DjangoRQConfig, RQQueueConfig
    from django_cfg.models.django.openapi import OpenAPIClientConfig
    from django_cfg.models.infrastructure.backup import BackupConfig

    tg = {"bot_token": "123456789:ABCdefGhIJKlmNoPQRsTUVwxyZ1234567890", "chat_id": -1001234567890}
    return [
        ("GRPCAuthConfig", "accept_django_secret_key", {"grpc": grpc()},
         {"grpc": grpc(auth={"accept_django_secret_key": False})}, {"GRPC_AUTH.accept_django_secret_key"}),
        ("SpectacularConfig", "description", {"spectacular": SpectacularConfig()},
         {"spectacular": SpectacularConfig(description="Orders")}, set()),
        ("BackupConfig", "encryption_key", {"backup": BackupConfig()},
         {"backup": BackupConfig(encryption_key="k" * 32)}, set()),
        ("JWTConfig", "refresh_token_lifetime_days", {"jwt": JWTConfig()},
         {"jwt": JWTConfig(refresh_token_lifetime_days=30)},
         {"SIMPLE_JWT.REFRESH_TOKEN_LIFETIME", "SIMPLE_JWT.SLIDING_TOKEN_REFRESH_LIFETIME"}),
        ("OpenAPIClientConfig", "drf_title", {"openapi_client": OpenAPIClientConfig()},
         {"openapi_client": OpenAPIClientConfig(drf_title="Orders API")},
         {"OPENAPI_CLIENT.drf_title", "SPECTACULAR_SETTINGS.TITLE"}),
        ("RQQueueConfig", "host", {"django_rq": DjangoRQConfig(queues=[RQQueueConfig(queue="default")])},
         {"django_rq": DjangoRQConfig(queues=[RQQueueConfig(queue="default", host="redis.internal")])},
         {"RQ_QUEUES.default.HOST"}),
        ("UnfoldConfig", "show_all_applications", {"unfold": UnfoldConfig()},
         {"unfold": UnfoldConfig(show_all_applications=False)}, {"UNFOLD.SIDEBAR.show_all_applications"}),
        ("GRPCProtoConfig", "package_prefix", {"grpc": grpc()},
         {"grpc": grpc(proto={"package_prefix": "shop"})}, {"GRPC_PROTO.package_prefix"}),
        ("TwilioVerifyConfig", "max_attempts", {"twilio": twilio()}, {"twilio": twilio(max_attempts=3)}, set()),
        ("CacheConfig", "timeout", {"cache_default": CacheConfig()},
         {"cache_default": CacheConfig(timeout=600)}, {"CACHES.default.TIMEOUT"}),
        ("GitHubOAuthConfig", "enabled", {"github_oauth": GitHubOAuthConfig()},
         {"github_oauth": GitHubOAuthConfig(enabled=True, client_id="id", client_secret="secret")},
         {"GITHUB_OAUTH_CONFIG"}),
        ("TelegramConfig", "timeout", {"telegram": TelegramConfig(**tg)},
         {"telegram": TelegramConfig(**tg, timeout=60)}, {"TELEGRAM_CONFIG.timeout"}),
        ("DRFConfig", "throttle_rates", {"drf": DRFConfig()},
         {"drf": DRFConfig(throttle_rates={"anon": "50/hour", "user": "2000/hour"})},
         {"REST_FRAMEWORK.DEFAULT_THROTTLE_RATES.anon"}),
    ]


CASES = cases()


@pytest.mark.parametrize(("model", "name", "before", "after", "keys"), CASES, ids=[f"{c[0]}.{c[1]}" for c in CASES])
def test_audited_feeds_cell_says_what_running_shows(
    reference: dict[str, Any], model: str, name: str, before: dict, after: dict, keys: set[str]
) -> None:
    assert diff_of(before, after) == keys
    recorded = field(reference, model, name)
    assert recorded["measured"], recorded
    # The JSON names a dict-valued field's setting by the dict (DEFAULT_THROTTLE_RATES), not its keys.
    expected = {k.removesuffix(".anon") for k in keys}
    assert set(recorded["settings"]) == expected, f"{model}.{name} feeds {recorded['settings']}, running shows {keys}"


def test_drf_config_is_dropped_when_openapi_client_is_set(reference: dict[str, Any]) -> None:
    from django_cfg import DRFConfig
    from django_cfg.models.django.openapi import OpenAPIClientConfig

    client = OpenAPIClientConfig()
    changed = diff_of(
        {"openapi_client": client, "drf": DRFConfig()},
        {"openapi_client": client, "drf": DRFConfig(throttle_rates={"anon": "50/hour"}, page_size=50)},
    )
    assert changed == set()
    assert field(reference, "DRFConfig", "throttle_rates")["settingsWhen"] == [
        {"when": "openapi_client is set", "settings": []}
    ]


def test_every_spectacular_field_feeds_nothing(reference: dict[str, Any]) -> None:
    for model in ("SpectacularConfig", "SwaggerUISettings", "RedocUISettings"):
        found = next(m for m in reference["models"].values() if m["name"] == model)
        for f in found["fields"]:
            assert f["measured"] and f["settings"] == [], f"{model}.{f['name']}: {f['settings']}"
            assert not f.get("settingsWhen"), f"{model}.{f['name']}: {f['settingsWhen']}"


def test_unreachable_models_are_marked(reference: dict[str, Any]) -> None:
    for model in ("SecurityConfig", "LoggingConfig", "EnvironmentConfig"):
        found = next(m for m in reference["models"].values() if m["name"] == model)
        assert found["reachable"] is False and found["path"] is None
        assert all(not f["measured"] for f in found["fields"])
