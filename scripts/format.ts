// Formats every source file with dprint's TypeScript plugin as dprint.json configures it
// (docs/architecture.md "One format"); `--check` writes nothing, lists the files it would change
// and fails when there are any. It runs the plugin's wasm through @dprint/formatter rather than
// dprint's CLI: the CLI's per-platform binaries are not all on every registry, and `npm ci` then
// cannot verify the lock file.
import { createFromBuffer } from '@dprint/formatter';
import { getPath } from '@dprint/typescript';
import { globSync, readFileSync, writeFileSync } from 'node:fs';

type DprintConfig = { lineWidth: number; indentWidth: number; typescript: Record<string, unknown>; includes: string[]; excludes: string[] };

const check = process.argv.includes('--check');
const config = JSON.parse(readFileSync('dprint.json', 'utf8')) as DprintConfig;
const formatter = createFromBuffer(readFileSync(getPath()));
formatter.setConfig({ lineWidth: config.lineWidth, indentWidth: config.indentWidth }, config.typescript);

/** dprint.json's excludes as written there: a folder name anywhere, a file ending, or a path prefix. */
const matches = (file: string, pattern: string) => {
  if (pattern === '**/node_modules') return file.split('/').includes('node_modules');
  if (pattern.startsWith('**/*')) return file.endsWith(pattern.slice(4));
  return file === pattern || file.startsWith(`${pattern}/`);
};

const files = [...new Set(config.includes.flatMap((pattern) => globSync(pattern)))].filter((file) =>
  !config.excludes.some((p) => matches(file, p))
)
  .sort();
const changed: string[] = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const formatted = formatter.formatText({ filePath: file, fileText: text });
  if (formatted === text) continue;
  changed.push(file);
  if (!check) writeFileSync(file, formatted);
}

if (check && changed.length) {
  console.error(`Not formatted (npm run format fixes them):\n${changed.map((file) => `  ${file}`).join('\n')}`);
  process.exit(1);
}
console.log(`${check ? 'Checked' : 'Formatted'} ${files.length} files${check ? '' : `, ${changed.length} changed`}.`);
