/**
 * The release history in Chinese: the English module (`../releases`) with
 * each release's highlights translated. Versions, dates and what each release
 * added to the API are the English module's.
 */
import {withText} from '../localize';
import {releases as englishReleases} from '../releases';

export * from '../releases';

/** The highlights of each release, by version. */
const highlights: Record<string, string[]> = {
  '1.0': [
    'Android App 通过无障碍服务在手机上运行 Python 脚本，无需 root。',
    '找色：单个颜色和多点颜色特征。',
    'Web IDE，由手机在局域网中提供。',
  ],
  '1.1': ['在脚本中管理应用：已安装的应用、应用详情、等待应用启动。'],
  '1.2': ['双击、滚动视图、电池信息和多选弹窗。'],
  '1.3': ['悬浮窗和自由的多指手势。', '脚本的运行时限，以及在脚本中安装应用。'],
  '1.4': ['亮屏和熄屏事件、由脚本发出的通知、按音量键停止脚本。'],
  '1.5': [
    '找图：在屏幕上查找模板图。',
    '在设备上进行文字识别，供 VIP 会员使用。',
    '脚本商店，以及用于出售脚本的卡密。',
  ],
  '1.6': ['按所含内容匹配控件的选择器。'],
  '2.0': [
    'iOS：脚本通过 WebDriverAgent 在 iPhone 和 iPad 上运行，由电脑激活一次即可。',
    'Android 的输入模式：除无障碍服务外，新增 root 和 ADB shell。',
    'HTML 脚本窗口、MySQL 客户端和 WebSocket。',
  ],
  '2.1': [
    '用 Python 或 Java 编写的插件，以及让文字输入更可靠的 Tapcraft 键盘。',
    '脚本中的后台任务。',
  ],
  '2.2': ['定位、shell 进程，以及支持文件和级别的日志记录器。'],
  '2.3': ['脚本参数和控件截图。'],
  '2.4': ['定时任务和 XPath 选择器。'],
  '2.5': [
    'PyCharm 和 VS Code 插件，根据类型存根提供补全。',
    '云控：管理多台设备的网页控制台。',
    '蓝牙、二维码和屏幕处理管线。',
  ],
  '2.6': ['回复通知，以及点击通知中的操作按钮。'],
  '3.0': [
    'App 内置 Python 3.11。',
    '云数据库，以及 HID 板：像真实的蓝牙鼠标和键盘一样点击和输入（Air Click）。',
    'Windows 客户端开始测试。',
  ],
  '3.1': [
    'ESP32-S3 HID 板现在也支持 iPhone 和 iPad：在 iOS 的 HID 模式下，click、long_click 和 swipe 都通过它执行。',
    '供 VIP 会员使用的 YOLO 目标检测模型。',
    '等待图片或窗口出现、隧道和频道。',
  ],
  '3.2': ['借助截图管线更快地截图，以及双指缩放手势。'],
};

export const releases = withText(
  englishReleases,
  englishReleases.map((release) => ({highlights: highlights[release.version]})),
);
