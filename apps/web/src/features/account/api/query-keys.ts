// The account settings' one query; a save writes its reply here, so the page shows what was kept.
export const accountKeys = {
  settings: () => ['account', 'settings'] as const,
};
