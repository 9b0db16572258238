import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Detail } from '@ft8/contract/common';
import { Redis } from 'ioredis';
import { HttpError } from '../http-error.js';

/**
 * A throttled route: attempts are counted per account (the email, or the person of a reset link) and per client
 * address, each within `AUTH_THROTTLE_WINDOW_SECONDS`.
 * - counts 'failures': only answers that refuse the attempt (400 after validation), so the real owner signing in
 *   never uses up the allowance; a window always expires, so nobody is locked out for good. An account's count is
 *   kept per client address: someone guessing from elsewhere does not lock the owner out. A larger count of the
 *   account from every address together bounds a guess spread over many addresses.
 * - counts 'every': every accepted request (each one sends a mail), per account from any address: it limits the
 *   mail a person receives.
 */
export type Throttle = {
  name: string;
  account: (request: FastifyRequest) => string;
  counts: 'failures' | 'every';
};

declare module 'fastify' {
  interface FastifyContextConfig {
    throttle?: Throttle;
  }
}

const passedCheck = Symbol('authThrottlePassed');
type CheckedRequest = FastifyRequest & { [passedCheck]?: boolean };

export const tooManyAttempts = (seconds: number) =>
  new HttpError(
    429,
    { detail: `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.` },
    { 'retry-after': String(seconds) },
  );

export const authThrottlePlugin = fp(
  async (fastify) => {
    const { authThrottle, redisUrl } = fastify.config;
    let redis: Redis | undefined;
    if (redisUrl) {
      // Short timeouts: a sign-in must not hang on Redis; if it is down the throttle lets requests through.
      redis = new Redis(redisUrl, {
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
        connectTimeout: 2000,
        lazyConnect: true,
      });
      redis.on('error', (error) => fastify.log.warn({ err: error }, 'auth throttle: Redis unavailable'));
      fastify.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    await fastify.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis && { redis, nameSpace: 'ft8:auth-throttle:' }),
    });

    const timeWindow = authThrottle.windowSeconds * 1000;
    const limiter = (max: number, key: (request: FastifyRequest) => string) =>
      fastify.createRateLimit({ max, timeWindow, keyGenerator: key, cache: 10_000 } as Parameters<
        typeof fastify.createRateLimit
      >[0]);

    fastify.addHook('onRoute', (route) => {
      const throttle = route.config?.throttle;
      if (!throttle) return;
      const account = (request: FastifyRequest) => `${throttle.name}:account:${throttle.account(request)}`;
      const limiters = [
        limiter(authThrottle.perAddress, (request) => `${throttle.name}:address:${request.ip}`),
        ...(throttle.counts === 'failures'
          ? [
              limiter(authThrottle.perAccount, (request) => `${account(request)}:address:${request.ip}`),
              limiter(authThrottle.perAccountAnywhere, account),
            ]
          : [limiter(authThrottle.perAccount, account)]),
      ];

      // After validation: a malformed request is no attempt. Reading does not count; refused attempts count below.
      const check: preHandlerAsyncHookHandler = async (request) => {
        let wait = 0;
        for (const limit of limiters) {
          const state = await limit(request, { increment: false });
          if (!state.isAllowed && state.remaining === 0) wait = Math.max(wait, state.ttlInSeconds, 1);
        }
        if (wait > 0) throw tooManyAttempts(wait);
        (request as CheckedRequest)[passedCheck] = true;
      };
      // onSend: counted before the answer leaves, so the next attempt sees it.
      const count: onSendAsyncHookHandler = async (request, reply: FastifyReply) => {
        if (!(request as CheckedRequest)[passedCheck]) return;
        const refused = reply.statusCode === 400;
        if (throttle.counts === 'failures' ? refused : reply.statusCode < 500) {
          for (const limit of limiters) await limit(request);
        }
      };
      route.preHandler = [...[route.preHandler ?? []].flat(), check];
      route.onSend = [...[route.onSend ?? []].flat(), count];
      if (route.schema) {
        route.schema.response = {
          ...(route.schema.response as object | undefined),
          429: { ...Detail, description: 'Too many attempts: wait for Retry-After seconds' },
        };
      }
    });
  },
  { name: 'auth-throttle' },
);
