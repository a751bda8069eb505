/**
 * The product facts in Chinese, for the Chinese pages: the English module
 * (`../facts`) with its text translated. Numbers, names and files are the
 * English module's own values, so a change there reaches both languages;
 * only the words are written here.
 *
 *   import {facts, rangeText} from '@site/src/data/zh-Hans/facts';
 */
import {facts as englishFacts, vipCallFeatureNames, type NumberRange} from '../facts';
import {withText} from '../localize';
import {listText} from './text';

export * from '../facts';

/** "2～5" for a range; the unit goes after it on the page. */
export function rangeText(range: NumberRange): string {
  return `${range.min}～${range.max}`;
}

const support = {
  priorityReply: '4 个服务小时内',
  freeReply: '1 个工作日内',
  forumReply: '2 个工作日内',
  businessReply: '3 个工作日内',
  privacyReply: '15 个工作日内',
};

const prioritySupport = {
  scripts: '优先支持，客服也会解答脚本方面的问题',
  customerServiceReply: support.priorityReply,
};

const inPackageEncrypted = '包含；发布到脚本商店的包会加密这部分';

export const facts = withText(englishFacts, {
  deviceId: {
    format: '16 位小写十六进制字符',
    lifetime: '它在应用更新和重启后保持不变，卸载 Tapcraft 或清除应用数据后会改变。',
  },
  project: {
    packageContents: [
      {part: '你的代码', inPackage: '包含，编译为字节码，不含源代码'},
      {part: '清单文件', inPackage: '包含'},
      {part: '模板图', inPackage: inPackageEncrypted},
      {
        part: '其他随项目打包的文件：数据文件，以及你的窗口所用的 HTML 页面',
        inPackage: inPackageEncrypted,
      },
      {
        part: '清单中声明的插件和 wheel 包',
        inPackage: '包含：打包工具会自己找到并打包它们，脚本无需读取路径即可导入',
      },
      {part: 'iOS 的项目环境', inPackage: '不包含：每台设备会按项目声明的包重新构建它'},
      {part: '其他任何文件：笔记、测试图片、日志、脚本写出的文件', inPackage: '不包含'},
    ],
  },
  hid: {
    productName: 'HID 板',
    wireless: '低功耗蓝牙 5.0',
    ledStates: [
      {light: '熄灭', meaning: '未通电'},
      {light: '蓝灯慢闪（每秒一次）', meaning: '等待配对'},
      {light: '蓝灯常亮', meaning: '已连接设备'},
      {light: '蓝灯快闪', meaning: '正在更新固件，请勿断电'},
      {light: '红灯常亮', meaning: '出错，请按一次复位按钮'},
    ],
  },
  systems: {
    android: 'Android 7.0（API 24）或更高版本',
    ios: 'iOS 14 或更高版本',
    windows: '64 位 Windows 10 22H2 或 Windows 11',
    activationWindows: '64 位 Windows 10 或 11',
    activationMac: 'macOS 12 Monterey 或更高版本',
  },
  account: {
    name: 'Tapcraft 账号',
    signsInTo: '各 App、云控控制台、开发者控制台、商城和论坛',
  },
  ios: {
    background: {
      listeningSockets:
        'iOS 会停止后台 App 的监听套接字，因此 Tapcraft 不在前台时，设备上的服务器（包括 Web IDE）不接受新的连接。',
      openConnections:
        '脚本操作其他 App 时，已经打开的连接保持打开：向外发出的请求、WebSocket，以及在 Tapcraft 处于前台时就已连接的 Web IDE 或插件。',
    },
  },
  plans: {
    free: {name: '免费版', logHistory: '24 小时'},
    vip: {name: 'VIP 会员', logHistory: '7 天'},
    studio: {name: 'Studio 席位', logHistory: '30 天'},
  },
  vipOnly: [
    {name: '文字识别'},
    {name: 'YOLO 模型'},
    {name: '插件商店中的插件'},
    {name: '云控定时任务'},
  ],
  support,
  supportByPlan: {
    free: {scripts: '论坛和 QQ 群', customerServiceReply: support.freeReply},
    vip: prioritySupport,
    studio: prioritySupport,
  },
  coins: {
    buys: '脚本商店中的脚本、卡密和卡密续期',
    doesNotBuy: 'VIP 会员或硬件',
    bonusRule: '赠送的游戏币先于付费游戏币扣除，且不可退款。',
  },
  agreements: {
    governingLanguage:
      '用户协议、隐私政策、开发者协议和免责声明以英文写成。我们发布它们的译本，只是为了方便你阅读。译本与英文版本不一致时，以英文版本为准。',
  },
});

/** The features whose calls fail without VIP, as a Chinese sentence lists them: "文字识别、YOLO 模型和插件商店中的插件". */
export function vipCallFeaturesText(): string {
  return listText(vipCallFeatureNames(facts.vipOnly));
}
