// Adds what every page has beyond the theme's layout: the back-to-top button
// and the swipe that opens the mobile sidebar.
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import BackToTop from '@site/src/components/BackToTop';
import {useSwipeToOpenSidebar} from '@site/src/hooks/useSwipeToOpenSidebar';

type Props = WrapperProps<typeof LayoutType>;

function PageBehaviours(): ReactNode {
  useSwipeToOpenSidebar();
  return <BackToTop />;
}

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <PageBehaviours />
      {children}
    </Layout>
  );
}
