/**
 * Encrypts a password with the server's /connect public key (RSA-OAEP, SHA-256 for the hash and MGF1),
 * base64-encoded. Browsers hide crypto.subtle outside secure contexts, so a portal opened over plain
 * http on a LAN address falls back to node-forge, loaded only then.
 */
export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return encryptWithSubtle(subtle, password, publicKeyPem);
  return encryptWithForge(password, publicKeyPem);
}

function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function encryptWithSubtle(
  subtle: SubtleCrypto,
  password: string,
  publicKeyPem: string,
): Promise<string> {
  const key = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const encrypted = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(encrypted);
}

async function encryptWithForge(password: string, publicKeyPem: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const encrypted = key.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}
