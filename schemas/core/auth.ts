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

// ---- Replies of the session calls (the `object` of each answer) ----

/** Spec 000 §3 user info, with the default role (the first role held in the current cohort). */
export const userInfoReply = {
  type: 'object',
  required: ['token', 'userId', 'userName', 'accountId', 'userType'],
  additionalProperties: false,
  properties: {
    token: { type: 'string' },
    userId: { type: 'integer' },
    userName: { type: 'string' },
    accountId: { type: 'string' },
    defaultUserRoleId: { type: ['integer', 'null'] },
    defaultRoleId: { type: ['integer', 'null'] },
    roleCode: { type: ['string', 'null'] },
    roleName: { type: ['string', 'null'] },
    userType: { type: 'string' },
    email: { type: ['string', 'null'] },
  },
} as const;

export const tokensReply = {
  type: 'object',
  required: ['accessToken', 'refreshToken'],
  additionalProperties: false,
  properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
} as const;

/** ajaxLogin and checkToken: who signed in, the tokens, and the read signature for stored images. */
export const signedInReply = {
  type: 'object',
  required: ['userInfo', 'accessToken', 'refreshToken', 'sasToken'],
  additionalProperties: false,
  properties: {
    userInfo: userInfoReply,
    accessToken: { type: 'string' },
    refreshToken: { type: 'string' },
    sasToken: { type: 'string' },
  },
} as const;

const nothing = { type: 'null' } as const;

export const sessionCalls = {
  ajaxLogin: { path: 'academic/login/ajaxLogin', body: ajaxLoginBody, reply: signedInReply },
  checkToken: { path: 'academic/login/checkToken', body: refreshTokenBody, reply: signedInReply },
  refreshToken: { path: 'academic/login/refreshToken', body: refreshTokenBody, reply: tokensReply },
  checkShutdownTime: { path: 'academic/login/checkShutdownTime', reply: nothing },
  lgout: { path: 'academic/login/lgout', body: logoutBody, reply: nothing },
  forgotUserID: { path: 'forgotUser/forgotUserID', body: forgotUserIdBody, reply: nothing },
  forgotPassword: { path: 'forgotUser/forgotPassword', body: forgotPasswordBody, reply: nothing },
} as const;
