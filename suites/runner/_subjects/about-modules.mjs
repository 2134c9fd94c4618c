// A validator with an about export (docs/protocol.md, module subjects).
import { answer } from './_reference.mjs';

export const about = { name: 'about-validator', version: '0.9.0', language: 'JavaScript', homepage: 'https://example.org/about' };
export default (value, { kind }) => {
  const reply = answer(JSON.stringify({ id: 'x', ...(kind === null ? {} : { kind }), object: value }));
  return { valid: reply.valid, errors: reply.errors };
};
