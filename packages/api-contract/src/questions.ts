import { QA_PAGE_SIZE, QUESTION_MAX_LENGTH } from '@tender/domain';
import { type Static, Type } from 'typebox';
import { Closed, IgnoredId, Instant, Ok, PageInput, PageSizeInput } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// Questions and answers of a tender (spec 3, Q&A): a supplier asks; the buyer answers, privately or to
// every invited supplier, never naming who asked.

const tags = ['Tender documents'] as const;
const Rfqnum = Type.String({ minLength: 1, maxLength: 100 });

/** getQAList. */
export const QuestionListBody = Type.Object({
  rfqnum: Rfqnum,
  suppliername: IgnoredId,
  userid: IgnoredId,
  pageno: Type.Optional(PageInput),
  pagesize: Type.Optional(PageSizeInput),
});
export type QuestionListBody = Static<typeof QuestionListBody>;

/** One question as the asking supplier may see it. */
export const QuestionItem = Closed({
  questionid: Type.Integer(),
  rfqnum: Type.String(),
  createdate: Instant,
  question: Type.String(),
  answer: Type.String({ description: "'' until answered." }),
  answerall: Type.Union([Type.Literal('0'), Type.Literal('1')], {
    description: "'1' when the answer is public to every invited supplier.",
  }),
  mine: Type.Union([Type.Literal('0'), Type.Literal('1')], {
    description:
      "'1' for the caller's own questions; others are public answers and never name their supplier.",
  }),
});
export type QuestionItem = Static<typeof QuestionItem>;

export const QuestionPage = Closed({
  questionResList: Type.Array(QuestionItem),
  totalcount: Type.Integer({ description: 'How many questions the caller may see in all.' }),
});
export type QuestionPage = Static<typeof QuestionPage>;

export const questionList = defineOperation({
  method: 'POST',
  path: '/tenderquestion/list',
  name: 'getQAList',
  summary: 'One page of the questions the supplier may see on an RFQ it is invited to',
  description:
    `Its own questions (answered or not) and other suppliers' once answered publicly; newest first. ` +
    `Default page 1 of ${QA_PAGE_SIZE}.`,
  role: 'supplier',
  body: QuestionListBody,
  reply: Ok({
    data: QuestionPage,
    totalcount: Type.Integer({ description: 'The same as `data.totalcount`.' }),
  }),
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags,
});

/**
 * addQuestion. The length rule (QUESTION_MAX_LENGTH) is the service's, so that it answers its own message
 * (5400002); the schema only bounds what is read, well above it.
 */
export const AddQuestionBody = Type.Object({
  rfqnum: Rfqnum,
  suppliername: IgnoredId,
  userid: IgnoredId,
  question: Type.String({ maxLength: QUESTION_MAX_LENGTH * 10 }),
});
export type AddQuestionBody = Static<typeof AddQuestionBody>;

export const addQuestion = defineOperation({
  method: 'POST',
  path: '/tenderquestion/add',
  name: 'addQuestion',
  summary: 'Ask a question on an RFQ the supplier is invited to',
  description:
    'The question is trimmed; the supplier comes from the session. Blank: 5400001; more than ' +
    `${QUESTION_MAX_LENGTH} characters: 5400002.`,
  role: 'supplier',
  body: AddQuestionBody,
  reply: Ok({ data: Closed({ questionid: Type.Integer() }) }),
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.QUESTION_REQUIRED, ErrorCode.QUESTION_TOO_LONG],
  tags,
});

export const questionOperations = [questionList, addQuestion] as const;
