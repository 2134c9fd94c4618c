// dist/corpus-bundle.json (run by `npm run build`, after tsc): the bundled corpus's cases, texts and digest in
// one file, made by the built loader from the fixture files themselves, with a stamp of every file and folder
// and of that loader's code; used only while they are all unchanged (src/corpus/bundle.ts).
import { fileURLToPath } from 'node:url';
import { writeCorpusBundle } from '../dist/corpus/bundle.js';
import { bundleContent, corpusFromFiles } from '../dist/runner/cases.js';

const code = ['runner/cases.js', 'corpus/load.js', 'corpus/schema.js', 'corpus/schemaCheck.js', 'corpus/bundle.js'].map(
  (file) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url)),
);
writeCorpusBundle(() => bundleContent(corpusFromFiles()), { code });
