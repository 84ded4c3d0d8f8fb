import { type ComponentProps, lazy, Suspense } from 'react';

// Only a first login (or a change the server held back until the terms are accepted) needs the terms:
// their dialog, its text and antd load when it opens, not with the sign-in pages.
const LazyTermsDialog = lazy(async () => ({ default: (await import('./terms-dialog')).TermsDialog }));

/** The Terms of Use dialog, loaded when first rendered. */
export function TermsDialog(props: ComponentProps<typeof LazyTermsDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyTermsDialog {...props} />
    </Suspense>
  );
}
