import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import styles from './styles.module.css';
import {viewAsMarkdown} from './words';

export type MenuProps = {
  id: string;
  /** Id of the button that opens the menu. */
  labelledBy: string;
  /** Path of the page's Markdown twin. */
  twinPath: string;
  /** Closes the menu; with `true`, gives the focus back to its button. */
  onClose: (focusButton: boolean) => void;
};

/** What the last copy did: under way, done, refused by the browser, or the twin did not load. */
type Status = 'copying' | 'copied' | 'refused' | 'unloaded' | null;

/** The assistants and their new-chat addresses, which take the first message as `q`. */
const assistants = [
  ['ChatGPT', 'https://chatgpt.com/?q='],
  ['Claude', 'https://claude.ai/new?q='],
] as const;

/** The assistant's new chat, with a prompt that names the twin, in the page's language. */
function assistantUrl(base: string, twinUrl: string): string {
  const prompt = translate(
    {
      id: 'tapcraft.CopyPage.prompt',
      message: 'Read {url} so that you can answer my questions about it.',
      description: 'The first message of a new chat with an AI assistant; {url} is the page',
    },
    {url: twinUrl},
  );
  return `${base}${encodeURIComponent(prompt)}`;
}

class TwinNotLoaded extends Error {}

/**
 * Copies the twin's text. The clipboard gets a promise of it, so that the
 * copy keeps the permission of the click while the text downloads.
 */
async function copyMarkdown(twinPath: string): Promise<void> {
  const text = fetch(twinPath).then(
    (response) => {
      if (!response.ok) throw new TwinNotLoaded(`${twinPath}: ${response.status}`);
      return response.text();
    },
    (error: Error) => {
      throw new TwinNotLoaded(error.message);
    },
  );
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await Promise.all([text, navigator.clipboard.write([new ClipboardItem({'text/plain': blob})])]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** The menu button pattern's keys: arrows, Home and End move, Escape closes, Space follows a link. */
function moveInMenu(
  event: KeyboardEvent,
  all: HTMLElement[],
  onClose: (focusButton: boolean) => void,
) {
  const at = all.indexOf(document.activeElement as HTMLElement);
  const moves: Record<string, number> = {
    ArrowDown: (at + 1) % all.length,
    ArrowUp: (at - 1 + all.length) % all.length,
    Home: 0,
    End: all.length - 1,
  };
  if (event.key in moves) {
    event.preventDefault();
    all[moves[event.key]!]!.focus();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    onClose(true);
  } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
    event.preventDefault();
    document.activeElement.click();
  }
}

/** The last copy's status, and the action that copies the twin. */
function useCopy(twinPath: string): [Status, () => void] {
  const [status, setStatus] = useState<Status>(null);
  const copy = () => {
    setStatus('copying');
    copyMarkdown(twinPath).then(
      () => setStatus('copied'),
      (error: unknown) => setStatus(error instanceof TwinNotLoaded ? 'unloaded' : 'refused'),
    );
  };
  return [status, copy];
}

/** The menu of "Copy page", loaded on the first click (see index.tsx). */
export default function Menu({id, labelledBy, twinPath, onClose}: MenuProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const twinUrl = `${siteConfig.url}${twinPath}`;
  const panel = useRef<HTMLDivElement>(null);
  const [status, copy] = useCopy(twinPath);

  const items = () =>
    Array.from(panel.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  // Focus leaving the menu and its button (Tab, a click elsewhere) closes it.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (!panel.current?.parentElement?.contains(to)) onClose(false);
  };

  const onKeyDown = (event: KeyboardEvent) => moveInMenu(event, items(), onClose);

  const view = <a href={twinPath}>{viewAsMarkdown()}</a>;
  const messages: Record<NonNullable<Status>, ReactNode> = {
    copying: translate({id: 'tapcraft.CopyPage.copying', message: 'Copying…'}),
    copied: translate({id: 'tapcraft.CopyPage.copied', message: 'Copied the page as Markdown.'}),
    refused: (
      <Translate id="tapcraft.CopyPage.refused" values={{view}}>
        {'The browser did not allow copying. {view} and copy the text there.'}
      </Translate>
    ),
    unloaded: translate({
      id: 'tapcraft.CopyPage.twinUnloaded',
      message: 'The Markdown did not load. Check the connection and try again.',
    }),
  };

  // Entries are reached with the arrow keys; Tab leaves the menu (the menu button pattern).
  const external = {
    target: '_blank',
    rel: 'noopener noreferrer',
    role: 'menuitem',
    tabIndex: -1,
  } as const;
  return (
    <div
      ref={panel}
      className={clsx('dropdown__menu', styles.panel)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul id={id} role="menu" aria-labelledby={labelledBy} className="clean-list margin--none">
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={copy}
          >
            <Translate id="tapcraft.CopyPage.copy">Copy as Markdown</Translate>
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={twinPath}>
            {viewAsMarkdown()}
          </a>
        </li>
        {assistants.map(([assistant, base]) => (
          <li key={assistant} role="none">
            <a className={styles.item} href={assistantUrl(base, twinUrl)} {...external}>
              <Translate id="tapcraft.CopyPage.open" values={{assistant}}>
                {'Open in {assistant}'}
              </Translate>
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {status && messages[status]}
      </p>
    </div>
  );
}
