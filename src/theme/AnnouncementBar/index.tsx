import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * Wrapped so a new announcement shows on the first page load after its id
 * changes. The theme's inline script marks the page "initially dismissed"
 * from the previous bar's dismissal, and its CSS keeps hiding the new bar
 * until the next full reload; once the theme decides the bar is active we
 * drop that mark.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
