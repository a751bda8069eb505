import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {inLocale, punctuationOf} from '@site/src/data/localize';
import {serviceChannels} from '@site/src/data/site';
import {serviceChannels as chineseServiceChannels} from '@site/src/data/zh-Hans/site';

/** Customer service's email, phone, WeChat and hours: the ones the settings hold. */
export default function ServiceChannels(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const channels = inLocale(i18n.currentLocale, serviceChannels, {
    'zh-Hans': chineseServiceChannels,
  })();
  const marks = punctuationOf(i18n.currentLocale);
  return (
    <ul>
      {channels.map((channel) => (
        <li key={channel.label}>
          {channel.label}
          {marks.colon}
          {channel.href !== undefined ? <a href={channel.href}>{channel.value}</a> : channel.value}
        </li>
      ))}
    </ul>
  );
}
