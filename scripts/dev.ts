// npm run dev: the API with reload on change (port 8787) and Vite with hot reload (port 5173)
// proxying /api to it. Open http://acme.localhost:5173.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('tsx', ['watch', '--clear-screen=false', 'worker/node.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT || '8787' },
  }),
  spawn('vite', ['--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];
console.log('Grafik dev: http://acme.localhost:5173 (API on :8787)');

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
