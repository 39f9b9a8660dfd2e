#!/usr/bin/env bash
# `npm test`: types, unit and API tests (PGlite, then PostgreSQL), then the browser tests against a production build.
set -uo pipefail
cd "$(dirname "$0")/.."
# System packages and node_modules first: on a fresh machine this installs them or stops with the command to run.
bash tests/setup-system.sh || exit 1
export NEXT_TELEMETRY_DISABLED=1
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
out=test-results
mkdir -p "$out"
rm -f "$out"/*.json
status=0
step() { echo; echo "== $*"; }

step typecheck
npx tsc --noEmit || status=1
npm run -s check:boundaries || status=1

# --forceExit: a suite whose setup failed never reaches its afterAll and leaves a test server listening; the failure
# is already counted, and the run must still go on to the next step rather than wait for CI's time limit.
# Two workers on two cores: an API test waits on its server much of the time (in CI the step took 357 s in one worker,
# 254 s in two).
step "jest (PGlite)"
npx jest --ci --forceExit --maxWorkers=2 --json --outputFile="$out/jest-pglite.json" || status=1

step "API tests on PostgreSQL"
pg_dir=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if started=$(tests/postgres.sh); then
    pg_dir=${started%% *}
    export TEST_DATABASE_URL=${started#* }
  fi
fi
# Never skipped: a PostgreSQL that cannot start fails the run (setup-system.sh installed the server binaries).
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  npx jest --ci --forceExit --maxWorkers=2 --selectProjects node --testPathPatterns tests/api --json --outputFile="$out/jest-postgres.json" || status=1
else
  echo "FAILED: PostgreSQL could not start (tests/postgres.sh above says why); the API tests did not run on PostgreSQL"; status=1
fi
[ -n "$pg_dir" ] && tests/postgres.sh stop "$pg_dir"

step "browser tests (production build, Debian Chromium)"
if npm run build >"$out/build.log" 2>&1; then
  npx playwright test --grep-invert @load || status=1
  # The bounded load test runs alone, so that its 100 connections slow no other browser test.
  PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright-load.json" npx playwright test --grep @load --workers=1 --reporter=list,json || status=1
else
  tail -40 "$out/build.log"; status=1
fi

step "several instances: PostgreSQL, two instances, Varnish (npm run test:cluster)"
if [ -f "${NEXT_DIST_DIR:-.next}/BUILD_ID" ] && command -v varnishd >/dev/null; then
  # The cold starts (after SIGKILL on PostgreSQL; on the embedded store after SIGTERM and after SIGKILL) are held to
  # 30 s here, as a check that the instance comes back, and their figures printed: a shared CI machine's neighbours
  # move them by seconds (1.8 s after SIGKILL on PostgreSQL in the CI run at e087e31; 14.7 s at load average 20).
  # `npm run test:cluster` alone checks the 2 s target.
  COLD_START_LIMIT_MS=${COLD_START_LIMIT_MS:-30000} npm run test:cluster || status=1
else
  echo "no production build or no varnishd (apt-get install varnish varnish-modules): the cluster pass cannot run"; status=1
fi

step summary
node tests/summary.js "$out"
exit $status
