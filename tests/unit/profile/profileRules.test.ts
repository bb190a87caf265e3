import { describe, expect, it } from 'vitest';
import {
  isIrregularPhoto,
  PHOTO_PATH,
  profileErrors,
  profileMessages,
  standingFields,
} from '@schemas/profile/profileRules';

const ok = {
  email: 'grace.cheung@wil.example.edu',
  firstName: 'Grace',
  lastName: 'Cheung',
  staffSaluation: 'Dr',
  receiveNotiInd: 'Y',
  wpaStandApproveInd: 'N',
  jobappStandApproveInd: 'N',
};
const all = { wpa: true, jobApp: true };
const none = { wpa: false, jobApp: false };

describe('standing approvals by role (spec 000 §6 Profile)', () => {
  it.each([
    [['MODULE_CONVENER'], { wpa: true, jobApp: true }],
    [['ACADEMIC_SUPERVISOR'], { wpa: true, jobApp: false }],
    [['PROGRAMME_LEADER'], { wpa: false, jobApp: false }],
    [['PROGRAMME_LEADER', 'ACADEMIC_SUPERVISOR'], { wpa: true, jobApp: false }],
    [[], { wpa: false, jobApp: false }],
  ])('%j → %j', (roles, want) => expect(standingFields(roles)).toEqual(want));
});

describe('profile required messages (spec 000 §5)', () => {
  it('passes a complete profile', () => expect(profileMessages(ok, all)).toEqual([]));
  it.each([
    ['email', 'Email is required.'],
    ['firstName', 'First Name is required.'],
    ['lastName', 'Last Name is required.'],
    ['staffSaluation', 'Staff Saluation is required.'],
    ['receiveNotiInd', 'Receive Notification is required.'],
    ['wpaStandApproveInd', 'WPA Standing Approval is required.'],
    ['jobappStandApproveInd', 'Job App Standing Approval is required.'],
  ])('blank %s → %s', (field, msg) => {
    expect(profileErrors({ ...ok, [field]: '  ' }, all)).toEqual({ [field]: msg });
    expect(profileErrors({ ...ok, [field]: null }, all)).toEqual({ [field]: msg });
  });
  it('asks the standing approvals only when shown', () => {
    const p = { ...ok, wpaStandApproveInd: null, jobappStandApproveInd: null };
    expect(profileMessages(p, none)).toEqual([]);
    expect(profileMessages(p, { wpa: true, jobApp: false })).toEqual(['WPA Standing Approval is required.']);
  });
});

describe('email rule (spec 000 §5: max 50, shape)', () => {
  it.each(['a@b.co', 'first.last-x_y@mail.example.edu', `${'a'.repeat(38)}@example.com`])('accepts %s', (email) =>
    expect(profileErrors({ ...ok, email }, all)).toEqual({}),
  );
  it.each(['plain', 'a@b', 'a@b.toolong', 'a..b@c.com', `${'a'.repeat(39)}@example.com`])('refuses %s', (email) =>
    expect(profileErrors({ ...ok, email }, all)).toEqual({ email: 'Incorrect Email format.' }),
  );
});

describe('irregular photo (spec 000 §5, §9)', () => {
  it.each([
    [100, 100, false],
    [400, 400, false],
    [99, 99, true],
    [120, 100, true],
    [100, 99, true],
  ])('%ix%i → %s', (w, h, want) => expect(isIrregularPhoto(w, h)).toBe(want));
});

describe('photo storage paths', () => {
  it('accepts what the store produces and nothing else', () => {
    expect(PHOTO_PATH.test('images/2026-11/0b9e8c51-3f0e-4d43-9a1c-5b8f7e2d9a10.png')).toBe(true);
    expect(PHOTO_PATH.test('images/2026-11/../../secret.png')).toBe(false);
    expect(PHOTO_PATH.test('resumes/2026-11/0b9e8c51-3f0e-4d43-9a1c-5b8f7e2d9a10.png')).toBe(false);
  });
});
