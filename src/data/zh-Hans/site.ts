/**
 * The settings in Chinese, for the Chinese pages: the English module
 * (`../site`) with the words it shows translated. Addresses, names, numbers
 * and the operator's values are the English module's own: the operator
 * fills them in once, there.
 */
import {
  contacts,
  legalDateParts,
  qqGroups as englishQqGroups,
  serviceChannelLabels as englishChannelLabels,
  serviceChannels as englishServiceChannels,
  type ServiceChannel,
  type ServiceContacts,
} from '../site';
import {withText} from '../localize';
import {listText} from './text';

export * from '../site';

/** An ISO date as the Chinese legal pages write it: `2026-11-27` becomes `2026 年 11 月 27 日`. */
export function legalDateText(isoDate: string): string {
  const {year, month, day} = legalDateParts(isoDate);
  return `${year} 年 ${month} 月 ${day} 日`;
}

export const qqGroups = withText(englishQqGroups, [
  {label: 'Android 开发者'},
  {label: 'iOS 开发者'},
  {label: '教学与课程'},
  {label: 'PyCharm 插件'},
  {label: 'HID 板交流'},
]);

export const serviceChannelLabels = withText(englishChannelLabels, {
  serviceEmail: '电子邮件',
  servicePhone: '电话',
  serviceWeChat: '微信',
  serviceHours: '服务时间',
});

/** The customer-service channels the settings hold, with Chinese labels. */
export function serviceChannels(values: ServiceContacts = contacts): ServiceChannel[] {
  return englishServiceChannels(values, serviceChannelLabels);
}

/** What the contact page lists for customer service, in a Chinese sentence: "电子邮件、电话、微信和服务时间". */
export function serviceChannelNames(values: ServiceContacts = contacts): string {
  return listText(serviceChannels(values).map((channel) => channel.label));
}
