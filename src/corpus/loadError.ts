/**
 * A corpus folder that cannot be used: no fixtures, or a file that is not one (named in the message). Apart
 * from load.ts, so that a command telling it apart does not load the fixture reader before it needs it.
 */
export class CorpusLoadError extends Error {
  override readonly name = 'CorpusLoadError';
}
