import type { SeedContext } from '@core/server/plugin.js';
import type { ResourcesDb } from './area.js';
import { sanitizeHtml } from '@core/server/html/sanitizeHtml.js';
import type { ResourcesTable } from './tables.js';

type Recipient = ResourcesTable['recipientType'];

/** The handbook's timeline banner, made by the kernel's demo PNG maker. */
const banner = async ({ demoFiles }: SeedContext<ResourcesDb>) =>
  `data:image/png;base64,${(
    await demoFiles.png(240, 48, [
      [37, 99, 235],
      [22, 163, 74],
      [234, 179, 8],
    ])
  ).toString('base64')}`;

const handbook = (bannerUri: string) => `
<h2>Before the placement</h2>
<p>Work-integrated learning (WIL) lets students apply what they learn in a real workplace. As an
<strong>academic supervisor</strong> you follow each student from the job application to the final WPA.</p>
<img src="${bannerUri}" alt="The four stages of a WIL placement: apply, start, visit, appraise" width="240" height="48">
<h3>Your checklist</h3>
<ol>
  <li>Review the job posts of your programme within five working days.</li>
  <li>Approve or return the student's job application.</li>
  <li>Check the key documents: contract and insurance certificate.</li>
</ol>
<h2>During the placement</h2>
<ul>
  <li>Contact the student every four weeks.</li>
  <li>Visit the workplace at least once (record it on the visit form below).</li>
</ul>
<h2>Key dates</h2>
<table>
  <caption>Key dates of the current cohort</caption>
  <thead><tr><th scope="col">Stage</th><th scope="col">When</th></tr></thead>
  <tbody>
    <tr><td>Job applications open</td><td>September</td></tr>
    <tr><td>Placement period</td><td>June to August</td></tr>
    <tr><td>WPA review</td><td>Within two weeks after the placement</td></tr>
  </tbody>
</table>
<p>More on the <a href="https://www.wil.example.edu/academic-guide" target="_blank">WIL academic guide</a>, or
write to <a href="mailto:wil-office@wil.example.edu">the WIL office</a>.</p>`;

const pages = (
  bannerUri: string,
): { name: string; recipient: Recipient; html?: string; annexes?: [string, string][] }[] => [
  {
    name: 'WIL Handbook for Academic Supervisors',
    recipient: 'ACADEMIC',
    html: handbook(bannerUri),
    annexes: [
      ['WIL Student Handbook (PDF)', 'resources/demo/WIL_Student_Handbook.pdf'],
      ['Supervisor Visit Record (Word)', 'resources/demo/Supervisor_Visit_Record.docx'],
      ['WPA Mark Calculator (Excel)', 'resources/demo/WPA_Mark_Calculator.xlsx'],
      ['WIL Timeline (image)', 'resources/demo/WIL_Timeline.png'],
    ],
  },
  {
    name: 'Frequently Asked Questions',
    recipient: 'GENERAL',
    html: `<h2>How do I change the selected programme?</h2><p>Use the <em>Programme</em> dropdown in the header.</p>
<h2>Who reviews the WPA form?</h2><p>The academic supervisor assigned to the student, or the module convener.</p>
<h2>Why is a link refused?</h2><p>Links use only <code>http</code>, <code>https</code> or <code>mailto</code>.</p>
<!-- Sanitised on write: the script, the handler and the frame below never reach the database. -->
<p onclick="alert(1)">Contact the WIL office for anything else.</p><script>alert('x')</script>
<iframe src="https://evil.example.com"></iframe><a href="javascript:alert(1)">not a link</a>`,
  },
  {
    name: 'Placement Insurance',
    recipient: 'GENERAL',
    html: `<h2>Cover</h2><p>Every student on a local placement is covered by the institution's group policy.</p>
<h2>Overseas placements</h2><ul><li>Submit the travel insurance form two weeks before departure.</li><li>Keep the emergency number with you.</li></ul>`,
    annexes: [['Placement Insurance Guide (PDF)', 'resources/demo/Placement_Insurance_Guide.pdf']],
  },
  { name: 'Student-only: Writing your reflective log', recipient: 'STUDENT' },
  { name: 'Partner-only: Posting a job', recipient: 'PARTNER' },
  { name: 'Administrator notes', recipient: 'ADMIN' },
];

const TOPICS = [
  'Approving job posts',
  'Reviewing job applications',
  'Key documents checklist',
  'Exempted WIL hours',
  'Visiting the workplace',
  'Safety at the workplace',
  'Handling a difficult placement',
  'Terminating a WPA',
  'Adjusting WPA weightings',
  'Programme-specific WPA questions',
  'Batch upload of the programme setup',
  'Cloning the programme setup',
  'Reports and exports',
  'Data privacy for supervisors',
  'Students with special educational needs',
  'Overseas placements',
  'Start-up placements',
  'Part-time placements',
  'Marking the final report',
  'Moderation of WIL marks',
  'Appeals',
  'Contact the WIL office',
];

/** Resource pages: rich ones with attachments, and enough titles for two pages of 20. */
export async function seedResources(ctx: SeedContext<ResourcesDb>) {
  const t = ctx.db;
  const all = [
    ...pages(await banner(ctx)),
    ...TOPICS.map((name, i) => ({
      name,
      recipient: (i % 3 === 0 ? 'GENERAL' : 'ACADEMIC') as Recipient,
      html: `<h2>${name}</h2><p>Guidance for academic staff on ${name.toLowerCase()}.</p><ul><li>Who: academic supervisors and module conveners.</li><li>When: see the WIL calendar.</li></ul>`,
      annexes: undefined,
    })),
  ];
  for (const [i, p] of all.entries()) {
    const { resourceId } = await t
      .insertInto('resources')
      .values({
        resourcePageName: p.name,
        // Sanitised on write, the seed included.
        displayContent: sanitizeHtml(p.html ?? `<p>${p.name}.</p>`),
        recipientType: p.recipient,
        dispSeq: i + 1,
      })
      .returning('resourceId')
      .executeTakeFirstOrThrow();
    if (p.annexes?.length) {
      await t
        .insertInto('resourceAnnexes')
        .values(
          p.annexes.map(([annexName, storagePath], k) => ({ resourceId, annexName, storagePath, dispSeq: k + 1 })),
        )
        .execute();
    }
  }
}
