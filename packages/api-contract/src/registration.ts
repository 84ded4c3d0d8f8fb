import { type Static, Type } from 'typebox';
import { Closed, Instant, Ok, OkReply } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// Issue 33, item 4: a buyer invites a company that is not registered. The contact gets a link (single use,
// 14 days) to register: a login id and password, the terms, the company profile with BR & CI. An approver
// or a buyer of the site reviews it; approved, the company is an ordinary supplier with its invitation.

const tags = ['Supplier registration'] as const;

const Rfqnum = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$' });
const Language = Type.Union([Type.Literal('EN'), Type.Literal('ZH'), Type.Literal('ZHT')]);
const Name = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  description: 'One address; its domain is compared with the known suppliers’.',
});
const Token = Type.String({ minLength: 1, maxLength: 200, description: 'The token of the mailed link.' });
const RegistrationId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD.' });
const NullableInstant = Type.Union([Instant, Type.Null()]);

// ---- The buyer invites a new company ----

export const BuyerInviteNewBody = Closed({
  rfqnum: Rfqnum,
  companyname: Name(200),
  contactname: Name(100),
  email: Email,
  language: Type.Optional(
    Type.With(Language, { description: 'Of the mails to the contact; EN by default.' }),
  ),
});
export type BuyerInviteNewBody = Static<typeof BuyerInviteNewBody>;

export const RegistrationDuplicate = Closed({
  suppliercode: Type.String(),
  suppliername: Type.String(),
  match: Type.Union([Type.Literal('email'), Type.Literal('name')], {
    description: "'email': an account or contact has that address; 'name': same e-mail domain and name.",
  }),
});
export type RegistrationDuplicate = Static<typeof RegistrationDuplicate>;

export const buyerRfqInviteNew = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/invitenew',
  name: 'buyerRfqInviteNew',
  summary: 'Invite a company that is not registered: a registration link mailed to its contact',
  description:
    'Duplicates first: a supplier with an account or contact at that e-mail, or with one at the same ' +
    'e-mail domain and the same company name (case, spaces, punctuation and Ltd/Limited/Co. ignored), is ' +
    'answered in `duplicates` and nothing is made (invite that one with /buyer/rfq/invite). Otherwise a ' +
    'registration of the RFQ is made and its link mailed at once (single use, 14 days); the RFQ shows it ' +
    'as pending until it is approved. The RFQ must accept invitations (draft or open: else 5600006/5600009).',
  role: 'buyer',
  body: BuyerInviteNewBody,
  reply: Ok({
    data: Closed({
      registrationid: Type.Union([Type.Integer(), Type.Null()], { description: 'null: duplicates found.' }),
      expiresat: NullableInstant,
      duplicates: Type.Array(RegistrationDuplicate),
    }),
  }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.RFQ_CLOSED,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
    ErrorCode.REGISTRATION_OPEN,
  ],
  tags,
});

// ---- The contact registers (public) ----

export const RegisterCheckBody = Closed({ token: Token });
export type RegisterCheckBody = Static<typeof RegisterCheckBody>;

export const RegisterInvitation = Closed({
  companyname: Type.String(),
  contactname: Type.String(),
  email: Type.String(),
  language: Language,
  expiresat: Instant,
  termsversion: Type.String({ description: 'The Terms of Use accepted by registering.' }),
});
export type RegisterInvitation = Static<typeof RegisterInvitation>;

const linkErrors = [
  ErrorCode.REGISTRATION_LINK_UNKNOWN,
  ErrorCode.REGISTRATION_LINK_EXPIRED,
  ErrorCode.REGISTRATION_LINK_USED,
  ErrorCode.TOO_MANY_ATTEMPTS,
] as const;

export const registerCheck = defineOperation({
  method: 'POST',
  path: '/register/check',
  name: 'registerCheck',
  summary: 'What a registration link is for (no session)',
  description:
    'Counted with the failed sign-in attempts of the client address (3000012 once they are used up).',
  role: 'public',
  body: RegisterCheckBody,
  reply: Ok({ data: RegisterInvitation }),
  errors: [...linkErrors],
  tags,
});

export const RegistrationProfile = Closed({
  companyname: Name(200),
  addressline1: Name(200),
  addressline2: Text(200),
  addressline3: Text(200),
  city: Text(100),
  state: Text(100),
  zip: Text(40),
  phone: Name(50),
  fax: Text(50),
  homepage: Type.Optional(Type.String({ maxLength: 300, description: 'Empty or http(s)://… (5200001).' })),
  salutation: Text(20),
  position: Text(100),
  contactphone: Text(50),
  brnumber: Type.String({ minLength: 1, maxLength: 40, pattern: '[A-Za-z0-9]' }),
  brexpirydate: Type.Optional(DateText),
  cinumber: Text(40),
  ciexpirydate: Type.Optional(DateText),
});
export type RegistrationProfile = Static<typeof RegistrationProfile>;

export const RegisterSubmitBody = Closed({
  token: Token,
  loginid: Type.String({
    minLength: 3,
    maxLength: 100,
    pattern: '^[A-Za-z0-9._@-]+$',
    description: 'Letters, digits and . _ @ -; unique whatever its case.',
  }),
  password: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: 'Encrypted with the public key of /connect, as at sign-in; the password rules of spec 5.',
  }),
  acceptterms: Type.Boolean({ description: 'Must be true (else 3000013).' }),
  profile: RegistrationProfile,
});
export type RegisterSubmitBody = Static<typeof RegisterSubmitBody>;

export const registerSubmit = defineOperation({
  method: 'POST',
  path: '/register/submit',
  name: 'registerSubmit',
  summary: 'Register the invited company (no session): account, terms, company profile, BR & CI',
  description:
    'Uses the link up. Nothing can be signed in to or seen until an approver or a buyer of the site ' +
    'approves it. A BR number of an existing supplier is refused (5600055) and the invitation flagged; ' +
    'the link stays usable.',
  role: 'public',
  body: RegisterSubmitBody,
  reply: OkReply,
  errors: [
    ...linkErrors,
    ErrorCode.UNREADABLE_SECRET,
    ErrorCode.PASSWORD_POLICY,
    ErrorCode.TERMS_NOT_ACCEPTED,
    ErrorCode.HOMEPAGE_URL_INVALID,
    ErrorCode.LOGINID_TAKEN,
    ErrorCode.BR_NUMBER_REGISTERED,
  ],
  tags,
});

// ---- Review ----

export const RegistrationState = Type.Union(
  [
    Type.Literal('INVITED'),
    Type.Literal('EXPIRED'),
    Type.Literal('SUBMITTED'),
    Type.Literal('APPROVED'),
    Type.Literal('REJECTED'),
  ],
  {
    description:
      'INVITED: link sent; EXPIRED: link unused after 14 days; SUBMITTED: registered, waiting for review ' +
      '("Pending registration"); APPROVED: a supplier now; REJECTED.',
  },
);
export type RegistrationState = Static<typeof RegistrationState>;

export const BuyerRegistration = Closed({
  registrationid: Type.Integer(),
  rfqnum: Type.String(),
  rfqdescription: Type.String(),
  companyname: Type.String(),
  contactname: Type.String(),
  email: Type.String(),
  language: Language,
  status: RegistrationState,
  flagged: Type.Boolean({ description: 'Tried to register with the BR number of an existing supplier.' }),
  invitedby: Type.String(),
  invitedat: Instant,
  expiresat: Instant,
  submittedat: NullableInstant,
  decidedby: Type.String(),
  decidedat: NullableInstant,
  reason: Type.String(),
  suppliercode: Type.Union([Type.String(), Type.Null()]),
  loginid: Type.Union([Type.String(), Type.Null()]),
  profile: Type.Union([RegistrationProfile, Type.Null()], { description: 'Once registered.' }),
});
export type BuyerRegistration = Static<typeof BuyerRegistration>;

export const BuyerRegistrationListBody = Type.Optional(
  Closed({
    rfqnum: Type.Optional(Rfqnum),
    pending: Type.Optional(Type.Boolean({ description: 'Only those waiting for review (SUBMITTED).' })),
  }),
);
export type BuyerRegistrationListBody = Static<typeof BuyerRegistrationListBody>;

export const buyerRegistrationList = defineOperation({
  method: 'POST',
  path: '/buyer/registration/list',
  name: 'buyerRegistrationList',
  summary: 'The invitations to register of the caller’s site (of one RFQ, or waiting for review)',
  description: 'Buyers and approvers of the site; those waiting for review first, then the newest.',
  role: 'procurement',
  body: BuyerRegistrationListBody,
  reply: Ok({ data: Closed({ registrations: Type.Array(BuyerRegistration) }) }),
  errors: [],
  tags,
});

export const BuyerRegistrationApproveBody = Closed({ registrationid: RegistrationId });
export type BuyerRegistrationApproveBody = Static<typeof BuyerRegistrationApproveBody>;

export const buyerRegistrationApprove = defineOperation({
  method: 'POST',
  path: '/buyer/registration/approve',
  name: 'buyerRegistrationApprove',
  summary: 'Approve a registration: the company becomes a supplier and gets its invitation',
  description:
    'The supplier (code N + 5 digits, the next free), its account, contact and BR & CI are made; the ' +
    'contact is mailed. The invitation to the RFQ: `made` (open RFQ: invitation and its mail), `listed` ' +
    '(draft: on the pick list) or `none` (the RFQ closed, was awarded or cancelled meanwhile).',
  role: 'procurement',
  body: BuyerRegistrationApproveBody,
  reply: Ok({
    data: Closed({
      suppliercode: Type.String(),
      invitation: Type.Union([Type.Literal('made'), Type.Literal('listed'), Type.Literal('none')]),
    }),
  }),
  errors: [
    ErrorCode.NO_SUCH_REGISTRATION,
    ErrorCode.REGISTRATION_DECIDED,
    ErrorCode.LOGINID_TAKEN,
    ErrorCode.BR_NUMBER_REGISTERED,
  ],
  tags,
});

export const BuyerRegistrationRejectBody = Closed({
  registrationid: RegistrationId,
  reason: Type.String({ maxLength: 2000, description: 'Mailed to the contact; required (5600010).' }),
});
export type BuyerRegistrationRejectBody = Static<typeof BuyerRegistrationRejectBody>;

export const buyerRegistrationReject = defineOperation({
  method: 'POST',
  path: '/buyer/registration/reject',
  name: 'buyerRegistrationReject',
  summary: 'Reject a registration (or withdraw a link not used yet), with a reason mailed to the contact',
  role: 'procurement',
  body: BuyerRegistrationRejectBody,
  reply: OkReply,
  errors: [ErrorCode.NO_SUCH_REGISTRATION, ErrorCode.REGISTRATION_DECIDED, ErrorCode.REASON_REQUIRED],
  tags,
});

export const BuyerRegistrationResendBody = Closed({ registrationid: RegistrationId });
export type BuyerRegistrationResendBody = Static<typeof BuyerRegistrationResendBody>;

export const buyerRegistrationResend = defineOperation({
  method: 'POST',
  path: '/buyer/registration/resend',
  name: 'buyerRegistrationResend',
  summary: 'Send a registration link again: a new link for 14 days; the one sent before stops working',
  description:
    'A buyer of the site, for an invitation whose link has not been used (waiting, or expired): a new ' +
    'token, mailed at once to the contact in their language within the same transaction (a mail the ' +
    'relay refuses changes nothing). 5600053 once the company has registered, 5600057 once decided.',
  role: 'buyer',
  body: BuyerRegistrationResendBody,
  reply: Ok({ data: Closed({ expiresat: Instant }) }),
  errors: [ErrorCode.NO_SUCH_REGISTRATION, ErrorCode.REGISTRATION_LINK_USED, ErrorCode.REGISTRATION_DECIDED],
  tags,
});

export const registrationOperations = [
  buyerRfqInviteNew,
  registerCheck,
  registerSubmit,
  buyerRegistrationList,
  buyerRegistrationApprove,
  buyerRegistrationReject,
  buyerRegistrationResend,
] as const;
