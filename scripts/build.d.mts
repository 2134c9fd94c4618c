// Types for scripts/build.mjs, which suites/package/build.test.ts imports.
export function buildInputsDigest(root?: string): string;
export function isBuiltFromCurrentInputs(root?: string): boolean;
export function writeBuildStamp(root: string, digest?: string): void;
