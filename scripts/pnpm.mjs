// Runs pnpm the way the root command was run: works with a global pnpm and with `npx pnpm@10`.
import { spawn } from 'node:child_process';

const execPath = process.env.npm_execpath;
const viaNode = execPath && /pnpm/.test(execPath) && /\.(c?js|mjs)$/.test(execPath);

export function pnpmCommand(args) {
  return viaNode ? [process.execPath, [execPath, ...args]] : ['pnpm', args];
}

export function spawnPnpm(args, options = {}) {
  const [cmd, argv] = pnpmCommand(args);
  return spawn(cmd, argv, { stdio: 'inherit', ...options });
}

export function runPnpm(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnPnpm(args, options);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} exited with ${code}`))));
  });
}
