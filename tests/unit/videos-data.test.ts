import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  durationSeconds,
  posterSize,
  videoEmbedBase,
  videoTopics,
  videos,
  videosFor,
  type VideoPlatform,
} from '@tapcraft/data/videos';
import {videosFor as chineseVideosFor} from '@tapcraft/data/zh-Hans/videos';
import {productFact} from '../productFacts';

const root = process.cwd();
const staticDir = path.join(root, 'static');

/** Posters are hand-drawn SVGs; the brief caps each at 15 KB. */
const maxPosterBytes = 15 * 1024;

const platforms: VideoPlatform[] = ['android', 'ios'];

function duplicates<T>(values: T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function totalSeconds(platform: VideoPlatform): number {
  return videosFor(platform).reduce((sum, video) => sum + durationSeconds(video.duration), 0);
}

/** Rows "| 3 | Your first script | 12:30 | ..." of a Markdown table, as [lesson, title, length]. */
function lessonRows(markdown: string): Array<[number, string, string]> {
  const rows: Array<[number, string, string]> = [];
  for (const line of markdown.split('\n')) {
    const match = /^\|\s*(\d+)\s*\|\s*([^|]+?)\s*\|\s*(\d{2}:\d{2})\s*\|/.exec(line);
    if (match) {
      rows.push([Number(match[1]), match[2]!, match[3]!]);
    }
  }
  return rows;
}

describe('src/data/videos.ts', () => {
  it('has unique ids and video ids', () => {
    expect(duplicates(videos.map((video) => video.id))).toEqual([]);
    expect(duplicates(videos.map((video) => video.videoId))).toEqual([]);
  });

  it.each(videos.map((video) => [video.id, video] as const))(
    '%s has every field in the right form',
    (_id, video) => {
      expect(video.id).toBe(`${video.platform}-${String(video.lesson).padStart(2, '0')}`);
      expect(video.title.trim()).not.toBe('');
      expect(video.title).toBe(video.title.trim());
      expect(platforms).toContain(video.platform);
      expect(Object.keys(videoTopics)).toContain(video.topic);
      expect(Number.isInteger(video.lesson)).toBe(true);
      expect(video.lesson).toBeGreaterThan(0);
      expect(video.duration).toMatch(/^\d{2}:[0-5]\d$/);
      expect(durationSeconds(video.duration)).toBeGreaterThan(0);
      expect(video.videoId).toMatch(/^[A-Za-z0-9_-]+$/);
    },
  );

  it.each(platforms)('numbers the %s lessons 1, 2, 3... without gaps or repeats', (platform) => {
    const numbers = videos.filter((v) => v.platform === platform).map((v) => v.lesson);
    expect(duplicates(numbers)).toEqual([]);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers.map((_n, index) => index + 1));
  });

  it('matches the course facts of CONTRIBUTING.md: lessons and total length', () => {
    const courses = productFact('Courses');
    for (const [platform, name] of [
      ['android', 'Android'],
      ['ios', 'iOS'],
    ] as const) {
      const match = new RegExp(`${name}: (\\d+) lessons, about (\\d+) h (\\d+) min`).exec(courses);
      expect(match, `${name} course in the product facts`).not.toBeNull();
      const [, lessons, hours, minutes] = match!.map(Number);
      expect(videosFor(platform)).toHaveLength(lessons!);
      // "About" means the total rounds to the stated minute.
      expect(Math.round(totalSeconds(platform) / 60)).toBe(hours! * 60 + minutes!);
    }
  });

  it('has posters that exist, are small and are 16:9 with explicit width and height', () => {
    const posters = new Set([
      ...videos.map((video) => video.poster),
      ...Object.values(videoTopics).map((topic) => topic.poster),
    ]);
    expect(posterSize.width * 9).toBe(posterSize.height * 16);
    for (const poster of posters) {
      expect(poster).toMatch(/^\/img\/videos\/[a-z0-9-]+\.svg$/);
      const file = path.join(staticDir, poster);
      expect(existsSync(file), `${poster} is missing from static/`).toBe(true);
      expect(statSync(file).size, `${poster} is too large`).toBeLessThan(maxPosterBytes);
      const svg = readFileSync(file, 'utf8');
      const rootTag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect(rootTag).toContain(`width="${posterSize.width}"`);
      expect(rootTag).toContain(`height="${posterSize.height}"`);
      expect(rootTag).toContain(`viewBox="0 0 ${posterSize.width} ${posterSize.height}"`);
      // Our own artwork only: nothing that would load from elsewhere.
      expect(svg).not.toMatch(/(href|src)=["']https?:/);
    }
  });

  it('has labelled topics, each with its own poster', () => {
    const topics = Object.values(videoTopics);
    expect(duplicates(topics.map((topic) => topic.poster))).toEqual([]);
    for (const topic of topics) {
      expect(topic.label.trim()).not.toBe('');
    }
  });

  it('builds player addresses from an https embed base', () => {
    const base = new URL(videoEmbedBase);
    expect(base.protocol).toBe('https:');
    expect(videoEmbedBase.endsWith('/')).toBe(true);
  });
});

/** The course pages of each language, with the lessons of that language. */
const languages = [
  {dir: 'docs', lessons: videosFor},
  {dir: 'i18n/zh-Hans/docusaurus-plugin-content-docs/current', lessons: chineseVideosFor},
];

describe.each(languages)(
  'pages of $dir that repeat the lessons agree with the data',
  ({dir, lessons}) => {
    it('android/video.mdx lists every Android lesson with the same title and length', () => {
      const page = readFileSync(path.join(root, dir, 'android/video.mdx'), 'utf8');
      const expected = lessons('android').map((video): [number, string, string] => [
        video.lesson,
        video.title,
        video.duration,
      ]);
      expect(lessonRows(page)).toEqual(expected);
    });

    it('teach/intro.mdx lists the iOS lessons in order with the same titles', () => {
      const page = readFileSync(path.join(root, dir, 'teach/intro.mdx'), 'utf8');
      const listed = page
        .split('\n')
        .map((line) => /^(\d+)\. (.+)$/.exec(line.trim()))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => match[2]!.replace(/`/g, ''));
      const titles = lessons('ios').map((video) => video.title);
      const start = listed.indexOf(titles[0]!);
      expect(start, 'the iOS lesson list was not found').toBeGreaterThanOrEqual(0);
      expect(listed.slice(start, start + titles.length)).toEqual(titles);
    });
  },
);
