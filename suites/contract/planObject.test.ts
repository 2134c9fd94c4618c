import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../src/contract/planObject.js';
import { inSequenceOrder } from '../../src/contract/route.js';

describe('sameJson: the area projection compares without building JSON texts', () => {
  const stringifiedAlike = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

  it('answers as comparing JSON.stringify texts, on any two JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, b)).toBe(stringifiedAlike(a, b));
      }),
    );
  });

  it('answers as comparing JSON.stringify texts on near copies (the last digit changed, keys reordered, an item dropped)', () => {
    const nearCopies = fc
      .jsonValue()
      .chain((value) =>
        fc.tuple(
          fc.constant(value),
          fc.oneof(
            fc.constant(structuredClone(value)),
            fc.constant(
              JSON.parse(
                JSON.stringify(value).replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10)),
              ) as unknown,
            ),
            fc.constant(
              JSON.parse(
                JSON.stringify(value, (_, item: unknown) =>
                  item !== null && typeof item === 'object' && !Array.isArray(item)
                    ? Object.fromEntries(Object.entries(item).reverse())
                    : item,
                ),
              ) as unknown,
            ),
            fc.constant(
              JSON.parse(
                JSON.stringify(value, (_, item: unknown) => (Array.isArray(item) ? item.slice(1) : item)),
              ) as unknown,
            ),
          ),
        ),
      );
    fc.assert(
      fc.property(nearCopies, ([a, b]) => {
        expect(sameJson(a, b)).toBe(stringifiedAlike(a, b));
      }),
    );
  });

  it('polygon rings: equal coordinates, then one coordinate moved, then -0 against 0 (JSON writes both as 0)', () => {
    const ring = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ];
    expect(sameJson(ring, structuredClone(ring))).toBe(true);
    expect(
      sameJson(ring, [
        [
          [0, 0],
          [1, 0],
          [1, 1.5],
          [0, 0],
        ],
      ]),
    ).toBe(false);
    expect(sameJson([[[-0, 0]]], [[[0, 0]]])).toBe(stringifiedAlike([[[-0, 0]]], [[[0, 0]]]));
  });
});

describe('inSequenceOrder: the route checks skip sorting only when the waypoints are already in strict order', () => {
  it('is true exactly when every sequence is greater than the one before', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 8 }), (sequences) => {
        const waypoints = sequences.map((sequence) => ({ sequence }));
        const sortedDistinct = sequences.every((sequence, index) => index === 0 || sequences[index - 1]! < sequence);
        expect(inSequenceOrder(waypoints)).toBe(sortedDistinct);
      }),
    );
  });
});
