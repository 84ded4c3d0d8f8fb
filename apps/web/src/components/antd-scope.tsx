import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';

type Provider = ComponentType<{ children: ReactNode }>;

const ProviderContext = createContext<Provider | null>(null);
const InsideContext = createContext(false);

/**
 * Given by the app: the component that gives antd its theme, locale, CSP nonce and App (message, modal),
 * loaded on first use. The pages shown before sign-in do not load antd; what they open from antd (the
 * terms, the confirm dialogs) renders through AntdScope.
 */
export function AntdScopeProvider({ provider, children }: { provider: Provider; children: ReactNode }) {
  return <ProviderContext value={provider}>{children}</ProviderContext>;
}

/** Marks a subtree that already renders under antd's provider, so an AntdScope in it adds none. */
export function InsideAntdScope({ children }: { children: ReactNode }) {
  return <InsideContext value>{children}</InsideContext>;
}

/** Renders antd components: under antd's provider, which loads first (nothing shows until it has). */
export function AntdScope({ children }: { children: ReactNode }) {
  const Provider = useContext(ProviderContext);
  const inside = useContext(InsideContext);
  if (inside || !Provider) return children;
  return (
    <Suspense fallback={null}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
