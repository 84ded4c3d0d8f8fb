import type { NamedOperation } from '@tender/api-contract';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import type { NamedRequestRegistry } from './named-requests.ts';

/** One HTTP route as registered: its method, path and the schemas Fastify validates it with. */
export interface RouteEntry {
  method: string;
  url: string;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
}

/**
 * Every call the running app accepts, with its schemas: the routes (seen through Fastify's onRoute hook)
 * and the reqnames of /util/list and /util/update. The attack suite fuzzes each field from these, so a
 * new call is covered without writing its test by hand.
 */
export interface RequestCatalog {
  routes: RouteEntry[];
  lists: readonly NamedOperation[];
  updates: readonly NamedOperation[];
}

/** Starts recording routes; call before any route is registered. */
export function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Partial<Record<'body' | 'querystring' | 'params', TSchema>>;
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
    }
  });
  return routes;
}

export function requestCatalog(
  routes: RouteEntry[],
  lists: NamedRequestRegistry,
  updates: NamedRequestRegistry,
): RequestCatalog {
  return { routes, lists: lists.definitions(), updates: updates.definitions() };
}
