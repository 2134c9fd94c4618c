/**
 * What the gate decides about one message: its bytes judged exactly as `validate --stream` judges an
 * object's text (validation/verdict.ts, verdictOfText: text-level findings such as duplicate keys, a BOM and lone
 * surrogates are kept, nothing is parsed by a JSON library first). Bytes past the cap are not decoded,
 * bytes that are not UTF-8 are not JSON text: both are invalid messages like any other.
 */
import type { Kind } from '../contract/canonicalObject.js';
import type { ValidationResult } from '../rules/types.js';
import { decodeUtf8, NotUtf8 } from '../support/utf8.js';
import { notUtf8Result } from '../validation/lines.js';
import { verdictOfText } from '../validation/verdict.js';

/** Rule id of a message longer than the cap: refused unread (docs/gate.md). */
export const MESSAGE_TOO_LARGE = 'message.too-large';

/** The default cap: NATS's own default max_payload (1 MiB), so a default server never sends more. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;

export interface JudgeOptions {
  readonly kind?: Kind;
  readonly lint?: boolean;
  /** Longest message read, in bytes. */
  readonly maxBytes: number;
}

/** The verdict on one message's bytes. Never throws: a producer cannot stop the gate. */
export function judgeMessage(bytes: Uint8Array, options: JudgeOptions): ValidationResult {
  if (bytes.byteLength > options.maxBytes) {
    return {
      valid: false,
      errors: [
        {
          path: '',
          rule: MESSAGE_TOO_LARGE,
          message: `message of ${bytes.byteLength} bytes is longer than the cap of ${options.maxBytes} bytes: not read`,
        },
      ],
    };
  }
  const text = decodeUtf8(bytes);
  if (text instanceof NotUtf8) return notUtf8Result(text);
  return verdictOfText(text, { kind: options.kind, lint: options.lint === true });
}
