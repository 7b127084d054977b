import { CryptoError } from './errors';

/** Bytes backed by a plain ArrayBuffer: the only kind WebCrypto accepts under TypeScript 5.7+. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** 1 at the char code of each character of the standard base64 alphabet (isBase64). */
const BASE64_ALPHABET = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')
  BASE64_ALPHABET[character.charCodeAt(0)] = 1;
const PAD = '='.charCodeAt(0);
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]*$/;
const HEX_PATTERN = /^(?:[0-9a-fA-F]{2})*$/;

/** Copies any Uint8Array into a fresh ArrayBuffer-backed one, so WebCrypto accepts it and later changes to the input cannot reach it. */
export function toBytes(bytes: Uint8Array): Bytes {
  return new Uint8Array(bytes);
}

/** Concatenates byte arrays (e.g. iv || ciphertext). */
export function concatBytes(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Standard base64 with padding: the wire format of sealed blobs. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000; // keeps String.fromCharCode's argument count small
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/**
 * Whether `text` is standard padded base64: whole groups of four characters of the alphabet, `=`
 * only as the last one or two. Guards decoders and every sealed value a client sends; a length
 * check and a table lookup per character, because a pattern cost the server's share-set route
 * more than any other step (bench/README.md).
 */
export function isBase64(text: string): boolean {
  if (text.length % 4 !== 0) return false;
  let end = text.length;
  if (end > 0 && text.charCodeAt(end - 1) === PAD) end -= text.charCodeAt(end - 2) === PAD ? 2 : 1;
  for (let at = 0; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code >= 128 || BASE64_ALPHABET[code] !== 1) return false;
  }
  return true;
}

/**
 * Strict standard base64 decoding. Rejects whitespace, missing padding and non-canonical
 * encodings (atob alone accepts all three), so one byte string has exactly one text form
 * and a changed character can never decode to the same bytes.
 */
export function base64ToBytes(text: string): Bytes {
  if (typeof text !== 'string' || !isBase64(text)) {
    throw new CryptoError('bad-input', 'Invalid base64.');
  }
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  if (bytesToBase64(out) !== text) throw new CryptoError('bad-input', 'Non-canonical base64.');
  return out;
}

/** base64url without padding: the form of tokens, public keys, fingerprints and the auth key. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Strict base64url (no padding) decoding; rejects anything that is not the canonical form. */
export function base64UrlToBytes(text: string): Bytes {
  if (typeof text !== 'string' || !BASE64URL_PATTERN.test(text) || text.length % 4 === 1) {
    throw new CryptoError('bad-input', 'Invalid base64url.');
  }
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return base64ToBytes(padded);
}

/** Lower-case hex, as the known-answer vectors write keys. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Hex decoding (either case); rejects odd lengths and non-hex characters. */
export function hexToBytes(hex: string): Bytes {
  if (typeof hex !== 'string' || !HEX_PATTERN.test(hex)) throw new CryptoError('bad-input', 'Invalid hex.');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** UTF-8 encoding of protocol strings (AAD, HKDF info, HMAC messages, passwords). */
export function utf8ToBytes(text: string): Bytes {
  return encoder.encode(text);
}

/** Strict UTF-8 decoding: invalid sequences throw instead of turning into U+FFFD silently. */
export function bytesToUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
