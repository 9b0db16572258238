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
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Ctrl-C (or any child ending) stops every child's process group, then this process. */
export function superviseChildren(children) {
  let stopping = false;
  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    setTimeout(() => process.exit(code), 1500).unref();
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const child of children) child.on('exit', (code) => stop(code ?? 1));
}
