/**
 * Queries and the answer card each must get (issue 32): the id of the API
 * entry the card names, or null for none. The matcher's unit test asks
 * them all (tests/unit/search/answers.test.ts); the browser tests ask them
 * in the modal and on /search of the built site
 * (tests/browser/answer-cards.spec.ts). Without a platform, a call on
 * several platforms answers with its Android entry.
 */
import type {ApiPlatform} from '@tapcraft/data/platforms-api';

export type AnswerQuery = {
  query: string;
  /** The entry the card names; null: no card. */
  entry: string | null;
  /** The platform filter (the docs the modal opened in, or /search's filter). */
  platform?: ApiPlatform;
};

const ours: AnswerQuery[] = [
  {query: 'find_colors', entry: 'tapcraft.android.screen.find_colors'},
  {query: 'find_color', entry: 'tapcraft.android.screen.find_color'},
  {query: 'click', entry: 'tapcraft.android.action.click'},
  {query: 'swipe', entry: 'tapcraft.android.action.swipe'},
  {query: 'input_text', entry: 'tapcraft.android.action.input_text'},
  {query: 'find_image()', entry: 'tapcraft.android.screen.find_image'},
  {query: 'Point', entry: 'tapcraft.Point'},
  {query: 'Selector.click', entry: 'tapcraft.android.node.selector.Selector.click'},
  {query: 'View.set_text', entry: 'tapcraft.android.node.view.View.set_text'},
  {query: 'kv_set', entry: 'tapcraft.android.system.kv.kv_set'},
  {query: 'benchmark', entry: 'tapcraft.android.plug.gp.test.benchmark'},
  {query: 'Benchmark', entry: 'tapcraft.android.plug.gp.test.Benchmark'},
];

const qualified: AnswerQuery[] = [
  {query: 'screen.find_colors', entry: 'tapcraft.android.screen.find_colors'},
  {query: 'action.long_click', entry: 'tapcraft.android.action.long_click'},
  {query: 'node.view.View.click', entry: 'tapcraft.android.node.view.View.click'},
  {query: 'tapcraft.ios.screen.find_colors', entry: 'tapcraft.ios.screen.find_colors'},
  {query: 'application.launch', entry: 'tapcraft.ios.application.launch'},
  {query: 'app.application.launch', entry: 'tapcraft.android.app.application.launch'},
];

const autoJs6: AnswerQuery[] = [
  {query: 'images.findColor', entry: 'tapcraft.android.screen.find_color'},
  {query: 'images.findColor(img, color)', entry: 'tapcraft.android.screen.find_color'},
  {query: 'images.findMultiColors', entry: 'tapcraft.android.screen.find_colors'},
  {query: 'longClick', entry: 'tapcraft.android.action.long_click'},
  {query: 'launchApp', entry: 'tapcraft.android.app.application.launch'},
  {query: 'currentPackage()', entry: 'tapcraft.android.app.application.current_package'},
  {query: 'files.read', entry: 'tapcraft.android.file.read_text'},
  {query: 'findOnce', entry: 'tapcraft.android.node.selector.Selector.find_one'},
];

const airtest: AnswerQuery[] = [
  {query: 'touch', entry: 'tapcraft.android.action.click'},
  {query: 'keyevent("HOME")', entry: 'tapcraft.android.action.press_key'},
  {query: 'poco(text="OK")', entry: 'tapcraft.android.node.selector.Selector'},
  {query: 'poco(text=…)', entry: 'tapcraft.android.node.selector.Selector'},
  {query: 'poco(text="Login").click()', entry: 'tapcraft.android.node.selector.Selector.click'},
  {query: 'exists(Template(filename))', entry: 'tapcraft.android.screen.find_image'},
  {query: 'start_app', entry: 'tapcraft.android.app.application.launch'},
  {query: 'snapshot', entry: 'tapcraft.android.screen.capture'},
];

const uiautomator2: AnswerQuery[] = [
  {query: 'd.click', entry: 'tapcraft.android.action.click'},
  {query: 'd.click(100, 200)', entry: 'tapcraft.android.action.click'},
  {query: 'd.app_start', entry: 'tapcraft.android.app.application.launch'},
  {query: 'd(text="Login").click()', entry: 'tapcraft.android.node.selector.Selector.click'},
  {query: 'd.press("home")', entry: 'tapcraft.android.action.press_key'},
  {query: 'd.screenshot', entry: 'tapcraft.android.screen.capture'},
  {query: 'd.xpath', entry: 'tapcraft.android.node.selector.xpath'},
];

const appium: AnswerQuery[] = [
  {query: 'driver.activate_app', entry: 'tapcraft.android.app.application.launch'},
  {query: 'driver.find_elements', entry: 'tapcraft.android.node.selector.Selector.find_all'},
  {query: 'driver.save_screenshot', entry: 'tapcraft.android.screen.capture'},
  {
    query: 'driver.find_element(AppiumBy.XPATH, expression)',
    entry: 'tapcraft.android.node.selector.xpath',
  },
  {query: 'element.send_keys', entry: 'tapcraft.android.node.view.View.set_text'},
  {query: 'driver.get_clipboard_text', entry: 'tapcraft.android.system.clipboard.get_clipboard'},
];

const chinese: AnswerQuery[] = [
  {query: '找色', entry: 'tapcraft.android.screen.find_color'},
  {query: '多点找色', entry: 'tapcraft.android.screen.find_colors'},
  {query: '点击', entry: 'tapcraft.android.action.click'},
  {query: '点击控件', entry: 'tapcraft.android.node.selector.Selector.click'},
  {query: '找图', entry: 'tapcraft.android.screen.find_image'},
  {query: '截图', entry: 'tapcraft.android.screen.capture'},
  {query: '本地存储', entry: 'tapcraft.android.system.kv.kv_set'},
];

/** The platform filter picks the entry of that platform, or none. */
const filtered: AnswerQuery[] = [
  {query: 'find_colors', platform: 'ios', entry: 'tapcraft.ios.screen.find_colors'},
  {query: 'find_colors', platform: 'windows', entry: 'tapcraft.windows.screen.find_colors'},
  {query: '找色', platform: 'ios', entry: 'tapcraft.ios.screen.find_color'},
  {query: 'Point', platform: 'ios', entry: 'tapcraft.Point'},
  {query: 'move', platform: 'windows', entry: 'tapcraft.windows.window.move'},
  {query: 'kv_set', platform: 'windows', entry: null},
];

/** Questions, topics, page terms and names that stand for unrelated entries: hits, no card. */
const none: AnswerQuery[] = [
  {query: 'sell my script with license keys', entry: null},
  {query: 'how do I tap a button by its text', entry: null},
  {query: 'find a colour in part of the screen', entry: null},
  {query: 'click a button', entry: null},
  {query: 'screen capture', entry: null},
  {query: 'find colors', entry: null},
  {query: 'findc', entry: null},
  {query: 'permission', entry: null},
  {query: 'websocket', entry: null},
  {query: 'point', entry: null},
  {query: 'pip install', entry: null},
  {query: '卡密', entry: null},
  {query: '软件下载', entry: null},
  // Two unrelated entries have these names: the hits tell them apart.
  {query: 'move', entry: null},
  {query: 'connect', entry: null},
  {query: 'driver.tap', entry: null},
  {query: 'sleep', entry: null},
];

export const answerQueries: AnswerQuery[] = [
  ...ours,
  ...qualified,
  ...autoJs6,
  ...airtest,
  ...uiautomator2,
  ...appium,
  ...chinese,
  ...filtered,
  ...none,
];
