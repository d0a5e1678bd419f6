#!/usr/bin/env bash
# `npm test`: the project's checks, one stage after the other, each stage's time printed as it ends
# and all of them at the end (CI keeps nothing but this output). Lint and typecheck share a stage:
# both are single-threaded, so on two cores they take the time of the slower one.
set -uo pipefail
cd "$(dirname "$0")/.."

summary=()
stage() {
  local name=$1
  shift
  local t0=$SECONDS
  echo "== stage ${name}"
  "$@"
  local rc=$?
  local took=$((SECONDS - t0))
  summary+=("$(printf '%-16s %3d min %02d s%s' "$name" $((took / 60)) $((took % 60)) "$([ $rc -ne 0 ] && echo '  FAILED')")")
  echo "== stage ${name} took $((took / 60)) min $((took % 60)) s (exit ${rc})"
  if [ $rc -ne 0 ]; then
    printf '== stage times\n'; printf '   %s\n' "${summary[@]}"
    exit $rc
  fi
}

lint_and_typecheck() {
  npm run --silent lint & local lint=$!
  npm run --silent typecheck & local types=$!
  local rc=0
  wait $lint || rc=$?
  wait $types || rc=$?
  return $rc
}

stage lint+typecheck lint_and_typecheck
stage unit npm run --silent test:unit
stage server npm run --silent test:server
stage browser npm run --silent test:e2e
printf '== stage times\n'; printf '   %s\n' "${summary[@]}"
