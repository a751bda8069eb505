import {describe, expect, it} from 'vitest';

import {footerCopyright} from '../../src/config/footer';

describe('the footer legal line', () => {
  it('names the holder and year, and links the ICP filing only when it is set', () => {
    const withoutFiling = footerCopyright({
      year: 2025,
      holder: 'Tapcraft',
      icpNumber: undefined,
      icpUrl: 'https://beian.miit.gov.cn/',
    });
    expect(withoutFiling).toBe('<span>© 2025 Tapcraft. All rights reserved.</span>');
    const withFiling = footerCopyright({
      year: 2025,
      holder: 'Tapcraft',
      icpNumber: 'ICP 12345678-1',
      icpUrl: 'https://beian.miit.gov.cn/',
    });
    expect(withFiling).toContain(
      '<a class="footer__icp" href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">ICP 12345678-1</a>',
    );
  });

  it('escapes every value, since the theme inserts the line as HTML', () => {
    const line = footerCopyright({
      year: 2025,
      holder: 'A & B <script>alert(1)</script>',
      icpNumber: '"><img src=x onerror=alert(1)>',
      icpUrl: 'https://example.test/?a=1&b="2"',
    });
    expect(line).not.toMatch(/<script|<img/);
    expect(line).toContain('A &amp; B &lt;script&gt;');
    expect(line).toContain('href="https://example.test/?a=1&amp;b=&quot;2&quot;"');
  });
});
