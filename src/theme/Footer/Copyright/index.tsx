// Replaces the theme's static copyright: optional custom text (front matter
// `footer`, else the theme options), the licence note (config
// `footer.copyright`, front matter `license`), and a copyright line built
// from the current year and the holders (front matter `copyright` replaces
// it, `copyright: false` removes it), translated.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Footer/Copyright';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {COPYRIGHT_SINCE} from '@site/src/data/site';
import {THEME_OPTIONS} from '@site/src/data/themeOptions';
import {usePageData} from '@site/src/hooks/usePageData';
import {usePagePath} from '@site/src/hooks/usePagePath';
import {copyrightYears} from '@site/src/lib/chrome/footer';
import styles from './styles.module.css';

export default function FooterCopyright({copyright}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const pagePath = usePagePath();
  const override = usePageData().footers[i18n.currentLocale]?.[pagePath] ?? {};
  const text = override.footer === false ? '' : (override.footer ?? THEME_OPTIONS.footerText);
  const license = override.license ?? copyright;
  const years = copyrightYears(COPYRIGHT_SINCE, new Date().getFullYear());
  return (
    <div className="footer__copyright">
      {text ? <p className={styles.text}>{text}</p> : null}
      {license}
      {override.copyright === false ? null : (
        <>
          {license ? ' · ' : null}
          {typeof override.copyright === 'string' ? (
            override.copyright
          ) : (
            <Translate
              id="footer.copyright.line"
              description="Copyright line of the footer; {years} is e.g. 2022–2026, {holder} the names"
              values={{years, holder: THEME_OPTIONS.copyrightHolders.join(', ')}}>
              {'Copyright © {years} {holder}'}
            </Translate>
          )}
        </>
      )}
    </div>
  );
}
