// Prints one closing line over every runner's JSON report: 'N passed, N failed, N skipped'.
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
let passed = 0, failed = 0, skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => /^(jest|playwright).*\.json$/.test(f))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
