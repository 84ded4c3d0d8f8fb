import {
  ACTIVITY_MAIL_MODES,
  CODE_MAX,
  DISPLAY_NAME_MAX,
  LANGUAGES,
  MOBILE_NUMBER_FORMAT,
  MOBILE_PREFIXES,
} from '@tender/domain';
import { type Static, Type } from 'typebox';
import { Closed, EmptyBody, IgnoredId, Ok } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// Account settings (spec 2.11, alternate variant): the signed-in user's display name, preferred language
// (the interface's and every e-mail's), e-mail (read only) and mobile number. Both calls act on the
// session's own user; an id in the body is never read.

const tags = ['Account settings'] as const;

const Language = Type.Enum(LANGUAGES, {
  description: 'EN, ZH or ZHT: the language of the e-mails sent to the user.',
});

const ActivityMail = Type.Enum(ACTIVITY_MAIL_MODES, {
  description:
    "A buyer's e-mails about the suppliers' questions, declines and submissions on their tenders (issue " +
    "35): 'each' one e-mail each (the default), 'digest' one daily digest at NOTICE_DIGEST_TIME in the " +
    "portal's time zone, 'none' no e-mail (the console still counts them). Only for an account with the " +
    'buyer role: absent from the reply of any other, and refused from it (1000004).',
});

const mobileRules = MOBILE_PREFIXES.map((p) => `${p}: ${MOBILE_NUMBER_FORMAT[p]}`).join('; ');

/** The settings of the signed-in user. */
export const AccountSettings = Closed({
  loginid: Type.String({ description: 'The account name used to sign in (read only).' }),
  username: Type.String({ description: 'The display name: the welcome text, e-mail greetings.' }),
  email: Type.String({ description: 'Where codes and e-mails go (read only: support changes it).' }),
  language: Language,
  mobileprefix: Type.Union([Type.Enum(MOBILE_PREFIXES), Type.Literal('')], {
    description: "The mobile number's prefix, '' without a mobile number.",
  }),
  mobile: Type.String({
    pattern: '^([0-9]{8,11})?$',
    description: "The mobile number's digits without its prefix, '' without one.",
  }),
  mobileverified: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description:
      '1 once the number has been proved with a code sent to it by SMS (/account/verifymobile): only then ' +
      'may it be used to sign in. A change of the number sets it back to 0.',
  }),
  activitymail: Type.Optional(ActivityMail),
  digesttime: Type.Optional(
    Type.String({
      pattern: '^[0-9]{2}:[0-9]{2}$',
      description:
        "A buyer's only: when the daily digest is sent, HH:MM in the portal's time zone (NOTICE_DIGEST_TIME).",
    }),
  ),
});
export type AccountSettings = Static<typeof AccountSettings>;

export const accountSettings = defineOperation({
  method: 'POST',
  path: '/account/settings',
  name: 'getAccountSettings',
  summary: "The signed-in user's display name, language, e-mail and mobile number",
  role: 'any',
  body: EmptyBody,
  reply: Ok({ data: AccountSettings }),
  errors: [],
  tags,
});

export const UpdateAccountSettingsBody = Type.Object({
  hrid: IgnoredId,
  userid: IgnoredId,
  username: Type.Optional(
    Type.String({
      // Longer than DISPLAY_NAME_MAX so that an over-long name is answered 5500002, in the user's words.
      maxLength: 1000,
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      description: `Trimmed; 1 to ${DISPLAY_NAME_MAX} characters (blank: 5500001, longer: 5500002).`,
    }),
  ),
  language: Type.Optional(Language),
  mobileprefix: Type.Optional(Type.String({ maxLength: 10 })),
  mobile: Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        "Spaces and hyphens are dropped, full-width digits read as digits; '' removes the mobile number.",
    }),
  ),
  activitymail: Type.Optional(ActivityMail),
});
export type UpdateAccountSettingsBody = Static<typeof UpdateAccountSettingsBody>;

export const updateAccountSettings = defineOperation({
  method: 'POST',
  path: '/account/updatesettings',
  name: 'updateAccountSettings',
  summary: "Change the signed-in user's display name, language, mobile number or (a buyer) activity e-mails",
  description:
    'Each field is optional (absent: unchanged). `mobileprefix` and `mobile` go together: a number needs ' +
    `one of the prefixes (5500003) and must follow its rule (5500004): ${mobileRules}, X a digit ` +
    "(0886: also without the leading 0, kept with it). The mobile number is optional: `mobile: ''` " +
    'removes it. A changed number is no longer verified (`mobileverified: 0`). A buyer may choose how ' +
    "the suppliers' actions are mailed (`activitymail`); another account sending it is refused (1000004). " +
    'Answers the settings as saved, and "Save successfully" in the caller\'s language.',
  role: 'any',
  body: UpdateAccountSettingsBody,
  reply: Ok({ message: Type.String(), msg: Type.String(), data: AccountSettings }),
  errors: [
    ErrorCode.DISPLAY_NAME_REQUIRED,
    ErrorCode.DISPLAY_NAME_TOO_LONG,
    ErrorCode.MOBILE_PREFIX_INVALID,
    ErrorCode.MOBILE_NUMBER_INVALID,
  ],
  tags,
});

/** A mobile number as the verification calls take it: the settings' own fields and rules. */
const MobileNumberBody = {
  hrid: IgnoredId,
  userid: IgnoredId,
  mobileprefix: Type.String({ maxLength: 10 }),
  mobile: Type.String({
    maxLength: 40,
    description: 'Spaces and hyphens are dropped, full-width digits read as digits.',
  }),
};

const mobileErrors = [
  ErrorCode.MOBILE_PREFIX_INVALID,
  ErrorCode.MOBILE_NUMBER_INVALID,
  ErrorCode.MOBILE_TAKEN,
] as const;

export const sendMobileCode = defineOperation({
  method: 'POST',
  path: '/account/sendmobilecode',
  name: 'sendMobileCode',
  summary: 'Send a code by SMS to a mobile number, to verify it for the signed-in user',
  description:
    "The number follows the settings' rules (5500003, 5500004); one verified on another account is " +
    'refused (5500005) without an SMS and without saying whose. The code is valid as a sign-in code is ' +
    '(`codeTtlSeconds` of /common/siteinfo), for that number only; the resend gap and hourly cap of ' +
    'sign-in codes apply (3000011). 3000016: the SMS could not be sent.',
  role: 'any',
  body: Type.Object(MobileNumberBody),
  reply: Ok({ message: Type.String(), msg: Type.String() }),
  errors: [...mobileErrors, ErrorCode.CODE_RATE_LIMITED, ErrorCode.SMS_NOT_SENT],
  tags,
});

export const verifyMobile = defineOperation({
  method: 'POST',
  path: '/account/verifymobile',
  name: 'verifyMobile',
  summary: "Verify a mobile number with the code sent to it: it becomes the user's, usable for sign-in",
  description:
    'The code of /account/sendmobilecode for this very number (3000004 otherwise; 5 wrong tries end ' +
    'it). The number is saved on the account as verified, whatever number was saved before; a number ' +
    'verified meanwhile on another account is refused (5500005). Answers the settings as saved.',
  role: 'any',
  body: Type.Object({ ...MobileNumberBody, code: Type.String({ maxLength: CODE_MAX }) }),
  reply: Ok({ message: Type.String(), msg: Type.String(), data: AccountSettings }),
  errors: [...mobileErrors, ErrorCode.WRONG_CODE],
  tags,
});

export const accountSettingsOperations = [
  accountSettings,
  updateAccountSettings,
  sendMobileCode,
  verifyMobile,
] as const;
