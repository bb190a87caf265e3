import type { JobReviewDb } from '../area.js';
import { notFound } from '@core/server/http/appError.js';
import { sanitizeNullableHtml } from '@core/server/html/sanitizeHtml.js';

/** academicHome/searchByPartnerId: the Company Info modal (rich text sanitised on the way out). */
export async function companyProfile(db: JobReviewDb, partnerId: number) {
  const p = await db
    .selectFrom('partners')
    .select([
      'partnerId',
      'companyName',
      'companyLogo',
      'companyWebsite',
      'companySocailMedia',
      'companyYouTuBe',
      'companyInstagram',
      'companyFacebook',
      'companyWeChat',
      'other',
      'companyLocation',
      'companyProfile',
    ])
    .where('partnerId', '=', partnerId)
    .executeTakeFirst();
  if (!p) throw notFound('No record is found.');
  return {
    ...p,
    // Partner-written rich text (issue 14): the one HTML policy, whatever was stored.
    companyProfile: sanitizeNullableHtml(p.companyProfile),
  };
}

/** partnerHome/searchPartnerContact: the contact popover (the named contact, else the primary one). */
export async function partnerContact(db: JobReviewDb, partnerId: number, partnerContactId?: number | null) {
  const c = await db
    .selectFrom('partnerContacts')
    .select([
      'partnerContactId',
      'partnerId',
      'contactName',
      'contactTitle',
      'contactDept',
      'contactOfficePhone',
      'contactMobilePhone',
      'contactEmail',
    ])
    .where('partnerId', '=', partnerId)
    .orderBy((eb) => eb('partnerContactId', '=', partnerContactId ?? -1), 'desc')
    .orderBy((eb) => eb('isPrimary', '=', 'Y'), 'desc')
    .orderBy('partnerContactId')
    .executeTakeFirst();
  if (!c) throw notFound('No record is found.');
  return c;
}
