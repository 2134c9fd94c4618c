// An about export that fights back: a getter that throws, a huge string, a non-string, a bad URL.
export const about = {
  get name() {
    throw new Error('no name for you');
  },
  version: 'v'.repeat(1_000_000),
  language: { toString: () => 'object' },
  homepage: 'javascript:alert(1)',
};
export const validate = () => true;
