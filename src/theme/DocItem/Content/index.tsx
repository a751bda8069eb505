import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPageMenu from '@site/src/components/CopyPageMenu';

type Props = WrapperProps<typeof ContentType>;

/** The doc, with the "Copy page" menu floated beside its title. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMenu permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
