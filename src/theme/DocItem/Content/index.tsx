// Adds the slot before a doc page's content (API-server selector on tool
// pages, ad block elsewhere); the page itself is rendered by the original.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import DocBeforeContent from '@site/src/components/DocBeforeContent';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <DocBeforeContent />
      <Content {...props} />
    </>
  );
}
