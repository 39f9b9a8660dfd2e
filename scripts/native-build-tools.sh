#!/usr/bin/env bash
# isolated-vm 5 (a dependency of @builder.io/react 8.2) has no prebuilt binary for Node 20 here and compiles from
# source on `npm install` (~75 s): it needs python3, make and a C++ compiler. Installs them with apt-get when run as
# root, otherwise says which are missing.
set -euo pipefail
need=()
command -v python3 >/dev/null || need+=(python3)
command -v make >/dev/null || need+=(make)
command -v g++ >/dev/null || need+=(g++)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
else
  echo "npm install needs ${need[*]} to build isolated-vm (used by @builder.io/react); install them first, e.g. sudo apt-get install ${need[*]}" >&2
  exit 1
fi
