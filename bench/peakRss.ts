/**
 * Loaded with `node --import` into a measured process: at exit it writes the process's peak resident set
 * (kB) and its CPU time (µs, user and system) to the file named by CDM_BENCH_RSS_FILE; worker threads
 * included, since both are counted per process.
 */
import { writeFileSync } from 'node:fs';

const target = process.env.CDM_BENCH_RSS_FILE;
if (target !== undefined && target !== '') {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(target, `${usage.maxRSS} ${usage.userCPUTime + usage.systemCPUTime}`);
  });
}
