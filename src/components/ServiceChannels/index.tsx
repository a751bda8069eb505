import type {ReactNode} from 'react';

import {serviceChannels} from '@site/src/data/site';

/** Customer service's email, phone, WeChat and hours: the ones the settings hold. */
export default function ServiceChannels(): ReactNode {
  return (
    <ul>
      {serviceChannels().map((channel) => (
        <li key={channel.label}>
          {channel.label}:{' '}
          {channel.href !== undefined ? <a href={channel.href}>{channel.value}</a> : channel.value}
        </li>
      ))}
    </ul>
  );
}
