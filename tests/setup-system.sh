#!/usr/bin/env bash
# `npm test`'s own set-up on a fresh machine with only Node 20: the Debian packages the test passes need, then the
# npm dependencies. Installs what is missing when it can (root with apt-get); otherwise stops at once with the command.
# `.ci/run` calls this too, so CI and a developer's machine set up the same way.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
# Playwright drives Debian's Chromium (playwright.config.ts).
command -v chromium >/dev/null || need+=(chromium)
# The API tests' second pass starts a throwaway PostgreSQL cluster (tests/postgres.sh).
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# The docs PDF export is checked by its extracted text.
command -v pdftotext >/dev/null || need+=(poppler-utils)
# The reverse-proxy tests run the site behind nginx.
command -v nginx >/dev/null || need+=(nginx)
# The docs PDF export embeds Noto Sans CJK (portal/docs/pdf.ts); without it Chinese, Japanese and Korean text is dropped.
[ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || need+=(fonts-noto-cjk)
# The cache tests run the site behind Varnish; varnish-modules brings xkey and the other vmods they load.
command -v varnishd >/dev/null || need+=(varnish)
ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1 || need+=(varnish-modules)

bash scripts/apt-install.sh ${need[@]+"${need[@]}"}

# isolated-vm (via @builder.io/react) compiles from source on npm install.
bash scripts/native-build-tools.sh

# npm ci rejects this lock (the registry here lacks other platforms' optional binaries, e.g. @next/swc-darwin-*), so
# install from the lock with npm install, which keeps the locked versions. Only when node_modules is missing or older
# than the lock: npm records what it installed in node_modules/.package-lock.json.
if [ ! -e node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm install (node_modules missing or older than package-lock.json)"
  npm install --no-audit --no-fund
fi
