import {useCallback, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';

import {twinUrl} from '@tapcraft/core/markdown/paths';
import type {MenuProps} from './Menu';
import {viewAsMarkdown} from './words';
import styles from './styles.module.css';

type Props = {
  /** The page's permalink; its Markdown twin is the served path plus `.md`. */
  permalink: string;
};

/**
 * "Copy page", beside the title of a doc page or blog post: a menu that
 * hands the page's Markdown twin to the reader or to an AI assistant. Only
 * this button is in the page's bundle; the menu's code loads on the first
 * click, and nothing else leaves the page until the reader picks an entry.
 */
export default function CopyPageMenu({permalink}: Props): ReactNode {
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const twinPath = twinUrl('', permalink);

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    import(/* webpackChunkName: "copy-page-menu" */ './Menu').then(
      (module) => {
        setMenu(() => module.default);
        setFailed(false);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);

  return (
    <div className={clsx('dropdown dropdown--right', open && 'dropdown--show', styles.menu)}>
      <button
        ref={button}
        id={`${id}button`}
        type="button"
        className={clsx('button button--secondary button--sm', styles.button)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}menu` : undefined}
        onClick={toggle}
      >
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
          <rect x="5.5" y="1.5" width="9" height="10" rx="1.5" />
          <path d="M3.5 4.5h-1a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1v-1" />
        </svg>
        <span className={styles.label}>
          <Translate id="tapcraft.CopyPage.button">Copy page</Translate>
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && Menu && (
        <Menu id={`${id}menu`} labelledBy={`${id}button`} twinPath={twinPath} onClose={close} />
      )}
      {failed && (
        <p role="alert" className={styles.status}>
          <Translate
            id="tapcraft.CopyPage.unloaded"
            values={{view: <a href={twinPath}>{viewAsMarkdown()}</a>}}
          >
            {'The menu did not load. {view}'}
          </Translate>
        </p>
      )}
    </div>
  );
}
