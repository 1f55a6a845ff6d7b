"""Reads the code blocks of the site's MDX sources, with the fence options the docs-examples suite uses.

Fence options (after the language, beside `title="…"`):
- none: the block runs (see page_runner.py for what that means for each kind of block).
- `norun="reason"`: the block is compiled and its django_cfg imports resolved, but not run; the
  reason says why a reader would accept that (a live token, a fragment, a shell session).
- `continues`: an untitled block that runs in the namespace the previous Python block left.
- `release="2.x"`: the block runs only in the 2.x pass (django-cfg's current release, in
  .venv-current), where it must pass; the 1.5.108 pass leaves it out and counts it apart, because it
  imports names 1.5.108 does not have. `release="1.5.108"`: a "before" block that runs only in the
  1.5.108 pass. A block without the option runs in both passes (page_runner.py says how a 2.x
  failure of such a block is recorded, not failed).
Shell blocks run only their `python manage.py <command>` and `django-cfg` lines whose command is in
page_runner.SHELL_COMMANDS or CLI_COMMANDS, unless the fence says `norun="…"`. Top-level `await` runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONTENT_DIRS = ("docs", "blog")
PYTHON_LANGS = {"python", "py"}
SHELL_LANGS = {"bash", "sh", "shell", "console"}

FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<lang>[\w+-]*)(?P<meta>.*)$")
META_STRING = re.compile(r"""\b(?P<key>title|norun|release)=(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)')""")
FILE_TITLE = re.compile(r"^[\w.-]+(?:/[\w.-]+)*$")
PINNED_RELEASE = "1.5.108"  # the release the site documents (src/data/release.ts)
CURRENT_RELEASE = "2.x"  # the newest 2.x on PyPI, installed in .venv-current
RELEASES = (PINNED_RELEASE, CURRENT_RELEASE)
META_FLAG = re.compile(r"(?<![\w=\"'-])continues(?![\w=\"'-])")


@dataclass(frozen=True)
class Block:
    source: str  # path relative to the repository, e.g. docs/getting-started/configuration.mdx
    line: int  # 1-based line of the opening fence
    lang: str
    code: str
    title: str | None = None
    norun: str | None = None
    continues: bool = False
    release: str | None = None  # None: both releases; else one of RELEASES
    meta: str = ""
    options: dict[str, str] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.source}:{self.line}"

    @property
    def is_python(self) -> bool:
        return self.lang in PYTHON_LANGS

    @property
    def is_shell(self) -> bool:
        return self.lang in SHELL_LANGS

    def runs_on(self, release: str) -> bool:
        """Whether the pass of this release runs the block."""
        return self.release is None or self.release == release


def _dedent(lines: list[str], indent: str) -> str:
    out = []
    for line in lines:
        out.append(line[len(indent) :] if line.startswith(indent) else line.lstrip(" \t"))
    return "\n".join(out) + "\n"


def parse_blocks(text: str, source: str) -> list[Block]:
    """Every fenced code block of one MDX file, in order."""
    lines = text.split("\n")
    blocks: list[Block] = []
    i = 0
    while i < len(lines):
        opening = FENCE_OPEN.match(lines[i])
        if not opening:
            i += 1
            continue
        fence = opening["fence"]
        close = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
        j = i + 1
        while j < len(lines) and not close.match(lines[j]):
            j += 1
        meta = opening["meta"].strip()
        options = {m["key"]: (m["dq"] if m["dq"] is not None else m["sq"]) for m in META_STRING.finditer(meta)}
        release = options.get("release")
        if release is not None and release not in RELEASES:
            raise ValueError(
                f"{source}:{i + 1}: release={release!r} is not a release the suite runs; use one of {RELEASES}"
            )
        blocks.append(
            Block(
                source=source,
                line=i + 1,
                lang=opening["lang"].lower(),
                code=_dedent(lines[i + 1 : j], opening["indent"]),
                title=options.get("title"),
                norun=options.get("norun"),
                continues=bool(META_FLAG.search(META_STRING.sub("", meta))),
                release=release,
                meta=meta,
                options=options,
            )
        )
        i = j + 1
    return blocks


FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)
EXAMPLES_USE = re.compile(r"^examples_use:\s*\[(.*)\]\s*$", re.M)


def examples_use(path: Path) -> list[Path]:
    """Pages whose file blocks this page's examples build on, from its front matter
    (`examples_use: [project-structure.mdx]`, paths relative to the page): a tutorial's later pages
    use the models its earlier pages wrote, as the reader's project does."""
    front = FRONT_MATTER.match(path.read_text(encoding="utf-8"))
    found = EXAMPLES_USE.search(front.group(1)) if front else None
    if not found:
        return []
    names = [n.strip().strip("'\"") for n in found.group(1).split(",") if n.strip()]
    return [(path.parent / name).resolve() for name in names]


def content_files() -> list[Path]:
    files: list[Path] = []
    for folder in CONTENT_DIRS:
        files += sorted((ROOT / folder).rglob("*.md")) + sorted((ROOT / folder).rglob("*.mdx"))
    return sorted(files)


def page_blocks(path: Path, with_files: bool = False) -> list[Block]:
    """The Python and shell blocks of one page; with_files adds the other blocks titled with a file
    name (`.env`, `config.yaml`), which the runner writes into the page's project."""
    source = path.relative_to(ROOT).as_posix()
    return [
        b
        for b in parse_blocks(path.read_text(encoding="utf-8"), source)
        if b.is_python or b.is_shell or (with_files and b.title and FILE_TITLE.match(b.title))
    ]
