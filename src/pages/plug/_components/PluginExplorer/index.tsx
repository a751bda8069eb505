import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';

import {
  emptyFilter,
  filterPlugins,
  isFilterActive,
  isPluginCategory,
  isPluginPlatform,
  maxQueryLength,
  parseFilter,
  serializeFilter,
  type PluginFilter,
} from '../filterPlugins';
import {shownPlugins} from '../copy';
import PluginCard from '../PluginCard';
import PluginFilters from '../PluginFilters';
import styles from './styles.module.css';

type FocusRestore = {element: HTMLElement | null; x: number; y: number};

function activeElement(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/** The status line above the cards: how many plug-ins the filter shows. */
function useCountMessage(): (shown: number, total: number, active: boolean) => string {
  const {selectMessage} = usePluralForm();
  return (shown, total, active) => {
    if (!active) {
      return translate({id: 'plug.count.all', message: 'Showing all {total} plug-ins.'}, {total});
    }
    if (shown === 0) {
      return translate(
        {id: 'plug.count.none', message: 'No plug-ins match. 0 of {total} shown.'},
        {total},
      );
    }
    return selectMessage(
      shown,
      translate(
        {
          id: 'plug.count.some',
          message: '{shown} of {total} plug-ins matches.|{shown} of {total} plug-ins match.',
          description: 'One plural form per form of the language, separated by |',
        },
        {shown, total},
      ),
    );
  };
}

/**
 * The search box keeps its own text: Docusaurus applies a URL change a
 * moment later, and reading the text back from the URL would drop typed
 * characters. It re-reads the URL after hydration and on every navigation
 * that did not come from typing (back/forward, links, clear filters).
 */
function useSearchText(urlQuery: string) {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const locationId = isBrowser ? `${location.key ?? ''}|${location.search}` : null;
  const [text, setText] = useState(urlQuery);
  const [syncedLocationId, setSyncedLocationId] = useState(locationId);
  if (locationId !== syncedLocationId) {
    setSyncedLocationId(locationId);
    if (syncedLocationId === null || history.action !== 'REPLACE') {
      setText(urlQuery);
    }
  }
  return [text, setText] as const;
}

/**
 * Docusaurus moves focus to the top of the page (and so scrolls there) after
 * every PUSH navigation. Filter changes are pushes, so this remembers where
 * focus and scroll were and puts them back once the new location has
 * rendered. The effect runs after the theme's own one, which sits earlier in
 * the tree; the animation frame covers any later reset before the next paint.
 */
function useFocusRestore(): (element: HTMLElement | null) => void {
  const location = useLocation();
  const restoreRef = useRef<FocusRestore | null>(null);
  useEffect(() => {
    const pending = restoreRef.current;
    if (pending === null) {
      return undefined;
    }
    restoreRef.current = null;
    const restore = () => {
      window.scrollTo(pending.x, pending.y);
      pending.element?.focus({preventScroll: true});
    };
    restore();
    const frame = window.requestAnimationFrame(restore);
    return () => window.cancelAnimationFrame(frame);
  }, [location.key, location.search]);
  return (element) => {
    restoreRef.current = {element, x: window.scrollX, y: window.scrollY};
  };
}

function NoMatch({query, onClear}: {query: string; onClear: () => void}): ReactNode {
  return (
    <div className={styles.empty} data-testid="plugin-empty">
      <p className={styles.emptyTitle}>
        <Translate id="plug.empty.title">No plug-in matches these filters.</Translate>
      </p>
      {query !== '' ? (
        <p>
          <Translate
            id="plug.empty.query"
            values={{query: <q className={styles.query}>{query}</q>}}
          >
            {
              'None of the plug-ins in this view has all the words of {query} in its name or description.'
            }
          </Translate>
        </p>
      ) : null}
      <p>
        <Translate id="plug.empty.try">
          Try fewer words, another category or all platforms.
        </Translate>
      </p>
      <button type="button" className="button button--primary" onClick={onClear}>
        <Translate id="plug.empty.clear">Clear filters</Translate>
      </button>
    </div>
  );
}

/**
 * The filter form and the result grid. The URL query is the source of truth
 * for category and platform (?category=vision&platform=ios&q=qr), so a
 * filtered view can be shared, survives a reload, and back/forward restore it.
 *
 * The server renders the page without a query, so the first client render
 * also ignores it (no hydration mismatch); the query is applied right after.
 */
export default function PluginExplorer(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const searchRef = useRef<HTMLInputElement>(null);
  const urlFilter = isBrowser ? parseFilter(location.search) : emptyFilter;
  const [text, setText] = useSearchText(urlFilter.q);
  const rememberFocus = useFocusRestore();
  const countMessage = useCountMessage();

  const filter: PluginFilter = {...urlFilter, q: text};
  const results = filterPlugins(shownPlugins, filter);

  /**
   * Writes the filter to the URL. Pushes add a history entry (Back restores
   * the previous filter); replaces do not. `focusTarget` is where focus goes
   * after a push; by default the control that has focus now.
   */
  function navigate(
    next: PluginFilter,
    mode: 'push' | 'replace',
    focusTarget: HTMLElement | null = activeElement(),
  ): void {
    const search = serializeFilter(next);
    const current = history.location;
    if (search === current.search) {
      return;
    }
    const target = {pathname: current.pathname, search};
    if (mode === 'push') {
      rememberFocus(focusTarget);
      history.push(target);
    } else {
      history.replace(target);
    }
  }

  // Typing replaces the current history entry, so Back does not step
  // through every letter.
  function changeText(value: string): void {
    const next = value.slice(0, maxQueryLength);
    setText(next);
    navigate({...filter, q: next}, 'replace');
  }

  // The button disappears with the empty result, so focus goes to the search box.
  function clearFilters(): void {
    setText('');
    searchRef.current?.focus();
    navigate(emptyFilter, 'push', searchRef.current);
  }

  return (
    <section className={styles.section} aria-labelledby="plugin-gallery-heading">
      <div className="container">
        <Heading as="h2" id="plugin-gallery-heading" className={styles.heading}>
          {translate({id: 'plug.gallery.title', message: 'Find a plug-in'})}
        </Heading>
        <PluginFilters
          filter={filter}
          text={text}
          onCategoryChange={(value) =>
            navigate({...filter, category: isPluginCategory(value) ? value : null}, 'push')
          }
          onPlatformChange={(value) =>
            navigate({...filter, platform: isPluginPlatform(value) ? value : null}, 'push')
          }
          onTextChange={changeText}
          searchRef={searchRef}
        />
        <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
          {countMessage(results.length, shownPlugins.length, isFilterActive(filter))}
        </p>
        {results.length > 0 ? (
          <ul
            className={clsx('clean-list', styles.grid)}
            aria-label={translate({id: 'plug.gallery.list', message: 'Plug-ins'})}
          >
            {results.map((plugin) => (
              <li key={plugin.id}>
                <PluginCard plugin={plugin} />
              </li>
            ))}
          </ul>
        ) : (
          <NoMatch query={filter.q.trim()} onClear={clearFilters} />
        )}
      </div>
    </section>
  );
}
