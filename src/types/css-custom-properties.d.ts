// The custom properties the site sets through React's `style` (src/lib/chrome/renderLater.ts
// types its props without React, so that src/lib imports no framework module).
import 'react';

declare module 'react' {
  interface CSSProperties {
    '--render-later-rows'?: number;
  }
}
