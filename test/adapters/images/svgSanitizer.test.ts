import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { sniffImageType } from '../../../adapters/images/imageType.ts';
import { sanitizeSvg } from '../../../adapters/images/svgSanitizer.ts';

// spec: admin-back-office §5 images; SVGs are sanitised: an SVG logo is served to every exhibitor,
// so nothing in it may run, load from elsewhere or carry markup beside the drawing.

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const clean = (svg: string) => sanitizeSvg(Buffer.from(svg))!.toString('utf8');

describe('hostile SVGs lose what could run or reach outside', () => {
  it.each([
    [
      'a script element',
      `<svg ${NS}><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>`,
      /script|alert/i,
    ],
    [
      'a CDATA script',
      `<svg ${NS}><script type="text/ecmascript"><![CDATA[ fetch("//evil.test") ]]></script></svg>`,
      /script|fetch|evil/i,
    ],
    [
      'event handlers',
      `<svg ${NS} onload="alert(1)"><rect onclick="alert(2)" onMouseOver="alert(3)" width="1" height="1"/></svg>`,
      /on\w+=|alert/i,
    ],
    [
      'foreignObject with HTML',
      `<svg ${NS}><foreignObject width="100" height="100"><iframe src="https://evil.test"></iframe><div>phishing text</div></foreignObject></svg>`,
      /foreignObject|iframe|evil|phishing/i,
    ],
    [
      'a javascript link',
      `<svg ${NS}><a href="javascript:alert(1)"><text>click</text></a></svg>`,
      /javascript|<a[\s>]/i,
    ],
    [
      'an external use',
      `<svg ${NS}><use href="https://evil.test/sprite.svg#x"/><use xlink:href="//evil.test/s.svg#y"/></svg>`,
      /evil/i,
    ],
    ['an external image', `<svg ${NS}><image href="https://evil.test/track.png" width="1" height="1"/></svg>`, /evil/i],
    [
      'an SVG image in an image',
      `<svg ${NS}><image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/></svg>`,
      /svg\+xml/i,
    ],
    [
      'an external url() in a presentation attribute',
      `<svg ${NS}><rect fill="url(https://evil.test/p.svg#g)" width="1" height="1"/></svg>`,
      /evil/i,
    ],
    [
      'an external url() in a style attribute',
      `<svg ${NS}><rect style="fill: url('https://evil.test/x')" width="1" height="1"/></svg>`,
      /evil/i,
    ],
    [
      '@import in a style element',
      `<svg ${NS}><style>@import url(https://evil.test/x.css); rect { fill: red }</style></svg>`,
      /evil|@import/i,
    ],
    ['CSS escapes hiding url()', `<svg ${NS}><style>rect { fill: \\75rl(https://evil.test) }</style></svg>`, /evil/i],
    [
      'animation rewriting a link',
      `<svg ${NS}><a href="#x"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(2)"/></a></svg>`,
      /javascript|<set|<animate/i,
    ],
    [
      'a DOCTYPE with entities',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "xxxxxxxxxx"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg ${NS}><text>&b;</text></svg>`,
      /ENTITY|DOCTYPE|xxxxxxxxxx/i,
    ],
  ])('%s', (_name, svg, forbidden) => {
    const result = clean(svg);
    expect(result).not.toMatch(forbidden);
    expect(result).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg[\s>]/);
  });

  it('keeps the drawing: shapes, gradients referenced by #id, internal use, classes in a style element, an embedded PNG', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" width="200" height="100">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#00c"/></linearGradient>
  <symbol id="dot"><circle cx="5" cy="5" r="5"/></symbol></defs>
  <style>.brand { fill: url(#g); }</style>
  <rect class="brand" width="200" height="100" rx="8"/>
  <use xlink:href="#dot" x="10" y="10"/>
  <path d="M10 90 L190 90" stroke="#fff" stroke-width="2"/>
  <text x="100" y="60" text-anchor="middle" font-family="Arial">Habitat &amp; Garten</text>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
</svg>`;
    const result = clean(svg);
    for (const kept of [
      'viewBox="0 0 200 100"',
      'id="g"',
      'stop-color="#c00"',
      '.brand { fill: url(#g); }',
      'xlink:href="#dot"',
      'd="M10 90 L190 90"',
      'Habitat &amp; Garten',
      'href="data:image/png;base64,iVBORw0KGgo="',
    ]) {
      expect(result).toContain(kept);
    }
    const metadata = await sharp(Buffer.from(result)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['svg', 200, 100]);
  });

  it('what is not an SVG document stays refused', () => {
    expect(sanitizeSvg(Buffer.from('<html><svg/></html>'))).toBeUndefined();
    expect(sanitizeSvg(Buffer.from([0xff, 0xfe, 0x3c, 0x00]))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<!-- a comment --><svg/>'))).toBe('image/svg+xml');
    expect(sniffImageType(Buffer.from('<svgx/>'))).toBeUndefined();
  });
});
