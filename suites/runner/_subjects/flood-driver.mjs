// Runs N invalid cases against a flooding stream subject in this process and prints its peak RSS in bytes
// (process.resourceUsage().maxRSS is in KiB): the memory test reads it from here, never from the test's own.
import { join } from 'node:path';
const [root, count, ...subjectArgs] = process.argv.slice(2);
const { runConformance } = await import(join(root, 'dist/runner/run.js'));
const { StreamSubject } = await import(join(root, 'dist/runner/subjects/stream.js'));
const { referenceResult } = await import(join(root, 'dist/runner/subjects/reference.js'));
const text = '{"object_kind":"entity","entity_id":"not-a-uuid"}';
const result = referenceResult({ text, kind: null });
const cases = Array.from({ length: Number(count) }, (_, i) => ({
  id: `case-${i}`,
  rules: [...new Set(result.errors.map((error) => error.rule))],
  tier: 'must',
  kind: null,
  text,
  expect: { valid: false, errors: result.errors.map(({ rule, path }) => ({ rule, path })) },
  origin: 'corpus',
  description: 'flooded',
}));
const quote = (word) => `'${word.replace(/'/g, `'\\''`)}'`;
const subject = new StreamSubject({
  command: [process.execPath, join(root, 'suites/runner/_subjects/floods.mjs'), ...subjectArgs].map(quote).join(' '),
  name: 'floods',
  timeoutMs: 60_000,
  maxRestarts: 2,
  window: 1,
});
const started = performance.now();
const { report } = await runConformance({ subject, cases, scope: [], level: 'rule', corpusDigest: 'test' });
const kept = report.cases.reduce((sum, c) => sum + c.actual.errors.length, 0);
const omitted = report.cases.reduce((sum, c) => sum + (c.actual.omittedErrors ?? 0), 0);
console.log(JSON.stringify({ rss: process.resourceUsage().maxRSS * 1024, ms: Math.round(performance.now() - started), kept, omitted, outcomes: [...new Set(report.cases.map((c) => c.outcome))] }));
