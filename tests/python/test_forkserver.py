"""The fork server (forkserver.py) runs each program as a fresh interpreter would: its own cwd,
environment and arguments, nothing left over from the program before, exit statuses and time
limits as subprocess.run reports them; and a page runs in it as in a new interpreter."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from forkserver import ForkServer
from suite import RUNNER

PYTHON = Path(sys.executable)


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with two modules the server may pre-import: one that starts a thread at import."""
    folder = tmp_path_factory.mktemp("library")
    (folder / "quiet_module.py").write_text("import json\nSTATE = []\n", encoding="utf-8")
    # Like django_cfg, whose import writes logs/ into the cwd: its own import belongs to the program.
    (folder / "cwd_module.py").write_text("import os, fractions\nIMPORTED_IN = os.getcwd()\n", encoding="utf-8")
    (folder / "threaded_module.py").write_text(
        textwrap.dedent(
            """
            import threading, time, xml.dom.minidom
            worker = threading.Thread(target=time.sleep, args=(3600,), daemon=True, name="worker")
            worker.start()
            """
        ),
        encoding="utf-8",
    )
    return folder


@pytest.fixture(scope="module")
def server(library: Path) -> Iterator[ForkServer]:
    env = {**os.environ, "PYTHONPATH": str(library), "FROM_THE_SERVER": "1"}
    started = ForkServer(PYTHON, env, ["quiet_module", "threaded_module", "no_such_module"], without=["cwd_module"])
    yield started
    started.close()


def run(server: ForkServer, code: str, cwd: Path, **kwargs) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    return server.run(["-c", textwrap.dedent(code)], cwd=cwd, timeout=kwargs.pop("timeout", 60), **kwargs)


def test_imports_what_starts_no_thread_and_leaves_the_rest_to_the_program(server: ForkServer, tmp_path: Path) -> None:
    assert server.ready, server.why
    done = run(
        server,
        """
        import sys, threading
        print("quiet_module" in sys.modules, "threaded_module" in sys.modules, "xml.dom.minidom" in sys.modules)
        print([t.name for t in threading.enumerate()])
        import threaded_module
        print(sorted(t.name for t in threading.enumerate()))
        print("cwd_module" in sys.modules, "fractions" in sys.modules)
        import cwd_module
        print(cwd_module.IMPORTED_IN)
        """,
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    # The thread-starting module is not imported, but what it imports is; so is a module in `without`.
    assert done.stdout.split("\n")[:5] == [
        "True False True",
        "['MainThread']",
        "['MainThread', 'worker']",
        "False True",
        str(tmp_path),
    ]


def test_each_program_starts_from_the_server_not_from_the_program_before(server: ForkServer, tmp_path: Path) -> None:
    first = run(
        server,
        """
        import os, sys, quiet_module, types
        quiet_module.STATE.append("first")
        os.environ["LEFT_BY_FIRST"] = "1"
        sys.modules["left_by_first"] = types.ModuleType("left_by_first")
        os.chdir("/")
        print("ran")
        """,
        tmp_path,
    )
    assert first.stdout == "ran\n", first.stderr
    second = run(
        server,
        """
        import os, sys, quiet_module
        print(quiet_module.STATE, "LEFT_BY_FIRST" in os.environ, "left_by_first" in sys.modules)
        print(os.getcwd(), sys.argv, repr(sys.path[0]), os.environ.get("ONLY_HERE"), os.environ.get("FROM_THE_SERVER"))
        """,
        tmp_path,
        env={"ONLY_HERE": "yes", "PATH": os.environ.get("PATH", "")},
    )
    assert second.returncode == 0, second.stderr
    assert second.stdout.split("\n")[:2] == ["[] False False", f"{tmp_path} ['-c'] '' yes None"]


def test_exit_status_and_time_limit_as_subprocess_reports_them(server: ForkServer, tmp_path: Path) -> None:
    assert run(server, "import sys; sys.exit(3)", tmp_path).returncode == 3
    failed = run(server, "raise ValueError('boom')", tmp_path)
    assert failed.returncode == 1 and "ValueError: boom" in failed.stderr
    with pytest.raises(subprocess.TimeoutExpired):
        run(server, "import time; time.sleep(30)", tmp_path, timeout=1)
    assert run(server, "print('still serving')", tmp_path).stdout == "still serving\n"


PAGE = {
    "source": "docs/forkserver-test.mdx",
    "release": "1.5.108",
    "block_timeout": 45,
    "prelude": [],
    "blocks": [
        {
            "line": 1,
            "lang": "python",
            "code": "import os, sys\nprint(os.environ['SECRET_KEY'][:4], __name__ in sys.modules)\n#> docs True",
            "title": None,
            "norun": None,
            "continues": False,
        },
        {"line": 2, "lang": "python", "code": "import time\ntime.sleep(3600)", "title": None, "norun": None, "continues": False},
        {"line": 3, "lang": "python", "code": "print('never')", "title": None, "norun": None, "continues": False},
    ],
}


def run_page_in(tmp_path: Path, server: ForkServer | None) -> dict[str, Any]:
    spec, result = tmp_path / "spec.json", tmp_path / "result.json"
    spec.write_text(json.dumps(PAGE), encoding="utf-8")
    argv = [str(RUNNER), str(spec), str(result)]
    if server is None:
        subprocess.run([str(PYTHON), *argv], capture_output=True, timeout=120, cwd=tmp_path, check=True)
    else:
        server.run(argv, cwd=tmp_path, timeout=120)
    return json.loads(result.read_text(encoding="utf-8"))


def test_a_page_runs_in_a_child_as_in_a_new_interpreter(tmp_path: Path) -> None:
    """The page's environment is the runner's, its modules are its own, and the watchdog still ends
    a block that runs past the block timeout."""
    env = {**os.environ, "SECRET_KEY": "from-the-machine", "DJANGO_SETTINGS_MODULE": "elsewhere"}
    page_server = ForkServer(PYTHON, env, ["json"], prepare="page")
    try:
        assert page_server.ready, page_server.why
        (tmp_path / "forked").mkdir()
        (tmp_path / "fresh").mkdir()
        forked = run_page_in(tmp_path / "forked", page_server)
        fresh = run_page_in(tmp_path / "fresh", None)
    finally:
        page_server.close()
    assert forked == fresh
    statuses = [(b["line"], b["status"]) for b in forked["blocks"]]
    assert statuses == [(1, "executed"), (2, "failed"), (3, "failed")]
    assert "still running after 45 s" in forked["blocks"][1]["detail"]

