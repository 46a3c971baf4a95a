#!/usr/bin/env bash
# The tests whose subject is a date (tests/date-subjects.txt) on a pinned clock (GRAFIK_CLOCK,
# worker/platform/clock.ts): the API files at each awkward instant (scripts/date-instants.sh); of
# the end-to-end files, the tests tagged `date` (vitest.config.ts) at three of them. The whole API
# suite meets one instant per commit in npm test (docs/testing.md). `npm run test:dates`; CI runs
# it after `npm test`. Assumes the web app is built (npm test builds it; so does this when it is not).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/date-instants.sh

mapfile -t API_FILES < <(grep -E '^tests/api/' tests/date-subjects.txt)
mapfile -t E2E_FILES < <(grep -E '^tests/e2e/' tests/date-subjects.txt)

[ -f web/dist/index.html ] || vite build --config web/vite.config.ts --logLevel warn

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
stages=${GRAFIK_STAGES_FILE:-$reports/stages.jsonl}
record() { node scripts/test-stages.mjs record "$stages" "$@"; }

failed=()
# One vitest run per kind, a project per instant (`api@<instant>`, `e2e@<instant>`: vitest.config.ts),
# so that the files of all instants share the two workers to the end instead of a run per instant
# each waiting for its slowest file.
start=$SECONDS
echo "== [${SECONDS}s] The API's date tests at the ${#INSTANTS[@]} instants"
projects=()
for instant in "${INSTANTS[@]}"; do projects+=(--project "api@$instant"); done
if ! GRAFIK_INSTANTS="${INSTANTS[*]}" vitest run "${projects[@]}" "${API_FILES[@]}" --reporter=dot --reporter=json --outputFile.json="$reports/dates-api.json"; then
  for instant in "${INSTANTS[@]}"; do failed+=("GRAFIK_CLOCK=$instant npx vitest run --project api ${API_FILES[*]}"); done
fi
record "dates: API at ${#INSTANTS[@]} instants" $((SECONDS - start)) "$reports"/dates-api.json

start=$SECONDS
echo "== [${SECONDS}s] The end-to-end date tests at ${E2E_INSTANTS[*]}"
# Accessibility is checked by npm test's run of the same screens; here the dates are the subject.
# Only the tests tagged `date` run: the files' other tests check what no date changes (they show
# as skipped).
projects=()
for instant in "${E2E_INSTANTS[@]}"; do projects+=(--project "e2e@$instant"); done
if ! GRAFIK_INSTANTS="${E2E_INSTANTS[*]}" vitest run "${projects[@]}" "${E2E_FILES[@]}" --tags-filter=date --reporter=dot --reporter=json --outputFile.json="$reports/dates-e2e.json"; then
  for instant in "${E2E_INSTANTS[@]}"; do failed+=("GRAFIK_CLOCK=$instant E2E_AXE=off npx vitest run --project e2e ${E2E_FILES[*]} --tags-filter=date"); done
fi
record "dates: end-to-end at ${#E2E_INSTANTS[@]} instants" $((SECONDS - start)) "$reports"/dates-e2e.json

if [ ${#failed[@]} -gt 0 ]; then
  echo "test:dates failed; the report above names the project (api@<instant>, e2e@<instant>) of each failure; one instant alone:"
  printf '  %s\n' "${failed[@]}"
  exit 1
fi
echo "test:dates: every run passed in ${SECONDS}s (${#INSTANTS[@]} API runs; the end-to-end date tests at ${#E2E_INSTANTS[@]} instants)"
if [ -z "${GRAFIK_STAGES_FILE:-}" ]; then
  node scripts/test-stages.mjs summary "$stages" "$reports"/*.json
fi
