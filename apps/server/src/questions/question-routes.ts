import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addQuestion as addQuestionOp, questionList } from '@tender/api-contract';
import { QA_PAGE_SIZE } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { wholeNumber } from '../http/request-values.ts';
import { addQuestion, listQuestions } from './question-service.ts';

/** getQAList (/tenderquestion/list) and addQuestion (/tenderquestion/add), for invited suppliers. */
export function questionRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      questionList.path,
      { schema: routeSchema(questionList), preValidation: authenticate(ctx.db, 'supplier') },
      async (request) => {
        const { rfqnum, pageno, pagesize } = request.body;
        const data = await listQuestions(ctx.db, callerOf(request), rfqnum, {
          pageno: pageno === undefined ? 1 : wholeNumber(pageno),
          pagesize: pagesize === undefined ? QA_PAGE_SIZE : wholeNumber(pagesize),
        });
        return ok({ data, totalcount: data.totalcount });
      },
    );

    app.post(
      addQuestionOp.path,
      { schema: routeSchema(addQuestionOp), preValidation: authenticate(ctx.db, 'supplier') },
      async (request) => {
        const questionid = await addQuestion(
          ctx,
          callerOf(request),
          request.body.rfqnum,
          request.body.question,
        );
        return ok({ data: { questionid } });
      },
    );
  };
}
