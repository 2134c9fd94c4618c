// What the scripted subjects take from the reference, from dist/: the entry of the bundle ensureBuilt makes
// (suites/cli/_support.ts) and what _reference.mjs loads when there is none.
export { answerRequest as answer } from '../../../dist/protocol/server.js';
export { verdictOfText as validateText, verdictOfValue as validate } from '../../../dist/validation/verdict.js';
