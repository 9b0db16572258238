import type { ChildProcess } from 'node:child_process';

type Log = (text: string) => void;
type Started = { port: number; pid: number; url: string; stop(): Promise<void> };
type Service = { port: number; child: ChildProcess; stop(): Promise<void> };

export const root: string;
export function freePort(): Promise<number>;
export function startService(options: {
  name: string;
  cwd: string;
  script: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  readyMs?: number;
  log?: Log;
}): Promise<Service>;
export function startApi(options?: { databaseUrl?: string; env?: Record<string, string>; log?: Log }): Promise<Started>;
export function startBff(options: {
  apiUrl: string;
  port?: number;
  env?: Record<string, string>;
  log?: Log;
}): Promise<Started>;
export function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }>;
