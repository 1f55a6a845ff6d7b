"""The part of the configuration reference that only the source shows, read with `ast` from the
installed package (generate.py calls `scan`): which models the exports and DjangoConfig reach, with
their file, line, docstring, bases and methods; which of them some live code reads; which
attributes the generators read from a DjangoConfig subclass; the registry's exports; management and
console commands. Field types, defaults and the settings each field feeds are not taken from here:
generate.py measures them by running the package."""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

PACKAGE = "django_cfg"
PYDANTIC_ROOTS = {("pydantic", "BaseModel"), ("pydantic_settings", "BaseSettings")}
ENUM_ROOTS = {("enum", "Enum"), ("enum", "IntEnum"), ("enum", "StrEnum")}
SETTING_NAME = re.compile(r"^[A-Z][A-Z0-9_]{2,}$")
# Methods whose dict literals are Django settings, and generator code under these folders.
SETTINGS_METHOD = re.compile(r"(to_django_settings|get_.*settings$|to_unfold_dict)")
# Builders return lists that become one setting each (the generators call them).
BUILDER_OUTPUT = {"core/builders/apps_builder.py": "INSTALLED_APPS", "core/builders/middleware_builder.py": "MIDDLEWARE"}
GENERATOR_DIRS = ("core/generation", "core/builders")
CONFIG_RECEIVER = re.compile(r"^(self\.)?(django_)?config$")
# Code that runs only in examples and tests is not a consumer.
NOT_CONSUMER = re.compile(r"(/tests?/|/examples?/|/example\.py$|_example\.py$|/test_[^/]*\.py$)")
FIELD_CONSTRAINTS = ("gt", "ge", "lt", "le", "min_length", "max_length", "pattern", "multiple_of", "max_digits",
                     "decimal_places")


@dataclass
class Module:
    name: str
    path: Path
    rel: str
    tree: ast.Module
    imports: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # local -> (module, attr|None)


class Source:
    """The package's modules, parsed once, with import tables and name resolution."""

    def __init__(self, pkg_dir: Path):
        self.pkg_dir = pkg_dir
        self.modules: dict[str, Module] = {}
        for path in sorted(pkg_dir.rglob("*.py")):
            rel = path.relative_to(pkg_dir).as_posix()
            parts = rel[:-3].split("/")
            if parts[-1] == "__init__":
                parts = parts[:-1]
            name = ".".join([PACKAGE, *parts])
            try:
                tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
            except SyntaxError:
                continue
            mod = Module(name, path, rel, tree)
            self._read_imports(mod)
            self.modules[name] = mod

    def is_package(self, mod: Module) -> bool:
        return mod.path.name == "__init__.py"

    def absolute(self, mod: Module, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        base = mod.name.split(".")
        if not self.is_package(mod):
            base = base[:-1]
        base = base[: len(base) - (node.level - 1)]
        return ".".join(base + ([node.module] if node.module else []))

    def _read_imports(self, mod: Module) -> None:
        for node in ast.walk(mod.tree):
            if isinstance(node, ast.ImportFrom):
                target = self.absolute(mod, node)
                for alias in node.names:
                    mod.imports.setdefault(alias.asname or alias.name, (target, alias.name))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    mod.imports.setdefault(alias.asname or alias.name.split(".")[0], (alias.name, None))

    def top_level_names(self, mod: Module) -> set[str]:
        names: set[str] = set()

        def visit(body: list[ast.stmt]) -> None:
            for stmt in body:
                if isinstance(stmt, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                    names.add(stmt.name)
                elif isinstance(stmt, ast.Assign):
                    for target in stmt.targets:
                        names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
                elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                    names.add(stmt.target.id)
                elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
                    for alias in stmt.names:
                        names.add(alias.asname or alias.name.split(".")[0])
                elif isinstance(stmt, ast.If):
                    visit(stmt.body)
                    visit(stmt.orelse)
                elif isinstance(stmt, ast.Try):
                    visit(stmt.body)
                    for handler in stmt.handlers:
                        visit(handler.body)
                    visit(stmt.orelse)

        visit(mod.tree.body)
        return names

    def unconditional_imports(self, mod: Module) -> list[tuple[str, str, int]]:
        """Imports at module level that are not guarded by try or `if TYPE_CHECKING`: they must succeed."""
        out: list[tuple[str, str, int]] = []
        for stmt in mod.tree.body:
            if isinstance(stmt, ast.ImportFrom):
                target = self.absolute(mod, stmt)
                if target == PACKAGE or target.startswith(PACKAGE + "."):
                    out.extend((target, a.name, stmt.lineno) for a in stmt.names if a.name != "*")
        return out

    # ---------- export resolution ----------

    def check_import(self, module: str, seen: set[str]) -> str | None:
        """Why importing `module` fails, or None. Parent packages run first, then the module's own imports."""
        if module in seen:
            return None
        seen.add(module)
        parts = module.split(".")
        for i in range(2, len(parts)):
            problem = self.check_import(".".join(parts[:i]), seen)
            if problem:
                return problem
        mod = self.modules.get(module)
        if mod is None:
            return f"module {module} does not exist"
        for target, name, line in self.unconditional_imports(mod):
            problem = self.check_name(target, name, seen)
            if problem:
                return f"{mod.rel}:{line} imports {name} from {target}: {problem}"
        return None

    def check_name(self, module: str, name: str, seen: set[str]) -> str | None:
        if f"{module}.{name}" in self.modules:  # a submodule
            return self.check_import(f"{module}.{name}", seen)
        problem = self.check_import(module, seen)
        if problem:
            return problem
        mod = self.modules[module]
        if name in self.top_level_names(mod):
            return None
        if "__getattr__" in self.top_level_names(mod):
            return None  # resolved lazily; checked separately by the caller where it matters
        return f"{name} is not defined in {mod.rel}"

    def definition(self, module: str, name: str, depth: int = 0) -> tuple[Module, ast.stmt] | None:
        """The class or function statement that `module.name` ends at, following re-exports."""
        mod = self.modules.get(module)
        if mod is None or depth > 12:
            return None
        for stmt in ast.walk(mod.tree):
            if isinstance(stmt, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == name:
                if stmt in mod.tree.body or self._top_level_nested(mod.tree, stmt):
                    return mod, stmt
        if name in mod.imports:
            target, attr = mod.imports[name]
            if attr is not None:
                return self.definition(target, attr, depth + 1)
        return None

    @staticmethod
    def _top_level_nested(tree: ast.Module, stmt: ast.stmt) -> bool:
        for top in tree.body:
            if isinstance(top, (ast.If, ast.Try)) and any(s is stmt for s in ast.walk(top)):
                return True
        return False

    def resolve(self, mod: Module, expr: ast.expr) -> tuple[str, str] | None:
        """(module, name) that a Name or dotted Attribute in `mod` refers to."""
        if isinstance(expr, ast.Name):
            if expr.id in mod.imports:
                target, attr = mod.imports[expr.id]
                return (target, attr) if attr else (target, "")
            return (mod.name, expr.id)
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
            base = mod.imports.get(expr.value.id)
            if base and base[1] is None:
                return (base[0], expr.attr)
            return (base[0] + "." + base[1], expr.attr) if base and base[1] else None
        return None


class Analyzer:
    def __init__(self, src: Source):
        self.src = src
        self.class_kind: dict[tuple[str, str], str | None] = {}

    def canonical(self, module: str, name: str) -> tuple[Module, ast.ClassDef] | None:
        found = self.src.definition(module, name)
        if found and isinstance(found[1], ast.ClassDef):
            return found[0], found[1]
        return None

    def kind(self, module: str, name: str, depth: int = 0) -> str | None:
        """'model' for pydantic models, 'enum' for enums, else None."""
        if (module, name) in PYDANTIC_ROOTS:
            return "model"
        if (module, name) in ENUM_ROOTS:
            return "enum"
        key = (module, name)
        if key in self.class_kind:
            return self.class_kind[key]
        self.class_kind[key] = None
        found = self.canonical(module, name)
        result = None
        if found and depth < 20:
            mod, cls = found
            for base in cls.bases:
                ref = self.src.resolve(mod, base)
                if ref:
                    result = self.kind(*ref, depth + 1) or result
                    if result:
                        break
        self.class_kind[key] = result
        return result


def unparse(node: ast.AST | None) -> str | None:
    return None if node is None else ast.unparse(node)


def literal(node: ast.expr) -> object:
    try:
        return ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError):
        return None


def first_line(doc: str | None) -> str:
    if not doc:
        return ""
    paragraph = doc.strip().split("\n\n")[0]
    return " ".join(line.strip() for line in paragraph.splitlines()).strip()


class ModelReader:
    """Reads a pydantic model class: fields, defaults, constraints, validators, settings it emits."""

    def __init__(self, src: Source, an: Analyzer):
        self.src = src
        self.an = an

    def default_of(self, call: ast.Call | None, value: ast.expr | None) -> dict:
        if call is None:
            if value is None:
                return {"required": True, "default": None}
            return {"required": False, "default": unparse(value)}
        kwargs = {k.arg: k.value for k in call.keywords if k.arg}
        if "default_factory" in kwargs:
            factory = kwargs["default_factory"]
            if isinstance(factory, ast.Lambda):
                return {"required": False, "default": unparse(factory.body)}
            name = unparse(factory)
            simple = {"list": "[]", "dict": "{}", "set": "set()", "tuple": "()"}
            return {"required": False, "default": simple.get(name or "", f"{name}()")}
        default = kwargs.get("default", call.args[0] if call.args else None)
        if default is None or (isinstance(default, ast.Constant) and default.value is Ellipsis):
            return {"required": True, "default": None}
        return {"required": False, "default": unparse(default)}

    def literal_values(self, mod: Module, annotation: ast.expr) -> list:
        values: list = []
        for node in ast.walk(annotation):
            if isinstance(node, ast.Subscript) and unparse(node.value) in ("Literal", "typing.Literal"):
                inner = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
                values.extend(literal(v) for v in inner)
        return values

    def referenced_classes(self, mod: Module, annotation: ast.expr) -> list[tuple[str, str, str]]:
        """Project classes named in an annotation: (module, name, kind)."""
        out = []
        for node in ast.walk(annotation):
            if isinstance(node, (ast.Name, ast.Attribute)):
                ref = self.src.resolve(mod, node)
                if not ref or not ref[0].startswith(PACKAGE):
                    continue
                found = self.an.canonical(*ref)
                if not found:
                    continue
                kind = self.an.kind(found[0].name, found[1].name)
                if kind:
                    out.append((found[0].name, found[1].name, kind))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):  # forward references
                try:
                    inner = ast.parse(node.value, mode="eval").body
                except SyntaxError:
                    continue
                out.extend(self.referenced_classes(mod, inner))
        return out

    def read(self, mod: Module, cls: ast.ClassDef) -> dict:
        fields = []
        validators: dict[str, list[dict]] = {}
        methods = []
        for stmt in cls.body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                methods.append(stmt.name)
                for deco in stmt.decorator_list:
                    if isinstance(deco, ast.Call) and unparse(deco.func) in ("field_validator", "validator"):
                        for arg in deco.args:
                            name = literal(arg)
                            if isinstance(name, str):
                                validators.setdefault(name, []).append(
                                    {"name": stmt.name, "doc": first_line(ast.get_docstring(stmt))})
        body = cls.body
        for i, stmt in enumerate(body):
            if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
                continue
            name = stmt.target.id
            ann = unparse(stmt.annotation) or ""
            if name.startswith("_") or name == "model_config" or ann.startswith("ClassVar"):
                continue
            call = stmt.value if isinstance(stmt.value, ast.Call) and unparse(stmt.value.func) in (
                "Field", "pydantic.Field") else None
            entry = {"name": name, "type": ann, **self.default_of(call, stmt.value if call is None else None)}
            constraints = {}
            description = ""
            alias = None
            if call is not None:
                for kw in call.keywords:
                    if kw.arg in FIELD_CONSTRAINTS:
                        constraints[kw.arg] = literal(kw.value) if literal(kw.value) is not None else unparse(kw.value)
                    elif kw.arg == "description":
                        description = literal(kw.value) or ""
                        if not isinstance(description, str):
                            description = unparse(kw.value) or ""
                    elif kw.arg in ("alias", "validation_alias"):
                        alias = literal(kw.value)
                    elif kw.arg == "exclude" and literal(kw.value) is True:
                        entry["excluded"] = True
                    elif kw.arg == "repr" and literal(kw.value) is False:
                        entry["hiddenFromRepr"] = True
            # An attribute docstring (a string statement right after the field) counts as its description.
            if not description and i + 1 < len(body):
                nxt = body[i + 1]
                if isinstance(nxt, ast.Expr) and isinstance(nxt.value, ast.Constant) and isinstance(nxt.value.value, str):
                    description = first_line(nxt.value.value)
            lit = self.literal_values(mod, stmt.annotation)
            if lit:
                constraints["literal"] = lit
            refs = self.referenced_classes(mod, stmt.annotation)
            enums = [f"{m}.{n}" for m, n, k in refs if k == "enum"]
            models = [f"{m}.{n}" for m, n, k in refs if k == "model"]
            if enums:
                constraints["enum"] = enums[0]
            entry.update({
                "description": description,
                "constraints": constraints,
                "validators": validators.get(name, []),
                "modelRefs": models,
            })
            if alias:
                entry["alias"] = alias
            fields.append(entry)
        bases = []
        for base in cls.bases:
            ref = self.src.resolve(mod, base)
            if ref and ref[0].startswith(PACKAGE):
                found = self.an.canonical(*ref)
                bases.append(f"{found[0].name}.{found[1].name}" if found else ".".join(ref))
            else:
                bases.append(".".join(x for x in ref if x) if ref else unparse(base))
        config = {}
        for stmt in cls.body:
            if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                if any(isinstance(t, ast.Name) and t.id == "model_config" for t in targets) and stmt.value:
                    value = stmt.value
                    if isinstance(value, ast.Call):
                        config = {k.arg: literal(k.value) for k in value.keywords if k.arg}
                    elif isinstance(value, ast.Dict):
                        config = {literal(k): literal(v) for k, v in zip(value.keys, value.values) if k is not None}
        return {
            "name": cls.name,
            "module": mod.name,
            "file": mod.rel,
            "line": cls.lineno,
            "doc": first_line(ast.get_docstring(cls)),
            "bases": bases,
            "modelConfig": {k: v for k, v in config.items() if isinstance(v, (str, bool, int, float))},
            "fields": fields,
            "methods": methods,
        }


def self_attrs(node: ast.AST, receiver: str = "self") -> set[str]:
    """`self.X` attributes read in an expression."""
    out = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id == receiver:
            out.add(sub.attr)
    return out


def settings_in_function(fn: ast.FunctionDef, field_of) -> dict[str, set[str]]:
    """setting path -> fields it is computed from, inside one function.

    A dict holds settings when the function returns it or passes it to `.update()` of a dict it
    returns; nested dict literals give dotted paths (SIMPLE_JWT.ALGORITHM). `field_of(expr)` returns
    the fields an expression reads. A setting depends on the fields read in its value, in the locals
    that value uses (followed in source order), and in the `if` tests around it.
    """
    returned = {n.value.id for n in ast.walk(fn) if isinstance(n, ast.Return) and isinstance(n.value, ast.Name)}
    local: dict[str, set[str]] = {}
    result: dict[str, set[str]] = {}

    def reads(expr: ast.AST, context: set[str]) -> set[str]:
        found = set(field_of(expr)) | context
        for sub in ast.walk(expr):
            if isinstance(sub, ast.Name) and sub.id in local:
                found |= local[sub.id]
        return found

    def from_dict(d: ast.Dict, prefix: str, context: set[str]) -> None:
        for k, v in zip(d.keys, d.values):
            key = literal(k) if k is not None else None
            if not isinstance(key, str) or (not prefix and not SETTING_NAME.match(key)):
                continue
            path = f"{prefix}.{key}" if prefix else key
            if isinstance(v, ast.Dict):
                result.setdefault(path, set()).update(context)
                from_dict(v, path, context)
            else:
                result.setdefault(path, set()).update(reads(v, context))

    def is_settings_var(node: ast.expr) -> bool:
        return isinstance(node, ast.Name) and node.id in returned

    def visit(body: list[ast.stmt], context: set[str]) -> None:
        for stmt in body:
            if isinstance(stmt, ast.If):
                inner = context | reads(stmt.test, set())
                visit(stmt.body, inner)
                visit(stmt.orelse, inner)
                continue
            if isinstance(stmt, (ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith)):
                visit(stmt.body, context | (reads(stmt.iter, set()) if isinstance(stmt, (ast.For, ast.AsyncFor)) else set()))
                continue
            if isinstance(stmt, ast.Try):
                visit(stmt.body, context)
                for handler in stmt.handlers:
                    visit(handler.body, context)
                visit(stmt.orelse, context)
                visit(stmt.finalbody, context)
                continue
            if isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Dict):
                from_dict(stmt.value, "", context)
            if isinstance(stmt, ast.Assign):
                for target in stmt.targets:
                    if is_settings_var(target) and isinstance(stmt.value, ast.Dict):
                        from_dict(stmt.value, "", context)
                    elif isinstance(target, ast.Name):
                        local[target.id] = local.get(target.id, set()) | reads(stmt.value, context)
                    elif isinstance(target, ast.Subscript) and is_settings_var(target.value):
                        key = literal(target.slice)
                        if isinstance(key, str) and SETTING_NAME.match(key):
                            if isinstance(stmt.value, ast.Dict):
                                result.setdefault(key, set()).update(context)
                                from_dict(stmt.value, key, context)
                            else:
                                result.setdefault(key, set()).update(reads(stmt.value, context))
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
                call = stmt.value
                if isinstance(call.func, ast.Attribute) and call.func.attr == "update" and is_settings_var(call.func.value):
                    for arg in call.args:
                        if isinstance(arg, ast.Dict):
                            from_dict(arg, "", context)

    visit(fn.body, set())
    return result


def scan(pkg_dir: Path) -> dict:
    """What only the source shows, for generate.py: the models reachable from the exports and
    DjangoConfig (with file, line, docstring, bases, methods), which of them some live code reads,
    the attributes the generators read from a DjangoConfig subclass, the generator files, the
    registry's exports, enums, management commands and console commands."""
    src = Source(pkg_dir)
    an = Analyzer(src)
    reader = ModelReader(src, an)
    exports = read_exports(src)
    models, enums = collect_models(src, an, reader, exports)
    djangoconfig_key = "django_cfg.core.base.config_model.DjangoConfig"
    _, subclass_attrs, generators = map_settings(src, models, djangoconfig_key)
    usage = find_unused(src, models, {djangoconfig_key, *(a["model"] for a in subclass_attrs if a["model"])})
    for key, model in models.items():
        model["consumed"] = usage[key]
    return {"exports": exports, "models": models, "enums": enums, "subclassAttributes": subclass_attrs,
            "generators": generators, "commands": read_commands(src), "cli": read_cli(src)}


def read_exports(src: Source) -> list[dict]:
    """`__all__` of the package: the registry dicts merged in `registry/__init__.py`, resolved by `__getattr__`."""
    registry = src.modules[f"{PACKAGE}.registry"]
    order: list[str] = []
    for stmt in registry.tree.body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Dict):
            for key, value in zip(stmt.value.keys, stmt.value.values):
                if key is None and isinstance(value, ast.Name) and value.id in registry.imports:
                    order.append(value.id)
    exports: dict[str, dict] = {}
    for dict_name in order:
        module_name, _ = registry.imports[dict_name]
        mod = src.modules[module_name]
        for stmt in mod.tree.body:
            if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Dict):
                for k, v in zip(stmt.value.keys, stmt.value.values):
                    name, target = literal(k), literal(v)
                    # {**a, **b}: a later dict overrides an earlier one; the key keeps its first position.
                    previous = exports.get(name)
                    also = sorted({*previous["alsoIn"], previous["registry"]}) if previous else []
                    exports[name] = {"name": name, "module": target[0], "attribute": target[1],
                                     "registry": mod.rel, "alsoIn": [r for r in also if r != mod.rel]}
    out = []
    for entry in exports.values():
        problem = src.check_name(entry["module"], entry["attribute"], set())
        found = src.definition(entry["module"], entry["attribute"])
        kind = "value"
        defined_in = None
        if found:
            defined_in = f"{found[0].name}.{found[1].name}"
            kind = "class" if isinstance(found[1], ast.ClassDef) else "function"
        entry.update({"resolves": problem is None, "problem": problem, "definedIn": defined_in, "kind": kind,
                      "moduleExists": entry["module"] in src.modules})
        out.append(entry)
    return out


def collect_models(src: Source, an: Analyzer, reader: ModelReader, exports: list[dict]):
    """Every model reachable from the exports and DjangoConfig through field types and bases."""
    models: dict[str, dict] = {}
    enums: dict[str, dict] = {}
    exported_as: dict[str, list[str]] = {}
    queue: list[tuple[str, str]] = [("django_cfg.core.base.config_model", "DjangoConfig")]
    for e in exports:
        found = an.canonical(e["module"], e["attribute"])
        if found:
            key = f"{found[0].name}.{found[1].name}"
            exported_as.setdefault(key, []).append(e["name"])
            queue.append((found[0].name, found[1].name))
    while queue:
        module, name = queue.pop(0)
        found = an.canonical(module, name)
        if not found:
            continue
        mod, cls = found
        key = f"{mod.name}.{cls.name}"
        kind = an.kind(mod.name, cls.name)
        if kind == "enum" and key not in enums:
            members = []
            for stmt in cls.body:
                if isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Name):
                    members.append({"name": stmt.targets[0].id, "value": literal(stmt.value)})
            enums[key] = {"name": cls.name, "module": mod.name, "file": mod.rel, "members": members,
                          "doc": first_line(ast.get_docstring(cls)), "exportedAs": exported_as.get(key, [])}
        if kind != "model" or key in models:
            continue
        model = reader.read(mod, cls)
        model["exportedAs"] = exported_as.get(key, [])
        model["exported"] = bool(model["exportedAs"])
        models[key] = model
        for f in model["fields"]:
            for ref in f["modelRefs"]:
                queue.append(tuple(ref.rsplit(".", 1)))
            if "enum" in f["constraints"]:
                queue.append(tuple(f["constraints"]["enum"].rsplit(".", 1)))
        for base in model["bases"]:
            if base.startswith(PACKAGE) and "." in base:
                queue.append(tuple(base.rsplit(".", 1)))
    # Fields a model inherits from project bases, copied whole with the base they come from, so a
    # page can render a model without looking up its bases.
    for model in models.values():
        inherited = []
        seen = {f["name"] for f in model["fields"]}
        stack = list(model["bases"])
        while stack:
            base = models.get(stack.pop(0))
            if not base:
                continue
            for f in base["fields"]:
                if f["name"] not in seen:
                    seen.add(f["name"])
                    inherited.append({**f, "from": f"{base['module']}.{base['name']}"})
            stack.extend(base["bases"])
        model["inheritedFields"] = inherited
    return models, enums


def config_reads(expr: ast.AST) -> set[str]:
    """DjangoConfig attributes an expression reads: config.X, self.config.X, getattr/hasattr(config, "X")."""
    found = set()
    for sub in ast.walk(expr):
        if isinstance(sub, ast.Attribute) and CONFIG_RECEIVER.match(unparse(sub.value) or ""):
            found.add(sub.attr)
        if isinstance(sub, ast.Call) and unparse(sub.func) in ("getattr", "hasattr") and len(sub.args) >= 2:
            if CONFIG_RECEIVER.match(unparse(sub.args[0]) or "") and isinstance(literal(sub.args[1]), str):
                found.add(literal(sub.args[1]))
    return found


def map_settings(src: Source, models: dict[str, dict], djangoconfig_key: str):
    """For each model field, the Django settings it feeds; plus attributes read from subclasses only."""
    by_name = {m["name"]: k for k, m in models.items()}
    declared = {f["name"] for f in models[djangoconfig_key]["fields"]}
    field_types: dict[str, str] = {}
    for f in models[djangoconfig_key]["fields"]:
        if f["modelRefs"]:
            field_types[f["name"]] = f["modelRefs"][0]
    result: dict[str, dict[str, set[str]]] = {}

    # 1. Settings-producing methods of the models themselves: self.<field> -> setting path.
    method_settings: dict[tuple[str, str], set[str]] = {}
    for key, model in models.items():
        mod = src.modules[model["module"]]
        cls = next(s for s in ast.walk(mod.tree) if isinstance(s, ast.ClassDef) and s.name == model["name"]
                   and s.lineno == model["line"])
        for fn in cls.body:
            if not isinstance(fn, ast.FunctionDef) or not SETTINGS_METHOD.search(fn.name):
                continue
            mapping = settings_in_function(fn, lambda e: self_attrs(e))
            method_settings[(key, fn.name)] = set(mapping)
            fields = {f["name"] for f in model["fields"]}
            for path, reads in mapping.items():
                for name in reads & fields:
                    result.setdefault(key, {}).setdefault(name, set()).add(path)
        model["settingsMethods"] = sorted(name for (k, name) in method_settings if k == key)

    # 2. Attributes read from the config with hasattr/getattr that DjangoConfig does not declare: a
    #    project declares them on its subclass. Their model is the one named after them
    #    (jwt -> JWTConfig, openapi_client -> OpenAPIClientConfig).
    djangoconfig = models[djangoconfig_key]
    not_fields = declared | set(djangoconfig["methods"])
    subclass_attrs: dict[str, set[str]] = {}
    members: dict[str, set[str]] = {}  # attribute -> what code reads from its value
    for mod in src.modules.values():
        text = mod.path.read_text(encoding="utf-8")
        in_generators = mod.rel.startswith(GENERATOR_DIRS)
        if not in_generators and "get_current_config(" not in text and ".get_config(" not in text:
            continue  # `config` here is some other object
        for fn in ast.walk(mod.tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            aliases: dict[str, str] = {}
            for sub in ast.walk(fn):
                if isinstance(sub, ast.Call) and unparse(sub.func) in ("getattr", "hasattr") and len(sub.args) >= 2:
                    name = literal(sub.args[1])
                    if CONFIG_RECEIVER.match(unparse(sub.args[0]) or "") and isinstance(name, str) \
                            and name.islower() and name not in not_fields and not name.startswith("_"):
                        subclass_attrs.setdefault(name, set()).add(mod.rel)
                if isinstance(sub, ast.Assign) and isinstance(sub.targets[0], ast.Name):
                    value = sub.value
                    if isinstance(value, ast.Call) and unparse(value.func) == "getattr" and len(value.args) >= 2:
                        if CONFIG_RECEIVER.match(unparse(value.args[0]) or "") and isinstance(literal(value.args[1]), str):
                            aliases[sub.targets[0].id] = literal(value.args[1])
            for sub in ast.walk(fn):
                if isinstance(sub, ast.Attribute):
                    owner = sub.value
                    if isinstance(owner, ast.Attribute) and CONFIG_RECEIVER.match(unparse(owner.value) or ""):
                        members.setdefault(owner.attr, set()).add(sub.attr)
                    elif isinstance(owner, ast.Name) and owner.id in aliases:
                        members.setdefault(aliases[owner.id], set()).add(sub.attr)
    # A name that is a field of a model DjangoConfig holds was read from that model, not from DjangoConfig.
    nested_fields = {f["name"] for ref in field_types.values() for f in models[ref]["fields"]}
    subclass_attrs = {k: v for k, v in subclass_attrs.items() if k not in nested_fields}
    subclass_types: dict[str, str] = {}
    for name in subclass_attrs:
        wanted = name.replace("_", "").lower()
        for key, model in models.items():
            known = {f["name"] for f in model["fields"]} | set(model["methods"]) | {
                f["name"] for f in model.get("inheritedFields", [])}
            if model["name"].lower().removesuffix("config") == wanted and members.get(name, set()) & known:
                subclass_types[name] = key
    field_types.update(subclass_types)

    # 3. Generators: config.<field> read in a function -> settings emitted in that function, and the
    #    settings of the model method called on it (config.limits.to_django_settings()).
    generators = []
    for mod in src.modules.values():
        if not mod.rel.startswith(GENERATOR_DIRS):
            continue
        emitted_in_file: set[str] = set()
        read_in_file: set[str] = set()
        # What each method of the file reads, with the methods it calls on self (to a fixed point).
        method_reads: dict[str, set[str]] = {}
        calls: dict[str, set[str]] = {}
        for fn in ast.walk(mod.tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                method_reads[fn.name] = config_reads(fn)
                calls[fn.name] = {c.func.attr for c in ast.walk(fn) if isinstance(c, ast.Call)
                                  and isinstance(c.func, ast.Attribute) and unparse(c.func.value) == "self"}
        changed = True
        while changed:
            changed = False
            for name, callees in calls.items():
                extra = set().union(*(method_reads.get(c, set()) for c in callees)) - method_reads[name]
                if extra:
                    method_reads[name] |= extra
                    changed = True

        def value_reads(expr: ast.AST) -> set[str]:
            found = config_reads(expr)
            for c in ast.walk(expr):
                if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and unparse(c.func.value) == "self":
                    found |= method_reads.get(c.func.attr, set())
            return found

        for fn in ast.walk(mod.tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            reads = {r for r in config_reads(fn) if not r.startswith("_")}
            if mod.rel in BUILDER_OUTPUT:
                for name in reads:
                    result.setdefault(djangoconfig_key, {}).setdefault(name, set()).add(BUILDER_OUTPUT[mod.rel])
            mapping = settings_in_function(fn, value_reads)
            emitted = set(mapping)
            for sub in ast.walk(fn):  # config.<field>.<method>() pulls in that method's settings
                if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute):
                    owner = sub.func.value
                    if isinstance(owner, ast.Attribute) and CONFIG_RECEIVER.match(unparse(owner.value) or ""):
                        model_key = field_types.get(owner.attr)
                        extra = method_settings.get((model_key, sub.func.attr), set()) if model_key else set()
                        for path in extra:
                            result.setdefault(djangoconfig_key, {}).setdefault(owner.attr, set()).add(path)
                        emitted |= extra
            for path, fields_read in mapping.items():
                for name in fields_read:
                    result.setdefault(djangoconfig_key, {}).setdefault(name, set()).add(path)
            top = {p for p in emitted if "." not in p}
            emitted_in_file |= top
            read_in_file |= reads
        if emitted_in_file or read_in_file:
            generators.append({"file": mod.rel, "reads": sorted(read_in_file & (declared | set(subclass_attrs))),
                               "settings": sorted(emitted_in_file)})
    subclass = []
    for name, files in sorted(subclass_attrs.items()):
        subclass.append({"name": name, "model": subclass_types.get(name), "readIn": sorted(files),
                         "settings": sorted(result.get(djangoconfig_key, {}).pop(name, set()))})
    return result, subclass, sorted(generators, key=lambda g: g["file"])


def find_unused(src: Source, models: dict[str, dict], model_roots: set[str]):
    """Which models some live code reads.

    Every top-level class and function of the package is a node. A node's references are the names it
    uses (imports, `__all__` lists and the registry's strings don't count). Roots are the top-level
    code of every module that does not define a model, except tests and examples, plus DjangoConfig
    and the models of the attributes generators read from DjangoConfig subclasses (jwt, constance, ...).
    A model is used when a live node refers to it; a live model's own body makes its references live.
    Name collisions only ever make a model look used, never unused.
    """
    model_names = {m["name"]: k for k, m in models.items()}
    defines_model = {m["module"] for m in models.values()}
    references: dict[str, set[str]] = {}  # node id -> names referenced
    roots: set[str] = set(model_roots)
    for mod in src.modules.values():
        if NOT_CONSUMER.search("/" + mod.rel) or mod.rel.startswith("registry/"):
            continue
        is_model_module = mod.name in defines_model
        for stmt in mod.tree.body:
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                continue
            if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets):
                continue
            names = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)} | {
                n.attr for n in ast.walk(stmt) if isinstance(n, ast.Attribute)}
            for node in ast.walk(stmt):  # string annotations
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in model_names:
                    names.add(node.value)
            if isinstance(stmt, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                node_id = f"{mod.name}.{stmt.name}"
                if isinstance(stmt, ast.ClassDef) and stmt.name not in names:
                    names.discard(stmt.name)
                references.setdefault(node_id, set()).update(names - {stmt.name})
                if not is_model_module:
                    roots.add(node_id)
            else:
                node_id = f"{mod.name}:<module>"
                references.setdefault(node_id, set()).update(names)
                if not is_model_module:
                    roots.add(node_id)
    by_short: dict[str, set[str]] = {}
    for node_id in references:
        by_short.setdefault(node_id.rsplit(".", 1)[-1], set()).add(node_id)
    live: set[str] = set()
    reached_from: dict[str, str] = {}
    # Sorted everywhere, so `via` (the first node found to reach a model) is the same on every run.
    stack = sorted((r for r in roots if r in references or r in model_roots), reverse=True)
    while stack:
        node = stack.pop()
        if node in live:
            continue
        live.add(node)
        for name in sorted(references.get(node, set())):
            for target in sorted(by_short.get(name, set())):
                if target not in live:
                    reached_from.setdefault(target, node)
                    stack.append(target)
    out = {}
    for key in models:
        used = key in live
        out[key] = {"used": used, "via": reached_from.get(key) if used and key not in model_roots else None}
    return out


def read_extras(pyproject: Path) -> dict:
    """[project.optional-dependencies] with a tiny TOML reader (tomllib is 3.11+, which this also accepts)."""
    try:
        import tomllib
        data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
        return data.get("project", {}).get("optional-dependencies", {})
    except ModuleNotFoundError:  # pragma: no cover - Python < 3.11
        return {}


def read_commands(src: Source) -> list[dict]:
    """Management commands: every management/commands/<name>.py with a Command class."""
    out = []
    for mod in src.modules.values():
        parts = mod.rel.split("/")
        if len(parts) < 3 or parts[-2] != "commands" or parts[-3] != "management" or parts[-1].startswith("_"):
            continue
        cls = next((s for s in mod.tree.body if isinstance(s, ast.ClassDef) and s.name == "Command"), None)
        if cls is None:
            continue
        options = []
        for node in ast.walk(cls):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add_argument":
                flags = [literal(a) for a in node.args if isinstance(literal(a), str)]
                if flags:
                    options.append(flags)
        help_text = next((literal(s.value) for s in cls.body if isinstance(s, ast.Assign)
                          and any(isinstance(t, ast.Name) and t.id == "help" for t in s.targets)), None)
        out.append({"name": parts[-1][:-3], "file": mod.rel, "bases": [unparse(b) for b in cls.bases],
                    "help": help_text if isinstance(help_text, str) else "", "options": options})
    return sorted(out, key=lambda c: (c["name"], c["file"]))


def read_cli(src: Source) -> list[dict]:
    """`django-cfg` console commands: click functions decorated with @<group>.command or @click.command."""
    out = []
    for mod in src.modules.values():
        if not mod.rel.startswith("cli/"):
            continue
        for fn in ast.walk(mod.tree):
            if not isinstance(fn, ast.FunctionDef):
                continue
            decos = [unparse(d.func if isinstance(d, ast.Call) else d) for d in fn.decorator_list]
            if not any(d and (d.endswith(".command") or d == "click.command") for d in decos):
                continue
            name = fn.name.replace("_", "-")
            for d in fn.decorator_list:
                if isinstance(d, ast.Call) and unparse(d.func).endswith("command") and d.args:
                    value = literal(d.args[0])
                    name = value if isinstance(value, str) else name
            params = []
            for d in fn.decorator_list:
                if isinstance(d, ast.Call) and unparse(d.func) in ("click.option", "click.argument"):
                    params.append([literal(a) for a in d.args if isinstance(literal(a), str)])
            out.append({"name": name, "file": mod.rel, "params": params,
                        "help": first_line(ast.get_docstring(fn))})
    return sorted(out, key=lambda c: c["name"])


