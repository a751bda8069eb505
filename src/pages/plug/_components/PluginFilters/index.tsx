import type {ChangeEvent, ReactNode, Ref} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {pluginCategories, pluginPlatformLabels, pluginPlatforms} from '@site/src/data/plugins';

import {pluginCategoryLabels} from '../copy';
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

type SelectProps<T extends string> = {
  id: string;
  /** Query key the plain GET form submits. */
  name: string;
  label: string;
  /** Text of the empty option, which clears the filter. */
  allLabel: string;
  value: string;
  options: readonly T[];
  optionLabels: Record<T, string>;
  onChange: (value: string) => void;
};

/** A select with its visible label; the first option, with an empty value, shows everything. */
function LabelledSelect<T extends string>({
  id,
  name,
  label,
  allLabel,
  value,
  options,
  optionLabels,
  onChange,
}: SelectProps<T>): ReactNode {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.control}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      aria-label={translate({id: 'plug.filters', message: 'Filter plug-ins'})}
      className={styles.form}
      method="get"
      action={action}
      onSubmit={(event) => event.preventDefault()}
    >
      <LabelledSelect
        id="plugin-category"
        name="category"
        label={translate({id: 'plug.filters.category', message: 'Category'})}
        allLabel={translate({id: 'plug.filters.category.all', message: 'All categories'})}
        value={filter.category ?? ''}
        options={pluginCategories}
        optionLabels={pluginCategoryLabels}
        onChange={onCategoryChange}
      />
      <LabelledSelect
        id="plugin-platform"
        name="platform"
        label={translate({id: 'plug.filters.platform', message: 'Platform'})}
        allLabel={translate({id: 'plug.filters.platform.all', message: 'All platforms'})}
        value={filter.platform ?? ''}
        options={pluginPlatforms}
        optionLabels={pluginPlatformLabels}
        onChange={onPlatformChange}
      />
      <div className={clsx(styles.field, styles.search)}>
        <label className={styles.label} htmlFor="plugin-search">
          {translate({id: 'plug.filters.search', message: 'Search plug-ins'})}
        </label>
        <input
          ref={searchRef}
          id="plugin-search"
          name="q"
          type="search"
          className={styles.control}
          value={text}
          maxLength={maxQueryLength}
          placeholder={translate({
            id: 'plug.filters.search.placeholder',
            message: 'For example: OCR, webhook, swipe',
          })}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="plugin-search-hint"
          onChange={(event: ChangeEvent<HTMLInputElement>) => onTextChange(event.target.value)}
        />
        <p id="plugin-search-hint" className={styles.hint}>
          {translate({
            id: 'plug.filters.search.hint',
            message: 'Searches names and descriptions. Every word must match.',
          })}
        </p>
      </div>
    </form>
  );
}
