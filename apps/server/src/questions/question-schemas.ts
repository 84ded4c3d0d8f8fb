import { type Static, Type } from 'typebox';
import { PageInput, PageSizeInput } from '../tenders/tender-schemas.ts';

const Rfqnum = Type.String({ minLength: 1, maxLength: 100 });
/** suppliername and userid are sent by the web client and never trusted: the session says who asks. */
const IgnoredId = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Null()]));

/** getQAList. */
export const QuestionListBody = Type.Object({
  rfqnum: Rfqnum,
  suppliername: IgnoredId,
  userid: IgnoredId,
  pageno: Type.Optional(PageInput),
  pagesize: Type.Optional(PageSizeInput),
});
export type QuestionListBody = Static<typeof QuestionListBody>;

/** addQuestion; the length rule is checked by the service so it can answer its own message. */
export const AddQuestionBody = Type.Object({
  rfqnum: Rfqnum,
  suppliername: IgnoredId,
  userid: IgnoredId,
  question: Type.String({ maxLength: 20_000 }),
});
export type AddQuestionBody = Static<typeof AddQuestionBody>;
