#!/usr/bin/env bash
# One command for a newcomer: install everything, then start the product with its defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec pnpm start
