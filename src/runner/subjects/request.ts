/** The stream protocol's request line, in the two forms a subject can be sent (docs/protocol.md). */
import { asciiJsonString } from '../../support/jsonString.js';
import type { Case, RequestForm } from '../../report/model/index.js';

export type { RequestForm };

/**
 * `object`: the text spliced in verbatim as the "object" member (every subject reads it; a line whose text
 * starts with a U+FEFF is not JSON for an ordinary library). `text`: the exact text as a JSON string member
 * "text", ASCII-escaped, so every request line is plain JSON and raw line breaks can travel too.
 */
export const REQUEST_FORMS: readonly RequestForm[] = ['object', 'text'];

/** The request line: id first, so even a subject that fails on the object can echo the id. */
export function requestLine(testCase: Pick<Case, 'id' | 'kind' | 'text'>, form: RequestForm = 'object'): string {
  const kind = testCase.kind === null ? '' : `"kind":${JSON.stringify(testCase.kind)},`;
  const body = form === 'text' ? `"text":${asciiJsonString(testCase.text)}` : `"object":${testCase.text}`;
  return `{"id":${JSON.stringify(testCase.id)},${kind}${body}}\n`;
}
