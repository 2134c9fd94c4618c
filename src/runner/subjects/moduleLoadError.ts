/** A module that cannot be used: the run stops before any case (exit 2). Apart from module.ts, so that what only tells it apart does not load that subject. */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
}
