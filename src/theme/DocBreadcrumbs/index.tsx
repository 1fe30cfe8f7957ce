// Shows the breadcrumbs only when there is more than one crumb, and never on
// pages whose front matter says `breadcrumb: false`. A generated-index
// category page renders them too, without a doc (no front matter).
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {useSiteFrontMatterIfDoc} from '@site/src/hooks/useSiteFrontMatter';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const crumbs = useSidebarBreadcrumbs();
  const breadcrumb = useSiteFrontMatterIfDoc()?.breadcrumb;
  if (!crumbs || crumbs.length <= 1 || breadcrumb === false) return null;
  return <DocBreadcrumbs {...props} />;
}
