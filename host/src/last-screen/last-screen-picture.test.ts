import { drawPicture, isKeptCss, PICTURE_MAX_AGE_MS, refusal, type Picture, type PictureNode } from './draw-picture';
import { takePicture } from './save-picture';

const NOW = Date.parse('2026-11-28T12:00:00Z');

/** The app's page as the host's HTML starts it, then as the app has drawn it. */
function showPage(markup: string): HTMLElement {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root') as HTMLElement;
  root.innerHTML = markup;
  return root;
}

function showLoadingScreen(): HTMLElement {
  document.body.innerHTML = '<div id="root"><div data-static-copy="" data-static-loading="">Loading</div></div>';
  return document.getElementById('root') as HTMLElement;
}

function addStyles(...rules: string[]): void {
  const style = document.createElement('style');
  document.head.appendChild(style);
  for (const rule of rules) style.sheet?.insertRule(rule, style.sheet.cssRules.length);
}

function pictureOf(root: HTMLElement): Picture {
  const picture = takePicture(window, root, 'ada@example.com', NOW);
  if (!picture) throw new Error('No picture taken');
  return picture;
}

function picture(nodes: PictureNode[], css: string[] = []): Picture {
  return {
    userId: 'ada@example.com',
    path: '/projects/all',
    savedAt: NOW,
    width: 1280,
    dark: false,
    dir: 'ltr',
    html: [],
    css,
    nodes,
  };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-layout');
  document.documentElement.removeAttribute('lang');
});

describe('taking a picture', () => {
  it('keeps the elements and only the attributes that style them', () => {
    const root = showPage(
      '<main data-last-screen="" id="page" class="page" role="main" aria-label="Tasks" data-task="T-1" dir="rtl"' +
        ' style="color: red" onclick="steal()" title="t"><a href="/elsewhere" class="link">Open</a>' +
        '<img src="https://tracker.example/pixel.png" class="avatar"><span style="background: url(https://x.example/a.png)">x</span></main>',
    );
    const [main] = pictureOf(root).nodes;
    expect(main).toEqual({
      tag: 'main',
      svg: false,
      attributes: [
        ['data-last-screen', ''],
        ['class', 'page'],
        ['role', 'main'],
        ['aria-label', 'Tasks'],
        ['data-task', 'T-1'],
        ['dir', 'rtl'],
        ['style', 'color: red'],
      ],
      children: [
        { tag: 'a', svg: false, attributes: [['class', 'link']], children: ['Open'] },
        { tag: 'img', svg: false, attributes: [['class', 'avatar']], children: [] },
        { tag: 'span', svg: false, attributes: [], children: ['x'] },
      ],
    });
  });

  it('keeps an icon’s shape but no reference', () => {
    const root = showPage(
      '<div data-last-screen=""><svg viewBox="0 0 24 24" class="icon"><path d="M1 1h2"></path>' +
        '<use href="#sprite"></use><rect fill="url(#paint)" width="2"></rect></svg></div>',
    );
    const [frame] = pictureOf(root).nodes;
    expect(frame).toMatchObject({
      children: [
        {
          tag: 'svg',
          svg: true,
          attributes: [
            ['viewBox', '0 0 24 24'],
            ['class', 'icon'],
          ],
          children: [
            { tag: 'path', svg: true, attributes: [['d', 'M1 1h2']] },
            { tag: 'rect', svg: true, attributes: [['width', '2']] },
          ],
        },
      ],
    });
  });

  it('keeps how a chart’s label sits, and the custom properties an SVG’s paint reads', () => {
    const root = showPage(
      '<div data-last-screen=""><svg viewBox="0 0 9 9"><path stroke="var(--icon-stroke)" d="M1 1h2"></path>' +
        '<text x="4" text-anchor="end" dy="0.35em" font-size="12">Open</text></svg></div>',
    );
    addStyles(':root { --icon-stroke: purple; --unread: 2px; }');
    const picture = pictureOf(root);
    const [frame] = picture.nodes;
    expect(frame).toMatchObject({
      children: [
        {
          children: [
            {
              tag: 'path',
              attributes: [
                ['stroke', 'var(--icon-stroke)'],
                ['d', 'M1 1h2'],
              ],
            },
            {
              tag: 'text',
              attributes: [
                ['x', '4'],
                ['text-anchor', 'end'],
                ['dy', '0.35em'],
                ['font-size', '12'],
              ],
              children: ['Open'],
            },
          ],
        },
      ],
    });
    const css = picture.css.join('\n');
    expect(css).toContain('--icon-stroke: purple');
    expect(css).not.toContain('--unread');
  });

  it('leaves out what is below the window', () => {
    const root = showPage('<ul data-last-screen=""><li>First</li><li class="far">Far below</li></ul>');
    const far = root.querySelector('.far') as HTMLElement;
    far.getBoundingClientRect = () => ({ top: window.innerHeight + 10 }) as DOMRect;
    expect(JSON.stringify(pictureOf(root).nodes)).not.toContain('Far below');
  });

  it('keeps the style rules in use, none that asks another origin for anything', () => {
    const root = showPage('<div data-last-screen="" class="row"><b class="mark">x</b></div>');
    addStyles(
      '.row { color: red; }',
      '.unused { color: blue; }',
      '.mark::before { content: "•"; }',
      '.row:hover { color: green; }',
      '.mark { background: url(https://cdn.example/bg.png); }',
      '.row { background: url(/own.png); }',
      '@media (min-width: 1px) { .row { padding: 1px; } .unused { padding: 2px; } .mark { mask: url(//cdn.example/m.svg); } }',
    );
    const css = pictureOf(root).css.join('\n');
    expect(css).toContain('color: red');
    expect(css).toContain('.mark::before');
    expect(css).toContain('.row:hover');
    expect(css).toContain('url(/own.png)');
    expect(css).toContain('padding: 1px');
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('cdn.example');
    // One rule refused drops no other of its group.
    expect(pictureOf(root).css).toContain('@media (min-width: 1px){.row {padding: 1px;}}');
  });

  it('keeps of the custom properties only those something on the screen reads, directly or through another', () => {
    const root = showPage('<div data-last-screen="" class="row"><b style="color: var(--inline)">x</b></div>');
    addStyles(
      ':root { --read: 1px; --through: var(--deep); --deep: red; --inline: blue; --unread: 2px; --unread-too: var(--deep); }',
      '.row { padding: var(--read); color: var(--through); }',
      '.row { background: var(--in-shorthand) }',
      ':root { --in-shorthand: white; }',
      '@layer tokens { :where(html) { --layer-unread: 0; } }',
      '@keyframes spin { to { margin: var(--in-keyframes); } }',
      ':root { --in-keyframes: 3px; }',
    );
    const css = pictureOf(root).css.join('\n');
    for (const kept of [
      '--read: 1px',
      '--through: var(--deep)',
      '--deep: red',
      '--inline: blue',
      '--in-keyframes: 3px',
    ]) {
      expect(css).toContain(kept);
    }
    expect(css).not.toContain('--unread');
    // A rule left with nothing is left out.
    expect(css).not.toContain('@layer tokens');
  });

  it('keeps no page that has not opted in, nor one showing a modal dialog or an error, nor a picture', () => {
    expect(takePicture(window, showPage('<p>Settings</p>'), 'ada@example.com', NOW)).toBeNull();
    const withDialog = showPage('<div data-last-screen="">Rows</div><div role="dialog" aria-modal="true">Edit</div>');
    expect(takePicture(window, withDialog, 'ada@example.com', NOW)).toBeNull();
    const withPanel = showPage('<div data-last-screen="">Rows</div><div role="dialog" aria-modal="false">Layout</div>');
    expect(takePicture(window, withPanel, 'ada@example.com', NOW)).not.toBeNull();
    const withError = showPage('<div data-last-screen="">Rows</div><div role="alert">Couldn’t save</div>');
    expect(takePicture(window, withError, 'ada@example.com', NOW)).toBeNull();
    const stillAPicture = showPage('<div data-last-screen-picture=""><div data-last-screen="">Rows</div></div>');
    expect(takePicture(window, stillAPicture, 'ada@example.com', NOW)).toBeNull();
  });

  it('keeps no page while a part of it in the window is loading', () => {
    const loadingRows = showPage(
      '<div data-last-screen=""><p>Backlog</p><div role="status" aria-busy="true">Loading Backlog</div></div>',
    );
    expect(takePicture(window, loadingRows, 'ada@example.com', NOW)).toBeNull();
    const previousFiltersRows = showPage('<div data-last-screen=""><table aria-busy="true"></table></div>');
    expect(takePicture(window, previousFiltersRows, 'ada@example.com', NOW)).toBeNull();
    const loadingBelow = showPage(
      '<div data-last-screen=""><p>Rows</p><div class="far" role="status" aria-busy="true">Loading</div></div>',
    );
    const far = loadingBelow.querySelector('.far') as HTMLElement;
    far.getBoundingClientRect = () => ({ top: window.innerHeight + 10 }) as DOMRect;
    expect(takePicture(window, loadingBelow, 'ada@example.com', NOW)).not.toBeNull();
    // The shell's own parts (a menu loading its spaces) are not the page.
    const shellLoading = showPage('<nav><div aria-busy="true">Spaces</div></nav><div data-last-screen="">Rows</div>');
    expect(takePicture(window, shellLoading, 'ada@example.com', NOW)).not.toBeNull();
  });

  it('keeps the theme <html> carries', () => {
    const root = showPage('<div data-last-screen="">Rows</div>');
    document.documentElement.setAttribute('data-layout', 'layout-2');
    document.documentElement.setAttribute('lang', 'en');
    document.documentElement.setAttribute('onload', 'steal()');
    const taken = pictureOf(root);
    document.documentElement.removeAttribute('onload');
    expect(taken.html).toEqual(
      expect.arrayContaining([
        ['data-layout', 'layout-2'],
        ['lang', 'en'],
      ]),
    );
    expect(taken.html.map(([name]) => name)).not.toContain('onload');
  });
});

describe('drawing a picture', () => {
  it('draws the page as it was, inert and busy, in place of the loading screen', () => {
    const taken = pictureOf(
      showPage('<div data-last-screen="" class="row" role="row"><span>Write the plan</span></div>'),
    );
    const root = showLoadingScreen();
    expect(drawPicture(root, taken)).toBe(true);
    const frame = root.firstElementChild as HTMLElement;
    expect(root.children).toHaveLength(1);
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(frame.getAttribute('aria-busy')).toBe('true');
    // Marked as the page's static copy: the app's first render replaces it, with no loading screen between.
    expect(frame.hasAttribute('data-static-copy')).toBe(true);
    expect(root.querySelector('[data-static-loading]')).toBeNull();
    expect(root.querySelector('.row[role="row"]')?.textContent).toBe('Write the plan');
  });

  it('draws a text as text, never as HTML', () => {
    const title = '<img src=x onerror=alert(1)>';
    const page = showPage('<div data-last-screen=""><span class="title"></span></div>');
    (page.querySelector('.title') as HTMLElement).textContent = title;
    const taken = pictureOf(page);
    const root = showLoadingScreen();
    drawPicture(root, taken);
    expect(root.querySelector('.title')?.textContent).toBe(title);
    expect(root.querySelector('img')).toBeNull();
  });

  it('draws nothing a changed store slipped in: no script, no handler, no URL of another origin', () => {
    const root = showLoadingScreen();
    drawPicture(
      root,
      picture(
        [
          { tag: 'script', svg: false, attributes: [], children: ['alert(1)'] },
          { tag: 'iframe', svg: false, attributes: [], children: [] },
          { tag: 'img><script', svg: false, attributes: [], children: [] },
          {
            tag: 'div',
            svg: false,
            attributes: [
              ['onclick', 'alert(1)'],
              ['class', 'kept'],
              ['style', 'background: url(https://x.example/a.png)'],
              ['href', 'javascript:alert(1)'],
            ],
            children: [],
          },
        ],
        ['.kept { color: red; }', '.kept { background: url(https://x.example/b.png); }', '@import url(/x.css);'],
      ),
    );
    const frame = root.firstElementChild as HTMLElement;
    expect(frame.querySelector('script, iframe')).toBeNull();
    const kept = frame.querySelector('.kept') as HTMLElement;
    expect(kept.getAttributeNames()).toEqual(['class']);
    expect(frame.querySelector('style')?.textContent).toBe('.kept { color: red; }');
  });

  it('draws nothing once the app has replaced the loading screen', () => {
    const root = showPage('<main>The live page</main>');
    expect(drawPicture(root, picture(['An old picture']))).toBe(false);
    expect(root.textContent).toBe('The live page');
  });

  it('is drawn only for its user and page, at its width and theme, for a week', () => {
    const here = { userId: 'ada@example.com', path: '/projects/all', width: 1280, dark: false, dir: 'ltr', now: NOW };
    const taken = picture([]);
    expect(refusal(taken, here)).toBeNull();
    expect(refusal(taken, { ...here, userId: 'bob@example.com' })).toBe('another page');
    expect(refusal(taken, { ...here, path: '/projects/engineering' })).toBe('another page');
    expect(refusal(taken, { ...here, width: 390 })).toBe('another width');
    expect(refusal(taken, { ...here, dark: true })).toBe('another theme');
    expect(refusal(taken, { ...here, dir: 'rtl' })).toBe('another theme');
    expect(refusal(taken, { ...here, now: NOW + PICTURE_MAX_AGE_MS + 1 })).toBe('too old');
  });
});

describe('CSS a picture may hold', () => {
  const origin = 'https://tessera.example';
  it('names no other origin', () => {
    expect(isKeptCss('.a { color: red }', origin)).toBe(true);
    expect(isKeptCss('.a { background: url("/img/a.png") }', origin)).toBe(true);
    expect(isKeptCss('.a { mask: url(\'data:image/svg+xml,<svg a="(1)"/>\') }', origin)).toBe(true);
    expect(isKeptCss('.a { background: image-set("https://cdn.example/a.png" 1x) }', origin)).toBe(false);
    expect(isKeptCss('.a { background: url(https://cdn.example/a.png) }', origin)).toBe(false);
    expect(isKeptCss('.a { background: url(//cdn.example/a.png) }', origin)).toBe(false);
    expect(isKeptCss('.a { background: u\\72l(https://cdn.example/a.png) }', origin)).toBe(false);
    expect(isKeptCss('@import "/a.css";', origin)).toBe(false);
    expect(isKeptCss('@\\69mport "/a.css";', origin)).toBe(false);
    // An escaped class name is a name, not a fetch.
    expect(isKeptCss('.dark\\:bg:not(.x) { content: "\\201C" }', origin)).toBe(true);
  });
});
