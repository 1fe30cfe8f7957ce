// Replaces the static copyright string with one built from the current year
// and the project's holder, so neither locale freezes the year in a JSON file.
// The config's `footer.copyright` (translated in footer.json) is the licence note.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Footer/Copyright';
import Translate from '@docusaurus/Translate';
import {COPYRIGHT_SINCE, PRODUCT} from '@site/src/data/site';

export default function FooterCopyright({copyright}: Props): ReactNode {
  const year = new Date().getFullYear();
  return (
    <div className="footer__copyright">
      {copyright} ·{' '}
      <Translate
        id="footer.copyright.line"
        description="Copyright line of the footer; {years} is e.g. 2022–2026"
        values={{years: year > COPYRIGHT_SINCE ? `${COPYRIGHT_SINCE}–${year}` : String(year), holder: PRODUCT.name}}>
        {'Copyright © {years} {holder}'}
      </Translate>
    </div>
  );
}
