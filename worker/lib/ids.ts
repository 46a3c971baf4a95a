// Time-ordered UUIDs (version 7, RFC 9562) for tables that take many rows at once (day shifts).
// Ids that grow with time land at the end of the primary-key index instead of at random places in
// it, which keeps bulk inserts fast (random version 4 UUIDs made a year of a department's shifts
// insert up to twice as slowly on SQLite). They are still UUIDs: `z.uuid()` and clients accept them.
// Within one process they are strictly increasing (a counter orders ids of the same millisecond).

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** WebCrypto fills at most 65 536 bytes per call. */
const RANDOM_BYTES = 65_536;

let lastMs = 0;
let counter = 0;
let pool = new Uint8Array(0);
let offset = 0;

function randomBytes(n: number): Uint8Array {
  if (offset + n > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(RANDOM_BYTES));
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + n);
  offset += n;
  return bytes;
}

/** A version 7 UUID: 48 bits of Unix milliseconds, a 12-bit counter, 62 random bits. */
export function timeOrderedId(nowMs: number = Date.now()): string {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    counter = 0;
  } else if (++counter > 0xfff) {
    // 4096 ids in one millisecond: borrow the next millisecond rather than lose the order.
    lastMs += 1;
    counter = 0;
  }
  const ms = lastMs;
  const r = randomBytes(8);
  const b = [
    Math.floor(ms / 2 ** 40) & 0xff,
    Math.floor(ms / 2 ** 32) & 0xff,
    (ms >>> 24) & 0xff,
    (ms >>> 16) & 0xff,
    (ms >>> 8) & 0xff,
    ms & 0xff,
    0x70 | (counter >>> 8),
    counter & 0xff,
    0x80 | (r[0]! & 0x3f),
    r[1]!,
    r[2]!,
    r[3]!,
    r[4]!,
    r[5]!,
    r[6]!,
    r[7]!,
  ];
  let out = '';
  for (let i = 0; i < 16; i++) {
    out += HEX[b[i]!];
    if (i === 3 || i === 5 || i === 7 || i === 9) out += '-';
  }
  return out;
}
