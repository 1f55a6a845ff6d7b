#!/bin/sh
# Usage: deploy/render.sh <build-dir> <listen> > nginx.conf
# Renders deploy/nginx.conf for one build folder and one listen value (a port such as 8080, or
# 127.0.0.1:4191). Used by the Dockerfile and by tests/e2e/nginx.spec.ts, so both run the same config.
set -eu
[ $# -eq 2 ] || { echo "usage: $0 <build-dir> <listen>" >&2; exit 2; }
root=$(cd "$1" && pwd)
listen=$2
case "$root" in *[!A-Za-z0-9._/-]*) echo "render.sh: unsupported characters in build path: $root" >&2; exit 2 ;; esac
case "$listen" in '' | *[!0-9.:]*) echo "render.sh: listen must be a port or address:port, got '$listen'" >&2; exit 2 ;; esac
[ -f "$root/_nginx.conf" ] || { echo "render.sh: $root/_nginx.conf is missing; build the site first (npm run build)" >&2; exit 1; }
sed -e "s|@ROOT@|$root|g" -e "s|@LISTEN@|$listen|g" "$(dirname "$0")/nginx.conf"
