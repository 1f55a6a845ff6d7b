"""Checks for docs/features/modules/llm/index.mdx."""

from __future__ import annotations

import inspect

import pytest


def test_no_key_raises_value_error() -> None:
    """Providers table, 'No key' row: '`LLMClient()` raises `ValueError: At least one API key
    (openrouter or openai) must be provided`' (and the quick start's comment about it)."""
    from django_cfg.modules.django_llm import LLMClient

    with pytest.raises(ValueError, match=r"At least one API key \(openrouter or openai\) must be provided"):
        LLMClient(apikey_openai="", apikey_openrouter="")


def test_constructor_defaults() -> None:
    """'`LLMClient` constructor options' table: preferred_provider None, cache_ttl 3600,
    max_cache_size 1000, models_cache_ttl 86400."""
    from django_cfg.modules.django_llm import LLMClient

    params = inspect.signature(LLMClient).parameters
    assert params["preferred_provider"].default is None
    assert params["cache_ttl"].default == 3600
    assert params["max_cache_size"].default == 1000
    assert params["models_cache_ttl"].default == 86400


def test_shortcut_ignores_fail_silently() -> None:
    """'There is also a module-level shortcut, `chat_completion(...)`, which creates a client per
    call. Its `fail_silently` argument is accepted but ignored: errors still raise.'"""
    from django_cfg.modules import django_llm

    with pytest.raises(ValueError):
        django_llm.chat_completion([{"role": "user", "content": "hi"}], fail_silently=True)
    assert "LLMClient()" in inspect.getsource(django_llm.chat_completion)


def test_api_key_prefix_validation() -> None:
    """Keys table: `openai` must start with `sk-`/`sk-proj-`, `openrouter` with `sk-or-`/`sk-proj-`,
    at least 20 characters; an empty string counts as not set."""
    from pydantic import ValidationError

    from django_cfg import ApiKeys

    ApiKeys(openai="", openrouter="")
    ApiKeys(openai="sk-" + "a" * 30, openrouter="sk-or-" + "b" * 30)
    with pytest.raises(ValidationError):
        ApiKeys(openai="xx-" + "a" * 30)
    with pytest.raises(ValidationError):
        ApiKeys(openrouter="sk-" + "b" * 30)
