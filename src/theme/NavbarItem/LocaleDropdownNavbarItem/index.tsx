/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * src/theme/NavbarItem/LocaleDropdownNavbarItem.
 * Why: switching language keeps the page only when the other locale has a
 * counterpart (looked up in the build's page data, which knows pages whose
 * path differs between locales) and goes to that locale's home otherwise;
 * the theme options' extra locale links come in as `dropdownItemsAfter`
 * (docusaurus.config.ts).
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {mergeSearchStrings, useHistorySelector} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
// CUSTOM START
import {usePageData} from '@site/src/hooks/usePageData';
import {usePagePath} from '@site/src/hooks/usePagePath';
import {localeTargetPath} from '@site/src/lib/pageData';
// CUSTOM END

import styles from './styles.module.css';

function useLocaleDropdownUtils() {
  const {
    siteConfig,
    i18n: {localeConfigs, currentLocale},
  } = useDocusaurusContext();
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  // CUSTOM START
  const pagePath = usePagePath();
  const {routes} = usePageData();
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

  // CUSTOM START
  const getBaseURLForLocale = (
    locale: string,
  ): {url: string; samePage: boolean} => {
    const localeConfig = getLocaleConfig(locale);
    const target = localeTargetPath(routes, currentLocale, locale, pagePath);
    const path = `${localeConfig.baseUrl}${target.path.replace(/^\//, '')}`;
    const url =
      localeConfig.url === siteConfig.url
        ? `pathname://${path}`
        : `${localeConfig.url}${path}`;
    return {url, samePage: target.found};
  };

  return {
    getURL: (locale: string, options: {queryString: string | undefined}) => {
      const {url, samePage} = getBaseURLForLocale(locale);
      // The query and hash only make sense on the same page.
      if (!samePage) return url;
      const finalSearch = mergeSearchStrings(
        [search, options.queryString],
        'append',
      );
      return `${url}${finalSearch}${hash}`;
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
