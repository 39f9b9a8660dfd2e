#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster (Debian's server binaries) for the API tests' second pass and
# prints its URL; `tests/postgres.sh stop DIR` stops it. Used by tests/run-all.sh when TEST_DATABASE_URL is unset.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "no PostgreSQL server binaries (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "${1:-}" = stop ]; then as_pg "$bin/pg_ctl" -D "$2" -m fast stop >/dev/null; rm -rf "$2"; exit 0; fi
dir=$(mktemp -d /tmp/pg-test-XXXXXX)
port=${PG_TEST_PORT:-54329}
[ "$(id -u)" = 0 ] && chown postgres "$dir"
as_pg "$bin/initdb" -D "$dir" -U postgres -A trust >/dev/null
as_pg "$bin/pg_ctl" -D "$dir" -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
