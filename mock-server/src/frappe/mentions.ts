// Frappe's extract_mentions (frappe/desk/notifications.py): the users a comment's HTML mentions, as its text
// editor marks them: an element whose class list holds "mention", naming the user in `data-id`
// (`<span class="mention" data-id="pu@x.test" data-value="Pat User">…</span>`). A group mention
// (`data-is-group="true"`) names a User Group, which this server does not have.

const START_TAG = /<[a-zA-Z][\w:-]*((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>=`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>=`]+)))?/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, named?: string) => {
    if (named) return NAMED_ENTITIES[named] ?? entity;
    const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

function attributesOf(tagAttributes: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of tagAttributes.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    // An attribute given twice keeps its first value, as an HTML parser does.
    if (!attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/** The users `html` mentions, in order, each once. */
export function extractMentions(html: string): string[] {
  const users: string[] = [];
  for (const [, tagAttributes = ''] of html.matchAll(START_TAG)) {
    const attributes = attributesOf(tagAttributes);
    const classes = (attributes.get('class') ?? '').split(/\s+/);
    if (!classes.includes('mention') || attributes.get('data-is-group') === 'true') continue;
    const user = attributes.get('data-id')?.trim();
    if (user && !users.includes(user)) users.push(user);
  }
  return users;
}
