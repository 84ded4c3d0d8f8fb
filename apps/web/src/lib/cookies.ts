/** The two cookies of spec 3: a device id that outlives sessions and the signed-in user's role. */

const DEVICE_ID = 'deviceid';
const IS_SUPPLIER = 'issupplier';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API needs https, the portal may run on plain http
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=strict${age}`;
}

function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; path=/; max-age=0; samesite=strict`;
}

function sixRandomDigits(): string {
  // getRandomValues works on plain http too, unlike crypto.subtle.
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, '0');
}

/** This browser's device id, created on first use and kept for a year. */
export function getDeviceId(): string {
  const existing = readCookie(DEVICE_ID);
  if (existing && /^\d{6}$/.test(existing)) return existing;
  const created = sixRandomDigits();
  writeCookie(DEVICE_ID, created, ONE_YEAR_SECONDS);
  return created;
}

export function setIsSupplierCookie(isSupplier: boolean): void {
  writeCookie(IS_SUPPLIER, isSupplier ? '1' : '0');
}

export function readIsSupplierCookie(): boolean | null {
  const value = readCookie(IS_SUPPLIER);
  return value === null ? null : value === '1';
}

/** Removes the cookies that describe the user; the device id stays because it names the browser. */
export function clearUserCookies(): void {
  deleteCookie(IS_SUPPLIER);
}
