import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isSafeHref, sanitizeHtml } from "~/lib/sanitize.server";
import { brToNewlines, containsEmailLike, newlinesToBr } from "~/lib/text-format";

describe("rich text sanitising (CMS HTML cannot run script)", () => {
  it.each([
    ['<img src=x onerror="alert(1)">', ""],
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    // Parsed as a browser would: an unknown `scr<script` element (dropped), then inert text.
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ['<svg onload="alert(1)"><circle/></svg>text', "text"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,abc">x</a>', "<a>x</a>"],
    ['<p onclick="x()" style="color:red">hi</p>', "<p>hi</p>"],
    ["<!-- <script>alert(1)</script> --><p>a</p>", "<p>a</p>"],
    ["<iframe src=//evil></iframe><b>b", "<b>b</b>"],
    ["<style>body{display:none}</style>t", "t"],
    ["<p>unclosed <strong>bold", "<p>unclosed <strong>bold</strong></p>"],
    ["<div><p>in div</p></div>", "<p>in div</p>"],
    ["a < b > c", "a &lt; b &gt; c"],
  ])("%s → %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("a script hidden in an attribute leaves no script and no href behind", () => {
    const html = sanitizeHtml('<a href="data:text/html,<script>">x</a>');
    expect(html).not.toMatch(/<script|href|data:/);
    expect(html).toBe("<a>x</a>");
  });

  it("keeps allowed links and adds rel to new-tab links", () => {
    expect(sanitizeHtml('<a href="https://ex.ca/a?b=1&c=2" target="_blank" title="T">x</a>')).toBe(
      '<a href="https://ex.ca/a?b=1&amp;c=2" title="T" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitizeHtml(
        '<a href="mailto:a@b.ca">m</a><a href="tel:+15145550000">t</a><a href="/fr/contact">c</a>',
      ),
    ).toBe('<a href="mailto:a@b.ca">m</a><a href="tel:+15145550000">t</a><a href="/fr/contact">c</a>');
  });

  it("accepts only http, https, mailto, tel and relative hrefs", () => {
    expect(isSafeHref("https://a.ca")).toBe(true);
    expect(isSafeHref("/fr")).toBe(true);
    expect(isSafeHref("#top")).toBe(true);
    expect(isSafeHref("vbscript:x")).toBe(false);
    expect(isSafeHref("ftp://x")).toBe(false);
  });
});

describe("rich text sanitising: hostile and malformed input", () => {
  it.each([
    // Mutation XSS: foreign content, raw-text elements and their content all go.
    ["<svg><p><style><img src=x onerror=alert(1)>", ""],
    ["<math><mi><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mi></math>ok", "ok"],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ""],
    ["<template><script>alert(1)</script></template>ok", "ok"],
    ["<xmp><p>x</p></xmp><textarea><p>y</p></textarea><title><b>z</b></title>ok", "ok"],
    ["<select><option>o</option></select>ok", "ok"],
    ["<svg/>text", "text"],
    ["<embed src=x><p>after</p>", "<p>after</p>"],
    // javascript: hidden by entities, control characters, whitespace or case.
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="jav&#x0A;ascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="javascript&colon;alert(1)">x</a>', "<a>x</a>"],
    ['<a href="  javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="\u0000javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java\u007fscript:alert(1)">x</a>', "<a>x</a>"],
    ["<a href=javascript:alert(1)>x</a>", "<a>x</a>"],
    ["<a/href=javascript:alert(1)>x</a>", "<a>x</a>"],
    ['<a href="data:image/png;base64,AAAA">x</a>', "<a>x</a>"],
    // Event handlers and other attributes, whatever the quoting or case.
    ["<img src=x onerror=alert(1)>", ""],
    ["<IMG SRC=x ONERROR=alert(1)>", ""],
    ["<p/onclick=alert(1)>x</p>", "<p>x</p>"],
    ["<P CLASS=x ID=y>Up</P><STRONG>s</STRONG>", "<p>Up</p><strong>s</strong>"],
    [
      '<A HREF="https://a.ca" TARGET="_blank">u</A>',
      '<a href="https://a.ca" target="_blank" rel="noopener noreferrer">u</a>',
    ],
    ['<span data-x=1 style="background:url(javascript:alert(1))">s</span>', "<span>s</span>"],
    ["<form action=javascript:alert(1)><button>b</button></form>", "b"],
    // Comments, CDATA, doctypes, processing instructions.
    ["<p>a<!-- c --> b<!-- unclosed <script>alert(1)</script>", "<p>a b</p>"],
    ["<!--><script>alert(1)</script>-->", "--&gt;"],
    ["<![CDATA[<script>alert(1)</script>]]><!DOCTYPE html><?xml version=1?>ok", "ok"],
    // Closing script tags and escaped markup in text stay text.
    ["text </script> more", "text  more"],
    ["<<script>script>alert(1)<</script>/script>", "&lt;/script&gt;"],
    ["<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"],
    // Nesting: mis-nested, unclosed and implicitly closed elements come out balanced.
    ["<b><i>x</b>y</i>", "<b><i>x</i></b>y"],
    ["<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"],
    ["<p>a<ul><li>b</li></ul></p>", "<p>a</p><ul><li>b</li></ul><p></p>"],
    ["<h1>Title</h1><h2>Sub</h2>", "Title<h2>Sub</h2>"],
    ["a <br> b<br/>c<BR />d<hr>e", "a <br> b<br>c<br>d<hr>e"],
  ])("%s → %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("keeps only allowed attribute values, in a fixed order, escaped", () => {
    expect(sanitizeHtml('<a target="_blank" rel="opener" onclick="x()" href=https://a.ca/x>u</a>')).toBe(
      '<a href="https://a.ca/x" target="_blank" rel="noopener noreferrer">u</a>',
    );
    expect(sanitizeHtml('<a href="https://a.ca" target="_top">u</a><a target="_self">v</a>')).toBe(
      '<a href="https://a.ca">u</a><a target="_self">v</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)" href="https://a.ca">u</a>')).toBe("<a>u</a>");
    expect(sanitizeHtml("<a title='it\"s <b>'>q</a>")).toBe('<a title="it&quot;s &lt;b&gt;">q</a>');
    expect(sanitizeHtml('<a href="https://x.ca/?a=1&copy=2&amp;b=3">x</a>')).toBe(
      '<a href="https://x.ca/?a=1&amp;copy=2&amp;b=3">x</a>',
    );
    expect(
      sanitizeHtml("<table><tr><td colspan=2 rowspan=x onclick=y>c</td><th scope=col>h</th></tr></table>"),
    ).toBe('<table><tr><td colspan="2">c</td><th scope="col">h</th></tr></table>');
  });

  it("decodes entities in text and escapes what needs it", () => {
    expect(sanitizeHtml("&amp; &lt;b&gt; & x &copy;")).toBe("&amp; &lt;b&gt; &amp; x ©");
  });

  it("handles deep nesting without trouble", () => {
    const html = sanitizeHtml(`${"<b>".repeat(5000)}x`);
    expect(html).toBe(`${"<b>".repeat(5000)}x${"</b>".repeat(5000)}`);
  });
});

describe("sanitize-html stays out of the browser bundle", () => {
  it("is imported only from .server modules", () => {
    const root = join(process.cwd(), "app");
    const importers = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|js|jsx)$/.test(file))
      .filter((file) =>
        /from\s+["']sanitize-html["']|require\(\s*["']sanitize-html["']/.test(
          readFileSync(join(root, file), "utf8"),
        ),
      );
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !/\.server\.(ts|tsx|js|jsx)$/.test(file))).toEqual([]);
  });
});

describe("line-break and word-break rules (spec 3 §5)", () => {
  it("text turns <br> into newlines", () => {
    expect(brToNewlines("a<br>b<BR/>c<br />d")).toBe("a\nb\nc\nd");
  });

  it("textarea turns newlines into <br>, escaping the text", () => {
    expect(newlinesToBr("a\nb\r\n<c>")).toBe("a<br>b<br>&lt;c&gt;");
  });

  it("detects something resembling an email address", () => {
    expect(containsEmailLike("Écrivez à julie.tremblay@horizon.example aujourd'hui")).toBe(true);
    expect(containsEmailLike("no address @ here")).toBe(false);
  });
});
