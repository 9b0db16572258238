import { Repeater } from '@graphql-yoga/subscription';
import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

type Result = ExecutionResult | Promise<ExecutionResult>;

// Per event object: its result per operation text and variables. An event that a domain hands to every subscriber
// as one object (the board's task moves) is executed once per distinct operation, not once per subscriber.
const resultsByEvent = new WeakMap<object, Map<string, Result>>();

// Each event is executed by the operation compiled once (graphql-jit, as the HTTP path is): the first push of a
// 2,000-task board took 69 ms in graphql-js's interpreter. Kept by operation text; operations are few.
const compiledOperations = new LRUCache<string, CompiledQuery | false>({ max: 500 });
function compiledFor(args: ExecutionArgs, text: string): CompiledQuery | undefined {
  const key = `${text}\u0000${args.operationName ?? ''}`;
  let compiled = compiledOperations.get(key);
  if (compiled === undefined) {
    const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    compiled = isCompiledQuery(result) ? result : false;
    compiledOperations.set(key, compiled);
  }
  return compiled || undefined;
}

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
  const text = print(args.document);
  const key = `${text}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
  const compiled = compiledFor(args, text);
  const resultOf = (event: unknown): Result => {
    const run = () =>
      compiled
        ? compiled.query(event, args.contextValue, args.variableValues ?? {})
        : execute({ ...args, rootValue: event });
    if (typeof event !== 'object' || event === null) return run();
    let results = resultsByEvent.get(event);
    if (!results) resultsByEvent.set(event, (results = new Map<string, Result>()));
    let result = results.get(key);
    if (!result) results.set(key, (result = run()));
    return result;
  };
  // A Repeater (graphql-yoga's) rather than an async generator: its return() reaches the source at once, even while
  // a pull waits for an event (a generator would hold it back until that event came).
  const repeater = new Repeater<ExecutionResult>(async (push, stop) => {
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      return source.return?.();
    });
    for (;;) {
      const next = await source.next();
      if (stopped || next.done) break;
      await push(await resultOf(next.value));
    }
    stop();
  });
  // A Repeater runs its executor at the first pull: one returned before any pull must end the source here.
  const stopRepeater = repeater.return.bind(repeater);
  repeater.return = async (value) => {
    await source.return?.();
    return stopRepeater(value);
  };
  return repeater;
}
