/**
 * The data flows in Chinese, for the Chinese pages and the Chinese privacy
 * policy's tables: the English module (`../dataFlows`) with its words
 * translated. Who receives what, and each retention limit of a plan, stay the
 * English module's, so the policy says the same in both languages.
 */
import {
  dataFlows as englishDataFlows,
  planOrder,
  receivedParts,
  recipients as englishRecipients,
  type DataFlow,
  type RecipientId,
} from '../dataFlows';
import {withText} from '../localize';
import {searchSettingNames} from '../site';
import {facts} from './facts';
import {listText} from './text';

export * from '../dataFlows';

export const recipients = withText(englishRecipients, {
  us: {name: '我们', why: '提供本服务'},
  workspace: {
    name: '你的云控工作区：你和你添加到其中的人',
    why: '因为你把设备加入了工作区；他们在云控控制台及其 API 中看到这些信息',
  },
  developer: {
    name: '你所购买商店脚本的开发者',
    why: '解答你关于该脚本的支持问题；开发者协议不允许其用于任何其他目的',
  },
  otherUsers: {
    name: '其他用户',
    why: '因为论坛帖子是公开的，这样遇到同样问题的下一个人能找到答案',
  },
  paymentProviders: {name: '支付服务商（如支付宝、微信支付和银行）', why: '处理付款和退款'},
  couriers: {name: '快递公司', why: '寄送硬件'},
  hosting: {
    name: '中国大陆的云托管服务商',
    why: '托管我们的服务器，并签有保护你数据的合同',
    receives: '本服务存储的数据',
  },
  smsProviders: {name: '短信服务商', why: '发送验证码'},
  searchProvider: {name: '本网站的搜索服务 Algolia', why: '在本网站使用托管搜索时答复站内搜索'},
  authorities: {name: '有关部门', why: '法律要求或依据有效命令时', receives: '法律要求的信息'},
});

const byLaw = '按税收和电子商务法律要求的期限保存';

const relayedOnly = '不存储：仅在我们的服务器中转期间保留';

const inConsole = '在云控控制台及其 API 中显示';

export const dataFlows = withText(englishDataFlows, {
  account: {
    what: '手机号、电子邮件地址、昵称、密码（仅以哈希形式存储）',
    to: {smsProviders: '手机号'},
    when: '你注册账号时',
    why: '创建账号、保障账号安全以及与你联系',
    kept: '账号存续期间；注销账号后 15 个工作日内删除或匿名化',
  },
  orders: {
    what: '订单信息：商品、金额、收货人姓名、地址和电话',
    to: {paymentProviders: '订单号、金额', couriers: '姓名、地址、电话'},
    when: '你在商城购物时',
    why: '交付商品、开具发票和办理退款',
    kept: byLaw,
  },
  developerIdentity: {
    what: '开发者的实名信息',
    when: '开发者提现时',
    why: '法律对付款和纳税的要求',
    kept: byLaw,
  },
  support: {
    what: '你发送给客服的消息、bug 报告、截图和日志',
    when: '你写信给我们，或在 App 中点击上传日志（Upload log）时',
    why: '答复你并解决问题',
    kept: '日志和截图保存 30 天；消息保存到你的问题得到答复、问题解决为止',
  },
  forumPosts: {
    what: '你在论坛发布的帖子、回复、截图和日志',
    to: {otherUsers: '你在论坛上发布的内容'},
    when: '你发帖时',
    why: '运营论坛',
    kept: '直到你或版主删除它们，或你注销账号',
  },
  devices: {
    what: '设备型号、操作系统版本、Tapcraft 版本、屏幕尺寸、语言，以及由 Tapcraft 生成的设备标识符（不是你的 IMEI 或广告标识符）',
    when: '你在设备上登录时',
    why: '让各 App 在你的设备上正常工作，并统计你的方案下的设备数',
    kept: '设备在你的账号下期间',
  },
  signIns: {
    what: '登录记录：时间、IP 地址',
    when: '每次登录时',
    why: '保护你的账号不被滥用',
    kept: '6 个月',
  },
  crashReports: {
    what: '崩溃报告：堆栈跟踪、App 版本、设备型号、可用内存',
    when: 'App 崩溃时',
    why: '发现并修复崩溃',
    kept: '90 天',
  },
  cardKeyChecks: {
    what: '每次启动购买的商店脚本时的卡密、设备 ID 和脚本 ID',
    when: '每次启动以卡密销售的商店脚本时',
    why: '让我们的授权服务器在脚本运行前确认卡密',
    kept: `订单存续期间，之后${byLaw}`,
  },
  searchQueries: {
    what: '你在本网站搜索框中输入的文字',
    to: {searchProvider: '搜索词'},
    when: `仅当本网站使用托管搜索时（构建时设置了 ${listText([...searchSettingNames])}）；网站自带的离线搜索不发送任何内容`,
    why: '查找匹配的页面',
    kept: '我们不保存；Algolia 按其自己的隐私政策保存',
  },
  purchases: {
    what: '购买记录和游戏币记录',
    when: '你购买、充值或花费游戏币时',
    why: '显示你的余额和记录，并处理纠纷',
    kept: byLaw,
  },
  buyerDetails: {
    what: '你的昵称，以及你购买的每个商店脚本的订单号和卡密',
    to: {developer: '买家的 Tapcraft 昵称、订单号和卡密'},
    when: '你购买商店脚本或输入卡密时',
    why: '以便脚本的开发者解答你的支持问题',
    kept: `我们${byLaw}；开发者在提供支持不再需要这些信息时，必须将其删除`,
  },
  consoleDevices: {
    what: '每台设备的型号、App 版本、电量和状态',
    to: {workspace: '设备型号、App 版本、电量和状态'},
    when: '设备在云控工作区中时',
    why: '在云控控制台中列出该设备',
    kept: '直到你把设备移出工作区',
  },
  consoleLogs: {
    what: '设备上运行的脚本的每一行日志',
    to: {workspace: '日志行'},
    when: '设备在云控工作区中时',
    why: inConsole,
  },
  consoleUploads: {
    what: '脚本通过云控函数（例如 upload_screenshot）发送的事件、指标、截图和文件',
    to: {workspace: '脚本发送的事件、指标、截图和文件'},
    when: '脚本发送它们时',
    why: inConsole,
  },
  liveScreens: {
    what: '屏幕的实时画面，以及在控制台中对画面进行的点击和滑动',
    to: {workspace: '实时屏幕画面'},
    when: '仅在工作区中有人在控制台查看该设备时',
    why: '在云控控制台中查看和控制设备',
    kept: '不录制：画面经我们的服务器中转，关闭查看后即消失',
  },
  webIdeSessions: {
    what: '远程 Web IDE 会话中的代码、日志行、截图和控件树',
    to: {workspace: '远程 Web IDE 会话'},
    when: '工作区中有人在控制台打开该设备的 Web IDE 时',
    why: '在浏览器中编辑、运行和调试设备上的脚本',
    kept: relayedOnly,
  },
  tunnelTraffic: {
    what: '脚本打开的隧道中的 HTTP 和 WebSocket 流量，以及设备与程序之间的频道消息',
    to: {workspace: '隧道流量和频道消息'},
    when: '脚本使用工作区的隧道或频道时',
    why: '访问设备上的 Web 服务器，并在脚本和你的程序之间传递消息',
    kept: relayedOnly,
  },
  cloudContent: {
    what: '你上传到云控的脚本，以及云数据库中的数据表',
    to: {workspace: '脚本和数据表'},
    when: '你或你的脚本上传它们时',
    why: '把脚本推送到你的设备，并保存你的数据',
    kept: '直到你删除它们或注销账号；删除的工作区及其设备、日志、数据表和备份在 30 天内清除',
  },
  databaseSnapshots: {
    what: '云数据库的每日快照',
    when: '每天一次',
    why: '在误操作后恢复你的数据表',
  },
});

/** How long a kind of data is kept, in Chinese: the fixed period, or each plan's limit ("免费版 24 小时，VIP 会员 7 天，Studio 席位 30 天"). */
export function retentionText(flow: DataFlow): string {
  if (typeof flow.kept === 'string') return flow.kept;
  const limit = flow.kept.perPlan;
  return planOrder
    .map((id) => {
      const plan = facts.plans[id];
      return `${plan.name} ${limit === 'backupDays' ? `${plan.backupDays} 天` : plan.logHistory}`;
    })
    .join('，');
}

/** What a recipient other than us receives, from every kind of data it gets, in Chinese. */
export function receivedBy(id: RecipientId): string {
  return receivedParts(id, recipients, Object.values(dataFlows)).join('；');
}
