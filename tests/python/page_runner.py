"""Runs one docs page's code blocks the way a reader following the page would, in a fresh project.

Run as `python page_runner.py SPEC.json RESULT.json`, one process per page, because Django can be
set up once per process. The suite starts that process as a forked child of a fork server of the
release's Python (forkserver.py), which has already imported the libraries every page imports (not
django_cfg itself, nor any settings): the child gets this command's arguments, a new cwd and
environment, and runs `main()` as a new interpreter would. The page's blocks run in order in a copy
of tests/python/project:

1. A block titled with a file path (`api/config.py`) is written to that path and imported as a
   module; an untitled block (or one whose title is not a plain path, such as "config.py (excerpt)")
   is executed as a script, in a new namespace or, with `continues`, in the previous block's.
   A block that needs Django's app registry waits until Django is set up (step 2).
   Every `DjangoConfig` instance a block leaves behind must build its settings with
   `get_all_settings()`; the last one is the page's configuration.
2. Django is set up with the page's `settings.py` if it shows one, else with the settings of the
   page's configuration (or the project's own when the page has none). Apps and the URL module
   those settings name but the page does not show are created empty. The waiting blocks run, the
   shell commands the page shows run, and `manage.py check` must pass.

A page whose front matter says `examples_use: [project-structure.mdx]` starts from the file blocks of
those pages (a tutorial's later pages use the models its earlier pages wrote).

Two runnable blocks with the same file title write the same file: the later one wins, so title the
earlier one as an excerpt ("apps/x/admin.py (excerpt)"), which runs as a script.

`norun="reason"` blocks are compiled and their django_cfg imports resolved, not run. Lines
starting with `#>` give the output the lines above them print; the block's output must match
(`...` matches anything within a line).

Two releases, one runner. The suite runs every page twice, in the same pool: with `.venv/bin/python`
(django-cfg 1.5.108, the release the site documents) and with `.venv-current/bin/python` (the newest
2.x, the release `pip install django-cfg` gives). The spec's `release` names the pass; the suite
leaves out the blocks whose `release="…"` fence option names the other one:

- `release="2.x"`: a block that runs only in the 2.x pass, where it must pass (a migration recipe's
  "after" code). The 1.5.108 pass does not run or compile it (it imports 2.x names) and counts it
  apart.
- `release="1.5.108"`: a "before" block that runs only in the 1.5.108 pass.
- no option: the block runs in both passes. In the 1.5.108 pass it must pass. In the 2.x pass its
  failure is data, not a test failure: the suite records how many of the page's Python blocks ran and
  the first failure, which the page's verification line links to the matching section of the guide
  "What changed since 1.5.108".

In the 2.x pass (`stop_at_failure` in the spec) a page stops at its first failing block and the
blocks after it count as not run (status `not run`): they nearly always fail the same way and
would only cost time. A page with a `release="2.x"` block does not stop, so each of those blocks
gets its own result. The 2.x pass gives a block 120 s instead of 30 (`block_timeout`): importing
django-cfg 2.x (openai, pydantic-ai) takes far longer than 1.5.108 on a busy machine, and a
timeout there would be recorded as the page's first failure.
"""

from __future__ import annotations

import ast
import asyncio
import contextlib
import importlib
import importlib.util
import inspect
import io
import json
import os
import re
import shlex
import shutil
import threading
import time
import subprocess
import sys
import tempfile
import traceback
import types
from pathlib import Path
from typing import Any

FIXTURE = Path(__file__).resolve().parent / "project"
FILE_TITLE = re.compile(r"^[\w.-]+(?:/[\w.-]+)*\.py$")
FILE_TITLE_ANY = re.compile(r"^[\w.-]+(?:/[\w.-]+)*$")
# Commands a shell block may run in the fixture project: they read the configuration and print.
SHELL_COMMANDS = {"show_config", "check_settings", "list_urls", "show_urls", "tree", "check", "validate_openapi"}
TOP_LEVEL_AWAIT = ast.PyCF_ALLOW_TOP_LEVEL_AWAIT
# django-cfg CLI calls a shell block may run: the others create projects or search online.
CLI_COMMANDS = {"--help", "-h", "--version", "info"}
BLOCK_TIMEOUT_S = 30
EXAMPLE_ENVIRONMENT = {
    "SECRET_KEY": "docs-example-secret-key-from-the-environment-0123456789",
    "DATABASE_URL": "sqlite:///db.sqlite3",
}
NOT_READY_MESSAGES = (
    "Apps aren't loaded yet",
    "settings are not configured",
    "App registry isn't ready",
    "You have to define RQ_QUEUES",  # django-rq reads its settings at import
)


class BlockResult(dict[str, Any]):
    pass




def needs_django(error: BaseException) -> bool:
    from django.core.exceptions import AppRegistryNotReady, ImproperlyConfigured

    if isinstance(error, AppRegistryNotReady):
        return True
    return isinstance(error, ImproperlyConfigured) and any(m in str(error) for m in NOT_READY_MESSAGES)


def short_traceback(error: BaseException, limit: int = 6) -> str:
    lines = traceback.format_exception(type(error), error, error.__traceback__)
    text = "".join(lines[-limit:]) if len(lines) > limit else "".join(lines)
    return text.strip()


def expected_output(code: str) -> list[str] | None:
    """The `#>` lines of a block, or None if it states no output."""
    expected = [m.group(1) for m in re.finditer(r"^\s*#>\s?(.*)$", code, re.M)]
    return expected or None


def output_matches(expected: list[str], printed: str) -> bool:
    got = [line.rstrip() for line in printed.rstrip("\n").split("\n")] if printed.strip() else []
    want = [line.rstrip() for line in expected]
    if len(got) != len(want):
        return False
    for w, g in zip(want, got):
        pattern = "^" + ".*".join(re.escape(part) for part in w.split("...")) + "$"
        if not re.match(pattern, g):
            return False
    return True


def django_cfg_imports(code: str) -> list[tuple[str, str | None]]:
    """(module, name) pairs for every django_cfg import in the block."""
    pairs: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "django_cfg" or node.module.startswith("django_cfg."):
                pairs += [(node.module, alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            pairs += [(a.name, None) for a in node.names if a.name == "django_cfg" or a.name.startswith("django_cfg.")]
    return pairs


def resolve_imports(pairs: list[tuple[str, str | None]]) -> None:
    for module_name, name in pairs:
        module = importlib.import_module(module_name)
        if name is None or name == "*" or hasattr(module, name):
            continue
        try:
            importlib.import_module(f"{module_name}.{name}")
        except ModuleNotFoundError:
            raise ImportError(f"cannot import name {name!r} from {module_name!r}") from None


class PageRun:
    def __init__(self, spec: dict[str, Any]) -> None:
        self.source: str = spec["source"]
        self.blocks: list[dict[str, Any]] = spec["blocks"]
        self.prelude: list[dict[str, Any]] = spec.get("prelude", [])
        self.results: dict[int, BlockResult] = {}
        self.project = Path(tempfile.mkdtemp(prefix="docs-page-"))
        shutil.copytree(FIXTURE, self.project, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
        self.written: dict[str, int] = {}  # module name -> line of the block that wrote it
        self.config: Any = None
        self.config_line: int | None = None
        self.settings_module: str | None = None
        self.deferred: list[tuple[dict[str, Any], Any]] = []
        self.namespace: dict[str, Any] | None = None
        self.django_ready = False
        self.notes: list[str] = []
        self.current: dict[str, Any] | None = None
        self.started: float | None = None
        self.needs_setup = False
        self.migrated = False
        self.stderr = io.StringIO()
        # The 2.x pass: stop at the first failing block (the later ones count as not run).
        self.stop_at_failure: bool = bool(spec.get("stop_at_failure"))
        self.block_timeout: float = spec.get("block_timeout", BLOCK_TIMEOUT_S)
        self.stopped_at: int | None = None

    # -- helpers ------------------------------------------------------------------------------

    def result(self, block: dict[str, Any], status: str, detail: str = "") -> None:
        self.results[block["line"]] = BlockResult(line=block["line"], status=status, detail=detail)

    def page_modules(self) -> list[str]:
        root = str(self.project)
        return [
            name
            for name, module in list(sys.modules.items())
            if (getattr(module, "__file__", None) or "").startswith(root)
        ]

    def forget_page_modules(self) -> None:
        if self.django_ready:
            return  # models are registered once; re-importing them would conflict
        for name in self.page_modules():
            del sys.modules[name]
        importlib.invalidate_caches()

    def write_file(self, relative: str, code: str) -> str:
        path = self.project / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        package = path.parent
        while package != self.project:
            (package / "__init__.py").touch(exist_ok=True)
            package = package.parent
        path.write_text(code, encoding="utf-8")
        module = relative[:-3].replace("/", ".")
        return module[: -len(".__init__")] if module.endswith(".__init__") else module

    def adopt_configs(self, namespace: dict[str, Any], block: dict[str, Any]) -> None:
        from django_cfg import DjangoConfig

        configs = [v for k, v in namespace.items() if isinstance(v, DjangoConfig) and not k.startswith("__")]
        if not configs:
            return
        settings = None
        for config in configs:
            settings = config.get_all_settings()
        self.config = configs[-1]
        self.config_line = block["line"]
        if "INSTALLED_APPS" not in (settings or {}):
            raise AssertionError("get_all_settings() returned no INSTALLED_APPS")

    @contextlib.contextmanager
    def captured(self):
        """Captures what the code prints, and starts the watchdog's clock for it."""
        out = io.StringIO()
        self.stderr = io.StringIO()
        self.started = time.monotonic()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(self.stderr):
                yield out
        finally:
            self.started = None

    def watchdog(self, result_path: Path) -> None:
        """Ends the page when one piece of code runs longer than the block timeout (BLOCK_TIMEOUT_S
        unless the spec says; see the module docstring for the 2.x pass's): an example that
        waits that long waits on a network or a server it does not have, and may be stuck in C code
        that no signal interrupts."""
        while True:
            time.sleep(0.5)
            started = self.started
            if started is None or time.monotonic() - started < self.block_timeout:
                continue
            line = self.current["line"] if self.current else None
            for block in self.blocks:
                if block["line"] not in self.results and block["lang"] in ("python", "py"):
                    detail = (
                        f"still running after {self.block_timeout:g} s (waiting on a network or a server?)"
                        if block["line"] == line
                        else f"did not run: the page stopped when the block at line {line} timed out"
                    )
                    self.result(block, "failed", detail)
            write_result(result_path, self.outcome())
            os._exit(0)

    def check_output(self, block: dict[str, Any], printed: str) -> str | None:
        expected = expected_output(block["code"])
        if expected is None or output_matches(expected, printed):
            return None
        return "output differs from the block's #> lines\n--- expected\n{}\n--- printed\n{}".format(
            "\n".join(expected), printed.rstrip()
        )

    # -- kinds of block -----------------------------------------------------------------------

    def run_norun(self, block: dict[str, Any]) -> None:
        try:
            compile(block["code"], f"{self.source}:{block['line']}", "exec", flags=TOP_LEVEL_AWAIT)
            resolve_imports(django_cfg_imports(block["code"]))
        except BaseException as error:  # noqa: BLE001 - any failure is the block's
            if not self.django_ready and needs_django(error):
                self.deferred.append((block, "norun"))
                return
            self.result(block, "failed", short_traceback(error))
            return
        self.result(block, "compiled", block["norun"])

    def run_file(self, block: dict[str, Any]) -> None:
        title = block["title"]
        module_name = self.write_file(title, block["code"])
        self.written[module_name] = block["line"]
        if title == "manage.py" or title.endswith("/manage.py"):
            try:
                compile(block["code"], title, "exec")
                self.result(block, "executed", "written as the project's manage.py")
            except SyntaxError as error:
                self.result(block, "failed", short_traceback(error))
            return
        if title.endswith("settings.py"):
            self.settings_module = module_name
        self.import_module(block, module_name)

    def import_module(self, block: dict[str, Any], module_name: str) -> None:
        self.forget_page_modules()
        try:
            with self.captured() as out:
                module = (
                    sys.modules[module_name]
                    if self.django_ready and module_name in sys.modules and module_name in self.already_imported
                    else importlib.import_module(module_name)
                )
                self.adopt_configs(vars(module), block)
        except BaseException as error:  # noqa: BLE001
            if not self.django_ready and needs_django(error):
                self.deferred.append((block, module_name))
                return
            self.result(block, "failed", short_traceback(error))
            return
        self.namespace = vars(module)
        problem = self.check_output(block, out.getvalue())
        self.result(block, "failed" if problem else "executed", problem or "")

    def run_script(self, block: dict[str, Any]) -> None:
        if block.get("continues") and self.namespace is not None:
            namespace = self.namespace
        else:
            # A real module, so that code which looks itself up (dataclasses, pickling) finds it.
            module = types.ModuleType(f"docs_example_{block['line']}")
            module.__file__ = str(self.project / f"{module.__name__}.py")
            sys.modules[module.__name__] = module
            namespace = vars(module)
        try:
            # Top-level `await` runs as a reader runs it in `python -m asyncio` or a notebook.
            code = compile(block["code"], f"{self.source}:{block['line']}", "exec", flags=TOP_LEVEL_AWAIT)
            with self.captured() as out:
                result = eval(code, namespace)  # noqa: S307 - running the docs' own examples is the point
                if inspect.iscoroutine(result):
                    asyncio.run(result)
                self.adopt_configs(namespace, block)
        except BaseException as error:  # noqa: BLE001
            if not self.django_ready and needs_django(error):
                self.deferred.append((block, "script"))
                return
            self.result(block, "failed", short_traceback(error))
            return
        self.namespace = namespace
        problem = self.check_output(block, out.getvalue())
        self.result(block, "failed" if problem else "executed", problem or "")

    def shell_commands(self, block: dict[str, Any]) -> list[list[str]]:
        commands: list[list[str]] = []
        joined = re.sub(r"\\\n\s*", " ", block["code"])
        for raw in joined.split("\n"):
            line = re.sub(r"^\s*\$\s+", "", raw).split(" #")[0].strip()
            if not line:
                continue
            try:
                words = shlex.split(line)
            except ValueError:
                continue
            rest = None
            if words[:2] in (["python", "manage.py"], ["python3", "manage.py"]):
                rest = words[2:]
            elif words[:1] == ["./manage.py"]:
                rest = words[1:]
            if rest is not None:
                if rest and (rest[0] in SHELL_COMMANDS or "--help" in rest or "-h" in rest):
                    commands.append(["manage.py", *rest])
            elif words and words[0] == "django-cfg" and (set(words[1:2]) & CLI_COMMANDS or "--help" in words):
                commands.append(words)
        return commands

    def run_shell(self, block: dict[str, Any]) -> None:
        self.deferred.append((block, "shell"))

    def run_shell_now(self, block: dict[str, Any]) -> None:
        from django.core.management import ManagementUtility

        ran: list[str] = []
        for words in self.shell_commands(block):
            try:
                if words[0] == "manage.py":
                    with self.captured():
                        try:
                            ManagementUtility(words).execute()
                        except SystemExit as exit_:
                            if exit_.code not in (0, None):
                                said = self.stderr.getvalue().strip()[-400:]
                                raise RuntimeError(f"exit status {exit_.code}" + (f": {said}" if said else "")) from None
                else:
                    cli = Path(sys.executable).with_name("django-cfg")
                    done = subprocess.run([str(cli), *words[1:]], capture_output=True, text=True, timeout=60)
                    if done.returncode != 0:
                        raise RuntimeError(f"exit status {done.returncode}: {done.stderr.strip()[-400:]}")
            except BaseException as error:  # noqa: BLE001
                self.result(block, "failed", f"`{' '.join(words)}` failed: {short_traceback(error)}")
                return
            ran.append(" ".join(words))
        self.result(block, "executed", "; ".join(ran))

    # -- Django ---------------------------------------------------------------------------------

    def ensure_importable(self, dotted: str, content: str = "") -> None:
        """Creates a module the settings name but the page does not show (an empty app package, or
        the project's URL module), without importing anything that exists."""
        try:
            if importlib.util.find_spec(dotted) is not None:
                return
        except ModuleNotFoundError:
            pass
        path = self.project / (dotted.replace(".", "/") + (".py" if content else "/__init__.py"))
        path.parent.mkdir(parents=True, exist_ok=True)
        package = path.parent
        while package != self.project:
            (package / "__init__.py").touch(exist_ok=True)
            package = package.parent
        if content:
            path.write_text(content, encoding="utf-8")
        importlib.invalidate_caches()
        self.notes.append(f"created {dotted} (named but not shown)")

    def page_apps(self) -> list[str]:
        """Packages the page writes app modules into (models.py, admin.py, apps.py)."""
        apps = []
        for module in self.written:
            package, _, leaf = module.rpartition(".")
            if package and leaf in ("models", "admin", "apps") and package not in apps:
                apps.append(package)
        return apps

    def setup_django(self) -> None:
        import django

        if self.settings_module:
            os.environ["DJANGO_SETTINGS_MODULE"] = self.settings_module
            importlib.import_module(self.settings_module)
            values = vars(sys.modules[self.settings_module])
        else:
            if self.config is None:
                self.forget_page_modules()
                self.config = importlib.import_module("docs_fixture").config
            # As a project's settings.py would: a module holding `config` (django-cfg's modules look
            # for it there) and the settings it builds.
            module = types.ModuleType("docs_page_settings")
            module.config = self.config
            values = self.config.get_all_settings()
            vars(module).update(values)
            sys.modules[module.__name__] = module
            os.environ["DJANGO_SETTINGS_MODULE"] = module.__name__
        installed = values.setdefault("INSTALLED_APPS", [])
        for app in self.page_apps():
            if app not in installed:
                installed.append(app)  # as the reader's project_apps would
                self.notes.append(f"installed {app}")
        for app in installed:
            module = app.rsplit(".", 2)[0] if app.split(".")[-1][:1].isupper() else app
            self.ensure_importable(module)
        urlconf = values.get("ROOT_URLCONF")
        if urlconf:
            self.ensure_importable(urlconf, (FIXTURE / "api" / "urls.py").read_text(encoding="utf-8"))
        self.already_imported = set(self.page_modules())
        with self.captured():
            django.setup()
        self.django_ready = True
        self.already_imported = set(self.page_modules())

    def run(self) -> dict[str, Any]:
        os.chdir(self.project)
        sys.path.insert(0, str(self.project))
        self.already_imported: set[str] = set()
        for block in self.prelude:  # the files of the pages this one builds on (examples_use)
            module = self.write_file(block["title"], block["code"])
            if block["lang"] in ("python", "py") and block["title"].endswith(".py"):
                self.written.setdefault(module, 0)
        for block in self.blocks:
            if block["lang"] not in ("python", "py") and block.get("title") and FILE_TITLE_ANY.match(block["title"]):
                self.write_file(block["title"], block["code"])  # a data file the page shows: .env, YAML, TOML
        for block in self.blocks:
            self.current = block
            if block["lang"] in ("python", "py"):
                if block.get("norun") is not None:
                    self.run_norun(block)
                elif block.get("title") and FILE_TITLE.match(block["title"]):
                    self.run_file(block)
                else:
                    self.run_script(block)
            elif block.get("norun") is None and self.shell_commands(block):
                self.run_shell(block)
            if self.stop_here(block):
                break

        self.needs_setup = bool(self.deferred) or self.config is not None or self.settings_module is not None
        setup_error: str | None = None
        if self.needs_setup:
            try:
                self.setup_django()
                from django.core.management import call_command

                for block, kind in self.deferred:  # all precede a block the first loop stopped at
                    self.run_deferred(block, kind)
                    if self.missing_table(block) and not self.migrated:
                        # The reader runs `migrate` before using the database; do that once, then retry.
                        self.migrate()
                        del self.results[block["line"]]
                        self.run_deferred(block, kind)
                    if self.failed(block) and self.stop_at_failure:
                        self.stopped_at = min(block["line"], self.stopped_at or block["line"])
                        break
                self.current = None
                if self.stopped_at is None:
                    with self.captured() as out:
                        call_command("check", stdout=out, stderr=out)
            except BaseException as error:  # noqa: BLE001
                setup_error = short_traceback(error, limit=10)
        if self.stopped_at is not None:
            for block in self.blocks:
                if block["line"] not in self.results and self.runnable(block):
                    self.result(block, "not run", f"the page stopped at the block at line {self.stopped_at}")
        for block, _ in self.deferred:
            if block["line"] not in self.results:
                self.result(block, "failed", setup_error or "did not run")
        if setup_error:
            blame = self.blame(setup_error)
            for line in blame:
                self.results[line] = BlockResult(
                    line=line, status="failed", detail="django.setup() or manage.py check failed:\n" + setup_error
                )
        return self.outcome()

    def outcome(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "setup": self.needs_setup,
            "notes": self.notes,
            "blocks": sorted(self.results.values(), key=lambda r: r["line"]),
        }

    def runnable(self, block: dict[str, Any]) -> bool:
        """A block the suite tests: every Python block, and a shell block with a command that runs."""
        return block["lang"] in ("python", "py") or (block.get("norun") is None and bool(self.shell_commands(block)))

    def stop_here(self, block: dict[str, Any]) -> bool:
        """In the 2.x pass, whether the page stops after this block because it failed."""
        if self.stop_at_failure and self.failed(block):
            self.stopped_at = block["line"]
        return self.stopped_at is not None

    def failed(self, block: dict[str, Any]) -> bool:
        result = self.results.get(block["line"])
        return result is not None and result["status"] == "failed"

    def run_deferred(self, block: dict[str, Any], kind: str) -> None:
        self.current = block
        if kind == "norun":
            self.run_norun(block)
        elif kind == "script":
            self.run_script(block)
        elif kind == "shell":
            self.run_shell_now(block)
        else:
            self.import_module(block, kind)

    def missing_table(self, block: dict[str, Any]) -> bool:
        result = self.results.get(block["line"])
        return bool(result and result["status"] == "failed" and "no such table" in result["detail"])

    def migrate(self) -> None:
        from django.core.management import call_command

        with self.captured():
            call_command("migrate", run_syncdb=True, verbosity=0, interactive=False)
        self.migrated = True
        self.notes.append("ran migrate")

    def blame(self, error: str) -> list[int]:
        """The blocks a setup or check failure belongs to: the page files in its traceback, else the
        block that made the page's configuration, else every block."""
        lines = []
        for module, line in self.written.items():
            if line and f"{self.project}/{module.replace('.', '/')}" in error:
                lines.append(line)
        if lines:
            return lines
        if self.config_line is not None:
            return [self.config_line]
        return [b["line"] for b in self.blocks if b["line"] in self.results]


def write_result(path: Path, outcome: dict[str, Any]) -> None:
    path.write_text(json.dumps(outcome, indent=1), encoding="utf-8")


def offline() -> None:
    """Examples run offline: a lookup of any host but this machine fails at once, as it would with no
    network, instead of waiting for a timeout."""
    import socket

    if getattr(socket.getaddrinfo, "docs_offline", False):
        return  # a fork server's child: its server did it
    real_getaddrinfo = socket.getaddrinfo
    local = {"localhost", "127.0.0.1", "::1", "0.0.0.0", ""}

    def getaddrinfo(host, *args, **kwargs):  # type: ignore[no-untyped-def]
        name = host.decode() if isinstance(host, bytes) else str(host or "")
        if name not in local:
            raise socket.gaierror(socket.EAI_NONAME, f"docs examples run offline (looked up {name})")
        return real_getaddrinfo(host, *args, **kwargs)

    getaddrinfo.docs_offline = True  # type: ignore[attr-defined]
    socket.getaddrinfo = getaddrinfo  # type: ignore[assignment]


def prepare_process() -> None:
    """The examples must not depend on the machine's environment or reach the network. Done first
    in the runner's process, or in the fork server before its imports (forkserver.py)."""
    for name in list(os.environ):
        if name.startswith(("DJANGO_", "DATABASE_", "REDIS_")) or name in ("ENV", "ENVIRONMENT"):
            del os.environ[name]
    # What a reader following the pages has in the environment (the pages say to set these).
    os.environ.update(EXAMPLE_ENVIRONMENT)
    offline()


def main() -> None:
    spec_path, result_path = sys.argv[1], sys.argv[2]
    spec = json.loads(Path(spec_path).read_text(encoding="utf-8"))
    prepare_process()
    run = PageRun(spec)
    threading.Thread(target=run.watchdog, args=(Path(result_path),), daemon=True).start()
    try:
        outcome = run.run()
    finally:
        os.chdir("/")
        shutil.rmtree(run.project, ignore_errors=True)
    write_result(Path(result_path), outcome)
    sys.stdout.flush()
    os._exit(0)  # background threads some modules start (queues, schedulers) must not hold the run


if __name__ == "__main__":
    main()

