#!/usr/bin/env bash
# The suite on a pinned clock (GRAFIK_CLOCK, worker/platform/clock.ts): the API suite at each
# awkward instant below, the end-to-end suite at three of them. `npm run test:dates`; CI runs it
# after `npm test`. Assumes the web app is built (npm test builds it; so does this when it is not).
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

[ -f web/dist/index.html ] || vite build --config web/vite.config.ts --logLevel warn

failed=()
for instant in "${INSTANTS[@]}"; do
  echo "== [${SECONDS}s] API suite at $instant"
  GRAFIK_CLOCK="$instant" vitest run --project api tests/api --reporter=dot || failed+=("api@$instant")
done
for instant in "${E2E_INSTANTS[@]}"; do
  echo "== [${SECONDS}s] End-to-end suite at $instant"
  # Accessibility is checked by npm test's run of the same screens; here the dates are the subject.
  GRAFIK_CLOCK="$instant" E2E_AXE=off vitest run --project e2e --reporter=dot || failed+=("e2e@$instant")
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "test:dates failed at: ${failed[*]}"
  exit 1
fi
echo "test:dates: every run passed in ${SECONDS}s (${#INSTANTS[@]} API runs, ${#E2E_INSTANTS[@]} end-to-end runs)"
