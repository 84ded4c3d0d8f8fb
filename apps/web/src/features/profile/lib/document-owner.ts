/** Who a profile document hangs on: the company, a scope (with its certificate type) or a licence. */
export type DocumentOwner =
  | { ownertable: 'SUPPLIER'; ownerid: number; atttype?: undefined }
  | { ownertable: 'SVCSCOPE'; ownerid: number; atttype: string }
  | { ownertable: 'LICENSECERT'; ownerid: number; atttype?: undefined };
