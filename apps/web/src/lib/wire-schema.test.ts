import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameFixture, gameMenusFixture } from '../test-fixtures';
import { conforms, mismatch, type JsonSchema } from './wire-schema';
import * as wire from './wire-schemas.generated';
import {
  WIRE_SCHEMA_SOURCES,
  generatedWireSchemas,
  wireJsonSchema,
  type WireSchemaName,
} from './wire-schemas.sources';

type Path = (string | number)[];

const NAMES = Object.keys(WIRE_SCHEMA_SOURCES) as WireSchemaName[];

/** Answers that conform to a generated schema, with lists of up to three items. */
const conformingTo = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(conformingTo));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.pattern !== undefined) throw new Error('no generator for patterns: add one here');
  const types = [schema.type ?? []].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({
            min: Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31)),
            max: Math.min(schema.maximum ?? 2 ** 31, 2 ** 31),
          });
        case 'number':
          return fc.double({
            noNaN: true,
            noDefaultInfinity: true,
            min: schema.minimum,
            max: schema.maximum,
          });
        case 'string':
          return fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 8, 8),
          });
        case 'array':
          return fc.array(conformingTo(schema.items ?? {}), { maxLength: 3 });
        case 'object':
          return conformingObject(schema);
      }
    }),
  );
};

const conformingObject = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.properties) {
    return fc.record(
      Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, conformingTo(value)])),
      { requiredKeys: [...(schema.required ?? [])] },
    );
  }
  // A record: keys from its key enum, every value of its value schema.
  const keys = (schema.propertyNames?.enum ?? []) as string[];
  const value = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  return fc
    .subarray(keys)
    .chain((chosen) =>
      fc
        .tuple(...chosen.map(() => conformingTo(value)))
        .map((values) => Object.fromEntries(chosen.map((key, index) => [key, values[index]]))),
    );
};

const pathsOf = (value: unknown, prefix: Path = []): Path[] => {
  if (typeof value !== 'object' || value === null) return [];
  const keys: Path = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...pathsOf((value as Record<string | number, unknown>)[key], path)];
  });
};

const enumValuesOf = (schema: unknown): unknown[] => {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = [...((schema as JsonSchema).enum ?? []), ...('const' in schema ? [schema.const] : [])];
  return [...own, ...Object.values(schema).flatMap(enumValuesOf)];
};

// Values a broken or foreign answer might carry in place of a field, and some that fit one.
const replacementFor = (schema: JsonSchema) =>
  fc.oneof(
    fc.constantFrom(
      null,
      undefined,
      0,
      1,
      -1,
      1.5,
      2 ** 53,
      -(2 ** 53),
      NaN,
      Infinity,
      '',
      'ANY',
      true,
      false,
    ),
    fc.constantFrom([], {}, [{}], { list: [] }),
    fc.constantFrom(...new Set(['RNG', 'SC', ...enumValuesOf(schema)])),
    fc.string({ maxLength: 4 }),
    fc.integer(),
    fc.double(),
    fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  );

type Mutation =
  | { kind: 'replace'; path: Path; value: unknown }
  | { kind: 'delete'; path: Path }
  | { kind: 'add'; path: Path; key: string; value: unknown };

const mutationOf = (paths: Path[], replacement: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> => {
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), path, value: replacement }),
    fc.record({ kind: fc.constant('delete' as const), path }),
    fc.record({
      kind: fc.constant('add' as const),
      path: fc.constantFrom([], ...paths),
      key: fc.constantFrom('extra', 'toString', 'constructor', 'LIVE', 'RNG', 'NOTATYPE', 'list'),
      value: replacement,
    }),
  );
};

const apply = (root: unknown, change: Mutation) => {
  const parent = change.path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<
    string | number,
    unknown
  >;
  const last = change.path[change.path.length - 1];
  if (change.kind === 'add') {
    const target = last === undefined ? root : parent[last];
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
      Object.defineProperty(target, change.key, { value: change.value, enumerable: true, writable: true });
    }
    return;
  }
  if (last === undefined) return;
  if (change.kind === 'replace') parent[last] = change.value;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
};

/** A conforming answer, then up to three changes anywhere in it (or the whole answer replaced). */
const alteredAnswer = (schema: JsonSchema) => {
  const replacement = replacementFor(schema);
  return fc.oneof(
    { weight: 1, arbitrary: replacement },
    {
      weight: 9,
      arbitrary: conformingTo(schema).chain((answer) => {
        const paths = pathsOf(answer);
        if (paths.length === 0) return fc.constant(answer);
        return fc.array(mutationOf(paths, replacement), { minLength: 1, maxLength: 3 }).map((changes) => {
          const altered = structuredClone(answer);
          for (const change of changes) {
            // A path may be gone after an earlier deletion; such a change is skipped.
            try {
              apply(altered, change);
            } catch {
              continue;
            }
          }
          return altered;
        });
      }),
    },
  );
};

describe('wire-schemas.generated.ts', () => {
  it('is what the generator makes of the contracts today (else run npm run web:wire-schemas)', () => {
    expect(generatedWireSchemas()).toEqual({ ...wire });
  });
});

describe('the generator', () => {
  it('refuses what JSON Schema cannot say, instead of checking less than zod does', () => {
    const refused = [
      z.object({ amount: z.number().refine((value) => value % 5 === 0) }),
      z.object({ at: z.string().transform((value) => new Date(value)) }),
      z.object({ size: z.number().default(15) }),
      z.object({ mail: z.email() }),
      z.object({ count: z.coerce.number() }),
      z.object({ code: z.string().regex(/^ab$/i) }),
      z.object({ any: z.unknown() }),
      z.object({ list: z.array(z.string()).check(z.refine((list) => list.length % 2 === 0)) }),
      z.looseRecord(z.string().regex(/^a/), z.string()),
      z.object({ code: z.string().regex(/^a/).regex(/b$/) }),
    ];
    for (const schema of refused)
      expect(() => wireJsonSchema('Refused', schema)).toThrow(/cannot be checked/);
  });

  it('keeps the checks it can say: lengths, bounds, integers, patterns, strict objects', () => {
    const schema = wireJsonSchema(
      'Kept',
      z.strictObject({
        code: z
          .string()
          .min(2)
          .max(4)
          .regex(/^[A-Z]+$/),
        stake: z.number().int().min(1).max(100),
        rate: z.number().gt(0).lt(1),
        kind: z.discriminatedUnion('type', [
          z.object({ type: z.literal('a'), a: z.string() }),
          z.object({ type: z.literal('b'), b: z.boolean() }),
        ]),
      }),
    );
    const valid = { code: 'AB', stake: 5, rate: 0.5, kind: { type: 'a', a: 'x' } };
    expect(conforms(schema, valid)).toBe(true);
    expect(mismatch(schema, { ...valid, code: 'A' })).toBe('/code');
    expect(mismatch(schema, { ...valid, code: 'ab' })).toBe('/code');
    expect(mismatch(schema, { ...valid, stake: 101 })).toBe('/stake');
    expect(mismatch(schema, { ...valid, stake: 1.5 })).toBe('/stake');
    expect(mismatch(schema, { ...valid, rate: 0 })).toBe('/rate');
    expect(mismatch(schema, { ...valid, kind: { type: 'b', a: 'x' } })).toBe('/kind');
    expect(mismatch(schema, { ...valid, extra: 1 })).toBe('/extra');
  });
});

describe('mismatch', () => {
  it('names the first place an answer departs from its schema', () => {
    const game = gameFixture();
    expect(mismatch(wire.GameListValue, { list: [game] })).toBeUndefined();
    expect(mismatch(wire.GameListValue, { list: [game, { ...game, isHot: 2 }] })).toBe('/list/1/isHot');
    expect(mismatch(wire.GameListValue, { list: [{ ...game, gameName: undefined }] })).toBe(
      '/list/0/gameName',
    );
    expect(mismatch(wire.GameListValue, null)).toBe('');
  });

  it('does not take an inherited property for a field the answer lacks', () => {
    const schema: JsonSchema = { type: 'object', properties: { toString: {} }, required: ['toString'] };
    expect(conforms(schema, {})).toBe(false);
    expect(conforms(schema, { toString: 'own' })).toBe(true);
  });

  it('treats an optional field holding undefined as absent and refuses numbers JSON cannot carry', () => {
    const withAlg = { keyId: 'k', algorithm: 'RSA-OAEP', publicKey: { kty: 'RSA', n: 'n', e: 'e' } };
    expect(conforms(wire.PayloadKeyResponse, withAlg)).toBe(true);
    expect(
      conforms(wire.PayloadKeyResponse, { ...withAlg, publicKey: { ...withAlg.publicKey, alg: undefined } }),
    ).toBe(true);
    const rank = { customerName: 'a***b', iconUrl: '', gameName: 'g', vassalage: 'AUR', winAmount: 1 };
    for (const winAmount of [NaN, Infinity, 2 ** 53, 0.5]) {
      expect(conforms(wire.RankListResponse, { list: [{ ...rank, winAmount }] })).toBe(false);
    }
  });
});

describe.each(NAMES)('%s without zod', (name) => {
  const source: z.ZodType = WIRE_SCHEMA_SOURCES[name];
  const schema: JsonSchema = wire[name];

  it('accepts what the zod schema accepts', () => {
    fc.assert(
      fc.property(conformingTo(schema), (answer) => {
        expect(source.safeParse(answer).success).toBe(true);
        expect(mismatch(schema, answer)).toBeUndefined();
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with the zod schema on answers with up to three fields changed, removed or added', () => {
    const outcomes = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(alteredAnswer(schema), (answer) => {
        const expected = source.safeParse(answer).success;
        outcomes[expected ? 'accepted' : 'refused'] += 1;
        expect(conforms(schema, answer)).toBe(expected);
      }),
      { numRuns: 400 },
    );
    // Both outcomes occur, so the agreement says something.
    expect(outcomes.accepted).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});

it('accepts the fixtures the page tests use', () => {
  expect(conforms(wire.GameMenusResponse, gameMenusFixture({ RNG: [{ vassalage: 'AUR' }] }))).toBe(true);
});
