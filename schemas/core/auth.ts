import { USER_CODE_MAX } from './inputRules.js';

/** Payloads of the session calls (spec 000 §7 Auth). */
export const ajaxLoginBody = {
  type: 'object',
  required: ['code', 'state'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 2000 },
    state: { type: 'string', minLength: 1, maxLength: 500 },
    iss: { type: 'string', maxLength: 500 },
  },
} as const;

export const refreshTokenBody = {
  type: 'object',
  required: ['refreshToken'],
  additionalProperties: false,
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const logoutBody = {
  type: 'object',
  additionalProperties: false,
  properties: { userId: { type: 'integer' }, userName: { type: 'string', maxLength: 200 } },
} as const;

/** forgotUser/forgotUserID: the email as a bare JSON string. */
// The 50-character rule answers 'Incorrect Email format.' from the handler (spec 000 §5).
export const forgotUserIdBody = { type: 'string', maxLength: 500 } as const;

/** forgotUser/forgotPassword: the user code as a bare JSON string. */
export const forgotPasswordBody = { type: 'string', minLength: 1, maxLength: USER_CODE_MAX } as const;
