/** True when `decodeURIComponent` would throw on the hash. */
export function isMalformedHash(hash: string): boolean {
  try {
    decodeURIComponent(hash);
    return false;
  } catch {
    return true;
  }
}

function dropMalformedHash(): void {
  const {hash, pathname, search} = window.location;
  if (isMalformedHash(hash)) {
    window.history.replaceState(window.history.state, '', pathname + search);
  }
}

// Client modules also load during server rendering, where there is no window.
if (typeof window !== 'undefined') {
  dropMalformedHash();
  // Capture: at the window, capturing listeners run before the router's, so
  // the router reads the location without the hash.
  window.addEventListener('popstate', dropMalformedHash, {capture: true});
}
