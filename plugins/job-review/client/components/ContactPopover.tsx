import { useState } from 'react';
import { Button, Popover, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { searchPartnerContact } from '../calls';
import type { PartnerContact } from '../types';
import { Fields } from './Fields';

/** The company contact popover (partnerHome/searchPartnerContact), loaded when first opened. */
export function ContactPopover({
  partnerId,
  partnerContactId,
}: {
  partnerId: number;
  partnerContactId?: number | null;
}) {
  const { t } = useTranslation('job-review');
  const [contacts, setContacts] = useState<PartnerContact[] | null>(null);
  const load = () => {
    if (contacts) return;
    searchPartnerContact(partnerId, partnerContactId)
      .then((r) => setContacts(Array.isArray(r) ? r : r ? [r] : []))
      .catch((e) => {
        setContacts([]);
        void toast.error(e instanceof ApiError ? e.message : String(e));
      });
  };
  return (
    <Popover
      onOpening={load}
      placement="bottom"
      content={
        <div className="jr-popover" aria-label={t('review.contact')}>
          {!contacts ? (
            <Spinner size={20} aria-label={t('common.loading')} />
          ) : contacts.length === 0 ? (
            <p>{t('common.noRecord')}</p>
          ) : (
            contacts.map((c, i) => (
              <Fields
                key={i}
                rows={[
                  [t('contact.name'), c.contactName],
                  [t('contact.title'), c.contactTitle],
                  [t('contact.dept'), c.contactDept],
                  [t('contact.officePhone'), c.contactOfficePhone],
                  [t('contact.mobilePhone'), c.contactMobilePhone],
                  [t('contact.email'), c.contactEmail],
                ]}
              />
            ))
          )}
        </div>
      }
    >
      <Button icon="id-number" variant="outlined">
        {t('review.contact')}
      </Button>
    </Popover>
  );
}
