import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';

import {formatPostDate} from './formatPostDate';
import styles from './styles.module.css';

function useReadingTimeLabel(): (minutes: number) => string {
  const {selectMessage} = usePluralForm();
  return (minutes) => {
    const rounded = Math.ceil(minutes);
    return selectMessage(
      rounded,
      translate(
        {
          id: 'theme.blog.post.readingTime.plurals',
          description: 'Pluralized label for "{readingTime} min read", forms separated by "|"',
          message: 'One min read|{readingTime} min read',
        },
        {readingTime: rounded},
      ),
    );
  };
}

/** A post's date and reading time, under its title. */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {i18n} = useDocusaurusContext();
  const readingTimeLabel = useReadingTimeLabel();
  const {date, readingTime} = metadata;
  const {calendar} = i18n.localeConfigs[i18n.currentLocale]!;
  return (
    <div className={clsx(styles.info, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatPostDate(date, i18n.currentLocale, calendar)}</time>
      {readingTime !== undefined && <> · {readingTimeLabel(readingTime)}</>}
    </div>
  );
}
