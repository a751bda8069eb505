/**
 * The names readers bring from other tools and from Chinese, for the calls of
 * the API model: AutoJs6's `images.findColor`, Airtest's `touch`,
 * uiautomator2's `d.app_start`, Appium's `driver.find_element`, and terms of
 * art such as 找色. The model attaches each alias to its entries
 * (core/api/model.ts), the build refuses an alias whose entry
 * does not exist or that two unrelated entries claim, and search, the
 * rendered entries, the migration guides and the glossary read them from
 * the model.
 *
 * To add an alias: find the entry's id on /api/tapcraft.json (or in the
 * reference page's URL and heading), add the call as that tool's users write
 * it, and say in `differs` what they must change besides the name (units,
 * what comes back when nothing is found, where coordinates start). List the
 * Android entry and, when the call exists there too, its iOS counterpart: the
 * migration guides link the Android one. A note is read on every platform
 * of its entries: when it holds only on one, limit it with `platforms` and
 * give the other platform its own note. Write a Tapcraft call with its
 * parentheses (`find_app(label)`, `press_key("back")`): the build refuses a
 * call, a value passed to it or a Tapcraft exception that the entry's page
 * does not document on that platform (core/api/aliasChecks.ts).
 *
 * Terms for a product concept that no single entry stands for (卡密, 悬浮窗)
 * go in `pageTerms`, with the page that explains the concept.
 */

import {facts, rangeText} from './facts';
import type {ApiPlatform} from './platforms-api';

/** Tools whose users come to Tapcraft with their own names for its calls. */
export const otherTools = ['AutoJs6', 'Airtest', 'uiautomator2', 'Appium'] as const;

export type OtherTool = (typeof otherTools)[number];

export type ToolAlias = {
  tool: OtherTool;
  /** The call as that tool's users write it: `images.findColor`, `d(text=...).click()`. */
  call: string;
  /** What behaves differently from ours; omitted when only the name changes. */
  differs?: string;
  /**
   * The platforms where the call means what `differs` says; every entry of
   * the alias when omitted. Give the same call once per platform when what
   * changes differs between them.
   */
  platforms?: ApiPlatform[];
};

/** A Chinese term of art and what it means in English. */
export type ChineseTerm = {
  term: string;
  english: string;
  /** One line: what it means in Tapcraft. */
  meaning: string;
};

/** A term for a product concept with no API entry of its own: it names the page that explains it. */
export type PageTerm = ChineseTerm & {
  /** Docs path of that page, optionally with an anchor: `/docs/android/guide/app_card`. */
  page: string;
};

export type ApiAlias = {
  /** Ids of the entries in the API model, one per platform the alias applies to. */
  entries: string[];
  tools?: ToolAlias[];
  terms?: ChineseTerm[];
};

/** How Android's `stop` works where it cannot force-stop an app out of sight. */
export const stopThroughAppInfo = `in accessibility and HID mode it opens the app's App info page and taps Force stop, which takes ${rangeText(facts.android.stopThroughAppInfoSeconds)} s and shows on the screen, and it returns False when the phone's language is one Tapcraft does not know.`;

export const apiAliases: ApiAlias[] = [
  // Taps, swipes and gestures.
  {
    entries: ['tapcraft.android.action.click', 'tapcraft.ios.action.click'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'click(x, y)',
        differs:
          'An AutoJs6 tap lasts about 150 ms and its coordinates follow setScreenMetrics; click lasts duration_ms (50 by default) and always takes real screen pixels.',
      },
      {
        tool: 'AutoJs6',
        call: 'press(x, y, duration)',
        differs: 'The press time becomes duration_ms, in milliseconds as in AutoJs6.',
      },
      {
        tool: 'Airtest',
        call: 'touch((x, y))',
        differs:
          'Airtest also accepts a Template, and reads (0.5, 0.5) as the middle of the screen; click takes whole pixels only. To tap an image, find it with find_image and tap the centre of its Rect.',
      },
      {
        tool: 'Airtest',
        call: 'poco.click([x, y])',
        differs: 'Poco coordinates are fractions of the screen from 0 to 1; click takes pixels.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.click(x, y)',
        differs:
          'uiautomator2 reads values below 1 as fractions of the screen; click takes whole pixels only.',
      },
      {
        tool: 'Appium',
        call: 'driver.tap([(x, y)])',
        differs:
          'Appium taps with up to five fingers from a list; click taps one point. Use gestures() for several fingers at once.',
        platforms: ['android'],
      },
      {
        tool: 'Appium',
        call: 'driver.tap([(x, y)])',
        differs:
          'Appium taps with up to five fingers from a list; click taps one point, and iOS scripts have no taps with several fingers.',
        platforms: ['ios'],
      },
    ],
    terms: [{term: '点击', english: 'tap', meaning: 'Tap one point of the screen.'}],
  },
  {
    entries: ['tapcraft.android.action.long_click', 'tapcraft.ios.action.long_click'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'longClick(x, y)',
        differs:
          'AutoJs6 holds for about 600 ms; long_click holds for duration_ms, 800 by default.',
      },
      {
        tool: 'Airtest',
        call: 'touch((x, y), duration=2)',
        differs: 'Airtest counts the duration in seconds; duration_ms counts milliseconds.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.long_click(x, y, duration)',
        differs:
          'uiautomator2 counts the duration in seconds (0.5 by default); duration_ms counts milliseconds (800 by default).',
      },
      {
        tool: 'Appium',
        call: 'driver.tap([(x, y)], duration)',
        differs: 'Both count the hold time in milliseconds; long_click presses one point.',
      },
    ],
    terms: [{term: '长按', english: 'long press', meaning: 'Press and hold one point.'}],
  },
  {
    entries: ['tapcraft.android.action.double_click'],
    tools: [
      {
        tool: 'Airtest',
        call: 'double_click((x, y))',
        differs:
          'Airtest also accepts a Template; double_click takes a point and the pause between the taps, interval_ms.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.double_click(x, y, duration)',
        differs:
          'uiautomator2 gives the pause between the taps in seconds (0.1 by default); interval_ms counts milliseconds (100 by default).',
      },
    ],
    terms: [{term: '双击', english: 'double tap', meaning: 'Tap the same point twice.'}],
  },
  {
    entries: ['tapcraft.android.action.swipe', 'tapcraft.ios.action.swipe'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'swipe(x1, y1, x2, y2, duration)',
        differs:
          'AutoJs6 requires the duration; duration_ms is optional (300 by default). Both count milliseconds.',
      },
      {
        tool: 'Airtest',
        call: 'swipe((x1, y1), (x2, y2))',
        differs:
          'Airtest also accepts Templates, a vector and fractions of the screen, and counts the duration in seconds; swipe takes two points in pixels and duration_ms.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.swipe(fx, fy, tx, ty, duration)',
        differs:
          'uiautomator2 counts the duration in seconds and reads values below 1 as fractions of the screen; swipe takes pixels and duration_ms in milliseconds.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.swipe_ext(direction)',
        differs: 'swipe_ext takes a direction such as "up"; swipe takes both end points in pixels.',
      },
      {
        tool: 'Appium',
        call: 'driver.swipe(start_x, start_y, end_x, end_y, duration)',
        differs:
          'Both count milliseconds. Appium returns the driver; swipe returns whether the gesture was performed.',
      },
    ],
    terms: [{term: '滑动', english: 'swipe', meaning: 'Move one finger in a straight line.'}],
  },
  {
    entries: ['tapcraft.android.action.drag'],
    tools: [
      {
        tool: 'uiautomator2',
        call: 'd.drag(sx, sy, ex, ey, duration)',
        differs:
          'uiautomator2 counts the duration in seconds; drag holds for hold_ms, then moves for duration_ms, both in milliseconds.',
      },
      {
        tool: 'Appium',
        call: 'driver.drag_and_drop(origin_el, destination_el)',
        differs:
          'Appium drags one element onto another; drag takes two points, for example the centres of two View rects.',
      },
    ],
    terms: [{term: '拖动', english: 'drag', meaning: 'Pick an item up and drop it elsewhere.'}],
  },
  {
    entries: ['tapcraft.android.action.gesture'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'gesture(duration, [x1, y1], [x2, y2], ...)',
        differs:
          'AutoJs6 takes the duration first and each point as an array; gesture takes a list of Point, then duration_ms.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.swipe_points(points, duration)',
        differs:
          'uiautomator2 gives the time between two points, in seconds; duration_ms is the time for the whole path.',
      },
    ],
    terms: [{term: '手势', english: 'gesture', meaning: 'Move one finger along a path of points.'}],
  },
  {
    entries: ['tapcraft.android.action.gestures'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'gestures([delay, duration, [x, y], ...], ...)',
        differs:
          'Each AutoJs6 array becomes a Stroke(points, duration_ms, delay_ms); gestures takes a list of them.',
      },
    ],
    terms: [
      {term: '多指手势', english: 'multi-finger gesture', meaning: 'Several finger paths at once.'},
    ],
  },
  {
    entries: ['tapcraft.android.action.pinch'],
    tools: [
      {
        tool: 'Airtest',
        call: 'pinch(in_or_out, center, percent)',
        differs:
          'Airtest sets the distance as a share of the screen; pinch takes the centre and the start and end distance between the fingers, in pixels.',
      },
    ],
    terms: [{term: '双指缩放', english: 'pinch', meaning: 'Zoom with two fingers.'}],
  },
  {
    entries: ['tapcraft.android.action.touch_down'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'RootAutomator.touchDown(x, y, id)',
        differs:
          'AutoJs6 needs root; touch_down needs root or ADB shell mode. AutoJs6 counts fingers from 1, pointer_id from 0.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.touch.down(x, y)',
        differs: 'touch_down needs root or ADB shell mode.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.action.touch_move'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'RootAutomator.touchMove(x, y, id)',
        differs:
          'touch_move needs root or ADB shell mode. AutoJs6 counts fingers from 1, pointer_id from 0.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.touch.move(x, y)',
        differs: 'touch_move needs root or ADB shell mode.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.action.touch_up'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'RootAutomator.touchUp(id)',
        differs:
          'touch_up needs root or ADB shell mode. AutoJs6 counts fingers from 1, pointer_id from 0.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.touch.up(x, y)',
        differs: 'touch_up takes only the finger: it lifts where the finger is.',
      },
    ],
  },

  // Keys and text.
  {
    entries: ['tapcraft.android.action.input_text', 'tapcraft.ios.action.input_text'],
    tools: [
      {
        tool: 'Airtest',
        call: 'text(text)',
        differs:
          'Airtest presses Enter after the text unless enter=False; input_text types the text only. Call press_key("enter") when you need Enter.',
        platforms: ['android'],
      },
      {
        tool: 'Airtest',
        call: 'text(text)',
        differs:
          'Airtest presses Enter after the text unless enter=False; input_text types the text only. End the text with a line break to press Return.',
        platforms: ['ios'],
      },
      {
        tool: 'uiautomator2',
        call: 'd.send_keys(text)',
        differs:
          'uiautomator2 switches to its own input method to type, and clear=True empties the field first; with Tapcraft, call View.clear_text first.',
      },
    ],
    terms: [{term: '输入文字', english: 'type text', meaning: 'Type into the focused text field.'}],
  },
  {
    entries: ['tapcraft.android.action.press_key', 'tapcraft.ios.action.press_key'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'back()',
        differs: 'Becomes press_key("back"): Tapcraft has one function and names the key.',
        platforms: ['android'],
      },
      {tool: 'AutoJs6', call: 'home()', differs: 'Becomes press_key("home").'},
      {
        tool: 'AutoJs6',
        call: 'recents()',
        differs: 'Becomes press_key("recents").',
        platforms: ['android'],
      },
      {
        tool: 'AutoJs6',
        call: 'notifications()',
        differs: 'Becomes press_key("notifications").',
        platforms: ['android'],
      },
      {
        tool: 'Airtest',
        call: 'keyevent("HOME")',
        differs:
          'Airtest takes Android key names in capitals, or numbers; press_key takes lowercase names such as press_key("home") and press_key("back"). Send a key code with press_keycode().',
        platforms: ['android'],
      },
      {
        tool: 'Airtest',
        call: 'keyevent("HOME")',
        differs:
          'The iOS key names of Airtest, "HOME", "volumeUp" and "volumeDown", become press_key("home"), press_key("volume_up") and press_key("volume_down"). iOS has no other keys.',
        platforms: ['ios'],
      },
      {tool: 'Airtest', call: 'home()', differs: 'Becomes press_key("home").'},
      {
        tool: 'uiautomator2',
        call: 'd.press("home")',
        differs:
          'Most names are the same. The uiautomator2 "recent" is press_key("recents") here, and keys that Tapcraft does not name, such as the arrows, "search" and "camera", go through press_keycode().',
        platforms: ['android'],
      },
      {
        tool: 'uiautomator2',
        call: 'd.open_notification()',
        differs: 'Becomes press_key("notifications").',
        platforms: ['android'],
      },
      {
        tool: 'Appium',
        call: 'driver.back()',
        differs: 'Becomes press_key("back").',
        platforms: ['android'],
      },
      {
        tool: 'Appium',
        call: 'driver.open_notifications()',
        differs: 'Becomes press_key("notifications").',
        platforms: ['android'],
      },
    ],
    terms: [{term: '按键', english: 'press a key', meaning: 'Press Home, Back or another key.'}],
  },
  {
    entries: ['tapcraft.android.action.press_keycode'],
    tools: [
      {
        tool: 'uiautomator2',
        call: 'd.press(key_code, meta)',
        differs: 'press_keycode has no meta state and works in root and ADB shell mode only.',
      },
      {
        tool: 'Appium',
        call: 'driver.press_keycode(keycode)',
        differs: 'press_keycode works in root and ADB shell mode only.',
      },
      {
        tool: 'Appium',
        call: 'driver.long_press_keycode(keycode)',
        differs: 'Becomes press_keycode(code, long_press=True), in root and ADB shell mode only.',
      },
    ],
    terms: [{term: '键码', english: 'key code', meaning: 'Send any Android key by its number.'}],
  },

  // Apps.
  {
    entries: ['tapcraft.android.app.application.launch', 'tapcraft.ios.application.launch'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'launch(packageName)',
        differs:
          'launch waits until the app is in front, up to 10 s, and returns False if it did not come.',
      },
      {
        tool: 'AutoJs6',
        call: 'launchApp(appName)',
        differs:
          'AutoJs6 takes the name under the icon; launch takes the package, which find_app(label).package gives.',
        platforms: ['android'],
      },
      {
        tool: 'AutoJs6',
        call: 'launchApp(appName)',
        differs:
          "AutoJs6 takes the name under the icon; launch takes the bundle id, which installed_apps() lists with each app's label.",
        platforms: ['ios'],
      },
      {
        tool: 'Airtest',
        call: 'start_app(package)',
        differs:
          'Airtest can start a given activity; launch starts the launcher activity and waits until the app is in front.',
        platforms: ['android'],
      },
      {
        tool: 'Airtest',
        call: 'start_app(package)',
        differs:
          'launch waits until the app is in front, up to 10 s, and returns False if it did not come.',
        platforms: ['ios'],
      },
      {
        tool: 'uiautomator2',
        call: 'd.app_start(package)',
        differs:
          'uiautomator2 returns at once unless wait=True, and stop=True restarts the app; launch waits until the app is in front. To restart, call stop first.',
      },
      {
        tool: 'Appium',
        call: 'driver.activate_app(app_id)',
        differs: 'launch returns whether the app came to the front.',
      },
    ],
    terms: [{term: '启动应用', english: 'launch an app', meaning: 'Start an app by its package.'}],
  },
  {
    entries: ['tapcraft.android.app.application.stop', 'tapcraft.ios.application.stop'],
    tools: [
      {
        tool: 'Airtest',
        call: 'stop_app(package)',
        differs: `Airtest force-stops the app over ADB, at once and out of sight. stop does the same in root and ADB shell mode; ${stopThroughAppInfo}`,
        platforms: ['android'],
      },
      {tool: 'Airtest', call: 'stop_app(package)', platforms: ['ios']},
      {
        tool: 'uiautomator2',
        call: 'd.app_stop(package)',
        differs: `uiautomator2 runs am force-stop over ADB, at once and out of sight. stop does the same in root and ADB shell mode; ${stopThroughAppInfo}`,
        platforms: ['android'],
      },
      {
        tool: 'Appium',
        call: 'driver.terminate_app(app_id)',
        differs: `Appium ends the app over ADB, at once and out of sight. stop does the same in root and ADB shell mode; ${stopThroughAppInfo}`,
        platforms: ['android'],
      },
      {tool: 'Appium', call: 'driver.terminate_app(app_id)', platforms: ['ios']},
    ],
    terms: [{term: '关闭应用', english: 'stop an app', meaning: 'Force-stop an app.'}],
  },
  {
    entries: [
      'tapcraft.android.app.application.current_package',
      'tapcraft.ios.application.current_package',
    ],
    tools: [
      {tool: 'AutoJs6', call: 'currentPackage()'},
      {
        tool: 'uiautomator2',
        call: 'd.app_current()',
        differs:
          'uiautomator2 returns a dict with the package and the activity; Tapcraft has current_package() and current_activity().',
        platforms: ['android'],
      },
      {
        tool: 'Appium',
        call: 'driver.current_package',
        differs: 'A property in Appium, a function here.',
        platforms: ['android'],
      },
    ],
    terms: [
      {term: '当前应用', english: 'current app', meaning: 'The package of the app in front.'},
    ],
  },
  {
    entries: ['tapcraft.android.app.application.current_activity'],
    tools: [
      {tool: 'AutoJs6', call: 'currentActivity()'},
      {
        tool: 'Appium',
        call: 'driver.current_activity',
        differs: 'A property in Appium, a function here.',
      },
    ],
  },
  {
    entries: [
      'tapcraft.android.app.application.wait_for_package',
      'tapcraft.ios.application.wait_for_package',
    ],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'waitForPackage(package)',
        differs:
          'AutoJs6 waits without limit; wait_for_package gives up after timeout seconds (10 by default) and returns False.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.app_wait(package, front=True)',
        differs:
          'uiautomator2 returns the process id, or 0 after 20 s; wait_for_package returns True or False after 10 s.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.app.application.clear_data'],
    tools: [
      {
        tool: 'Airtest',
        call: 'clear_app(package)',
        differs: 'clear_data works in root and ADB shell mode only.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.app_clear(package)',
        differs: 'clear_data works in root and ADB shell mode only.',
      },
    ],
    terms: [{term: '清除数据', english: 'clear app data', meaning: 'Reset an app as if new.'}],
  },
  {
    entries: ['tapcraft.android.app.application.install'],
    tools: [
      {
        tool: 'Airtest',
        call: 'install(filepath)',
        differs: 'Airtest installs an APK from the computer; install takes a file on the phone.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.app_install(url)',
        differs: 'uiautomator2 downloads the APK from a URL; install takes a file on the phone.',
      },
      {
        tool: 'Appium',
        call: 'driver.install_app(app_path)',
        differs:
          'Appium takes a path on the server computer or a URL; install takes a file on the phone.',
      },
    ],
    terms: [{term: '安装应用', english: 'install an app', meaning: 'Install an APK file.'}],
  },
  {
    entries: ['tapcraft.android.app.application.uninstall'],
    tools: [
      {tool: 'AutoJs6', call: 'app.uninstall(packageName)'},
      {
        tool: 'Airtest',
        call: 'uninstall(package)',
        differs: 'In accessibility and HID mode, Android asks the user to confirm.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.app_uninstall(package)',
        differs: 'In accessibility and HID mode, Android asks the user to confirm.',
      },
      {
        tool: 'Appium',
        call: 'driver.remove_app(app_id)',
        differs: 'In accessibility and HID mode, Android asks the user to confirm.',
      },
    ],
    terms: [
      {term: '卸载应用', english: 'uninstall an app', meaning: 'Remove an app and its data.'},
    ],
  },
  {
    entries: ['tapcraft.android.app.application.find_app'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'getPackageName(appName)',
        differs:
          'AutoJs6 returns the package name or null; find_app returns an AppInfo or None: read its package.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.app.application.app_info', 'tapcraft.ios.application.app_info'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'getAppName(packageName)',
        differs:
          'AutoJs6 returns the name or null; app_info returns an AppInfo or None: read its label.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.app_info(package)',
        differs: 'uiautomator2 returns a dict; app_info returns an AppInfo or None.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.app.application.open_url', 'tapcraft.ios.application.open_url'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'app.openUrl(url)',
        differs: 'AutoJs6 adds http:// when the scheme is missing; open_url raises ValueError.',
      },
      {tool: 'uiautomator2', call: 'd.open_url(url)'},
    ],
    terms: [{term: '打开链接', english: 'open a link', meaning: 'Open a web page or a deep link.'}],
  },
  {
    entries: ['tapcraft.android.app.application.open_app_settings'],
    tools: [{tool: 'AutoJs6', call: 'app.openAppSetting(packageName)'}],
  },
  {
    entries: ['tapcraft.android.intent.start_activity'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'app.startActivity(options)',
        differs:
          'AutoJs6 builds the intent from an object; start_activity takes an Intent(action=..., data=..., package=...).',
      },
    ],
  },

  // The screen, colours and images.
  {
    entries: ['tapcraft.android.screen.capture', 'tapcraft.ios.screen.capture'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'captureScreen()',
        differs:
          'No requestScreenCapture() first: Tapcraft gets the screen-capture permission when its service starts. capture can also take one region.',
        platforms: ['android'],
      },
      {
        tool: 'AutoJs6',
        call: 'captureScreen()',
        differs:
          'No requestScreenCapture() first: on iOS, WDA takes the screen and no permission is asked. capture can also take one region.',
        platforms: ['ios'],
      },
      {
        tool: 'AutoJs6',
        call: 'requestScreenCapture()',
        differs:
          'Not needed: Android asks once when the Tapcraft service starts, and capture raises PermissionDeniedError if the request was refused.',
        platforms: ['android'],
      },
      {
        tool: 'Airtest',
        call: 'snapshot(filename)',
        differs: 'Airtest writes a file; capture returns an Image, and Image.save(path) writes it.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.screenshot()',
        differs:
          'uiautomator2 returns a Pillow image on the computer; capture returns a Tapcraft Image in the script on the phone.',
      },
      {
        tool: 'Appium',
        call: 'driver.save_screenshot(filename)',
        differs:
          'Appium writes a PNG on the computer; capture returns an Image, and Image.save(path) writes it on the phone.',
      },
    ],
    terms: [{term: '截图', english: 'screenshot', meaning: 'Capture the screen or a region.'}],
  },
  {
    entries: ['tapcraft.android.screen.Image.save', 'tapcraft.ios.screen.Image.save'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'images.save(img, path)',
        differs: 'A method of the image here: img.save(path). The extension picks PNG or JPEG.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.screen.Image.pixel', 'tapcraft.ios.screen.Image.pixel'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'images.pixel(img, x, y)',
        differs: 'AutoJs6 returns an ARGB integer; Image.pixel returns "#RRGGBB".',
      },
    ],
  },
  {
    entries: ['tapcraft.android.screen.get_pixel', 'tapcraft.ios.screen.get_pixel'],
    terms: [{term: '取色', english: 'read a colour', meaning: 'Read the colour of one pixel.'}],
  },
  {
    entries: ['tapcraft.android.screen.screen_size', 'tapcraft.ios.screen.screen_size'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'device.width',
        differs:
          'AutoJs6 has two properties, device.width and device.height; screen_size() returns (width, height) in the current orientation.',
      },
      {tool: 'uiautomator2', call: 'd.window_size()'},
      {
        tool: 'Appium',
        call: 'driver.get_window_size()',
        differs: 'Appium returns a dict with width and height; screen_size returns a tuple.',
      },
    ],
    terms: [{term: '屏幕分辨率', english: 'screen size', meaning: 'Width and height in pixels.'}],
  },
  {
    entries: ['tapcraft.android.screen.compare_color', 'tapcraft.ios.screen.compare_color'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'images.detectsColor(img, color, x, y, threshold)',
        differs:
          'AutoJs6 checks an image you captured, with a threshold from 0 (exact) to 255 (16 by default); compare_color captures the screen itself and takes a similarity from 0.0 to 1.0 (1.0 is exact).',
      },
    ],
    terms: [{term: '比色', english: 'compare a colour', meaning: 'Check the colour of one pixel.'}],
  },
  {
    entries: ['tapcraft.android.screen.compare_colors', 'tapcraft.ios.screen.compare_colors'],
    terms: [
      {
        term: '多点比色',
        english: 'compare a colour pattern',
        meaning: 'Check several pixels at known offsets.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.screen.find_color', 'tapcraft.ios.screen.find_color'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'images.findColor(img, color, options)',
        differs:
          'AutoJs6 searches an image you captured, with the region as x, y, width, height and a threshold from 0 (exact) to 255 (any colour); find_color captures the screen, takes a Rect(left, top, right, bottom) and a similarity from 0.0 to 1.0 (1.0 is exact).',
      },
      {
        tool: 'AutoJs6',
        call: 'images.findColorInRegion(img, color, x, y, width, height, threshold)',
        differs:
          'The region becomes Rect(x, y, x + width, y + height) and the threshold a similarity from 0.0 to 1.0.',
      },
      {
        tool: 'AutoJs6',
        call: 'images.findColorEquals(img, color)',
        differs: 'Becomes find_color(color, similarity=1.0).',
      },
    ],
    terms: [
      {term: '找色', english: 'find a colour', meaning: 'Find the first pixel of one colour.'},
    ],
  },
  {
    entries: ['tapcraft.android.screen.find_colors', 'tapcraft.ios.screen.find_colors'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'images.findMultiColors(img, firstColor, colors, options)',
        differs:
          'AutoJs6 takes the first colour and an array of [x, y, colour] offsets; find_colors takes one pattern string whose first point is 0,0,#RRGGBB. Region and threshold change as for findColor.',
      },
    ],
    terms: [
      {
        term: '多点找色',
        english: 'multi-point colour search',
        meaning: 'Find several pixels at fixed offsets from each other.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.screen.find_image', 'tapcraft.ios.screen.find_image'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'images.findImage(img, template, options)',
        differs:
          'AutoJs6 takes two images and returns the top-left Point or null, with a threshold of 0.9 by default; find_image takes the template file, returns the matched Rect or None, with a similarity of 0.85 by default.',
      },
      {
        tool: 'AutoJs6',
        call: 'images.findImageInRegion(img, template, x, y, width, height, threshold)',
        differs: 'The region becomes Rect(x, y, x + width, y + height).',
      },
      {
        tool: 'Airtest',
        call: 'exists(Template(filename))',
        differs:
          'Airtest retries for up to 3 s and returns the centre or False; find_image looks once and returns a Rect or None. Airtest also finds a template drawn at another scale; find_image compares it at its own size.',
      },
      {
        tool: 'Appium',
        call: 'driver.find_element(AppiumBy.IMAGE, template)',
        differs:
          'Appium needs its images plugin, takes the template as base64, matches with a threshold of 0.4 by default and raises when nothing matches; find_image reads the file and returns a Rect or None.',
      },
    ],
    terms: [
      {term: '找图', english: 'find an image', meaning: 'Find a template image on the screen.'},
    ],
  },
  {
    entries: ['tapcraft.android.screen.find_all_images', 'tapcraft.ios.screen.find_all_images'],
    tools: [
      {
        tool: 'Airtest',
        call: 'find_all(Template(filename))',
        differs:
          'Airtest returns dicts with the centre, the four corners and a confidence; find_all_images returns a list of Rect, sorted top to bottom.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.screen.wait_image', 'tapcraft.ios.screen.wait_image'],
    tools: [
      {
        tool: 'Airtest',
        call: 'wait(Template(filename), timeout)',
        differs:
          'Airtest raises TargetNotFoundError, after 20 s by default; wait_image returns None after 10 s.',
      },
      {
        tool: 'Airtest',
        call: 'touch(Template(filename))',
        differs: 'Tapcraft splits it in two: wait_image returns the Rect, then click its centre.',
      },
    ],
    terms: [
      {term: '等待图片', english: 'wait for an image', meaning: 'Wait until a template appears.'},
    ],
  },
  {
    entries: ['tapcraft.android.screen.ocr', 'tapcraft.ios.screen.ocr'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'ocr.detect(img)',
        differs:
          'AutoJs6 reads an image you captured; ocr reads the screen or a region itself, one result per line with text, rect and confidence. OCR in Tapcraft needs a VIP plan.',
      },
      {
        tool: 'AutoJs6',
        call: 'ocr(img)',
        differs:
          'AutoJs6 returns only the strings; ocr returns OcrResult objects: read their text.',
      },
    ],
    terms: [{term: '文字识别', english: 'OCR', meaning: 'Read the text on the screen.'}],
  },
  {
    entries: ['tapcraft.android.screen.find_text', 'tapcraft.ios.screen.find_text'],
    terms: [{term: '找字', english: 'find a text', meaning: 'Find a line of text with OCR.'}],
  },

  // The UI tree: selectors, nodes and waits.
  {
    entries: ['tapcraft.android.node.request_service'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'auto()',
        differs:
          'AutoJs6 stops the script when the service is off and opens its settings; request_service opens the settings and waits for the user, up to timeout seconds.',
      },
      {
        tool: 'AutoJs6',
        call: 'auto.waitFor()',
        differs:
          'AutoJs6 waits without limit; request_service waits up to timeout seconds (60 by default) and returns False when the time runs out.',
      },
    ],
    terms: [
      {
        term: '无障碍',
        english: 'accessibility service',
        meaning:
          'The Android service Tapcraft reads the UI tree through, and taps with by default.',
      },
      {
        term: '开启无障碍',
        english: 'turn on the accessibility service',
        meaning: 'Ask the user to enable the service that reads the UI tree.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.node.is_service_enabled'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'auto.service',
        differs:
          'AutoJs6 gives the service object, or null when it is off; is_service_enabled returns True or False.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.node.dump_tree', 'tapcraft.ios.node.dump_tree'],
    tools: [
      {
        tool: 'uiautomator2',
        call: 'd.dump_hierarchy()',
        differs:
          'Tapcraft uses the selector names (id, desc, cls) for attributes, and dump_tree(path) also writes the XML to a file.',
      },
      {
        tool: 'Appium',
        call: 'driver.page_source',
        differs:
          'A property in Appium, a function here; the XML uses the selector names (id, desc, cls) for attributes.',
      },
    ],
    terms: [{term: '控件树', english: 'UI tree', meaning: 'All nodes of the window, as XML.'}],
  },
  {
    entries: ['tapcraft.android.node.selector.Selector', 'tapcraft.ios.node.Selector'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'text(str)',
        differs: 'Each AutoJs6 condition becomes a keyword: text("OK") is Selector(text="OK").',
      },
      {tool: 'AutoJs6', call: 'id(str)', differs: 'Becomes Selector(id=...).'},
      {tool: 'AutoJs6', call: 'desc(str)', differs: 'Becomes Selector(desc=...).'},
      {tool: 'AutoJs6', call: 'className(str)', differs: 'Becomes Selector(cls=...).'},
      {
        tool: 'AutoJs6',
        call: 'textContains(str)',
        differs: 'Becomes Selector(text_contains=...).',
      },
      {
        tool: 'Airtest',
        call: 'poco(text=...)',
        differs:
          'Poco takes the node name as its first argument; Selector names every criterion: text=, id=, desc=, cls=.',
      },
      {
        tool: 'uiautomator2',
        call: 'd(text=...)',
        differs:
          'Some keywords change: resourceId becomes id, description desc, className cls, textContains text_contains.',
      },
    ],
    terms: [
      {term: '选择器', english: 'selector', meaning: 'Criteria that pick nodes of the UI tree.'},
    ],
  },
  {
    entries: [
      'tapcraft.android.node.selector.Selector.find_one',
      'tapcraft.ios.node.Selector.find_one',
    ],
    tools: [
      {tool: 'AutoJs6', call: 'findOnce()'},
      {
        tool: 'Appium',
        call: 'driver.find_element(by, value)',
        differs:
          'Appium raises NoSuchElementException when nothing matches; find_one returns None. The locator becomes selector criteria: AppiumBy.ID is id=, AppiumBy.ACCESSIBILITY_ID is desc=, AppiumBy.CLASS_NAME is cls=.',
      },
    ],
  },
  {
    entries: [
      'tapcraft.android.node.selector.Selector.find_all',
      'tapcraft.ios.node.Selector.find_all',
    ],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'find()',
        differs:
          'AutoJs6 returns a collection; find_all returns a list of View, empty when nothing matches.',
      },
      {
        tool: 'Appium',
        call: 'driver.find_elements(by, value)',
        differs:
          'Both return an empty list when nothing matches; the locator becomes selector criteria as for find_one.',
      },
    ],
  },
  {
    entries: [
      'tapcraft.android.node.selector.Selector.exists',
      'tapcraft.ios.node.Selector.exists',
    ],
    tools: [
      {tool: 'AutoJs6', call: 'exists()'},
      {tool: 'Airtest', call: 'poco(...).exists()'},
      {
        tool: 'uiautomator2',
        call: 'd(...).exists',
        differs:
          'A property in uiautomator2, which waits when called with a timeout; exists() checks once. Use wait(timeout) to wait.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.node.selector.Selector.wait', 'tapcraft.ios.node.Selector.wait'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'findOne(timeout)',
        differs:
          'AutoJs6 counts the timeout in milliseconds and waits for ever without one; wait counts seconds (10 by default).',
      },
      {
        tool: 'AutoJs6',
        call: 'waitFor()',
        differs:
          'AutoJs6 waits without limit; wait gives up after timeout seconds (10 by default) and returns None.',
      },
      {
        tool: 'Airtest',
        call: 'poco(...).wait_for_appearance(timeout)',
        differs:
          'Poco raises PocoTargetTimeout, after 120 s by default; wait returns None after 10 s.',
      },
      {
        tool: 'uiautomator2',
        call: 'd(...).wait(timeout)',
        differs:
          'uiautomator2 returns True or False and waits 20 s by default; wait returns the View or None and waits 10 s.',
      },
      {
        tool: 'Appium',
        call: 'WebDriverWait(driver, timeout).until(...)',
        differs: 'Selenium raises TimeoutException; wait returns None.',
      },
    ],
    terms: [{term: '等待控件', english: 'wait for a node', meaning: 'Wait until a node appears.'}],
  },
  {
    entries: [
      'tapcraft.android.node.selector.Selector.wait_gone',
      'tapcraft.ios.node.Selector.wait_gone',
    ],
    tools: [
      {
        tool: 'Airtest',
        call: 'poco(...).wait_for_disappearance(timeout)',
        differs:
          'Poco raises PocoTargetTimeout, after 120 s by default; wait_gone returns False after 10 s.',
      },
      {
        tool: 'uiautomator2',
        call: 'd(...).wait_gone(timeout)',
        differs: 'uiautomator2 waits 20 s by default; wait_gone waits 10 s.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.node.selector.Selector.click', 'tapcraft.ios.node.Selector.click'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'text(str).click()',
        differs:
          'AutoJs6 waits without limit and taps every match; click waits up to timeout seconds (10 by default), taps the first match and returns False if none appeared.',
      },
      {
        tool: 'AutoJs6',
        call: 'click(text)',
        differs:
          'AutoJs6 taps every node that contains the text; Selector(text_contains=...).click() taps the first one.',
      },
      {
        tool: 'Airtest',
        call: 'poco(text=...).click()',
        differs:
          'Poco raises PocoNoSuchNodeException when the node is missing; click waits up to timeout seconds and returns False.',
      },
      {
        tool: 'uiautomator2',
        call: 'd(text=...).click()',
        differs:
          'uiautomator2 raises UiObjectNotFoundError when the node does not appear within 20 s; click returns False after timeout seconds (10 by default).',
      },
      {
        tool: 'uiautomator2',
        call: 'd(...).click_exists(timeout)',
        differs:
          'Both return whether a node was tapped. uiautomator2 waits 0 s by default, click waits 10 s: pass timeout=0 to check once.',
      },
    ],
    terms: [{term: '点击控件', english: 'tap a node', meaning: 'Wait for a node, then tap it.'}],
  },
  {
    entries: [
      'tapcraft.android.node.selector.Selector.scroll_to',
      'tapcraft.ios.node.Selector.scroll_to',
    ],
    tools: [
      {
        tool: 'uiautomator2',
        call: 'd(scrollable=True).scroll.to(text=...)',
        differs:
          'uiautomator2 returns True or False; scroll_to returns the View or None and stops after max_scrolls steps.',
      },
    ],
    terms: [
      {term: '滚动查找', english: 'scroll to a node', meaning: 'Scroll a list until a node shows.'},
    ],
  },
  {
    entries: ['tapcraft.android.node.selector.xpath'],
    tools: [
      {
        tool: 'uiautomator2',
        call: 'd.xpath(expression)',
        differs:
          'uiautomator2 names elements by their class and uses Android attribute names (resource-id, content-desc); Tapcraft names every element node and uses the selector names (@id, @desc, @cls).',
      },
      {
        tool: 'Appium',
        call: 'driver.find_element(AppiumBy.XPATH, expression)',
        differs:
          'Appium uses Android attribute names and raises when nothing matches; xpath() builds a Selector with the Tapcraft names, whose find_one returns None.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.node.view.View.click', 'tapcraft.ios.node.View.click'],
    tools: [
      {tool: 'AutoJs6', call: 'w.click()'},
      {tool: 'Appium', call: 'element.click()'},
    ],
  },
  {
    entries: ['tapcraft.android.node.view.View.long_click', 'tapcraft.ios.node.View.long_click'],
    tools: [
      {tool: 'AutoJs6', call: 'w.longClick()'},
      {
        tool: 'Airtest',
        call: 'poco(...).long_click(duration)',
        differs:
          'Poco counts the duration in seconds (2 by default); duration_ms counts milliseconds.',
      },
      {
        tool: 'uiautomator2',
        call: 'd(...).long_click()',
        differs:
          'uiautomator2 waits for the node first; in Tapcraft wait() for the View, then call long_click.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.node.view.View.set_text', 'tapcraft.ios.node.View.set_text'],
    tools: [
      {tool: 'AutoJs6', call: 'w.setText(text)'},
      {tool: 'Airtest', call: 'poco(...).set_text(text)'},
      {
        tool: 'uiautomator2',
        call: 'd(...).set_text(text)',
        differs:
          'uiautomator2 waits for the node first; in Tapcraft wait() for the View, then call set_text.',
      },
      {
        tool: 'Appium',
        call: 'element.send_keys(text)',
        differs: 'set_text replaces the whole content of the field.',
      },
    ],
    terms: [
      {term: '设置文本', english: 'set text', meaning: 'Replace the text of an input field.'},
    ],
  },
  {
    entries: ['tapcraft.android.node.view.View.clear_text', 'tapcraft.ios.node.View.clear_text'],
    tools: [
      {
        tool: 'uiautomator2',
        call: 'd(...).clear_text()',
        differs:
          'uiautomator2 waits for the node first; in Tapcraft wait() for the View, then call clear_text.',
      },
      {tool: 'Appium', call: 'element.clear()'},
    ],
  },
  {
    entries: ['tapcraft.android.node.view.View.text', 'tapcraft.ios.node.View.text'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'w.text()',
        differs: 'A method in AutoJs6, an attribute here: view.text.',
      },
      {
        tool: 'Airtest',
        call: 'poco(...).get_text()',
        differs: 'An attribute of the View here: view.text.',
      },
      {
        tool: 'uiautomator2',
        call: 'd(...).get_text()',
        differs: 'An attribute of the View here: view.text.',
      },
      {tool: 'Appium', call: 'element.text'},
    ],
  },
  {
    entries: ['tapcraft.android.node.view.View.rect', 'tapcraft.ios.node.View.rect'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'w.bounds()',
        differs:
          'AutoJs6 returns an Android Rect with centerX() and centerY(); rect is a Tapcraft Rect with center().',
      },
      {
        tool: 'uiautomator2',
        call: 'd(...).bounds()',
        differs:
          'uiautomator2 returns a tuple (left, top, right, bottom); rect is a Rect with the same edges and center().',
      },
      {
        tool: 'Appium',
        call: 'element.rect',
        differs:
          'Appium gives a dict of x, y, width and height; rect is a Rect(left, top, right, bottom).',
      },
    ],
  },
  {
    entries: [
      'tapcraft.android.node.view.View.scroll_forward',
      'tapcraft.ios.node.View.scroll_forward',
    ],
    tools: [{tool: 'AutoJs6', call: 'w.scrollForward()'}],
  },

  // Script, waits and the device.
  {
    entries: ['tapcraft.android.system.sleep_ms', 'tapcraft.ios.system.sleep_ms'],
    tools: [
      {tool: 'AutoJs6', call: 'sleep(ms)'},
      {
        tool: 'Airtest',
        call: 'sleep(secs)',
        differs: 'Airtest counts seconds; sleep_ms counts milliseconds.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.sleep(seconds)',
        differs: 'uiautomator2 counts seconds; sleep_ms counts milliseconds.',
      },
    ],
    terms: [{term: '延时', english: 'pause', meaning: 'Wait a number of milliseconds.'}],
  },
  {
    entries: ['tapcraft.android.system.sleep_random', 'tapcraft.ios.system.sleep_random'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'sleep(random(min, max))',
        differs: 'One call here: sleep_random(min_ms, max_ms) also returns the pause it chose.',
      },
    ],
    terms: [
      {
        term: '随机延时',
        english: 'random pause',
        meaning: 'Wait a random time between two limits.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.control.stop_script'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'exit()',
        differs: 'stop_script also takes an exit code and a message; finally blocks still run.',
      },
    ],
    terms: [
      {term: '停止脚本', english: 'stop the script', meaning: 'End the script with an exit code.'},
    ],
  },
  {
    entries: ['tapcraft.android.system.device.wake_screen'],
    tools: [
      {tool: 'AutoJs6', call: 'device.wakeUp()'},
      {
        tool: 'Airtest',
        call: 'wake()',
        differs: 'Airtest also tries to unlock; wake_screen only turns the screen on.',
      },
      {tool: 'uiautomator2', call: 'd.screen_on()'},
    ],
    terms: [{term: '亮屏', english: 'wake the screen', meaning: 'Turn the screen on.'}],
  },
  {
    entries: ['tapcraft.android.system.device.vibrate'],
    tools: [{tool: 'AutoJs6', call: 'device.vibrate(ms)'}],
    terms: [{term: '震动', english: 'vibrate', meaning: 'Vibrate the phone.'}],
  },
  {
    entries: ['tapcraft.android.system.device.device_info'],
    tools: [
      {
        tool: 'uiautomator2',
        call: 'd.device_info',
        differs: 'A dict in uiautomator2; device_info() returns a DeviceInfo object.',
      },
    ],
  },

  // Clipboard, toasts, log and dialogs.
  {
    entries: [
      'tapcraft.android.system.clipboard.get_clipboard',
      'tapcraft.ios.system.clipboard.get_clipboard',
    ],
    tools: [
      {tool: 'AutoJs6', call: 'getClip()'},
      {tool: 'Airtest', call: 'get_clipboard()'},
      {
        tool: 'uiautomator2',
        call: 'd.clipboard',
        differs: 'A property in uiautomator2, a function here.',
      },
      {tool: 'Appium', call: 'driver.get_clipboard_text()'},
    ],
    terms: [
      {
        term: '读取剪贴板',
        english: 'read the clipboard',
        meaning: 'Get the text on the clipboard.',
      },
    ],
  },
  {
    entries: [
      'tapcraft.android.system.clipboard.set_clipboard',
      'tapcraft.ios.system.clipboard.set_clipboard',
    ],
    tools: [
      {tool: 'AutoJs6', call: 'setClip(text)'},
      {tool: 'Airtest', call: 'set_clipboard(content)'},
      {
        tool: 'uiautomator2',
        call: 'd.set_clipboard(text, label)',
        differs:
          'The label is always Tapcraft; sensitive=True hides the text in the Android 13 preview.',
        platforms: ['android'],
      },
      {tool: 'Appium', call: 'driver.set_clipboard_text(text)'},
    ],
    terms: [
      {term: '设置剪贴板', english: 'copy to the clipboard', meaning: 'Put text on the clipboard.'},
    ],
  },
  {
    entries: ['tapcraft.android.ui.dialog.toast'],
    tools: [
      {tool: 'AutoJs6', call: 'toast(message)'},
      {
        tool: 'AutoJs6',
        call: 'toastLog(message)',
        differs: 'AutoJs6 also writes the message to the log; call log() as well.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.toast.show(text, duration)',
        differs:
          'uiautomator2 takes a duration in seconds; Android has two lengths, so toast has long=False (about 2 s) and long=True (about 3.5 s).',
      },
    ],
    terms: [
      {term: '气泡提示', english: 'toast', meaning: 'A short message that disappears by itself.'},
    ],
  },
  {
    entries: ['tapcraft.android.ui.loger.log', 'tapcraft.ios.ui.float_log.log'],
    tools: [
      {tool: 'AutoJs6', call: 'console.log(...)'},
      {
        tool: 'Airtest',
        call: 'log(arg)',
        differs: 'Airtest writes to its HTML report; log writes to the log window and the IDE.',
      },
    ],
    terms: [{term: '日志', english: 'log', meaning: 'Write a line to the log.'}],
  },
  {
    entries: ['tapcraft.android.ui.loger.show_window', 'tapcraft.ios.ui.float_log.show_window'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'console.show()',
        differs: 'show_window also takes the position, size and opacity of the window.',
        platforms: ['android'],
      },
      {
        tool: 'AutoJs6',
        call: 'console.show()',
        differs:
          'On iOS, show_window opens a Picture in Picture window, whose place and size iOS sets.',
        platforms: ['ios'],
      },
    ],
    terms: [
      {
        term: '日志悬浮窗',
        english: 'floating log window',
        meaning: 'Show the log over other apps.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.ui.loger.hide_window', 'tapcraft.ios.ui.float_log.hide_window'],
    tools: [{tool: 'AutoJs6', call: 'console.hide()'}],
  },
  {
    entries: ['tapcraft.android.ui.loger.clear_window', 'tapcraft.ios.ui.float_log.clear_window'],
    tools: [{tool: 'AutoJs6', call: 'console.clear()'}],
  },
  {
    entries: ['tapcraft.android.ui.dialog.alert'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'dialogs.alert(title, content)',
        differs:
          'AutoJs6 takes the title first; alert takes the message first and title= as a keyword.',
      },
    ],
    terms: [{term: '弹窗', english: 'dialog', meaning: 'A message the user must close.'}],
  },
  {
    entries: ['tapcraft.android.ui.dialog.confirm'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'dialogs.confirm(title, content)',
        differs:
          'AutoJs6 takes the title first; confirm takes the question first and returns None when its timeout runs out.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.ui.dialog.prompt'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'dialogs.rawInput(title, prefill)',
        differs:
          'The prefilled text becomes default=. Both return nothing (null, None) when cancelled.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.ui.floatwin.create_panel'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'floaty.window(layout)',
        differs:
          'AutoJs6 builds the window from an XML layout; create_panel builds a panel from labels and buttons, and create_html shows your own HTML.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.ui.floatwin.has_overlay_permission'],
    tools: [{tool: 'AutoJs6', call: 'floaty.checkPermission()'}],
  },
  {
    entries: ['tapcraft.android.ui.floatwin.request_overlay_permission'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'floaty.requestPermission()',
        differs:
          'request_overlay_permission waits until the user allows it, up to timeout seconds, and returns whether it is granted.',
      },
    ],
    terms: [
      {
        term: '悬浮窗权限',
        english: 'overlay permission',
        meaning: 'The permission to draw over other apps.',
      },
    ],
  },

  // HTTP, storage, files and shell.
  {
    entries: ['tapcraft.android.tunner.http.get', 'tapcraft.ios.tunner.http.get'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'http.get(url)',
        differs:
          'The AutoJs6 response has statusCode and body.string(); HttpResponse has status, text and json().',
      },
    ],
  },
  {
    entries: ['tapcraft.android.tunner.http.post', 'tapcraft.ios.tunner.http.post'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'http.post(url, data)',
        differs: 'An object is sent as a form in both; the response changes as for http.get.',
      },
      {tool: 'AutoJs6', call: 'http.postJson(url, data)', differs: 'Becomes post(url, json=data).'},
    ],
  },
  {
    entries: ['tapcraft.android.tunner.http.request', 'tapcraft.ios.tunner.http.request'],
    terms: [
      {term: '网络请求', english: 'HTTP request', meaning: 'Send a request to a web server.'},
    ],
  },
  {
    entries: ['tapcraft.android.system.kv.kv_set', 'tapcraft.ios.system.kv.kv_set'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'storage.put(key, value)',
        differs:
          'An AutoJs6 store comes from storages.create(name), holds any JSON value and is shared by every script that opens the same name; kv_set keeps strings, in a store that belongs to the project. Convert other values with json.dumps.',
      },
    ],
    terms: [{term: '本地存储', english: 'local storage', meaning: 'Keep a value between runs.'}],
  },
  {
    entries: ['tapcraft.android.system.kv.kv_get', 'tapcraft.ios.system.kv.kv_get'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'storage.get(key, default)',
        differs: 'kv_get returns the stored string, or default: parse JSON values with json.loads.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.system.kv.kv_delete', 'tapcraft.ios.system.kv.kv_delete'],
    tools: [{tool: 'AutoJs6', call: 'storage.remove(key)'}],
  },
  {
    entries: ['tapcraft.android.system.kv.kv_has', 'tapcraft.ios.system.kv.kv_has'],
    tools: [{tool: 'AutoJs6', call: 'storage.contains(key)'}],
  },
  {
    entries: ['tapcraft.android.system.kv.kv_clear', 'tapcraft.ios.system.kv.kv_clear'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'storage.clear()',
        differs: 'kv_clear(prefix) can also delete only the keys that start with a prefix.',
      },
    ],
  },
  {
    entries: ['tapcraft.android.file.read_text', 'tapcraft.ios.file.read_text'],
    tools: [{tool: 'AutoJs6', call: 'files.read(path)'}],
    terms: [{term: '读文件', english: 'read a file', meaning: 'Read a text file into a string.'}],
  },
  {
    entries: ['tapcraft.android.file.write_text', 'tapcraft.ios.file.write_text'],
    tools: [{tool: 'AutoJs6', call: 'files.write(path, text)'}],
    terms: [{term: '写文件', english: 'write a file', meaning: 'Write a string to a text file.'}],
  },
  {
    entries: ['tapcraft.android.system.shell.shell'],
    tools: [
      {
        tool: 'AutoJs6',
        call: 'shell(cmd, root)',
        differs:
          'AutoJs6 returns code, result and error; ShellResult has exit_code, stdout and stderr. root=true becomes needs_root=True.',
      },
      {
        tool: 'Airtest',
        call: 'shell(cmd)',
        differs:
          'Airtest runs the command through adb from the computer and returns its output; shell runs on the phone and returns a ShellResult: read stdout.',
      },
      {
        tool: 'uiautomator2',
        call: 'd.shell(cmd)',
        differs:
          'uiautomator2 runs through adb from the computer and returns the output, stderr included, and exit_code; shell runs on the phone and keeps stdout and stderr apart.',
      },
      {
        tool: 'Appium',
        call: 'driver.execute_script("mobile: shell", args)',
        differs:
          'Appium runs it only when its server allows the adb_shell feature; shell runs on the phone with the rights of the current input mode.',
      },
    ],
    terms: [
      {
        term: '执行命令',
        english: 'run a shell command',
        meaning: 'Run a command line on the phone.',
      },
    ],
  },
];

export const pageTerms: PageTerm[] = [
  {
    term: '卡密',
    english: 'card key',
    meaning: 'A licence key a developer sells for a store script, checked before each run.',
    page: '/docs/android/guide/app_card',
  },
  {
    term: '悬浮窗',
    english: 'floating window',
    meaning: 'A small window a script draws over other apps.',
    page: '/docs/android/api/ui/floatwin',
  },
  {
    term: '截图权限',
    english: 'screen-capture permission',
    meaning: 'Lets Tapcraft read the screen; Android asks once when the service starts.',
    page: '/docs/android/api/screen#before-you-start',
  },
  {
    term: '打包',
    english: 'package a script',
    meaning: 'Build a project into a .tcpk package or a standalone APK.',
    page: '/docs/android/guide/app_make',
  },
  {
    term: '脚本商店',
    english: 'script store',
    meaning: 'Where users find, buy and install scripts.',
    page: '/docs/android/guide/appshop',
  },
  {
    term: '云控',
    english: 'cloud control',
    meaning: 'A web console that runs scripts on many devices.',
    page: '/docs/service/cloud/intro',
  },
  {
    term: '输入模式',
    english: 'input mode',
    meaning: 'How taps reach the screen: accessibility, root, ADB shell or HID.',
    page: '/docs/android/api/mode',
  },
];
