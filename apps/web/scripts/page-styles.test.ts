import { describe, expect, it } from 'vitest';
import { mantineClasses, pageStyles } from './page-styles';

const CSS = [
  ':root{--mantine-color-body:#fff}',
  '.m_11111111{color:red}',
  '.m_22222222{color:blue}',
  '.m_11111111 .m_22222222,.plain{margin:0}',
  '.m_22222222:where(.m_11111111,.x){padding:0}',
  '@media (min-width:48em){.m_11111111{gap:1px}.m_22222222{gap:2px}}',
  '@media print{.m_22222222{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.m_11111111::before{content:"}{ .m_22222222"}',
  '[data-mantine-color-scheme=dark] .m_11111111{color:pink}',
  '.m_abc1234{color:green}',
].join('');

describe('pageStyles', () => {
  const used = mantineClasses('const a="m_11111111",b=`m_11111111 mantine-x`;');

  it("keeps global rules and the rules of the page's classes, drops the others", () => {
    expect([...used]).toEqual(['m_11111111']);
    expect(pageStyles(CSS, used)).toBe(
      [
        ':root{--mantine-color-body:#fff}',
        '.m_11111111{color:red}',
        '.m_11111111 .m_22222222,.plain{margin:0}',
        '@media (min-width:48em){.m_11111111{gap:1px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '.m_11111111::before{content:"}{ .m_22222222"}',
        '[data-mantine-color-scheme=dark] .m_11111111{color:pink}',
      ].join(''),
    );
  });

  it('keeps everything when the page names every class, shorter names included', () => {
    expect(pageStyles(CSS, mantineClasses('["m_11111111","m_22222222","m_abc1234"]'))).toBe(CSS);
  });
});
