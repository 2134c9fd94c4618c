// Module hooks for loadOrder.mjs: each file's URL is written before the module is read, so a module
// imported after a spawn is written after it.
import { appendFileSync } from 'node:fs';

let log;
export function initialize(data) {
  log = data.log;
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) appendFileSync(log, `${url}\n`);
  return nextLoad(url, context);
}
