/**
 * One invalid fixture per must rule, per place, per way of breaking it: every field-level rule
 * (required, type, range, integer, min-length, min-items, format, absolute, const, key form), every
 * undeclared-key rule, every named format and every closed vocabulary, in every place the catalogue
 * lists. Cross-field and root rules have builders of their own (crossField.ts, roots.ts).
 */
import type { Kind } from '../../../contract/canonicalObject.js';
import { catalogue } from '../../../rules/catalogue/index.js';
import type { Rule } from '../../../rules/catalogue/types.js';
import { fromBase, finding, invalid, makeFixture, slug } from '../make.js';
import {
  firstValueTarget,
  lastSegment,
  objectTarget,
  parentPattern,
  ruleParts,
  where,
  type RuleParts,
} from '../targets.js';
import type { Fixture } from '../../types.js';
import type { Base } from '../bases/index.js';
import { missingKey, malformedExtensionKeys, undeclaredKeys } from '../violations/keys.js';
import { nonMembers, wrongConstants, wrongFormats } from '../violations/strings.js';
import { wrongGeometryTypes, wrongTypes } from '../violations/types.js';
import { emptyString, fractional, outOfRange, tooFewItems } from '../violations/values.js';
import type { Violation } from '../violations/violation.js';

interface Found {
  readonly base: Base;
  /** The pointer the fixture name is made from (the value, or the object a key belongs to). */
  readonly pointer: string;
  readonly violations: readonly Violation[];
}

const OWNED_FORMATS = new Set(['Timestamp', 'UUID', 'Semver']);

/** How to break `rule` at `pattern` in a base of `kind`; undefined when no base holds the place. */
type Generator = (kind: Kind, pattern: string, firstInKind: boolean) => Found | undefined;

function fieldGenerator(
  parts: RuleParts,
  make: (slot: Parameters<typeof outOfRange>[0], firstInKind: boolean, kind: Kind) => Violation[],
): Generator {
  return (kind, pattern, firstInKind) => {
    const target = firstValueTarget(kind, pattern, (slot) => slot.owner === parts.owner && slot.field === parts.field);
    return (
      target && { base: target.base, pointer: target.slot.pointer, violations: make(target.slot, firstInKind, kind) }
    );
  };
}

function generatorFor(parts: RuleParts): Generator | undefined {
  const { owner, field, check } = parts;
  if (field === undefined) {
    if (check === 'additional-properties') {
      return (kind, pattern) => {
        const target = objectTarget(kind, parentPattern(pattern), owner);
        return (
          target && { base: target.base, pointer: target.pointer, violations: undeclaredKeys(target.pointer, owner) }
        );
      };
    }
    if ((check === 'format' && OWNED_FORMATS.has(owner)) || check === 'closed-vocabulary') {
      return (kind, pattern, firstInKind) => {
        const target = firstValueTarget(kind, pattern, (slot) => slot.codec.name === owner);
        if (target === undefined) return undefined;
        const violations =
          check === 'format' ? wrongFormats(target.slot, firstInKind) : nonMembers(target.slot, owner, firstInKind);
        return { base: target.base, pointer: target.slot.pointer, violations };
      };
    }
    return undefined;
  }
  switch (check) {
    case 'required':
      return (kind, pattern) => {
        const target = objectTarget(kind, parentPattern(pattern), owner);
        return (
          target && {
            base: target.base,
            pointer: `${target.pointer}/${field}`,
            violations: missingKey(target.pointer, field),
          }
        );
      };
    case 'type':
      return (kind, pattern, firstInKind) => {
        const direct = fieldGenerator(parts, (slot) => wrongTypes(slot))(kind, pattern, firstInKind);
        if (direct !== undefined || lastSegment(pattern) !== 'type') return direct;
        // `<geometry field>/type`: the shape name itself names no allowed shape.
        const target = firstValueTarget(
          kind,
          parentPattern(pattern),
          (slot) => slot.owner === owner && slot.field === field && slot.codec.meta.shape === 'geometry',
        );
        return (
          target && {
            base: target.base,
            pointer: `${target.slot.pointer}/type`,
            violations: wrongGeometryTypes(target.slot.pointer, owner === 'Area'),
          }
        );
      };
    case 'range':
      return fieldGenerator(parts, (slot) => outOfRange(slot));
    case 'integer':
      return fieldGenerator(parts, (slot) => fractional(slot));
    case 'min-length':
      return fieldGenerator(parts, (slot) => emptyString(slot));
    case 'min-items':
      return fieldGenerator(parts, (slot) => tooFewItems(slot));
    case 'format':
    case 'absolute':
      return fieldGenerator(parts, (slot) => wrongFormats(slot, true));
    case 'const':
      return fieldGenerator(parts, (slot, _first, kind) => wrongConstants(slot, kind));
    case 'key-form':
      return (kind, pattern) => {
        const target = firstValueTarget(
          kind,
          parentPattern(pattern),
          (slot) => slot.owner === owner && slot.field === field && slot.codec.meta.shape === 'bag',
        );
        return (
          target && {
            base: target.base,
            pointer: target.slot.pointer,
            violations: malformedExtensionKeys(target.slot.pointer),
          }
        );
      };
    default:
      return undefined;
  }
}

/** Rules this builder handles (the others have builders of their own). */
export const handledByPerPlace = (rule: Rule): boolean =>
  rule.tier === 'must' && generatorFor(ruleParts(rule.id)) !== undefined;

export function perPlaceFixtures(): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const rule of catalogue) {
    if (!handledByPerPlace(rule)) continue;
    const generate = generatorFor(ruleParts(rule.id))!;
    for (const [scope, patterns] of Object.entries(rule.places)) {
      patterns.forEach((pattern, index) => {
        const found = generate(scope as Kind, pattern, index === 0);
        if (found === undefined)
          throw new Error(`corpus: no base holds ${rule.id} at ${scope} ${pattern}; make a base maximal there`);
        for (const violation of found.violations) {
          fixtures.push(
            makeFixture(
              fromBase(found.base, violation.ops, {
                rule: rule.id,
                name: `${slug(found.pointer)}--${violation.name}`,
                description: `${where(found.base, violation.path)}: ${violation.phrase}.`,
                intent: invalid(finding(rule.id, violation.path)),
              }),
            ),
          );
        }
      });
    }
  }
  return fixtures;
}
