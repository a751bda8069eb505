import type {ChangeEvent, ReactNode, Ref} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {
  pluginCategories,
  pluginCategoryLabels,
  pluginPlatformLabels,
  pluginPlatforms,
} from '@site/src/data/plugins';

import {maxQueryLength, type PluginFilter} from '../filterPlugins';
import styles from './styles.module.css';

type Props = {
  filter: PluginFilter;
  /** Text of the search box; the page keeps it apart from the URL while typing. */
  text: string;
  onCategoryChange: (value: string) => void;
  onPlatformChange: (value: string) => void;
  onTextChange: (value: string) => void;
  searchRef?: Ref<HTMLInputElement>;
};

/**
 * The three filter controls. Each has a visible label. Before React hydrates,
 * the form still works as a plain GET form: pressing Enter in the search box
 * loads /plug with the same query keys the page reads.
 */
export default function PluginFilters({
  filter,
  text,
  onCategoryChange,
  onPlatformChange,
  onTextChange,
  searchRef,
}: Props): ReactNode {
  const action = useBaseUrl('/plug');
  return (
    <form
      role="search"
      aria-label="Filter plug-ins"
      className={styles.form}
      method="get"
      action={action}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor="plugin-category">
          Category
        </label>
        <select
          id="plugin-category"
          name="category"
          className={styles.control}
          value={filter.category ?? ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onCategoryChange(event.target.value)}
        >
          <option value="">All categories</option>
          {pluginCategories.map((category) => (
            <option key={category} value={category}>
              {pluginCategoryLabels[category]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="plugin-platform">
          Platform
        </label>
        <select
          id="plugin-platform"
          name="platform"
          className={styles.control}
          value={filter.platform ?? ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onPlatformChange(event.target.value)}
        >
          <option value="">All platforms</option>
          {pluginPlatforms.map((platform) => (
            <option key={platform} value={platform}>
              {pluginPlatformLabels[platform]}
            </option>
          ))}
        </select>
      </div>
      <div className={clsx(styles.field, styles.search)}>
        <label className={styles.label} htmlFor="plugin-search">
          Search plug-ins
        </label>
        <input
          ref={searchRef}
          id="plugin-search"
          name="q"
          type="search"
          className={styles.control}
          value={text}
          maxLength={maxQueryLength}
          placeholder="For example: OCR, webhook, swipe"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="plugin-search-hint"
          onChange={(event: ChangeEvent<HTMLInputElement>) => onTextChange(event.target.value)}
        />
        <p id="plugin-search-hint" className={styles.hint}>
          Searches names and descriptions. Every word must match.
        </p>
      </div>
    </form>
  );
}
