/**
 * Loaded with `node --import` into a measured process: at exit it writes the process's peak resident set
 * (kB, worker threads included) to the file named by CDM_BENCH_RSS_FILE.
 */
import { writeFileSync } from 'node:fs';

const target = process.env.CDM_BENCH_RSS_FILE;
if (target !== undefined && target !== '') {
  process.on('exit', () => writeFileSync(target, String(process.resourceUsage().maxRSS)));
}
