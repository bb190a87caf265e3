import { useEffect, useState } from 'react';
import { useCall } from '@core/client/data/useCall';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { Button, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import type { CompanyProfile } from '../types';
import { Fields } from './Fields';
import { sanitizeHtml } from '@core/client/ui/sanitizeHtml';

const link = (u: string | null | undefined) =>
  u ? (
    <a href={/^https?:\/\//i.test(u) ? u : `https://${u}`} target="_blank" rel="noopener noreferrer">
      {u}
    </a>
  ) : null;

/** The Company Info modal (academicHome/searchByPartnerId). */
export function CompanyInfoButton({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const [open, setOpen] = useState(false);
  // Loaded when the dialog opens; a failure is toasted (useCall) and closes it.
  const { data: loaded, error } = useCall(c.searchByPartnerId, open ? { partnerId } : null);
  const profile: CompanyProfile | null = loaded ?? null;
  useEffect(() => {
    if (error) setOpen(false);
  }, [error]);
  const logo = s.fileUrl(profile?.companyLogo);
  return (
    <>
      <Button icon="office" variant="outlined" onClick={() => setOpen(true)}>
        {t('review.companyInfo')}
      </Button>
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={t('review.companyInfo')} style={{ width: 640 }}>
        <DialogBody>
          {!profile ? (
            <Spinner aria-label={t('common.loading')} />
          ) : (
            <div className="jr-company">
              <div className="jr-company-head">
                {logo && <img src={logo} alt={t('company.logo')} width={64} height={64} />}
                <h2>{profile.companyName}</h2>
              </div>
              <Fields
                rows={[
                  [t('company.website'), link(profile.companyWebsite)],
                  [t('company.linkedIn'), link(profile.companySocailMedia)],
                  [t('company.youTube'), link(profile.companyYouTuBe)],
                  [t('company.instagram'), link(profile.companyInstagram)],
                  [t('company.facebook'), link(profile.companyFacebook)],
                  [t('company.weChat'), profile.companyWeChat],
                  [t('company.other'), profile.other],
                  [t('company.location'), profile.companyLocation],
                ]}
              />
              <h3>{t('company.profile')}</h3>
              <div
                className="jr-rich"
                // Allow-list sanitised on top of the server's sanitising.
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(profile.companyProfile ?? '') }}
              />
            </div>
          )}
        </DialogBody>
      </Dialog>
    </>
  );
}
