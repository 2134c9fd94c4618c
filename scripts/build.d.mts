// Types for scripts/build.mjs, which suites/package/build.test.ts and gitInstall.test.ts import.
export function buildInputsDigest(root?: string): string;
export function isBuiltFromCurrentInputs(root?: string): boolean;
export function writeBuildStamp(root: string, digest?: string): void;
export function cachedBuildOf(digest: string, cache?: string): string | undefined;
