/** Which line cells the supplier may change on this tender (derived from supplierDetailControls). */
export interface LineEditControls {
  quantity: boolean;
  price: boolean;
  notes: boolean;
  disc: boolean;
  /** Price inputs are not shown at all on some hard-copy tenders (spec 4.3). */
  showPrices: boolean;
  priceNegotiation: boolean;
}
