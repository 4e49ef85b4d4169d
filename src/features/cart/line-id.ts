/**
 * A new cart line's id. Random, so two tabs adding at the same moment never make the same one.
 * `crypto.randomUUID` needs a secure context; the fallback does not.
 */
export function newLineId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
