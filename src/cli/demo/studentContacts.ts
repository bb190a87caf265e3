import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';

/**
 * Students' own contact fields and resumes (student_profiles, student_resumes: student data, the
 * kernel's tables since core 005_student_directory), a varied mix decided by the student's id, for
 * every student that has none yet. The demo seed and the large data set (src/cli/largeData.ts)
 * both call it. Answers how many profiles it added.
 */
export async function seedStudentContacts(db: Db): Promise<number> {
  const added = await sql`insert into student_profiles (student_id, we_chat, whats_app, linked_in, personal_web)
    select s.student_id,
      case when s.student_id % 2 = 0 then 'wx_' || s.student_acct_id end,
      case when s.student_id % 3 = 0 then '+852 9' || lpad((s.student_id::bigint * 7919 % 10000000)::text, 7, '0') end,
      case when s.student_id % 4 <> 0 then 'https://www.linkedin.com/in/' || lower(s.student_acct_id) end,
      case when s.student_id % 5 = 0 then 'https://' || lower(s.student_acct_id) || '.example.com' end
    from students s
    where not exists (select 1 from student_profiles sp where sp.student_id = s.student_id)`.execute(db);
  await sql`insert into student_resumes (student_id, annex_name, storage_path)
    select s.student_id, 'Resume ' || s.student_acct_id || '.pdf', 'demo/resumes/' || s.student_acct_id || '.pdf'
    from students s
    where s.student_id % 3 <> 1 and not exists (select 1 from student_resumes r where r.student_id = s.student_id)`.execute(
    db,
  );
  return Number(added.numAffectedRows ?? 0);
}
