"""Checks for docs/ai-agents/django-integration.mdx (enabling the app, what it stores, registry,
signals, middleware and the custom-user-model warning)."""

from __future__ import annotations

import json

from claims import read_only, run_django, settings_of

AGENTS_CONFIG = """
from django_cfg import DatabaseConfig, DjangoConfig


class ProjectConfig(DjangoConfig):
    project_name: str = "Help Desk"
    secret_key: str = "docs-example-secret-key-that-is-long-enough-for-validation"
    debug: bool = True
    root_urlconf: str = "api.urls"
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
    enable_agents: bool = True


config = ProjectConfig()
"""


def test_enable_agents_installs_the_app_with_its_label() -> None:
    """"That adds `django_cfg.apps.business.agents` (label `django_cfg_agents`) to `INSTALLED_APPS`"."""
    from django_cfg import DatabaseConfig, DjangoConfig

    def apps(enabled: bool) -> list[str]:
        config = DjangoConfig(
            project_name="Help Desk",
            secret_key="docs-example-secret-key-that-is-long-enough-for-validation",
            databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
            enable_agents=enabled,
        )
        return settings_of(config)["INSTALLED_APPS"]

    assert "django_cfg.apps.business.agents" in apps(True)
    assert "django_cfg.apps.business.agents" not in apps(False)
    out = run_django(
        "from django.apps import apps\nprint(apps.get_app_config('django_cfg_agents').name)\n",
        config=AGENTS_CONFIG,
    )
    assert out.strip() == "django_cfg.apps.business.agents"


def test_health_endpoint_answers_and_api_router_is_empty() -> None:
    """`GET /cfg/agents/health/` returns `{"status": "ok", "service": "django-orchestrator", "version":
    "0.1.0"}`; "the `/cfg/agents/api/` router is empty"."""
    out = run_django(
        """
import json
from django.test import Client
from django_cfg.apps.business.agents import urls as agent_urls

response = Client().get("/cfg/agents/health/")
print(json.dumps({"status": response.status_code, "body": response.json()}))
print(json.dumps(agent_urls.router.registry))
""",
        config=AGENTS_CONFIG,
    )
    first, second = out.strip().split("\n")[-2:]
    assert json.loads(first) == {
        "status": 200,
        "body": {"status": "ok", "service": "django-orchestrator", "version": "0.1.0"},
    }
    assert json.loads(second) == []  # no viewset registered: only DRF's API root remains


def test_agent_definition_defaults() -> None:
    """The "What the app stores" table: `AgentDefinition.model` defaults to `openai:gpt-4o-mini`,
    `timeout` 300, `max_retries` 3; `AgentExecution.status` choices."""
    out = run_django(
        """
import json
from django_cfg.apps.business.agents.models import AgentDefinition, AgentExecution, WorkflowExecution
f = {x.name: x for x in AgentDefinition._meta.get_fields()}
print(json.dumps({
    "model": f["model"].default, "timeout": f["timeout"].default, "max_retries": f["max_retries"].default,
    "name_unique": f["name"].unique,
    "status": [c for c, _ in AgentExecution.Status.choices],
    "pattern": [c for c, _ in WorkflowExecution._meta.get_field("pattern").choices],
}))
""",
        config=AGENTS_CONFIG,
    )
    facts = json.loads(out.strip().split("\n")[-1])
    assert facts["model"] == "openai:gpt-4o-mini"
    assert (facts["timeout"], facts["max_retries"], facts["name_unique"]) == (300, 3, True)
    assert facts["status"] == ["pending", "running", "completed", "failed", "cancelled"]
    assert facts["pattern"] == ["sequential", "parallel", "conditional", "custom"]


def test_registry_cannot_build_agents_from_definitions() -> None:
    """"`create_runtime_agent` ... pass keyword arguments that pydantic-ai rejects, so building agents
    from stored definitions fails in this release"."""
    out = run_django(
        """
import asyncio
from django_cfg.apps.business.agents.integration.registry import get_registry
from django_cfg.apps.business.agents.models import AgentDefinition

definition = AgentDefinition(
    name="drafter", description="Drafts replies", instructions="Reply politely.", model="test",
    deps_type="django_cfg.apps.business.agents.DjangoDeps", output_type="builtins.str",
)
try:
    asyncio.run(get_registry().create_runtime_agent(definition))
except Exception as error:
    print(type(error).__module__, type(error).__name__, error)
else:
    print("built")
""",
        config=AGENTS_CONFIG,
    )
    last = out.strip().split("\n")[-1]
    assert last.startswith("pydantic_ai") and "Unknown keyword arguments" in last, last
    for name in ("llm_client", "timeout", "max_retries", "enable_caching"):
        assert name in last


def test_signal_handlers_are_connected_at_startup() -> None:
    """"`integration/signals.py` connects two `AgentDefinition` receivers when the app starts ...: an async
    `post_save` handler ... and a `post_delete` handler" (corrects the earlier "not connected")."""
    out = run_django(
        """
from django.db.models.signals import post_delete, post_save
from django_cfg.apps.business.agents.models import AgentDefinition
sync_save, async_save = post_save._live_receivers(AgentDefinition)
sync_delete, async_delete = post_delete._live_receivers(AgentDefinition)
print([f.__name__ for f in async_save], [f.__name__ for f in sync_save])
print([f.__name__ for f in sync_delete], [f.__name__ for f in async_delete])
""",
        config=AGENTS_CONFIG,
    )
    saves, deletes = out.strip().split("\n")[-2:]
    assert saves == "['agent_definition_saved'] []"
    assert deletes == "['agent_definition_deleted'] []"


def test_middleware_adds_duration_header() -> None:
    """"`OrchestratorMiddleware` ... an `X-Orchestrator-Duration` response header"."""
    config = AGENTS_CONFIG.replace(
        "    enable_agents: bool = True",
        "    enable_agents: bool = True\n    custom_middleware: list[str] = "
        '["django_cfg.apps.business.agents.integration.middleware.OrchestratorMiddleware"]',
    )
    out = run_django(
        """
from django.test import Client
response = Client().get("/cfg/agents/health/")
print(response.has_header("X-Orchestrator-Duration"))
""",
        config=config,
    )
    assert out.strip().split("\n")[-1] == "True"


def test_create_agent_commands_use_the_default_user_model() -> None:
    """":::warning[Custom user model]": `create_agent` and `load_agent_templates` look users up through
    `django.contrib.auth.models.User`."""
    read_only("apps/business/agents/management/commands/create_agent.py", 7, "from django.contrib.auth.models import User")
    read_only(
        "apps/business/agents/management/commands/load_agent_templates.py", 7, "from django.contrib.auth.models import User"
    )
