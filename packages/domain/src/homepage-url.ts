const WEB_ADDRESS = /^https?:\/\//i;

/** Whether a profile home page is acceptable (spec 5): empty, or starting with http:// or https://. */
export function isValidHomepageUrl(url: string | null | undefined): boolean {
  const text = url?.trim() ?? '';
  return text === '' || WEB_ADDRESS.test(text);
}
