import { demoFiles } from '@core/server/demo/demoFiles.js';

/**
 * The demo pages' attachments by storage path; the seed points annexes at these paths. They are
 * made on first read (resourceService.ts): a seed runs before the file store exists. The kernel's
 * demo file makers write them (core/server/demo/demoFiles.ts).
 */
export const DEMO_ATTACHMENTS: Partial<Record<string, () => Promise<Buffer>>> = {
  'resources/demo/WIL_Student_Handbook.pdf': () =>
    demoFiles.pdf('Work-Integrated Learning Handbook', [
      'This handbook explains the WIL placement for academic supervisors.',
      '1. Before the placement: approve the job post and the student application.',
      '2. During the placement: keep in touch with the student every four weeks.',
      '3. After the placement: review the WPA form within two weeks.',
      'Questions: wil-office@wil.example.edu',
    ]),
  'resources/demo/Supervisor_Visit_Record.docx': () =>
    demoFiles.docx('Academic Supervisor Visit Record', [
      'Student name: ______________________   Student ID: ____________',
      'Company: ______________________   Date of visit: ____________',
      'Summary of the discussion with the student and the industry supervisor:',
      'Follow-up actions:',
    ]),
  'resources/demo/WPA_Mark_Calculator.xlsx': () =>
    demoFiles.xlsx(
      'WPA marks',
      ['Question', 'Weighting (%)', 'Rating (0-5)', 'Weighted mark'],
      [
        ['Q1 Professional attitude', 12.5, 4, 10],
        ['Q2 Communication', 12.5, 5, 12.5],
        ['Q3 Teamwork', 12.5, 3, 7.5],
        ['Q4 Problem solving', 12.5, 4, 10],
      ],
    ),
  'resources/demo/WIL_Timeline.png': () =>
    demoFiles.png(480, 120, [
      [37, 99, 235],
      [22, 163, 74],
      [234, 179, 8],
      [220, 38, 38],
    ]),
  'resources/demo/Placement_Insurance_Guide.pdf': () =>
    demoFiles.pdf('Placement Insurance Guide', [
      'Every student on placement is covered by the institution’s group policy.',
      'Overseas placements need the travel insurance form two weeks before departure.',
    ]),
};
