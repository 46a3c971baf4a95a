#!/usr/bin/env bash
# The whole test suite: types, lint, API and unit tests on real libSQL files, the web build and
# the login screen's JavaScript budget, end-to-end tests in Debian's Chromium, and the Worker
# bundle. Used by `npm test` and CI.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "== [${SECONDS}s] Installing Debian's chromium for the end-to-end tests"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

# The employee card tests render the PDF (poppler-utils: pdftoppm, pdftotext, pdfinfo, pdfimages)
# and decode its codes (zbar-tools: zbarimg), as a standard scanner would.
if ! command -v pdftoppm >/dev/null || ! command -v zbarimg >/dev/null; then
  echo "== [${SECONDS}s] Installing Debian's poppler-utils and zbar-tools for the employee card tests"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq poppler-utils zbar-tools >/dev/null
fi

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT

echo "== [${SECONDS}s] Type-check and lint (side by side)"
tsc --noEmit -p tsconfig.json &
typecheck=$!
eslint . &
lint=$!
wait "$typecheck"
wait "$lint"
echo "== [${SECONDS}s] Build the web app"
vite build --config web/vite.config.ts --logLevel warn
echo "== [${SECONDS}s] The login screen's JavaScript (budget: scripts/measure-login.ts)"
# The whole report only when it fails: which files went over.
if ! login_report=$(tsx scripts/measure-login.ts 2>&1); then
  echo "$login_report"
  exit 1
fi
echo "$login_report" | tail -n 1
# Some API tests run the real Node entry, which serves the built app.
echo "== [${SECONDS}s] API tests (Node and the Worker in workerd) and unit tests"
vitest run --project api --project api-edge --project unit --reporter=default --reporter=json --outputFile.json="$reports/api.json"
echo "== [${SECONDS}s] End-to-end tests (Chromium)"
vitest run --project e2e --reporter=default --reporter=json --outputFile.json="$reports/e2e.json"
echo "== [${SECONDS}s] Worker bundle"
tsx scripts/bundle-edge.ts

node scripts/test-summary.mjs "$reports/api.json" "$reports/e2e.json"
