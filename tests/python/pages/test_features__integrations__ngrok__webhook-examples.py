"""Checks for docs/features/integrations/ngrok/webhook-examples.mdx."""

from __future__ import annotations

from claims import read_only, run_django

CONFIG = '''
from django_cfg import DatabaseConfig, DjangoConfig, NgrokConfig


class C(DjangoConfig):
    project_name: str = "ngrok claims"
    secret_key: str = "x" * 60
    debug: bool = True
    api_url: str = "https://api.acme.example"
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
    ngrok: NgrokConfig | None = NgrokConfig(enabled=True)


config = C()
'''

PROBE = '''
import os
from django_cfg import get_webhook_url
from django_cfg.modules.django_ngrok import is_tunnel_active
print(is_tunnel_active())
print(get_webhook_url("/webhooks/telegram/"))
os.environ["NGROK_URL"] = "https://abc123.ngrok-free.app"
print(get_webhook_url("/webhooks/telegram/"))
'''


def test_a_process_without_the_tunnel_falls_back_to_api_url() -> None:
    """"A second process, such as `python manage.py shell`, gets a URL built from `api_url` ...
    pass [the tunnel URL] in the environment, where `get_webhook_url()` looks when it has no tunnel of
    its own" (audit row webhook-examples.mdx:249,270). The process here has ngrok enabled but, like a
    shell next to `runserver_ngrok`, opened no tunnel."""
    out = run_django(PROBE, CONFIG)
    active, without_env, with_env = out.strip().split("\n")[-3:]
    assert active == "False"
    assert without_env == "https://api.acme.example/webhooks/telegram/"
    assert with_env == "https://abc123.ngrok-free.app/webhooks/telegram/"


def test_runserver_ngrok_sets_the_variables_in_its_own_environment() -> None:
    """"the tunnel object and the `NGROK_URL` variable it sets live in that process alone": the
    command writes them to its own os.environ, which no other running process sees."""
    read_only("modules/django_ngrok/management/commands/runserver_ngrok.py", 139, "os.environ['NGROK_URL'] = tunnel_url")
