import type { TenderHeader } from '@tender/api-contract';

/** What the extras need to know of the tender on screen. */
export type ExtrasTender = Pick<TenderHeader, 'udztbnum' | 'udztbid' | 'rfqnum'>;
