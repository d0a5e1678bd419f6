/**
 * RSA-OAEP (SHA-256, MGF1 SHA-256) encryption of a login value with the server's SPKI PEM key,
 * base64 out. Web Crypto is used where the page is a secure context; on plain http://<ip>:8080
 * `crypto.subtle` is missing, so node-forge is loaded on demand (it never reaches other pages).
 */
export async function encryptRsaOaep(publicKeyPem: string, text: string, subtle: SubtleCrypto | null = availableSubtle()): Promise<string> {
  return subtle ? withWebCrypto(subtle, publicKeyPem, text) : withForge(publicKeyPem, text);
}

function availableSubtle(): SubtleCrypto | null {
  const secure = typeof window === 'undefined' || window.isSecureContext !== false;
  return secure && globalThis.crypto?.subtle ? globalThis.crypto.subtle : null;
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64(buf: ArrayBuffer): string {
  const bytes = new Uint8Array(buf);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

async function withWebCrypto(subtle: SubtleCrypto, pem: string, text: string): Promise<string> {
  const key = await subtle.importKey('spki', pemToDer(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
  return toBase64(cipher);
}

async function withForge(pem: string, text: string): Promise<string> {
  const mod = await import('node-forge');
  const forge = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const key = forge.pki.publicKeyFromPem(pem);
  const encrypted = key.encrypt(forge.util.encodeUtf8(text), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}
