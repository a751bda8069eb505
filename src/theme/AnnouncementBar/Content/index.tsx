import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBarContent from '@theme-original/AnnouncementBar/Content';
import type AnnouncementBarContentType from '@theme/AnnouncementBar/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof AnnouncementBarContentType>;

/**
 * Wrapped so a new announcement shows on the first page load after its id
 * changes. The theme's inline script marks the page "initially dismissed"
 * from the previous bar's dismissal, and its CSS keeps hiding the new bar
 * until the next full reload. The theme renders the bar's content only while
 * the bar is active, so once the content is on the page we drop that mark.
 */
export default function AnnouncementBarContentWrapper(props: Props): ReactNode {
  useEffect(() => {
    document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
  }, []);
  return <AnnouncementBarContent {...props} />;
}
