/**
 * The aliases in Chinese, for the Chinese site's model, glossary and
 * migration guides: the English module (`../api-aliases`) with each `differs`
 * and `meaning` translated. Calls, entries, terms and platforms are the
 * English module's own values.
 *
 * The translations are keyed by their English text, not by their place in
 * the lists: a note that moves keeps its translation, a note written twice
 * shares one, and a changed English text has none until someone translates
 * it. tests/unit/localize.test.ts fails on an English text without a
 * translation and on a translation whose English text is gone.
 * Keep every code token as the English writes it (`find_app(label)`,
 * `duration_ms`, `False`): the build checks the calls of the Chinese notes
 * as it checks the English ones (core/api/aliasChecks.ts).
 */
import {
  apiAliases as englishAliases,
  pageTerms as englishPageTerms,
  stopThroughAppInfo as englishStopThroughAppInfo,
} from '../api-aliases';
import {translatedBy, withText} from '../localize';
import {facts, rangeText} from './facts';

export * from '../api-aliases';

/** How Android's `stop` works where it cannot force-stop an app out of sight. */
export const stopThroughAppInfo = `在无障碍和 HID 模式下，它会打开该应用的“应用信息”页面并点击“强行停止”，需要 ${rangeText(facts.android.stopThroughAppInfoSeconds)} 秒，而且过程会显示在屏幕上；手机语言是 Tapcraft 不认识的语言时，它返回 False。`;

/** The Chinese of every `differs` and `meaning` of the English module, by its English text. */
export const chineseAliasTexts: Readonly<Record<string, string>> = {
  'An AutoJs6 tap lasts about 150 ms and its coordinates follow setScreenMetrics; click lasts duration_ms (50 by default) and always takes real screen pixels.':
    'AutoJs6 的点击持续约 150 毫秒，坐标随 setScreenMetrics 缩放；click 持续 duration_ms（默认 50），坐标始终是屏幕的实际像素。',
  'The press time becomes duration_ms, in milliseconds as in AutoJs6.':
    '按住的时长改由 duration_ms 给出，单位和 AutoJs6 一样是毫秒。',
  'Airtest also accepts a Template, and reads (0.5, 0.5) as the middle of the screen; click takes whole pixels only. To tap an image, find it with find_image and tap the centre of its Rect.':
    'Airtest 还接受 Template，并把 (0.5, 0.5) 当作屏幕正中；click 只接受整数像素。要点击一张图片，先用 find_image 找到它，再点击所得 Rect 的中心。',
  'Poco coordinates are fractions of the screen from 0 to 1; click takes pixels.':
    'Poco 的坐标是 0 到 1 之间的屏幕比例；click 接受像素。',
  'uiautomator2 reads values below 1 as fractions of the screen; click takes whole pixels only.':
    'uiautomator2 把小于 1 的值当作屏幕比例；click 只接受整数像素。',
  'Appium taps with up to five fingers from a list; click taps one point. Use gestures() for several fingers at once.':
    'Appium 可以按列表用最多五根手指同时点击；click 只点一个点。要让几根手指同时操作，请用 gestures()。',
  'Appium taps with up to five fingers from a list; click taps one point, and iOS scripts have no taps with several fingers.':
    'Appium 可以按列表用最多五根手指同时点击；click 只点一个点，而且 iOS 脚本不能多指点击。',
  'Tap one point of the screen.': '点击屏幕上的一个点。',
  'AutoJs6 holds for about 600 ms; long_click holds for duration_ms, 800 by default.':
    'AutoJs6 按住约 600 毫秒；long_click 按住 duration_ms，默认 800 毫秒。',
  'Airtest counts the duration in seconds; duration_ms counts milliseconds.':
    'Airtest 的时长以秒为单位；duration_ms 以毫秒为单位。',
  'uiautomator2 counts the duration in seconds (0.5 by default); duration_ms counts milliseconds (800 by default).':
    'uiautomator2 的时长以秒为单位（默认 0.5）；duration_ms 以毫秒为单位（默认 800）。',
  'Both count the hold time in milliseconds; long_click presses one point.':
    '两者的按住时长都以毫秒为单位；long_click 只按一个点。',
  'Press and hold one point.': '在一个点上按住不放。',
  'Airtest also accepts a Template; double_click takes a point and the pause between the taps, interval_ms.':
    'Airtest 还接受 Template；double_click 接受一个点，以及两次点击之间的间隔 interval_ms。',
  'uiautomator2 gives the pause between the taps in seconds (0.1 by default); interval_ms counts milliseconds (100 by default).':
    'uiautomator2 的点击间隔以秒为单位（默认 0.1）；interval_ms 以毫秒为单位（默认 100）。',
  'Tap the same point twice.': '在同一个点连续点击两次。',
  'AutoJs6 requires the duration; duration_ms is optional (300 by default). Both count milliseconds.':
    'AutoJs6 必须给出时长；duration_ms 可以省略（默认 300）。两者都以毫秒为单位。',
  'Airtest also accepts Templates, a vector and fractions of the screen, and counts the duration in seconds; swipe takes two points in pixels and duration_ms.':
    'Airtest 还接受 Template、向量和屏幕比例，时长以秒为单位；swipe 接受两个以像素表示的点和 duration_ms。',
  'uiautomator2 counts the duration in seconds and reads values below 1 as fractions of the screen; swipe takes pixels and duration_ms in milliseconds.':
    'uiautomator2 的时长以秒为单位，并把小于 1 的值当作屏幕比例；swipe 接受像素，以及以毫秒为单位的 duration_ms。',
  'swipe_ext takes a direction such as "up"; swipe takes both end points in pixels.':
    'swipe_ext 接受 "up" 这样的方向；swipe 接受以像素表示的起点和终点。',
  'Both count milliseconds. Appium returns the driver; swipe returns whether the gesture was performed.':
    '两者都以毫秒为单位。Appium 返回 driver；swipe 返回手势是否已执行。',
  'Move one finger in a straight line.': '一根手指沿直线移动。',
  'uiautomator2 counts the duration in seconds; drag holds for hold_ms, then moves for duration_ms, both in milliseconds.':
    'uiautomator2 的时长以秒为单位；drag 先按住 hold_ms，再移动 duration_ms，两者都以毫秒为单位。',
  'Appium drags one element onto another; drag takes two points, for example the centres of two View rects.':
    'Appium 把一个元素拖到另一个元素上；drag 接受两个点，例如两个 View 的 rect 的中心。',
  'Pick an item up and drop it elsewhere.': '拿起一个条目，放到别处。',
  'AutoJs6 takes the duration first and each point as an array; gesture takes a list of Point, then duration_ms.':
    'AutoJs6 先接受时长，每个点写成一个数组；gesture 先接受 Point 列表，再接受 duration_ms。',
  'uiautomator2 gives the time between two points, in seconds; duration_ms is the time for the whole path.':
    'uiautomator2 给出相邻两点之间的时间，以秒为单位；duration_ms 是走完整条路径的时间。',
  'Move one finger along a path of points.': '一根手指沿一串点组成的路径移动。',
  'Each AutoJs6 array becomes a Stroke(points, duration_ms, delay_ms); gestures takes a list of them.':
    'AutoJs6 的每个数组对应一个 Stroke(points, duration_ms, delay_ms)；gestures 接受由它们组成的列表。',
  'Several finger paths at once.': '几根手指同时沿各自的路径移动。',
  'Airtest sets the distance as a share of the screen; pinch takes the centre and the start and end distance between the fingers, in pixels.':
    'Airtest 用屏幕的比例表示距离；pinch 接受中心点，以及两指开始和结束时的距离，单位为像素。',
  'Zoom with two fingers.': '用两根手指缩放。',
  'AutoJs6 needs root; touch_down needs root or ADB shell mode. AutoJs6 counts fingers from 1, pointer_id from 0.':
    'AutoJs6 需要 root；touch_down 需要 root 或 ADB shell 模式。AutoJs6 的手指编号从 1 开始，pointer_id 从 0 开始。',
  'touch_down needs root or ADB shell mode.': 'touch_down 需要 root 或 ADB shell 模式。',
  'touch_move needs root or ADB shell mode. AutoJs6 counts fingers from 1, pointer_id from 0.':
    'touch_move 需要 root 或 ADB shell 模式。AutoJs6 的手指编号从 1 开始，pointer_id 从 0 开始。',
  'touch_move needs root or ADB shell mode.': 'touch_move 需要 root 或 ADB shell 模式。',
  'touch_up needs root or ADB shell mode. AutoJs6 counts fingers from 1, pointer_id from 0.':
    'touch_up 需要 root 或 ADB shell 模式。AutoJs6 的手指编号从 1 开始，pointer_id 从 0 开始。',
  'touch_up takes only the finger: it lifts where the finger is.':
    'touch_up 只接受手指编号：手指在哪里，就在哪里抬起。',
  'Airtest presses Enter after the text unless enter=False; input_text types the text only. Call press_key("enter") when you need Enter.':
    'Airtest 输入文字后会按 Enter，除非传入 enter=False；input_text 只输入文字。需要 Enter 时，请调用 press_key("enter")。',
  'Airtest presses Enter after the text unless enter=False; input_text types the text only. End the text with a line break to press Return.':
    'Airtest 输入文字后会按 Enter，除非传入 enter=False；input_text 只输入文字。要按 Return，请在文字末尾加一个换行符。',
  'uiautomator2 switches to its own input method to type, and clear=True empties the field first; with Tapcraft, call View.clear_text first.':
    'uiautomator2 会切换到自己的输入法来输入，clear=True 会先清空输入框；在 Tapcraft 中，请先调用 View.clear_text。',
  'Type into the focused text field.': '向获得焦点的输入框输入文字。',
  'Becomes press_key("back"): Tapcraft has one function and names the key.':
    '改为 press_key("back")：Tapcraft 用一个函数按所有按键，参数是按键的名称。',
  'Becomes press_key("home").': '改为 press_key("home")。',
  'Becomes press_key("recents").': '改为 press_key("recents")。',
  'Becomes press_key("notifications").': '改为 press_key("notifications")。',
  'Airtest takes Android key names in capitals, or numbers; press_key takes lowercase names such as press_key("home") and press_key("back"). Send a key code with press_keycode().':
    'Airtest 接受大写的 Android 按键名或数字；press_key 接受小写的按键名，例如 press_key("home") 和 press_key("back")。要发送键码，请用 press_keycode()。',
  'The iOS key names of Airtest, "HOME", "volumeUp" and "volumeDown", become press_key("home"), press_key("volume_up") and press_key("volume_down"). iOS has no other keys.':
    'Airtest 在 iOS 上的按键名 "HOME"、"volumeUp" 和 "volumeDown" 分别改为 press_key("home")、press_key("volume_up") 和 press_key("volume_down")。iOS 没有其他按键。',
  'Most names are the same. The uiautomator2 "recent" is press_key("recents") here, and keys that Tapcraft does not name, such as the arrows, "search" and "camera", go through press_keycode().':
    '大多数按键名相同。uiautomator2 的 "recent" 在这里是 press_key("recents")；Tapcraft 没有命名的按键，例如方向键、"search" 和 "camera"，请用 press_keycode() 发送。',
  'Becomes press_key("back").': '改为 press_key("back")。',
  'Press Home, Back or another key.': '按下 Home、Back 或其他按键。',
  'press_keycode has no meta state and works in root and ADB shell mode only.':
    'press_keycode 不支持 meta 状态，而且只能在 root 和 ADB shell 模式下使用。',
  'press_keycode works in root and ADB shell mode only.':
    'press_keycode 只能在 root 和 ADB shell 模式下使用。',
  'Becomes press_keycode(code, long_press=True), in root and ADB shell mode only.':
    '改为 press_keycode(code, long_press=True)，只能在 root 和 ADB shell 模式下使用。',
  'Send any Android key by its number.': '按编号发送任意 Android 按键。',
  'launch waits until the app is in front, up to 10 s, and returns False if it did not come.':
    'launch 会等待应用来到前台，最多等 10 秒；应用没有出现时返回 False。',
  'AutoJs6 takes the name under the icon; launch takes the package, which find_app(label).package gives.':
    'AutoJs6 接受图标下方的应用名；launch 接受包名，你可以从 find_app(label).package 得到它。',
  "AutoJs6 takes the name under the icon; launch takes the bundle id, which installed_apps() lists with each app's label.":
    'AutoJs6 接受图标下方的应用名；launch 接受 bundle id，installed_apps() 会列出每个应用的 bundle id 和名称。',
  'Airtest can start a given activity; launch starts the launcher activity and waits until the app is in front.':
    'Airtest 可以启动指定的 activity；launch 启动应用的入口 activity，并等待应用来到前台。',
  'uiautomator2 returns at once unless wait=True, and stop=True restarts the app; launch waits until the app is in front. To restart, call stop first.':
    'uiautomator2 除非传入 wait=True，否则立即返回，stop=True 则会重启应用；launch 会等待应用来到前台。要重启应用，请先调用 stop。',
  'launch returns whether the app came to the front.': 'launch 返回应用是否已来到前台。',
  'Start an app by its package.': '按包名启动应用。',
  [`Airtest force-stops the app over ADB, at once and out of sight. stop does the same in root and ADB shell mode; ${englishStopThroughAppInfo}`]: `Airtest 通过 ADB 强行停止应用，立即完成，屏幕上看不到。在 root 和 ADB shell 模式下，stop 的做法相同；${stopThroughAppInfo}`,
  [`uiautomator2 runs am force-stop over ADB, at once and out of sight. stop does the same in root and ADB shell mode; ${englishStopThroughAppInfo}`]: `uiautomator2 通过 ADB 执行 am force-stop，立即完成，屏幕上看不到。在 root 和 ADB shell 模式下，stop 的做法相同；${stopThroughAppInfo}`,
  [`Appium ends the app over ADB, at once and out of sight. stop does the same in root and ADB shell mode; ${englishStopThroughAppInfo}`]: `Appium 通过 ADB 结束应用，立即完成，屏幕上看不到。在 root 和 ADB shell 模式下，stop 的做法相同；${stopThroughAppInfo}`,
  'Force-stop an app.': '强行停止应用。',
  'uiautomator2 returns a dict with the package and the activity; Tapcraft has current_package() and current_activity().':
    'uiautomator2 返回一个包含包名和 activity 的 dict；Tapcraft 分成 current_package() 和 current_activity() 两个函数。',
  'A property in Appium, a function here.': '在 Appium 中是属性，在这里是函数。',
  'The package of the app in front.': '前台应用的包名。',
  'AutoJs6 waits without limit; wait_for_package gives up after timeout seconds (10 by default) and returns False.':
    'AutoJs6 会一直等下去；wait_for_package 等待 timeout 秒（默认 10）后放弃，返回 False。',
  'uiautomator2 returns the process id, or 0 after 20 s; wait_for_package returns True or False after 10 s.':
    'uiautomator2 返回进程 ID，20 秒后仍未等到则返回 0；wait_for_package 返回 True 或 False，最多等 10 秒。',
  'clear_data works in root and ADB shell mode only.':
    'clear_data 只能在 root 和 ADB shell 模式下使用。',
  'Reset an app as if new.': '把应用重置为刚安装时的状态。',
  'Airtest installs an APK from the computer; install takes a file on the phone.':
    'Airtest 安装电脑上的 APK；install 接受手机上的文件。',
  'uiautomator2 downloads the APK from a URL; install takes a file on the phone.':
    'uiautomator2 从 URL 下载 APK；install 接受手机上的文件。',
  'Appium takes a path on the server computer or a URL; install takes a file on the phone.':
    'Appium 接受服务器所在电脑上的路径或 URL；install 接受手机上的文件。',
  'Install an APK file.': '安装 APK 文件。',
  'In accessibility and HID mode, Android asks the user to confirm.':
    '在无障碍和 HID 模式下，Android 会请用户确认。',
  'Remove an app and its data.': '删除应用及其数据。',
  'AutoJs6 returns the package name or null; find_app returns an AppInfo or None: read its package.':
    'AutoJs6 返回包名或 null；find_app 返回 AppInfo 或 None：包名在它的 package 中。',
  'AutoJs6 returns the name or null; app_info returns an AppInfo or None: read its label.':
    'AutoJs6 返回应用名或 null；app_info 返回 AppInfo 或 None：应用名在它的 label 中。',
  'uiautomator2 returns a dict; app_info returns an AppInfo or None.':
    'uiautomator2 返回 dict；app_info 返回 AppInfo 或 None。',
  'AutoJs6 adds http:// when the scheme is missing; open_url raises ValueError.':
    '链接缺少协议时，AutoJs6 会补上 http://；open_url 则抛出 ValueError。',
  'Open a web page or a deep link.': '打开网页或深度链接。',
  'AutoJs6 builds the intent from an object; start_activity takes an Intent(action=..., data=..., package=...).':
    'AutoJs6 用一个对象构造 intent；start_activity 接受 Intent(action=..., data=..., package=...)。',
  'No requestScreenCapture() first: Tapcraft gets the screen-capture permission when its service starts. capture can also take one region.':
    '不用先调用 requestScreenCapture()：Tapcraft 的服务启动时就获得了截图权限。capture 也可以只截取一个区域。',
  'No requestScreenCapture() first: on iOS, WDA takes the screen and no permission is asked. capture can also take one region.':
    '不用先调用 requestScreenCapture()：在 iOS 上由 WDA 截取屏幕，不需要申请权限。capture 也可以只截取一个区域。',
  'Not needed: Android asks once when the Tapcraft service starts, and capture raises PermissionDeniedError if the request was refused.':
    '不需要：Tapcraft 的服务启动时，Android 会询问一次；用户拒绝时，capture 抛出 PermissionDeniedError。',
  'Airtest writes a file; capture returns an Image, and Image.save(path) writes it.':
    'Airtest 直接写入文件；capture 返回 Image，再用 Image.save(path) 写入文件。',
  'uiautomator2 returns a Pillow image on the computer; capture returns a Tapcraft Image in the script on the phone.':
    'uiautomator2 在电脑上返回 Pillow 图像；capture 在手机上的脚本中返回 Tapcraft 的 Image。',
  'Appium writes a PNG on the computer; capture returns an Image, and Image.save(path) writes it on the phone.':
    'Appium 在电脑上写入 PNG 文件；capture 返回 Image，再用 Image.save(path) 写入手机。',
  'Capture the screen or a region.': '截取整个屏幕或其中一个区域。',
  'A method of the image here: img.save(path). The extension picks PNG or JPEG.':
    '在这里是图像的方法：img.save(path)。扩展名决定保存为 PNG 还是 JPEG。',
  'AutoJs6 returns an ARGB integer; Image.pixel returns "#RRGGBB".':
    'AutoJs6 返回 ARGB 整数；Image.pixel 返回 "#RRGGBB"。',
  'Read the colour of one pixel.': '读取一个像素的颜色。',
  'AutoJs6 has two properties, device.width and device.height; screen_size() returns (width, height) in the current orientation.':
    'AutoJs6 用 device.width 和 device.height 两个属性；screen_size() 按当前屏幕方向返回 (width, height)。',
  'Appium returns a dict with width and height; screen_size returns a tuple.':
    'Appium 返回包含 width 和 height 的 dict；screen_size 返回元组。',
  'Width and height in pixels.': '以像素为单位的宽度和高度。',
  'AutoJs6 checks an image you captured, with a threshold from 0 (exact) to 255 (16 by default); compare_color captures the screen itself and takes a similarity from 0.0 to 1.0 (1.0 is exact).':
    'AutoJs6 检查你截取的图像，阈值从 0（完全一致）到 255（默认 16）；compare_color 自己截取屏幕，接受 0.0 到 1.0 的相似度（1.0 为完全一致）。',
  'Check the colour of one pixel.': '检查一个像素是不是指定的颜色。',
  'Check several pixels at known offsets.': '检查几个已知偏移处的像素颜色。',
  'AutoJs6 searches an image you captured, with the region as x, y, width, height and a threshold from 0 (exact) to 255 (any colour); find_color captures the screen, takes a Rect(left, top, right, bottom) and a similarity from 0.0 to 1.0 (1.0 is exact).':
    'AutoJs6 在你截取的图像中查找，区域写成 x, y, width, height，阈值从 0（完全一致）到 255（任意颜色）；find_color 自己截取屏幕，接受 Rect(left, top, right, bottom) 和 0.0 到 1.0 的相似度（1.0 为完全一致）。',
  'The region becomes Rect(x, y, x + width, y + height) and the threshold a similarity from 0.0 to 1.0.':
    '区域改为 Rect(x, y, x + width, y + height)，阈值改为 0.0 到 1.0 的相似度。',
  'Becomes find_color(color, similarity=1.0).': '改为 find_color(color, similarity=1.0)。',
  'Find the first pixel of one colour.': '查找某种颜色的第一个像素。',
  'AutoJs6 takes the first colour and an array of [x, y, colour] offsets; find_colors takes one pattern string whose first point is 0,0,#RRGGBB. Region and threshold change as for findColor.':
    'AutoJs6 接受第一个颜色和一个 [x, y, colour] 偏移数组；find_colors 接受一个模式字符串，其中第一个点是 0,0,#RRGGBB。区域和阈值的改法与 findColor 相同。',
  'Find several pixels at fixed offsets from each other.': '查找彼此偏移固定的几个像素。',
  'AutoJs6 takes two images and returns the top-left Point or null, with a threshold of 0.9 by default; find_image takes the template file, returns the matched Rect or None, with a similarity of 0.85 by default.':
    'AutoJs6 接受两张图像，返回左上角的 Point 或 null，默认阈值为 0.9；find_image 接受模板文件，返回匹配到的 Rect 或 None，默认相似度为 0.85。',
  'The region becomes Rect(x, y, x + width, y + height).':
    '区域改为 Rect(x, y, x + width, y + height)。',
  'Airtest retries for up to 3 s and returns the centre or False; find_image looks once and returns a Rect or None. Airtest also finds a template drawn at another scale; find_image compares it at its own size.':
    'Airtest 最多重试 3 秒，返回中心点或 False；find_image 只查找一次，返回 Rect 或 None。Airtest 还能找到按其他比例缩放的模板；find_image 只按模板的原始尺寸比较。',
  'Appium needs its images plugin, takes the template as base64, matches with a threshold of 0.4 by default and raises when nothing matches; find_image reads the file and returns a Rect or None.':
    'Appium 需要安装 images 插件，以 base64 接受模板，默认阈值为 0.4，找不到时抛出异常；find_image 读取模板文件，返回 Rect 或 None。',
  'Find a template image on the screen.': '在屏幕上查找模板图。',
  'Airtest returns dicts with the centre, the four corners and a confidence; find_all_images returns a list of Rect, sorted top to bottom.':
    'Airtest 返回包含中心点、四个角和置信度的 dict；find_all_images 返回 Rect 列表，按从上到下排序。',
  'Airtest raises TargetNotFoundError, after 20 s by default; wait_image returns None after 10 s.':
    'Airtest 默认 20 秒后抛出 TargetNotFoundError；wait_image 在 10 秒后返回 None。',
  'Tapcraft splits it in two: wait_image returns the Rect, then click its centre.':
    'Tapcraft 把它拆成两步：wait_image 返回 Rect，再用 click 点击它的中心。',
  'Wait until a template appears.': '等待模板图出现。',
  'AutoJs6 reads an image you captured; ocr reads the screen or a region itself, one result per line with text, rect and confidence. OCR in Tapcraft needs a VIP plan.':
    'AutoJs6 识别你截取的图像；ocr 自己读取屏幕或其中一个区域，每行文字一个结果，包含 text、rect 和 confidence。Tapcraft 的文字识别需要 VIP 会员。',
  'AutoJs6 returns only the strings; ocr returns OcrResult objects: read their text.':
    'AutoJs6 只返回字符串；ocr 返回 OcrResult 对象：文字在它们的 text 中。',
  'Read the text on the screen.': '识别屏幕上的文字。',
  'Find a line of text with OCR.': '用文字识别查找一行文字。',
  'AutoJs6 stops the script when the service is off and opens its settings; request_service opens the settings and waits for the user, up to timeout seconds.':
    '服务未开启时，AutoJs6 会停止脚本并打开服务的设置；request_service 打开设置后等待用户开启，最多等 timeout 秒。',
  'AutoJs6 waits without limit; request_service waits up to timeout seconds (60 by default) and returns False when the time runs out.':
    'AutoJs6 会一直等下去；request_service 最多等待 timeout 秒（默认 60），超时返回 False。',
  'The Android service Tapcraft reads the UI tree through, and taps with by default.':
    'Tapcraft 通过这个 Android 服务读取控件树，默认也用它点击。',
  'Ask the user to enable the service that reads the UI tree.': '请用户开启读取控件树的服务。',
  'AutoJs6 gives the service object, or null when it is off; is_service_enabled returns True or False.':
    'AutoJs6 给出服务对象，服务未开启时为 null；is_service_enabled 返回 True 或 False。',
  'Tapcraft uses the selector names (id, desc, cls) for attributes, and dump_tree(path) also writes the XML to a file.':
    'Tapcraft 的属性名与选择器相同（id、desc、cls），dump_tree(path) 还会把 XML 写入文件。',
  'A property in Appium, a function here; the XML uses the selector names (id, desc, cls) for attributes.':
    '在 Appium 中是属性，在这里是函数；XML 的属性名与选择器相同（id、desc、cls）。',
  'All nodes of the window, as XML.': '窗口中的全部控件，以 XML 表示。',
  'Each AutoJs6 condition becomes a keyword: text("OK") is Selector(text="OK").':
    'AutoJs6 的每个条件都改为一个关键字参数：text("OK") 就是 Selector(text="OK")。',
  'Becomes Selector(id=...).': '改为 Selector(id=...)。',
  'Becomes Selector(desc=...).': '改为 Selector(desc=...)。',
  'Becomes Selector(cls=...).': '改为 Selector(cls=...)。',
  'Becomes Selector(text_contains=...).': '改为 Selector(text_contains=...)。',
  'Poco takes the node name as its first argument; Selector names every criterion: text=, id=, desc=, cls=.':
    'Poco 的第一个参数是控件名；Selector 的每个条件都写明名称：text=、id=、desc=、cls=。',
  'Some keywords change: resourceId becomes id, description desc, className cls, textContains text_contains.':
    '有些关键字参数改了名：resourceId 改为 id，description 改为 desc，className 改为 cls，textContains 改为 text_contains。',
  'Criteria that pick nodes of the UI tree.': '从控件树中挑选控件的条件。',
  'Appium raises NoSuchElementException when nothing matches; find_one returns None. The locator becomes selector criteria: AppiumBy.ID is id=, AppiumBy.ACCESSIBILITY_ID is desc=, AppiumBy.CLASS_NAME is cls=.':
    '没有匹配时，Appium 抛出 NoSuchElementException；find_one 返回 None。定位方式改为选择器条件：AppiumBy.ID 对应 id=，AppiumBy.ACCESSIBILITY_ID 对应 desc=，AppiumBy.CLASS_NAME 对应 cls=。',
  'AutoJs6 returns a collection; find_all returns a list of View, empty when nothing matches.':
    'AutoJs6 返回一个集合；find_all 返回 View 列表，没有匹配时为空列表。',
  'Both return an empty list when nothing matches; the locator becomes selector criteria as for find_one.':
    '没有匹配时，两者都返回空列表；定位方式与 find_one 一样改为选择器条件。',
  'A property in uiautomator2, which waits when called with a timeout; exists() checks once. Use wait(timeout) to wait.':
    '在 uiautomator2 中是属性，带 timeout 调用时会等待；exists() 只检查一次。要等待，请用 wait(timeout)。',
  'AutoJs6 counts the timeout in milliseconds and waits for ever without one; wait counts seconds (10 by default).':
    'AutoJs6 的超时以毫秒为单位，不给超时就一直等下去；wait 以秒为单位（默认 10）。',
  'AutoJs6 waits without limit; wait gives up after timeout seconds (10 by default) and returns None.':
    'AutoJs6 会一直等下去；wait 等待 timeout 秒（默认 10）后放弃，返回 None。',
  'Poco raises PocoTargetTimeout, after 120 s by default; wait returns None after 10 s.':
    'Poco 默认 120 秒后抛出 PocoTargetTimeout；wait 在 10 秒后返回 None。',
  'uiautomator2 returns True or False and waits 20 s by default; wait returns the View or None and waits 10 s.':
    'uiautomator2 返回 True 或 False，默认等待 20 秒；wait 返回 View 或 None，等待 10 秒。',
  'Selenium raises TimeoutException; wait returns None.':
    'Selenium 抛出 TimeoutException；wait 返回 None。',
  'Wait until a node appears.': '等待控件出现。',
  'Poco raises PocoTargetTimeout, after 120 s by default; wait_gone returns False after 10 s.':
    'Poco 默认 120 秒后抛出 PocoTargetTimeout；wait_gone 在 10 秒后返回 False。',
  'uiautomator2 waits 20 s by default; wait_gone waits 10 s.':
    'uiautomator2 默认等待 20 秒；wait_gone 等待 10 秒。',
  'AutoJs6 waits without limit and taps every match; click waits up to timeout seconds (10 by default), taps the first match and returns False if none appeared.':
    'AutoJs6 会一直等下去，并点击每个匹配的控件；click 最多等待 timeout 秒（默认 10），只点击第一个匹配的控件，一个都没出现时返回 False。',
  'AutoJs6 taps every node that contains the text; Selector(text_contains=...).click() taps the first one.':
    'AutoJs6 点击每个包含这段文字的控件；Selector(text_contains=...).click() 只点击第一个。',
  'Poco raises PocoNoSuchNodeException when the node is missing; click waits up to timeout seconds and returns False.':
    '找不到控件时，Poco 抛出 PocoNoSuchNodeException；click 最多等待 timeout 秒，然后返回 False。',
  'uiautomator2 raises UiObjectNotFoundError when the node does not appear within 20 s; click returns False after timeout seconds (10 by default).':
    '控件在 20 秒内没有出现时，uiautomator2 抛出 UiObjectNotFoundError；click 在 timeout 秒（默认 10）后返回 False。',
  'Both return whether a node was tapped. uiautomator2 waits 0 s by default, click waits 10 s: pass timeout=0 to check once.':
    '两者都返回是否点击了控件。uiautomator2 默认等待 0 秒，click 默认等待 10 秒：传入 timeout=0 即可只检查一次。',
  'Wait for a node, then tap it.': '等待控件出现，然后点击它。',
  'uiautomator2 returns True or False; scroll_to returns the View or None and stops after max_scrolls steps.':
    'uiautomator2 返回 True 或 False；scroll_to 返回 View 或 None，滚动 max_scrolls 次后停止。',
  'Scroll a list until a node shows.': '滚动列表，直到控件出现。',
  'uiautomator2 names elements by their class and uses Android attribute names (resource-id, content-desc); Tapcraft names every element node and uses the selector names (@id, @desc, @cls).':
    'uiautomator2 用控件的类名作为元素名，并使用 Android 的属性名（resource-id、content-desc）；Tapcraft 的元素一律名为 node，属性名与选择器相同（@id、@desc、@cls）。',
  'Appium uses Android attribute names and raises when nothing matches; xpath() builds a Selector with the Tapcraft names, whose find_one returns None.':
    'Appium 使用 Android 的属性名，没有匹配时抛出异常；xpath() 按 Tapcraft 的名称构造 Selector，它的 find_one 在没有匹配时返回 None。',
  'Poco counts the duration in seconds (2 by default); duration_ms counts milliseconds.':
    'Poco 的时长以秒为单位（默认 2）；duration_ms 以毫秒为单位。',
  'uiautomator2 waits for the node first; in Tapcraft wait() for the View, then call long_click.':
    'uiautomator2 会先等待控件出现；在 Tapcraft 中，先用 wait() 等到 View，再调用 long_click。',
  'uiautomator2 waits for the node first; in Tapcraft wait() for the View, then call set_text.':
    'uiautomator2 会先等待控件出现；在 Tapcraft 中，先用 wait() 等到 View，再调用 set_text。',
  'set_text replaces the whole content of the field.': 'set_text 会替换输入框的全部内容。',
  'Replace the text of an input field.': '替换输入框中的文字。',
  'uiautomator2 waits for the node first; in Tapcraft wait() for the View, then call clear_text.':
    'uiautomator2 会先等待控件出现；在 Tapcraft 中，先用 wait() 等到 View，再调用 clear_text。',
  'A method in AutoJs6, an attribute here: view.text.':
    '在 AutoJs6 中是方法，在这里是属性：view.text。',
  'An attribute of the View here: view.text.': '在这里是 View 的属性：view.text。',
  'AutoJs6 returns an Android Rect with centerX() and centerY(); rect is a Tapcraft Rect with center().':
    'AutoJs6 返回 Android 的 Rect，带有 centerX() 和 centerY()；rect 是 Tapcraft 的 Rect，带有 center()。',
  'uiautomator2 returns a tuple (left, top, right, bottom); rect is a Rect with the same edges and center().':
    'uiautomator2 返回元组 (left, top, right, bottom)；rect 是边界相同的 Rect，还带有 center()。',
  'Appium gives a dict of x, y, width and height; rect is a Rect(left, top, right, bottom).':
    'Appium 给出包含 x、y、width 和 height 的 dict；rect 是 Rect(left, top, right, bottom)。',
  'Airtest counts seconds; sleep_ms counts milliseconds.':
    'Airtest 以秒为单位；sleep_ms 以毫秒为单位。',
  'uiautomator2 counts seconds; sleep_ms counts milliseconds.':
    'uiautomator2 以秒为单位；sleep_ms 以毫秒为单位。',
  'Wait a number of milliseconds.': '等待指定的毫秒数。',
  'One call here: sleep_random(min_ms, max_ms) also returns the pause it chose.':
    '在这里只要一次调用：sleep_random(min_ms, max_ms) 还会返回它选定的延时。',
  'Wait a random time between two limits.': '在上下限之间随机等待一段时间。',
  'stop_script also takes an exit code and a message; finally blocks still run.':
    'stop_script 还接受退出码和一条消息；finally 块仍会执行。',
  'End the script with an exit code.': '以指定的退出码结束脚本。',
  'Airtest also tries to unlock; wake_screen only turns the screen on.':
    'Airtest 还会尝试解锁；wake_screen 只点亮屏幕。',
  'Turn the screen on.': '点亮屏幕。',
  'Vibrate the phone.': '让手机震动。',
  'A dict in uiautomator2; device_info() returns a DeviceInfo object.':
    '在 uiautomator2 中是 dict；device_info() 返回 DeviceInfo 对象。',
  'A property in uiautomator2, a function here.': '在 uiautomator2 中是属性，在这里是函数。',
  'Get the text on the clipboard.': '获取剪贴板上的文字。',
  'The label is always Tapcraft; sensitive=True hides the text in the Android 13 preview.':
    '标签始终是 Tapcraft；sensitive=True 会在 Android 13 的预览中隐藏文字。',
  'Put text on the clipboard.': '把文字放到剪贴板上。',
  'AutoJs6 also writes the message to the log; call log() as well.':
    'AutoJs6 还会把消息写入日志；在这里请另外调用 log()。',
  'uiautomator2 takes a duration in seconds; Android has two lengths, so toast has long=False (about 2 s) and long=True (about 3.5 s).':
    'uiautomator2 接受以秒为单位的时长；Android 只有两种显示时长，所以 toast 提供 long=False（约 2 秒）和 long=True（约 3.5 秒）。',
  'A short message that disappears by itself.': '一条会自动消失的简短消息。',
  'Airtest writes to its HTML report; log writes to the log window and the IDE.':
    'Airtest 写入它的 HTML 报告；log 写入日志悬浮窗和 IDE。',
  'Write a line to the log.': '向日志写入一行。',
  'show_window also takes the position, size and opacity of the window.':
    'show_window 还接受窗口的位置、大小和不透明度。',
  'On iOS, show_window opens a Picture in Picture window, whose place and size iOS sets.':
    '在 iOS 上，show_window 打开一个画中画窗口，位置和大小由 iOS 决定。',
  'Show the log over other apps.': '在其他应用上方显示日志。',
  'AutoJs6 takes the title first; alert takes the message first and title= as a keyword.':
    'AutoJs6 的第一个参数是标题；alert 的第一个参数是消息，标题用关键字参数 title= 传入。',
  'A message the user must close.': '用户必须关闭的消息。',
  'AutoJs6 takes the title first; confirm takes the question first and returns None when its timeout runs out.':
    'AutoJs6 的第一个参数是标题；confirm 的第一个参数是问题，超时后返回 None。',
  'The prefilled text becomes default=. Both return nothing (null, None) when cancelled.':
    '预填的文字改用 default= 传入。取消时两者都返回空值（null、None）。',
  'AutoJs6 builds the window from an XML layout; create_panel builds a panel from labels and buttons, and create_html shows your own HTML.':
    'AutoJs6 用 XML 布局构建窗口；create_panel 用标签和按钮构建面板，create_html 则显示你自己的 HTML。',
  'request_overlay_permission waits until the user allows it, up to timeout seconds, and returns whether it is granted.':
    'request_overlay_permission 会等待用户授权，最多等 timeout 秒，并返回是否已获得权限。',
  'The permission to draw over other apps.': '在其他应用上方显示内容的权限。',
  'The AutoJs6 response has statusCode and body.string(); HttpResponse has status, text and json().':
    'AutoJs6 的响应有 statusCode 和 body.string()；HttpResponse 有 status、text 和 json()。',
  'An object is sent as a form in both; the response changes as for http.get.':
    '两者都把对象作为表单发送；响应的变化与 http.get 相同。',
  'Becomes post(url, json=data).': '改为 post(url, json=data)。',
  'Send a request to a web server.': '向 Web 服务器发送请求。',
  'An AutoJs6 store comes from storages.create(name), holds any JSON value and is shared by every script that opens the same name; kv_set keeps strings, in a store that belongs to the project. Convert other values with json.dumps.':
    'AutoJs6 的存储由 storages.create(name) 创建，可以保存任意 JSON 值，打开同一名称的所有脚本共用它；kv_set 只保存字符串，存储属于项目。其他类型的值请用 json.dumps 转换。',
  'Keep a value between runs.': '在多次运行之间保留一个值。',
  'kv_get returns the stored string, or default: parse JSON values with json.loads.':
    'kv_get 返回保存的字符串或 default：JSON 值请用 json.loads 解析。',
  'kv_clear(prefix) can also delete only the keys that start with a prefix.':
    'kv_clear(prefix) 还可以只删除以某个前缀开头的键。',
  'Read a text file into a string.': '把文本文件读入字符串。',
  'Write a string to a text file.': '把字符串写入文本文件。',
  'AutoJs6 returns code, result and error; ShellResult has exit_code, stdout and stderr. root=true becomes needs_root=True.':
    'AutoJs6 返回 code、result 和 error；ShellResult 有 exit_code、stdout 和 stderr。root=true 改为 needs_root=True。',
  'Airtest runs the command through adb from the computer and returns its output; shell runs on the phone and returns a ShellResult: read stdout.':
    'Airtest 在电脑上通过 adb 执行命令，返回命令的输出；shell 在手机上执行，返回 ShellResult：输出在 stdout 中。',
  'uiautomator2 runs through adb from the computer and returns the output, stderr included, and exit_code; shell runs on the phone and keeps stdout and stderr apart.':
    'uiautomator2 在电脑上通过 adb 执行，返回含 stderr 的输出和 exit_code；shell 在手机上执行，分开保存 stdout 和 stderr。',
  'Appium runs it only when its server allows the adb_shell feature; shell runs on the phone with the rights of the current input mode.':
    '只有服务器开启了 adb_shell 功能，Appium 才会执行；shell 在手机上执行，拥有当前输入模式的权限。',
  'Run a command line on the phone.': '在手机上执行一条命令。',
  'A licence key a developer sells for a store script, checked before each run.':
    '开发者为脚本商店中的脚本出售的授权密钥，每次运行前都会验证。',
  'A small window a script draws over other apps.': '脚本显示在其他应用上方的小窗口。',
  'Lets Tapcraft read the screen; Android asks once when the service starts.':
    '允许 Tapcraft 读取屏幕；服务启动时，Android 会询问一次。',
  'Build a project into a .tcpk package or a standalone APK.':
    '把项目构建成 .tcpk 包或独立的 APK。',
  'Where users find, buy and install scripts.': '用户查找、购买和安装脚本的地方。',
  'A web console that runs scripts on many devices.': '在多台设备上运行脚本的网页控制台。',
  'How taps reach the screen: accessibility, root, ADB shell or HID.':
    '点击送达屏幕的方式：无障碍、root、ADB shell 或 HID。',
};

const chinese = translatedBy(chineseAliasTexts);

export const apiAliases = withText(
  englishAliases,
  englishAliases.map(({tools, terms}) => ({
    tools: tools?.map(({differs}) => ({differs: chinese(differs)})),
    terms: terms?.map(({meaning}) => ({meaning: chinese(meaning)})),
  })),
);

export const pageTerms = withText(
  englishPageTerms,
  englishPageTerms.map(({meaning}) => ({meaning: chinese(meaning)})),
);
