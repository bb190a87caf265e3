import { useEffect, useState } from 'react';
import { Button, Card, FormGroup, InputGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import { JobStatusTag } from '../components/StatusTag';
import { searchJobList } from './homeCalls';
import { useLoad } from '@core/client/data/useLoad';
import { JOB_SORTS } from '@schemas/job-review/jobPosts';

/** Active Job Postings for MCs and Programme Leaders (spec 000 §2). */
export function ActiveJobPostings() {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const s = useSession();
  const navigate = useNavigate();
  // The call layer sends the selected programme; a new selection loads again.
  const selected = s.programme?.cohortProgId;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState('');
  // Searches as the user types (after a pause) and at once on Enter.
  useEffect(() => {
    const h = setTimeout(() => setSearch(text.trim()), 400);
    return () => clearTimeout(h);
  }, [text]);
  const data =
    useLoad(selected ? (signal) => searchJobList(search, sort, signal) : null, [selected, search, sort]).data ?? null;
  const current = JOB_SORTS.find(([, f]) => f === sort);

  return (
    <Card className="home-card home-wide" aria-labelledby="home-active-jobs">
      <div className="home-card-head">
        <h2 id="home-active-jobs">{t('active.title')}</h2>
        <Link to="/academic/academicSeeAllJobPosting">{t('active.seeAll')}</Link>
      </div>
      <div className="home-toolbar">
        <FormGroup label={t('active.search')} labelFor="home-job-search" inline>
          <InputGroup
            id="home-job-search"
            type="search"
            leftIcon="search"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && setSearch(text.trim())}
          />
        </FormGroup>
        <Popover
          placement="bottom-start"
          content={
            <Menu aria-label={t('sort.title')}>
              {JOB_SORTS.map(([key, field]) => (
                <MenuItem
                  key={field}
                  text={t(key)}
                  roleStructure="listoption"
                  selected={field === sort}
                  onClick={() => setSort(field)}
                />
              ))}
            </Menu>
          }
        >
          <Button icon="sort" endIcon="caret-down">
            {current ? t('sort.by', { field: t(current[0]) }) : t('sort.title')}
          </Button>
        </Popover>
        <Button
          icon="reset"
          onClick={() => {
            setText('');
            setSearch('');
            setSort('');
          }}
        >
          {t('active.reset')}
        </Button>
      </div>
      {!data ? (
        <p className="home-muted">{t('common.loading')}</p>
      ) : data.postedList.length === 0 ? (
        <p className="home-muted">{t('common.noRecord')}</p>
      ) : (
        <ul className="home-job-grid" data-testid="active-jobs">
          {data.postedList.map((j) => (
            <li key={j.jobId}>
              <Card className="home-mini-card">
                <div className="home-mini-top">
                  <span className="home-muted">{j.progCode}</span>
                  <JobStatusTag status="ACTIVE" />
                </div>
                <h3>{j.jobTitle}</h3>
                <p className="home-muted">
                  {t('job.id', { id: j.jobId })} · {j.companyName}
                </p>
                <p className="home-muted">
                  {[j.positionTypeVal, j.jobTypeVal, j.workLocVal].filter(Boolean).join(' · ')}
                </p>
                <p className="home-muted">{t('job.deadline', { date: formatDate(j.lastApplyDate) })}</p>
                <div className="home-mini-actions">
                  <Button
                    icon="people"
                    size="small"
                    aria-label={t('active.studentsFor', { n: j.receivedQty ?? 0, title: j.jobTitle })}
                    onClick={() => navigate(`/academic/academicStudentApplications/${j.jobId}`)}
                  >
                    {t('active.student', { n: j.receivedQty ?? 0 })}
                  </Button>
                  <Button
                    size="small"
                    intent="primary"
                    aria-label={t('active.detailFor', { title: j.jobTitle })}
                    onClick={() => navigate(`/academic/academicReviewJobPosting/${j.jobId}/detail`)}
                  >
                    {t('active.showDetail')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
