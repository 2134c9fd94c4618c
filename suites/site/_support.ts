/** Shared by the site suites: HTML5 validation of a page with html-validate. */
import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // HTML5 allows any id without white space; fixture ids (entity/Rule/name) are URLs on purpose.
  rules: { 'valid-id': ['error', { relaxed: true }] },
});

/** The problems html-validate finds in a page, one readable line each (empty when it is valid). */
export async function htmlProblems(page: string, name: string): Promise<string[]> {
  const report = await validator.validateString(page, name);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${name}:${m.line}:${m.column} ${m.ruleId} ${m.message}`),
  );
}
