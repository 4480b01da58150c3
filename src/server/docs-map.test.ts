import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documentation's map holds: every decision record is in the decisions index with a status
 * that agrees with the record's own `Status:` line, and every relative link in README and docs/
 * lands on a file (and a heading) that exists. Reads files only.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DECISIONS = path.join(ROOT, 'docs', 'decisions');
const INDEX = path.join(DECISIONS, 'README.md');
const RECORD = /^\d{4}-[a-z0-9-]+\.md$/;

const read = (file: string): string => readFileSync(file, 'utf8');

function records(): string[] {
  return readdirSync(DECISIONS)
    .filter((name) => RECORD.test(name))
    .sort();
}

interface IndexLine {
  file: string;
  number: string;
  status: string;
}

/** `- [0014 Title](0014-file.md): summary. **Amended by 0089.**` */
const INDEX_LINE = /^- \[(\d{4}) [^\]]+\]\((\d{4}-[a-z0-9-]+\.md)\)[^*]*\*\*(.+?)\.?\*\*$/;

function indexLines(): IndexLine[] {
  return read(INDEX)
    .split('\n')
    .filter((line) => line.startsWith('- ['))
    .map((line) => {
      const match = INDEX_LINE.exec(line);
      if (!match) throw new Error(`decisions index: a line not in the index's form: ${line}`);
      const [, number = '', file = '', status = ''] = match;
      return { file, number, status };
    });
}

/** The record's `Status:` paragraph, from the part above its first section; '' when it has none. */
function statusOf(file: string): string {
  const head = read(path.join(DECISIONS, file)).split(/\n## /)[0] ?? '';
  const paragraph = head.split(/\n\s*\n/).find((part) => part.startsWith('Status:'));
  return paragraph?.replace(/\s+/g, ' ') ?? '';
}

function markdownFiles(): string[] {
  const found = [path.join(ROOT, 'README.md')];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.md')) found.push(full);
    }
  };
  walk(path.join(ROOT, 'docs'));
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces made hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const text = read(file).replace(/```[\s\S]*?```/g, '');
  return new Set(
    text
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );
}

/** Relative links `[text](target)` outside code, as `target` (with any `#anchor`). */
function relativeLinks(file: string): string[] {
  const text = read(file)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe('the decisions index', () => {
  it('when a record is in docs/decisions, then the index links it exactly once', () => {
    const linked = indexLines().map((line) => line.file);
    expect([...linked].sort()).toEqual(records());
    expect(new Set(linked).size).toBe(linked.length);
  });

  it('when the index links a record, then the record exists and its number matches its name', () => {
    for (const line of indexLines()) {
      expect(records(), line.file).toContain(line.file);
      expect(line.file.slice(0, 4), line.file).toBe(line.number);
    }
  });

  it('when the index says a record was amended or superseded, then the record says so at its top', () => {
    const known = new Set(records().map((file) => file.slice(0, 4)));
    for (const { file, status } of indexLines()) {
      expect(status, file).toMatch(/^(Accepted|Rejected|Amended by|Superseded by) ?/);
      const own = statusOf(file);
      const change = /^(Amended|Superseded) by (.+)$/.exec(status);
      if (change) {
        const [, kind = '', numbers = ''] = change;
        expect(own, `${file} needs a Status: line`).toMatch(new RegExp(`${kind} by`, 'i'));
        for (const number of numbers.match(/\d{4}/g) ?? []) {
          expect(known, `${file}: ${number} is no record`).toContain(number);
          expect(own, `${file}'s Status: line names ${number}`).toContain(number);
        }
      } else {
        expect(own, `${file} is marked ${status} in the index`).not.toMatch(/(amended|superseded) by/i);
      }
    }
  });
});

describe('links in README and docs/', () => {
  it('when a page links a file of the repository, then the file and the heading exist', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      for (const target of relativeLinks(file)) {
        const [where = '', anchor] = target.split('#');
        const landing = where === '' ? file : path.resolve(path.dirname(file), where);
        let exists = true;
        try {
          statSync(landing);
        } catch {
          exists = false;
        }
        if (!exists) broken.push(`${path.relative(ROOT, file)}: ${target} (no such file)`);
        else if (anchor && landing.endsWith('.md') && !anchorsIn(landing).has(anchor)) {
          broken.push(`${path.relative(ROOT, file)}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

/** Every folder of the code: under src/, e2e/, cluster/ and scripts/, as `path/`. */
function codeFolders(): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    found.push(`${relative}/`);
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${relative}/${entry.name}`);
    }
  };
  for (const top of ['src', 'e2e', 'cluster', 'scripts']) walk(top);
  return found;
}

describe('the folder map in docs/architecture.md', () => {
  it('when a folder of the code exists, then the map has a row for it', () => {
    const rows = new Set(
      read(path.join(ROOT, 'docs', 'architecture.md'))
        .split('\n')
        .map((line) => /^\| `([^`]+\/)`\s*\|/.exec(line)?.[1])
        .filter((folder) => folder !== undefined),
    );
    expect(codeFolders().filter((folder) => !rows.has(folder))).toEqual([]);
  });
});
