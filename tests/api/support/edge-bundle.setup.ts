// Global setup of the `api-edge` project: bundles the Worker once for the whole run, exactly as
// `wrangler deploy --dry-run` does, and hands its entry to every test file (edge-target.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleEdge } from '../../../scripts/bundle-edge';

export default async function setup(project: TestProject) {
  const outdir = mkdtempSync(join(tmpdir(), 'grafik-edge-api-'));
  const bundle = await bundleEdge(outdir);
  project.provide('edgeBundle', bundle.main);
  return () => rmSync(outdir, { recursive: true, force: true });
}
