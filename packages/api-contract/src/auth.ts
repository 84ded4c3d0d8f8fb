import { CODE_MAX, LOGIN_ID_MAX, TERMS_VERSION } from '@tender/domain';
import { type Static, Type } from 'typebox';
import { Closed, EmptyBody, Ok, OkReply } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { ImageCodeAnswer } from './image-code.ts';
import { defineOperation } from './operation.ts';

// Signing in (spec 3), the forgot-password flow, the session, the terms, and the site's public facts.

const LoginId = Type.String({ minLength: 1, maxLength: LOGIN_ID_MAX });
/** An RSA-OAEP ciphertext (base64) made with the key of /connect. */
const Secret = Type.String({ minLength: 1, maxLength: 2048 });
const Code = Type.String({ maxLength: CODE_MAX });
const tags = ['Sign-in and account'] as const;

/**
 * How the login id is read (issue 32): `MOBILE`, a verified mobile number written `<prefix>-<number>`
 * (`0852-91234567`), whose codes go by SMS; anything else (the spec's `WEB`, or none), the account name,
 * whose codes go by e-mail. Every other rule is the same for both.
 */
const LoginType = Type.String({
  maxLength: 10,
  description:
    '`MOBILE`: the login id is a verified mobile number, `<prefix>-<number>` (e.g. `0852-91234567`), and codes go by SMS; otherwise (`WEB`) the account name, and codes go by e-mail. An unknown, unverified or malformed number answers as an unknown account does.',
});

export const connect = defineOperation({
  method: 'POST',
  path: '/connect',
  name: 'userConnect',
  summary: 'Get the public key that encrypts passwords',
  role: 'system',
  body: Type.Object({
    deviceid: Type.Optional(Type.String({ maxLength: 20 })),
    token: Type.String({ maxLength: 200, description: 'The system token of the client.' }),
  }),
  reply: Ok({ data: Closed({ publickey: Type.String({ description: 'RSA public key, PEM.' }) }) }),
  errors: [ErrorCode.BAD_SYSTEM_TOKEN, ErrorCode.TOO_MANY_ATTEMPTS],
  tags,
});

/** The site's public facts: who runs it, how to reach support, its clock and currency. */
export const SiteInfo = Closed({
  companyName: Type.String(),
  supportEmail: Type.String(),
  supportPhone: Type.String(),
  idleTimeoutMs: Type.Integer(),
  codeResendSeconds: Type.Integer({
    minimum: 0,
    description: 'Gap between two verification codes for one account: the send-code countdown.',
  }),
  codeTtlSeconds: Type.Integer({ minimum: 1, description: "A verification code's lifetime." }),
  timeZone: Type.String({ description: 'IANA time zone of every date shown, e.g. Asia/Hong_Kong.' }),
  timeZoneLabel: Type.String({ description: 'Its short label, e.g. HKT.' }),
  currency: Type.String({ description: 'ISO 4217 code of amounts where a tender names none.' }),
});
export type SiteInfo = Static<typeof SiteInfo>;

export const siteInfo = defineOperation({
  method: 'POST',
  path: '/common/siteinfo',
  name: 'siteInfo',
  summary: "The site's company name, support contact, idle time-out, code timings, time zone and currency",
  role: 'public',
  body: EmptyBody,
  reply: Ok({ data: SiteInfo }),
  errors: [],
  tags,
});

export const genCode = defineOperation({
  method: 'POST',
  path: '/common/gencode',
  name: 'getVercode',
  summary: 'Send a verification code by e-mail or SMS (sign-in, or forgotten password)',
  description:
    'With `isforget: false` the password (encrypted) is checked and a sign-in code is sent: by e-mail, ' +
    'or by SMS to the verified mobile number with `logintype: MOBILE`. With `isforget: true` no password ' +
    'is sent and the reply is the same whether or not the account (or verified number) exists.',
  role: 'public',
  body: Type.Object({
    suppliername: LoginId,
    password: Type.Optional(Type.String({ maxLength: 2048 })),
    isforget: Type.Boolean(),
    logintype: Type.Optional(LoginType),
    ...ImageCodeAnswer,
  }),
  reply: OkReply,
  errors: [
    ErrorCode.USER_UNKNOWN,
    ErrorCode.WRONG_PASSWORD,
    ErrorCode.LOCKED,
    ErrorCode.SIGN_IN_BUSY,
    ErrorCode.CODE_RATE_LIMITED,
    ErrorCode.UNREADABLE_SECRET,
    ErrorCode.TOO_MANY_ATTEMPTS,
    ErrorCode.IMAGE_CODE_REQUIRED,
    ErrorCode.IMAGE_CODE_WRONG,
    ErrorCode.SMS_NOT_SENT,
  ],
  tags,
});

/** A signed-in session as the login reply gives it. */
export const LoginData = Closed({
  token: Type.String({ description: 'Sent back in the Authorization header of every call.' }),
  expiration: Type.String({ format: 'date-time' }),
  username: Type.String(),
  loginid: Type.String(),
  hrid: Type.String(),
  userid: Type.String(),
  siteid: Type.String(),
  emailverified: Type.Union([Type.Literal(0), Type.Literal(1)]),
  issupplier: Type.Union([Type.Literal(0), Type.Literal(1)]),
  isbuyer: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], {
      description: 'A staff user with the buyer role (issue 17); always sent by this server.',
    }),
  ),
  isapprover: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], {
      description: 'A staff user with the approver role (issue 29); always sent by this server.',
    }),
  ),
});
export type LoginData = Static<typeof LoginData>;

export const login = defineOperation({
  method: 'POST',
  path: '/common/userlogin',
  name: 'login',
  summary: 'Sign in with the password and the code sent by e-mail or SMS',
  description:
    'An expired password (or a first login) answers code 3000007 with the session all the same: it ' +
    'reaches only /account/editaccount, /account/acceptterms and /checksession until the password changes. ' +
    'With `logintype: MOBILE` the login id is the verified mobile number (`0852-91234567`); the reply names ' +
    'the account (`loginid`).',
  role: 'public',
  body: Type.Object({
    loginid: LoginId,
    password: Secret,
    logintype: Type.Optional(LoginType),
    code: Code,
    deviceid: Type.Optional(Type.String({ maxLength: 20 })),
    devicedesc: Type.Optional(Type.String({ maxLength: 200 })),
    ...ImageCodeAnswer,
  }),
  reply: Type.Union([
    Ok({ data: LoginData }),
    Closed({
      code: Type.Literal(ErrorCode.PASSWORD_EXPIRED),
      success: Type.Literal(false),
      message: Type.String(),
      msg: Type.String(),
      data: LoginData,
    }),
  ]),
  errors: [
    ErrorCode.USER_UNKNOWN,
    ErrorCode.WRONG_PASSWORD,
    ErrorCode.WRONG_CODE,
    ErrorCode.LOCKED,
    ErrorCode.SIGN_IN_BUSY,
    ErrorCode.PASSWORD_EXPIRED,
    ErrorCode.UNREADABLE_SECRET,
    ErrorCode.TOO_MANY_ATTEMPTS,
    ErrorCode.IMAGE_CODE_REQUIRED,
    ErrorCode.IMAGE_CODE_WRONG,
  ],
  tags,
});

export const verification = defineOperation({
  method: 'POST',
  path: '/common/verification',
  name: 'validate',
  summary: 'Forgotten password: check the login id (type 1) or the code sent (type 2)',
  role: 'public',
  body: Type.Object({
    suppliername: LoginId,
    type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal('1'), Type.Literal('2')]),
    code: Type.Optional(Code),
    logintype: Type.Optional(LoginType),
    ...ImageCodeAnswer,
  }),
  reply: Ok({
    data: Type.Optional(Closed({ hrid: Type.String({ description: 'Sent back to /account/editaccount.' }) })),
  }),
  errors: [
    ErrorCode.WRONG_CODE,
    ErrorCode.TOO_MANY_ATTEMPTS,
    ErrorCode.IMAGE_CODE_REQUIRED,
    ErrorCode.IMAGE_CODE_WRONG,
  ],
  tags,
});

export const editAccount = defineOperation({
  method: 'POST',
  path: '/account/editaccount',
  name: 'changePassword',
  summary: 'Change the password: signed in (old password) or forgotten (the code sent by e-mail or SMS)',
  role: 'public',
  heldBack: true,
  description:
    'With `verificationcode` (forgot flow) no session is needed; otherwise the Authorization header ' +
    'must carry a session and `oldpassword` the current password. Passwords are encrypted.',
  body: Type.Object({
    hrid: Type.String({ maxLength: 100 }),
    password: Secret,
    oldpassword: Type.Optional(Type.String({ maxLength: 2048 })),
    verificationcode: Type.Optional(Code),
  }),
  reply: OkReply,
  errors: [
    ErrorCode.WRONG_CODE,
    ErrorCode.OLD_PASSWORD_WRONG,
    // The fifth wrong old password in a row locks the account (docs/architecture.md, Security choices).
    ErrorCode.LOCKED,
    ErrorCode.SIGN_IN_BUSY,
    ErrorCode.PASSWORD_POLICY,
    ErrorCode.PASSWORD_REUSED,
    ErrorCode.TERMS_NOT_ACCEPTED,
    ErrorCode.UNREADABLE_SECRET,
    ErrorCode.TOO_MANY_ATTEMPTS,
  ],
  tags,
});

export const logout = defineOperation({
  method: 'POST',
  path: '/logout',
  name: 'userLogout',
  summary: 'End the session',
  role: 'public',
  description: 'The session is taken from the Authorization header, else from `token`.',
  body: Type.Object({
    loginid: Type.Optional(Type.String({ maxLength: LOGIN_ID_MAX })),
    logintype: Type.Optional(Type.String({ maxLength: 10 })),
    token: Type.Optional(Type.String({ maxLength: 200 })),
    maxsessionid: Type.Optional(Type.String({ maxLength: 20 })),
  }),
  reply: OkReply,
  errors: [ErrorCode.SESSION_INVALID],
  tags,
});

export const checkSession = defineOperation({
  method: 'POST',
  path: '/checksession',
  name: 'checksession',
  summary: 'Answer code 0 while the session is valid',
  role: 'any',
  heldBack: true,
  body: EmptyBody,
  reply: OkReply,
  errors: [],
  tags,
});

export const acceptTerms = defineOperation({
  method: 'POST',
  path: '/account/acceptterms',
  name: 'acceptTerms',
  summary: 'Record that the user accepted the current terms of use',
  role: 'any',
  heldBack: true,
  body: Type.Object({ version: Type.Literal(TERMS_VERSION) }),
  reply: OkReply,
  errors: [],
  tags,
});

export const authOperations = [
  connect,
  siteInfo,
  genCode,
  login,
  verification,
  editAccount,
  logout,
  checkSession,
  acceptTerms,
] as const;
