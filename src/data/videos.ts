import {externalUrls} from './site';

/**
 * The lessons of the Tapcraft video courses, shown as cards by
 * src/components/VideoList on /docs/android/video, /docs/teach/android and
 * /docs/teach/ios.
 *
 * To add a lesson:
 * 1. upload the video to the video host and copy its id (the last part of
 *    the embed address) into `videoId`;
 * 2. append an entry to `videos` below, with the next free `lesson` number
 *    of its platform and a duration written as `mm:ss`;
 * 3. pick a `topic`; its poster already exists under `static/img/videos/`.
 *    A new topic needs a new 640x360 SVG poster there (under 15 KB) and an
 *    entry in `videoTopics`;
 * 4. update the lesson tables on /docs/android/video and /docs/teach/intro,
 *    which repeat titles and lengths in text for search.
 * `tests/unit/videos-data.test.ts` checks ids, durations, lesson numbers,
 * posters and that the pages above agree with this file.
 */

/**
 * The video host's embed address (an operator value, kept in the settings
 * module): a lesson plays from `videoEmbedBase + videoId`. Nothing is
 * requested from this host until a visitor clicks a play button (VideoEmbed).
 */
export const videoEmbedBase = externalUrls.videoEmbedBase;

export type VideoPlatform = 'android' | 'ios';

export type VideoTopic =
  'setup' | 'basics' | 'selectors' | 'screen' | 'state' | 'hid' | 'publish' | 'cloud' | 'project';

export type VideoTopicInfo = {
  /** Short label shown on the card, sentence case. */
  label: string;
  /** Generic poster of the topic inside `static/`, `/img/videos/<topic>.svg`. */
  poster: string;
};

/** Label and poster of every topic. Posters are 640x360 (16:9) SVGs. */
export const videoTopics: Record<VideoTopic, VideoTopicInfo> = {
  setup: {label: 'Setup', poster: '/img/videos/setup.svg'},
  basics: {label: 'First scripts', poster: '/img/videos/basics.svg'},
  selectors: {label: 'Selectors', poster: '/img/videos/selectors.svg'},
  screen: {label: 'Reading the screen', poster: '/img/videos/screen.svg'},
  state: {label: 'Saved state', poster: '/img/videos/state.svg'},
  hid: {label: 'Air Click', poster: '/img/videos/hid.svg'},
  publish: {label: 'Packaging', poster: '/img/videos/publish.svg'},
  cloud: {label: 'Cloud control', poster: '/img/videos/cloud.svg'},
  project: {label: 'Project', poster: '/img/videos/project.svg'},
};

/** Width and height of every poster, in pixels (16:9). */
export const posterSize = {width: 640, height: 360} as const;

export type Video = {
  /** Stable id, used as a React key and in tests: `<platform>-<lesson, two digits>`. */
  id: string;
  /** Lesson title, sentence case, as spoken in the video. */
  title: string;
  /** Length as `mm:ss`. */
  duration: string;
  platform: VideoPlatform;
  topic: VideoTopic;
  /** Position in its course, 1, 2, 3... unique per platform. */
  lesson: number;
  /** Poster inside `static/`; normally the topic's poster. */
  poster: string;
  /** Id of the video on the video host; appended to `videoEmbedBase`. */
  videoId: string;
};

type VideoInput = Omit<Video, 'poster' | 'id'>;

/** Builds the id and takes the poster from the topic, so entries stay short. */
function lesson(input: VideoInput): Video {
  return {
    ...input,
    id: `${input.platform}-${String(input.lesson).padStart(2, '0')}`,
    poster: videoTopics[input.topic].poster,
  };
}

export const videos: Video[] = [
  // Android course: 13 lessons, about 3 h 13 min.
  lesson({
    platform: 'android',
    lesson: 1,
    title: 'Install Tapcraft and enable the service',
    duration: '08:42',
    topic: 'setup',
    videoId: 'tc-android-01-install',
  }),
  lesson({
    platform: 'android',
    lesson: 2,
    title: 'A tour of the Web IDE',
    duration: '11:15',
    topic: 'setup',
    videoId: 'tc-android-02-web-ide',
  }),
  lesson({
    platform: 'android',
    lesson: 3,
    title: 'Your first script',
    duration: '12:30',
    topic: 'basics',
    videoId: 'tc-android-03-first-script',
  }),
  lesson({
    platform: 'android',
    lesson: 4,
    title: 'Selectors and the UI-tree inspector',
    duration: '16:05',
    topic: 'selectors',
    videoId: 'tc-android-04-selectors',
  }),
  lesson({
    platform: 'android',
    lesson: 5,
    title: 'Waiting, timeouts and retries',
    duration: '13:20',
    topic: 'basics',
    videoId: 'tc-android-05-waiting',
  }),
  lesson({
    platform: 'android',
    lesson: 6,
    title: 'Colours and colour patterns',
    duration: '17:48',
    topic: 'screen',
    videoId: 'tc-android-06-colours',
  }),
  lesson({
    platform: 'android',
    lesson: 7,
    title: 'Finding images',
    duration: '15:10',
    topic: 'screen',
    videoId: 'tc-android-07-images',
  }),
  lesson({
    platform: 'android',
    lesson: 8,
    title: 'Reading text with OCR',
    duration: '14:36',
    topic: 'screen',
    videoId: 'tc-android-08-ocr',
  }),
  lesson({
    platform: 'android',
    lesson: 9,
    title: 'Remembering state',
    duration: '09:55',
    topic: 'state',
    videoId: 'tc-android-09-state',
  }),
  lesson({
    platform: 'android',
    lesson: 10,
    title: 'Air Click with the HID board',
    duration: '18:22',
    topic: 'hid',
    videoId: 'tc-android-10-air-click',
  }),
  lesson({
    platform: 'android',
    lesson: 11,
    title: 'Packaging and publishing',
    duration: '13:40',
    topic: 'publish',
    videoId: 'tc-android-11-packaging',
  }),
  lesson({
    platform: 'android',
    lesson: 12,
    title: 'Cloud control',
    duration: '16:58',
    topic: 'cloud',
    videoId: 'tc-android-12-cloud-control',
  }),
  lesson({
    platform: 'android',
    lesson: 13,
    title: 'Final project: a daily check-in script',
    duration: '24:30',
    topic: 'project',
    videoId: 'tc-android-13-final-project',
  }),

  // iOS course: 8 lessons, about 1 h 40 min.
  lesson({
    platform: 'ios',
    lesson: 1,
    title: 'How WebDriverAgent works and why activation is needed',
    duration: '09:40',
    topic: 'setup',
    videoId: 'tc-ios-01-wda',
  }),
  lesson({
    platform: 'ios',
    lesson: 2,
    title: 'Activating a device with the Windows or macOS tool',
    duration: '12:25',
    topic: 'setup',
    videoId: 'tc-ios-02-activation',
  }),
  lesson({
    platform: 'ios',
    lesson: 3,
    title: 'Your first iOS script with tapcraft.ios.action',
    duration: '11:50',
    topic: 'basics',
    videoId: 'tc-ios-03-first-script',
  }),
  lesson({
    platform: 'ios',
    lesson: 4,
    title: 'Screen sizes, pixels and points',
    duration: '10:35',
    topic: 'basics',
    videoId: 'tc-ios-04-pixels-points',
  }),
  lesson({
    platform: 'ios',
    lesson: 5,
    title: 'Colours and images on iOS',
    duration: '14:05',
    topic: 'screen',
    videoId: 'tc-ios-05-colours-images',
  }),
  lesson({
    platform: 'ios',
    lesson: 6,
    title: 'When to use the UI tree on iOS, and when not to',
    duration: '12:10',
    topic: 'selectors',
    videoId: 'tc-ios-06-ui-tree',
  }),
  lesson({
    platform: 'ios',
    lesson: 7,
    title: 'Air Click on iOS with AssistiveTouch',
    duration: '13:15',
    topic: 'hid',
    videoId: 'tc-ios-07-air-click',
  }),
  lesson({
    platform: 'ios',
    lesson: 8,
    title: 'One project for Android and iOS',
    duration: '16:00',
    topic: 'project',
    videoId: 'tc-ios-08-one-project',
  }),
];

/** The lessons of one course, in lesson order; `list` is a translation's lessons. */
export function videosFor(platform: VideoPlatform, list: Video[] = videos): Video[] {
  return list.filter((video) => video.platform === platform).sort((a, b) => a.lesson - b.lesson);
}

/** Seconds in a `mm:ss` duration; NaN when the text is not `mm:ss`. */
export function durationSeconds(duration: string): number {
  const match = /^(\d{2}):([0-5]\d)$/.exec(duration);
  if (!match) {
    return Number.NaN;
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Spoken form of a `mm:ss` duration for screen readers, e.g. "8 minutes 42 seconds". */
export function durationLabel(duration: string): string {
  const total = durationSeconds(duration);
  if (Number.isNaN(total)) {
    return duration;
  }
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [`${minutes} minute${minutes === 1 ? '' : 's'}`];
  if (seconds > 0) {
    parts.push(`${seconds} second${seconds === 1 ? '' : 's'}`);
  }
  return parts.join(' ');
}
