import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';

function checkBlocks(target: string) {
  const result = spawnSync('python3', ['scripts/check-python-blocks.py', target], {
    encoding: 'utf8',
  });
  return {status: result.status, output: result.stdout + result.stderr};
}

describe('python block checker', () => {
  it('reports a broken block with its file and line, and exits non-zero', () => {
    const {status, output} = checkBlocks('tests/fixtures/python-blocks.md');
    expect(status).toBe(1);
    expect(output).toMatch(/tests\/fixtures\/python-blocks\.md:18: /);
    expect(output).toContain('python blocks: 1 parse, 1 broken');
  });

  it('passes the site content', () => {
    const {status, output} = checkBlocks('docs');
    expect(output).toMatch(/python blocks: \d+ parse, 0 broken/);
    expect(status).toBe(0);
  });
});
