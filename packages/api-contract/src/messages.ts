import { type Static, Type } from 'typebox';
import { Closed, Ok } from './common.ts';
import { defineNamedOperation } from './operation.ts';

// The server-managed texts of spec 7, in the caller's language (langcode), falling back to English.

/** The templates getmessageutil serves. */
export const MESSAGE_TEMPLATE_IDS = [
  'gettips',
  'timeout',
  'UPLOADTIPS',
  'savetips',
  'nodecline',
  'noreminder',
] as const;
export type MessageTemplateId = (typeof MESSAGE_TEMPLATE_IDS)[number];

/** A list of one text ('' when the template has none). */
const OneMessage = Type.Array(Closed({ message: Type.String() }), { minItems: 1, maxItems: 1 });

export const getTips = defineNamedOperation({
  kind: 'list',
  reqname: 'gettips',
  summary: 'The verification-code tips shown at sign-in',
  role: 'public',
  params: Type.Object({}),
  reply: Ok({ gettips: OneMessage }),
  errors: [],
  tags: ['Messages'],
});

export const MessageTemplateParams = Type.Object({
  templateid: Type.Enum(MESSAGE_TEMPLATE_IDS, {
    description:
      'gettips (sign-in code tips), timeout (idle sign-out), UPLOADTIPS, savetips (after a save), ' +
      'nodecline (a hard-copy tender: quoted and declined on paper), noreminder (the reminder to confirm).',
  }),
});
export type MessageTemplateParams = Static<typeof MessageTemplateParams>;

export const getMessageUtil = defineNamedOperation({
  kind: 'list',
  reqname: 'getmessageutil',
  summary: 'One message template',
  role: 'public',
  params: MessageTemplateParams,
  reply: Ok({ getmessageutil: OneMessage }),
  errors: [],
  tags: ['Messages'],
});

export const messageNamedOperations = [getTips, getMessageUtil] as const;
