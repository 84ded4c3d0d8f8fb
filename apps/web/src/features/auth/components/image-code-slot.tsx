import { lazy, Suspense } from 'react';
import type { ImageCode } from '../hooks/use-image-code';

// A first-time user never sees the image code: its field, styles and calls load once the server asks.
const LazyImageCodeField = lazy(async () => ({
  default: (await import('./image-code-field')).ImageCodeField,
}));

interface ImageCodeSlotProps {
  code: ImageCode;
  formName: string;
}

/** The image verification code field where a sign-in page may need it; nothing until it is asked for. */
export function ImageCodeSlot({ code, formName }: ImageCodeSlotProps) {
  if (!code.needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyImageCodeField code={code} formName={formName} />
    </Suspense>
  );
}
