"""Starts programs of a release's Python as forked children of a pre-imported process instead of as
new interpreters, so that the modules every page and check imports are imported once, not once each.

A fresh `import django_cfg` costs about 2 CPU-s, and a page that sets Django up imports as much again
(openai, pydantic-ai, bs4...); the suite starts some 500 such processes. A fork server is a
long-lived process of one release's Python, started with the environment its programs would have
inherited. It imports those modules without configuring Django (no settings, no `django.setup()`),
then, for each request, forks a child that runs the program as `python ARGV` would: in its own cwd,
environment, `sys.argv` and `sys.path[0]`, its standard output and error written to files, its
standard input empty, under a time limit the server enforces (the child is killed, like
`subprocess.run(timeout=...)`). Each child starts from the same untouched copy of the server, so
nothing a program imports, configures or starts reaches the next one.

What the server imports:

- the modules that `import django_cfg` brings (django's, pydantic's, requests'...), in import order,
  but not django_cfg's own (`WITHOUT`): its import writes `logs/` into the cwd and opens log files
  there, and the 2.x releases start a Telegram queue thread and register an at-fork hook that makes
  forked children send synchronously. The program imports django_cfg itself, in its own cwd.
- the libraries in `HEAVY`, which know nothing of Django and are imported later by django.setup()
  or by the examples.

A probe (a forked child of the server, before the server imports anything) tries each one and
reports what imports cleanly; a library whose import starts a thread or whose package registers an
at-fork hook is replaced by what its import brought, as for django_cfg (forking a process with
threads can deadlock the child; a hook would make it unlike a fresh process). The server refuses
to serve (the client then starts a new interpreter per program) if it holds more than one thread
after its imports. Code that runs at those imports sees the environment the programs get and the
server's cwd, a scratch folder.

Protocol: one JSON object per line. The server writes `{"ready": true, "modules": N}` (or
`{"ready": false, "why": ...}` and exits), then answers each request
`{"argv", "cwd", "env", "stdout", "stderr", "timeout", "warnings"}` with `{"returncode": N}`
(negative: killed by that signal) or `{"timeout": true}`. It exits when its input closes.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import importlib.util
import io
import json
import os
import runpy
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import types
import warnings
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
# Libraries that know nothing of Django (so their import cannot depend on settings) and that a page
# imports after `import django_cfg`, while Django is set up or by the examples: the costly ones.
HEAVY = (
    "openai",
    "pydantic_ai",
    "pydantic_graph",
    "genai_prices",
    "griffe",
    "opentelemetry",
    "logfire",
    "bs4",
    "soupsieve",
    "lxml",
    "cryptography",
    "aiohttp",
    "httpx",
    "anyio",
    "psycopg",
    "ua_parser",
    "ua_parser_builtins",
    "coolname",
    "json_repair",
    "PIL",
)


# -- the server -----------------------------------------------------------------------------------


def registers_fork_hook(package: str) -> bool:
    """Whether a package's source calls os.register_at_fork (its children would not behave as fresh
    processes)."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return False
    for folder in spec.submodule_search_locations:
        for path in Path(folder).rglob("*.py"):
            with contextlib.suppress(OSError, UnicodeDecodeError):
                if "register_at_fork" in path.read_text(encoding="utf-8"):
                    return True
    return False


def probe(candidates: list[str], without: list[str]) -> list[str]:
    """In this process (a forked child): the modules to pre-import, in import order. A candidate that
    fails to import is left out; one in `without`, or one that starts a thread or registers a fork
    hook, is replaced by the modules its import brought (except its own)."""
    chosen: list[str] = []
    for name in [*without, *candidates]:
        before = set(sys.modules)
        threads = threading.active_count()
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - not installed or not importable without settings
            continue
        if name not in without and threading.active_count() == threads and not registers_fork_hook(name):
            chosen.append(name)
            continue
        own = (name, name + ".")
        chosen += [m for m in list(sys.modules) if m not in before and not m.startswith(own) and m != "__main__"]
    return chosen


def preimport(candidates: list[str], without: list[str]) -> int:
    """Imports what a probe child found safe; the number of modules the server then holds."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                chosen = probe(candidates, without)
            os.write(write, json.dumps(chosen).encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    os.waitpid(pid, 0)
    chosen = json.loads(data or b"[]")
    # As in a program, where these imports happen inside an example whose output is captured.
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        for name in chosen:
            with contextlib.suppress(Exception):
                importlib.import_module(name)
    return len(sys.modules)


def serve(config: dict[str, Any]) -> None:
    channel_in = sys.stdin
    channel_out = sys.stdout
    if config.get("prepare") == "page":
        import page_runner

        page_runner.prepare_process()
    scratch = tempfile.mkdtemp(prefix="docs-forkserver-")
    atexit.register(shutil.rmtree, scratch, ignore_errors=True)
    os.chdir(scratch)
    modules = preimport(list(config["preimport"]), list(config["without"]))
    if threading.active_count() != 1:
        names = [t.name for t in threading.enumerate() if t is not threading.main_thread()]
        channel_out.write(json.dumps({"ready": False, "why": f"threads after the imports: {names}"}) + "\n")
        channel_out.flush()
        return
    channel_out.write(json.dumps({"ready": True, "modules": modules}) + "\n")
    channel_out.flush()
    for line in channel_in:
        request = json.loads(line)
        channel_out.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            status = 70
            try:
                status = child(request)
            finally:
                os._exit(status)
        channel_out.write(json.dumps(wait(pid, request.get("timeout"))) + "\n")
        channel_out.flush()


def wait(pid: int, timeout: float | None) -> dict[str, Any]:
    fd = os.pidfd_open(pid)
    try:
        ready, _, _ = select.select([fd], [], [], timeout)
    finally:
        os.close(fd)
    if not ready:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return {"timeout": True}
    _, status = os.waitpid(pid, 0)
    return {"returncode": os.waitstatus_to_exitcode(status)}


def child(request: dict[str, Any]) -> int:
    """Runs `python ARGV` in this forked child; its exit status."""
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    out = os.open(request["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(out, 1)
    if request["stderr"] == request["stdout"]:
        os.dup2(out, 2)
    else:
        os.dup2(os.open(request["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 2)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    argv: list[str] = request["argv"]
    for option in request.get("warnings", []):
        sys.warnoptions.append(option)
        warnings.simplefilter(option)  # type: ignore[call-overload]
    status = 0
    try:
        if argv[0] == "-c":
            sys.argv = ["-c", *argv[2:]]
            sys.path[0] = ""
            main = types.ModuleType("__main__")
            sys.modules["__main__"] = main
            exec(compile(argv[1], "<string>", "exec"), vars(main))  # noqa: S102 - as `python -c` does
        else:
            sys.argv = list(argv)
            sys.path[0] = str(Path(argv[0]).resolve().parent)
            runpy.run_path(argv[0], run_name="__main__")
    except SystemExit as exit_:
        code = exit_.code
        if code is None or isinstance(code, int):
            status = code or 0
        else:
            print(code, file=sys.stderr)
            status = 1
    except BaseException:  # noqa: BLE001 - reported as the interpreter would
        traceback.print_exc()
        status = 1
    # What the interpreter does at exit: wait for non-daemon threads, run atexit functions, flush.
    with contextlib.suppress(BaseException):
        threading._shutdown()  # type: ignore[attr-defined]
    with contextlib.suppress(BaseException):
        atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BaseException):
            stream.flush()
    return status


# -- the client -----------------------------------------------------------------------------------


class ForkServer:
    """A running server: `run()` behaves as `subprocess.run([python, *argv], capture_output=True,
    text=True, timeout=..., cwd=..., env=...)`."""

    def __init__(
        self,
        python: Path,
        env: dict[str, str],
        preimport: list[str],
        without: list[str] | None = None,
        prepare: str | None = None,
    ) -> None:
        self.python = python
        self.env = dict(env)
        self.scratch = tempfile.mkdtemp(prefix="docs-forkclient-")
        self.log = Path(self.scratch, "server.log")
        config = {"preimport": preimport, "without": without or [], "prepare": prepare}
        self.process = subprocess.Popen(
            [str(python), str(Path(__file__).resolve()), json.dumps(config)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log.open("w"),
            text=True,
            env=self.env,
            cwd=self.scratch,
        )
        line = self.process.stdout.readline() if self.process.stdout else ""
        hello: dict[str, Any] = (
            json.loads(line) if line.strip() else {"ready": False, "why": self.log.read_text()[-2000:]}
        )
        self.ready: bool = bool(hello.get("ready"))
        self.why: str = hello.get("why", "")
        self.modules: int = hello.get("modules", 0)
        if not self.ready:
            self.close()

    def run(
        self,
        argv: list[str],
        cwd: str | Path,
        timeout: float,
        env: dict[str, str] | None = None,
        warnings_options: list[str] | None = None,
    ) -> subprocess.CompletedProcess[str]:
        assert self.process.stdin and self.process.stdout
        output = tempfile.mkdtemp(prefix="docs-forkrun-")
        try:
            stdout, stderr = Path(output, "stdout"), Path(output, "stderr")
            request = {
                "argv": argv,
                "cwd": str(cwd),
                "env": self.env if env is None else env,
                "stdout": str(stdout),
                "stderr": str(stderr),
                "timeout": timeout,
                "warnings": warnings_options or [],
            }
            self.process.stdin.write(json.dumps(request) + "\n")
            self.process.stdin.flush()
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"the fork server of {self.python} ended:\n{self.log.read_text()[-3000:]}")
            answer = json.loads(line)
            text_out = stdout.read_text(errors="replace") if stdout.exists() else ""
            text_err = stderr.read_text(errors="replace") if stderr.exists() else ""
            if answer.get("timeout"):
                raise subprocess.TimeoutExpired([str(self.python), *argv], timeout, text_out, text_err)
            return subprocess.CompletedProcess([str(self.python), *argv], answer["returncode"], text_out, text_err)
        finally:
            shutil.rmtree(output, ignore_errors=True)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            if self.process.stdin:
                self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.scratch, ignore_errors=True)


class Servers:
    """Servers by (thread, key): each thread of a pool gets its own, so that requests never wait
    on each other's children. `get()` returns None when the server could not start (the caller then
    starts a new interpreter); `reasons` says why."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._servers: dict[tuple[int, Any], ForkServer | None] = {}
        self.reasons: dict[str, str] = {}
        self.modules: dict[str, int] = {}

    def get(self, key: Any, label: str, start: Any) -> ForkServer | None:
        slot = (threading.get_ident(), key)
        with self._lock:
            if slot in self._servers:
                return self._servers[slot]
        server = start()
        if not server.ready:
            self.reasons[label] = server.why
            server = None
        else:
            self.modules[label] = server.modules
        with self._lock:
            self._servers[slot] = server
        return server

    def close(self) -> None:
        with self._lock:
            servers, self._servers = list(self._servers.values()), {}
        for server in servers:
            if server is not None:
                server.close()


# What a server imports before forking (see the module docstring): the modules `import django_cfg`
# brings, but not django_cfg's own, then HEAVY.
PREIMPORT = list(HEAVY)
WITHOUT = ["django_cfg"]
# The servers of this process (the suite's): closed at the end of the session.
SERVERS = Servers()

if __name__ == "__main__":
    serve(json.loads(sys.argv[1]))
