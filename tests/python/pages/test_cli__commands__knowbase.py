"""Checks for docs/cli/commands/knowbase.mdx."""

from __future__ import annotations

import json

from claims import run_python


def test_openrouter_only_embeddings_are_md5_mock_vectors() -> None:
    """"With only an OpenRouter key, django-cfg's LLM client ... returns a 1536-dimension vector computed
    from an MD5 hash of the text" (audit: knowbase.mdx:41, embeddings need an OpenAI key)."""
    out = run_python(
        """
        import json, pathlib, tempfile
        from django_cfg.modules.django_llm.llm.client import LLMClient

        client = LLMClient(apikey_openrouter="sk-or-example", cache_dir=pathlib.Path(tempfile.mkdtemp()))
        first = client.generate_embedding("refund policy")
        again = LLMClient(apikey_openrouter="sk-or-example", cache_dir=pathlib.Path(tempfile.mkdtemp()))
        second = again.generate_embedding("refund policy")
        print(json.dumps({"dimension": len(first.embedding), "warning": first.warning,
                          "same": first.embedding == second.embedding}))
        """
    )
    state = json.loads(out.strip().splitlines()[-1])
    assert state["dimension"] == 1536
    assert state["same"] is True  # deterministic: derived from the text, not from a model
    assert "mock" in (state["warning"] or "").lower() or "openrouter" in (state["warning"] or "").lower()


def test_mock_embedder_hashes_text_with_md5() -> None:
    """"computed from an MD5 hash of the text"; the provider selector sends OpenRouter to the mock."""
    from claims import read_only

    read_only("modules/django_llm/llm/embeddings/mock_embedder.py", 92, "hashlib.md5(text.encode())")
    read_only("modules/django_llm/llm/providers/provider_selector.py", 60, 'return provider == "openrouter"')
