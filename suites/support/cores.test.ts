/** usableCores: the CPUs this process may run on, capped by a cgroup CPU quota that Node does not see. */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cgroupCpuLimit, usableCores, type ReadText } from '../../src/support/cores.js';

const files =
  (contents: Record<string, string>): ReadText =>
  (file) =>
    contents[file];

describe('usableCores', () => {
  it('caps the CPUs by a cgroup v2 quota, rounded up', () => {
    expect(usableCores(files({ '/sys/fs/cgroup/cpu.max': '200000 100000\n' }), 64)).toBe(2);
    expect(usableCores(files({ '/sys/fs/cgroup/cpu.max': '150000 100000\n' }), 64)).toBe(2);
    expect(usableCores(files({ '/sys/fs/cgroup/cpu.max': '50000 100000\n' }), 64)).toBe(1);
  });

  it('caps them by a cgroup v1 quota', () => {
    expect(
      usableCores(
        files({
          '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '300000\n',
          '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n',
        }),
        8,
      ),
    ).toBe(3);
  });

  it('never raises them: a quota above the CPUs, no quota ("max", -1) or no cgroup files leave them as they are', () => {
    expect(usableCores(files({ '/sys/fs/cgroup/cpu.max': '800000 100000\n' }), 2)).toBe(2);
    expect(usableCores(files({ '/sys/fs/cgroup/cpu.max': 'max 100000\n' }), 4)).toBe(4);
    expect(
      usableCores(
        files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1\n', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n' }),
        4,
      ),
    ).toBe(4);
    expect(usableCores(files({}), 6)).toBe(6);
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': 'garbage' }))).toBeUndefined();
  });

  it('reads this machine: at least one core, never more than Node sees', () => {
    expect(usableCores()).toBeGreaterThanOrEqual(1);
    expect(usableCores()).toBeLessThanOrEqual(availableParallelism());
  });
});
