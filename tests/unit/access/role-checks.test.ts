// Access is decided in one place, worker/access (docs/security.md "Access policy"). This test reads
// every source file of worker/features and fails on a role check there: a comparison with a role
// (`actor.role === 'user'`, `owner.role !== 'admin'`, `switch (actor.role)`), a role handed to a
// comparing call (`eq(users.role, 'admin')`, `roles.includes(x.role)`) or isAdminRole(). The only
// ones allowed are the rules of the product that worker/access/domain-rules.ts lists with their
// reasons; an entry of that list that no longer matches a check fails too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DOMAIN_RULES } from '../../../worker/access/domain-rules';

const ROOT = join(import.meta.dirname, '../../..');
const FEATURES = join(ROOT, 'worker/features');

/** A role check found in a source: where, in which top-level declaration, and its text. */
type RoleCheck = { file: string; line: number; in: string; text: string };

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
/** Calls that compare their arguments. */
const COMPARING_CALLS = new Set(['eq', 'ne', 'inArray', 'notInArray', 'includes', 'has', 'indexOf', 'some', 'every']);

const roleName = (name: string) => name === 'role' || /[a-z]Role$/.test(name);

/** `x.role`, `x.ownerRole`, `role`, `x['role']`. */
function isRoleish(node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return isRoleish(node.expression);
  if (ts.isPropertyAccessExpression(node)) return roleName(node.name.text);
  if (ts.isIdentifier(node)) return roleName(node.text) && node.text !== 'isAdminRole';
  if (ts.isElementAccessExpression(node)) return ts.isStringLiteral(node.argumentExpression) && roleName(node.argumentExpression.text);
  return false;
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';

/** The name of the top-level declaration a node sits in (function, const, class), or '(module)'. */
function declarationOf(node: ts.Node): string {
  let top: ts.Node = node;
  while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent;
  if ((ts.isFunctionDeclaration(top) || ts.isClassDeclaration(top)) && top.name) return top.name.text;
  if (ts.isVariableStatement(top)) {
    const names = top.declarationList.declarations.map((d) => d.name).filter(ts.isIdentifier);
    if (names.length) return names[0]!.text;
  }
  return '(module)';
}

/** The role checks of one source text. */
function roleChecksIn(file: string, source: string): RoleCheck[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: RoleCheck[] = [];
  const add = (node: ts.Node) =>
    found.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      in: declarationOf(node),
      text: node.getText(sf).replace(/\s+/g, ' '),
    });
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind) && (isRoleish(node.left) || isRoleish(node.right))) {
      add(node);
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name === 'isAdminRole' || (COMPARING_CALLS.has(name) && node.arguments.some(isRoleish))) add(node);
    } else if (ts.isSwitchStatement(node) && isRoleish(node.expression)) add(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const allowed = (check: RoleCheck) => DOMAIN_RULES.some((rule) => rule.file === check.file && rule.in === check.in);

describe('role checks in worker/features', () => {
  const checks = sources(FEATURES).flatMap((path) => roleChecksIn(relative(ROOT, path), readFileSync(path, 'utf8')));

  it('are only the rules of the domain that worker/access/domain-rules.ts lists', () => {
    const outside = checks.filter((check) => !allowed(check));
    const message = outside
      .map(
        (c) =>
          `${c.file}:${c.line} (${c.in}): \`${c.text}\` decides by role outside worker/access. Move the decision into worker/access `
          + `(a permission of requireAccess, or checkAccess for a list), or, if it is a rule of the product, list it with its reason in worker/access/domain-rules.ts.`,
      )
      .join('\n');
    expect(outside, message).toEqual([]);
  });

  it('lists no rule that no longer matches a check', () => {
    const stale = DOMAIN_RULES.filter((rule) => !checks.some((check) => check.file === rule.file && check.in === rule.in));
    expect(stale, 'entries of worker/access/domain-rules.ts without a role check: remove them').toEqual([]);
  });

  it('finds the forms of a role check', () => {
    const source = [
      "function a(ctx) { if (ctx.actor.role === 'user') throw 1; }",
      "const b = (owner) => 'admin' !== owner.role;",
      'function c(actor) { switch (actor.role) { default: return 1; } }',
      "function d(db) { return db.select().where(eq(users.role, 'superadmin')); }",
      'function e(x) { return isAdminRole(x); }',
      "function f(r) { return r.ownerRole == 'user' || r['role'] != 'admin'; }",
      "function g(kind) { return kind === 'user' || scope.includes(kind); }",
    ].join('\n');
    expect(roleChecksIn('x.ts', source).map((c) => c.in)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'f']);
  });
});
