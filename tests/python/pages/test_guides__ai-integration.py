"""Checks for docs/guides/ai-integration.mdx."""

from __future__ import annotations

import pytest
from claims import read_only
from django_cfg import ApiKeys
from pydantic import ValidationError


def test_mcp_config_is_the_shown_dictionary() -> None:
    """'`DjangoCfgDocsClient().get_mcp_config()` returns exactly this dictionary'."""
    from django_cfg.modules.django_ai.client import DjangoCfgDocsClient

    config = DjangoCfgDocsClient().get_mcp_config()
    assert config == {"mcpServers": {"djangocfg-docs": {"url": "https://mcp.djangocfg.com/mcp"}}}


def test_docs_client_timeout_and_tls() -> None:
    """'The client uses a 10-second timeout and does not verify the server's TLS certificate'."""
    from django_cfg.modules.django_ai.client import DjangoCfgDocsClient

    assert DjangoCfgDocsClient().timeout == 10
    read_only("modules/django_ai/client.py", 18, "ssl.CERT_NONE")


def test_api_keys_prefixes_empty_values_and_preference() -> None:
    """'Keys are `SecretStr`, validated by prefix (`sk-` or `sk-proj-` for OpenAI, `sk-or-` or `sk-proj-`
    for OpenRouter), and an empty string counts as "not set". When both keys exist, OpenRouter is
    preferred.'"""
    with pytest.raises(ValidationError, match="OpenAI API key must start with 'sk-' or 'sk-proj-'"):
        ApiKeys(openai="pk-" + "a" * 40)
    with pytest.raises(ValidationError):
        ApiKeys(openrouter="sk-" + "b" * 40)
    empty = ApiKeys(openai="", openrouter="")
    assert empty.openai is None and empty.openrouter is None
    both = ApiKeys(openai="sk-" + "a" * 40, openrouter="sk-or-" + "b" * 40)
    assert both.get_preferred_provider() == "openrouter"
    assert "a" * 40 not in repr(both)


def test_agents_app_version() -> None:
    """'The app is early at 1.5.108 (its own version string is `0.1.0`)'."""
    read_only("apps/business/agents/__init__.py", 7, '__version__ = "0.1.0"')
