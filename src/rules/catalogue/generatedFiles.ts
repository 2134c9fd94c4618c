/** Files generated from src/ and committed; a test fails when a committed copy is stale. */
import { schemaFiles } from '../jsonSchema/documents.js';
import { catalogueDocument } from './index.js';
import { decisionsMarkdown } from './decisionsMarkdown.js';

export function generatedCatalogueFiles(): Record<string, string> {
  return {
    'corpus/rules.json': `${JSON.stringify(catalogueDocument(), null, 2)}\n`,
    'docs/decisions.md': decisionsMarkdown(),
    ...schemaFiles(),
  };
}
