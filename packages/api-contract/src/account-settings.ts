import { DISPLAY_NAME_MAX, LANGUAGES, MOBILE_NUMBER_FORMAT, MOBILE_PREFIXES } from '@tender/domain';
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
});
export type UpdateAccountSettingsBody = Static<typeof UpdateAccountSettingsBody>;

export const updateAccountSettings = defineOperation({
  method: 'POST',
  path: '/account/updatesettings',
  name: 'updateAccountSettings',
  summary: "Change the signed-in user's display name, language or mobile number",
  description:
    'Each field is optional (absent: unchanged). `mobileprefix` and `mobile` go together: a number needs ' +
    `one of the prefixes (5500003) and must follow its rule (5500004): ${mobileRules}, X a digit ` +
    "(0886: also without the leading 0). The mobile number is optional: `mobile: ''` removes it. " +
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

export const accountSettingsOperations = [accountSettings, updateAccountSettings] as const;
