import React, {useEffect, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type NavbarMobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';

import {keepTabInside, visibleFocusables} from '../../keepTabInside';

type Props = WrapperProps<typeof NavbarMobileSidebarType>;

/**
 * Wrapped for keyboard users: the original opens the menu but leaves focus
 * on the page behind it. While the menu is open, focus moves into it, Tab
 * cycles inside it, and Escape closes it and returns focus to the toggle.
 */
export default function NavbarMobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const sidebar = document.querySelector('.navbar-sidebar');
    const opener = document.activeElement as HTMLElement | null;
    if (!sidebar) {
      return undefined;
    }
    // The menu becomes visible as its opening transition starts, a frame or
    // two after this effect; focus cannot land on it before that.
    let frame = 0;
    let attempts = 0;
    const focusFirst = () => {
      visibleFocusables(sidebar)[0]?.focus();
      if (!sidebar.contains(document.activeElement) && attempts++ < 30) {
        frame = requestAnimationFrame(focusFirst);
      }
    };
    frame = requestAnimationFrame(focusFirst);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        toggle();
        opener?.focus();
        return;
      }
      keepTabInside(event, sidebar);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, toggle]);

  return <NavbarMobileSidebar {...props} />;
}
