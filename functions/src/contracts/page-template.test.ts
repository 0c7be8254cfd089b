import { describe, expect, it } from 'vitest';
import { escapeText, fillTemplate } from './page-template.js';

describe('page templates (the function fills what the build rendered)', () => {
  it('writes a value escaped as React escapes text and attributes', () => {
    expect(fillTemplate('<a title="{{name}}">{{name}}</a>', { name: `Tom's "best" <b> & co` })).toBe(
      '<a title="Tom&#x27;s &quot;best&quot; &lt;b&gt; &amp; co">Tom&#x27;s &quot;best&quot; &lt;b&gt; &amp; co</a>',
    );
    // A value is written as it is, never read as the template's own marks or as a replacement pattern.
    expect(fillTemplate('<p>{{a}}</p>', { a: '{{b}} $& $1' })).toBe('<p>{{b}} $&amp; $1</p>');
    expect(escapeText(`'`)).toBe('&#x27;');
  });

  it('repeats a list section per item, its names the item’s first, then the outer view’s', () => {
    const template = '<ul>{{#boards}}<li>{{title}} by {{owner}}: {{#tags}}[{{.}}]{{/tags}}</li>{{/boards}}</ul>';
    const view = {
      owner: 'Inês',
      boards: [
        { title: 'Calm', tags: ['oak', 'linen'] },
        { title: 'Bold', tags: [] },
      ],
    };
    expect(fillTemplate(template, view)).toBe('<ul><li>Calm by Inês: [oak][linen]</li><li>Bold by Inês: </li></ul>');
    expect(fillTemplate(template, { owner: 'Inês', boards: [] })).toBe('<ul></ul>');
  });

  it('shows a ? section once when its value is there and a ^ section when it is not', () => {
    const template = '{{?photo}}<img src="{{photo}}">{{/photo}}{{^photo}}{{initials}}{{/photo}}|{{?styles}}<ul></ul>{{/styles}}';
    expect(fillTemplate(template, { photo: '/a.png', initials: 'ID', styles: ['Grey Tones'] })).toBe('<img src="/a.png">|<ul></ul>');
    expect(fillTemplate(template, { photo: null, initials: 'ID', styles: [] })).toBe('ID|');
    expect(fillTemplate(template, { photo: '', initials: 'ID', styles: [] })).toBe('ID|');
  });

  it('refuses a template and a view that disagree, rather than write a page React would not adopt', () => {
    expect(() => fillTemplate('{{name}}', {})).toThrow('page template: the view has no name');
    expect(() => fillTemplate('{{styles}}', { styles: ['a'] })).toThrow('page template: styles is a list, not a value');
    expect(() => fillTemplate('{{#name}}{{/name}}', { name: 'x' })).toThrow('page template: name is not a list');
    expect(() => fillTemplate('{{?a}}{{/b}}', { a: 'x' })).toThrow('page template: {{/b}} closes no {{b}} section');
    expect(() => fillTemplate('{{?a}}', { a: 'x' })).toThrow('page template: {{a}} is not closed');
  });
});
