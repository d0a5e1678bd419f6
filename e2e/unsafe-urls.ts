/**
 * What the stored-XSS browser test (e2e/stored-xss.spec.ts) stores and what e2e/serve.ts seeds as
 * "old" rows, saved before the URL policy existed (docs/security.md "URL policy"). Plain data: the
 * spec and the seeding both import it. Every payload's side effect is observable: it would set
 * `top.__xss` (and some would open an alert).
 */

/** The list node e2e/serve.ts adds to 信用评价管理系统: a link, a preview and two download columns. */
export const PROBE_NODE_ID = 'e2e-unsafe-urls';
export const PROBE_MENU_TITLE = '链接安全检查';
/** Names of the seeded old rows (e2e/seed-unsafe-urls.ts): four probe rows, two 项目登记 cards. */
export const seededProbeName = (k: number) => `旧数据${k + 1}`;
export const seededCardName = (k: number) => `旧项目${k + 1}`;
export const SEEDED_PROBE_ROWS = 4;
export const SEEDED_CARDS = 2;

/** Its columns: code → header. */
export const PROBE_COLUMNS = { mc: '名称', wz: '网址', yl: '预览', xz: '下载', fileList: '附件' } as const;

/**
 * Addresses that would run script if they reached an href, a src or an iframe: every scheme in
 * mixed case, behind leading spaces and control characters, split by a tab and a newline,
 * entity- and percent-encoded.
 */
export const DANGEROUS_URLS: readonly string[] = [
  'javascript:top.__xss=1',
  ' JaVaScRiPt:top.__xss=1;alert(1)',
  '\u0001\u0002\u001f javascript:top.__xss=1',
  '\tjava\nscript:top.__xss=1',
  'javascript://%0Atop.__xss=1',
  '&#106;avascript:top.__xss=1',
  '&#x6A;avascript&#x3A;top.__xss=1',
  '%6Aavascript:top.__xss=1',
  'data:text/html,<script>top.__xss=1</script>',
  ' DaTa:text/html;base64,PHNjcmlwdD50b3AuX194c3M9MTthbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '\u0000 VbScRiPt:msgbox(1)',
];

/**
 * Addresses a save must refuse in a link column too (a browser would take them as a scheme once it
 * strips leading spaces and controls). The entity- and percent-encoded forms are not addresses in
 * an attribute: a link column may keep them as text, a preview/download column refuses them.
 */
export const SCHEME_URLS: readonly string[] = DANGEROUS_URLS.filter((u) => !/^(&#|%)/.test(u));

/** Markup and script in text: each would set top.__xss if it were ever parsed as HTML or code. */
export const TEXT_PAYLOADS: readonly string[] = [
  '<img src=x onerror="top.__xss=1;alert(1)">',
  '<script>top.__xss=1;alert(1)</script>',
  '<svg onload=top.__xss=1>',
  '"><iframe src=javascript:top.__xss=1>',
  "' onmouseover='top.__xss=1' autofocus onfocus='top.__xss=1' x='",
  '<a href="javascript:top.__xss=1">点我</a>',
  '<details open ontoggle=top.__xss=1>',
  '{{constructor.constructor("top.__xss=1")()}}',
  '${top.__xss=1}',
  'javascript:top.__xss=1',
];

/** Rich text (an editor field): what the sanitiser must strip and the reader must never run. */
export const RICH_PAYLOAD = [
  '<p>承诺<img src=x onerror="top.__xss=1"><script>top.__xss=1</script></p>',
  '<p><a href="javascript:top.__xss=1">链接1</a><a href=" JaVaScRiPt:top.__xss=1">链接2</a>',
  '<a href="&#106;avascript:top.__xss=1">链接3</a><a href="data:text/html,<script>top.__xss=1</script>">链接4</a></p>',
  '<svg><animate onbegin="top.__xss=1" attributeName="x"/></svg><iframe srcdoc="<script>top.__xss=1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="top.__xss=1"></style></mglyph></table></mtext></math>',
  '<p style="background:url(javascript:top.__xss=1)" onclick="top.__xss=1">正文</p>',
].join('');
