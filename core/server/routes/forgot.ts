import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { sessionCalls } from '@schemas/core/auth.js';
import { EMAIL_MAX, isEmail, stripWhitespace } from '@core/shared/validators.js';
import type { ServerRoute } from '../plugin.js';
import { defineRoute } from './kernelRoute.js';
import { validation } from '../http/appError.js';
import { hashPassword } from '../auth/passwords.js';

const TEMP_PASSWORD_HOURS = 24;

/**
 * Staff and students recover through the institution's central account service; only industry
 * partners get mail here (spec 000 §2). The answer is the same whether or not an account exists.
 */
export const forgotRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...sessionCalls.forgotUserID,
    summary: 'Mails the user ID of the industry partner accounts registered with this email.',
    auth: 'public',
    rateLimit: 'forgot',
    async handler({ db, kernel, body }) {
      const email = body.trim();
      if (email.length > EMAIL_MAX || !isEmail(email)) throw validation('Incorrect Email format.');
      await db.transaction().execute(async (trx) => {
        const users = await trx
          .selectFrom('users')
          .select(['accountId', 'email'])
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
          .where('userType', '=', 'PARTNER')
          .where('active', '=', 'Y')
          .execute();
        for (const u of users) {
          await kernel.outbox.queue(trx, {
            to: u.email!,
            subject: 'Your WIL user ID',
            text: `Your WIL user ID is: ${u.accountId}\n\nIf you did not ask for it, you can ignore this message.`,
          });
        }
      });
      return null;
    },
  }),

  defineRoute({
    ...sessionCalls.forgotPassword,
    summary: 'Mails a temporary password to the registered email of an industry partner account.',
    auth: 'public',
    rateLimit: 'forgot',
    async handler({ db, kernel, body }) {
      const code = stripWhitespace(body);
      if (!code) throw validation('User Code is required.');
      const temp = randomBytes(9).toString('base64url');
      const hash = await hashPassword(temp);
      await db.transaction().execute(async (trx) => {
        // The old password keeps working until the temporary one is used, so nobody can lock a
        // partner out by asking for a reset in their name.
        const user = await trx
          .updateTable('users')
          .set({
            tempPasswordHash: hash,
            tempPasswordExpiresAt: sql<Date>`now() + make_interval(hours => ${TEMP_PASSWORD_HOURS})`,
          })
          .where((eb) => eb(eb.fn('lower', ['accountId']), '=', code.toLowerCase()))
          .where('userType', '=', 'PARTNER')
          .where('active', '=', 'Y')
          .where('email', 'is not', null)
          .returning(['email', 'accountId'])
          .executeTakeFirst();
        if (!user) return;
        await kernel.outbox.queue(trx, {
          to: user.email!,
          subject: 'Your new WIL password',
          text: `A new password was asked for the WIL account ${user.accountId}.\n\nTemporary password: ${temp}\n\nIt works for ${TEMP_PASSWORD_HOURS} hours; your old password keeps working until you sign in with this one.`,
        });
      });
      return null;
    },
  }),
];
