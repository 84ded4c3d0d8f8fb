import type { ResourceLanguage } from 'i18next';

type Messages = Record<string, unknown>;

/** One language's locale files, keyed by path: the app's own and each feature's. */
export interface LocaleFiles {
  shared: Record<string, Messages>;
  features: Record<string, Messages>;
}

/**
 * One language's namespaces: `common` from the app's locales/<lang>.json, and one per feature from
 * `features/<name>/locales/<lang>.json`, where the folder name becomes the namespace.
 */
export function collectMessages({ shared, features }: LocaleFiles): ResourceLanguage {
  const namespaces: ResourceLanguage = {};
  for (const messages of Object.values(shared)) namespaces.common = messages;
  for (const [path, messages] of Object.entries(features)) {
    const feature = /features\/([\w-]+)\/locales\//.exec(path)?.[1];
    if (feature) namespaces[feature] = messages;
  }
  return namespaces;
}
