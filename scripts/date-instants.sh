# The awkward instants of the date tests (docs/testing.md "npm run test:dates"), sourced by
# scripts/test.sh and scripts/test-dates.sh.

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
# The end-to-end date tests' instants.
E2E_INSTANTS=("2026-12-31T23:30:00Z" "2027-03-28T00:45:00Z" "2028-02-29T11:00:00Z")

# The instant the commit picks for the whole API suite on Node (npm test): the first seven hex
# digits of HEAD modulo 8, so the same commit meets the same instant and, over many commits, every
# instant meets every test. GRAFIK_DATES_INSTANT=<0-7> picks another.
commit_instant_index() {
  local commit
  commit=$(git rev-parse HEAD 2>/dev/null || echo 0)
  echo "${GRAFIK_DATES_INSTANT:-$(( 16#${commit:0:7} % ${#INSTANTS[@]} ))}"
}
