import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { hasBuild } from '../config.js';
import { helmetOptions, playgroundDirectives } from './security-headers.js';
import { notBuiltPage } from './web-app.js';

/** GraphiQL built locally (`bff/playground/`): Apollo's landing page would load from a CDN. */
export async function registerPlayground(app: FastifyInstance, playgroundDist: string): Promise<void> {
  await app.register(async (playground) => {
    // GraphiQL's own policy in place of the web app's (security-headers.ts says what it needs).
    const { contentSecurityPolicy } = helmetOptions(playgroundDirectives);
    playground.addHook('onRequest', async (_request, reply) => {
      reply.helmet({ contentSecurityPolicy });
    });
    playground.get('/graphiql', (_request, reply) => reply.redirect('/graphiql/'));
    if (!hasBuild(playgroundDist)) {
      playground.get('/graphiql/*', (_request, reply) => notBuiltPage(reply, 'The GraphiQL playground'));
      return;
    }
    await playground.register(fastifyStatic, {
      root: playgroundDist,
      prefix: '/graphiql/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  });
}
