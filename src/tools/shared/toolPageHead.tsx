import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Head tags of every /tool/ page: no Referer header leaves these pages, which
 * hold client secrets, codes and tokens (nginx and `_headers` also send the
 * header; the meta tag covers any static host). Their Content-Security-Policy
 * meta tag is written into the HTML by the build (src/plugins/hosting), since
 * it must come before any script.
 */
export default function ToolPageHead(): ReactNode {
  return (
    <Head>
      <meta name="referrer" content="no-referrer" />
    </Head>
  );
}
