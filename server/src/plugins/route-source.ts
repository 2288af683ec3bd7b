import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The file that handles the route, from the repository root: docs/routes.md names it. */
    sourceFile?: string;
  }
}

type Instance<TypeProvider extends FastifyTypeProvider> = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeProvider
>;

/**
 * Marks the routes registered in this context, and in the contexts inside it, as `file`'s. An
 * inner context's mark wins: its onRoute hook runs after the ones it inherits.
 */
export function markRouteSource<TypeProvider extends FastifyTypeProvider>(
  scope: Instance<TypeProvider>,
  file: string,
): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, sourceFile: file };
  });
}

/**
 * `plugin`, with its routes marked as `file`'s. It runs in the context that registering this
 * creates, as it would if registered itself, so its hooks and parsers stay its own.
 */
export function routesOf<Options extends FastifyPluginOptions, TypeProvider extends FastifyTypeProvider>(
  file: string,
  plugin: FastifyPluginAsync<Options, RawServerDefault, TypeProvider>,
): FastifyPluginAsync<Options, RawServerDefault, TypeProvider> {
  return async (scope, options) => {
    markRouteSource(scope, file);
    await plugin(scope, options);
  };
}
