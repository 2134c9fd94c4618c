/**
 * Decisions of the runner's scoring where the contract is silent, appended to docs/decisions.md after the
 * reference's (decisionsMarkdown.ts). Each names the contract sentence it rests on and its tier.
 */
export const runnerDecisions: readonly string[] = [
  '## Sprayed answers at rule and path level',
  '',
  'Section: Errors. The contract says:',
  '',
  '> Error codes, status codes and the shape of an error payload: not shown.',
  '',
  "**Decision.** Rule ids are the runner's scoring convention, not the contract's, so rule- and path-level",
  'matching is a runner rule (tier: **runner scoring**, never a `must` of the contract). A refusal matches at',
  'rule level when it names every expected rule id; extra errors are allowed, because honest validators',
  "report a union's branches or a cascade of consequences. They are allowed up to a limit: an answer that",
  'names more than the distinct rule ids its case expects **plus 16** (`SPRAY_LIMIT`, src/runner/match.ts) is',
  '`wrong-rule` at rule and path level, its message saying so; verdict level is unchanged. Without it, a',
  'subject naming all 415 catalogue ids in every refusal was CONFORMANT at rule level (issue 27; protovalidate',
  'met the same hole, bufbuild/protovalidate#334). The reference (which names exactly the expected rules) and',
  'the stdlib Python example keep every score they had (suites/runner/spraying.test.ts).',
  '',
];
