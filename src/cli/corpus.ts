/** `cdm-conformance corpus`: browse and export the fixture corpus (implemented in src/corpus/cli). */
export { run } from '../corpus/cli/index.js';
