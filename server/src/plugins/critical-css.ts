import { createHash } from 'node:crypto';
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/**
 * Critical CSS for a server-rendered page: the rules of the app's stylesheet that can
 * apply to the page's own markup (the class names and elements it uses), inlined in its head, so the first paint waits for no stylesheet;
 * the whole stylesheet follows without blocking (web/src/build/defer-stylesheet.ts) and applies
 * before the app's script runs. A rule is kept when one of its selectors needs only class names and
 * elements the page's HTML uses (:root's custom properties: those the kept rules read); classes inside :not(),
 * :is(), :where() and :has() are not required, so such a rule stays. At-rules keep their kept rules;
 * keyframes stay when a kept rule animates with them, other at-rules whole. Order is the stylesheet's, so the cascade is the same.
 * Everything left out is still in the whole stylesheet, which repeats the kept rules as well.
 */

type Entry =
  | { kind: 'rule'; text: string; alternatives: Needs[] }
  | { kind: 'group'; open: string; children: Entry[] }
  | { kind: 'always'; text: string }
  | { kind: 'keyframes'; name: string; text: string }
  /** `:root{--bs-...}`: custom properties for everyone; only those the page's rules read are kept. */
  | { kind: 'properties'; selector: string; declarations: Declaration[] };

type Declaration = { name: string; text: string; uses: string[] };
/** What one selector of a rule needs of the page to match anything: these classes and elements. */
type Needs = { classes: string[]; tags: string[] };
type Page = { classes: Set<string>; tags: Set<string> };

const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;
const usesOf = (text: string) => [...text.matchAll(VARIABLE_USE)].map((match) => match[1] as string);

export type CriticalCss = { css: string; hash: string };

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const TYPE_SELECTOR = /(?:^|[\s>+~])([a-z][a-z0-9-]*)/g;
const ELEMENT = /<([a-z][a-z0-9-]*)/g;
// Nested parentheses are rare in a compiled stylesheet; the innermost are removed first.
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has)\([^()]*\)/g;

function needsOf(selector: string): Needs {
  let plain = selector;
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(FUNCTIONAL_PSEUDO, '');
  }
  const classes = [...plain.matchAll(CLASS_NAME)].map((match) => match[1] as string);
  // Element names open a compound selector: at the start or after a combinator.
  const bare = plain.replace(/\[[^\]]*\]/g, '').replace(/::?[\w-]+/g, '');
  const tags = [...bare.matchAll(TYPE_SELECTOR)].map((match) => match[1] as string);
  return { classes, tags };
}

const matches = (needs: Needs, page: Page) =>
  needs.classes.every((name) => page.classes.has(name)) && needs.tags.every((name) => page.tags.has(name));

/**
 * States a first paint never shows (nothing is hovered, pressed or focused yet): their rules, and
 * the custom properties only they read, wait for the whole stylesheet, which arrives before the
 * app can be used. A good third of Bootstrap's button and form rules.
 */
const INTERACTION_STATE = /:(?:hover|active|focus|focus-visible|focus-within)\b/;

/** Every custom property `names` reads, directly or through the values of others (`valueUses`). */
function closeOver(names: Set<string>, valueUses: Map<string, string[]>): Set<string> {
  for (const name of names) for (const used of valueUses.get(name) ?? []) names.add(used);
  return names;
}

/**
 * The custom properties read only by interaction states' rules, e.g. `--bs-btn-hover-bg`, found by what
 * reads them rather than by name: Bootstrap's `--bs-btn-active-bg` is also read by a checked toggle button
 * (`.btn-check:checked + .btn`), whose first paint needs it.
 */
function interactionOnlyProperties(root: postcss.Root): Set<string> {
  const valueUses = new Map<string, string[]>();
  const painted = new Set<string>();
  const interactive = new Set<string>();
  root.walkRules((rule) => {
    const reads = rule.selectors.every((selector) => INTERACTION_STATE.test(selector)) ? interactive : painted;
    rule.walkDecls((declaration) => {
      const uses = usesOf(declaration.value);
      if (declaration.prop.startsWith('--'))
        valueUses.set(declaration.prop, [...(valueUses.get(declaration.prop) ?? []), ...uses]);
      else for (const name of uses) reads.add(name);
    });
  });
  closeOver(painted, valueUses);
  return new Set([...closeOver(interactive, valueUses)].filter((name) => !painted.has(name)));
}

function toEntry(node: ChildNode, interactionOnly: Set<string>): Entry | null {
  if (node.type === 'rule') {
    const rule = node as Rule;
    const selectors = rule.selectors.filter((selector) => !INTERACTION_STATE.test(selector));
    if (selectors.length === 0) return null;
    const critical = rule.clone({ selectors });
    critical.walkDecls((declaration) => {
      if (interactionOnly.has(declaration.prop)) declaration.remove();
    });
    if (!critical.nodes?.length) return null;
    const alternatives = selectors.map(needsOf);
    const declarations = critical.nodes.filter((child) => child.type === 'decl');
    if (
      alternatives.every((needs) => needs.classes.length === 0 && needs.tags.length === 0) &&
      declarations.length === critical.nodes.length &&
      declarations.every((declaration) => declaration.prop.startsWith('--'))
    ) {
      return {
        kind: 'properties',
        selector: critical.selector,
        declarations: declarations.map((declaration) => ({
          name: declaration.prop,
          text: declaration.toString(),
          uses: usesOf(declaration.value),
        })),
      };
    }
    return { kind: 'rule', text: critical.toString(), alternatives };
  }
  if (node.type === 'atrule') {
    const atRule = node as AtRule;
    if ((atRule.name === 'media' || atRule.name === 'supports' || atRule.name === 'layer') && atRule.nodes) {
      const children = atRule.nodes
        .map((child) => toEntry(child, interactionOnly))
        .filter((entry): entry is Entry => entry !== null);
      return { kind: 'group', open: `@${atRule.name} ${atRule.params}{`, children };
    }
    if (atRule.name === 'keyframes') return { kind: 'keyframes', name: atRule.params, text: atRule.toString() };
    return { kind: 'always', text: atRule.toString() };
  }
  return null;
}

type Piece = string | Extract<Entry, { kind: 'properties' | 'keyframes' }>;

/** The kept rules in order; custom property blocks are left as they are, to be pruned once all rules are known. */
function pick(entries: Entry[], page: Page): Piece[] {
  const pieces: Piece[] = [];
  for (const entry of entries) {
    if (entry.kind === 'always') pieces.push(entry.text);
    else if (entry.kind === 'properties' || entry.kind === 'keyframes') pieces.push(entry);
    else if (entry.kind === 'rule') {
      if (entry.alternatives.some((needs) => matches(needs, page))) pieces.push(entry.text);
    } else {
      const inner = pick(entry.children, page);
      if (inner.length > 0) pieces.push(`${entry.open}`, ...inner, '}');
    }
  }
  return pieces;
}

/** The pieces as CSS, with only the custom properties some kept rule reads (directly or through another). */
function render(pieces: Piece[]): string {
  const rules = pieces.filter((piece) => typeof piece === 'string').join('');
  const blocks = pieces.filter((piece) => typeof piece !== 'string' && piece.kind === 'properties');
  const needed = new Set(usesOf(rules));
  for (let grew = true; grew; ) {
    grew = false;
    for (const declaration of blocks.flatMap((block) => block.declarations)) {
      if (!needed.has(declaration.name)) continue;
      for (const name of declaration.uses) {
        if (!needed.has(name)) {
          needed.add(name);
          grew = true;
        }
      }
    }
  }
  let css = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') css += piece;
    else if (piece.kind === 'keyframes') {
      // Kept when a kept rule animates with it (spinners, placeholders).
      if (new RegExp(`animation(?:-name)?:[^;}]*\\b${piece.name}\\b`).test(rules)) css += piece.text;
    } else {
      const kept = piece.declarations.filter((declaration) => needed.has(declaration.name));
      if (kept.length > 0) css += `${piece.selector}{${kept.map((declaration) => declaration.text).join(';')}}`;
    }
  }
  // An at-rule whose only content was pruned properties is left empty: drop it.
  return css.replace(/@(?:media|supports|layer)[^{]*\{\}/g, '');
}

/** The class names an HTML string uses, from its class attributes. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const tagsOf = (html: string) => new Set([...html.matchAll(ELEMENT)].map((match) => match[1] as string));

export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * Parses the stylesheet once; each page's critical part is then a walk over its rules, remembered
 * per set of class names (pages of one kind use the same set), at most `maxEntries` of them.
 */
export function createCriticalCss(stylesheet: string, maxEntries = 200): (html: string) => CriticalCss {
  const root = postcss.parse(stylesheet);
  const interactionOnly = interactionOnlyProperties(root);
  const entries = root.nodes
    .map((node) => toEntry(node, interactionOnly))
    .filter((entry): entry is Entry => entry !== null);
  const remembered = new Map<string, CriticalCss>();
  return (html) => {
    const page = { classes: classesOf(html), tags: tagsOf(html) };
    const key = `${[...page.classes].sort().join(' ')}|${[...page.tags].sort().join(' ')}`;
    const known = remembered.get(key);
    if (known) return known;
    const css = render(pick(entries, page));
    const result = { css, hash: styleHash(css) };
    remembered.set(key, result);
    if (remembered.size > maxEntries) remembered.delete(remembered.keys().next().value as string);
    return result;
  };
}
