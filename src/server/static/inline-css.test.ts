import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css.ts';

describe('inlineStylesheets', () => {
  it('puts the built stylesheets into the HTML, so the first paint waits for no request', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n<link rel="icon" href="/favicon.svg"></head>';
    const out = inlineStylesheets(html, { 'assets/index-abc.css': 'body{color:red}' });
    expect(out).toBe(
      '<head><style>body{color:red}</style>\n<link rel="icon" href="/favicon.svg"></head>',
    );
  });

  it('leaves a stylesheet it does not have, and escapes a closing style tag', () => {
    const html =
      '<link rel="stylesheet" href="/assets/other.css"><link rel="stylesheet" href="/assets/a.css">';
    const out = inlineStylesheets(html, { 'assets/a.css': 'a::after{content:"</style>"}' });
    expect(out).toBe(
      '<link rel="stylesheet" href="/assets/other.css"><style>a::after{content:"<\\/style>"}</style>',
    );
  });
});
