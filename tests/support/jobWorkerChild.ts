/**
 * One job worker in its own process, as a server copy would run it (tests/db/jobs.test.ts):
 * DATABASE_URL, WORKER_NAME; prints 'ready' once it works, and is stopped by SIGTERM or killed.
 */
import pino from 'pino';
import { connect } from '@core/server/db/connect';
import { JobQueue } from '@core/server/jobs/queue';
import { testJobs } from './jobTestTasks';

const url = process.env.DATABASE_URL!;
const name = process.env.WORKER_NAME ?? 'worker';
const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const { db } = connect(url, 6);
// The shortest abandonment pg-boss allows (10 s without a heartbeat), checked every second.
const queue = new JobQueue({
  url,
  log: log as never,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
  stopTimeoutMs: 2000,
});
queue.register('test', testJobs(name));
await queue.start({ db, log } as never);
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
