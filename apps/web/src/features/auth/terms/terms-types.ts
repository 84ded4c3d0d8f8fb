/** A Terms of Use document: numbered clauses of numbered paragraphs. `{company}` names the operator. */
export interface TermsDocument {
  title: string;
  /** ISO date the text took effect. */
  effective: string;
  intro: string[];
  clauses: TermsClause[];
}

export interface TermsClause {
  number: number;
  heading: string;
  paragraphs: string[];
}
