/** Who the subject is and how fast it judged, as the report header and summary record it. */

/** What a subject says about itself (stream handshake, module `about`): every member optional, checked and capped. */
export interface SubjectIdentity {
  readonly name?: string;
  readonly version?: string;
  readonly language?: string;
  readonly homepage?: string;
}

/** header.subject: how the subject was reached and who it is (flags first, then what it announced). */
export interface SubjectHeader {
  readonly mode: 'exec' | 'stream' | 'module' | 'reference';
  readonly target: string;
  readonly name: string;
  readonly version?: string;
  readonly language?: string;
  readonly homepage?: string;
  /** What the subject said about itself, as received (after checks), when it said anything. */
  readonly announced?: SubjectIdentity;
}

/** summary.speed: how fast the subject judged (src/runner/speed.ts). */
export interface Speed {
  /** Answered cases the figures cover (errors and timeouts left out). */
  readonly cases: number;
  /** The cases phase, first request to last answer, in ms (start-up included). */
  readonly wallMs: number;
  readonly casesPerSecond: number | null;
  /** Nearest-rank percentiles of the answered cases' durations, in ms. */
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
}
