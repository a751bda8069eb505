import {readFileSync} from 'node:fs';
import path from 'node:path';

export type RouteList = {delivered: string[]; pending: string[]};

/** Parses tests/routes.txt: plain lines are served routes, "#pending /x" lines are not yet. */
export function parseRoutes(text: string): RouteList {
  const delivered: string[] = [];
  const pending: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#pending ')) {
      pending.push(line.slice('#pending '.length).trim());
    } else if (line && !line.startsWith('#')) {
      delivered.push(line);
    }
  }
  return {delivered, pending};
}

export function readRoutes(): RouteList {
  return parseRoutes(readFileSync(path.join(__dirname, 'routes.txt'), 'utf8'));
}
