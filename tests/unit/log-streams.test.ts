import { spawn } from 'node:child_process';
import path from 'node:path';

const child = path.join(__dirname, '../support/closed-log-child.ts');

/** Runs the child, closes its stderr, lets it log once, and returns how often its uncaught-exception handler ran. */
function uncaughtAfterStderrClosed(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      if (out === 'ready\n') {
        proc.stderr.destroy();
        proc.stdin.write('go\n');
      }
    });
    const timer = setTimeout(() => proc.kill(), 15_000);
    proc.on('exit', () => {
      clearTimeout(timer);
      const count = Number(out.split('\n')[1]);
      Number.isInteger(count) ? resolve(count) : reject(new Error(`child said ${JSON.stringify(out)}`));
    });
  });
}

it('a closed log pipe is dropped: the process keeps running and logging fails quietly instead of looping', async () => {
  expect(await uncaughtAfterStderrClosed(['--guarded'])).toBe(0);
});

it('without it, the failed write becomes an uncaught exception whose logging fails again (the loop it prevents)', async () => {
  expect(await uncaughtAfterStderrClosed([])).toBeGreaterThan(1);
});
