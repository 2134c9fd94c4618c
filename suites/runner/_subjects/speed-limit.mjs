// A subject that judges like the reference but also refuses any speed_mps above 100, naming
// Kinematics.speed_mps.range at the speed's pointer: one cause, met by many generated objects.
import { validate } from './_reference.mjs';

function tooFast(value, pointer, found) {
  if (Array.isArray(value)) value.forEach((item, index) => tooFast(item, `${pointer}/${index}`, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'speed_mps' && typeof member === 'number' && member > 100) found.push({ rule: 'Kinematics.speed_mps.range', path: at, message: 'faster than 100 m/s' });
      tooFast(member, at, found);
    }
  }
  return found;
}

export default (value, { kind }) => {
  const errors = [...validate(value, kind ? { kind } : {}).errors, ...tooFast(value, '', [])];
  return { valid: errors.length === 0, errors };
};

/** The same refusal, as a bare boolean: no rule, no pointer. */
export const quiet = (value, { kind }) => validate(value, kind ? { kind } : {}).valid && tooFast(value, '', []).length === 0;
