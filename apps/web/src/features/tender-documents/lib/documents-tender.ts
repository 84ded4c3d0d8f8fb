import type { TenderHeader } from '@tender/api-contract';

/** What the tender documents need to know of the tender on screen. */
export type DocumentsTender = Pick<TenderHeader, 'udztbnum' | 'udztbid' | 'rfqnum'>;
