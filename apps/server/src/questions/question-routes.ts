import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QA_PAGE_SIZE } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { wholeNumber } from '../tenders/quotation-input.ts';
import { AddQuestionBody, QuestionListBody } from './question-schemas.ts';
import { addQuestion, listQuestions } from './question-service.ts';

/** getQAList (/tenderquestion/list) and addQuestion (/tenderquestion/add), for invited suppliers. */
export function questionRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/tenderquestion/list',
      { schema: { body: QuestionListBody }, preValidation: authenticate(ctx.db, 'supplier') },
      async (request) => {
        const { rfqnum, pageno, pagesize } = request.body;
        const data = await listQuestions(ctx.db, callerOf(request), rfqnum, {
          pageno: pageno === undefined ? 1 : wholeNumber(pageno),
          pagesize: pagesize === undefined ? QA_PAGE_SIZE : wholeNumber(pagesize),
        });
        return { code: 0, success: true, data, totalcount: data.totalcount };
      },
    );

    app.post(
      '/tenderquestion/add',
      { schema: { body: AddQuestionBody }, preValidation: authenticate(ctx.db, 'supplier') },
      async (request) => {
        const questionid = await addQuestion(
          ctx.db,
          callerOf(request),
          request.body.rfqnum,
          request.body.question,
        );
        return { code: 0, success: true, data: { questionid } };
      },
    );
  };
}
