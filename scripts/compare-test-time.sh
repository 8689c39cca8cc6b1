#!/usr/bin/env bash
# Times `npm test` on clean clones of two revisions, one after the other on this machine, and
# prints both wall times and their ratio (issue 8 item 9: "measure both in one run").
# Each clone gets its own `npm install` (not timed) and runs `npm test` exactly as a fresh machine
# would, with DATABASE_URL unset (the README's command: the server suite on the embedded PGlite).
#
# Usage: scripts/compare-test-time.sh BEFORE_REV [AFTER_REV]   (AFTER_REV defaults to HEAD)
# Needs a quiet machine: anything else running (a site server, a benchmark, another test run)
# slows one side and not the other. Takes the sum of both runs (about 25 minutes here).
set -euo pipefail
cd "$(dirname "$0")/.."

before=${1:?usage: scripts/compare-test-time.sh BEFORE_REV [AFTER_REV]}
after=${2:-HEAD}
work=$(mktemp -d "${TMPDIR:-/tmp}/compare-test-time.XXXXXX")
trap 'rm -rf "$work"' EXIT

time_one() {
  local label=$1 rev=$2 dir="$work/$1"
  git clone -q . "$dir"
  git -C "$dir" checkout -q "$rev"
  (cd "$dir" && npm install --no-audit --no-fund >"$work/$label-install.log" 2>&1)
  local start=$SECONDS
  local status=0
  (cd "$dir" && env -u DATABASE_URL CI=true npm test >"$work/$label-test.log" 2>&1) || status=$?
  local seconds=$((SECONDS - start))
  echo "$label $(git -C "$dir" rev-parse --short HEAD): npm test ${seconds} s, exit $status," \
    "$(grep -E '^Tests:' "$work/$label-test.log" | tail -1 | tr -s ' ')" \
    "(load average after: $(cut -d' ' -f1-3 /proc/loadavg))" >&2
  [ "$status" -eq 0 ] || tail -40 "$work/$label-test.log" >&2
  echo "$seconds"
}

echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
before_s=$(time_one before "$before")
after_s=$(time_one after "$after")
echo "after / before: $(awk -v a="$after_s" -v b="$before_s" 'BEGIN { printf "%.2f", a / b }')" \
  "(item 9 asks for 0.70 or less)" >&2
