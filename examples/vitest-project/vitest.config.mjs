// This project's own vitest config: without one, vitest looks for one in the folders above and, run inside
// the cdm-conformance repository, took the repository's, which finds no test here. (.mjs: the project's
// tsc checks its .ts files without @types/node, which vitest's config types need.)
export default {
  test: { include: ['test/**/*.test.ts'] },
};
