// --module subjects that misbehave in ways an in-process call cannot survive. Each judges like the
// reference until it misbehaves. Counters are per process (a replacement process starts again at 0), so
// the one-time misbehaviours also take a flag file in $CDM_ONCE_DIR: they happen once per test.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from './_reference.mjs';

let calls = 0;
const judge = (value, kind) => validate(value, kind ? { kind } : {});
const once = (name) => {
  try {
    writeFileSync(join(process.env.CDM_ONCE_DIR, name), '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
};

/** process.exit(0) at the 100th case. */
export const exitsAt100 = (value, { kind }) => {
  calls += 1;
  if (calls === 100) process.exit(0);
  return judge(value, kind);
};

/** Throws from a timer while the case is being judged (answers 50 ms later). */
export const throwsFromTimer = (value, { kind }) => {
  calls += 1;
  if (calls === 2 && once('timer')) setTimeout(() => { throw new Error('boom from a timer'); }, 0);
  return new Promise((resolve) => setTimeout(() => resolve(judge(value, kind)), 50));
};

/** Leaves a rejected promise nobody handles while the case is being judged. */
export const rejectsUnhandled = (value, { kind }) => {
  calls += 1;
  if (calls === 2 && once('rejection')) Promise.reject(new Error('nobody handles this'));
  return new Promise((resolve) => setTimeout(() => resolve(judge(value, kind)), 50));
};

/** An endless synchronous loop at the 2nd case. */
export const loopsForever = (value, { kind }) => {
  calls += 1;
  if (calls === 2 && once('loop')) for (;;);
  return judge(value, kind);
};

/** Starts a child that would outlive the module's process, then loops at the 2nd case. */
export const leavesChild = (value, { kind }) => {
  calls += 1;
  if (calls === 1) spawn('sleep', ['45'], { stdio: 'ignore' });
  if (calls === 2 && once('child')) for (;;);
  return judge(value, kind);
};

/** Kills its own process at every case. */
export const alwaysExits = () => process.exit(3);
