"""Checks for docs/features/integrations/centrifugo/troubleshooting.mdx."""

from __future__ import annotations

from claims import read_only, run_python, source_line

CENTRIFUGO = "apps/integrations/centrifugo"


def test_client_and_wrapper_view_each_write_a_log_row() -> None:
    """"Both ends of that path write one: `CentrifugoClient.publish()` creates a row before it posts,
    and the wrapper view ... creates another under a new message id" (audit row
    centrifugo/troubleshooting.mdx:78)."""
    read_only(f"{CENTRIFUGO}/services/client/client.py", 296, "log_entry = await CentrifugoLogger.create_log_async(")
    read_only(f"{CENTRIFUGO}/services/client/client.py", 272, "message_id = str(uuid4())")
    # the payload the client posts carries no message_id ...
    read_only(f"{CENTRIFUGO}/services/client/client.py", 310, "payload = {")
    for line in range(311, 315):
        assert "message_id" not in source_line(f"{CENTRIFUGO}/services/client/client.py", line)
    # ... so the view makes a new one and logs under it
    read_only(f"{CENTRIFUGO}/views/wrapper.py", 228, "message_id = req_data.message_id or str(uuid.uuid4())")
    read_only(f"{CENTRIFUGO}/views/wrapper.py", 123, "log_entry = await CentrifugoLogger.create_log_async(")


def test_logging_defaults_and_precedence() -> None:
    """"With the defaults (`log_all_calls=False`, `log_only_with_ack=True`) only `publish_with_ack()`
    calls are logged. `log_only_with_ack=True` wins over `log_all_calls`"."""
    out = run_python(
        '''
        from django_cfg import DjangoCfgCentrifugoConfig
        c = DjangoCfgCentrifugoConfig()
        print(c.log_all_calls, c.log_only_with_ack)
        '''
    )
    assert out.split() == ["False", "True"]
    read_only(f"{CENTRIFUGO}/services/logging.py", 85, "if config and config.log_only_with_ack and not wait_for_ack:")


def test_rstrip_api_strips_characters_not_a_suffix() -> None:
    """"derive the base URL with `centrifugo_api_url.rstrip("/api")` ... `http://realtime-api/api`
    becomes `http://realtime-`"."""
    assert "http://realtime-api/api".rstrip("/api") == "http://realtime-"
    assert "http://centrifugo:8000/api".rstrip("/api") == "http://centrifugo:8000"
    import django_cfg
    from pathlib import Path

    root = Path(django_cfg.__file__).parent / CENTRIFUGO
    hits = [p.name for p in root.rglob("*.py") if '.rstrip("/api")' in p.read_text(encoding="utf-8")]
    assert "wrapper.py" in hits and "direct_client.py" in hits, hits
