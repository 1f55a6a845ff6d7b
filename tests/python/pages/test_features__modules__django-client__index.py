"""Checks for docs/features/modules/django-client/index.mdx."""

from __future__ import annotations

import json

from claims import run_django, run_python

SCHEMA = {
    "openapi": "3.0.3",
    "info": {"title": "Partner API", "version": "1.0.0"},
    "paths": {
        "/shipments/{id}/": {
            "get": {
                "operationId": "shipments_retrieve",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {
                    "schema": {"$ref": "#/components/schemas/Shipment"}}}}},
            }
        }
    },
    "components": {"schemas": {"Shipment": {"type": "object", "properties": {"id": {"type": "integer"}}}}},
}

PROBE = """
import json
from django_cfg.modules.django_client.core import parse_openapi
schema = json.loads({schema!r})
results = {{}}
try:
    parse_openapi(schema)
    results["without_pair"] = "ok"
except Exception as error:
    results["without_pair"] = str(error)
schema["components"]["schemas"]["ShipmentRequest"] = {{"type": "object", "properties": {{"id": {{"type": "integer"}}}}}}
parse_openapi(schema)
results["with_pair"] = "ok"
print(json.dumps(results))
"""


def test_parser_needs_split_request_models() -> None:
    """Warning 'The parser expects drf-spectacular's split request models': a schema without an
    `X`/`XRequest` pair fails with `COMPONENT_SPLIT_REQUEST must be True!`, one with a pair parses."""
    out = json.loads(run_python(PROBE.format(schema=json.dumps(SCHEMA))).strip().splitlines()[-1])
    assert "COMPONENT_SPLIT_REQUEST must be True!" in out["without_pair"]
    assert out["with_pair"] == "ok"


def test_default_settings_do_not_set_component_split_request() -> None:
    """'The settings django-cfg generates by default do not set that key', so the same schema fails
    inside a configured project too, and setting it to True there makes it parse."""
    code = PROBE.format(schema=json.dumps(SCHEMA)).replace(
        'print(json.dumps(results))',
        'from django.conf import settings\n'
        'results["setting"] = getattr(settings, "SPECTACULAR_SETTINGS", {}).get("COMPONENT_SPLIT_REQUEST")\n'
        'settings.SPECTACULAR_SETTINGS = {**getattr(settings, "SPECTACULAR_SETTINGS", {}), "COMPONENT_SPLIT_REQUEST": True}\n'
        'del schema["components"]["schemas"]["ShipmentRequest"]\n'
        'parse_openapi(schema)\n'
        'results["with_setting"] = "ok"\n'
        'print(json.dumps(results))',
    )
    out = json.loads(run_django(code).strip().splitlines()[-1])
    assert out["setting"] is None
    assert "COMPONENT_SPLIT_REQUEST must be True!" in out["without_pair"]
    assert out["with_setting"] == "ok"
