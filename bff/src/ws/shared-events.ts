import { mapAsyncIterator } from '@graphql-tools/utils';
import {
  createSourceEventStream,
  execute,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

type Result = ExecutionResult | Promise<ExecutionResult>;

// Per event object: its result per operation text and variables. An event that a domain hands to every subscriber
// as one object (the board's task moves) is executed once per distinct operation, not once per subscriber.
const resultsByEvent = new WeakMap<object, Map<string, Result>>();

// An operation's text, the key of its results: printed once per document (the WebSocket server keeps validated ones).
const printed = new WeakMap<DocumentNode, string>();
function textOf(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

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
  const text = textOf(args.document);
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
  // graphql-tools' mapping (the one Yoga and Envelop use) rather than another Repeater or an async generator: its
  // return() reaches the source at once, even while a pull waits for an event (a generator would hold it back until
  // that event came), and it adds two promises a step where a Repeater's push makes about eight: at 1,000 subscribers
  // of a board each move went through three Repeaters per subscriber, and their pushes were a fifth of the bff's time.
  return mapAsyncIterator(source, resultOf);
}
