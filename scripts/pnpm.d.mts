import type { ChildProcess, SpawnOptions } from 'node:child_process';

export function pnpmCommand(args: string[]): [string, string[]];
export function spawnPnpm(args: string[], options?: SpawnOptions): ChildProcess;
export function runPnpm(args: string[], options?: SpawnOptions): Promise<void>;
