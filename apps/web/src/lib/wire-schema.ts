/*
 * Checks an API answer against the JSON Schema of its contract's zod schema, without zod.
 *
 * zod (about 23 KB compressed, not tree-shakable) was downloaded by every page only to check its
 * answers. The contracts' response schemas are turned into JSON Schema ahead of time
 * (wire-schemas.sources.ts, `npm run web:wire-schemas`, committed as wire-schemas.generated.ts),
 * and this interpreter reads the part of JSON Schema that the generator admits. It answers exactly
 * what the zod schema's safeParse answers: wire-schema.test.ts compares the two on every
 * generated schema and on thousands of altered answers (docs/PERFORMANCE.md).
 */

type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** The JSON Schema (draft 2020-12) keywords that z.toJSONSchema emits for the admitted zod types. */
export type JsonSchema = {
  readonly type?: JsonType | readonly JsonType[];
  readonly properties?: { readonly [key: string]: JsonSchema };
  readonly required?: readonly string[];
  readonly additionalProperties?: JsonSchema | boolean;
  readonly propertyNames?: JsonSchema;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
};

/** A generated schema; `T` is the contract's type (z.infer of the zod schema it came from). */
export type WireSchema<T> = JsonSchema & { readonly '~output'?: T };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasType = (type: JsonType, value: unknown) => {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    // zod refuses NaN and the infinities; JSON cannot carry them, but a test or storage might.
    case 'number':
      return Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
};

/** An own property only: `toString` or `__proto__` must not pass for a field the answer lacks. */
const own = (value: Record<string, unknown>, key: string) =>
  Object.hasOwn(value, key) ? value[key] : undefined;

/**
 * The path of the first part of `value` that `schema` refuses ('' for the value itself), or
 * undefined when it conforms. A field holding undefined counts as absent, as zod treats it.
 */
export const mismatch = (schema: JsonSchema, value: unknown, path = ''): string | undefined => {
  if (schema.type !== undefined && ![schema.type].flat().some((type) => hasType(type, value))) return path;
  if (schema.enum && !schema.enum.includes(value)) return path;
  if ('const' in schema && schema.const !== value) return path;
  if (schema.anyOf && !schema.anyOf.some((option) => mismatch(option, value) === undefined)) return path;
  if (schema.oneOf && schema.oneOf.filter((option) => mismatch(option, value) === undefined).length !== 1) {
    return path;
  }
  if (typeof value === 'number') {
    if (value < (schema.minimum ?? -Infinity) || value > (schema.maximum ?? Infinity)) return path;
    if (value <= (schema.exclusiveMinimum ?? -Infinity) || value >= (schema.exclusiveMaximum ?? Infinity)) {
      return path;
    }
  }
  if (typeof value === 'string') {
    // UTF-16 code units, as zod counts (JSON Schema counts code points; the two differ only
    // beyond the Basic Multilingual Plane).
    if (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity)) return path;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return path;
  }
  if (Array.isArray(value)) {
    if (value.length < (schema.minItems ?? 0) || value.length > (schema.maxItems ?? Infinity)) return path;
    if (schema.items) {
      for (const [index, item] of value.entries()) {
        const found = mismatch(schema.items, item, `${path}/${index}`);
        if (found !== undefined) return found;
      }
    }
  }
  if (isRecord(value)) {
    for (const key of schema.required ?? []) {
      if (own(value, key) === undefined) return `${path}/${key}`;
    }
    const properties = schema.properties ?? {};
    for (const [key, property] of Object.entries(properties)) {
      const field = own(value, key);
      const found = field === undefined ? undefined : mismatch(property, field, `${path}/${key}`);
      if (found !== undefined) return found;
    }
    const extra = schema.additionalProperties;
    for (const key of Object.keys(value)) {
      if (schema.propertyNames && mismatch(schema.propertyNames, key) !== undefined) return `${path}/${key}`;
      if (Object.hasOwn(properties, key) || extra === undefined || extra === true) continue;
      const found = extra === false ? `${path}/${key}` : mismatch(extra, value[key], `${path}/${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
};

export const conforms = <T>(schema: WireSchema<T>, value: unknown): value is T =>
  mismatch(schema, value) === undefined;
