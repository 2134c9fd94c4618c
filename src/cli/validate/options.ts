/** The gate options of `validate`: output format, what fails the gate, how much is listed, statistics. */
import { didYouMean } from '../../support/suggest.js';
import { UsageError } from '../terminal/errors.js';
import { httpUrlOption, integerOption } from '../options/values.js';
import { FORMATS, type Format } from './formats.js';
import type { FailOn } from './reporter.js';

export const gateOptionSpecs = {
  format: { type: 'string' },
  'fail-on': { type: 'string' },
  'max-errors': { type: 'string' },
  stats: { type: 'boolean', default: false },
  'stats-json': { type: 'string' },
  'docs-url': { type: 'string' },
} as const;

export const gateHelp = `  --format F   human (default), json (one line per value, = --json), github (workflow
               commands: ::error file=F,line=L,col=C,title=RULE::message on the offending
               value, ::warning for lint), junit (one testcase per object, GitLab/Jenkins),
               sarif (SARIF 2.1.0 for code scanning: github/codeql-action/upload-sarif) or
               gitlab (GitLab Code Quality: artifacts:reports:codequality); docs/report.md
  --docs-url URL
               sarif: each rule's helpUri is its page on the docs site published at URL
  --json       the same as --format json:
               {"source","index","valid","errors":[{"path","rule","message"}]}
               (index: NDJSON line number, 0 for a whole-file value; "warnings" with --lint)
  --fail-on L  error (default): exit 1 when a value is invalid; warning: also when a valid
               value has a lint finding (implies --lint)
  --max-errors N
               list at most N findings (human, github); every one is still counted
  --stats      per-rule counts over the whole input on stderr: objects checked and failing,
               how often each rule fired, the first lines to look at
  --stats-json FILE
               the same as JSON in FILE (replaced atomically)
               With $GITHUB_STEP_SUMMARY set, the table is always appended to the job summary.`;

export interface GateValues {
  readonly format?: string;
  readonly json?: boolean;
  readonly 'fail-on'?: string;
  readonly 'max-errors'?: string;
  readonly stats?: boolean;
  readonly 'stats-json'?: string;
  readonly 'docs-url'?: string;
  readonly lint?: boolean;
}

export interface GateChoice {
  readonly format: Format;
  readonly failOn: FailOn;
  readonly maxErrors: number;
  readonly stats: boolean;
  readonly statsJson?: string;
  readonly docsUrl?: string;
  readonly lint: boolean;
}

export function readGateOptions(values: GateValues): GateChoice {
  if (values.format !== undefined && !(FORMATS as readonly string[]).includes(values.format)) {
    throw new UsageError(
      `--format must be one of ${FORMATS.join(', ')}; got ${JSON.stringify(values.format)}${didYouMean(values.format, FORMATS)}`,
    );
  }
  if (values.json === true && values.format !== undefined && values.format !== 'json')
    throw new UsageError(`--json is --format json; it cannot be combined with --format ${values.format}`);
  const format: Format = values.json === true ? 'json' : ((values.format ?? 'human') as Format);
  const failOn = values['fail-on'] ?? 'error';
  if (failOn !== 'error' && failOn !== 'warning')
    throw new UsageError(`--fail-on must be error or warning; got ${JSON.stringify(failOn)}`);
  const maxErrors = integerOption('--max-errors', values['max-errors'], Infinity, { min: 0 });
  if (values['max-errors'] !== undefined && !(format === 'human' || format === 'github')) {
    throw new UsageError(
      `--max-errors caps what is listed (human, github); --format ${format} is a complete record of every value`,
    );
  }
  return {
    format,
    failOn,
    maxErrors,
    stats: values.stats === true,
    ...(values['stats-json'] === undefined ? {} : { statsJson: values['stats-json'] }),
    ...(values['docs-url'] === undefined ? {} : { docsUrl: docsUrlOption(values['docs-url'], format) }),
    lint: values.lint === true || failOn === 'warning',
  };
}

/** --docs-url: an http(s) address, for --format sarif only. */
function docsUrlOption(value: string, format: Format): string {
  if (format !== 'sarif')
    throw new UsageError(`--docs-url sets SARIF's helpUri; it needs --format sarif, not ${format}`);
  return httpUrlOption('--docs-url', value);
}
