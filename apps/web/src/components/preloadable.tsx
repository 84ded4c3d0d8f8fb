import { type ComponentType, lazy, useState } from 'react';

export type Preloadable<P> = ComponentType<P> & {
  /** Starts loading the component's code, once; later calls return the same promise. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A component whose code is a chunk of its own, like `React.lazy`, but drawn at once when its code has
 * already loaded: a lazy component suspends on its first render even then, and its Suspense fallback
 * shows for a frame, which moves what is below it (a layout shift Lighthouse counts). Where a page shows
 * it, call `preload()` as the page's code loads (and let the route wait for the chunk, router.tsx); where
 * it is not shown, its code is never downloaded. Render it under a Suspense boundary for the other case.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function PreloadableComponent(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
