#!/usr/bin/env bash
# Measures `npm install && npm test` on clean clones of two commits, one after the other on this
# machine, so the figures compare (issue 8: the test run must get faster). Prints wall time of
# the install and of `npm test` for each. Usage: scripts/measure-test-time.sh <base-ref> [<head-ref>]
set -euo pipefail
base=${1:?base ref}
head=${2:-HEAD}
repo=$(git rev-parse --show-toplevel)
work=$(mktemp -d /tmp/measure-tests-XXXX)

run() {
  local ref=$1 dir="$work/$1"
  git clone -q "$repo" "$dir"
  git -C "$dir" checkout -q "$ref"
  local t0 t1 t2
  t0=$(date +%s)
  (cd "$dir" && npm install --no-audit --no-fund >"$work/$ref.install.log" 2>&1)
  t1=$(date +%s)
  # A clean clone has no jest transform cache: drop the machine's one (/tmp/jest_*) before each run.
  rm -rf "$(node -p 'require("os").tmpdir()')"/jest_*
  local status=0
  (cd "$dir" && npm test >"$work/$ref.test.log" 2>&1) || status=$?
  t2=$(date +%s)
  local suites
  suites=$(grep -E '^Test Suites:' "$work/$ref.test.log" | tail -1)
  printf '%-10s %s install %4ss  npm test %4ss (exit %s)  %s\n' "$ref" "$(git -C "$dir" rev-parse --short HEAD)" $((t1 - t0)) $((t2 - t1)) "$status" "$suites"
}

echo "clean clones in $work (logs there)"
# The head first: its run is also the check that the submission is green.
run "$head"
run "$base"
