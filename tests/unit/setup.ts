import '@testing-library/jest-dom';
import {webcrypto} from 'crypto';
import {TextDecoder, TextEncoder} from 'util';

// jsdom has crypto.getRandomValues but no crypto.subtle (the token tools hash
// PKCE verifiers with it): lend Node's, copying the bytes across realms.
if (globalThis.crypto && !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    configurable: true,
    value: {
      digest: (algorithm: string, data: ArrayBufferView) =>
        webcrypto.subtle.digest(
          algorithm,
          Uint8Array.from(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)),
        ),
    },
  });
}

// jsdom has no TextEncoder (the browser does); React DOM's server renderer
// needs it as it loads.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, {TextEncoder, TextDecoder});

// Unit tests render components in the browser; they never hydrate server
// HTML, so islands (src/components/Island) render their children at once.
if (typeof document !== 'undefined') document.documentElement.dataset.hasHydrated = 'true';
