#!/usr/bin/env bash
# isolated-vm 5 (a dependency of @builder.io/react 8.2) has no prebuilt binary for Node 20 here and compiles from
# source on `npm install` (~75 s): it needs python3, make and a C++ compiler (scripts/apt-install.sh installs the
# missing ones, or says how).
set -euo pipefail
need=()
command -v python3 >/dev/null || need+=(python3)
command -v make >/dev/null || need+=(make)
command -v g++ >/dev/null || need+=(g++)
bash "$(dirname "$0")/apt-install.sh" ${need[@]+"${need[@]}"}
