// Writes web/src/assets/notification.wav: the short two-note chime that toasts play.
// Synthesised here (no recording, nothing downloaded): node web/tools/notification-sound.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const NOTES = [
  { hz: 880, start: 0, length: 0.16 }, // A5
  { hz: 1318.5, start: 0.09, length: 0.24 }, // E6
];
const seconds = Math.max(...NOTES.map((n) => n.start + n.length));
const samples = new Float32Array(Math.ceil(seconds * RATE));

for (const note of NOTES) {
  const first = Math.round(note.start * RATE);
  const count = Math.round(note.length * RATE);
  for (let i = 0; i < count; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.005); // 5 ms fade-in: no click
    const decay = Math.exp(-t * 18);
    const tone = Math.sin(2 * Math.PI * note.hz * t) + 0.25 * Math.sin(4 * Math.PI * note.hz * t);
    samples[first + i] += 0.32 * attack * decay * tone;
  }
}

const data = Buffer.alloc(samples.length * 2);
samples.forEach((value, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const target = fileURLToPath(new URL('../src/assets/notification.wav', import.meta.url));
writeFileSync(target, Buffer.concat([header, data]));
console.log(`${target}: ${seconds.toFixed(2)} s, ${44 + data.length} bytes`);
