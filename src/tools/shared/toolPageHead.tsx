import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Head tags of every /tool/ page: no Referer header leaves these pages, whose
 * addresses carry codes and client secrets (nginx also sends the header; the
 * meta tag covers any static host).
 */
export default function ToolPageHead(): ReactNode {
  return (
    <Head>
      <meta name="referrer" content="no-referrer" />
    </Head>
  );
}
