/**
 * Ejected from @docusaurus/theme-classic 3.10.2 src/theme/DocItem/Footer.
 * Why: the page meta also lists the page's contributors from git history
 * and says who last updated it only for the people CONTRIBUTOR_NAMES names,
 * and front matter `lastUpdated: false` / `contributors: false` hide those
 * parts (`editLink: false` is mapped to `custom_edit_url: null` at parse time).
 * No doc has tags (tests/unit/content/translationFeatures.test.ts), so the
 * tags row and its code are left out.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
// CUSTOM START: no TagsListInline (no doc has tags)
// CUSTOM END

import EditMetaRow from '@theme/EditMetaRow';
// CUSTOM START
import Contributors from '@site/src/components/Contributors';
import type {Contributor} from '@site/src/lib/site/pageData';
import {useSiteFrontMatter} from '@site/src/hooks/useSiteFrontMatter';
// CUSTOM END

export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  // CUSTOM START: no tags
  const {editUrl} = metadata;
  // CUSTOM END
  // CUSTOM START
  const fm = useSiteFrontMatter();
  const showLastUpdated = fm.lastUpdated !== false;
  const lastUpdatedAt = showLastUpdated ? metadata.lastUpdatedAt : undefined;
  // Added at parse time (src/plugins/page-data/frontMatterData.ts), only for
  // commit identities that CONTRIBUTOR_NAMES names (src/lib/site/people.ts).
  const lastUpdatedBy = showLastUpdated
    ? (fm.last_updated_by as string | undefined)
    : undefined;
  const gitContributors = fm.git_contributors as
    | readonly Contributor[]
    | undefined;
  const contributors =
    (fm.contributors === false ? undefined : gitContributors) ?? [];
  // CUSTOM END

  const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);

  // CUSTOM START
  const canDisplayFooter =
    canDisplayEditMetaRow || contributors.length > 0;
  // CUSTOM END

  if (!canDisplayFooter) {
    return null;
  }

  return (
    <footer
      className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {/* CUSTOM START: no tags row */}
      {/* CUSTOM END */}
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
