import { describe, expect, it } from 'vitest';
import { calibrationReportsFor } from '../../src/runner/calibration.js';
import { suiteCases } from '../../src/runner/suite.js';

describe('calibration runs', () => {
  it('run exactly the cases the compared subjects ran, so a generated-only compare can be calibrated', async () => {
    // compare --generated N --id 'generated/*' selects no corpus fixture: the calibration rows come from the same cases.
    const suite = await suiteCases({ ids: ['generated/*'], generated: { count: 6, seed: 3 } });
    const runs = await calibrationReportsFor(suite, 'verdict');
    expect(runs.map((run) => run.name)).toEqual(['always-valid', 'always-invalid', 'shape-only']);
    for (const run of runs)
      expect(run.report.cases.map((testCase) => testCase.id)).toEqual(suite.cases.map((testCase) => testCase.id));
    // Generated cases are valid objects and violators: always-valid passes exactly the valid ones, always-invalid the others.
    const expectedValid = suite.cases.map((testCase) => testCase.expect.valid);
    expect(new Set(expectedValid)).toEqual(new Set([true, false]));
    expect(runs[0]!.report.cases.map((testCase) => testCase.outcome === 'pass')).toEqual(expectedValid);
    expect(runs[1]!.report.cases.map((testCase) => testCase.outcome === 'pass')).toEqual(
      expectedValid.map((valid) => !valid),
    );
  });
});
