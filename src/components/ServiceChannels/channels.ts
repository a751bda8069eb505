import {contacts, shownValue} from '../../data/site';

/** A way to reach customer service; `href` for the ones that are links. */
export type ServiceChannel = {label: string; value: string; href?: string};

/** The customer-service channels the settings hold, leaving out any still a placeholder. */
export function serviceChannels(): ServiceChannel[] {
  const channels: Array<{label: string; value: string; href?: string}> = [
    {label: 'Email', value: contacts.serviceEmail, href: `mailto:${contacts.serviceEmail}`},
    {label: 'Phone', value: contacts.servicePhone},
    {label: 'WeChat', value: contacts.serviceWeChat},
    {label: 'Service hours', value: contacts.serviceHours},
  ];
  return channels.filter((channel) => shownValue(channel.value) !== undefined);
}
