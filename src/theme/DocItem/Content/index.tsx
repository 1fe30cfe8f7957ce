/**
 * Ejected from @docusaurus/theme-classic 3.10.2 src/theme/DocItem/Content.
 * Why: a doc page reads title → page info → table of contents (mobile) →
 * the slot before the content (API-server selector on tool pages, ad block
 * elsewhere) → content. The theme puts the mobile TOC above the title. The
 * title starts with the page's front-matter icon (src/components/PageIcon).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
// CUSTOM START
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import PageInfo from '@site/src/components/PageInfo';
import DocBeforeContent from '@site/src/components/DocBeforeContent';
import {TocPlacement} from '@site/src/components/TocPlacement';
import {useSiteFrontMatter} from '@site/src/hooks/useSiteFrontMatter';
import PageIcon from '@site/src/components/PageIcon';
// CUSTOM END

/**
 Title can be declared inside md content or declared through
 front matter and added manually. To make both cases consistent,
 the added title is added under the same div.markdown block
 See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120

 We render a "synthetic title" if:
 - user doesn't ask to hide it with front matter
 - the markdown content does not already contain a top-level h1 heading
*/
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender =
    !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  // CUSTOM START
  const {toc} = useDoc();
  const frontMatter = useSiteFrontMatter();
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  const icon =
    typeof frontMatter.icon === 'string' ? frontMatter.icon : undefined;
  // CUSTOM END
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">
            {/* CUSTOM START */}
            <PageIcon name={icon} />
            {/* CUSTOM END */}
            {syntheticTitle}
          </Heading>
        </header>
      )}
      {/* CUSTOM START */}
      <PageInfo frontMatter={frontMatter} />
      {showToc && (
        <TocPlacement>
          {/* "On this page" is not a word of the page (search index). */}
          <div data-search-ignore>
            <DocItemTOCMobile />
          </div>
        </TocPlacement>
      )}
      <DocBeforeContent />
      {/* CUSTOM END */}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
