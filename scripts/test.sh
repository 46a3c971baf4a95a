#!/usr/bin/env bash
# The whole test suite: types, lint, API and unit tests on real libSQL files, the web build and
# the login screen's JavaScript budget, end-to-end tests in Debian's Chromium, and the Worker
# bundle. Used by `npm test` and CI.
set -euo pipefail
cd "$(dirname "$0")/.."

# The end-to-end tests run Chromium's headless shell, and the desktop browser where the shell falls
# short (Web Push); both are Debian's (tests/e2e/support/browser.ts).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "== [${SECONDS}s] Installing Debian's chromium and chromium-headless-shell for the end-to-end tests"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null
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
# Each stage's time and tests (scripts/test-stages.mjs); .ci/run passes its own file to add the
# install and the dates to the same table.
stages=${GRAFIK_STAGES_FILE:-$reports/stages.jsonl}
record() { node scripts/test-stages.mjs record "$stages" "$@"; }

start=$SECONDS
echo "== [${SECONDS}s] Type-check and lint (side by side), then unused code"
tsc --noEmit -p tsconfig.json &
typecheck=$!
eslint . &
lint=$!
wait "$typecheck"
wait "$lint"
echo "== [${SECONDS}s] Nothing unused (knip.json), every file formatted (dprint.json; npm run format)"
knip --no-progress
tsx scripts/format.ts --check
record "type-check and lint" $((SECONDS - start))

start=$SECONDS
echo "== [${SECONDS}s] Build the web app (fails on zod or server code in a chunk: web/browser-modules.ts)"
vite build --config web/vite.config.ts --logLevel warn
echo "== [${SECONDS}s] The login screen's JavaScript (budget: scripts/measure-login.ts)"
# The whole report only when it fails: which files went over.
if ! login_report=$(tsx scripts/measure-login.ts 2>&1); then
  echo "$login_report"
  exit 1
fi
echo "$login_report" | tail -n 1
record "build" $((SECONDS - start))

# One vitest run per project, so that each stage's time shows. Some API tests run the real Node
# entry, which serves the built app.
run_project() {
  local name=$1 project=$2
  local start=$SECONDS
  echo "== [${SECONDS}s] $name"
  vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$reports/$project.json"
  record "$name" $((SECONDS - start)) "$reports/$project.json"
}
# The API on Node runs at one of the date runs' awkward instants, the one the commit picks
# (scripts/date-instants.sh): the same commit, the same instant; over many commits every instant
# meets every test. The same tests in workerd run on the real clock.
source scripts/date-instants.sh
api_instant=${INSTANTS[$(commit_instant_index)]}
echo "== [${SECONDS}s] The API on Node at $api_instant, the commit's instant (GRAFIK_CLOCK=$api_instant npx vitest run --project api runs it again)"
GRAFIK_CLOCK=$api_instant run_project "API on Node" api
run_project "API in workerd" api-edge
run_project "unit" unit
run_project "end-to-end (Chromium)" e2e

start=$SECONDS
echo "== [${SECONDS}s] Worker bundle"
tsx scripts/bundle-edge.ts
record "Worker bundle" $((SECONDS - start))

# The summary of this script's stages, unless .ci/run prints one for the whole run.
if [ -z "${GRAFIK_STAGES_FILE:-}" ]; then
  node scripts/test-stages.mjs summary "$stages" "$reports"/*.json
else
  cp "$reports"/*.json "$(dirname "$GRAFIK_STAGES_FILE")/"
fi
