// Global setup of the API projects: a directory for the run's seed templates (seed-template.ts),
// removed when the run ends; the workers, which vitest may stop without an exit event, leave
// nothing behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the workers keep their seed templates (seed-template.ts). */
    apiSeedTemplates: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'grafik-api-seed-'));
  project.provide('apiSeedTemplates', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
