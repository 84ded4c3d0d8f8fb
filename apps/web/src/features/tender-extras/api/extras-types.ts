// Row shapes exactly as the server answers them (spec section 3).

/** A tender attachment (getudztbdoc) or a supplier document (getsupplierdoc). */
export interface TenderDocument {
  docinfoid: number;
  document: string;
  filename: string;
  description: string;
  filetype: string;
  postfix: string;
  /** A signed link, valid for a few minutes: lists are refetched whenever a dialog opens. */
  docurl: string;
  createdate: string;
}

export interface TenderAttachment extends TenderDocument {
  /** Whether this supplier has downloaded it; all '1' lets the quotation be submitted. */
  downloaded: '0' | '1';
}

export interface TenderQuestion {
  questionid: number;
  rfqnum: string;
  createdate: string;
  question: string;
  answer: string;
  answerall: '0' | '1';
  /** '1' for the supplier's own questions; others are public answers, never named. */
  mine: '0' | '1';
}

export interface SiteInspection {
  buildingcode: string;
  buildingname: string;
  contact: string;
  email: string;
  phone: string;
  arrangementdetalis: string;
  replydate: string | null;
}

/** What the extras need to know of the tender on screen. */
export interface ExtrasTender {
  udztbnum: string;
  udztbid: string | number;
  rfqnum: string;
}
