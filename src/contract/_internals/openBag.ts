import * as t from 'io-ts';
import { at, fail, failure, isPlainObject, show, type RuleFailure } from './failure.js';
import type { CheckInfo, CodecMeta, Described } from './meta.js';
import { addOmitted, type CappedList, listOrCount } from '../../json/errorCap.js';

export type JsonObject = { [key: string]: unknown };

export interface KeyCheck {
  readonly info: CheckInfo;
  /** A message when the key breaks the check, undefined when it passes. */
  readonly judge: (key: string) => string | undefined;
}

/**
 * A declared open bag (Entity.attributes, Event.payload ...): any JSON object, kept exactly as given.
 * Its contents are never read through a prototype, so `__proto__` or `constructor` keys are plain data.
 * Key checks (OesMetadata.extensions) judge each key, with the key's own pointer.
 */
export class OpenBagType extends t.Type<JsonObject, JsonObject, unknown> implements Described {
  readonly meta: CodecMeta;

  constructor(readonly keyChecks: readonly KeyCheck[] = []) {
    const validate: t.Validate<unknown, JsonObject> = (u, c) => {
      if (!isPlainObject(u))
        return fail(u, c, { check: 'type', message: `must be an object (an open bag); got ${show(u)}` });
      if (keyChecks.length === 0) return t.success(u);
      let errors: CappedList<RuleFailure> | undefined;
      for (const key of Object.keys(u)) {
        for (const check of keyChecks) {
          const message = check.judge(key);
          if (message !== undefined)
            listOrCount(
              (errors ??= []),
              failure(u[key], at(c, [key], t.unknown), { check: check.info.check, rule: check.info.rule, message }),
            );
        }
      }
      return errors === undefined ? t.success(u) : t.failures(errors);
    };
    super('object', (u): u is JsonObject => validate(u, [])._tag === 'Right', validate, t.identity);
    this.meta = { shape: 'bag', keyChecks: keyChecks.map((check) => check.info) };
  }
}

export const openBag = (keyChecks: readonly KeyCheck[] = []): OpenBagType => new OpenBagType(keyChecks);

/** "object mapping string to X": any keys, every value decoded by X under its own key. */
export class MapOfType<C extends Described>
  extends t.Type<Record<string, t.TypeOf<C>>, Record<string, t.OutputOf<C>>, unknown>
  implements Described
{
  readonly meta: CodecMeta;

  constructor(readonly value: C) {
    const validate: t.Validate<unknown, Record<string, t.TypeOf<C>>> = (u, c) => {
      if (!isPlainObject(u))
        return fail(u, c, {
          check: 'type',
          message: `must be an object mapping string to ${value.name}; got ${show(u)}`,
        });
      let errors: CappedList<RuleFailure> | undefined;
      for (const key of Object.keys(u)) {
        const result = value.validate(u[key], t.appendContext(c, key, value, u[key]));
        if (result._tag === 'Left') {
          errors ??= [];
          for (const error of result.left as readonly RuleFailure[]) {
            listOrCount(
              errors,
              error.rule === undefined
                ? { ...error, message: `value of ${JSON.stringify(key)} ${error.message}` }
                : error,
            );
          }
          addOmitted(errors, result.left);
        }
      }
      return errors === undefined ? t.success(u as Record<string, t.TypeOf<C>>) : t.failures(errors);
    };
    super(
      `Record<string, ${value.name}>`,
      (u): u is Record<string, t.TypeOf<C>> => validate(u, [])._tag === 'Right',
      validate,
      t.identity,
    );
    this.meta = { shape: 'map', value };
  }
}

export const mapOf = <C extends Described>(value: C): MapOfType<C> => new MapOfType(value);
