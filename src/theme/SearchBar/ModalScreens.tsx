import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import translations from '@theme/SearchTranslations';

import {searchSuggestions} from '@site/src/data/searchSuggestions';
import AnswerCard from '@site/src/components/AnswerCard';
import {keepTabInside} from '../keepTabInside';
import type {Answer} from '@tapcraft/core/search/answers';

/*
 * DocSearch 4.7 has two screens it cannot reach: its error screen (the
 * autocomplete core resets the status to idle once a failed request settles)
 * and the "Try searching for" list on the no-results screen (its suggestion
 * list is built as an object, so it never has a length). We render both into
 * the modal ourselves, with DocSearch's own class names and translations.
 * 4.7.1, the newest release @docusaurus/theme-search-algolia 3.10 accepts,
 * still has both; tests/browser/search.spec.ts fails once DocSearch shows
 * either screen itself, which is when this file can go.
 */

/** The element inside `container` matching `selector`, kept current as the modal re-renders. */
export function useElementIn(container: HTMLElement, selector: string): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    const update = () => setElement(container.querySelector(selector));
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    queueMicrotask(update);
    return () => observer.disconnect();
  }, [container, selector]);
  return element;
}

export function IndexUnavailableScreen({container}: {container: HTMLElement}): ReactNode {
  const dropdown = useElementIn(container, '.DocSearch-Dropdown');
  if (!dropdown) {
    return null;
  }
  return createPortal(
    <div className="DocSearch-ErrorScreen tapcraft-search-error" role="alert">
      <p className="DocSearch-Title">{translations.modal?.errorScreen?.titleText}</p>
      <p className="DocSearch-Help">{translations.modal?.errorScreen?.helpText}</p>
    </div>,
    dropdown,
  );
}

export function NoResultsSuggestions({
  container,
  onNavigate,
}: {
  container: HTMLElement;
  onNavigate: () => void;
}): ReactNode {
  const noResults = useElementIn(container, '.DocSearch-NoResults');
  const createSearchLink = useSearchLinkCreator();
  if (!noResults) {
    return null;
  }
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List tapcraft-search-suggestions">
      <p className="DocSearch-Help">{translations.modal?.noResultsScreen?.suggestedQueryText}:</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {searchSuggestions.map((query) => (
          <li key={query}>
            <Link className="DocSearch-Prefill" to={createSearchLink(query)} onClick={onNavigate}>
              {query}
            </Link>
          </li>
        ))}
      </ul>
    </div>,
    noResults,
  );
}

/** What the modal's input holds now. */
function useQueryIn(container: HTMLElement): string {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.classList.contains('DocSearch-Input')) setQuery(target.value);
    };
    container.addEventListener('input', onInput);
    // The query the modal opened with.
    queueMicrotask(() =>
      setQuery(container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? ''),
    );
    return () => container.removeEventListener('input', onInput);
  }, [container]);
  return query;
}

/** A first child of `parent`, for a portal that must come before what DocSearch renders there. */
function useFirstChildOf(parent: Element | null): HTMLElement | null {
  const host = useMemo(() => document.createElement('div'), []);
  useEffect(() => {
    if (!parent) return undefined;
    parent.prepend(host);
    return () => host.remove();
  }, [parent, host]);
  return parent && host;
}

/**
 * The answer card above the hits, for the query the input holds: a card
 * answered for an earlier query is not shown once the input changed.
 */
export function ModalAnswerCard({
  container,
  found,
  onNavigate,
}: {
  container: HTMLElement;
  found: {query: string; answer?: Answer};
  onNavigate: () => void;
}): ReactNode {
  const query = useQueryIn(container);
  const host = useFirstChildOf(useElementIn(container, '.DocSearch-Dropdown-Container'));
  if (!host || !found.answer || found.query !== query) return null;
  return createPortal(<AnswerCard answer={found.answer} onNavigate={onNavigate} />, host);
}

/**
 * Keeps Tab inside the modal. DocSearch wraps it at the first and last
 * focusable elements it found when the modal opened; in local mode the last
 * of them, Algolia's logo, is hidden, and the platform button comes after
 * it, so Tab from the last visible element left the modal.
 */
export function useTabWrap(container: HTMLElement): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modal = container.querySelector('.DocSearch-Modal');
      if (modal) keepTabInside(event, modal);
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [container]);
}
