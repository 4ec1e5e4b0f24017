import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** The Fastify instance every module registers on: zod schemas type each route's request and reply. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module plugin is given besides its scope's prefix. */
export interface ModuleOptions {
  ctx: AppContext;
}

/**
 * A module: a Fastify plugin registered on its scope with the scope's prefix
 * (modules/index.ts); who may call the scope is a hook on it, not a check per route.
 */
export type Module = FastifyPluginAsyncZod<ModuleOptions>;
