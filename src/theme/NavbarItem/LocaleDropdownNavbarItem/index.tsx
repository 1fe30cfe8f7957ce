/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * src/theme/NavbarItem/LocaleDropdownNavbarItem.
 * Why: switching language keeps the page only when the other locale has a
 * counterpart and goes to that locale's home otherwise, the same answer the
 * locale-redirect modal gives (src/hooks/useLocalePage.ts, from the build's
 * page data); the theme options' extra locale links come in as
 * `dropdownItemsAfter` (docusaurus.config.ts).
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
// CUSTOM START
import {useLocalePage} from '@site/src/hooks/useLocalePage';
// CUSTOM END

import styles from './styles.module.css';

function useLocaleDropdownUtils() {
  const {
    i18n: {localeConfigs},
  } = useDocusaurusContext();
  // CUSTOM START
  const localePage = useLocalePage();
  // CUSTOM END

  const getLocaleConfig = (locale: string) => {
    const localeConfig = localeConfigs[locale];
    if (!localeConfig) {
      throw new Error(
        `Docusaurus bug, no locale config found for locale=${locale}`,
      );
    }
    return localeConfig;
  };

  return {
    // CUSTOM START
    getURL: (locale: string, options: {queryString: string | undefined}) => {
      const {href, sameSite} = localePage(locale, options.queryString);
      return sameSite ? `pathname://${href}` : href;
    },
    // CUSTOM END
    getLabel: (locale: string) => {
      return getLocaleConfig(locale).label;
    },
    getLang: (locale: string) => {
      return getLocaleConfig(locale).htmlLang;
    },
  };
}

export default function LocaleDropdownNavbarItem({
  mobile,
  dropdownItemsBefore,
  dropdownItemsAfter,
  queryString,
  ...props
}: Props): ReactNode {
  const utils = useLocaleDropdownUtils();

  const {
    i18n: {currentLocale, locales},
  } = useDocusaurusContext();
  const localeItems = locales.map((locale): LinkLikeNavbarItemProps => {
    return {
      label: utils.getLabel(locale),
      lang: utils.getLang(locale),
      to: utils.getURL(locale, {queryString}),
      target: '_self',
      autoAddBaseUrl: false,
      className:
        locale === currentLocale
          ? mobile
            ? 'menu__link--active'
            : 'dropdown__link--active'
          : '',
    };
  });

  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];

  // Mobile is handled a bit differently
  const dropdownLabel = mobile
    ? translate({
        message: 'Languages',
        id: 'theme.navbar.mobileLanguageDropdown.label',
        description: 'The label for the mobile language switcher dropdown',
      })
    : utils.getLabel(currentLocale);

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className={styles.iconLanguage} />
          {dropdownLabel}
        </>
      }
      items={items}
    />
  );
}
