/**
 * How a buyer hears of the suppliers' questions, declines and submissions on their tenders (issue 35,
 * item 13): one e-mail each, one daily digest, or none (the buyer console still counts them).
 */
export const ACTIVITY_MAIL_MODES = ['each', 'digest', 'none'] as const;
export type ActivityMailMode = (typeof ACTIVITY_MAIL_MODES)[number];

/** A new buyer hears of each action at once. */
export const DEFAULT_ACTIVITY_MAIL: ActivityMailMode = 'each';
