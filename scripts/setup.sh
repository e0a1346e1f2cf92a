#!/usr/bin/env bash
# Installs what a fresh machine lacks, without asking: pnpm, then the workspace's dependencies from
# the lockfile. With --browsers also Chromium and an emoji font from Debian's packages (the tests
# need them; Playwright cannot download its own browsers on these machines).
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
export TURBO_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 DEBIAN_FRONTEND=noninteractive

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  as_root npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION"
fi

if [ "${1:-}" = "--browsers" ]; then
  missing=()
  if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
  if ! dpkg -s fonts-noto-color-emoji >/dev/null 2>&1; then missing+=(fonts-noto-color-emoji); fi
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "› installing ${missing[*]} from Debian"
    as_root apt-get update -qq
    as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

echo "› installing dependencies from the lockfile"
pnpm install --frozen-lockfile
