// Everything of the profile sits under ['profile'], so a save can refresh the whole page at once.
export const profileKeys = {
  all: () => ['profile'] as const,
  detail: () => ['profile', 'detail'] as const,
  scope: (svcscopeid: number) => ['profile', 'scope', svcscopeid] as const,
  licence: (licensecertid: number) => ['profile', 'licence', licensecertid] as const,
};
