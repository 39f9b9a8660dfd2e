// Child process of tests/unit/log-streams.test.ts: logs as Next's server does (an uncaught-exception handler that
// writes to stderr) after its stderr reader has gone, and reports on stdout how often that handler ran.
import { ignoreClosedLogStreams } from '../../server/log-streams';

if (process.argv.includes('--guarded')) ignoreClosedLogStreams();
let uncaught = 0;
process.on('uncaughtException', (error) => {
  uncaught += 1;
  console.error('uncaughtException: ', error);
});
process.stdin.once('data', () => {
  // The parent has closed our stderr's reading end by now.
  console.error('a request was served');
  setTimeout(() => process.stdout.write(`${uncaught}\n`, () => process.exit(0)), 300);
});
process.stdout.write('ready\n');
