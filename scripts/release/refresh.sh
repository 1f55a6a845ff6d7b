#!/usr/bin/env bash
# Moves the current release (.venv-current) to a newer django-cfg 2.x and regenerates the guide's data.
#
#   bash scripts/release/refresh.sh              the newest 2.x on the package index
#   bash scripts/release/refresh.sh 2.3.400      a given version
#   bash scripts/release/refresh.sh --dry-run    say what would change, change nothing
#
# Steps: pins requirements/current-release.in to VERSION, relocks .venv-current
# (scripts/python-env.sh current-release --relock), records the version and its upload date in
# src/data/release.ts (currentRelease), runs scripts/release/generate.py, and prints what changed in
# the generated data: counts per category before and after, and every item that moved (for example
# an export that 2.3.348 lacked and the new release has again). Refreshing to the pinned version
# prints "no change". A new removal needs a replacement in scripts/release/replacements.yaml;
# generate.py names the ones missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

dry_run=0
version=''
for argument in "$@"; do
  case "$argument" in
    --dry-run) dry_run=1 ;;
    -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "refresh: unknown option $argument" >&2; exit 2 ;;
    *) version=$argument ;;
  esac
done

python=.venv-current/bin/python
[ -x "$python" ] || bash scripts/python-env.sh current-release

# The index's JSON listing (PEP 691/700, what pip reads): the newest 2.x and each file's upload time.
index_info() {
  "$python" - "$1" <<'PY'
import json, ssl, sys, urllib.request
from pip._vendor.packaging.version import Version

wanted = sys.argv[1]
request = urllib.request.Request(
    "https://pypi.org/simple/django-cfg/", headers={"Accept": "application/vnd.pypi.simple.v1+json"}
)
context = ssl.create_default_context()
try:
    listing = json.load(urllib.request.urlopen(request, timeout=60, context=context))
except Exception as error:
    sys.exit(f"refresh: cannot read the package index ({error})")
uploads = {}
for entry in listing["files"]:
    parts = entry["filename"].split("-")
    if len(parts) > 1 and entry.get("upload-time") and not entry.get("yanked"):
        uploads.setdefault(parts[1].removesuffix(".tar.gz"), entry["upload-time"][:10])
stable = [v for v in uploads if not Version(v).is_prerelease and Version(v).major == 2]
version = wanted or max(stable, key=Version)
if version not in uploads:
    sys.exit(f"refresh: django-cfg {version} is not on the package index")
print(version, uploads[version])
PY
}

read -r version date < <(index_info "$version")
pinned=$(sed -n "s/^export const currentRelease: Release = {version: '\([^']*\)'.*/\1/p" src/data/release.ts)
echo "refresh: current release pinned: $pinned; target: $version (uploaded $date)"

if [ "$version" = "$pinned" ]; then
  bash scripts/python-env.sh current-release
  if .venv/bin/python scripts/release/generate.py --check >/dev/null; then
    echo "refresh: no change (already on $version, and the generated data is up to date)"
  else
    echo "refresh: already on $version, but the generated data is stale: run python scripts/release/generate.py"
    exit 1
  fi
  exit 0
fi
case "$version" in 2.*) ;; *) echo "refresh: $version is not a 2.x release" >&2; exit 2 ;; esac
if [ $dry_run = 1 ]; then
  echo "refresh: --dry-run: would pin requirements/current-release.in to $version, relock .venv-current,"
  echo "  set currentRelease to {version: '$version', date: '$date'} in src/data/release.ts and regenerate src/data/release/"
  exit 0
fi

before=$(mktemp -d)
trap 'rm -rf "$before"' EXIT
cp src/data/release/changes.json "$before/changes.json"

sed -i "s/^\(django-cfg\[[^]]*\]\)==[^ ]*/\1==$version/" requirements/current-release.in
bash scripts/python-env.sh current-release --relock
sed -i "s/^export const currentRelease: Release = {version: '[^']*', date: '[^']*'};/export const currentRelease: Release = {version: '$version', date: '$date'};/" src/data/release.ts
.venv/bin/python scripts/release/generate.py
echo
.venv/bin/python scripts/release/diff.py --summary "$before/changes.json" src/data/release/changes.json
echo
echo "refresh: review the guide (docs/guides/what-changed-since-1-5-108.mdx) and commit requirements/, src/data/release.ts and src/data/release/"
