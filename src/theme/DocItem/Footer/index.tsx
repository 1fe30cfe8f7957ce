/**
 * Ejected from @docusaurus/theme-classic 3.10.2 src/theme/DocItem/Footer.
 * Why: the page meta also lists the page's contributors from git history,
 * and front matter `lastUpdated: false` / `contributors: false` hide those
 * parts (`editLink: false` is mapped to `custom_edit_url: null` at parse time).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TagsListInline from '@theme/TagsListInline';

import EditMetaRow from '@theme/EditMetaRow';
// CUSTOM START
import Contributors from '@site/src/components/Contributors';
import type {Contributor} from '@site/src/lib/site/pageData';
import {useSiteFrontMatter} from '@site/src/hooks/useSiteFrontMatter';
// CUSTOM END

export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  const {editUrl, tags} = metadata;
  // CUSTOM START
  const fm = useSiteFrontMatter();
  const showLastUpdated = fm.lastUpdated !== false;
  const lastUpdatedAt = showLastUpdated ? metadata.lastUpdatedAt : undefined;
  const lastUpdatedBy = showLastUpdated ? metadata.lastUpdatedBy : undefined;
  // Added at parse time (src/plugins/page-data/frontMatterData.ts).
  const gitContributors = fm.git_contributors as
    | readonly Contributor[]
    | undefined;
  const contributors =
    (fm.contributors === false ? undefined : gitContributors) ?? [];
  // CUSTOM END

  const canDisplayTagsRow = tags.length > 0;
  const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);

  // CUSTOM START
  const canDisplayFooter =
    canDisplayTagsRow || canDisplayEditMetaRow || contributors.length > 0;
  // CUSTOM END

  if (!canDisplayFooter) {
    return null;
  }

  return (
    <footer
      className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {canDisplayTagsRow && (
        <div
          className={clsx(
            'row margin-top--sm',
            ThemeClassNames.docs.docFooterTagsRow,
          )}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      {canDisplayEditMetaRow && (
        <EditMetaRow
          className={clsx(
            'margin-top--sm',
            ThemeClassNames.docs.docFooterEditMetaRow,
          )}
          editUrl={editUrl}
          lastUpdatedAt={lastUpdatedAt}
          lastUpdatedBy={lastUpdatedBy}
        />
      )}
      {/* CUSTOM START */}
      <Contributors contributors={contributors} className="margin-top--sm" />
      {/* CUSTOM END */}
    </footer>
  );
}
