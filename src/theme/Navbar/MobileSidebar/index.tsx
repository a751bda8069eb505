import React, {useEffect, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type NavbarMobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NavbarMobileSidebarType>;

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function visibleFocusables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.offsetParent !== null &&
      getComputedStyle(element).visibility === 'visible' &&
      !element.closest('[inert]'),
  );
}

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
      if (event.key !== 'Tab') {
        return;
      }
      const items = visibleFocusables(sidebar);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        return;
      }
      const outside = !sidebar.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, toggle]);

  return <NavbarMobileSidebar {...props} />;
}
