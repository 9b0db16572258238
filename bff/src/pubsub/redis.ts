import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { PubSubEvent } from '@graphql-yoga/subscription';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The event target sends PUBLISH and SUBSCRIBE without awaiting them: a command that fails (Redis away past the
 * retries, or the connection closing) would be an unhandled rejection, which ends the process. Logged instead.
 */
class LoggedRedis extends Redis {
  readonly #log: FastifyBaseLogger;

  constructor(url: string, log: FastifyBaseLogger) {
    super(url, { maxRetriesPerRequest: 3 });
    this.#log = log;
    this.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
  }

  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const [command] = args;
    command.promise.catch((error: unknown) =>
      this.#log.warn({ err: error, command: command.name }, 'Redis command failed'),
    );
    return super.sendCommand(...args);
  }
}

type TopicArgs = Record<string, [] | [unknown] | [number | string, unknown]>;

/** Events through Redis channels, one per topic and id; a subscribed connection cannot publish, hence two. */
export function createRedisTransport<Topics extends TopicArgs>(url: string, log: FastifyBaseLogger) {
  const publishClient = new LoggedRedis(url, log);
  const subscribeClient = new LoggedRedis(url, log);
  return {
    eventTarget: createRedisEventTarget<PubSubEvent<Topics, Extract<keyof Topics, string>>>({
      publishClient,
      subscribeClient,
    }),
    /** Redis answers in order: once the PING is answered, every SUBSCRIBE sent before it is in force. */
    ready: async (): Promise<void> => {
      await subscribeClient.ping();
    },
    close: async (): Promise<void> => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
