#!/usr/bin/env bash
# Installs the named Debian packages when run as root with apt-get; otherwise prints the command to run and fails.
# Callers work out which packages are missing (tests/setup-system.sh, scripts/native-build-tools.sh).
set -euo pipefail
[ $# -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "setup: installing $*"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "$@" >/dev/null
else
  echo "setup: missing system packages: $*" >&2
  echo "setup: run this as root, then try again:" >&2
  echo "  apt-get update && apt-get install -y --no-install-recommends $*" >&2
  exit 1
fi
