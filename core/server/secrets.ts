import { randomBytes } from 'node:crypto';
import type { Handle } from './db/areaDb.js';
import { kernelHandle } from './db/handles.js';

/**
 * Returns the named secret, creating it on first use. Kept in the database so that every
 * server copy signs and verifies alike (ARCHITECTURE: no state a second copy would need).
 */
export async function secret(h: Handle, name: string, make = () => randomBytes(32).toString('base64url')) {
  const db = kernelHandle(h);
  await db
    .insertInto('kernelSecrets')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('kernelSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
