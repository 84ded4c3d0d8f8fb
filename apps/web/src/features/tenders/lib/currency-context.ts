import { DEFAULT_CURRENCY } from '@tender/domain';
import { createContext, useContext } from 'react';

// The tender's currency (the RFQ's, else the site's), for amounts shown with it (summary, review) without
// threading it through the grid's components.
const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);

export const CurrencyProvider = CurrencyContext.Provider;

export function useCurrency(): string {
  return useContext(CurrencyContext);
}
