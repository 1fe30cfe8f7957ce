// Shows the breadcrumbs only when there is more than one crumb, and never on
// pages whose front matter says `breadcrumb: false`.
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const crumbs = useSidebarBreadcrumbs();
  const {frontMatter} = useDoc();
  if (!crumbs || crumbs.length <= 1 || (frontMatter as {breadcrumb?: unknown}).breadcrumb === false) return null;
  return <DocBreadcrumbs {...props} />;
}
