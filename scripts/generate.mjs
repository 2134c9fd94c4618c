#!/usr/bin/env node
// Writes every generated, committed file (corpus/rules.json, docs/decisions.md, the corpus) from the
// built sources in dist/. Run `npm run generate` after changing rules, decisions or corpus builders.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { generatedCatalogueFiles } = await import(path.join(root, 'dist/rules/catalogue/generatedFiles.js'));
const files = generatedCatalogueFiles();
for (const [relative, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
  console.log(`wrote ${relative}`);
}

// The fixture corpus (corpus/fixtures/**, corpus/index.json, corpus/fixture.schema.json), built from src/corpus/build.
const { writeCorpus } = await import(path.join(root, 'dist/corpus/build/files.js'));
const corpus = writeCorpus(path.join(root, 'corpus'));
console.log(
  `wrote the corpus: ${corpus.written} files${corpus.removed.length > 0 ? `, removed ${corpus.removed.length} stale fixture file(s)` : ''}`,
);

// The counts docs/corpus.md quotes, from the corpus just written (a test keeps the page and the corpus in step).
const { readFileSync } = await import('node:fs');
const { loadCorpus } = await import(path.join(root, 'dist/corpus/load.js'));
const { corpusCountsParagraph, withCounts } = await import(path.join(root, 'dist/corpus/docCounts.js'));
const page = path.join(root, 'docs/corpus.md');
writeFileSync(
  page,
  withCounts(readFileSync(page, 'utf8'), corpusCountsParagraph(loadCorpus(path.join(root, 'corpus')))),
);
console.log('wrote the counts in docs/corpus.md');
