import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SendPage } from './ssr';

/**
 * Older and shorthand page addresses answer with a permanent redirect to the page's own address:
 * as a client-side redirect they would be a blank page whose script then moves on, a round
 * trip and a wait on a slow phone, and nothing at all for a crawler. The query string goes along.
 */
const REDIRECTS: Array<{ from: string; to: (id: string) => string }> = [
  { from: '/companies', to: () => '/industries' },
  { from: '/companies/:id', to: (id) => `/company/${id}` },
  { from: '/job/:id', to: (id) => `/jobs/${id}` },
];

const queryOf = (request: FastifyRequest) => {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index);
};

export function registerPageRedirects(app: FastifyInstance, sendPage: SendPage): void {
  for (const { from, to } of REDIRECTS) {
    app.get(from, { config: { access: 'public', skipAuth: true } }, async (request, reply) => {
      const id = (request.params as { id?: string }).id;
      // '/companies/profile' is a page of its own, not an old company address.
      if (id !== undefined && !/^\d+$/.test(id)) return sendPage(request, reply);
      return reply
        .code(301)
        .header('Location', `${to(id ?? '')}${queryOf(request)}`)
        .send();
    });
  }
}
