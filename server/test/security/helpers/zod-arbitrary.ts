import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of zod 4's internal definition this derivation reads. */
type Def = {
  type: string;
  coerce?: boolean;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def) {
  const found: Record<string, Record<string, unknown>> = {};
  for (const check of def.checks ?? []) found[String(check._zod.def.check)] = check._zod.def;
  return found;
}

/** Text as a client might send it: ASCII, any Unicode, and control characters (NUL included). */
const anyText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const minLength = Number(checks.min_length?.minimum ?? checks.length_equals?.length ?? 0);
  const maxLength = Math.min(Number(checks.max_length?.maximum ?? checks.length_equals?.length ?? 40), 40);
  const format = checks.string_format;
  if (format?.format === 'email') return fc.emailAddress().filter((email) => email.length <= 254);
  if (format?.format === 'url') return fc.webUrl();
  if (format?.pattern instanceof RegExp) return fc.stringMatching(format.pattern);
  return anyText(minLength, Math.max(minLength, maxLength));
}

function numberArbitrary(def: Def): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const lower = checks.greater_than;
  const upper = checks.less_than;
  const isInteger = String(checks.number_format?.format ?? '').includes('int');
  const min = lower ? Number(lower.value) + (lower.inclusive ? 0 : isInteger ? 1 : 1e-6) : -1e9;
  const max = upper ? Number(upper.value) - (upper.inclusive ? 0 : isInteger ? 1 : 1e-6) : 1e9;
  const number = isInteger
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // A coercing schema (query strings, form fields) also meets the number written as text.
  return def.coerce ? fc.oneof(number, number.map(String)) : number;
}

/**
 * A fast-check arbitrary for values the schema is meant to accept, derived from its definition
 * for the common types. Refinements are not modelled: the schema itself sorts the cases later.
 * Throws on a type it does not know, so the caller falls back to hand-written examples.
 */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return def.coerce ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')) : fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'unknown':
    case 'any':
      return fc.jsonValue();
    case 'optional':
      return fc.option(arbitraryFor(def.innerType as z.ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType as z.ZodType), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(arbitraryFor(def.innerType as z.ZodType), { nil: undefined, freq: 4 });
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform: generate what the inner schema takes.
      const input = def.in as z.ZodType;
      return defOf(input).type === 'transform' ? arbitraryFor(def.out as z.ZodType) : arbitraryFor(input);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map(arbitraryFor));
    case 'array': {
      const checks = checksOf(def);
      const minLength = Number(checks.min_length?.minimum ?? 0);
      const maxLength = Math.min(Number(checks.max_length?.maximum ?? 4), 4);
      return fc.array(arbitraryFor(def.element as z.ZodType), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), arbitraryFor(def.valueType as z.ZodType), {
        maxKeys: 3,
      });
    case 'object': {
      const shape = def.shape ?? {};
      const arbitraries = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value)]));
      const requiredKeys = Object.entries(shape)
        .filter(([, value]) => !value.safeParse(undefined).success)
        .map(([key]) => key);
      return fc.record(arbitraries, { requiredKeys });
    }
    default:
      throw new Error(`no arbitrary for zod type ${def.type}`);
  }
}

/** Values of the wrong kind for almost any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(true),
  fc.constant(-1),
  fc.constant(1e308),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ nested: { deeper: [1, 2, 3] } }),
  fc.constant('x'.repeat(5000)),
  fc.constant('not-a-valid-value-%00'),
  fc.integer(),
);

/** Text that a query parameter should refuse. */
export const wrongQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constant('-1'),
  fc.constant('abc'),
  fc.constant('1e999'),
  fc.constant('9999999999999999999999'),
  fc.constant(''),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constant('9'.repeat(3000)),
);
