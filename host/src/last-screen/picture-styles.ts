// The style rules a picture of the screen needs (save-picture.ts): those of the app's own sheets whose elements are
// on the page, none that names another origin, and of the custom properties they declare only those something
// on the screen reads. The theme declares about 900 (every token of every palette) where a task list reads about
// a hundred: each kept costs the picture's first frame its part of the style work.
import { isKeptCss, PICTURE_ATTRIBUTE, type PictureNode } from './draw-picture';

// Pseudo-elements and states: a rule is in use when its element is, whatever its state.
const PSEUDO_PARTS =
  /::?(?:before|after|placeholder|selection|marker|backdrop|file-selector-button|-webkit-[a-z-]+|-moz-[a-z-]+)|:(?:hover|focus|focus-visible|focus-within|active|visited|checked|indeterminate|disabled|enabled|invalid|valid|placeholder-shown|autofill|target|open|closed|popover-open)\b/g;

/** A rule a picture keeps, inside its groups' preludes (`@layer x`, `@media y`): a style rule, or another's text. */
type KeptRule = { groups: string[] } & ({ style: CSSStyleRule } | { text: string });

function selectorInUse(document: Document, selector: string): boolean {
  const stripped = selector.replace(PSEUDO_PARTS, '');
  try {
    return stripped.trim() === '' || document.querySelector(stripped) !== null;
  } catch {
    // A selector this browser cannot query (a newer pseudo-class): kept rather than lose a style.
    return true;
  }
}

/**
 * The rules in use of `rule`, each on its own inside its groups, so a rule refused drops no other: style rules
 * whose elements are on the page, and every other kind of rule.
 */
function rulesInUse(document: Document, rule: CSSRule, origin: string, groups: string[] = []): KeptRule[] {
  const isStyleRule = 'selectorText' in rule && typeof rule.selectorText === 'string';
  const nested = 'cssRules' in rule && rule.cssRules ? Array.from(rule.cssRules as CSSRuleList) : null;
  if (isStyleRule) {
    if (!selectorInUse(document, rule.selectorText as string) || !isKeptCss(rule.cssText, origin)) return [];
    // A rule holding nested rules is kept whole.
    return nested?.length ? [{ groups, text: rule.cssText }] : [{ groups, style: rule as CSSStyleRule }];
  }
  if (nested) {
    const prelude = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
    if (!isKeptCss(prelude, origin)) return [];
    return nested.flatMap((child) => rulesInUse(document, child, origin, [...groups, prelude]));
  }
  return isKeptCss(rule.cssText, origin) ? [{ groups, text: rule.cssText }] : [];
}

// A custom property's name as `var()` and a declaration spell it, its escapes undone (`0\.5` is `0.5`).
const VARIABLE_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g;
const plainName = (name: string) => name.replace(/\\(.)/g, '$1');

function referencesIn(text: string, into: Set<string>): void {
  for (const [, name] of text.matchAll(VARIABLE_REFERENCE)) if (name) into.add(plainName(name));
}

// An inline style, and an SVG's paint attribute (an icon's `stroke="var(--…)"`), may read a custom property.
function attributesReadIn(nodes: readonly PictureNode[], into: Set<string>): void {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    for (const [, value] of node.attributes) referencesIn(value, into);
    attributesReadIn(node.children, into);
  }
}

/** The custom properties read by the kept rules' other declarations and the screen's attributes, and by those. */
function variablesInUse(rules: readonly KeptRule[], nodes: readonly PictureNode[], scratch: CSSStyleDeclaration) {
  const used = new Set<string>();
  const definitions = new Map<string, string[]>();
  for (const rule of rules) {
    if (!('style' in rule)) {
      referencesIn(rule.text, used);
      continue;
    }
    const { style } = rule.style;
    // The other declarations are read as text: a shorthand holding a var() has no longhand values to read.
    scratch.cssText = style.cssText;
    for (const property of Array.from(style)) {
      if (!property.startsWith('--')) continue;
      scratch.removeProperty(property);
      const name = plainName(property);
      definitions.set(name, [...(definitions.get(name) ?? []), style.getPropertyValue(property)]);
    }
    referencesIn(scratch.cssText, used);
  }
  attributesReadIn(nodes, used);
  // What a used property's own values read is used too.
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const read = new Set<string>();
    for (const value of definitions.get(name) ?? []) referencesIn(value, read);
    for (const each of read) {
      if (used.has(each)) continue;
      used.add(each);
      pending.push(each);
    }
  }
  return used;
}

/** The rule's text without the custom properties nothing reads; empty when nothing is left. */
function withoutUnreadVariables(rule: CSSStyleRule, used: ReadonlySet<string>, scratch: CSSStyleDeclaration): string {
  const unread = Array.from(rule.style).filter(
    (property) => property.startsWith('--') && !used.has(plainName(property)),
  );
  if (unread.length === 0) return rule.cssText;
  scratch.cssText = rule.style.cssText;
  for (const property of unread) scratch.removeProperty(property);
  return scratch.length === 0 ? '' : `${rule.selectorText} { ${scratch.cssText} }`;
}

/** The CSS texts a picture of `nodes` keeps from the document's own sheets. */
export function stylesInUse(document: Document, nodes: readonly PictureNode[]): string[] {
  const origin = document.location.origin;
  const rules: KeptRule[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode;
    if (owner instanceof Element && owner.closest(`[${PICTURE_ATTRIBUTE}]`)) continue;
    if (sheet.href && new URL(sheet.href).origin !== origin) continue;
    let sheetRules: CSSRuleList;
    try {
      sheetRules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(sheetRules)) rules.push(...rulesInUse(document, rule, origin));
  }
  const scratch = document.createElement('div').style;
  const used = variablesInUse(rules, nodes, scratch);
  const texts: string[] = [];
  for (const rule of rules) {
    const text = 'style' in rule ? withoutUnreadVariables(rule.style, used, scratch) : rule.text;
    if (text !== '') texts.push(rule.groups.reduceRight((inner, prelude) => `${prelude}{${inner}}`, text));
  }
  return texts;
}
