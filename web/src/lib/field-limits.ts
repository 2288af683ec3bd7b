import type { z } from 'zod';

/** A form control's HTML limits, read from its contract field, so it can't be over-filled. */
export type FieldLimits = {
  maxLength?: number;
  minLength?: number;
  min?: number;
  max?: number;
  required?: boolean;
};

type Schema = z.core.$ZodType;
type Def = { type: string; innerType?: Schema; in?: Schema; out?: Schema };
/** zod's own readings of a string's and a number's checks (classic API). */
type Measured = { minLength?: unknown; maxLength?: unknown; minValue?: unknown; maxValue?: unknown };

/** The schema that checks the value itself, past optional, nullable, default and preprocess wrappers. */
function valueSchema(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = current._zod.def as Def;
    if (def.innerType) current = def.innerType;
    // z.preprocess(fn, schema) is a pipe from a transform; schema.transform(fn) a pipe into one.
    else if (def.type === 'pipe' && def.in && def.out)
      current = def.in._zod.def.type === 'transform' ? def.out : def.in;
    else break;
  }
  return current;
}

/** A bound a person would type: not zod's safe-integer range that `.int()` sets. */
const bound = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

const cache = new WeakMap<Schema, FieldLimits>();

/**
 * The limits of one contract field: a text's maxLength (and minLength above 1), a number's min and
 * max, and `required` when the field refuses an empty input. Undefined limits are left out, so a
 * form's own attribute written before the spread stays.
 */
export function limitsOf(field: Schema): FieldLimits {
  const known = cache.get(field);
  if (known) return known;
  const inner = valueSchema(field);
  const type = (inner._zod.def as Def).type;
  const measured = inner as Measured;
  const limits: FieldLimits = {};
  if (type === 'string') {
    const most = bound(measured.maxLength);
    const least = bound(measured.minLength);
    if (most !== undefined) limits.maxLength = most;
    if (least !== undefined && least > 1) limits.minLength = least;
  } else if (type === 'number') {
    const least = bound(measured.minValue);
    const most = bound(measured.maxValue);
    if (least !== undefined) limits.min = least;
    if (most !== undefined) limits.max = most;
  }
  // An input left empty sends ''; a checkbox is never "required".
  if (type !== 'boolean' && !(field as z.ZodType).safeParse('').success) limits.required = true;
  cache.set(field, limits);
  return limits;
}

/** The limits of `name` in a contract object schema (none for a name it doesn't have). */
export function fieldLimits(schema: { shape: Record<string, Schema> }, name: string): FieldLimits {
  const field = schema.shape[name];
  return field ? limitsOf(field) : {};
}
