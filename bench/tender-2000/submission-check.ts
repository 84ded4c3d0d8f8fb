import { calculateLines, checkSubmission, type SubmissionLine, summarizeLines } from '@tender/domain';
import { buildLargeTender } from '../../packages/domain/src/large-tender.fixture.ts';
import { median, percentile } from '../lib/stats.ts';

/**
 * The domain's full submission check of a 2,000-line tender (issue 12): every line's flags against its
 * calculated amounts, the tender-level rules and the final discount rate, as the browser runs it when
 * Submit is clicked and the server runs it inside the submitting transaction. Every third line is
 * unpriced, so the check also builds the list of what is missing.
 */
export function measureSubmissionCheck(runs = 201): { median: number; p95: number; lines: number } {
  const inputs = buildLargeTender(2000).map((line, index) =>
    index % 3 === 0 && !line.header ? { ...line, unitprice: null } : line,
  );
  const amounts = calculateLines(inputs);
  const lines: SubmissionLine[] = inputs.map((input, index) => ({
    seqno: input.seqno,
    description: `Line ${input.seqno}`,
    header: input.header,
    autocal: input.autocal,
    required: true,
    qtyrequired: input.seqno % 4 === 0,
    totalamountreq: input.totalamountreq,
    neednotes: input.seqno % 25 === 0,
    quantity: amounts[index]?.quantity ?? null,
    unitprice: amounts[index]?.unitprice ?? null,
    totallineamount: amounts[index]?.totallineamount ?? null,
    linenotes: '',
  }));
  const summary = summarizeLines(amounts, inputs);
  const run = () =>
    checkSubmission({
      lines,
      rights: { quantityEditable: true, priceEditable: true, notesEditable: true },
      attachmentsDownloaded: true,
      siteInspectionRequired: true,
      attendedAll: true,
      summary,
      remark: '',
    });
  for (let i = 0; i < 300; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return { median: median(samples), p95: percentile(samples, 95), lines: lines.length };
}
