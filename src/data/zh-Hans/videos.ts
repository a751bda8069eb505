/**
 * The video courses in Chinese: the English module (`../videos`) with the
 * lesson titles and topics translated, as the Chinese course pages list them.
 * Lengths, lesson numbers, posters and video ids are the English module's.
 */
import {withText} from '../localize';
import {
  videos as englishVideos,
  videosFor as englishVideosFor,
  videoTopics as englishVideoTopics,
  durationSeconds,
  type Video,
  type VideoPlatform,
} from '../videos';

export * from '../videos';

export const videoTopics = withText(englishVideoTopics, {
  setup: {label: '准备环境'},
  basics: {label: '第一批脚本'},
  selectors: {label: '选择器'},
  screen: {label: '读取屏幕'},
  state: {label: '保存状态'},
  publish: {label: '打包'},
  cloud: {label: '云控'},
  project: {label: '项目'},
});

/** Each lesson's title, by its id, as the Chinese course pages write it. */
const titles: Record<string, string> = {
  'android-01': '安装 Tapcraft 并开启服务',
  'android-02': 'Web IDE 导览',
  'android-03': '你的第一个脚本',
  'android-04': '选择器与控件树查看器',
  'android-05': '等待、超时与重试',
  'android-06': '颜色与多点颜色',
  'android-07': '找图',
  'android-08': '用文字识别读取文字',
  'android-09': '记住状态',
  'android-10': '用 HID 板实现 Air Click',
  'android-11': '打包与发布',
  'android-12': '云控',
  'android-13': '综合项目：每日签到脚本',
  'ios-01': 'WebDriverAgent 的工作原理，以及为什么需要激活',
  'ios-02': '用 Windows 或 macOS 工具激活设备',
  'ios-03': '用 tapcraft.ios.action 写第一个 iOS 脚本',
  'ios-04': '屏幕分辨率、像素和点',
  'ios-05': 'iOS 上的颜色和图像',
  'ios-06': '在 iOS 上什么时候该用控件树，什么时候不该用',
  'ios-07': '通过 AssistiveTouch 在 iOS 上使用 Air Click',
  'ios-08': '一个项目同时支持 Android 和 iOS',
};

export const videos = withText(
  englishVideos,
  englishVideos.map((video) => ({title: titles[video.id]})),
);

/** The lessons of one course in Chinese, in lesson order. */
export function videosFor(platform: VideoPlatform): Video[] {
  return englishVideosFor(platform, videos);
}

/** Spoken form of a `mm:ss` duration for screen readers, in Chinese: "8 分钟 42 秒". */
export function durationLabel(duration: string): string {
  const total = durationSeconds(duration);
  if (Number.isNaN(total)) return duration;
  const seconds = total % 60;
  return `${Math.floor(total / 60)} 分钟${seconds > 0 ? ` ${seconds} 秒` : ''}`;
}
