/**
 * How dear fresh memory is on this machine: µs to fault in one 4 KiB page never touched before, the median of three
 * 32 MiB rounds. A browser that opens a new renderer for every load (the hydration runs, Lighthouse) pays it on every
 * page it allocates, a warm server that reuses its heap (the render runs) hardly at all. On a virtual machine whose
 * host takes back memory the guest freed it is dear (12-18 µs a page on the machine of 29 Nov), and the browser's
 * figures grow with it, the baseline's and ours unequally, so the bench prints it beside them.
 */
export function freshPageMicros(): number {
  const bytes = 32 * 1024 * 1024;
  const page = 4096;
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    // allocUnsafeSlow: not from Node's pool and not filled, so the pages are first touched below.
    const buffer = Buffer.allocUnsafeSlow(bytes);
    const start = process.hrtime.bigint();
    for (let at = 0; at < bytes; at += page) buffer[at] = 1;
    rounds.push(Number(process.hrtime.bigint() - start) / 1000 / (bytes / page));
  }
  return Number(rounds.sort((a, b) => a - b)[1].toFixed(1));
}
