/**
 * How many cores this process may use: the CPUs it may run on (os.availableParallelism(), which reads the
 * affinity mask), capped by a cgroup CPU quota. A container limited to 2 CPUs on a 64-core host (docker
 * --cpus 2, a Kubernetes CPU limit) still sees 64 CPUs; one worker thread per CPU it sees would start 64
 * isolates (~40 MB each) to share 2 CPUs' worth of time.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The quota files: cgroup v2's cpu.max ("max 100000" or "200000 100000"), then cgroup v1's pair. */
const CGROUP_V2 = '/sys/fs/cgroup/cpu.max';
const CGROUP_V1 = ['/sys/fs/cgroup/cpu/cpu.cfs_quota_us', '/sys/fs/cgroup/cpu/cpu.cfs_period_us'] as const;

export type ReadText = (file: string) => string | undefined;

const readText: ReadText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // no such cgroup file: no quota to apply
  }
};

/** CPUs' worth of time the cgroup quota allows (rounded up), or undefined without a quota. */
export function cgroupCpuLimit(read: ReadText = readText): number | undefined {
  const v2 = read(CGROUP_V2)?.trim().split(/\s+/);
  const [quota, period] = v2 !== undefined ? v2 : CGROUP_V1.map((file) => read(file)?.trim());
  const allowed = Number(quota);
  const per = Number(period);
  if (!Number.isFinite(allowed) || !Number.isFinite(per) || allowed <= 0 || per <= 0) return undefined;
  return Math.max(1, Math.ceil(allowed / per));
}

export function usableCores(read: ReadText = readText, cpus: number = availableParallelism()): number {
  return Math.min(cpus, cgroupCpuLimit(read) ?? cpus);
}
