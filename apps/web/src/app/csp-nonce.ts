// The server replaces this placeholder (vite.config.ts `html.cspNonce`) with a fresh nonce per response.
const PLACEHOLDER = '__CSP_NONCE__';

/**
 * The nonce the page's Content-Security-Policy allows for <style> elements, read from the csp-nonce meta
 * tag (the `nonce` property: browsers hide the attribute once parsed). Undefined on the Vite dev server.
 */
export function readCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== PLACEHOLDER ? nonce : undefined;
}

/**
 * Gives every <style> element the page creates the nonce. antd's own styles get it through
 * ConfigProvider `csp`, but rc-component code outside that context (the modal's scroll lock, the
 * scrollbar measure) creates style elements without it, which the policy would block. Only script can
 * call createElement, and only the portal's own script runs; markup injected as HTML still has no nonce.
 */
export function nonceNewStyleElements(nonce: string): void {
  const create = Document.prototype.createElement;
  function createWithNonce(this: Document, tagName: string, options?: ElementCreationOptions): HTMLElement {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }
  Document.prototype.createElement = createWithNonce as typeof Document.prototype.createElement;
}
