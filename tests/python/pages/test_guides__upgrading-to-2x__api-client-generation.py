"""Checks for docs/guides/upgrading-to-2x/api-client-generation.mdx (1.5.108 here, 2.3.348 through
`run_python_current` in a copy of the fixture project)."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from claims import FIXTURE, run_django, run_python, run_python_current

PREFIX = """
from pydantic import ValidationError
from django_cfg import OpenAPIClientConfig, OpenAPIGroupConfig
print(OpenAPIClientConfig.model_fields["api_prefix"].default, OpenAPIClientConfig.model_fields["output_dir"].default)
try:
    OpenAPIGroupConfig(name="shop", apps=["shop"])
except ValidationError as error:
    print(error.errors()[0]["loc"], error.errors()[0]["type"])
"""

GENERATION = """
from pathlib import Path
from django_cfg.modules.django_generator import Config, Language, OpenAPI, Target, TargetType
config = Config(openapi=OpenAPI(targets=[Target(lang=Language.TYPESCRIPT, type=TargetType.WEB,
    path=Path("frontend/src/api/generated"), groups=["shop"])]))
"""

OPTIONS = """
from django.core.management import load_command_class
parser = load_command_class(APP, NAME).create_parser("manage.py", NAME)
print(sorted(o for a in parser._actions for o in a.option_strings if o.startswith("--")))
"""


def test_api_prefix_default_changed_and_title_is_required() -> None:
    """"Set `api_prefix` explicitly, because its default changed from `api` to `apix`" and "give each
    `OpenAPIGroupConfig` a `title`; it is required in both releases"."""
    assert run_python(PREFIX).strip().splitlines()[-2:] == ["api openapi", "('title',) missing"]
    assert run_python_current(PREFIX).strip().splitlines() == ["apix openapi", "('title',) missing"]


def test_command_options_side_by_side() -> None:
    """The options table: what `generate_client` offers on 1.5.108 and `gen` on 2.3.348."""
    old = run_django(OPTIONS.replace("APP", '"django_cfg.modules.django_client"').replace("NAME", '"generate_client"'))
    old_options = set(eval(old.strip().splitlines()[-1]))  # noqa: S307 - a list the command printed
    assert {"--typescript", "--python", "--go", "--proto", "--groups", "--dry-run", "--list-groups",
            "--no-build", "--interactive", "--validate"} <= old_options
    with tempfile.TemporaryDirectory(prefix="docs-claim-2x-") as tmp:
        subprocess.run(["cp", "-r", f"{FIXTURE}/.", tmp], check=True)
        Path(tmp, "generation.py").write_text(GENERATION, encoding="utf-8")
        Path(tmp, "claim_settings.py").write_text(
            "from docs_fixture import config\n\nglobals().update(config.get_all_settings())\n", encoding="utf-8"
        )
        new = run_python_current(
            "import os, django\nos.environ['DJANGO_SETTINGS_MODULE'] = 'claim_settings'\ndjango.setup()\n"
            + OPTIONS.replace("APP", '"django_cfg.modules.django_generator"').replace("NAME", '"gen"')
            + """
from django.core.management import call_command, get_commands
print("generate_client" in get_commands(), "gen" in get_commands())
call_command("gen", "--list-targets")
""",
            cwd=tmp,
        )
    lines = new.strip().splitlines()
    new_options = set(eval(lines[0]))  # noqa: S307
    assert {"--ts", "--py", "--go", "--swift", "--groups", "--dry-run", "--list-targets", "--target", "--config"} <= new_options
    assert not {"--no-build", "--interactive", "--validate", "--list-groups"} & new_options
    assert lines[1] == "False True"
    assert "[typescript] [web] frontend/src/api/generated" in new
