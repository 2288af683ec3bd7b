import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classesOf, createCriticalCss } from './critical-css';

const STYLESHEET = [
  ':root{--bs-primary:#002868;--bs-unused:1px;--bs-link-color:var(--bs-primary)}',
  'body{margin:0}',
  '.btn{padding:1rem;color:var(--bs-link-color)}',
  '.modal{position:fixed}',
  '.card .card-title{font-weight:700}',
  '.was-validated .form-control:valid{border-color:green}',
  '.btn:not(.btn-check)+.btn{margin:0}',
  'table{border-collapse:collapse}',
  '.spinner{animation:spin 1s linear infinite}',
  '.toast,.badge{display:inline-block}',
  '@media (min-width:992px){.d-lg-block{display:block!important}.d-lg-none{display:none!important}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

describe('createCriticalCss', () => {
  const critical = createCriticalCss(STYLESHEET);

  it("when a page uses some classes, then only the rules its markup can match are kept, in the stylesheet's order", () => {
    const { css } = critical(
      '<body><main class="card"><h2 class="card-title">Jobs</h2><a class="btn" href="/">Go</a></main></body>',
    );
    expect(css).toBe(
      ':root{--bs-primary:#002868;--bs-link-color:var(--bs-primary)}body{margin:0}' +
        '.btn{padding:1rem;color:var(--bs-link-color)}.card .card-title{font-weight:700}' +
        '.btn:not(.btn-check)+.btn{margin:0}',
    );
  });

  it('when no kept rule reads a custom property, directly or through another, then it is left out', () => {
    expect(critical('<p class="card">x</p>').css).not.toContain(':root');
    const { css } = critical('<p class="btn">x</p>');
    expect(css).toContain('--bs-primary:#002868');
    expect(css).not.toContain('--bs-unused');
  });

  it('when one selector of a list matches, then the rule stays; media queries keep only their matching rules', () => {
    const { css } = critical('<span class="badge d-lg-none">New</span>');
    expect(css).toContain('.toast,.badge{display:inline-block}');
    expect(css).toContain('@media (min-width:992px){.d-lg-none{display:none!important}}');
    expect(css).not.toContain('.d-lg-block');
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('was-validated');
  });

  it('when an element or an animation is not on the page, then its rules are left out', () => {
    expect(critical('<p class="btn">x</p>').css).not.toMatch(/table|@keyframes/);
    const { css } = critical('<table class="spinner"><tr><td>x</td></tr></table>');
    expect(css).toContain('table{border-collapse:collapse}');
    expect(css).toContain('.spinner{animation:spin 1s linear infinite}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('when the page is rendered, then its hash is the sha256 a browser computes for the inline style', () => {
    const { css, hash } = critical('<p class="btn">x</p>');
    expect(hash).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('when two pages use the same classes, then the second gets the same answer without a new walk', () => {
    const first = critical('<p class="btn card">one</p>');
    const second = critical('<p class="card btn">two</p>');
    expect(second).toBe(first);
  });
});

describe('classesOf', () => {
  it('when markup has class attributes, then every class name in them is read', () => {
    expect([...classesOf('<div class="a  b"><p class="c">x</p><p data-class="d">y</p></div>')].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('interaction states', () => {
  it('when a rule or a custom property is only for hover, focus or press, then it waits for the whole stylesheet', () => {
    const critical = createCriticalCss(
      '.btn{--bs-btn-bg:blue;--bs-btn-hover-bg:navy;--bs-btn-active-bg:black;color:white}' +
        '.btn:hover{background:var(--bs-btn-hover-bg)}.btn:focus-visible,.btn.show{outline:0}.btn:disabled{opacity:.6}',
    );
    expect(critical('<a class="btn show">Go</a>').css).toBe(
      '.btn{--bs-btn-bg:blue;--bs-btn-active-bg:black;color:white}.btn.show{outline:0}.btn:disabled{opacity:.6}',
    );
  });

  it('when a toggle button is checked, then its checked colors are painted first, not only after the stylesheet', () => {
    const critical = createCriticalCss(
      '.btn{--bs-btn-active-color:#fff;--bs-btn-active-bg:#002868;transition:color .15s}' +
        '.btn-check:checked+.btn,:not(.btn-check)+.btn:active{color:var(--bs-btn-active-color);background-color:var(--bs-btn-active-bg)}',
    );
    const { css } = critical('<input class="btn-check" type="radio" checked><label class="btn">All</label>');
    expect(css).toContain('.btn-check:checked+.btn{color:var(--bs-btn-active-color)');
    expect(css).toContain('--bs-btn-active-color:#fff');
    expect(css).toContain('--bs-btn-active-bg:#002868');
  });
});
