// The stages of a test run and what each executed (docs/testing.md "How long it takes"):
//   node scripts/test-stages.mjs record <stages file> <stage> <seconds> [vitest JSON report...]
//   node scripts/test-stages.mjs summary <stages file> [vitest JSON report...]
//   node scripts/test-stages.mjs durations <durations file> <project>.json...
// `record` appends one line per stage: its time and the tests its reports counted. `summary`
// prints the stages as a table, the ten slowest test files of the given reports, and one closing
// line for the whole run, "Tests: N passed, N failed", exiting non-zero when a test failed or none ran.
// `durations` writes each file's seconds per project from the reports of `npm test`, named after
// their project as scripts/test.sh names them (api.json, api-edge.json, unit.json, e2e.json), to
// tests/file-durations.json, the order of a run vitest has not timed (tests/support/sequencer.ts).
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const [command, stagesFile, ...rest] = process.argv.slice(2);

function counts(reports) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of reports) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
  }
  return total;
}

if (command === 'record') {
  const [name, seconds, ...reports] = rest;
  const line = { name, seconds: Number(seconds), tests: reports.length ? counts(reports) : null };
  appendFileSync(stagesFile, `${JSON.stringify(line)}\n`);
  const tests = line.tests ? `, ${line.tests.passed} passed, ${line.tests.failed} failed` : '';
  console.log(`-- stage '${name}': ${line.seconds} s${tests}`);
} else if (command === 'summary') {
  const stages = existsSync(stagesFile)
    ? readFileSync(stagesFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
    : [];
  const width = Math.max(5, ...stages.map((stage) => stage.name.length));
  console.log(`\n${'stage'.padEnd(width)}  seconds  tests run`);
  let seconds = 0;
  const total = { passed: 0, failed: 0, skipped: 0 };
  // The date runs pass --tags-filter=date: a listed file's other tests show as skipped there, and
  // run in npm test. Any other skip is a real one.
  let untagged = 0;
  for (const stage of stages) {
    seconds += stage.seconds;
    if (stage.tests) { for (const key of Object.keys(total)) total[key] += stage.tests[key]; }
    if (stage.tests && stage.name.startsWith('dates:')) {
      untagged += stage.tests.skipped;
      total.skipped -= stage.tests.skipped;
    }
    const tests = stage.tests ? String(stage.tests.passed + stage.tests.failed) : '-';
    console.log(`${stage.name.padEnd(width)}  ${String(stage.seconds).padStart(7)}  ${tests.padStart(9)}`);
  }
  console.log(`${'all'.padEnd(width)}  ${String(seconds).padStart(7)}  ${String(total.passed + total.failed).padStart(9)}`);

  const files = [];
  // A shell glob that matched nothing arrives as itself: only reports that exist are read.
  for (const file of rest.filter((path) => existsSync(path))) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    for (const result of report.testResults) {
      files.push({ name: relative(process.cwd(), result.name), ms: result.endTime - result.startTime });
    }
  }
  if (files.length) {
    console.log('\nThe ten slowest test files:');
    for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      console.log(`${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.name}`);
    }
  }
  const notTagged = untagged ? `; ${untagged} of the date runs left out, not tagged \`date\` (npm test runs them)` : '';
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}${notTagged}`);
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
} else if (command === 'durations') {
  const durations = existsSync(stagesFile) ? JSON.parse(readFileSync(stagesFile, 'utf8')) : {};
  for (const file of rest) {
    const seconds = {};
    for (const result of JSON.parse(readFileSync(file, 'utf8')).testResults) {
      seconds[relative(process.cwd(), result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10;
    }
    durations[basename(file, '.json')] = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
  }
  writeFileSync(stagesFile, `${JSON.stringify(durations, null, 2)}\n`);
} else {
  console.error(
    'usage: test-stages.mjs record <file> <stage> <seconds> [report...] | summary <file> [report...] | durations <file> <report...>',
  );
  process.exit(2);
}
