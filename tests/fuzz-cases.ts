import fc from 'fast-check';

/**
 * Hostile inputs built from a route's OpenAPI schemas (body, query): a plausible value for every
 * field, then the same value with one field replaced by something hostile. Deterministic: every
 * random choice comes from fast-check with a fixed seed, so a failure can be repeated.
 */

/** The JSON Schema subset the zod → OpenAPI transform writes. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
};

/** A body or query sent as-is: JSON text, or a value to JSON-encode. */
export type FuzzCase = { label: string; raw?: string | Buffer; value?: unknown; contentType?: string };

const SEED = 20_261_115;
const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number, offset = 0): T[] =>
  fc.sample(arbitrary, { seed: SEED + offset, numRuns: count });

/** Texts that broke routes before (NUL, lone surrogates) and other controls. */
export const HOSTILE_TEXTS: readonly [string, string][] = [
  ['nul', '\u0000'],
  ['nul inside', 'ab\u0000cd'],
  ['lone high surrogate', '\uD800'],
  ['lone low surrogate', 'x\uDC00y'],
  ['reversed surrogates', '\uDC00\uD800'],
  ['C0 controls', '\u0001\u0008\u000B\u001B\u001F'],
  ['DEL and C1', '\u007F\u0085\u009F'],
  ['tab and newlines', 'a\tb\nc\rd'],
  ['noncharacter and BOM', '\uFFFF\uFFFE\uFEFF'],
  ['emoji (pair)', '\uD83D\uDE00'],
];

const firstOption = (schema: JsonSchema): JsonSchema | undefined =>
  (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null') ?? schema.allOf?.[0];

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
};

const stringSample = (schema: JsonSchema): string => {
  if (schema.format === 'uuid') return '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z';
  if (schema.format === 'date') return '2026-01-02';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 12);
  if (schema.pattern) {
    // Bounded only by the schema's own lengths: a pattern such as [0-9a-f]{64} never fits the
    // default of 12 above, and the filter would then retry for ever.
    const patternMax = schema.maxLength ?? Number.POSITIVE_INFINITY;
    try {
      const [matching] = sample(
        fc
          .stringMatching(new RegExp(schema.pattern, 'u'))
          .filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= patternMax),
        1,
      );
      if (matching !== undefined) return matching;
    } catch {
      // Patterns fast-check cannot satisfy within the bounds: a plain sample is enough to mutate.
    }
  }
  return 'a'.repeat(Math.min(Math.max(min, 6), max));
};

/** Live values for fields of these names (a real session, a real player), so cases go deeper. */
export type Overrides = Record<string, unknown>;

/** A plausible value of a schema: not always valid, only a base for one-field mutations. */
export const sampleOf = (schema: JsonSchema | undefined, depth = 0, overrides: Overrides = {}): unknown => {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = firstOption(schema);
  if (option) return sampleOf(option, depth + 1, overrides);
  switch (typeOf(schema)) {
    case 'string':
      return stringSample(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleOf(schema.items, depth + 1, overrides),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          key in overrides ? overrides[key] : sampleOf(property, depth + 1, overrides),
        ]),
      );
    default:
      return 'x';
  }
};

/** The field paths of an object schema, nested objects and first array items included. */
const fieldsOf = (schema: JsonSchema, prefix: (string | number)[] = [], depth = 0) => {
  const fields: { path: (string | number)[]; schema: JsonSchema }[] = [];
  const resolved = firstOption(schema) ?? schema;
  if (depth > 3) return fields;
  for (const [key, property] of Object.entries(resolved.properties ?? {})) {
    const path = [...prefix, key];
    const inner = firstOption(property) ?? property;
    fields.push({ path, schema: inner });
    if (typeOf(inner) === 'object') fields.push(...fieldsOf(inner, path, depth + 1));
    if (typeOf(inner) === 'array' && inner.items) {
      const item = firstOption(inner.items) ?? inner.items;
      fields.push({ path: [...path, 0], schema: item });
      if (typeOf(item) === 'object') fields.push(...fieldsOf(item, [...path, 0], depth + 1));
    }
  }
  return fields;
};

const withField = (base: unknown, path: (string | number)[], value: unknown): unknown => {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let cursor = copy;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      cursor[key] = value;
      break;
    }
    if (typeof cursor[key] !== 'object' || cursor[key] === null)
      cursor[key] = typeof path[index + 1] === 'number' ? [] : {};
    cursor = cursor[key] as Record<string | number, unknown>;
  }
  return copy;
};

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values of the wrong type, and numbers a database column or a double cannot hold. */
const WRONG_VALUES: readonly [string, string][] = [
  ['null', 'null'],
  ['true', 'true'],
  ['empty object', '{}'],
  ['empty array', '[]'],
  ['text', '"12abc"'],
  ['negative', '-1'],
  ['fraction', '0.5'],
  ['2^53 + 1', '9007199254740993'],
  ['2^63', '9223372036854775808'],
  ['-2^63 - 1', '-9223372036854775809'],
  ['1e308', '1e308'],
  ['overflow to Infinity', '1e400'],
  ['deep array', nested(2_000)],
];

/** One-field mutations of the base body (or query object), each a raw JSON text. */
export const fieldCases = (
  schema: JsonSchema | undefined,
  options: { oneMegabyte: boolean; overrides?: Overrides },
): FuzzCase[] => {
  if (!schema) return [];
  const base = sampleOf(schema, 0, options.overrides);
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return [];
  const cases: FuzzCase[] = [];
  let bigDone = !options.oneMegabyte;
  for (const field of fieldsOf(schema)) {
    const name = field.path.join('.');
    const type = typeOf(field.schema);
    if (type === 'string' || type === undefined) {
      for (const [label, text] of HOSTILE_TEXTS) {
        cases.push({ label: `${name}: ${label}`, value: withField(base, field.path, text) });
      }
      const max = field.schema.maxLength;
      if (max !== undefined) {
        cases.push({ label: `${name}: at max`, value: withField(base, field.path, 'x'.repeat(max)) });
        cases.push({ label: `${name}: max + 1`, value: withField(base, field.path, 'x'.repeat(max + 1)) });
      }
      cases.push({ label: `${name}: 10 kB`, value: withField(base, field.path, 'é'.repeat(10_000)) });
      if (!bigDone) {
        bigDone = true;
        cases.push({ label: `${name}: 1 MB`, value: withField(base, field.path, 'x'.repeat(1_000_000)) });
      }
    }
    if (type === 'integer' || type === 'number') {
      if (field.schema.maximum !== undefined)
        cases.push({
          label: `${name}: max + 1`,
          value: withField(base, field.path, field.schema.maximum + 1),
        });
      if (field.schema.minimum !== undefined)
        cases.push({
          label: `${name}: min - 1`,
          value: withField(base, field.path, field.schema.minimum - 1),
        });
    }
    // Wrong types as raw JSON, so numbers beyond a double and deep nesting reach the parser intact.
    const marker = '"__FUZZ_VALUE__"';
    const template = JSON.stringify(withField(base, field.path, '__FUZZ_VALUE__'));
    for (const [label, json] of WRONG_VALUES) {
      cases.push({ label: `${name}: ${label}`, raw: template.replace(marker, json) });
    }
  }
  // Keys: hostile names at the top and one level down.
  for (const [label, text] of HOSTILE_TEXTS.slice(0, 6)) {
    cases.push({ label: `key: ${label}`, value: { ...base, [text]: 'x' } });
  }
  return cases;
};

/** Random hostile strings in random fields (fast-check, fixed seed). */
export const randomCases = (
  schema: JsonSchema | undefined,
  options: { count: number; offset: number; overrides?: Overrides },
): FuzzCase[] => {
  if (!schema) return [];
  const { count, offset } = options;
  const base = sampleOf(schema, 0, options.overrides);
  const fields = fieldsOf(schema);
  if (fields.length === 0 || typeof base !== 'object' || base === null) return [];
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({
      unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
      maxLength: 8,
    }),
    fc.string({
      unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
      maxLength: 4,
    }),
    fc.anything({ maxDepth: 3 }),
  );
  return sample(fc.tuple(fc.nat({ max: fields.length - 1 }), text), count, offset).map(([index, value]) => {
    const field = fields[index]!;
    return { label: `${field.path.join('.')}: random`, value: withField(base, field.path, value) };
  });
};

/** Whole bodies: empty, wrong JSON types, parser traps, oversized, and other media types. */
export const bodyCases = (): FuzzCase[] => [
  { label: 'no body' },
  { label: 'empty JSON body', raw: '' },
  { label: 'JSON null', raw: 'null' },
  { label: 'JSON array', raw: '[]' },
  { label: 'JSON string', raw: '"\\u0000"' },
  { label: 'JSON number', raw: '1e400' },
  { label: 'deeply nested arrays', raw: nested(100_000) },
  { label: 'deeply nested objects', raw: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}` },
  { label: 'literal NUL byte', raw: Buffer.from('{"a":"\u0000"}') },
  {
    label: 'invalid UTF-8',
    raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  },
  { label: 'surrogate escapes', raw: '{"a":"\\ud800","\\udc00":"\\u0000"}' },
  { label: 'prototype keys', raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { label: 'just over 1 MB', raw: `{"a":"${'x'.repeat(1_048_600)}"}` },
  { label: 'form-encoded', raw: 'a=%00&b=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'plain text', raw: 'hello', contentType: 'text/plain' },
  { label: 'multipart', raw: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
];

/** Query strings: each parameter hostile in turn (percent-encoded as a client would send it). */
export const queryCases = (parameters: { name: string; schema: JsonSchema }[]): string[] => {
  const names = parameters.length > 0 ? parameters.map((parameter) => parameter.name) : ['q'];
  const values = [
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%uD800',
    '%',
    '%zz',
    '%01%1B%7F',
    '%C2%85',
    'x'.repeat(10_000),
    '-1',
    '1e400',
    '99999999999999999999999',
    '',
  ];
  const cases: string[] = [];
  for (const name of names) {
    for (const value of values) cases.push(`${name}=${value}`);
    cases.push(`${name}=1&${name}=2`);
    cases.push(`${name}[]=1`);
    const schema = parameters.find((parameter) => parameter.name === name)?.schema;
    if (schema?.maxLength !== undefined) cases.push(`${name}=${'x'.repeat(schema.maxLength + 1)}`);
    if (schema?.maximum !== undefined) cases.push(`${name}=${schema.maximum + 1}`);
    if (schema?.minimum !== undefined) cases.push(`${name}=${schema.minimum - 1}`);
  }
  cases.push('%00=1', '=&&=', `${'a'.repeat(5_000)}=1`);
  return cases;
};

/** The path itself: encoded NUL, surrogates and traversal after the route's path. */
export const pathCases = (url: string): string[] => [
  `${url}%00`,
  `${url}/%00`,
  `${url}%ED%A0%80`,
  `${url}/%`,
  `${url}/..%2f..%2f`,
  `${url.replace(/\/([^/]*)$/u, '/%00$1')}`,
  `${url}/${'x'.repeat(5_000)}`,
];
