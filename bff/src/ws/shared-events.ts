import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

// Per event object: its result per operation text and variables. An event that a domain hands to every subscriber
// as one object (the board's task moves) is executed once per distinct operation, not once per subscriber.
const resultsByEvent = new WeakMap<object, Map<string, Result>>();

/**
 * graphql-ws's `subscribe`: graphql-js's own, but each event's result is shared between the subscriptions of one
 * operation (same text, same variables) that receive the same event object. Only objects that one subscription made
 * for itself (read with its own rights) are per subscriber; those never meet another subscription, so they are
 * executed as usual. The result of an event must therefore not depend on the context: domains share an event
 * object only when it does not (see board-events.ts).
 */
export async function subscribeSharingEvents(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  const key = `${print(args.document)}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
  const resultOf = (event: unknown): Result => {
    const run = () => execute({ ...args, rootValue: event });
    if (typeof event !== 'object' || event === null) return run();
    let results = resultsByEvent.get(event);
    if (!results) resultsByEvent.set(event, (results = new Map<string, Result>()));
    let result = results.get(key);
    if (!result) results.set(key, (result = run()));
    return result;
  };
  // An iterator object rather than an async generator: its return() reaches the source at once, even while a
  // next() waits for an event (a generator would hold it back until that event came).
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const next = await source.next();
      if (next.done) return { value: undefined, done: true };
      return { value: await resultOf(next.value), done: false };
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
