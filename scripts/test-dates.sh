#!/usr/bin/env bash
# The tests whose subject is a date (tests/date-subjects.txt) on a pinned clock (GRAFIK_CLOCK,
# worker/platform/clock.ts): the API files at each awkward instant below; of the end-to-end files,
# the tests tagged `date` (vitest.config.ts) at three of them; and once, at the instant the commit
# picks, the whole API suite, so that over many commits every instant meets every test
# (docs/testing.md). `npm run test:dates`; CI runs it after `npm test`. Assumes the web app is
# built (npm test builds it; so does this when it is not).
#   GRAFIK_DATES_INSTANT=<n>   the whole API suite at instant n (0-7) instead of the commit's pick
set -euo pipefail
cd "$(dirname "$0")/.."

# instant (UTC)           what it is
INSTANTS=(
  "2026-10-25T01:30:00Z"  # autumn DST night: 02:30 CET in Warsaw (the second time), 03:30 EET in Kyiv
  "2027-03-28T00:45:00Z"  # spring DST night: 01:45 CET in Warsaw, 02:45 EET in Kyiv, 15 minutes before the jump
  "2028-02-29T11:00:00Z"  # 29 February 2028, noon in Warsaw
  "2026-12-31T22:30:00Z"  # 31 December 23:30 in Warsaw: the UTC date is still the 31st
  "2027-01-01T04:30:00Z"  # 31 December 23:30 in New York: the UTC date (and Warsaw's) is already 1 January
  "2026-12-31T23:30:00Z"  # 1 January 00:30 in Warsaw, still 31 December in UTC
  "2027-05-15T10:00:00Z"  # a Saturday
  "2027-02-28T20:00:00Z"  # a Sunday evening (21:00 in Warsaw) that is the last day of a month
)
E2E_INSTANTS=("2026-12-31T23:30:00Z" "2027-03-28T00:45:00Z" "2028-02-29T11:00:00Z")

mapfile -t API_FILES < <(grep -E '^tests/api/' tests/date-subjects.txt)
mapfile -t E2E_FILES < <(grep -E '^tests/e2e/' tests/date-subjects.txt)

# The commit picks the instant of the whole API suite: the same commit, the same instant.
commit=$(git rev-parse HEAD 2>/dev/null || echo 0)
whole=${GRAFIK_DATES_INSTANT:-$(( 16#${commit:0:7} % ${#INSTANTS[@]} ))}

[ -f web/dist/index.html ] || vite build --config web/vite.config.ts --logLevel warn

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
stages=${GRAFIK_STAGES_FILE:-$reports/stages.jsonl}
record() { node scripts/test-stages.mjs record "$stages" "$@"; }

failed=()
start=$SECONDS
for index in "${!INSTANTS[@]}"; do
  instant=${INSTANTS[$index]}
  if [ "$index" -eq "$whole" ]; then
    files=(tests/api)
    echo "== [${SECONDS}s] The whole API suite at $instant (the commit's instant, $index)"
  else
    files=("${API_FILES[@]}")
    echo "== [${SECONDS}s] The API's date tests at $instant"
  fi
  GRAFIK_CLOCK="$instant" vitest run --project api "${files[@]}" --reporter=dot --reporter=json --outputFile.json="$reports/dates-api-$index.json" ||
    failed+=("GRAFIK_CLOCK=$instant npx vitest run --project api ${files[*]}")
done
record "dates: API at ${#INSTANTS[@]} instants" $((SECONDS - start)) "$reports"/dates-api-*.json

start=$SECONDS
for index in "${!E2E_INSTANTS[@]}"; do
  instant=${E2E_INSTANTS[$index]}
  echo "== [${SECONDS}s] The end-to-end date tests at $instant"
  # Accessibility is checked by npm test's run of the same screens; here the dates are the subject.
  # Only the tests tagged `date` run: the files' other tests check what no date changes (they show
  # as skipped).
  GRAFIK_CLOCK="$instant" E2E_AXE=off vitest run --project e2e "${E2E_FILES[@]}" --tags-filter=date --reporter=dot --reporter=json --outputFile.json="$reports/dates-e2e-$index.json" ||
    failed+=("GRAFIK_CLOCK=$instant E2E_AXE=off npx vitest run --project e2e ${E2E_FILES[*]} --tags-filter=date")
done
record "dates: end-to-end at ${#E2E_INSTANTS[@]} instants" $((SECONDS - start)) "$reports"/dates-e2e-*.json

if [ ${#failed[@]} -gt 0 ]; then
  echo "test:dates failed; each failed run again:"
  printf '  %s\n' "${failed[@]}"
  exit 1
fi
echo "test:dates: every run passed in ${SECONDS}s (${#INSTANTS[@]} API runs, the whole suite at ${INSTANTS[$whole]}; ${#E2E_INSTANTS[@]} end-to-end runs)"
if [ -z "${GRAFIK_STAGES_FILE:-}" ]; then
  node scripts/test-stages.mjs summary "$stages" "$reports"/*.json
fi
