import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors';

/**
 * How deep a JSON body may nest. Our deepest form (the structured CV: a list of entries with their
 * fields) needs 3 levels; 32 is far beyond any real client, and small enough that no recursive walk
 * over the body (the NUL check, validation) can run out of stack (a body 50,000 levels deep would end in a 500).
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `JSON nested too deeply: at most ${MAX_JSON_DEPTH} levels.`;

/** The deepest nesting of arrays and objects in `text`, counted without parsing (brackets inside strings skipped). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth--;
  }
  return false;
}

/**
 * The app's JSON parser: Fastify's own (with its prototype-poisoning checks) behind the depth limit.
 * `allowEmpty`: an empty body reads as no body (logout is sent as a JSON POST without one).
 */
export function registerJsonParser(app: FastifyInstance, { allowEmpty = false } = {}): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
    const text = body.toString();
    if (allowEmpty && text === '') return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP), undefined);
    return parseJson(request, text, done);
  });
}
