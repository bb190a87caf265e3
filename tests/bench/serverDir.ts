import os from 'node:os';
import path from 'node:path';

/** The data folder of the servers the benchmark starts (mail, files): away from the working tree. */
export const SERVER_DATA_DIR = path.join(os.tmpdir(), 'wil-bench-server');
