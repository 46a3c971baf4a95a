// The part of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188/8291) the push tests use.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  type Params = { version?: 'aes128gcm' | 'aesgcm'; privateKey?: ECDH; authSecret?: Buffer | string; dh?: Buffer | string; keyid?: string };
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer; encrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
