/**
 * The history of one implementation: its run reports over versions (one report folder per release, say),
 * as one timeline: per version the verdict, pass rate and speed; per rule its status in each version and
 * the versions where it started or stopped passing. `report trend` prints and writes it (trendText.ts),
 * the site renders it as a page per subject (site/trendPage.ts).
 */
import type { Level, RuleStatus, RunReport } from './model/index.js';

/** One version of the subject: one report. */
export interface TrendVersion {
  /** The subject's version (header.subject.version), else where its report came from. */
  readonly label: string;
  readonly source: string;
  readonly startedAt: string;
  readonly level: Level;
  readonly conformant: boolean | null;
  /** summary.percent: scored rules passing, in percent, rounded down. */
  readonly percent: number;
  readonly mustPassing: number;
  readonly mustTotal: number;
  readonly casesPerSecond: number | null;
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
}

/** A rule's status in each version, in version order; 'absent' where that run did not have the rule. */
export type TrendStatus = RuleStatus | 'absent';

export interface RuleTimeline {
  readonly id: string;
  readonly tier: string;
  readonly statuses: readonly TrendStatus[];
}

/** A rule that started (`to` = 'pass') or stopped passing at version `label`. */
export interface RuleChange {
  readonly id: string;
  readonly tier: string;
  readonly label: string;
  readonly from: TrendStatus;
  readonly to: TrendStatus;
}

export interface Trend {
  readonly subject: string;
  readonly versions: readonly TrendVersion[];
  /** Every rule of any version, in catalogue order of the first report that has it. */
  readonly rules: readonly RuleTimeline[];
  /** Started or stopped passing, by version then rule. */
  readonly changes: readonly RuleChange[];
}

export class TrendError extends Error {
  override readonly name = 'TrendError';
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Semantic-version order (a pre-release before its release); undefined when either is not a version. */
function compareVersions(a: string, b: string): number | undefined {
  const x = SEMVER.exec(a);
  const y = SEMVER.exec(b);
  if (x === null || y === null) return undefined;
  for (let i = 1; i <= 3; i++) if (Number(x[i]) !== Number(y[i])) return Number(x[i]) - Number(y[i]);
  if (x[4] === y[4]) return 0;
  if (x[4] === undefined) return 1;
  if (y[4] === undefined) return -1;
  return x[4] < y[4] ? -1 : 1;
}

/**
 * The reports in version order: by semantic version when every report names one, else by the time each run
 * started (the order the releases were tested in).
 */
function inVersionOrder(reports: readonly { source: string; report: RunReport }[]) {
  const versions = reports.map(({ report }) => report.header.subject.version);
  const allSemver = versions.every((version) => version !== undefined && SEMVER.test(version));
  return [...reports].sort((a, b) =>
    allSemver
      ? compareVersions(a.report.header.subject.version!, b.report.header.subject.version!)!
      : a.report.header.startedAt.localeCompare(b.report.header.startedAt),
  );
}

const passing = (status: TrendStatus): boolean => status === 'pass';

/** The timeline of `reports`, all of one subject (same name); two or more, each version once. */
export function trendOf(reports: readonly { source: string; report: RunReport }[]): Trend {
  if (reports.length < 2) throw new TrendError(`a trend needs two reports or more (got ${reports.length})`);
  const names = [...new Set(reports.map(({ report }) => report.header.subject.name))];
  if (names.length > 1)
    throw new TrendError(`the reports are of different subjects (${names.join(', ')}): a trend follows one`);
  const ordered = inVersionOrder(reports);
  const versions: TrendVersion[] = ordered.map(({ source, report }) => ({
    label: report.header.subject.version ?? source,
    source,
    startedAt: report.header.startedAt,
    level: report.summary.level,
    conformant: report.summary.conformant,
    percent: report.summary.percent,
    mustPassing: report.summary.mustRules.passing,
    mustTotal: report.summary.mustRules.total,
    casesPerSecond: report.summary.speed?.casesPerSecond ?? null,
    p50Ms: report.summary.speed?.p50Ms ?? null,
    p99Ms: report.summary.speed?.p99Ms ?? null,
  }));
  const labels = versions.map((version) => version.label);
  const twice = labels.find((label, index) => labels.indexOf(label) !== index);
  if (twice !== undefined) throw new TrendError(`two reports are of version ${twice}: give one report per version`);

  const tiers = new Map<string, string>();
  for (const { report } of ordered)
    for (const rule of report.rules) if (!tiers.has(rule.id)) tiers.set(rule.id, rule.tier);
  const byVersion = ordered.map(({ report }) => new Map(report.rules.map((rule) => [rule.id, rule.status])));
  const rules: RuleTimeline[] = [...tiers].map(([id, tier]) => ({
    id,
    tier,
    statuses: byVersion.map((statuses) => statuses.get(id) ?? 'absent'),
  }));
  const changes: RuleChange[] = [];
  for (let index = 1; index < versions.length; index++)
    for (const rule of rules) {
      const [from, to] = [rule.statuses[index - 1]!, rule.statuses[index]!];
      if (passing(from) !== passing(to))
        changes.push({ id: rule.id, tier: rule.tier, label: versions[index]!.label, from, to });
    }
  return { subject: names[0]!, versions, rules, changes };
}
