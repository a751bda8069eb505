import type {ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';

import OfflineDownload from '@site/src/components/OfflineDownload';

type Props = WrapperProps<typeof ContentType>;

/** The docs sidebar, with "Download for offline" at its foot, below the scrolling menu. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <OfflineDownload />
    </>
  );
}
