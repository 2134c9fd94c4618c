// Preloaded into the built command (node --import) by runLoadOrder.test.ts: notes in the file
// $CDM_LOAD_ORDER_LOG every module file as it is loaded (loadOrderLoader.mjs) and each process spawned,
// in the order they happen.
import childProcess from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { register, syncBuiltinESMExports } from 'node:module';

const log = process.env.CDM_LOAD_ORDER_LOG;
register('./loadOrderLoader.mjs', import.meta.url, { data: { log } });
const spawn = childProcess.spawn;
childProcess.spawn = function (...args) {
  appendFileSync(log, 'spawn\n');
  return spawn.apply(this, args);
};
// The command's modules import spawn by name: they get the wrapper.
syncBuiltinESMExports();
