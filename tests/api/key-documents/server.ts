import { inject } from 'vitest';
import { connect, type Db } from '@core/server/db/connect.js';
import { baseUrl } from '../../support/api';

export interface KeyDocumentsServer {
  base: string;
  db: Db;
  close(): Promise<void>;
}

/** The server the key-documents API tests call: the suite's own, with a pool on its database. */
export async function keyDocumentsServer(): Promise<KeyDocumentsServer> {
  const db = connect(inject('databaseUrl'), 3).db;
  return { base: baseUrl(), db, close: () => db.destroy() };
}
