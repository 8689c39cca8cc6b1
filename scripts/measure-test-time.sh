#!/usr/bin/env bash
# Per-phase time of the last `npm test` (or `npm run test:server:embedded`) in this checkout: the
# static checks' lanes, each jest run's wall time, each project's summed file time, and the slowest
# files, from test-results/timing/ (scripts/test-time-report.mjs). .ci/run prints it after the tests.
# To compare two revisions on clean clones instead: scripts/compare-test-time.sh.
# Usage: bash scripts/measure-test-time.sh [--slowest N]
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/test-time-report.mjs "$@"
