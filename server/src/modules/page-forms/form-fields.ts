import type { z } from 'zod';

/** A form-encoded body as @fastify/formbody parses it: each field once (a repeated field keeps its first value). */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/** The first message of the schema for each field it refuses: what the app's form shows beside the field. */
export function schemaFieldErrors(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/** What the page shows again of what was typed: never a password. */
export function shownAgain(fields: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name] as string]));
}

/** A path on this site to return to after signing in (as the app's safeReturnPath): never another origin. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
