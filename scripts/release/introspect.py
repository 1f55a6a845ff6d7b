"""Prints a JSON snapshot of the installed django-cfg's public surface, for scripts/release/diff.py.

Run it with the Python of the environment to read (`.venv/bin/python scripts/release/introspect.py`
for 1.5.108, `.venv-current/bin/python ...` for the current release). It works in a temporary
project directory with the environment the docs-examples suite uses (SECRET_KEY, DATABASE_URL on
SQLite), and reads:

- exports: the names in `django_cfg.__all__`, each with its kind (model, class, exception, enum,
  function, module, constant);
- djangoconfig_fields: `DjangoConfig.model_fields` (name, type, default, required);
- model_fields: the fields of every other exported pydantic model, as `Model.field`;
- apps: the Django apps the package ships (every folder holding an apps.py, and those the minimal
  project installs), by folder name;
- management_commands: every `management/commands/*.py` in the package, with the app folder that
  ships it;
- cli: the subcommands of the `django-cfg` console script (a click group);
- extras: `Provides-Extra` of the distribution metadata;
- urls: the URL map a minimal project gets from `add_django_cfg_urls([])` after `django.setup()`,
  plus health routes outside `/cfg/` (`/healthz`, `/readyz`) when they are routed.

Output is deterministic: sorted, no memory addresses, no machine paths.
"""

from __future__ import annotations

import contextlib
import enum
import importlib
import importlib.metadata
import inspect
import io
import json
import os
import re
import sys
import tempfile
import types
import typing
from pathlib import Path
from typing import Any

ENVIRONMENT = {
    "SECRET_KEY": "release-introspection-secret-key-0123456789-abcdefghijklmnop",
    "DATABASE_URL": "sqlite:///db.sqlite3",
}
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
QUALIFIED = re.compile(r"\b(?:[A-Za-z_][\w]*\.)+([A-Za-z_]\w*)")
MAX_TEXT = 160
NAMED_GROUP = re.compile(r"\(\?P<(\w+)>[^)]*\)")
FORMAT_SUFFIX = re.compile(r"<drf_format_suffix:format>|\\\.<format>")
LEADING_SYMBOLS = re.compile(r"^[^\w(]+")  # the emoji a help line starts with


def clean(text: str, roots: list[str]) -> str:
    """Strips memory addresses and machine paths from a repr."""
    text = ADDRESS.sub("", text)
    for root, label in roots:
        text = text.replace(root, label)
    if len(text) > MAX_TEXT:
        text = text[: MAX_TEXT - 1] + "…"
    return text


def type_text(annotation: Any) -> str:
    """A readable, stable spelling of a type annotation: `dict[str, DatabaseConfig] | None`."""
    if annotation is type(None):
        return "None"
    if isinstance(annotation, type) and not typing.get_args(annotation):
        return annotation.__name__
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        return " | ".join(type_text(a) for a in args)
    if origin is typing.Literal:
        return "Literal[" + ", ".join(repr(a) for a in args) + "]"
    if origin is typing.Annotated:
        return type_text(args[0])
    if origin is not None:
        name = getattr(origin, "__name__", None) or QUALIFIED.sub(r"\1", str(origin))
        if args:
            return f"{name}[" + ", ".join("..." if a is Ellipsis else type_text(a) for a in args) + "]"
        return name
    text = str(annotation)
    text = text.replace("typing.", "")
    return QUALIFIED.sub(r"\1", text)


def default_text(field: Any, roots: list[str]) -> tuple[str | None, bool]:
    """(default as text, required) for a pydantic FieldInfo."""
    from pydantic import BaseModel
    from pydantic_core import PydanticUndefined

    if field.is_required():
        return None, True
    if field.default_factory is not None:
        try:
            value = field.default_factory()
        except TypeError:
            value = field.default_factory({})  # a factory that takes the validated data
        except Exception as error:  # a factory that needs a configured project
            return f"<factory: {type(error).__name__}>", False
    else:
        value = field.default
    if value is PydanticUndefined:
        return None, True
    if isinstance(value, BaseModel):
        return f"{type(value).__name__}()", False
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}", False
    if isinstance(value, (set, frozenset)):  # a set's repr follows string hashing, which varies per run
        items = ", ".join(sorted(repr(item) for item in value))
        return clean("{" + items + "}" if items else "set()", roots), False
    return clean(repr(value), roots), False


def fields_of(model: type, roots: list[str]) -> dict[str, dict[str, Any]]:
    result = {}
    for name, field in sorted(model.model_fields.items()):
        default, required = default_text(field, roots)
        result[name] = {"type": type_text(field.annotation), "default": default, "required": required}
    return result


def kind_of(value: Any) -> str:
    from pydantic import BaseModel

    if isinstance(value, types.ModuleType):
        return "module"
    if inspect.isclass(value):
        if issubclass(value, BaseModel):
            return "model"
        if issubclass(value, BaseException):
            return "exception"
        if issubclass(value, enum.Enum):
            return "enum"
        return "class"
    if callable(value):
        return "function"
    return "constant"


def exports(roots: list[str]) -> tuple[dict[str, dict[str, str]], dict[str, type]]:
    import django_cfg

    result, models = {}, {}
    for name in sorted(set(django_cfg.__all__)):
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                value = getattr(django_cfg, name)
        except Exception as error:
            result[name] = {"kind": f"unimportable ({type(error).__name__})"}
            continue
        kind = kind_of(value)
        result[name] = {"kind": kind}
        if kind == "model":
            models[name] = value
    return result, models


def management_commands(package: Path) -> dict[str, dict[str, list[str]]]:
    """Every command file in the package, by command name, with the app folders that ship it."""
    result: dict[str, dict[str, list[str]]] = {}
    for path in sorted(package.rglob("management/commands/*.py")):
        if path.name.startswith("_"):
            continue
        app = path.parent.parent.parent.relative_to(package.parent).as_posix().replace("/", ".")
        result.setdefault(path.stem, {"apps": []})["apps"].append(app)
    return dict(sorted(result.items()))


def django_apps(package: Path) -> dict[str, dict[str, str]]:
    """The Django apps the package ships (folders with an apps.py), by folder name."""
    result = {}
    configs = [*package.rglob("apps.py"), *package.glob("appconfig.py")]  # 2.x: django_cfg/appconfig.py
    for path in sorted(configs):
        if "templates" in path.parts:
            continue
        module = path.parent.relative_to(package.parent).as_posix().replace("/", ".")
        name = path.parent.name
        result[name if name not in result else module] = {"module": module}
    return dict(sorted(result.items()))


def cli_commands() -> dict[str, dict[str, str]]:
    import click

    (entry,) = [
        e for e in importlib.metadata.entry_points(group="console_scripts") if e.name == "django-cfg"
    ]
    group = entry.load()
    if not isinstance(group, click.Group):  # main() calls the group: find it in the module
        module = sys.modules[group.__module__]
        (group,) = [v for v in vars(module).values() if isinstance(v, click.Group) and v.name == "django-cfg"]
    result = {}

    def walk(command: click.Command, prefix: str) -> None:
        if isinstance(command, click.Group):
            for name in sorted(command.commands):
                sub = command.commands[name]
                if getattr(sub, "hidden", False):
                    continue
                full = f"{prefix} {name}".strip()
                help_text = LEADING_SYMBOLS.sub("", sub.get_short_help_str(limit=100) or "").strip()
                result[full] = {"help": help_text, "group": isinstance(sub, click.Group)}
                walk(sub, full)

    walk(group, "")
    return result


def extras() -> list[str]:
    metadata = importlib.metadata.metadata("django-cfg")
    return sorted(set(metadata.get_all("Provides-Extra") or []))


def url_map(project: Path) -> dict[str, dict[str, str]]:
    """Sets Django up with a minimal DjangoConfig and lists the routes `add_django_cfg_urls` adds."""
    (project / "api").mkdir()
    (project / "api" / "__init__.py").write_text("")
    (project / "api" / "urls.py").write_text(
        "from django_cfg import add_django_cfg_urls\n\nurlpatterns = add_django_cfg_urls([])\n"
    )
    (project / "release_settings.py").write_text(
        "from django_cfg import DatabaseConfig, DjangoConfig\n\n\n"
        "class ReleaseConfig(DjangoConfig):\n"
        "    project_name: str = 'Release Introspection'\n"
        "    secret_key: str = 'release-introspection-secret-key-0123456789-abcdefghijklmnop'\n"
        "    debug: bool = True\n"
        "    root_urlconf: str = 'api.urls'\n"
        "    databases: dict[str, DatabaseConfig] = {'default': DatabaseConfig.from_url('sqlite:///db.sqlite3')}\n\n\n"
        "config = ReleaseConfig()\n"
        "globals().update(config.get_all_settings())\n"
    )
    sys.path.insert(0, str(project))
    os.environ["DJANGO_SETTINGS_MODULE"] = "release_settings"
    import django
    from django.urls import URLPattern, URLResolver, get_resolver

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        django.setup()
        resolver = get_resolver()
        resolver.url_patterns  # noqa: B018 (imports the URL modules, which may print)

    result: dict[str, dict[str, str]] = {}

    def route_text(pattern: Any) -> str:
        text = str(pattern.pattern)
        text = text.lstrip("^").rstrip("$").replace("\\Z", "").replace("\\/", "/")
        return NAMED_GROUP.sub(r"<\1>", text)  # a regex route's (?P<pk>[^/.]+) reads as <pk>

    def walk(patterns: list[Any], prefix: str, namespace: str) -> None:
        for entry in patterns:
            route = prefix + route_text(entry)
            if isinstance(entry, URLResolver):
                space = namespace
                if entry.namespace:
                    space = f"{namespace}:{entry.namespace}" if namespace else entry.namespace
                walk(entry.url_patterns, route, space)
            elif isinstance(entry, URLPattern):
                name = entry.name or ""
                if name and namespace:
                    name = f"{namespace}:{name}"
                path = "/" + route
                if FORMAT_SUFFIX.search(path):  # DRF's `.json` twin of a route already listed
                    continue
                result.setdefault(path, {"name": name})

    walk(resolver.url_patterns, "", "")
    return dict(sorted(result.items()))


def main() -> None:
    import django_cfg

    package = Path(django_cfg.__file__).resolve().parent
    site = str(package.parent)
    home = str(Path.home())
    with tempfile.TemporaryDirectory(prefix="release-introspect-") as temp:
        project = Path(temp).resolve()
        roots = [(str(project), "<project>"), (site, "<site-packages>"), (sys.prefix, "<venv>"), (home, "~")]
        os.chdir(project)
        os.environ.update(ENVIRONMENT)
        with contextlib.redirect_stdout(io.StringIO()):
            exported, models = exports(roots)
        config_class = models.pop("DjangoConfig")
        snapshot = {
            "package": "django-cfg",
            "version": importlib.metadata.version("django-cfg"),
            "python": f"{sys.version_info.major}.{sys.version_info.minor}",
            "django": importlib.metadata.version("Django"),
            "exports": exported,
            "djangoconfig_fields": fields_of(config_class, roots),
            "model_fields": {
                f"{model}.{name}": info
                for model in sorted(models)
                for name, info in fields_of(models[model], roots).items()
            },
            "apps": django_apps(package),
            "management_commands": management_commands(package),
            "cli": cli_commands(),
            "extras": {name: {} for name in extras()},
            "urls": url_map(project),
        }
        from django.conf import settings

        for app in settings.INSTALLED_APPS:  # apps without an apps.py (2.x: django_cfg.apps.api.health)
            module = app.split(".apps.")[0] if app.split(".")[-1][:1].isupper() else app
            if module.startswith("django_cfg") and module not in {a["module"] for a in snapshot["apps"].values()}:
                snapshot["apps"][module.rsplit(".", 1)[-1]] = {"module": module}
        snapshot["apps"] = dict(sorted(snapshot["apps"].items()))
    json.dump(snapshot, sys.stdout, indent=2, sort_keys=False, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
