// `npm test`: every check a change must pass, in the order a failure is cheapest to find.
// Prints one closing line `N passed, N failed` (tests counted by vitest and Playwright).
// Usage: node scripts/test.mjs [--only unit,api,e2e,...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const stages = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'unit', command: ['node_modules/.bin/vitest', 'run', '--project', 'unit'], report: 'vitest' },
  { name: 'api', command: ['node_modules/.bin/vitest', 'run', '--project', 'api'], report: 'vitest' },
  { name: 'build', command: ['node_modules/.bin/vite', 'build', '--logLevel', 'warn'] },
  { name: 'e2e', command: ['node_modules/.bin/playwright', 'test'], report: 'playwright', needs: 'build' },
];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? new Set(process.argv[onlyIndex + 1]?.split(',')) : undefined;
const reportDir = '.tmp/reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedStages = [];

for (const stage of stages) {
  if (only && !only.has(stage.name)) continue;
  if (stage.needs && failedStages.includes(stage.needs)) {
    console.info(`\n▶ ${stage.name}: skipped because ${stage.needs} failed`);
    failedStages.push(stage.name);
    continue;
  }
  const reportFile = `${reportDir}/${stage.name}.json`;
  const args = [...stage.command.slice(1)];
  const env = { ...process.env };
  if (stage.report === 'vitest')
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`);
  if (stage.report === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_NAME = reportFile;
  console.info(`\n▶ ${stage.name}: ${[stage.command[0], ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(stage.command[0], args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = stage.report ? readCounts(stage.report, reportFile) : undefined;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  const ok = result.status === 0;
  if (!ok) {
    failedStages.push(stage.name);
    // A stage that failed without a failing test (it crashed, or never ran) still counts as one failure.
    if (!counts || counts.failed === 0) totals.failed += 1;
  }
  console.info(
    `◀ ${stage.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''}`,
  );
}

if (failedStages.length > 0) console.info(`\nFailed: ${failedStages.join(', ')}`);
console.info(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages.length > 0 ? 1 : 0);

function readCounts(kind, file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}
