// At most `slots` runs of a piece of work at once in this process (or isolate); the rest wait their
// turn in order. For reads that build large answers: running more of them at once is no faster on
// one event loop, but each holds its rows and answer in memory until it is written.

export type Limiter = <T>(work: () => Promise<T>) => Promise<T>;

export function createLimiter(slots: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (work) => {
    if (running < slots) running++;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
