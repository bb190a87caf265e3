import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -- <args>` as an operator types it, with the product's settings in `env`. */
export function npmRun(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
