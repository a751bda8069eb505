import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

import OfflineDownload from '@site/src/components/OfflineDownload';

/*
 * Ejected from @docusaurus/theme-classic (see src/theme/README.md) to put
 * "Download for offline" below the menu's list; the rest is the original.
 */

function DocSidebarMobileSecondaryMenu({sidebar, path}: Props) {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <>
      <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
        <DocSidebarItems
          items={sidebar}
          activePath={path}
          onItemClick={(item) => {
            // A category without a page of its own only opens in place.
            if (item.type === 'link' || (item.type === 'category' && item.href)) {
              mobileSidebar.toggle();
            }
          }}
          level={1}
        />
      </ul>
      <OfflineDownload />
    </>
  );
}

function DocSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={props} />;
}

export default memo(DocSidebarMobile);
