/**
 * XSS payloads for e2e/xss.spec.ts: merchant HTML (custom_html_block, the footer's powered_by_zepio) must never run
 * script, however it is written. Every payload calls a canary with its own id, so a failure names the payload:
 * `__xss(<id>)`, or one of the variants in `canaryCall` (alert/confirm/prompt/print, top./parent./eval/Function, ...),
 * which the canary's init script (./xss-canary.ts) records too.
 *
 * Sources of the shapes: the OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet (event handlers per
 * tag), and DOMPurify's published bypasses (mutation XSS through namespace confusion, raw-text elements, comments,
 * processing instructions and deep nesting), rewritten to call the canary.
 */

export interface XssPayload {
  /** 1-based and unique; the id the payload passes to the canary. */
  id: number;
  category: string;
  html: string;
  /**
   * True when the payload may change how the HTML after it parses (unclosed raw-text elements, comments, foreign
   * content, <plaintext>, <select>, ...): it then gets a layout item of its own instead of sharing a batch.
   */
  isolated: boolean;
}

/** Safe merchant HTML that must survive sanitising unchanged: links stay usable. */
export const CONTROL_HTML =
  '<p data-xss-control=""><a href="/page/about">About</a> <b>bold</b> <a href="https://example.com/menu">Our menu</a></p>';

/** The marker put in front of each payload, so the spec can tell that it was rendered (and by which payload). */
export const sentinelAttribute = 'data-xss-sentinel';
/**
 * The marker holds a zero-width space: without any text before it, a `<frameset>` payload would replace the whole
 * body while the sanitiser parses it, sentinel included, and nothing would show that the payload was rendered.
 */
export const withSentinel = (payload: XssPayload): string =>
  `<i ${sentinelAttribute}="${payload.id}">\u200b</i>${payload.html}`;

// ---------------------------------------------------------------------------------------------------------------
// canary calls

/** JavaScript that records `id`, in one of several shapes (chosen by id so every shape is used). Contains no `"`. */
export function canaryCall(id: number): string {
  const variants = [
    `__xss(${id})`,
    `alert(${id})`,
    `top.__xss(${id})`,
    `parent.__xss(${id})`,
    `eval('__xss(${id})')`,
    `window.__xss(${id})`,
    `confirm(${id})`,
    `prompt(${id})`,
    `self['__x'+'ss'](${id})`,
    `setTimeout('__xss(${id})')`,
    `Function('__xss(${id})')()`,
    `[${id}].find(__xss)`,
    `top['al'+'ert'](${id})`,
    `print(${id})`,
  ];
  return variants[id % variants.length] as string;
}

/** A canary call without quotes or spaces, for unquoted attributes and entity-encoded contexts. */
const bareCall = (id: number) => [`__xss(${id})`, `alert(${id})`, `top.__xss(${id})`, `parent.__xss(${id})`][id % 4] as string;

const decimalEntities = (text: string, pad = 0, semicolon = true) =>
  [...text].map((char) => `&#${String(char.codePointAt(0)).padStart(pad, '0')}${semicolon ? ';' : ''}`).join('');
const hexEntities = (text: string, semicolon = true) =>
  [...text].map((char) => `&#x${(char.codePointAt(0) as number).toString(16)}${semicolon ? ';' : ''}`).join('');
const base64 = (text: string) => btoa(text);

// ---------------------------------------------------------------------------------------------------------------
// the corpus

type Make = (call: string, id: number) => string;
interface Entry {
  category: string;
  isolated: boolean;
  make: Make;
}

const entries: Entry[] = [];
/** A self-contained payload: closes what it opens, so it can share a batch. */
const add = (category: string, ...makes: Make[]) => makes.forEach((make) => entries.push({ category, isolated: false, make }));
/** A payload that may change how what follows it parses. */
const addIsolated = (category: string, ...makes: Make[]) =>
  makes.forEach((make) => entries.push({ category, isolated: true, make }));

// --- script elements -------------------------------------------------------------------------------------------
addIsolated(
  'script',
  (c) => `<script>${c}</script>`,
  (c) => `<SCRIPT>${c}</SCRIPT>`,
  (_c, id) => `<script src="data:text/javascript,__xss(${id})"></script>`,
  (c) => `<script type="module">${c}</script>`,
  (c) => `<script/x>${c}</script>`,
  (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  (c) => `<<script>${c}//<</script>`,
  (c) => `<script\t>${c}</script\t>`,
  (_c, id) => `<script>setTimeout(() => __xss(${id}))</script>`,
  (c) => `<div><script>${c}</script></div>`,
);

// --- img / image -----------------------------------------------------------------------------------------------
add(
  'img onerror',
  (c) => `<img src="x" onerror="${c}">`,
  (_c, id) => `<img src=x onerror=${bareCall(id)}>`,
  (_c, id) => `<IMG SRC=x ONERROR=${bareCall(id)}>`,
  (_c, id) => `<img/src=x/onerror=${bareCall(id)}>`,
  (_c, id) => `<img src=x onerror="${decimalEntities(`__xss(${id})`)}">`,
  (_c, id) => `<img src=x onerror="${hexEntities(`__xss(${id})`, false)}">`,
  (_c, id) => `<img src="x:__xss(${id})" onerror="eval(src.slice(2))">`,
  (_c, id) => `<img src=x onerror=__xss\`${id}\`>`,
  (_c, id) => `<img src=x onerror="import('data:text/javascript,__xss(${id})')">`,
  (_c, id) => `<img src=x onerror="location='javascript:__xss(${id})'">`,
  (c) => `<img src="x"\nonerror="${c}">`,
  (c) => `<img src="x"\tonerror\t=\t"${c}">`,
  (c) => `<image src="x" onerror="${c}">`,
  (c) => `<img src="/no-such-image.png" onerror='${c.replaceAll("'", '&#39;')}'>`,
  (c) => `<img srcset="x 1x" onerror="${c}">`,
  (c) => `<picture><source srcset="x"><img src="x" onerror="${c}"></picture>`,
);
addIsolated('img onerror', (_c, id) => `<img src=x onerror=${bareCall(id)}//`);

// --- svg, body, frames ---------------------------------------------------------------------------------------
add(
  'svg onload',
  (c) => `<svg onload="${c}"></svg>`,
  (_c, id) => `<svg/onload=${bareCall(id)}></svg>`,
  (c) => `<svg><svg onload="${c}"></svg></svg>`,
  (c) => `<svg><g onload="${c}"></g></svg>`,
  (c) => `<svg><rect width="10" height="10" onload="${c}"/></svg>`,
  (c) => `<svg><animate onbegin="${c}" attributeName="x" dur="1s"/></svg>`,
  (c) => `<svg><set onbegin="${c}" attributeName="x" to="1"/></svg>`,
  (c) => `<svg><animate onend="${c}" attributeName="x" dur="0.01s"/></svg>`,
  (c) => `<svg><animatetransform onbegin="${c}" attributeName="transform"/></svg>`,
  (c) => `<svg><discard onbegin="${c}"/></svg>`,
  (c) => `<svg><image href="x" onerror="${c}"/></svg>`,
);
add(
  'body',
  (c) => `<body onload="${c}">`,
  (c) => `<body onpageshow="${c}">`,
  (c) => `<body onfocus="${c}">`,
  (c) => `<body onhashchange="${c}">`,
);
addIsolated(
  'frames',
  (c) => `<frameset onload="${c}"></frameset>`,
  (c) => `<frameset><frame src="javascript:${c}"></frameset>`,
);
add(
  'iframe',
  (c) => `<iframe src="javascript:${c}"></iframe>`,
  (_c, id) => `<iframe src="javascript:parent.__xss(${id})"></iframe>`,
  (_c, id) => `<iframe srcdoc="<script>parent.__xss(${id})</script>"></iframe>`,
  (_c, id) => `<iframe srcdoc="&lt;img src=x onerror=top.__xss(${id})&gt;"></iframe>`,
  (c) => `<iframe onload="${c}"></iframe>`,
  (_c, id) => `<iframe src="data:text/html,<script>alert(${id})</script>"></iframe>`,
  (_c, id) => `<iframe src="data:text/html;base64,${base64(`<script>alert(${id})</script>`)}"></iframe>`,
  (_c, id) => `<iframe src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(${id})'/>"></iframe>`,
  (_c, id) => `<iframe src="JaVaScRiPt:top.__xss(${id})"></iframe>`,
);

// --- javascript: URLs in a link, with obfuscation -------------------------------------------------------------
const javascriptUrls: ((call: string) => string)[] = [
  (c) => `javascript:${c}`,
  (c) => `JaVaScRiPt:${c}`,
  (c) => `  javascript:${c}`,
  (c) => `java&#x09;script:${c}`,
  (c) => `java&#x0A;script:${c}`,
  (c) => `java&#x0D;script:${c}`,
  (c) => `java&Tab;script:${c}`,
  (c) => `java&NewLine;script:${c}`,
  (c) => `javascript&colon;${c}`,
  (c) => `javascript&#58;${c}`,
  (c) => `${decimalEntities('javascript:')}${c}`,
  (c) => `${hexEntities('javascript:')}${c}`,
  (c) => `${decimalEntities('javascript:', 7, false)}${c}`,
  (c) => `${hexEntities('javascript:', false)}${c}`,
  (c) => `&#14;javascript:${c}`,
  (c) => `\u0001javascript:${c}`,
  (c) => `\u00a0javascript:${c}`,
  (c) => `javascript://%0a${c}`,
  (c) => `javascript:/*x*/${c}`,
  (c) => `jav&#x61;script:${c}`,
  (c) => `javascript:${encodeURIComponent(c)}`,
  (c) => `ja\tvas\ncript:${c}`,
  (c) => `javascript:void(0);${c}`,
  (c) => `${decimalEntities('javascript:')}${decimalEntities(c)}`,
];
javascriptUrls.forEach((url) => add('a href javascript:', (c) => `<a href="${url(c)}">link</a>`));
add(
  'a href javascript:',
  (_c, id) => `<a href=javascript:${bareCall(id)}>link</a>`,
  (c) => `<a href='javascript:${c.replaceAll("'", '&#39;')}'>link</a>`,
  (c) => `<a href="javascript:${c}" target="_blank">link</a>`,
  (c) => `<a id="x" href="javascript:${c}" rel="noopener">link</a>`,
  (c) => `<map name="m"><area shape="rect" coords="0,0,100,100" href="javascript:${c}"></map><img usemap="#m" src="x">`,
  (c) => `<a href="javascript:${c}"><img src="x" alt="image link"></a>`,
);

// --- javascript: in other URL attributes ------------------------------------------------------------------------
add(
  'javascript: URL attributes',
  (c) => `<form action="javascript:${c}"><input type="submit" value="go"></form>`,
  (c) => `<form action="JaVaScRiPt:${c}"><button>go</button></form>`,
  (c) => `<form><button formaction="javascript:${c}">go</button></form>`,
  (c) => `<form><input type="submit" formaction="javascript:${c}" value="go"></form>`,
  (c) => `<form><input type="image" src="x" formaction="javascript:${c}"></form>`,
  (c) => `<button form="xss-form" formaction="javascript:${c}">go</button>`,
  (c) => `<isindex type="image" src="1" onerror="${c}">`,
  (c) => `<isindex action="javascript:${c}" type="submit" value="go">`,
  (c) => `<object data="javascript:${c}"></object>`,
  (c) => `<object><param name="src" value="javascript:${c}"></object>`,
  (c) => `<embed src="javascript:${c}">`,
  (c) => `<video poster="javascript:${c}"></video>`,
  (c) => `<img lowsrc="javascript:${c}" dynsrc="javascript:${c}">`,
  (c) => `<table background="javascript:${c}"><tr><td>t</td></tr></table>`,
  (c) => `<table><tr><td background="javascript:${c}">t</td></tr></table>`,
  (c) => `<input type="image" src="javascript:${c}">`,
  (c) => `<bgsound src="javascript:${c}">`,
  (c) => `<applet code="javascript:${c}"></applet>`,
  (c) => `<blockquote cite="javascript:${c}">q</blockquote>`,
  (c) => `<a href="/" ping="javascript:${c}">ping</a>`,
  (c) => `<br size="&{${c}}">`,
  (c) => `<div data="javascript:${c}" src="javascript:${c}" href="javascript:${c}">attributes</div>`,
);

// --- data:text/html URLs ------------------------------------------------------------------------------------------
const htmlDocument = (id: number) => `<script>alert(${id})</script>`;
add(
  'data:text/html',
  (_c, id) => `<a href="data:text/html,${htmlDocument(id)}">link</a>`,
  (_c, id) => `<a href="data:text/html;base64,${base64(htmlDocument(id))}">link</a>`,
  (_c, id) => `<a href="DATA:text/html,${htmlDocument(id)}">link</a>`,
  (_c, id) => `<a href=" data:text/html;charset=utf-8,${encodeURIComponent(htmlDocument(id))}">link</a>`,
  (_c, id) => `<a href="data&colon;text/html,${htmlDocument(id)}">link</a>`,
  (_c, id) => `<object data="data:text/html;base64,${base64(htmlDocument(id))}"></object>`,
  (_c, id) => `<object data="data:text/html,${htmlDocument(id)}" type="text/html"></object>`,
  (_c, id) => `<embed src="data:text/html;base64,${base64(htmlDocument(id))}">`,
  (_c, id) => `<embed type="image/svg+xml" src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(${id})'/>">`,
  (_c, id) => `<form action="data:text/html,${htmlDocument(id)}"><input type="submit" value="go"></form>`,
  (_c, id) => `<svg><a xlink:href="data:text/html,${htmlDocument(id)}"><text x="10" y="20">link</text></a></svg>`,
  (_c, id) => `<a href="data:application/xhtml+xml,<html xmlns='http://www.w3.org/1999/xhtml'><script>alert(${id})</script></html>">link</a>`,
  (_c, id) => `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(${id})'/>" alt="svg data">`,
);

// --- focus, toggle, media ---------------------------------------------------------------------------------------
add(
  'autofocus and toggle',
  (c) => `<input autofocus onfocus="${c}">`,
  (c) => `<select autofocus onfocus="${c}"><option>o</option></select>`,
  (c) => `<textarea autofocus onfocus="${c}"></textarea>`,
  (c) => `<keygen autofocus onfocus="${c}">`,
  (c) => `<div tabindex="1" autofocus onfocus="${c}">focus</div>`,
  (c) => `<a id="xss-focus" tabindex="1" onfocus="${c}" href="#xss-focus">focus</a>`,
  (c) => `<input onblur="${c}" autofocus><input autofocus>`,
  (c) => `<div contenteditable="true" onfocus="${c}">edit</div>`,
  (c) => `<details open ontoggle="${c}"><summary>s</summary>d</details>`,
  (c) => `<details ontoggle="${c}" open>d</details>`,
  (c) => `<marquee onstart="${c}">m</marquee>`,
  (c) => `<xss id="x" tabindex="1" onfocus="${c}">custom</xss>`,
  (c) => `<div popover id="xss-pop" onbeforetoggle="${c}">p</div><button popovertarget="xss-pop">open</button>`,
);
add(
  'media',
  (c) => `<video><source onerror="${c}"></video>`,
  (c) => `<video src="x" onerror="${c}"></video>`,
  (c) => `<audio src="x" onerror="${c}"></audio>`,
  (c) => `<audio><source src="x" onerror="${c}"></audio>`,
  (c) => `<video src="x" onloadstart="${c}"></video>`,
  (c) => `<video><track src="x" onerror="${c}"></video>`,
);

// --- head elements: meta, base, link ---------------------------------------------------------------------------
add(
  'meta, base, link',
  (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  (_c, id) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(htmlDocument(id))}">`,
  (c) => `<meta http-equiv="Set-Cookie" content="x=1" onload="${c}">`,
  (c) => `<base href="javascript:${c}//">`,
  () => `<base href="//evil.example/">`,
  (_c, id) => `<link rel="import" href="data:text/html,${htmlDocument(id)}">`,
  (c) => `<link rel="stylesheet" href="javascript:${c}">`,
  (c) => `<link rel="stylesheet" href="data:text/css," onload="${c}">`,
  (c) => `<link rel="preload" as="image" href="x" onerror="${c}">`,
);

// --- style ------------------------------------------------------------------------------------------------------
add(
  'style',
  (c) => `<div style="background-image:url(javascript:${c})">style</div>`,
  (c) => `<div style="width:expression(${c})">style</div>`,
  (c) => `<p style="x:expr/**/ession(${c})">style</p>`,
  (c) => `<div style="behavior:url(#default#time2)" onbegin="${c}">style</div>`,
  (c) => `<div style="-moz-binding:url(data:text/xml,x)" onclick="${c}">style</div>`,
  (c) => `<style>@import 'javascript:${c}';</style>`,
  (c) => `<style>body{background:url("javascript:${c}")}</style>`,
  (c) => `<style>@keyframes xss{}</style><div style="animation-name:xss" onanimationstart="${c}">animated</div>`,
  (c) => `<style>.xss-t{transition:outline 1ms}.xss-t:hover{outline:1px solid}</style><div class="xss-t" ontransitionend="${c}">t</div>`,
  (c) => `<div style="animation:xss 1s" onanimationend="${c}">style</div>`,
);

// --- SVG and MathML namespace tricks ------------------------------------------------------------------------------
add(
  'svg and mathml',
  (c) => `<svg><a xlink:href="javascript:${c}"><text x="10" y="20">link</text></a></svg>`,
  (c) => `<svg><a href="javascript:${c}"><text x="10" y="20">link</text></a></svg>`,
  (c) => `<svg><a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:${c}"><circle r="40"></circle></a></svg>`,
  (c) => `<svg><animate xlink:href="#xss-a" attributeName="href" values="javascript:${c}"/><a id="xss-a"><text x="10" y="20">link</text></a></svg>`,
  (c) => `<svg><a><animate attributeName="href" values="javascript:${c}"/><text x="10" y="20">link</text></a></svg>`,
  (c) => `<svg><a><set attributeName="href" to="javascript:${c}"/><text x="10" y="20">link</text></a></svg>`,
  (c) => `<svg><a><set attributeName="xlink:href" to="javascript:${c}"/><text x="10" y="20">link</text></a></svg>`,
  (c) => `<svg><set attributeName="onmouseover" to="${c}"/></svg>`,
  (c) => `<svg><animate attributeName="onload" values="${c}"/></svg>`,
  (c) => `<svg><script>${c}</script></svg>`,
  (_c, id) => `<svg><script href="data:,__xss(${id})"></script></svg>`,
  (_c, id) => `<svg><script xlink:href="data:,__xss(${id})"></script></svg>`,
  (c) => `<svg><foreignObject><img src="x" onerror="${c}"></foreignObject></svg>`,
  (_c, id) => `<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.__xss(${id})&lt;/script&gt;"></iframe></foreignObject></svg>`,
  (c) => `<svg><foreignObject><body onload="${c}"></body></foreignObject></svg>`,
  (c) => `<svg><img src="x" onerror="${c}"></svg>`,
  (c) => `<svg><title><img src="x" onerror="${c}"></title></svg>`,
  (c) => `<svg><desc><img src="x" onerror="${c}"></desc></svg>`,
  (c) => `<svg><font color="red"><img src="x" onerror="${c}"></font></svg>`,
  (c) => `<svg><image xlink:href="javascript:${c}"/></svg>`,
  (c) => `<svg><feImage href="javascript:${c}"/></svg>`,
  (_c, id) => `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='__xss(${id})'/&gt;&lt;/svg&gt;#x"/></svg>`,
  (c) => `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${c}</handler></svg>`,
  (c) => `<math><img src="x" onerror="${c}"></math>`,
  (c) => `<math href="javascript:${c}"><mi>link</mi></math>`,
  (c) => `<math><mi xlink:href="javascript:${c}">link</mi></math>`,
  (c) => `<math><maction actiontype="statusline" xlink:href="javascript:${c}">link<mtext>x</mtext></maction></math>`,
  (c) => `<math><mglyph><img src="x" onerror="${c}"></mglyph></math>`,
  (c) => `<math><annotation-xml encoding="text/html"><img src="x" onerror="${c}"></annotation-xml></math>`,
  (c) => `<math><a href="javascript:${c}">link</a></math>`,
);

// --- mutation XSS: DOMPurify's published bypass shapes --------------------------------------------------------
addIsolated(
  'mXSS',
  // DOMPurify 2.0.0: </p> inside <svg> closes nothing on the first parse and everything on the second.
  (_c, id) => `<svg></p><style><a id="</style><img src=1 onerror=${bareCall(id)}>">`,
  (_c, id) => `<svg><p><style><a id="</style><img src=1 onerror=${bareCall(id)}>">`,
  (_c, id) => `<math></p><style><a id="</style><img src=1 onerror=${bareCall(id)}>">`,
  (_c, id) => `<svg></br><style><a id="</style><img src=1 onerror=${bareCall(id)}>">`,
  (_c, id) => `<svg></p><title><a href="</title><img src=x onerror=${bareCall(id)}>"></svg>`,
  // DOMPurify 2.0.17 (mglyph/malignmark namespace confusion).
  (_c, id) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${bareCall(id)}&gt;">`,
  (_c, id) => `<math><mtext><table><mglyph><style><img src=x onerror=${bareCall(id)}>`,
  (_c, id) => `<math><mtext><table><mglyph><svg><mtext><style><img src=x onerror=${bareCall(id)}>`,
  // DOMPurify 2.2.2 (nested forms).
  (_c, id) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${bareCall(id)}>`,
  (_c, id) => `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${bareCall(id)} src>">`,
  (_c, id) => `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${bareCall(id)}>"></style></h1>`,
  (_c, id) =>
    `<math><mi><table><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${bareCall(id)} src=1>"></path></textarea></mtext></svg></mglyph></table></mi></math>`,
  (_c, id) => `<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title="</style><img src='#' onerror='${bareCall(id)}'>">`,
  (_c, id) => `<svg><foreignobject><p><style><p title="</style><iframe onload&#x3d;${bareCall(id)}>">`,
  (_c, id) => `<svg><a><foreignobject><a><table><a></table><style><!--</style></svg><a id="-><img src onerror=${bareCall(id)}>">.`,
  // Raw-text and escapable raw-text elements that re-parse differently once serialised.
  (_c, id) => `<noscript><p title="</noscript><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<noembed><p title="</noembed><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<noframes><p title="</noframes><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<xmp><p title="</xmp><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<iframe><p title="</iframe><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<textarea><p title="</textarea><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<title><p title="</title><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<style><p title="</style><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<noscript><style></noscript><img src=x onerror=${bareCall(id)}>`,
  (_c, id) => `<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<plaintext><img src=x onerror=${bareCall(id)}>`,
  // Templates.
  (c) => `<template><img src=x onerror="${c}"></template>`,
  (c) => `<template><script>${c}</script></template>`,
  (_c, id) => `<template><style></template><img src=x onerror=${bareCall(id)}></style>`,
  (c) => `<svg><template><img src=x onerror="${c}"></template></svg>`,
  (_c, id) => `<template shadowrootmode="open"><img src=x onerror=${bareCall(id)}></template>`,
  // Foreign content holding style and raw text.
  (_c, id) => `<svg><style><img src=x onerror=${bareCall(id)}></style></svg>`,
  (_c, id) => `<svg><style>&lt;img src=x onerror=${bareCall(id)}&gt;</style></svg>`,
  (_c, id) => `<math><style><img src=x onerror=${bareCall(id)}></style></math>`,
  (_c, id) => `<svg><title><style><img src=x onerror=${bareCall(id)}></style></title></svg>`,
  (_c, id) => `<svg><desc><style><img src=x onerror=${bareCall(id)}></style></desc></svg>`,
  (_c, id) => `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${bareCall(id)}></style></annotation-xml></math>`,
  (_c, id) => `<svg><foreignObject><math><mi><style><img src=x onerror=${bareCall(id)}>`,
  // Comments, CDATA and processing instructions.
  (_c, id) => `<!--><img src=x onerror=${bareCall(id)}>-->`,
  (_c, id) => `<!--!><img src=x onerror=${bareCall(id)}>-->`,
  (_c, id) => `<!-- --!><img src=x onerror=${bareCall(id)}> -->`,
  (_c, id) => `<!--<img src="--><img src=x onerror=${bareCall(id)}>">`,
  (_c, id) => `<svg><![CDATA[><img src=x onerror=${bareCall(id)}>]]></svg>`,
  (_c, id) => `<svg><!--</svg><img src=x onerror=${bareCall(id)}>-->`,
  (_c, id) => `<?xml-stylesheet > <img src=x onerror="${bareCall(id)}"> ?>`,
  (_c, id) => `<svg><?xml-stylesheet > <img src=x onerror="${bareCall(id)}"> ?></svg>`,
  (_c, id) => `<!--`.concat(`<img src=x onerror=${bareCall(id)}>`),
  // DOMPurify 3.1.x: nesting deeper than the parser's limit flattens the tree on the second parse.
  (_c, id) =>
    `${'<div>'.repeat(506)}<table><caption><svg><title><table><caption></caption></table></title><style><a id="</style><img src=x onerror=${bareCall(id)}>"></a></style></svg></caption></table>${'</div>'.repeat(506)}`,
  (_c, id) => `${'<b>'.repeat(520)}<svg><style><img src=x onerror=${bareCall(id)}></style></svg>${'</b>'.repeat(520)}`,
  // Polyglots.
  (_c, id) =>
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${bareCall(id)} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\x3csVg/<sVg/oNloAd=${bareCall(id)}//>\x3e`,
  (_c, id) => `"><img src=x onerror=${bareCall(id)}>`,
  (_c, id) => `'"--></style></script></textarea></title><svg/onload=${bareCall(id)}>`,
  (_c, id) => `<a href="</a><img src=x onerror=${bareCall(id)}>">x</a>`,
  (_c, id) => `<p id="</p><img src=x onerror=${bareCall(id)}>">`,
);

// --- event handlers, generated: every common on* attribute on several tags --------------------------------------
const eventHandlers = [
  'onabort', 'onafterprint', 'onanimationend', 'onanimationiteration', 'onanimationstart', 'onauxclick',
  'onbeforecopy', 'onbeforecut', 'onbeforeinput', 'onbeforeprint', 'onbeforetoggle', 'onbeforeunload', 'onbegin',
  'onblur', 'oncancel', 'oncanplay', 'oncanplaythrough', 'onchange', 'onclick', 'onclose', 'oncontextmenu',
  'oncopy', 'oncuechange', 'oncut', 'ondblclick', 'ondrag', 'ondragend', 'ondragenter', 'ondragleave',
  'ondragover', 'ondragstart', 'ondrop', 'ondurationchange', 'onend', 'onended', 'onerror', 'onfocus',
  'onfocusin', 'onfocusout', 'onformdata', 'onfullscreenchange', 'ongotpointercapture', 'onhashchange',
  'oninput', 'oninvalid', 'onkeydown', 'onkeypress', 'onkeyup', 'onload', 'onloadeddata', 'onloadedmetadata',
  'onloadstart', 'onlostpointercapture', 'onmessage', 'onmousedown', 'onmouseenter', 'onmouseleave',
  'onmousemove', 'onmouseout', 'onmouseover', 'onmouseup', 'onmousewheel', 'onoffline', 'ononline',
  'onpagehide', 'onpageshow', 'onpaste', 'onpause', 'onplay', 'onplaying', 'onpointercancel', 'onpointerdown',
  'onpointerenter', 'onpointerleave', 'onpointermove', 'onpointerout', 'onpointerover', 'onpointerrawupdate',
  'onpointerup', 'onpopstate', 'onprogress', 'onratechange', 'onrepeat', 'onreset', 'onresize', 'onscroll',
  'onscrollend', 'onsearch', 'onseeked', 'onseeking', 'onselect', 'onselectionchange', 'onselectstart',
  'onshow', 'onstalled', 'onstart', 'onstorage', 'onsubmit', 'onsuspend', 'ontimeupdate', 'ontoggle',
  'ontouchend', 'ontouchmove', 'ontouchstart', 'ontransitioncancel', 'ontransitionend', 'ontransitionrun',
  'ontransitionstart', 'onunload', 'onvolumechange', 'onwaiting', 'onwebkitanimationend',
  'onwebkittransitionend', 'onwheel',
] as const;

/** Tags for the handlers; ATTR marks where the handler goes. Each closes what it opens. */
const handlerTags = [
  `<div ATTR>div</div>`,
  `<a href="#xss" ATTR>a</a>`,
  `<img src="x" ATTR>`,
  `<svg ATTR><rect width="10" height="10"/></svg>`,
  `<details open ATTR><summary>s</summary>d</details>`,
  `<video src="x" ATTR></video>`,
  `<span tabindex="0" ATTR>span</span>`,
  `<input ATTR>`,
  `<p contenteditable="true" ATTR>p</p>`,
  `<body ATTR>`,
  `<marquee ATTR>m</marquee>`,
  `<button ATTR>b</button>`,
  `<math ATTR><mi>x</mi></math>`,
  `<textarea ATTR>t</textarea>`,
  `<xss ATTR>custom</xss>`,
  `<audio src="x" ATTR></audio>`,
  `<form ATTR><button>f</button></form>`,
  `<table ATTR><tr><td>t</td></tr></table>`,
  `<iframe ATTR></iframe>`,
  `<style ATTR></style>`,
] as const;

const TAGS_PER_HANDLER = 2;
eventHandlers.forEach((handler, handlerIndex) => {
  for (let n = 0; n < TAGS_PER_HANDLER; n += 1) {
    const tag = handlerTags[(handlerIndex * 3 + n * 7) % handlerTags.length] as string;
    // Every third one shouts: attribute names are case-insensitive.
    const name = (handlerIndex + n) % 3 === 0 ? handler.toUpperCase() : handler;
    add(`event handler ${handler}`, (c) => tag.replace('ATTR', `${name}="${c}"`));
  }
});

/** The whole corpus, ids 1..N in a fixed order. */
export const XSS_PAYLOADS: readonly XssPayload[] = entries.map((entry, index) => {
  const id = index + 1;
  return { id, category: entry.category, html: entry.make(canaryCall(id), id), isolated: entry.isolated };
});

export const payloadById = (id: number): XssPayload | undefined => XSS_PAYLOADS[id - 1];
