"""Compares two introspection snapshots and writes the data of the "What changed since 1.5.108" guide.

    python scripts/release/diff.py OLD.json NEW.json OUT.json
    python scripts/release/diff.py --summary BEFORE/changes.json AFTER/changes.json   (refresh.sh)

OLD and NEW come from scripts/release/introspect.py (1.5.108 and the current release). The release
dates come from src/data/release.ts (the one place that records them), and the replacement of every
removed item from scripts/release/replacements.yaml; an item without one stops the script with its
name, so the page never shows a removal without saying what to do about it.

Per category, OUT holds the items kept unchanged, removed (with replacement, why and recipe link),
added, and changed (type or default for fields, kind for exports, app for commands), and the counts.
"""

from __future__ import annotations

import fnmatch
import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
REPLACEMENTS = Path(__file__).resolve().parent / "replacements.yaml"
RELEASE_TS = ROOT / "src" / "data" / "release.ts"

# (snapshot key, section id on the page, title): the ids are stable, other pages link to them.
CATEGORIES = [
    ("exports", "exports", "Top-level exports"),
    ("djangoconfig_fields", "djangoconfig-fields", "DjangoConfig fields"),
    ("model_fields", "model-fields", "Fields of the exported models"),
    ("management_commands", "management-commands", "Management commands"),
    ("cli", "cli", "django-cfg CLI subcommands"),
    ("extras", "extras", "Package extras"),
    ("urls", "urls", "URL map and health endpoints"),
    ("apps", "removed-apps", "Built-in apps"),
]


def release_dates(text: str) -> tuple[tuple[str, str], tuple[str, str]]:
    """(documented version, date), (current version, date) as src/data/release.ts records them."""

    def one(pattern: str) -> str:
        match = re.search(pattern, text)
        if not match:
            raise SystemExit(f"diff.py: {RELEASE_TS.relative_to(ROOT)} has no match for {pattern}")
        return match.group(1)

    documented = (
        one(r"export const djangoCfgVersion = '([^']+)'"),
        one(r"export const djangoCfgReleaseDate = '([^']+)'"),
    )
    block = one(r"export const currentRelease[^{]*(\{[^}]*\})")
    version = re.search(r"version: '([^']+)'", block)
    date = re.search(r"date: '([^']+)'", block)
    if not (version and date):
        raise SystemExit("diff.py: currentRelease in src/data/release.ts needs version and date")
    return documented, (version.group(1), date.group(1))


def detail(key: str, info: dict[str, Any]) -> str:
    """One line describing an item, for the added/removed lists."""
    if key == "exports":
        return info["kind"]
    if key in ("djangoconfig_fields", "model_fields"):
        if info["required"]:
            return f"{info['type']} (required)"
        return f"{info['type']} = {info['default']}"
    if key == "management_commands":
        return ", ".join(info["apps"])
    if key == "cli":
        return info["help"]
    if key == "urls":
        return info["name"]
    if key == "apps":
        return info["module"]
    return ""


def changes(key: str, old: dict[str, Any], new: dict[str, Any]) -> list[dict[str, str]]:
    """What differs between the two releases' descriptions of one kept item."""
    if key in ("djangoconfig_fields", "model_fields"):
        aspects = [("type", "type"), ("default", "default"), ("required", "required")]
    elif key == "exports":
        aspects = [("kind", "kind")]
    elif key == "management_commands":
        aspects = [("apps", "app")]
    elif key == "apps":
        aspects = [("module", "module")]
    else:
        aspects = []
    result = []
    for field, label in aspects:
        before, after = old.get(field), new.get(field)
        if before != after:
            text = lambda v: ", ".join(v) if isinstance(v, list) else ("none" if v is None else str(v))  # noqa: E731
            result.append({"what": label, "before": text(before), "after": text(after)})
    return result


def replacement_for(table: dict[str, Any], name: str) -> dict[str, str] | None:
    entry = table.get(name)
    if entry is None:
        for pattern, candidate in table.items():
            if fnmatch.fnmatchcase(name, pattern):
                entry = candidate
                break
    if entry is None:
        return None
    result = {"replacement": str(entry["replacement"]), "why": str(entry["why"])}
    if entry.get("link"):
        result["link"] = str(entry["link"])
    return result


def compare(old: dict[str, Any], new: dict[str, Any], replacements: dict[str, Any], release_ts: str) -> dict[str, Any]:
    (doc_version, doc_date), (cur_version, cur_date) = release_dates(release_ts)
    if old["version"] != doc_version or new["version"] != cur_version:
        raise SystemExit(
            f"diff.py: the snapshots are {old['version']} and {new['version']}, but src/data/release.ts "
            f"records {doc_version} and {cur_version}; run scripts/release/refresh.sh"
        )
    categories, missing = [], []
    for key, section, title in CATEGORIES:
        before, after = old[key], new[key]
        table = replacements.get(key) or {}
        removed, added, changed, kept = [], [], [], []
        for name in sorted(before):
            if name not in after:
                replacement = replacement_for(table, name)
                if replacement is None:
                    missing.append(f"{key}: {name}")
                    replacement = {"replacement": "", "why": ""}
                removed.append({"name": name, "detail": detail(key, before[name]), **replacement})
            else:
                differences = changes(key, before[name], after[name])
                if differences:
                    changed.append({"name": name, "changes": differences})
                else:
                    kept.append(name)
        for name in sorted(after):
            if name not in before:
                added.append({"name": name, "detail": detail(key, after[name])})
        categories.append(
            {
                "id": section,
                "key": key,
                "title": title,
                "counts": {"kept": len(kept), "removed": len(removed), "added": len(added), "changed": len(changed)},
                "removed": removed,
                "added": added,
                "changed": changed,
                "kept": kept,
            }
        )
    if missing:
        raise SystemExit(
            "diff.py: no replacement in scripts/release/replacements.yaml for these removed items "
            "(add one, or 'nothing' with a why):\n  " + "\n  ".join(missing)
        )
    return {
        "generatedBy": "python scripts/release/generate.py (do not edit by hand)",
        "documented": {"version": doc_version, "date": doc_date, "django": old["django"]},
        "current": {"version": cur_version, "date": cur_date, "django": new["django"]},
        "categories": categories,
    }


def status_of(data: dict[str, Any]) -> dict[tuple[str, str], str]:
    """(category, item) -> kept/removed/added/changed, for every item of a changes.json."""
    result = {}
    for category in data["categories"]:
        for status in ("kept", "removed", "added", "changed"):
            for item in category[status]:
                name = item if isinstance(item, str) else item["name"]
                result[(category["id"], name)] = status
    return result


def summarize(before: dict[str, Any], after: dict[str, Any]) -> str:
    """What a refresh changed in the guide's data: versions, counts per category, items that moved."""
    lines = [f"current release: {before['current']['version']} -> {after['current']['version']}"]
    old_counts = {c["id"]: c["counts"] for c in before["categories"]}
    new_counts = {c["id"]: c["counts"] for c in after["categories"]}
    for section in new_counts:
        old, new = old_counts.get(section), new_counts[section]
        if old != new:
            parts = [f"{k} {old[k] if old else 0} -> {new[k]}" for k in new if not old or old[k] != new[k]]
            lines.append(f"  {section}: " + ", ".join(parts))
    old_status, new_status = status_of(before), status_of(after)
    moved = sorted(
        (key, old_status.get(key, "absent"), new_status.get(key, "absent"))
        for key in set(old_status) | set(new_status)
        if old_status.get(key) != new_status.get(key)
    )
    for (section, name), was, now in moved:
        lines.append(f"  {section}: {name}: {was} -> {now}")
    if len(lines) == 1 and before["current"] == after["current"]:
        return "no change in the generated data"
    if len(lines) == 1:
        lines.append("  the lists are the same")
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    if len(argv) == 3 and argv[0] == "--summary":
        before, after = (json.loads(Path(p).read_text(encoding="utf-8")) for p in argv[1:])
        print(summarize(before, after))
        return
    if len(argv) != 3:
        raise SystemExit("usage: diff.py OLD.json NEW.json OUT.json")
    old, new = (json.loads(Path(p).read_text(encoding="utf-8")) for p in argv[:2])
    replacements = yaml.safe_load(REPLACEMENTS.read_text(encoding="utf-8"))
    data = compare(old, new, replacements, RELEASE_TS.read_text(encoding="utf-8"))
    Path(argv[2]).write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
