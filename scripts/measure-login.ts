// What a first visit to /login downloads: starts the built app through the Node entry on a
// temporary DATA_DIR and a free port, opens http://acme.localhost:PORT/login in Chromium with an
// empty cache, and prints every request, the JavaScript in KB (raw, as transferred, and gzip -9 of
// each file) and the headers of the page. Fails when the gzip JavaScript exceeds the budget.
//
//   npm run build && npx tsx scripts/measure-login.ts [--budget <KB>] [--json]
//
// KB are 1024 bytes. Body sizes only (no HTTP headers). Figures: docs/architecture.md, "Delivery".
import type { CDPSession } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';

/**
 * The budget for the login screen's JavaScript (gzip), checked by `npm test` (scripts/test.sh).
 * The target: React alone took 65 KB of it, so the browser runs Preact's compatibility
 * layer (docs/decisions.md); the first visit is 58.6 KB (docs/architecture.md, "Delivery").
 */
export const LOGIN_JS_BUDGET_KB = 90;

type Row = { url: string; type: string; status: number; encoding: string; raw: number; transferred: number; gzip: number };

const args = process.argv.slice(2);
const budgetArg = args.indexOf('--budget');
const budget = budgetArg >= 0 ? Number(args[budgetArg + 1]) : LOGIN_JS_BUDGET_KB;
const asJson = args.includes('--json');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function measure() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const rows = new Map<string, Row & { headerBytes: number }>();
    const finished: Promise<void>[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      rows.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        status: event.response.status,
        encoding: headers['content-encoding'] ?? 'identity',
        raw: 0,
        transferred: 0,
        gzip: 0,
        headerBytes: event.response.encodedDataLength,
      });
    });
    cdp.on('Network.dataReceived', (event) => {
      const row = rows.get(event.requestId);
      if (row) row.raw += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const row = rows.get(event.requestId);
      if (!row) return;
      row.transferred = Math.max(0, event.encodedDataLength - row.headerBytes);
      if (row.type === 'Script') {
        finished.push(
          cdp.send('Network.getResponseBody', { requestId: event.requestId }).then((answer) => {
            const body = answer.base64Encoded ? Buffer.from(answer.body, 'base64') : Buffer.from(answer.body);
            row.raw = body.byteLength;
            row.gzip = gzipSync(body, { level: 9 }).byteLength;
          }),
        );
      }
    });

    const url = `${server.origin('acme')}/login`;
    const document = await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').waitFor();
    await Promise.all(finished);

    const list = [...rows.values()].map(({ headerBytes: _, ...row }) => ({ ...row, url: row.url.replace(server.origin('acme'), '') }));
    const scripts = list.filter((row) => row.type === 'Script');
    const sum = (items: Row[], key: 'raw' | 'transferred' | 'gzip') => items.reduce((total, row) => total + row[key], 0);
    const headers = await document!.allHeaders();
    return {
      url: url.replace(/:\d+/, ':PORT'),
      requests: list.length,
      list,
      js: { files: scripts.length, raw: sum(scripts, 'raw'), transferred: sum(scripts, 'transferred'), gzip: sum(scripts, 'gzip') },
      all: { raw: sum(list, 'raw'), transferred: sum(list, 'transferred') },
      documentHeaders: Object.fromEntries(
        ['content-type', 'cache-control', 'etag', 'vary', 'content-encoding', 'content-security-policy'].map((
          name,
        ) => [name, headers[name] ?? null]),
      ),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const result = await measure();
if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(`First visit to ${result.url} (empty cache)\n`);
  console.log(`${'KB raw'.padStart(8)} ${'sent'.padStart(8)} ${'gzip'.padStart(7)}  enc       type        path`);
  for (const row of result.list) {
    console.log(
      `${kb(row.raw).padStart(8)} ${kb(row.transferred).padStart(8)} ${(row.type === 'Script' ? kb(row.gzip) : '').padStart(7)}  ${
        row.encoding.padEnd(9)
      } ${row.type.padEnd(11)} ${row.url}`,
    );
  }
  console.log(`\nrequests: ${result.requests}`);
  console.log(
    `JavaScript: ${result.js.files} files, ${kb(result.js.raw)} KB raw, ${kb(result.js.transferred)} KB sent, ${
      kb(result.js.gzip)
    } KB gzip`,
  );
  console.log(`everything: ${kb(result.all.raw)} KB raw, ${kb(result.all.transferred)} KB sent`);
  console.log('\n/login answer headers:');
  for (const [name, value] of Object.entries(result.documentHeaders)) console.log(`  ${name}: ${value ?? '(none)'}`);
}
const gzipKb = result.js.gzip / 1024;
if (gzipKb > budget) {
  console.error(`\nFAIL: ${gzipKb.toFixed(1)} KB of gzip JavaScript on /login, over the budget of ${budget} KB.`);
  process.exit(1);
}
if (!asJson) console.log(`\nOK: ${gzipKb.toFixed(1)} KB of gzip JavaScript, within the budget of ${budget} KB.`);
