// The repository's documentation stands on its own: no file cites a document that is not in the repository
// (a specification, a design handbook, an issue), every link in the Markdown files reaches a file that exists
// (and a heading that exists, for a #fragment), and every docs/ file a comment names exists.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '..', '..');

/** Names of documents outside the repository; wrong wherever they appear. */
const OUTSIDE_DOCUMENTS: readonly RegExp[] = [
  /§/,
  /\bdesign\.md\b/i,
  /\bproduct-spec\b/i,
  /\bfrappe-api\.md\b/i,
  /\.\.\/shared\//,
  /\/work\/(?:shared|notes)\b/,
];

/** Ways prose refers to those documents; wrong in comments and docs (a test's data may say "Write the brief"). */
const OUTSIDE_DOCUMENT_WORDING: readonly RegExp[] = [
  /\b(?:the|product) spec\b/i,
  /\bspec['’]s\b/i,
  /\bspec:/i,
  /\bissues? #?\d+/i,
  /\bthe issue\b/i,
  /\bthe brief\b/i,
];

const SCRIPT_FILE = /\.(?:[cm]?[jt]sx?|cts)$/;
const PROSE_FILE = /\.(?:md|ya?ml)$/;
/** Third-party text the project does not write, and this file, whose patterns name what they look for. */
const NOT_CHECKED = new Set(['pnpm-lock.yaml', path.relative(repoRoot, __filename).split(path.sep).join('/')]);

function trackedFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listing
    .split('\0')
    .filter((file) => file !== '' && !NOT_CHECKED.has(file))
    .filter((file) => fs.existsSync(path.join(repoRoot, file)));
}

function readText(file: string): string | null {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return text.includes('\0') ? null : text;
}

/** The text of every comment in a script, found by TypeScript's parser (so `//` inside a string is not one). */
function commentsOf(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const starts = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (starts.has(range.pos)) continue;
      starts.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return comments;
}

/** The lines of `text` that match any of `patterns`, as "file: line". */
function citations(file: string, text: string, patterns: readonly RegExp[]): string[] {
  return text
    .split('\n')
    .filter((line) => patterns.some((pattern) => pattern.test(line)))
    .map((line) => `${file}: ${line.trim()}`);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const headings = markdown.split('\n').filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

const files = trackedFiles();

it('cites no document outside the repository, in any file', () => {
  const found: string[] = [];
  for (const file of files) {
    const text = readText(file);
    if (text === null) continue;
    found.push(...citations(file, text, OUTSIDE_DOCUMENTS));
    if (PROSE_FILE.test(file)) found.push(...citations(file, text, OUTSIDE_DOCUMENT_WORDING));
    if (SCRIPT_FILE.test(file))
      for (const comment of commentsOf(file, text)) found.push(...citations(file, comment, OUTSIDE_DOCUMENT_WORDING));
  }
  expect([...new Set(found)]).toEqual([]);
});

it('links, in every Markdown file, only to files and headings that exist', () => {
  const broken: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.md'))) {
    const text = readText(file) ?? '';
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [filePart = '', fragment] = target.split('#');
      const linked = filePart === '' ? file : path.join(path.dirname(file), filePart);
      const absolute = path.join(repoRoot, linked);
      if (!fs.existsSync(absolute)) broken.push(`${file}: ${target} (no such file)`);
      else if (fragment && linked.endsWith('.md') && !anchorsIn(fs.readFileSync(absolute, 'utf8')).has(fragment))
        broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  expect(broken).toEqual([]);
});

it('names, in comments and docs, only docs/ files that exist', () => {
  const missing: string[] = [];
  for (const file of files) {
    const text = readText(file);
    if (text === null) continue;
    for (const [named] of text.matchAll(/\bdocs\/[\w-]+\.md\b/g))
      if (!fs.existsSync(path.join(repoRoot, named))) missing.push(`${file}: ${named}`);
  }
  expect(missing).toEqual([]);
});
