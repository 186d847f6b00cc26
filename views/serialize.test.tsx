import { renderToString } from 'react-dom/server';
import { serializeForScript } from './serialize';

describe('serializeForScript', () => {
  const hostile = { term: '</script><script>alert(1)</script>', comment: '<!-- x', line: 'a\u2028b\u2029c', amp: '&lt;' };

  test('cannot close the script, open a comment or break a line', () => {
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('\u2028');
    expect(text).not.toContain('\u2029');
  });

  test('round-trips to the same value', () => {
    expect(JSON.parse(serializeForScript(hostile))).toEqual(hostile);
    expect(serializeForScript(undefined)).toBe('null');
  });

  test('stays inert inside a rendered script element', () => {
    const html = renderToString(<script type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(hostile) }} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
