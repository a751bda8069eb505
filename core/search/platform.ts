import {apiPlatforms, type ApiPlatform} from '@tapcraft/data/platforms-api';

/** The platform whose docs a path is in: `/docs/ios/…` is iOS's. */
export function platformOfPath(pathname: string): ApiPlatform | undefined {
  return apiPlatforms.find((platform) => pathname.startsWith(`/docs/${platform}/`));
}

/** The facet filter that keeps one platform's pages. */
export function platformFilter(platform: ApiPlatform): string {
  return `platform:${platform}`;
}

/** The search page's query parameter for the platform filter: `/search?q=click&platform=ios`. */
export const PLATFORM_PARAM = 'platform';
